// @vitest-environment jsdom
// The reward centre and the manual rebate in a memory router, over a fake platform (rewards-api
// mocked): loading and error-with-retry, the tabs and badge, a claim that removes the item, moves
// the badge and reloads the wallet once, and a rebate claim that leaves nothing to claim.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { MemberAvailablePromotions, RewardItem, RewardsRebate } from '../../api/contract.generated';
import { injectMerchantConfig, merchantFile, startEnglish } from '../../../tests/support/component-setup';
import { resetUi } from '../../state/ui-store';
import type * as WalletStore from '../../state/wallet-store';
import { ManualRebateScreen } from './manual-rebate-screen';
import { RewardCenterScreen } from './reward-centre-screen';

const fake = vi.hoisted(() => ({
  failFirst: false,
  listCalls: 0,
  claims: [] as string[],
  rebateClaims: 0,
  walletLoads: 0,
  rewards: [] as RewardItem[],
  rebate: null as RewardsRebate | null,
}));

const reward = (id: string, kind: RewardItem['kind'], amount: number): RewardItem => ({ rewardId: id, kind, name: `Reward ${id}`, amount, status: 'UNCLAIMED', createdAt: 0, expiresAt: 2_000_000_000_000, claimedAt: null });

function availability(): MemberAvailablePromotions {
  const open = fake.rewards.filter((r) => r.status === 'UNCLAIMED');
  const count = (kind: string) => open.filter((r) => r.kind === kind).length;
  return { content: { MANUAL: { enabled: true, count: count('MANUAL') }, RAFFLE: { enabled: true, count: count('RAFFLE') }, REFERRAL: { enabled: true, count: 0 }, COPY_BET: { enabled: true, count: 3 } } };
}

vi.mock('./rewards-api', () => ({
  loadAvailability: () => Promise.resolve(availability()),
  loadRewards: () => {
    fake.listCalls += 1;
    if (fake.failFirst && fake.listCalls === 1) return Promise.reject(new Error('offline'));
    return Promise.resolve({ items: fake.rewards.map((r) => ({ ...r })), claimable: fake.rewards.filter((r) => r.status === 'UNCLAIMED').length });
  },
  claimReward: (rewardId: string) => {
    fake.claims.push(rewardId);
    const found = fake.rewards.find((r) => r.rewardId === rewardId);
    if (found) found.status = 'CLAIMED';
    return Promise.resolve({ rewardId, amount: found?.amount ?? 0, credited: true, balance: 100 });
  },
  loadRebate: () => Promise.resolve(fake.rebate),
  claimRebate: () => {
    fake.rebateClaims += 1;
    const amount = fake.rebate?.total ?? 0;
    fake.rebate = { items: [], total: 0, since: 1 };
    return Promise.resolve({ rebateId: 'RB1', amount, items: [], balance: 100 });
  },
}));
vi.mock('../../state/wallet-store', async (importOriginal) => {
  const original = await importOriginal<typeof WalletStore>();
  return {
    ...original,
    loadWallet: () => {
      fake.walletLoads += 1;
      return Promise.resolve();
    },
  };
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/m/rewardCenter', element: <RewardCenterScreen /> },
      { path: '/m/member/manualRebate', element: <ManualRebateScreen /> },
      { path: '*', element: <main data-screen="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(async () => {
  injectMerchantConfig(merchantFile('demo'));
  await startEnglish();
});
beforeEach(() => {
  resetUi();
  Object.assign(fake, { failFirst: false, listCalls: 0, claims: [], rebateClaims: 0, walletLoads: 0 });
  fake.rewards = [reward('a', 'MANUAL', 10), reward('b', 'MANUAL', 20), reward('c', 'RAFFLE', 5)];
  fake.rebate = { items: [{ productType: 'SPORTS', validBet: 1000, rate: 0.8, amount: 8 }], total: 8, since: null };
});
afterEach(() => cleanup());

it('a failed first load offers a retry; then the tabs, the badge and the claimable rewards', async () => {
  fake.failFirst = true;
  renderAt('/m/rewardCenter');
  expect(document.querySelector('main[data-screen="reward-center"]')?.getAttribute('aria-busy')).toBe('true');
  fireEvent.click(await screen.findByTestId('rewards-retry'));
  expect(await screen.findAllByTestId('reward-item')).toHaveLength(3);
  expect(document.querySelector('main')?.getAttribute('aria-busy')).toBeNull();
  // Receiving and referral (built); copy bet's destination is not built, so no dead-end tab.
  expect(screen.getByTestId('reward-tab-receiving')).toBeTruthy();
  expect(screen.getByTestId('reward-tab-referral').getAttribute('href')).toBe('/m/inviteFriends');
  expect(screen.queryByTestId('reward-tab-copy_bet')).toBeNull();
  expect(screen.getByTestId('reward-badge').getAttribute('data-count')).toBe('3');
});

it('a claim is sent once, the item leaves, the badge drops and the wallet reloads', async () => {
  renderAt('/m/rewardCenter');
  const items = await screen.findAllByTestId('reward-item');
  const before = fake.walletLoads;
  const button = items[1]?.querySelector('[data-testid="reward-claim"]');
  if (!(button instanceof HTMLElement)) throw new Error('no claim button');
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(screen.getAllByTestId('reward-item')).toHaveLength(2));
  expect(fake.claims).toEqual(['b']);
  await waitFor(() => expect(screen.getByTestId('reward-badge').getAttribute('data-count')).toBe('2'));
  expect(fake.walletLoads).toBe(before + 1);
  expect(document.querySelector('[data-reward-id="b"]')).toBeNull();
});

it('with nothing claimable: the receiving list is empty', async () => {
  fake.rewards = [];
  renderAt('/m/rewardCenter');
  expect(await screen.findByTestId('empty-state')).toBeTruthy();
});

it('manual rebate: the lines and total, one claim, then nothing to claim', async () => {
  renderAt('/m/member/manualRebate');
  expect(await screen.findAllByTestId('rebate-line')).toHaveLength(1);
  expect(screen.getByTestId('rebate-total').textContent).toContain('8.00');
  const claim = screen.getByTestId('rebate-claim');
  fireEvent.click(claim);
  fireEvent.click(claim);
  expect(await screen.findByTestId('empty-state')).toBeTruthy();
  expect(fake.rebateClaims).toBe(1);
  expect((screen.getByTestId('rebate-claim') as HTMLButtonElement).disabled).toBe(true);
});
