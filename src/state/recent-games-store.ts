// The member's recently launched games (the platform records them at launch; spec section 7,
// Recent games): home lists them in a 'recent' row for members.
import { proxy, useSnapshot } from 'valtio';
import type { GameItem } from '../api/contract.generated';
import { callLazily } from './endpoint-call';
import { noteFavourites } from './favourites-store';
import { onSessionChange, sessionStore } from './session-store';

interface RecentGamesState {
  games: GameItem[];
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const recentGamesStore = proxy<RecentGamesState>({ games: [], status: 'idle' });

let generation = 0;

/** Loads the member's recent games (nothing for a guest). */
export async function loadRecentGames(): Promise<void> {
  const token = sessionStore.session?.token;
  const mine = ++generation;
  if (!token) {
    recentGamesStore.games = [];
    recentGamesStore.status = 'idle';
    return;
  }
  recentGamesStore.status = 'loading';
  try {
    const reply = await callLazily('recentGames', {});
    if (mine !== generation || sessionStore.session?.token !== token) return;
    noteFavourites(reply.content);
    recentGamesStore.games = reply.content;
    recentGamesStore.status = 'ready';
  } catch {
    if (mine === generation) recentGamesStore.status = 'error';
  }
}

export function resetRecentGames(): void {
  generation += 1;
  recentGamesStore.games = [];
  recentGamesStore.status = 'idle';
}

onSessionChange(() => resetRecentGames());

export function useRecentGames() {
  return useSnapshot(recentGamesStore);
}
