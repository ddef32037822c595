// @vitest-environment jsdom
// The lottery screen's states with the endpoint calls replaced (the real platform is covered by
// tests/e2e/lottery.spec.ts): the tab list reloads on a language change, an error offers a retry,
// an empty list shows the empty state, a guest's FAV tab goes to /m/login, a revisit draws the
// last tabs and rows at once.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientError } from '../../api/api-error';
import type { LotteryGroup, LotteryMenuEntry } from '../../api/contract.generated';
import { initI18n } from '../../i18n/i18n';
import { clearCaches } from '../../state/cache';
import { languageStore } from '../../state/language-store';
import { forgetScreens } from '../../state/screen-memory';

let failMenu = false;
let emptyLists = false;
/** Set: every call waits for it, then answers (or fails, with `failAll`). */
let gate: Promise<void> | null = null;
let failAll = false;
/** Later lists carry a second game (what a refresh brings). */
let secondGame = false;
const calls: { id: string; query: Record<string, unknown> }[] = [];

const menu: LotteryMenuEntry[] = [
  { tag: 'HOT', labelName: 'Hot', gameMenus: [{ gameId: 107, gameCode: 'SSC1', remark: 'Speed SSC 1 min', gameGroupCode: 'SSC', mobileIconUrl: '' }] },
  { tag: 'SSC', labelName: 'Time Lottery', gameMenus: [] },
];
const list: LotteryGroup[] = [
  {
    displayName: 'Time Lottery',
    gameGroupId: 2,
    gameGroupCode: 'SSC',
    games: [
      {
        gameId: 107, gameCode: 'SSC1', gameGroupCode: 'SSC', mobileIconUrl: '', remark: 'Speed SSC 1 min', numero: '20260101-0001', winningTime: 0, remainTime: 40_000,
        lockTime: 10, isSale: true, previousWinningNumber: '12345,1~15~SMALL', tag: 'HOT', entPlaySwitch: true, tradPlaySwitch: true, mUi: 'default', css: 'ssc', code: 'SSC1', cycleSeconds: 60,
      },
    ],
  },
];

function withSecondGame(groups: LotteryGroup[]): LotteryGroup[] {
  return groups.map((group) => {
    const first = group.games[0];
    return first ? { ...group, games: [...group.games, { ...first, gameId: 108, gameCode: 'SSC5', code: 'SSC5', remark: 'Speed SSC 5 min', tag: '' }] } : group;
  });
}

function answer(id: string, query: Record<string, unknown>): Promise<unknown> {
  if (failAll) return Promise.reject(clientError('timeout', 'down'));
  if (id === 'lotteryMenu') {
    if (failMenu) return Promise.reject(clientError('timeout', 'down'));
    if (query.prizeMode !== 'Lott') return Promise.resolve([]);
    return Promise.resolve(secondGame ? menu.map((entry) => (entry.tag === 'HOT' ? { ...entry, gameMenus: [...entry.gameMenus, { ...entry.gameMenus[0], gameId: 108, gameCode: 'SSC5' }] } : entry)) : menu);
  }
  if (emptyLists || query.prizeMode !== 'Lott') return Promise.resolve([]);
  return Promise.resolve(secondGame ? withSecondGame(list) : list);
}

vi.mock('../../state/endpoint-call', () => ({
  callLazily: (id: string, input: { query: Record<string, unknown> }) => {
    calls.push({ id, query: input.query });
    return gate ? gate.then(() => answer(id, input.query)) : answer(id, input.query);
  },
}));

const { LotteryScreen } = await import('./lottery-screen');

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/m/moreLottery', element: <LotteryScreen /> },
      { path: '/m/login', element: <main data-screen="login" /> },
    ],
    { initialEntries: ['/m/moreLottery'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(async () => {
  await initI18n('EN');
});

describe('<LotteryScreen>', () => {
  beforeEach(() => {
    failMenu = false;
    emptyLists = false;
    gate = null;
    failAll = false;
    secondGame = false;
    calls.length = 0;
    clearCaches();
    forgetScreens();
    languageStore.code = 'VI';
    languageStore.contentCode = 'VI';
  });
  afterEach(cleanup);

  it('reloads the tab list when the content language changes', async () => {
    renderScreen();
    await waitFor(() => expect(screen.getAllByTestId('lottery-tab').map((t) => t.dataset.tag)).toEqual(['HOT', 'FAV', 'SSC']));
    expect(document.querySelector('main')?.getAttribute('aria-busy')).toBeNull();
    expect(calls.filter((c) => c.id === 'lotteryMenu').map((c) => c.query.language)).toEqual(['VI', 'VI']);
    act(() => {
      languageStore.code = 'EN';
      languageStore.contentCode = 'EN';
    });
    await waitFor(() => expect(calls.filter((c) => c.id === 'lotteryMenu').map((c) => c.query.language)).toEqual(['VI', 'VI', 'EN', 'EN']));
    await waitFor(() => expect(screen.getAllByTestId('lottery-tab')).toHaveLength(3));
  });

  it('shows an error with a retry when the menu cannot load', async () => {
    failMenu = true;
    renderScreen();
    const retry = await screen.findByTestId('lottery-retry');
    expect(screen.getByRole('alert').textContent).toContain('The lottery menu could not be loaded.');
    // Why, from the errors namespace (client.timeout).
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The connection is unstable. Please try again.'), { timeout: 5_000 });
    failMenu = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getAllByTestId('lottery-tab')).toHaveLength(3));
  });

  it('shows the empty state for a tab without games, and sends a guest from FAV to /m/login', async () => {
    emptyLists = true;
    const router = renderScreen();
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('lottery-tab').find((t) => t.dataset.tag === 'FAV') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  const tags = () => screen.getAllByTestId('lottery-tab').map((t) => t.dataset.tag);
  const rowIds = () => screen.queryAllByTestId('lottery-row').map((r) => r.dataset.gameId);
  const busy = () => document.querySelector('main[data-screen="lottery"]')?.getAttribute('aria-busy');

  /** A first visit until its rows show, then away; the next visit's calls wait for the returned release. */
  async function visitThenLeave(): Promise<() => void> {
    renderScreen();
    await waitFor(() => expect(rowIds()).toEqual(['107']));
    cleanup();
    // Nothing from the storage caches: what the revisit draws at once comes from screen memory.
    clearCaches();
    calls.length = 0;
    let release = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  }

  it('a revisit draws the last tabs and rows at once, then the refreshed ones', async () => {
    const release = await visitThenLeave();
    secondGame = true;
    renderScreen();
    // Synchronously, every call still held.
    expect(tags()).toEqual(['HOT', 'FAV', 'SSC']);
    expect(rowIds()).toEqual(['107']);
    expect(screen.queryByTestId('lottery-loading')).toBeNull();
    expect(busy()).toBeNull();
    expect(calls.map((c) => c.id).sort()).toEqual(['lotteryList', 'lotteryList', 'lotteryMenu', 'lotteryMenu']);
    await act(async () => release());
    await waitFor(() => expect(rowIds()).toEqual(['107', '108']));
  });

  it('a failed refresh on a revisit keeps the tabs and rows', async () => {
    const release = await visitThenLeave();
    failAll = true;
    renderScreen();
    expect(rowIds()).toEqual(['107']);
    await act(async () => release());
    await waitFor(() => expect(calls.filter((c) => c.id === 'lotteryMenu')).toHaveLength(2));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(tags()).toEqual(['HOT', 'FAV', 'SSC']);
    expect(rowIds()).toEqual(['107']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(busy()).toBeNull();
  });
});
