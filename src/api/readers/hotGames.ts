// Hot games (GET /wps/relay/GCSGAME_hotGamesV2): games in the game list's shape (read-game.ts) under
// `list`, also `content` or a bare list.
import type { ReaderReplies } from '../reader-types';
import { object, ReplyShapeError } from './read';
import { readGames } from './read-game';

export default function readHotGames(value: unknown): ReaderReplies['hotGames'] {
  if (Array.isArray(value)) return { list: readGames(value, 'value') };
  const v = object(value);
  const key = ['list', 'content', 'games'].find((k) => v[k] !== undefined && v[k] !== null);
  if (!key) throw new ReplyShapeError('value.list', 'a list');
  return { list: readGames(v[key], `value.${key}`) };
}
