// The one wallet store: a quiet reload keeps the figure until the new one arrives, does not start a
// second request while one is on its way, and keeps the last figure when it fails; the popover's
// refresh hides the figure until the reload answers.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Wallet } from '../api/contract.generated';

const replies: { resolve: (w: Wallet) => void; reject: (e: unknown) => void }[] = [];
vi.mock('./endpoint-call', () => ({
  callLazily: vi.fn(
    () =>
      new Promise<Wallet>((resolve, reject) => {
        replies.push({ resolve, reject });
      }),
  ),
}));

const { walletStore, loadWallet, reloadWalletQuietly, refreshBalance, resetWallet } = await import('./wallet-store');
const { sessionStore } = await import('./session-store');

const wallet = (sum: number): Wallet => ({ sumBalance: sum, currency: 'VND', currencySymbol: '₫', balance: [{ accountTypeId: 2, availBalance: sum }] });
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  replies.length = 0;
  resetWallet();
  sessionStore.session = { id: 1, token: 't', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false };
});
afterEach(() => {
  sessionStore.session = null;
});

it('reloads quietly: the old figure stays until the new one, and one request at a time', async () => {
  const first = loadWallet();
  replies[0]!.resolve(wallet(10));
  await first;
  reloadWalletQuietly();
  reloadWalletQuietly();
  expect(replies).toHaveLength(2);
  expect(walletStore.wallet?.sumBalance).toBe(10);
  replies[1]!.resolve(wallet(25));
  await settle();
  expect(walletStore.wallet?.sumBalance).toBe(25);
  reloadWalletQuietly();
  replies[2]!.reject(new Error('offline'));
  await settle();
  expect(walletStore.wallet?.sumBalance).toBe(25);
  expect(walletStore.loading).toBe(false);
});

it('refresh hides the figure until the reload answers', async () => {
  const first = loadWallet();
  replies[0]!.resolve(wallet(10));
  await first;
  const refreshing = refreshBalance();
  expect(walletStore.wallet).toBeNull();
  replies[1]!.resolve(wallet(11));
  await refreshing;
  expect(walletStore.wallet?.sumBalance).toBe(11);
});
