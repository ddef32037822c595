// @vitest-environment jsdom
// The lottery screen's states with the endpoint calls replaced (the real platform is covered by
// tests/e2e/lottery.spec.ts): the tab list reloads on a language change, an error offers a retry,
// an empty list shows the empty state, a guest's FAV tab goes to /m/login.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientError } from '../../api/api-error';
import type { LotteryGroup, LotteryMenuEntry } from '../../api/contract.generated';
import { initI18n } from '../../i18n/i18n';
import { clearCaches } from '../../state/cache';
import { languageStore } from '../../state/language-store';

let failMenu = false;
let emptyLists = false;
const calls: { id: string; query: Record<string, unknown> }[] = [];

const menu: LotteryMenuEntry[] = [
  { tag: 'HOT', labelName: 'Hot', gameMenus: [] },
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

vi.mock('../../state/endpoint-call', () => ({
  callLazily: (id: string, input: { query: Record<string, unknown> }) => {
    calls.push({ id, query: input.query });
    if (id === 'lotteryMenu') return failMenu ? Promise.reject(clientError('timeout', 'down')) : Promise.resolve(input.query.prizeMode === 'Lott' ? menu : []);
    return Promise.resolve(emptyLists || input.query.prizeMode !== 'Lott' ? [] : list);
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
    calls.length = 0;
    clearCaches();
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
});
