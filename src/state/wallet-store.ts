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

export async function loadWallet(): Promise<void> {
  const token = sessionStore.session?.token;
  if (!token) return;
  const mine = ++generation;
  walletStore.loading = true;
  try {
    const wallet = await callLazily('walletBalance', {});
    if (mine === generation && sessionStore.session?.token === token) walletStore.wallet = wallet;
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
  // One already on its way (the session's first load) answers for this one too.
  if (walletStore.loading) return;
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
  walletStore.wallet = null;
  walletStore.loading = false;
  walletStore.hidden = false;
}

export function useWallet() {
  return useSnapshot(walletStore);
}
