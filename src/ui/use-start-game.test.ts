// Starting a game (spec section 4): a guest goes to the login screen, a member to the launch
// screen with the node id and the way back. Launches carry upstream's account type: 1 real money,
// 0 free play for a trial session. (Lotteries: use-start-lottery.test.tsx.)
import { afterEach, describe, expect, it } from 'vitest';

const { LAUNCH_MODE, launchAccountType, startGamePath } = await import('./use-start-game');
const { sessionStore } = await import('../state/session-store');

afterEach(() => {
  sessionStore.session = null;
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

describe("upstream's launch parameters", () => {
  it('names the launch modes upstream knows: GLS games, LOTT lotteries', () => {
    expect(LAUNCH_MODE).toEqual({ game: 'GLS', lottery: 'LOTT' });
  });

  it('plays in real money (1), and free play (0) for a trial session', () => {
    sessionStore.session = { id: 7, token: 'tok', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false };
    expect(launchAccountType()).toBe(1);
    sessionStore.session = { id: 8, token: 'tok', merchantCode: 'demo', userName: 'trial', type: 4, firstTimeLogin: false };
    expect(launchAccountType()).toBe(0);
  });
});
