// @vitest-environment jsdom
// The game list screen with the platform's replies scripted (the e2e specs cover the real ones):
// a first visit loads the menu and the first page; a revisit in the session draws the
// remembered menu and first page at once, replaces the page with the refreshed one, keeps it when
// the refresh fails, and the infinite scroll still brings page 2.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { injectMerchantConfig, merchantFile, startEnglish } from '../../../tests/support/component-setup';
import type { Game, GameCategory } from '../../api/reader-types';
import { clearCaches } from '../../state/cache';
import { languageStore } from '../../state/language-store';
import { forgetScreens } from '../../state/screen-memory';
import { forgetSession } from '../../state/session-store';
import { MemoryStorage, setStorageBackends } from '../../state/storage';
import { GameLobbyScreen } from './game-list-screen';

const CATEGORIES: GameCategory[] = [
  { gameType: 'LIVE', displayName: 'Live', vendorNames: [{ accountTypeName: 'EVO', displayName: 'Evolution', gameType: 'LIVE' }] },
  { gameType: 'RNG', displayName: 'Slots', vendorNames: [{ accountTypeName: 'PG', displayName: 'PG Soft', gameType: 'RNG' }] },
];

const platform = vi.hoisted(() => ({
  calls: [] as { id: string; page: unknown }[],
  /** Set: every call waits for it. */
  gate: null as Promise<void> | null,
  /** Set: page 1 and the categories fail. */
  fail: false,
  /** The first node id of page n is base + n * 10. */
  base: 100,
}));

const games = (from: number): Game[] =>
  Array.from({ length: 3 }, (_, i) => ({ nodeId: from + i, gameName: `G${from + i}`, nodeName: `G${from + i}`, vassalage: 'PG', iconUrl: '', gameType: 'RNG', roomId: '', gameId: `PG_${from + i}`, supportPlay: true, mobileLargeIcon: '', favourite: false }));

function answer(id: string, query: Record<string, unknown>): Promise<unknown> {
  if (id === 'vassGameTypes') return platform.fail ? Promise.reject(new Error('offline')) : Promise.resolve({ content: CATEGORIES });
  if (id === 'gameList') {
    const page = Number(query.pageNo);
    if (platform.fail && page === 1) return Promise.reject(new Error('offline'));
    return Promise.resolve({ games: games(platform.base + page * 10), pageNum: page, totalPages: 2, totalCount: 6 });
  }
  return new Promise(() => {});
}

vi.mock('../../state/endpoint-call', () => ({
  callLazily: (id: string, input: { query?: Record<string, unknown> } = {}) => {
    const query = input.query ?? {};
    platform.calls.push({ id, page: query.pageNo });
    return platform.gate ? platform.gate.then(() => answer(id, query)) : answer(id, query);
  },
}));

/** jsdom has none: this one reports the sentinel near when the test says so. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(): void {
    FakeIntersectionObserver.last = this;
  }
  disconnect(): void {}
  reach(): void {
    this.callback([{ isIntersecting: true }]);
  }
}

function renderLobby() {
  const router = createMemoryRouter([{ path: '/m/gameLobby', element: <GameLobbyScreen /> }], { initialEntries: ['/m/gameLobby?gameType=RNG&vendor=PG'] });
  render(<RouterProvider router={router} />);
}

const tiles = () => screen.queryAllByTestId('game-tile').map((tile) => Number(tile.dataset.nodeId));
const busy = () => document.querySelector('main[data-screen="game-list"]')?.getAttribute('aria-busy');
const activeTab = () => screen.getAllByTestId('category-tab').find((tab) => tab.getAttribute('aria-pressed') === 'true')?.dataset.vendor;

/** A first visit until its first page shows, then away; the next visit's calls wait for the returned release. */
async function visitThenLeave(): Promise<() => void> {
  renderLobby();
  await waitFor(() => expect(tiles()).toEqual([110, 111, 112]));
  cleanup();
  // Nothing from the storage caches: what the revisit draws at once comes from screen memory.
  clearCaches();
  platform.calls = [];
  let release = () => {};
  platform.gate = new Promise<void>((resolve) => (release = resolve));
  return release;
}

beforeAll(async () => {
  injectMerchantConfig(merchantFile('demo'));
  await startEnglish();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  forgetSession();
  forgetScreens();
  clearCaches();
  languageStore.code = 'EN';
  languageStore.contentCode = 'EN';
  Object.assign(platform, { calls: [], gate: null, fail: false, base: 100 });
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

describe('<GameLobbyScreen>', () => {
  it('a first visit is busy until the menu and the first page arrive', async () => {
    let release = () => {};
    platform.gate = new Promise<void>((resolve) => (release = resolve));
    renderLobby();
    expect(busy()).toBe('true');
    expect(tiles()).toEqual([]);
    await act(async () => release());
    await waitFor(() => expect(tiles()).toEqual([110, 111, 112]));
    expect(busy()).toBeNull();
    expect(activeTab()).toBe('PG');
  });

  it('a first visit whose menu fails shows the error with a retry', async () => {
    platform.fail = true;
    renderLobby();
    expect(await screen.findByTestId('game-categories-retry')).toBeTruthy();
  });

  it('a revisit draws the remembered menu and first page at once, then the refreshed page, then page 2 on scroll', async () => {
    const release = await visitThenLeave();
    platform.base = 900;
    renderLobby();
    // Synchronously, every call still held.
    expect(tiles()).toEqual([110, 111, 112]);
    expect(activeTab()).toBe('PG');
    expect(busy()).toBeNull();
    expect(screen.getByTestId('game-grid').dataset.refreshing).toBe('true');
    expect(platform.calls).toEqual([
      { id: 'vassGameTypes', page: undefined },
      { id: 'gameList', page: 1 },
    ]);
    // A scroll to the end during the refresh waits for it.
    act(() => FakeIntersectionObserver.last?.reach());
    expect(platform.calls.filter((c) => c.id === 'gameList')).toHaveLength(1);
    await act(async () => release());
    await waitFor(() => expect(tiles().slice(0, 3)).toEqual([910, 911, 912]));
    // Still near the end: page 2 follows (after the load-more throttle).
    await waitFor(() => expect(tiles()).toEqual([910, 911, 912, 920, 921, 922]), { timeout: 3_000 });
    expect(screen.getByTestId('game-grid').dataset.refreshing).toBeUndefined();
    expect(platform.calls.filter((c) => c.id === 'gameList').map((c) => c.page)).toEqual([1, 2]);
  });

  it('a failed refresh on a revisit keeps the remembered menu and page; page 2 still loads', async () => {
    const release = await visitThenLeave();
    platform.fail = true;
    renderLobby();
    expect(tiles()).toEqual([110, 111, 112]);
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('game-grid').dataset.refreshing).toBeUndefined());
    expect(tiles()).toEqual([110, 111, 112]);
    expect(activeTab()).toBe('PG');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(busy()).toBeNull();
    act(() => FakeIntersectionObserver.last?.reach());
    await waitFor(() => expect(tiles()).toEqual([110, 111, 112, 120, 121, 122]));
  });
});
