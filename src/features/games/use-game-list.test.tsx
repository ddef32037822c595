// @vitest-environment jsdom
// The hook around the reducer: performs requests with the content language, reloads 200 ms after
// the last language change, and throttles load-more to one call per 1000 ms.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../api/reader-types';
import type { GameListRequest } from './game-list-state';

vi.mock('../../i18n/i18n', () => ({ changeI18nLanguage: async () => undefined }));
vi.mock('../../state/endpoint-call', () => ({ callLazily: async () => null }));

const { useGameList } = await import('./use-game-list');
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

});
