// A launch's reply (GET /wps/game/launchGame): upstream answers value.content.game_url (go444
// mobile/assets/api.js; fixture launch-game.reply.json); its PC build's lottery launches read
// value.gameUrl, and our older replies were { gameUrl } too. A reply without a usable URL is refused.
import type { ReaderReplies } from '../reader-types';
import { object, optObject, optString, ReplyShapeError } from './read';

export default function readLaunchGame(value: unknown): ReaderReplies['launchGame'] {
  if (typeof value === 'string' && value.trim() !== '') return { gameUrl: value.trim() };
  const v = object(value);
  const content = optObject(v.content, 'value.content');
  const url = [content?.game_url, content?.gameUrl, content?.url, v.gameUrl, v.game_url, v.url]
    .map((candidate, i) => optString(candidate, `value.url[${i}]`))
    .find((candidate) => candidate !== undefined && candidate.trim() !== '');
  if (!url) throw new ReplyShapeError('value.content.game_url', 'a URL');
  return { gameUrl: url.trim() };
}
