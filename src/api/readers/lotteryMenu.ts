// The lottery tab menu (GET /lgw/games/mobile_game_menus). Upstream's /lgw/* gateway answers bare
// JSON [I] (the transport reads a bare body or an envelope); its mobile menu body is not seen, so
// the entries are ours: { tag, labelName, gameMenus[{ gameId, gameCode, remark, gameGroupCode,
// mobileIconUrl }] }. A PC build of the same platform reads its VN lottery menu as a map of such
// entries (Object.values of the reply), so a map is read as a list too. An entry or game that
// cannot be read is dropped, not the whole menu.
import type { LotteryMenuEntry } from '../contract.generated';
import { integer, object, optString, readableEntries, ReplyShapeError, string } from './read';

type MenuGame = LotteryMenuEntry['gameMenus'][number];

function game(entry: unknown, path: string, tag: string): MenuGame {
  const g = object(entry, path);
  const gameCode = string(g.gameCode, `${path}.gameCode`);
  if (gameCode.trim() === '') throw new ReplyShapeError(`${path}.gameCode`, 'a game code');
  return {
    gameId: integer(g.gameId, `${path}.gameId`),
    gameCode,
    remark: optString(g.remark, `${path}.remark`) ?? optString(g.gameName, `${path}.gameName`) ?? gameCode,
    gameGroupCode: optString(g.gameGroupCode, `${path}.gameGroupCode`) ?? tag,
    mobileIconUrl: optString(g.mobileIconUrl, `${path}.mobileIconUrl`) ?? '',
  };
}

function entry(value: unknown, path: string): LotteryMenuEntry {
  const e = object(value, path);
  const tag = string(e.tag ?? e.gameGroupCode, `${path}.tag`);
  if (tag.trim() === '') throw new ReplyShapeError(`${path}.tag`, 'a tag');
  return {
    tag,
    labelName: optString(e.labelName, `${path}.labelName`) ?? optString(e.displayName, `${path}.displayName`) ?? tag,
    gameMenus: readableEntries(e.gameMenus, `${path}.gameMenus`, (g, at) => game(g, at, tag)),
  };
}

export default function readLotteryMenu(value: unknown): LotteryMenuEntry[] {
  if (value === null || typeof value !== 'object') throw new ReplyShapeError('value', 'a list');
  return readableEntries(value, 'value', entry);
}
