// @vitest-environment jsdom
// The hook around the reducer: performs requests with the content language, reloads 200 ms after
// the last language change, throttles load-more to one call per 1000 ms, and starts a category
// picked again in the session from its remembered first page.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../api/reader-types';
import type { GameListRequest } from './game-list-state';

vi.mock('../../i18n/i18n', () => ({ changeI18nLanguage: async () => undefined }));
vi.mock('../../state/endpoint-call', () => ({ callLazily: async () => null }));

const { gameListMemoryKey, useGameList } = await import('./use-game-list');
const { forgetScreens, recall } = await import('../../state/screen-memory');
const { setLanguage, startLanguage } = await import('../../state/language-store');
const { MemoryStorage, setStorageBackends } = await import('../../state/storage');

const games = (from: number): Game[] =>
  Array.from({ length: 26 }, (_, i) => ({ nodeId: from + i, gameName: 'G', nodeName: 'G', vassalage: 'PG', iconUrl: '', showIcon: true, gameType: 'RNG', roomId: '', gameId: '', supportPlay: true, mobileLargeIcon: '', favourite: false }));

const seen: { page: number; language: string }[] = [];
const loader = async (request: GameListRequest, language: string) => {
  seen.push({ page: request.page, language });
  return { games: games(request.page * 100), pageNum: request.page, totalPages: 5 };
};
const PG = { key: 'RNG:PG', gameType: 'RNG', vassalage: 'PG', displayName: 'PG' };

beforeEach(async () => {
  vi.useFakeTimers();
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  startLanguage('VI');
  forgetScreens();
  // valtio tells subscribers on a microtask: let the previous test's language settle first.
  await Promise.resolve();
  seen.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function flush(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

describe('useGameList', () => {
  it('loads more at most once per 1000 ms', async () => {
    const { result } = renderHook(() => useGameList(loader));
    act(() => result.current.select(0, PG));
    await flush();
    act(() => result.current.loadMore());
    await flush();
    expect(seen.map((s) => s.page)).toEqual([1, 2]);
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await flush();
    expect(seen.map((s) => s.page)).toEqual([1, 2]);
    act(() => vi.advanceTimersByTime(1000));
    await flush();
    expect(seen.map((s) => s.page)).toEqual([1, 2, 3]);
    expect(result.current.state.gameList).toHaveLength(78);
    expect(result.current.state.hasMore).toBe(true);
  });
  it('drops the trailing load-more when its trigger no longer wants it (the page moved the end away)', async () => {
    const { result } = renderHook(() => useGameList(loader));
    act(() => result.current.select(0, PG));
    await flush();
    act(() => result.current.loadMore(() => true));
    await flush();
    expect(seen.map((s) => s.page)).toEqual([1, 2]);
    let near = true;
    act(() => result.current.loadMore(() => near));
    near = false;
    act(() => vi.advanceTimersByTime(1000));
    await flush();
    expect(seen.map((s) => s.page)).toEqual([1, 2]);
    // A later trigger that still wants it goes at once (the interval has passed).
    act(() => result.current.loadMore(() => true));
    await flush();
    expect(seen.map((s) => s.page)).toEqual([1, 2, 3]);
  });
  it('reloads page 1 in the new language 200 ms after the last change', async () => {
    const { result } = renderHook(() => useGameList(loader));
    act(() => result.current.select(0, PG));
    await flush();
    expect(seen).toEqual([{ page: 1, language: 'VI' }]);
    await act(async () => {
      await setLanguage('EN');
      vi.advanceTimersByTime(100);
      await setLanguage('CN');
      vi.advanceTimersByTime(199);
    });
    expect(seen).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    await flush();
    expect(seen).toEqual([
      { page: 1, language: 'VI' },
      { page: 1, language: 'CN' },
    ]);
    expect(result.current.state.gameList[0]?.nodeId).toBe(100);
  });

  describe('a category picked again in the session', () => {
    interface Held {
      readonly request: GameListRequest;
      resolve(page: { games: Game[]; pageNum: number; totalPages: number }): void;
      reject(error: unknown): void;
    }
    const held: Held[] = [];
    const holding = (request: GameListRequest) => new Promise<{ games: Game[]; pageNum: number; totalPages: number }>((resolve, reject) => held.push({ request, resolve, reject }));
    beforeEach(() => {
      held.length = 0;
    });

    async function firstVisit(): Promise<void> {
      const first = renderHook(() => useGameList(loader));
      act(() => first.result.current.select(0, PG));
      await flush();
      expect(first.result.current.state.gameList[0]?.nodeId).toBe(100);
      first.unmount();
    }

    it('shows the remembered first page at once, replaces it with page 1 asked again, then loads more', async () => {
      await firstVisit();
      const { result } = renderHook(() => useGameList(holding));
      act(() => result.current.select(0, PG));
      expect(result.current.state).toMatchObject({ status: 'ready', refreshing: true, currentPage: 1, totalPages: 5 });
      expect(result.current.state.gameList.map((g) => g.nodeId).slice(0, 2)).toEqual([100, 101]);
      expect(held.map((h) => h.request.page)).toEqual([1]);
      // No later page while page 1 is refreshing.
      act(() => result.current.loadMore());
      await flush();
      expect(held).toHaveLength(1);
      held[0]?.resolve({ games: games(900), pageNum: 1, totalPages: 2 });
      await flush();
      expect(result.current.state).toMatchObject({ status: 'ready', refreshing: false, totalPages: 2, hasMore: true });
      expect(result.current.state.gameList[0]?.nodeId).toBe(900);
      // The refreshed page is what the next visit starts from.
      expect(recall<{ games: Game[] }>(gameListMemoryKey('VI', 'RNG', 'PG'))?.games[0]?.nodeId).toBe(900);
      act(() => vi.advanceTimersByTime(1000));
      act(() => result.current.loadMore());
      await flush();
      expect(held.map((h) => h.request.page)).toEqual([1, 2]);
      held[1]?.resolve({ games: games(950), pageNum: 2, totalPages: 2 });
      await flush();
      expect(result.current.state.gameList).toHaveLength(52);
      expect(result.current.state.hasMore).toBe(false);
      // Only the first page is remembered.
      expect(recall<{ games: Game[] }>(gameListMemoryKey('VI', 'RNG', 'PG'))?.games).toHaveLength(26);
    });

    it('a failed refresh keeps the remembered page and the next page still loads', async () => {
      await firstVisit();
      const { result } = renderHook(() => useGameList(holding));
      act(() => result.current.select(0, PG));
      held[0]?.reject(new Error('offline'));
      await flush();
      expect(result.current.state).toMatchObject({ status: 'ready', refreshing: false, hasMore: true });
      expect(result.current.state.gameList[0]?.nodeId).toBe(100);
      act(() => result.current.loadMore());
      await flush();
      expect(held.map((h) => h.request.page)).toEqual([1, 2]);
    });

    it('a favourite removed inside FAV leaves its remembered page too', async () => {
      const FAV_TAB = { key: 'FAV', gameType: 'FAV', vassalage: '', displayName: 'FAV' };
      const { result } = renderHook(() => useGameList(loader));
      act(() => result.current.select(1, FAV_TAB));
      await flush();
      act(() => result.current.removed(101));
      expect(result.current.state.gameList.map((g) => g.nodeId).slice(0, 2)).toEqual([100, 102]);
      expect(recall<{ games: Game[] }>(gameListMemoryKey('VI', 'FAV', ''))?.games.map((g) => g.nodeId).slice(0, 2)).toEqual([100, 102]);
    });

    it('another language does not start from memory', async () => {
      await firstVisit();
      await act(async () => {
        await setLanguage('EN');
        vi.advanceTimersByTime(200);
      });
      const { result } = renderHook(() => useGameList(holding));
      act(() => result.current.select(0, PG));
      expect(result.current.state).toMatchObject({ status: 'loading', gameList: [] });
      expect(recall(gameListMemoryKey('EN', 'RNG', 'PG'))).toBeUndefined();
    });
  });
});
