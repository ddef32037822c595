// The game list's readers (gameList, hotGames, favouritesList, recentGames share read-game.ts):
// upstream's page counts with totalCount, showIcon is the image URL and supportPlay 0/1 (facts
// 7.3); our older shape (total, iconUrl, booleans) is read too.
import { describe, expect, it } from 'vitest';
import { replyCheck } from '../reply-check';
import readFavouritesList from './favouritesList';
import readGameList from './gameList';
import readHotGames from './hotGames';
import readRecentGames from './recentGames';

const upstreamGame = { nodeId: 1001, gameName: 'Fortune Gems', nodeName: 'Fortune Gems', vassalage: 'JL', gameType: 'RNG', gameId: 'JL_1', showIcon: 'https://cdn.example/games/JL_1.png', supportPlay: 1 };

describe('game list reader', () => {
  it("reads upstream's page: totalCount, showIcon as the image URL, supportPlay 0/1", () => {
    const page = readGameList({ games: [upstreamGame, { ...upstreamGame, nodeId: '1002', supportPlay: 0, showIcon: '' , iconUrl: '/x.png' }], pageNum: 1, totalPages: 3, totalCount: 50 });
    expect(page).toEqual({
      games: [
        { nodeId: 1001, gameName: 'Fortune Gems', nodeName: 'Fortune Gems', vassalage: 'JL', iconUrl: 'https://cdn.example/games/JL_1.png', gameType: 'RNG', roomId: '', gameId: 'JL_1', supportPlay: true, favourite: false },
        { nodeId: 1002, gameName: 'Fortune Gems', nodeName: 'Fortune Gems', vassalage: 'JL', iconUrl: '/x.png', gameType: 'RNG', roomId: '', gameId: 'JL_1', supportPlay: false, favourite: false },
      ],
      pageNum: 1,
      totalPages: 3,
      totalCount: 50,
    });
    expect(page).not.toHaveProperty('total');
  });

  it('reads our older page (total, boolean showIcon and supportPlay, favourite) and works out missing counts', () => {
    const old = readGameList({ games: [{ ...upstreamGame, showIcon: true, iconUrl: '/a.png', mobileLargeIcon: '/a-large.png', supportPlay: true, favourite: true }], pageNum: '2', totalPages: 2, total: 27 });
    expect(old.totalCount).toBe(27);
    expect(old.pageNum).toBe(2);
    expect(old.games[0]).toMatchObject({ iconUrl: '/a.png', mobileLargeIcon: '/a-large.png', supportPlay: true, favourite: true });
    expect(readGameList({ list: [upstreamGame], totalCount: 30, pageSize: 24 })).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 30 });
    expect(readGameList({ games: [] })).toEqual({ games: [], pageNum: 1, totalPages: 1, totalCount: 0 });
  });

  it('refuses a page without games or a game without a usable id', () => {
    expect(() => readGameList({ totalCount: 3 })).toThrow(/value.games is not a list/);
    expect(() => readGameList({ games: [{ ...upstreamGame, nodeId: 'x' }] })).toThrow(/nodeId/);
    expect(() => readGameList({ games: [{ ...upstreamGame, nodeId: 0 }] })).toThrow(/nodeId is not a game id/);
    expect(() => readGameList(null)).toThrow();
  });

  it('hot games, favourites and recent games read the same games', () => {
    expect(readHotGames({ list: [upstreamGame] }).list[0]?.iconUrl).toBe(upstreamGame.showIcon);
    expect(readHotGames([upstreamGame]).list).toHaveLength(1);
    expect(readFavouritesList({ content: [upstreamGame], pageNum: 1, totalPages: 1 }).content[0]?.supportPlay).toBe(true);
    expect(readRecentGames({ content: [upstreamGame] }).content[0]?.nodeId).toBe(1001);
    expect(readRecentGames([upstreamGame]).content).toHaveLength(1);
    expect(() => readRecentGames({})).toThrow(/value.content is not a list/);
  });

  it('are the endpoints\' reply checks', async () => {
    for (const id of ['gameList', 'hotGames', 'favouritesList', 'recentGames']) expect(await replyCheck(id), id).toBeTypeOf('function');
    const check = await replyCheck('gameList');
    expect(check?.({ games: [upstreamGame], pageNum: 1, totalPages: 1, totalCount: 1 })).toMatchObject({ totalCount: 1 });
  });
});
