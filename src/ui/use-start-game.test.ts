// Starting a game (spec section 4): a guest goes to the login screen, a member to the launch
// screen with the node id and the way back.
import { describe, expect, it } from 'vitest';
import { startGamePath } from './use-start-game';

describe('start game', () => {
  it('sends a guest to log in', () => {
    expect(startGamePath({ nodeId: 1001 }, false, { pageBack: 'home' })).toBe('/m/login');
  });

  it('sends a member to /m/launchGame with nodeId, vendor and pageBack', () => {
    expect(startGamePath({ nodeId: 1001, vassalage: 'PG', gameType: 'RNG' }, true, { pageBack: 'home' })).toBe('/m/launchGame?nodeId=1001&vendor=PG&gameType=RNG&pageBack=home');
    expect(startGamePath({ nodeId: 7 }, true)).toBe('/m/launchGame?nodeId=7');
  });
});
