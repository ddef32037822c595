// A game entry as upstream's game relays send it (GCSGAME_gameList, GCSGAME_hotGamesV2, favourites,
// GCS_recentGame), shared by those endpoints' readers: showIcon is the image URL, supportPlay 0/1
// (facts 7.3); our older replies had iconUrl with showIcon/supportPlay as booleans. Ids may come as
// numeric strings. An entry without a usable nodeId is refused (a tile cannot launch it).
import type { Game } from '../reader-types';
import { boolean, integer, object, optString, ReplyShapeError, list, type Fields } from './read';

/** An image URL: upstream's showIcon is one; our older boolean showIcon is not. */
function imageUrl(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

export function readGame(entry: unknown, path: string): Game {
  const g = object(entry, path);
  const nodeId = integer(g.nodeId, `${path}.nodeId`);
  if (nodeId <= 0) throw new ReplyShapeError(`${path}.nodeId`, 'a game id');
  const gameName = optString(g.gameName, `${path}.gameName`) ?? optString(g.nodeName, `${path}.nodeName`) ?? '';
  const large = imageUrl(g.mobileLargeIcon);
  return {
    nodeId,
    gameName,
    nodeName: optString(g.nodeName, `${path}.nodeName`) ?? gameName,
    vassalage: optString(g.vassalage, `${path}.vassalage`) ?? '',
    iconUrl: imageUrl(g.showIcon) ?? imageUrl(g.iconUrl) ?? large ?? '',
    ...(large ? { mobileLargeIcon: large } : {}),
    gameType: optString(g.gameType, `${path}.gameType`) ?? '',
    roomId: optString(g.roomId, `${path}.roomId`) ?? '',
    gameId: optString(g.gameId, `${path}.gameId`) ?? '',
    supportPlay: g.supportPlay === undefined || g.supportPlay === null ? true : boolean(g.supportPlay, `${path}.supportPlay`),
    favourite: flag(g, 'favourite', path) ?? flag(g, 'isFavorite', path) ?? flag(g, 'favorite', path) ?? false,
  };
}

function flag(g: Fields, key: string, path: string): boolean | undefined {
  const v = g[key];
  return v === undefined || v === null ? undefined : boolean(v, `${path}.${key}`);
}

/** A list of games: an array, or a map keyed by id. */
export function readGames(v: unknown, path: string): Game[] {
  return list(v, path, readGame);
}
