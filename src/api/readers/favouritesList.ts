// Favourite games (GET /wps/relay/MCSFE_getFavoriteGamesList): a page of games in the game list's
// shape (read-game.ts) under `content` (also `list` or `games`); an absent page count is one page.
import type { ReaderReplies } from '../reader-types';
import { object, optInteger, ReplyShapeError } from './read';
import { readGames } from './read-game';

export default function readFavouritesList(value: unknown): ReaderReplies['favouritesList'] {
  const v = object(value);
  const key = ['content', 'list', 'games'].find((k) => v[k] !== undefined && v[k] !== null);
  if (!key) throw new ReplyShapeError('value.content', 'a list');
  const content = readGames(v[key], `value.${key}`);
  const pageNum = optInteger(v.pageNum, 'value.pageNum') ?? optInteger(v.pageNo, 'value.pageNo') ?? 1;
  return { content, pageNum, totalPages: optInteger(v.totalPages, 'value.totalPages') ?? pageNum };
}
