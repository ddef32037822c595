// @vitest-environment jsdom
// The invite and mission screens against a fake endpoint table (no platform): loading, error with
// its cause and retry, empty states, a claim that calls once, toasts and reloads the wallet, and a
// replayed claim.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { clientError } from '../../api/api-error';
import { injectMerchantConfig, merchantFile, startEnglish } from '../../../tests/support/component-setup';
import { forgetSession, signIn } from '../../state/session-store';
import { MemoryStorage, setStorageBackends } from '../../state/storage';
import { resetUi, uiStore } from '../../state/ui-store';
import { resetWallet } from '../../state/wallet-store';
import { InviteFriendsScreen } from './invite-friends-screen';
import { LeaderboardScreen } from './leaderboard-screen';

type Reply = unknown | Error;
const fake = vi.hoisted(() => ({ replies: new Map<string, Reply[]>(), calls: [] as string[] }));
vi.mock('../../state/endpoint-call', () => ({
  callLazily: (id: string) => {
    fake.calls.push(id);
    const queue = fake.replies.get(id) ?? [];
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    if (reply === undefined) return new Promise(() => {});
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(structuredClone(reply));
  },
}));

const reply = (id: string, ...values: Reply[]) => fake.replies.set(id, values);
const offline = () => clientError('offline', 'offline');
/** The errors namespace's words for client.offline: the cause under every error state here. */
const NO_INTERNET = 'No internet connection. Please check your network.';
const showsCause = (element: HTMLElement) => waitFor(() => expect(element.textContent).toContain(NO_INTERNET), { timeout: 5_000 });
const count = (id: string) => fake.calls.filter((c) => c === id).length;

const PERIOD = { start: Date.UTC(2025, 11, 29), end: Date.UTC(2026, 0, 5) };
const summary = (claimable: number) => ({ period: PERIOD, progress: 6200, reached: 2, claimable, claimedTotal: 0, milestoneCount: 2 });
const milestones = (first: string) => ({
  progress: 6200,
  milestones: [
    { id: 'M1', target: 1000, reward: 10, status: first },
    { id: 'M3', target: 20000, reward: 128, status: 'IN_PROGRESS' },
  ],
});
const board = { list: [{ rank: 1, username: 'in****r', score: 6200, mine: true }], total: 1, entryVisible: true, myRank: 1, myScore: 6200 };

beforeAll(async () => {
  injectMerchantConfig(merchantFile('demo'));
  await startEnglish();
});
beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  fake.replies.clear();
  fake.calls.length = 0;
  resetUi();
  resetWallet();
  signIn({ id: 1, token: 't', merchantCode: 'demo', userName: 'inv_member', type: 0, firstTimeLogin: false });
  reply('walletBalance', { sumBalance: 100, currencySymbol: '₫' });
  reply('missionRules', { metric: 'VALID_BET', periodDays: 7, minBet: 10 });
});
afterEach(() => {
  cleanup();
  forgetSession();
  setStorageBackends({});
});

it('missions: busy first, then milestones; a claim calls once, toasts, reloads the wallet and the milestones', async () => {
  reply('missionSummary', summary(1), summary(0));
  reply('missionMilestones', milestones('REACHED'), milestones('CLAIMED'));
  reply('missionLeaderboard', board);
  reply('missionClaim', { milestoneId: 'M1', reward: 10, replayed: false });
  const { container } = render(<LeaderboardScreen />);
  expect(container.querySelector('main[data-screen="leaderboard"]')?.getAttribute('aria-busy')).toBe('true');
  const claim = await screen.findByTestId('mission-claim');
  expect(screen.getByTestId('mission-period').textContent).toContain('2025-12-29 – 2026-01-04');
  expect(screen.getByTestId('leaderboard-mine').getAttribute('data-rank')).toBe('1');
  const wallets = count('walletBalance');
  fireEvent.click(claim);
  fireEvent.click(claim);
  await waitFor(() => expect(screen.queryByTestId('mission-claim')).toBeNull());
  expect(count('missionClaim')).toBe(1);
  expect(uiStore.toast?.message).toEqual({ key: 'invite:mission.claimed_toast', values: { amount: '₫10.00' } });
  expect(count('walletBalance')).toBeGreaterThan(wallets);
  expect(screen.getAllByTestId('mission-milestone')[0]?.getAttribute('data-status')).toBe('CLAIMED');
});

it('missions: a replayed claim says it was already claimed', async () => {
  reply('missionSummary', summary(1));
  reply('missionMilestones', milestones('REACHED'));
  reply('missionLeaderboard', board);
  reply('missionClaim', { milestoneId: 'M1', reward: 10, replayed: true });
  render(<LeaderboardScreen />);
  fireEvent.click(await screen.findByTestId('mission-claim'));
  await waitFor(() => expect(uiStore.toast?.message).toBe('invite:mission.already_claimed'));
});

it('missions: the board fails with a retry, then shows nobody; the screen fails with a retry', async () => {
  reply('missionSummary', summary(0));
  reply('missionMilestones', milestones('IN_PROGRESS'));
  reply('missionLeaderboard', offline(), { list: [], total: 0, entryVisible: false, myRank: null, myScore: 0 });
  render(<LeaderboardScreen />);
  await showsCause(await screen.findByTestId('leaderboard-list-error'));
  fireEvent.click(await screen.findByTestId('leaderboard-list-retry'));
  expect(await screen.findByTestId('empty-state')).toBeTruthy();
  expect(screen.getByTestId('leaderboard-mine').getAttribute('data-rank')).toBe('');
  cleanup();
  reply('missionSummary', offline(), summary(0));
  render(<LeaderboardScreen />);
  await showsCause(await screen.findByRole('alert'));
  fireEvent.click(await screen.findByTestId('mission-retry'));
  expect(await screen.findByTestId('mission-summary')).toBeTruthy();
});

it('invite friends: code, link on this site, count; the list empty, failing with retry, paged', async () => {
  reply('inviteReferralDetails', { referralCode: 'INVMEM01', totalInvitations: 12, promotionDomains: ['demo.lobby.test'], registerPath: '/m/register?affiliateCode=INVMEM01' });
  reply('inviteReferralRules', { rewardPerFriend: 50, minFirstDeposit: 100 });
  reply('inviteReferralIncome', { totalIncome: 300, incomeCount: 6, latest: [] });
  const friend = (id: number) => ({ id, username: `in****${id}`, registeredAt: Date.UTC(2024, 1, id), firstDeposit: id % 2 === 1, reward: id % 2 === 1 ? 50 : 0 });
  reply(
    'inviteReferralList',
    offline(),
    { content: Array.from({ length: 10 }, (_, i) => friend(i + 1)), pageNum: 1, totalPages: 2, total: 12 },
    { content: [friend(11), friend(12)], pageNum: 2, totalPages: 2, total: 12 },
  );
  render(<InviteFriendsScreen />);
  expect((await screen.findByTestId('invite-code')).textContent).toBe('INVMEM01');
  expect(screen.getByTestId('invite-link').textContent).toBe(`${window.location.origin}/m/register?affiliateCode=INVMEM01`);
  expect(screen.getByTestId('invite-count').textContent).toBe('12');
  expect(within(screen.getByTestId('invite-rules')).getByText(/reaches ₫100\.00, you receive ₫50\.00/)).toBeTruthy();
  await showsCause(await screen.findByTestId('invite-list-error'));
  fireEvent.click(await screen.findByTestId('invite-list-retry'));
  await waitFor(() => expect(screen.getAllByTestId('invite-row')).toHaveLength(10));
  fireEvent.click(screen.getByTestId('invite-list-next'));
  await waitFor(() => expect(screen.getAllByTestId('invite-row')).toHaveLength(2));
  expect(screen.getByTestId('invite-list-page').textContent).toBe('Page 2 of 2');
});

it('invite friends: nobody invited shows the empty state; a failed load offers a retry', async () => {
  reply('inviteReferralDetails', offline(), { referralCode: 'ABCD2345', totalInvitations: 0, promotionDomains: [], registerPath: '/m/register?affiliateCode=ABCD2345' });
  reply('inviteReferralRules', { rewardPerFriend: 50, minFirstDeposit: 100 });
  reply('inviteReferralIncome', { totalIncome: 0, incomeCount: 0, latest: [] });
  reply('inviteReferralList', { content: [], pageNum: 1, totalPages: 1, total: 0 });
  render(<InviteFriendsScreen />);
  await showsCause(await screen.findByRole('alert'));
  fireEvent.click(await screen.findByTestId('invite-retry'));
  expect(await screen.findByTestId('empty-state')).toBeTruthy();
  expect(screen.queryByTestId('invite-domain-link')).toBeNull();
});
