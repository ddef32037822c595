// The game list page (GET /wps/relay/GCSGAME_gameList): upstream counts with totalCount (no total),
// each game's showIcon is its image URL and supportPlay 0/1 (facts 7.3); our older pages counted
// with total. Games under `games` (the H5 shell reads games, pageNum, totalPages), also `list` or
// `content`. An absent page number or page count is worked out from the count.
import type { GamePageReply } from '../reader-types';
import { integer, object, optInteger, ReplyShapeError } from './read';
import { readGames } from './read-game';

export default function readGameList(value: unknown): GamePageReply {
  const v = object(value);
  const key = ['games', 'list', 'content'].find((k) => v[k] !== undefined && v[k] !== null);
  if (!key) throw new ReplyShapeError('value.games', 'a list');
  const games = readGames(v[key], `value.${key}`);
  const totalCount = optInteger(v.totalCount, 'value.totalCount') ?? optInteger(v.total, 'value.total') ?? games.length;
  const pageNum = optInteger(v.pageNum, 'value.pageNum') ?? optInteger(v.pageNo, 'value.pageNo') ?? 1;
  const pageSize = optInteger(v.pageSize, 'value.pageSize');
  const totalPages = v.totalPages === undefined || v.totalPages === null ? Math.max(1, pageSize ? Math.ceil(totalCount / pageSize) : pageNum) : integer(v.totalPages, 'value.totalPages');
  return { games, pageNum, totalPages, totalCount };
}
