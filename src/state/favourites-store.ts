// The member's favourite games (spec section 3: a list of node ids per user on the server) and the
// one favourite toggle every game tile uses (spec section 4, Favourite toggle): a guest gets the
// 'in_logged_login' message; a member sees 'adding…'/'cancelling…', the server is told, and on
// success the local list follows; a failure is worded through the error table.
import { useCallback } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { callLazily } from './endpoint-call';
import { onSessionChange, sessionStore } from './session-store';
import { showLoading, toast } from './ui-store';

interface FavouritesState {
  /** Node ids the member has favourited, as far as this page knows (lists report theirs). */
  nodeIds: number[];
  /** Node ids with a toggle in flight (a second tap waits for the first). */
  pending: number[];
}

export const favouritesStore = proxy<FavouritesState>({ nodeIds: [], pending: [] });

/** What a tile needs to toggle a favourite. */
export interface FavouriteGame {
  readonly nodeId: number;
  readonly vassalage?: string;
  /** The server's flag on the game item, when the list carried one. */
  readonly favourite?: boolean;
}

function setFavourite(nodeId: number, on: boolean): void {
  const has = favouritesStore.nodeIds.includes(nodeId);
  if (on && !has) favouritesStore.nodeIds.push(nodeId);
  if (!on && has) favouritesStore.nodeIds.splice(favouritesStore.nodeIds.indexOf(nodeId), 1);
}

/** Lists report each game's favourite flag; the store takes them as the server's word. */
export function noteFavourites(games: readonly FavouriteGame[]): void {
  if (!sessionStore.session) return;
  for (const game of games) if (game.favourite !== undefined) setFavourite(game.nodeId, game.favourite);
}

export function isFavourite(nodeId: number): boolean {
  return favouritesStore.nodeIds.includes(nodeId);
}

/** Sign-out and tests: forget everything. */
export function resetFavourites(): void {
  favouritesStore.nodeIds = [];
  favouritesStore.pending = [];
}

// Another member (or none) now: the old list is not theirs.
onSessionChange(() => resetFavourites());

/**
 * Toggles one game: resolves to its new state (true = favourite), or null when nothing changed
 * (guest, a toggle already in flight, or a failure, which has been shown).
 */
export async function toggleFavourite(game: FavouriteGame): Promise<boolean | null> {
  if (!sessionStore.session) {
    toast.short('in_logged_login');
    return null;
  }
  if (favouritesStore.pending.includes(game.nodeId)) return null;
  const adding = !isFavourite(game.nodeId);
  favouritesStore.pending.push(game.nodeId);
  const hide = showLoading(adding ? 'games:favourite_adding' : 'games:favourite_cancelling');
  try {
    if (adding) await callLazily('favouriteAdd', { body: { nodeId: game.nodeId, ...(game.vassalage ? { vendor: game.vassalage } : {}) } });
    else await callLazily('favouriteRemove', { query: { nodeId: game.nodeId, ...(game.vassalage ? { vendor: game.vassalage } : {}) } });
    setFavourite(game.nodeId, adding);
    return adding;
  } catch (error) {
    hide();
    await toast.apiError(error);
    return null;
  } finally {
    hide();
    const index = favouritesStore.pending.indexOf(game.nodeId);
    if (index !== -1) favouritesStore.pending.splice(index, 1);
  }
}

/** The tile's star: `toggle(game)` as above, `isFavourite(nodeId)` reactive to the store. */
export function useFavouriteToggle(): { toggle: (game: FavouriteGame) => Promise<boolean | null>; isFavourite: (nodeId: number) => boolean; isPending: (nodeId: number) => boolean } {
  const snap = useSnapshot(favouritesStore);
  const toggle = useCallback((game: FavouriteGame) => toggleFavourite(game), []);
  const has = useCallback((nodeId: number) => snap.nodeIds.includes(nodeId), [snap.nodeIds]);
  const pending = useCallback((nodeId: number) => snap.pending.includes(nodeId), [snap.pending]);
  return { toggle, isFavourite: has, isPending: pending };
}
