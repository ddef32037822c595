// The signed-in member's wallet: total balance and currency symbol, and whether the header hides it.
import { proxy, useSnapshot } from 'valtio';
import { callLazily } from './endpoint-call';
import type { Wallet } from '../api/contract.generated';
import { sessionStore } from './session-store';

interface WalletState {
  wallet: Wallet | null;
  /** True while a (re)load is in flight; the header shows no figure meanwhile. */
  loading: boolean;
  /** The member chose to hide the balance (the popover's hide/show entry). */
  hidden: boolean;
}

export const walletStore = proxy<WalletState>({ wallet: null, loading: false, hidden: false });

let generation = 0;
/** When the session's first load answered: the first quiet reload soon after asks nothing. */
let sessionStartLoadedAt: number | undefined;
/** How long the session's first balance stands in for the first screen's quiet reload. */
export const SESSION_START_FRESH_MS = 10_000;

/** Loads the balance; `sessionStart` marks the load a sign-in (or a start with a session) makes. */
export async function loadWallet(options: { sessionStart?: boolean } = {}): Promise<void> {
  const token = sessionStore.session?.token;
  if (!token) return;
  const mine = ++generation;
  walletStore.loading = true;
  sessionStartLoadedAt = undefined;
  try {
    const wallet = await callLazily('walletBalance', {});
    if (mine === generation && sessionStore.session?.token === token) {
      walletStore.wallet = wallet;
      if (options.sessionStart) sessionStartLoadedAt = Date.now();
    }
  } finally {
    if (mine === generation) walletStore.loading = false;
  }
}

/**
 * A quiet reload for screens that show the balance (home's header, the member centre, the wallet
 * screens) when they appear: money may have moved elsewhere meanwhile (an approved deposit, a
 * settled bet). The figure stays until the new one arrives; a failure keeps the last one.
 */
export function reloadWalletQuietly(): void {
  // One already on its way (the session's first load) answers for this one too, and so does the
  // session's first load just answered (home's header mounting right after a sign-in).
  if (walletStore.loading) return;
  const fresh = sessionStartLoadedAt !== undefined && Date.now() - sessionStartLoadedAt < SESSION_START_FRESH_MS;
  sessionStartLoadedAt = undefined;
  if (fresh) return;
  loadWallet().catch(() => {});
}

/** The popover's refresh entry: the balance disappears until the new figure arrives. */
export function refreshBalance(): Promise<void> {
  walletStore.wallet = null;
  return loadWallet();
}

export function toggleBalanceHidden(): void {
  walletStore.hidden = !walletStore.hidden;
}

export function resetWallet(): void {
  generation++;
  sessionStartLoadedAt = undefined;
  walletStore.wallet = null;
  walletStore.loading = false;
  walletStore.hidden = false;
}

export function useWallet() {
  return useSnapshot(walletStore);
}
