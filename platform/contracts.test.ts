import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract, ContractDetail, ContractRequests, DevLedgerAudit, DividendInfo, DividendList, DividendPayoutResult } from '../src/api/contract.generated';
import type { PlatformContext } from './context';
import { CT_AGENT_DIVIDEND_WEEKS, CT_AGENT_PAYABLE } from './db/seed-contracts';
import { balanceCents, TX } from './ledger';
import { dividendCents, dividendPeriod, dividendRate, DIVIDEND_PERIOD_MS } from './routes/contracts';
import { START_TIME, startPlatform, type CallResult, type TestPlatform } from './test-helpers';

let p: TestPlatform;
let ctx: PlatformContext;
beforeAll(async () => {
  p = await startPlatform();
  ctx = p.ctx;
});
afterAll(() => p.close());

const userId = (username: string, merchant = 'demo'): number => p.userId(username, merchant);
function expectError(res: CallResult, code: string): void {
  expect(res.body.success).toBe(false);
  expect(res.body.errorCode).toBe(code);
}
async function agentLogin(username: string, merchant = 'demo', password = 'Agent@1234'): Promise<string> {
  const res = await p.encrypted<{ token: string }>('POST', '/wps/session/login', { type: 'username', username, password }, { merchant });
  if (!res.body.success) throw new Error(`agent login ${username}: ${res.body.errorCode}`);
  return res.body.value.token;
}
async function audit(): Promise<void> {
  const res = await p.call<DevLedgerAudit>('GET', '/__dev/ledger/audit', { merchant: null });
  expect(res.body.value.mismatches).toEqual([]);
  expect(res.body.value.negative).toBe(0);
}
const detail = (token: string, contractType: Contract['contractType'], merchant = 'demo') =>
  p.call<ContractDetail>('GET', '/wps/relay/MCSFE_getContractHistory', { token, merchant, query: { contractType } });
const requests = (token: string, merchant = 'demo') => p.call<ContractRequests>('GET', '/wps/member/info/funds/consolidated', { token, merchant });
// Upstream's four relays, each with the fields upstream's own client sends (GET query or POST body).
const RELAYS = {
  DIVIDEND: (contractId: number, status: 'A' | 'R') => ({ method: 'GET', path: '/wps/relay/MCSFE_processContractDividend', query: { contractId, status } }),
  DAILY_SALARY: (id: number, status: 'A' | 'R') => ({ method: 'GET', path: '/wps/relay/MCSFE_processDailySalaryContract', query: { id, status } }),
  HOURLY_SALARY: (contractId: number, status: 'A' | 'R') => ({ method: 'POST', path: '/wps/relay/MCSFE_processContractHourSalary', body: { contractId, status } }),
} as const;
const processContract = (token: string, type: Contract['contractType'], contractId: number, action: 'ACCEPT' | 'DECLINE', merchant = 'demo') => {
  const { method, path, ...input } = RELAYS[type](contractId, action === 'ACCEPT' ? 'A' : 'R');
  return p.call<Contract>(method, path, { token, merchant, ...input });
};
// The longest range the contract allows (366 days), ending well after the seeded periods.
const wholeHistory = { startDate: START_TIME - 300 * 86_400_000, endDate: START_TIME + 66 * 86_400_000, size: 100 };

describe('dividend arithmetic', () => {
  it('periods are weeks from Monday 00:00 UTC, end inclusive', () => {
    const monday = Date.UTC(2026, 0, 5);
    expect(dividendPeriod(monday)).toEqual({ start: monday, end: monday + DIVIDEND_PERIOD_MS - 1 });
    expect(dividendPeriod(monday - 1).start).toBe(monday - DIVIDEND_PERIOD_MS);
    expect(dividendPeriod(monday + 3 * 86_400_000 + 5).start).toBe(monday);
  });

  it('the highest tier reached gives the rate; no profit, no dividend', () => {
    const terms = [
      { condition: 'a', rate: 5, threshold: 0 },
      { condition: 'c', rate: 12, threshold: 50_000 },
      { condition: 'b', rate: 8, threshold: 10_000 },
    ];
    expect(dividendRate(terms, 0)).toBe(0);
    expect(dividendRate(terms, -10)).toBe(0);
    expect(dividendRate(terms, 9_999.99)).toBe(5);
    expect(dividendRate(terms, 10_000)).toBe(8);
    expect(dividendRate(terms, 60_000)).toBe(12);
    expect(dividendRate([{ condition: 'flat', rate: 10 }], 1)).toBe(10);
    expect(dividendCents(1_250_000, 8)).toBe(100_000);
    expect(dividendCents(-5, 8)).toBe(0);
  });
});

describe('contracts', () => {
  it('agent01 keeps three pending offers beside an accepted and a declined one; mono offers no dividend', async () => {
    const token = await agentLogin('agent01');
    const offers = (await requests(token)).body.value;
    expect([offers.dailysalreqtype?.status, offers.divtypecompperiodreq?.status, offers.contracthoursalreq?.status]).toEqual(['PENDING', 'PENDING', 'PENDING']);
    const salary = (await detail(token, 'DAILY_SALARY')).body.value;
    expect(salary.pending?.status).toBe('PENDING');
    expect(salary.inForce?.status).toBe('ACCEPTED');
    expect(salary.history.map((c) => c.status)).toEqual(['ACCEPTED']);
    const dividend = (await detail(token, 'DIVIDEND')).body.value;
    expect(dividend.inForce).toBeNull();
    expect(dividend.history.map((c) => c.status)).toEqual(['DECLINED']);
    expect(dividend.history[0]?.processedAt).toEqual(expect.any(Number));

    const mono = await agentLogin('ct_prompt', 'mono');
    const monoOffers = (await requests(mono, 'mono')).body.value;
    expect(monoOffers.dailysalreqtype).not.toBeNull();
    expect(monoOffers.divtypecompperiodreq).toBeNull();
    expect(monoOffers.contracthoursalreq).not.toBeNull();
    expectError(await detail(mono, 'DIVIDEND', 'mono'), 'function.not.available');
    const monoDividend = ctx.db.prepare("SELECT id FROM contracts WHERE user_id = ? AND contract_type = 'DIVIDEND'").get(userId('ct_prompt', 'mono')) as { id: number };
    expectError(await processContract(mono, 'DIVIDEND', monoDividend.id, 'ACCEPT', 'mono'), 'function.not.available');
  });

  it('accepting processes once: the offer never prompts again, a second decision is refused', async () => {
    const token = await agentLogin('ct_prompt');
    const before = (await requests(token)).body.value;
    const offer = before.contracthoursalreq;
    if (!offer) throw new Error('ct_prompt has no hourly offer');
    const accepted = await processContract(token, 'HOURLY_SALARY', offer.contractId, 'ACCEPT');
    expect(accepted.body.value).toMatchObject({ status: 'ACCEPTED', processedAt: p.clock.now });
    expectError(await processContract(token, 'HOURLY_SALARY', offer.contractId, 'DECLINE'), 'contract.processed');
    const after = (await requests(token)).body.value;
    expect(after.contracthoursalreq).toBeNull();
    expect(after.dailysalreqtype).not.toBeNull();
    const hourly = (await detail(token, 'HOURLY_SALARY')).body.value;
    expect(hourly.pending).toBeNull();
    expect(hourly.inForce?.contractId).toBe(offer.contractId);

    const salary = before.dailysalreqtype;
    if (!salary) throw new Error('ct_prompt has no salary offer');
    expect((await processContract(token, 'DAILY_SALARY', salary.contractId, 'DECLINE')).body.value.status).toBe('DECLINED');
    const salaryDetail = (await detail(token, 'DAILY_SALARY')).body.value;
    expect(salaryDetail).toMatchObject({ pending: null, inForce: null });
    expect(salaryDetail.history.map((c) => c.status)).toEqual(['DECLINED']);
    // Someone else's contract is not found.
    const other = await agentLogin('agent01');
    const dividend = before.divtypecompperiodreq;
    expectError(await processContract(other, 'DIVIDEND', dividend?.contractId ?? 0, 'ACCEPT'), 'not.found');
    // Each relay answers only its own kind: the dividend offer through the hourly relay is not found,
    // and the real-time relay (no kind of ours) finds nothing.
    expectError(await processContract(token, 'HOURLY_SALARY', dividend?.contractId ?? 0, 'ACCEPT'), 'not.found');
    expectError(await p.call('POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', { token, body: { contractId: dividend?.contractId ?? 0, status: 'A' } }), 'not.found');
    expectError(await p.call('GET', '/wps/relay/MCSFE_processContractDividend', { token, query: { contractId: dividend?.contractId ?? 0, status: 'ACCEPT' } }), 'request.invalid');
    const dividendAccepted = await processContract(token, 'DIVIDEND', dividend?.contractId ?? 0, 'ACCEPT');
    expect(dividendAccepted.body.value).toMatchObject({ contractType: 'DIVIDEND', status: 'ACCEPTED' });
  });

  it('members and trial accounts are refused the agent endpoints', async () => {
    const member = await p.login('demo01', 'Demo@1234');
    expectError(await detail(member.token, 'DAILY_SALARY'), 'permission.denied');
    expectError(await p.call('GET', '/wps/relay/ODSFE2_QueryDividend', { token: member.token, query: wholeHistory }), 'permission.denied');
  });
});

describe('dividends', () => {
  it('ct_agent: current period info, a weekly history with payable, paid and nothing-due rows, audit clean', async () => {
    await audit();
    const token = await agentLogin('ct_agent');
    const info = (await p.call<DividendInfo>('GET', '/wps/relay/MCSFE_getUserContractDividendInfoByComputationPeriod', { token })).body.value;
    expect(info.contract?.status).toBe('ACCEPTED');
    expect(info.periodStart).toBe(dividendPeriod(p.clock.now).start);
    // Downline stakes 2,000 + 2,500 less a 600 win this week: 3,900 at the 5 % tier.
    expect(info.teamProfit).toBe(3_900);
    expect(info.rate).toBe(5);
    expect(info.amount).toBe(195);
    const list = (await p.call<DividendList>('GET', '/wps/relay/ODSFE2_QueryDividend', { token, query: wholeHistory })).body.value;
    expect(list.total).toBe(CT_AGENT_DIVIDEND_WEEKS);
    expect(list.records.filter((r) => r.state === 'PENDING')).toHaveLength(CT_AGENT_PAYABLE);
    expect(list.records.some((r) => r.state === 'NONE' && r.amount === 0 && r.teamProfit < 0)).toBe(true);
    expect(info.payable).toBeCloseTo(list.records.filter((r) => r.state === 'PENDING').reduce((s, r) => s + r.amount, 0), 2);
    const paidSum = list.records.filter((r) => r.state === 'PAID').reduce((s, r) => s + r.amount, 0);
    expect(list.footer.paid).toBeCloseTo(paidSum, 2);
    const ledgerPaid = (ctx.db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS n FROM ledger WHERE user_id = ? AND tx_type = ?').get(userId('ct_agent'), TX.DIVIDEND_PAYOUT) as { n: number }).n;
    expect(ledgerPaid / 100).toBeCloseTo(paidSum, 2);
    // Newest first, 10 a page.
    const first = (await p.call<DividendList>('GET', '/wps/relay/ODSFE2_QueryDividend', { token, query: { ...wholeHistory, size: 10 } })).body.value;
    const second = (await p.call<DividendList>('GET', '/wps/relay/ODSFE2_QueryDividend', { token, query: { ...wholeHistory, size: 10, page: 2 } })).body.value;
    expect(first.records).toHaveLength(10);
    expect(second.records).toHaveLength(CT_AGENT_DIVIDEND_WEEKS - 10);
    expect(first.records[0]?.periodEnd).toBeGreaterThan(first.records[1]?.periodEnd ?? 0);
  });

  it('pays a payable dividend once through the ledger; paid, nothing-due and foreign rows are refused', async () => {
    const token = await agentLogin('ct_agent');
    const id = userId('ct_agent');
    const list = (await p.call<DividendList>('GET', '/wps/relay/ODSFE2_QueryDividend', { token, query: wholeHistory })).body.value;
    const payable = list.records.find((r) => r.state === 'PENDING');
    const none = list.records.find((r) => r.state === 'NONE');
    if (!payable || !none) throw new Error('seed lacks states');
    const before = balanceCents(ctx.db, id);
    const paid = await p.call<DividendPayoutResult>('POST', '/wps/relay/ODSFE2_PayoutDividend', { token, body: { dividendId: payable.dividendId } });
    expect(paid.body.value.dividend).toMatchObject({ state: 'PAID', paidAt: p.clock.now });
    expect(paid.body.value.balance * 100).toBeCloseTo(before + payable.amount * 100, 0);
    expect(balanceCents(ctx.db, id)).toBe(before + Math.round(payable.amount * 100));
    expectError(await p.call('POST', '/wps/relay/ODSFE2_PayoutDividend', { token, body: { dividendId: payable.dividendId } }), 'dividend.paid');
    expect(balanceCents(ctx.db, id)).toBe(before + Math.round(payable.amount * 100));
    expect(ctx.db.prepare('SELECT COUNT(*) AS n FROM ledger WHERE user_id = ? AND idempotency_key = ?').get(id, `dividend:${payable.dividendId}`)).toEqual({ n: 1 });
    expectError(await p.call('POST', '/wps/relay/ODSFE2_PayoutDividend', { token, body: { dividendId: none.dividendId } }), 'dividend.not.payable');
    const other = await agentLogin('agent01');
    const remaining = list.records.find((r) => r.state === 'PENDING' && r.dividendId !== payable.dividendId);
    expectError(await p.call('POST', '/wps/relay/ODSFE2_PayoutDividend', { token: other, body: { dividendId: remaining?.dividendId ?? 0 } }), 'not.found');
    await audit();
  });

  it('a week later the finished period is settled from the team bets; mono refuses every dividend endpoint', async () => {
    p.advance(DIVIDEND_PERIOD_MS);
    const token = await agentLogin('ct_agent');
    const list = (await p.call<DividendList>('GET', '/wps/relay/ODSFE2_QueryDividend', { token, query: wholeHistory })).body.value;
    expect(list.total).toBe(CT_AGENT_DIVIDEND_WEEKS + 1);
    expect(list.records[0]).toMatchObject({ teamProfit: 3_900, rate: 5, amount: 195, state: 'PENDING' });
    const mono = await agentLogin('ct_agent', 'mono');
    expectError(await p.call('GET', '/wps/relay/MCSFE_getUserContractDividendInfoByComputationPeriod', { token: mono, merchant: 'mono' }), 'function.not.available');
    expectError(await p.call('GET', '/wps/relay/ODSFE2_QueryDividend', { token: mono, merchant: 'mono', query: wholeHistory }), 'function.not.available');
    expectError(await p.call('POST', '/wps/relay/ODSFE2_PayoutDividend', { token: mono, merchant: 'mono', body: { dividendId: 1 } }), 'function.not.available');
  });
});
