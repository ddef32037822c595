// Recent games (GET /wps/relay/GCS_recentGame): games in the game list's shape (read-game.ts). The
// reply's layout is not seen upstream: `content` (ours), also `list`, `games` or a bare list.
import type { ReaderReplies } from '../reader-types';
import { object, ReplyShapeError } from './read';
import { readGames } from './read-game';

export default function readRecentGames(value: unknown): ReaderReplies['recentGames'] {
  if (Array.isArray(value)) return { content: readGames(value, 'value') };
  const v = object(value);
  const key = ['content', 'list', 'games'].find((k) => v[k] !== undefined && v[k] !== null);
  if (!key) throw new ReplyShapeError('value.content', 'a list');
  return { content: readGames(v[key], `value.${key}`) };
}
