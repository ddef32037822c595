// @vitest-environment jsdom
// Starting a lottery (spec section 4): guest → /m/login; member → loading toast, upstream's game
// launch with launchMode LOTT (accountType 1 real money, 0 free play), then the browser goes to the
// URL the launch reader resolved (content.game_url); a failure hides the loading toast and shows
// the catalogued error.
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageStore } from '../state/language-store';
import { forgetSession, signIn } from '../state/session-store';
import { uiStore } from '../state/ui-store';
import { lotteryNavigation, useStartLottery, type StartLotteryTarget } from './use-start-lottery';

let reply: Promise<{ gameUrl: string }> = Promise.resolve({ gameUrl: '/demo-game?lottery=VN1' });
const calls: { id: string; query: unknown }[] = [];
vi.mock('../state/endpoint-call', () => ({
  callLazily: (id: string, input: { query: unknown }) => {
    calls.push({ id, query: input.query });
    return reply;
  },
}));

function setUp() {
  let start: ((target: StartLotteryTarget) => void) | undefined;
  function Probe() {
    start = useStartLottery();
    return <main data-screen="lottery" />;
  }
  const router = createMemoryRouter(
    [
      { path: '/m/moreLottery', element: <Probe /> },
      { path: '/m/login', element: <main data-screen="login" /> },
    ],
    { initialEntries: ['/m/moreLottery'] },
  );
  render(<RouterProvider router={router} />);
  return { router, start: (t: StartLotteryTarget) => act(() => start?.(t)) };
}

describe('useStartLottery', () => {
  beforeEach(() => {
    calls.length = 0;
    languageStore.code = 'EN';
    uiStore.loading = null;
    uiStore.toast = null;
  });
  afterEach(() => {
    cleanup();
    forgetSession();
    vi.restoreAllMocks();
  });

  it('sends a guest to /m/login without calling the platform', async () => {
    const { router, start } = setUp();
    await start({ gameCode: 'VN1' });
    expect(router.state.location.pathname).toBe('/m/login');
    expect(calls).toEqual([]);
  });

  it('launches with the contract query and goes to value.gameUrl', async () => {
    signIn({ id: 1, token: 't', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false });
    const assign = vi.spyOn(lotteryNavigation, 'assign').mockImplementation(() => {});
    reply = Promise.resolve({ gameUrl: '/demo-game?lottery=EL1' });
    const { start } = setUp();
    await start({ gameCode: 'EL1', prizeMode: 'Elott' });
    expect(uiStore.loading).not.toBeNull();
    await act(async () => {
      await reply;
    });
    expect(calls).toEqual([
      {
        id: 'launchGame',
        query: {
          launchMode: 'LOTT',
          accountType: 1,
          gameType: 'LOTT',
          lottoArea: 'VN',
          lottoPrizeMode: 'Elott',
          lottoGameCode: 'EL1',
          lottoView: 'betting',
          device: 'MOBILE',
          backUrl: '/',
          language: 'EN',
        },
      },
    ]);
    expect(assign).toHaveBeenCalledWith('/demo-game?lottery=EL1');
  });

  it('launches a trial session in free play (accountType 0)', async () => {
    signIn({ id: 2, token: 't', merchantCode: 'demo', userName: 'trial01', type: 4, firstTimeLogin: false });
    vi.spyOn(lotteryNavigation, 'assign').mockImplementation(() => {});
    reply = Promise.resolve({ gameUrl: '/demo-game?lottery=VN1' });
    const { start } = setUp();
    await start({ gameCode: 'VN1' });
    await act(async () => {
      await reply;
    });
    expect(calls[0]).toMatchObject({ id: 'launchGame', query: { launchMode: 'LOTT', accountType: 0, lottoGameCode: 'VN1' } });
  });

  it('hides the loading toast and shows the error when the launch fails', async () => {
    signIn({ id: 1, token: 't', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false });
    const assign = vi.spyOn(lotteryNavigation, 'assign').mockImplementation(() => {});
    reply = Promise.reject(new Error('boom'));
    reply.catch(() => {});
    const { start } = setUp();
    await start({ gameCode: 'VN1' });
    await vi.waitFor(() => expect(uiStore.toast?.kind).toBe('error'));
    expect(uiStore.loading).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
