// Starting a game (spec section 4): a guest goes to /m/login; a member goes to /m/launchGame, which
// asks the platform for the game's URL and opens it in the in-app frame. Lotteries start through
// use-start-lottery.ts. Both ask upstream's GET /wps/game/launchGame, with the launch mode and
// account type defined here (without launchMode upstream answers 500 #727).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isFreeType } from '../domain/customer-types';
import { sessionStore } from '../state/session-store';
import { PATHS } from '../domain/paths';

/** Upstream's launch modes: GLS a game, LOTT a lottery. */
export const LAUNCH_MODE = { game: 'GLS', lottery: 'LOTT' } as const;

/** Upstream's accountType: 1 plays with real money, 0 is free play (a trial session). */
export function launchAccountType(): 0 | 1 {
  return sessionStore.session && isFreeType(sessionStore.session.type) ? 0 : 1;
}

export interface StartableGame {
  readonly nodeId: number;
  readonly vassalage?: string;
  readonly gameType?: string;
}

export interface StartGameOptions {
  /** Where the frame's back goes: a route key such as 'home', or a same-origin path. */
  readonly pageBack?: string;
}

/** Where starting a game leads: the login screen for a guest, else the launch screen. */
export function startGamePath(game: StartableGame, signedIn: boolean, options: StartGameOptions = {}): string {
  if (!signedIn) return PATHS.login;
  const params = new URLSearchParams({ nodeId: String(game.nodeId) });
  if (game.vassalage) params.set('vendor', game.vassalage);
  if (game.gameType) params.set('gameType', game.gameType);
  if (options.pageBack) params.set('pageBack', options.pageBack);
  return `${PATHS['launch-game']}?${params.toString()}`;
}

export function useStartGame(): (game: StartableGame, options?: StartGameOptions) => void {
  const navigate = useNavigate();
  const { session } = useSnapshot(sessionStore);
  const signedIn = session !== null;
  return useCallback((game, options) => navigate(startGamePath(game, signedIn, options)), [navigate, signedIn]);
}
