// Starting a game (spec section 4): a guest goes to the login screen, a member to the launch
// screen with the node id and the way back; a lottery navigates to the platform's value.gameUrl.
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: { id: string; input: unknown }[] = [];
let fail = false;
vi.mock('../state/endpoint-call', () => ({
  callLazily: async (id: string, input: unknown) => {
    calls.push({ id, input });
    if (fail) {
      const { ApiError } = await import('../api/api-error');
      throw new ApiError({ kind: 'server', code: 'not.found', message: 'No lottery', status: 404 });
    }
    return { gameUrl: '/demo-game?lottery=VN1' };
  },
}));

const { launchLottery, startGamePath } = await import('./use-start-game');
const { sessionStore } = await import('../state/session-store');
const { uiStore } = await import('../state/ui-store');

afterEach(() => {
  sessionStore.session = null;
  calls.length = 0;
  fail = false;
});

describe('start game', () => {
  it('sends a guest to log in', () => {
    expect(startGamePath({ nodeId: 1001 }, false, { pageBack: 'home' })).toBe('/m/login');
  });

  it('sends a member to /m/launchGame with nodeId, vendor and pageBack', () => {
    expect(startGamePath({ nodeId: 1001, vassalage: 'PG', gameType: 'RNG' }, true, { pageBack: 'home' })).toBe('/m/launchGame?nodeId=1001&vendor=PG&gameType=RNG&pageBack=home');
    expect(startGamePath({ nodeId: 7 }, true)).toBe('/m/launchGame?nodeId=7');
  });
});

describe('start lottery', () => {
  const session = { id: 7, token: 'tok', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false };

  it('sends a guest to log in without calling', async () => {
    const go = { toLogin: vi.fn(), assign: vi.fn() };
    await launchLottery({ lottoGameCode: 'VN1' }, go);
    expect(go.toLogin).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });

  it('navigates a member to value.gameUrl', async () => {
    sessionStore.session = session;
    const go = { toLogin: vi.fn(), assign: vi.fn() };
    await launchLottery({ lottoGameCode: 'VN1', backUrl: '/m/moreLottery' }, go);
    expect(calls[0]?.input).toMatchObject({ query: { lottoGameCode: 'VN1', launchMode: 'LOTT', lottoPrizeMode: 'Lott', lottoView: 'betting', device: 'MOBILE', backUrl: '/m/moreLottery' } });
    expect(go.assign).toHaveBeenCalledWith('/demo-game?lottery=VN1');
  });

  it('hides the loading toast and shows the error on failure', async () => {
    sessionStore.session = session;
    fail = true;
    const go = { toLogin: vi.fn(), assign: vi.fn() };
    await launchLottery({ lottoGameCode: 'NOPE', backUrl: '/m/home' }, go);
    expect(go.assign).not.toHaveBeenCalled();
    expect(uiStore.loading).toBeNull();
    expect(uiStore.toast).toMatchObject({ kind: 'error', message: { key: 'errors:not_found' } });
  });
});
