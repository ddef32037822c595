// The game list's state machine (spec section 4, Game list) and the load-more throttle.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../api/reader-types';
import { FAV, HOT, createThrottle, gameListReducer, hasSearch, initialGameListState, type GameCategoryTab, type GameListState } from './game-list-state';

const game = (nodeId: number): Game => ({
  nodeId,
  gameName: `Game ${nodeId}`,
  nodeName: `Game ${nodeId}`,
  vassalage: 'PG',
  iconUrl: '',
  gameType: 'RNG',
  roomId: '',
  gameId: `PG_${nodeId}`,
  supportPlay: true,
  mobileLargeIcon: '',
  favourite: false,
});
const page = (from: number, n = 26) => Array.from({ length: n }, (_, i) => game(from + i));
const PG: GameCategoryTab = { key: 'RNG:PG', gameType: 'RNG', vassalage: 'PG', displayName: 'PG Soft' };
const EVO: GameCategoryTab = { key: 'LIVE:EVO', gameType: 'LIVE', vassalage: 'EVO', displayName: 'Evolution' };
const FAV_TAB: GameCategoryTab = { key: FAV, gameType: FAV, vassalage: '', displayName: FAV };

function answer(state: GameListState, games: Game[], pageNum: number, totalPages: number): GameListState {
  const id = state.request?.id ?? -1;
  return gameListReducer(state, { type: 'loaded', requestId: id, games, pageNum, totalPages });
}

describe('game list reducer', () => {
  it('picking a category resets to page 1, clears the list and asks for it', () => {
    let s = gameListReducer(initialGameListState, { type: 'select', index: 2, tab: PG });
    expect(s).toMatchObject({ activeIndex: 2, gameType: 'RNG', vassalage: 'PG', status: 'loading', gameList: [], request: { page: 1, gameType: 'RNG', vassalage: 'PG', gameName: '' } });
    s = answer(s, page(1), 1, 3);
    expect(s).toMatchObject({ status: 'ready', currentPage: 1, totalPages: 3, hasMore: true, request: null });
    s = gameListReducer(s, { type: 'select', index: 3, tab: EVO });
    expect(s).toMatchObject({ gameList: [], currentPage: 0, status: 'loading', request: { page: 1, gameType: 'LIVE', vassalage: 'EVO' } });
  });

  it('appends later pages and keeps hasMore while pageNum < totalPages', () => {
    let s = answer(gameListReducer(initialGameListState, { type: 'select', index: 0, tab: PG }), page(1), 1, 2);
    s = gameListReducer(s, { type: 'loadMore' });
    expect(s.request).toMatchObject({ page: 2 });
    expect(s.gameList).toHaveLength(26);
    // A second trigger while the page is in flight changes nothing.
    expect(gameListReducer(s, { type: 'loadMore' })).toBe(s);
    s = answer(s, page(27, 10), 2, 2);
    expect(s.gameList.map((g) => g.nodeId)).toEqual([...page(1), ...page(27, 10)].map((g) => g.nodeId));
    expect(s.hasMore).toBe(false);
    expect(gameListReducer(s, { type: 'loadMore' })).toBe(s);
  });

  it('a fresh load replaces the list', () => {
    let s = answer(gameListReducer(initialGameListState, { type: 'select', index: 0, tab: PG }), page(1), 1, 2);
    s = gameListReducer(s, { type: 'reload' });
    expect(s.gameList).toEqual([]);
    s = answer(s, page(100, 3), 1, 1);
    expect(s.gameList.map((g) => g.nodeId)).toEqual([100, 101, 102]);
  });

  it('ignores answers to an older request', () => {
    const first = gameListReducer(initialGameListState, { type: 'select', index: 0, tab: PG });
    const second = gameListReducer(first, { type: 'select', index: 1, tab: EVO });
    const late = gameListReducer(second, { type: 'loaded', requestId: first.request?.id ?? 0, games: page(1), pageNum: 1, totalPages: 1 });
    expect(late).toBe(second);
  });

  it('a failed first page shows the error; a failed later page stops loading more until a retry', () => {
    let s = gameListReducer(initialGameListState, { type: 'select', index: 0, tab: PG });
    const cause = new Error('offline');
    const failedFirst = gameListReducer(s, { type: 'failed', requestId: s.request?.id ?? 0, error: cause });
    expect(failedFirst).toMatchObject({ status: 'error', hasMore: false, request: null, error: cause });
    s = answer(s, page(1), 1, 5);
    s = gameListReducer(s, { type: 'loadMore' });
    s = gameListReducer(s, { type: 'failed', requestId: s.request?.id ?? 0, error: cause });
    expect(s).toMatchObject({ status: 'ready', hasMore: false, moreFailed: true });
    expect(s.gameList).toHaveLength(26);
    expect(gameListReducer(s, { type: 'loadMore' })).toBe(s);
    s = gameListReducer(s, { type: 'retryMore' });
    expect(s.request).toMatchObject({ page: 2 });
    s = answer(s, page(27), 2, 5);
    expect(s).toMatchObject({ hasMore: true, moreFailed: false, currentPage: 2 });
  });

  it('searches by the trimmed name, only in RNG', () => {
    let s = answer(gameListReducer(initialGameListState, { type: 'select', index: 0, tab: PG }), page(1), 1, 2);
    s = gameListReducer(s, { type: 'search', name: '  Golden Tiger \t' });
    expect(s).toMatchObject({ gameName: 'Golden Tiger', gameList: [], request: { page: 1, gameName: 'Golden Tiger' } });
    const live = answer(gameListReducer(s, { type: 'select', index: 1, tab: EVO }), page(1), 1, 1);
    expect(live.gameName).toBe('');
    expect(gameListReducer(live, { type: 'search', name: 'x' })).toBe(live);
    expect(hasSearch('RNG')).toBe(true);
    expect([HOT, FAV, 'LIVE', 'FISH'].some(hasSearch)).toBe(false);
  });

  it('a remembered first page shows at once as ready while page 1 is asked again; its answer replaces it', () => {
    let s = gameListReducer(initialGameListState, { type: 'select', index: 2, tab: PG, remembered: { games: page(1), pageNum: 1, totalPages: 3 } });
    expect(s).toMatchObject({ status: 'ready', refreshing: true, currentPage: 1, totalPages: 3, hasMore: true, request: { page: 1, gameType: 'RNG', vassalage: 'PG', gameName: '' } });
    expect(s.gameList).toHaveLength(26);
    // Later pages wait for the refresh (page 1 may have changed).
    expect(gameListReducer(s, { type: 'loadMore' })).toBe(s);
    s = answer(s, page(500), 1, 4);
    expect(s).toMatchObject({ status: 'ready', refreshing: false, totalPages: 4, hasMore: true, request: null });
    expect(s.gameList[0]?.nodeId).toBe(500);
    s = gameListReducer(s, { type: 'loadMore' });
    expect(s.request).toMatchObject({ page: 2 });
    s = answer(s, page(600), 2, 4);
    expect(s.gameList).toHaveLength(52);
  });

  it('a failed refresh keeps the remembered page, and later pages still load', () => {
    let s = gameListReducer(initialGameListState, { type: 'select', index: 2, tab: PG, remembered: { games: page(1), pageNum: 1, totalPages: 2 } });
    s = gameListReducer(s, { type: 'failed', requestId: s.request?.id ?? 0, error: new Error('offline') });
    expect(s).toMatchObject({ status: 'ready', refreshing: false, hasMore: true, moreFailed: false, request: null, currentPage: 1 });
    expect(s.error).toBeUndefined();
    expect(s.gameList).toHaveLength(26);
    s = gameListReducer(s, { type: 'loadMore' });
    expect(s.request).toMatchObject({ page: 2 });
    s = answer(s, page(27, 5), 2, 2);
    expect(s).toMatchObject({ hasMore: false, currentPage: 2 });
    expect(s.gameList).toHaveLength(31);
  });

  it('a remembered empty page shows the empty list at once; a search never starts from memory', () => {
    const empty = gameListReducer(initialGameListState, { type: 'select', index: 1, tab: FAV_TAB, remembered: { games: [], pageNum: 1, totalPages: 0 } });
    expect(empty).toMatchObject({ status: 'ready', refreshing: true, gameList: [], hasMore: false });
    const searched = gameListReducer(gameListReducer(initialGameListState, { type: 'select', index: 2, tab: PG, remembered: { games: page(1), pageNum: 1, totalPages: 2 } }), { type: 'search', name: 'Tiger' });
    expect(searched).toMatchObject({ status: 'loading', refreshing: false, gameList: [], gameName: 'Tiger' });
  });

  it('removing a favourite inside FAV drops that tile, elsewhere keeps it', () => {
    const fav = answer(gameListReducer(initialGameListState, { type: 'select', index: 1, tab: FAV_TAB }), page(1, 3), 1, 1);
    expect(gameListReducer(fav, { type: 'removed', nodeId: 2 }).gameList.map((g) => g.nodeId)).toEqual([1, 3]);
    const pg = answer(gameListReducer(initialGameListState, { type: 'select', index: 0, tab: PG }), page(1, 3), 1, 1);
    expect(gameListReducer(pg, { type: 'removed', nodeId: 2 })).toBe(pg);
  });
});

describe('load-more throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then at most once per 1000 ms with one trailing call', () => {
    const fn = vi.fn();
    const throttle = createThrottle(fn, 1000);
    throttle.call();
    expect(fn).toHaveBeenCalledTimes(1);
    throttle.call();
    throttle.call();
    vi.advanceTimersByTime(999);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(2);
    throttle.call();
    expect(fn).toHaveBeenCalledTimes(3);
    throttle.call();
    throttle.cancel();
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
