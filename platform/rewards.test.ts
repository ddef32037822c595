import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DevLedgerAudit,
  MemberAvailablePromotions,
  RewardsClaimResult,
  RewardsList,
  RewardsRebate,
  RewardsRebateClaim,
  RewardsRebateReport,
  RewardsUplineTransferResult,
  Wallet,
} from '../src/api/contract.generated';
import type { PlatformContext } from './context';
import { balanceCents, TX } from './ledger';
import { amountToCents } from './routes/rewards';
import { startPlatform, type CallResult, type TestPlatform } from './test-helpers';

let p: TestPlatform;
let ctx: PlatformContext;
beforeAll(async () => {
  p = await startPlatform();
  ctx = p.ctx;
});
afterAll(() => p.close());

const PASSWORD = 'Demo@1234';
const userId = (username: string, merchant = 'demo'): number => p.userId(username, merchant);
const ledgerRows = (id: number, txType: number) => (ctx.db.prepare('SELECT * FROM ledger WHERE user_id = ? AND tx_type = ?').all(id, txType) as { amount_cents: number }[]);

function expectError(res: CallResult, code: string): void {
  expect(res.body.success).toBe(false);
  expect(res.body.errorCode).toBe(code);
}

async function audit(): Promise<void> {
  const res = await p.call<DevLedgerAudit>('GET', '/__dev/ledger/audit', { merchant: null });
  expect(res.body.value.mismatches).toEqual([]);
  expect(res.body.value.negative).toBe(0);
}

async function agentLogin(username: string, merchant = 'demo'): Promise<string> {
  const res = await p.encrypted<{ token: string }>('POST', '/wps/session/login', { type: 'username', username, password: PASSWORD }, { merchant });
  if (!res.body.success) throw new Error(`agent login ${username}: ${res.body.errorCode}`);
  return res.body.value.token;
}

const badge = async (token: string, merchant = 'demo'): Promise<number> => {
  const content = (await p.call<MemberAvailablePromotions>('GET', '/wps/relay/MCSFE_getAvailablePromotions', { token, merchant })).body.value.content;
  return ['MANUAL', 'RAFFLE', 'TICKET', 'REGISTER', 'LOGIN', 'SAVIOR', 'UPGRADE_BONUS', 'MISSION_MANUAL'].reduce((s, k) => s + (content[k]?.count ?? 0), 0);
};

describe('receiving centre', () => {
  it('lists every kind, claimable first, with the seed booked in the ledger (audit clean)', async () => {
    await audit();
    const { token } = await p.login('rw_claim', PASSWORD);
    const list = (await p.call<RewardsList>('GET', '/wps/relay/MCSFE_getReceivingCenterList', { token })).body.value;
    expect(list.claimable).toBe(5);
    expect(list.items.map((i) => i.status)).toEqual(['UNCLAIMED', 'UNCLAIMED', 'UNCLAIMED', 'UNCLAIMED', 'UNCLAIMED', 'EXPIRED', 'CLAIMED']);
    expect(new Set(list.items.filter((i) => i.status === 'UNCLAIMED').map((i) => i.kind))).toEqual(new Set(['MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET']));
    expect(await badge(token)).toBe(5);
    const none = await p.login('rw_none', PASSWORD);
    expect((await p.call<RewardsList>('GET', '/wps/relay/MCSFE_getReceivingCenterList', { token: none.token })).body.value).toEqual({ items: [], claimable: 0 });
    // demo01's seeded badge (4) is backed by four claimable rewards.
    const demo = await p.login('demo01', PASSWORD);
    expect((await p.call<RewardsList>('GET', '/wps/relay/MCSFE_getReceivingCenterList', { token: demo.token })).body.value.claimable).toBe(await badge(demo.token));
  });

  it('credits a claim once under repeats and concurrency, and the badge drops by one', async () => {
    const { token } = await p.login('rw_claim', PASSWORD);
    const id = userId('rw_claim');
    const list = (await p.call<RewardsList>('GET', '/wps/relay/MCSFE_getReceivingCenterList', { token })).body.value;
    const reward = list.items.find((i) => i.kind === 'RAFFLE');
    if (!reward) throw new Error('no raffle reward');
    const before = balanceCents(ctx.db, id);
    const rewardRowsBefore = ledgerRows(id, TX.REWARD).length;
    const results = await Promise.all([1, 2, 3].map(() => p.call<RewardsClaimResult>('POST', '/wps/relay/MCSFE_claimReceivingReward', { token, body: { rewardId: reward.rewardId } })));
    expect(results.filter((r) => r.body.value.credited)).toHaveLength(1);
    const again = await p.call<RewardsClaimResult>('POST', '/wps/relay/MCSFE_claimReceivingReward', { token, body: { rewardId: reward.rewardId } });
    expect(again.body.value).toMatchObject({ credited: false, amount: reward.amount });
    expect(balanceCents(ctx.db, id)).toBe(before + Math.round(reward.amount * 100));
    expect(ledgerRows(id, TX.REWARD)).toHaveLength(rewardRowsBefore + 1);
    expect(await badge(token)).toBe(4);
    const wallet = (await p.call<Wallet>('GET', '/wps/v2/wallets/balance', { token })).body.value;
    expect(wallet.sumBalance).toBe((before + Math.round(reward.amount * 100)) / 100);
    await audit();
  });

  it('refuses an expired reward, an unknown one and another member\'s', async () => {
    const { token } = await p.login('rw_claim', PASSWORD);
    const list = (await p.call<RewardsList>('GET', '/wps/relay/MCSFE_getReceivingCenterList', { token })).body.value;
    const expired = list.items.find((i) => i.status === 'EXPIRED');
    expectError(await p.call('POST', '/wps/relay/MCSFE_claimReceivingReward', { token, body: { rewardId: expired?.rewardId ?? '' } }), 'reward.expired');
    expectError(await p.call('POST', '/wps/relay/MCSFE_claimReceivingReward', { token, body: { rewardId: 'RW-nope' } }), 'reward.not.found');
    const other = await p.login('rw_none', PASSWORD);
    const open = list.items.find((i) => i.status === 'UNCLAIMED');
    expectError(await p.call('POST', '/wps/relay/MCSFE_claimReceivingReward', { token: other.token, body: { rewardId: open?.rewardId ?? '' } }), 'reward.not.found');
  });

  it('makes a reward expire with time (it leaves the claimable count and the badge)', async () => {
    const { token } = await p.login('rw_claim', 'Demo@1234', 'mono');
    const before = (await p.call<RewardsList>('GET', '/wps/relay/MCSFE_getReceivingCenterList', { token, merchant: 'mono' })).body.value.claimable;
    p.advance(2 * 86_400_000 + 60_000); // the mission reward expires after 2 days
    const later = (await p.login('rw_claim', PASSWORD, 'mono')).token;
    const after = (await p.call<RewardsList>('GET', '/wps/relay/MCSFE_getReceivingCenterList', { token: later, merchant: 'mono' })).body.value;
    const laterBadge = await badge(later, 'mono');
    p.advance(-(2 * 86_400_000 + 60_000));
    expect(after.claimable).toBe(before - 1);
    expect(laterBadge).toBe(before - 1);
  });
});

describe('manual rebate', () => {
  it('offers settled valid bets since the last claim times the rate per product, floored to the cent', async () => {
    const { token } = await p.login('rw_claim', PASSWORD);
    const rebate = (await p.call<RewardsRebate>('GET', '/wps/relay/ODSFE2_getRebate', { token })).body.value;
    // demo rates: SPORTS 0.8 %, LIVE 0.6 %, RNG 1 %; FISH had no valid bet; the open bet is not settled.
    expect(rebate.items).toEqual([
      { productType: 'LIVE', validBet: 2_500, rate: 0.6, amount: 15 },
      { productType: 'RNG', validBet: 1_234.56, rate: 1, amount: 12.34 },
      { productType: 'SPORTS', validBet: 5_000, rate: 0.8, amount: 40 },
    ]);
    expect(rebate.total).toBe(67.34);
    expect(rebate.since).not.toBeNull();
    const mono = await p.login('rw_claim', PASSWORD, 'mono');
    expectError(await p.call('GET', '/wps/relay/ODSFE2_getRebate', { token: mono.token, merchant: 'mono' }), 'function.not.available');
  });

  it('claims it all once: one REBATE row, one record, then nothing to claim', async () => {
    const { token } = await p.login('rw_claim', PASSWORD);
    const id = userId('rw_claim');
    const before = balanceCents(ctx.db, id);
    const rows = ledgerRows(id, TX.REBATE).length;
    const results = await Promise.all([1, 2].map(() => p.call<RewardsRebateClaim>('POST', '/wps/relay/ODSFE2_rebateDisburse', { token })));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expectError(results.find((r) => !r.body.success) as CallResult, 'rebate.nothing.to.claim');
    expect(balanceCents(ctx.db, id)).toBe(before + 6_734);
    expect(ledgerRows(id, TX.REBATE)).toHaveLength(rows + 1);
    expect((await p.call<RewardsRebate>('GET', '/wps/relay/ODSFE2_getRebate', { token })).body.value).toMatchObject({ items: [], total: 0 });
    const none = await p.login('rw_none', PASSWORD);
    expectError(await p.call('POST', '/wps/relay/ODSFE2_rebateDisburse', { token: none.token }), 'rebate.nothing.to.claim');
    await audit();
  });

  it('reports the claims by range and page with the range total', async () => {
    const { token } = await p.login('rw_claim', PASSWORD);
    const report = (await p.call<RewardsRebateReport>('GET', '/wps/relay/ODSFE2_MemberRebate', { token, query: { startDate: p.clock.now - 7 * 86_400_000, endDate: p.clock.now, size: 2 } })).body.value;
    expect(report.total).toBe(3);
    expect(report.records).toHaveLength(2);
    expect(report.records[0]?.amount).toBe(67.34);
    // Earlier claims: 2,000 SPORTS × 0.8 % + 1,500 LIVE × 0.6 % = 25; 1,000 RNG × 1 % = 10.
    expect(report.footer.amount).toBe(102.34);
    const page2 = (await p.call<RewardsRebateReport>('GET', '/wps/relay/ODSFE2_MemberRebate', { token, query: { startDate: p.clock.now - 7 * 86_400_000, endDate: p.clock.now, size: 2, page: 2 } })).body.value;
    expect(page2.records.map((r) => r.amount)).toEqual([25]);
    const today = (await p.call<RewardsRebateReport>('GET', '/wps/relay/ODSFE2_MemberRebate', { token, query: { startDate: p.clock.now - 3_600_000, endDate: p.clock.now } })).body.value;
    expect(today.total).toBe(1);
  });
});

describe('transfer to upline', () => {
  const TRANSFER = '/wps/member/transferUpline';
  const send = (token: string, amount: number, requestId: string, merchant = 'demo', fundPassword = 'Fund1234') =>
    p.encrypted<RewardsUplineTransferResult>('POST', TRANSFER, { amount, fundPassword, requestId }, { token, merchant });

  it('moves the amount from the member to the upline atomically, once per request id', async () => {
    const { token } = await p.login('rw_up_ok', PASSWORD);
    const member = userId('rw_up_ok');
    const upline = userId('rw_upline');
    const [m0, u0] = [balanceCents(ctx.db, member), balanceCents(ctx.db, upline)];
    const first = await send(token, 12.34, 'req-00000001');
    expect(first.body.value).toMatchObject({ upline: 'rw_upline', amount: 12.34, replayed: false });
    const again = await send(token, 12.34, 'req-00000001');
    expect(again.body.value).toMatchObject({ transferId: first.body.value.transferId, replayed: true });
    expect(balanceCents(ctx.db, member)).toBe(m0 - 1_234);
    expect(balanceCents(ctx.db, upline)).toBe(u0 + 1_234);
    expect(ledgerRows(member, TX.TRANSFER_TO_UPLINE)).toHaveLength(1);
    expect(ledgerRows(upline, TX.TRANSFER_FROM_DOWNLINE)).toHaveLength(1);
    await audit();
  });

  it('refuses under each failing condition and moves nothing', async () => {
    const member = userId('rw_up_ok');
    const upline = userId('rw_upline');
    const [m0, u0] = [balanceCents(ctx.db, member), balanceCents(ctx.db, upline)];
    const { token } = await p.login('rw_up_ok', PASSWORD);
    expectError(await send(token, m0 / 100 + 1, 'req-over-balance'), 'balance.insufficient');
    expectError(await send(token, 1.234, 'req-bad-amount'), 'transfer.amount.invalid');
    expectError(await send(token, 1, 'req-wrong-pass', 'demo', 'Wrong999'), 'member.fundpassword.wrong');
    expectError(await send((await p.login('rw_up_none', PASSWORD)).token, 1, 'req-no-upline'), 'upline.none');
    expectError(await send(await agentLogin('rw_up_a2'), 1, 'req-type-two'), 'permission.denied');
    expectError(await send(await agentLogin('rw_up_a2none'), 1, 'req-type-two-b'), 'permission.denied');
    expectError(await send((await p.login('rw_up_ok', PASSWORD, 'mono')).token, 1, 'req-flag-off', 'mono'), 'function.not.available');
    expect(balanceCents(ctx.db, member)).toBe(m0);
    expect(balanceCents(ctx.db, upline)).toBe(u0);
    await audit();
  });

  it('takes whole cents only', () => {
    expect(amountToCents(12.34)).toBe(1_234);
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(amountToCents(1.005)).toBeNull();
    expect(amountToCents(0)).toBeNull();
    expect(amountToCents(-5)).toBeNull();
  });
});
