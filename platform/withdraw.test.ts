import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevLedgerAudit, WithdrawAccountInfo, WithdrawCharges, WithdrawRecord, WithdrawReply, WithdrawReport, WithdrawSettings, WithdrawTurnover } from '../src/api/contract.generated';
import type { PlatformContext } from './context';
import { merchantDayStart, overrideWithdrawRules, WD_HIST_COUNT, WITHDRAW_FUND_PASSWORD, WITHDRAW_PASSWORD, withdrawRules } from './db/seed-withdraw';
import { balanceCents, TX } from './ledger';
import { feeCents, insideWindow } from './withdraw';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
let ctx: PlatformContext;
beforeAll(async () => {
  p = await startPlatform();
  ctx = p.ctx;
});
afterAll(() => p.close());

const tokens = new Map<string, string>();
async function tokenOf(username: string, merchant = 'demo'): Promise<string> {
  const key = `${merchant}/${username}`;
  let token = tokens.get(key);
  if (!token) {
    token = (await p.login(username, WITHDRAW_PASSWORD, merchant)).token;
    tokens.set(key, token);
  }
  return token;
}

const userId = (username: string, merchant = 'demo'): number => p.userId(username, merchant);

async function accountInfo(username: string, merchant = 'demo'): Promise<WithdrawAccountInfo> {
  return (await p.call<WithdrawAccountInfo>('GET', '/wps/relay/MCSFE_getWithdrawAccountInfo', { merchant, token: await tokenOf(username, merchant) })).body.value;
}

let keySerial = 0;
const newKey = (): string => `test-key-${++keySerial}-${Date.now()}`;

async function withdraw(username: string, payload: Partial<{ amount: number; bankCardId: number; password: string; idempotencyKey: string; withdrawType: string }>, merchant = 'demo') {
  const token = await tokenOf(username, merchant);
  const card = payload.bankCardId ?? (await accountInfo(username, merchant)).bankCards.find((c) => !c.frozen)?.bankCardId ?? 0;
  return p.encrypted<WithdrawReply>(
    'POST',
    '/wps/v2/transaction/withdraw',
    { amount: 150, password: WITHDRAW_FUND_PASSWORD, idempotencyKey: newKey(), ...payload, bankCardId: card },
    { merchant, token },
  );
}

async function audit(): Promise<DevLedgerAudit> {
  return (await p.call<DevLedgerAudit>('GET', '/__dev/ledger/audit', { merchant: null })).body.value;
}

describe('withdraw rules', () => {
  it('reads the service window in merchant time; the same time twice is all day; a window may cross midnight', () => {
    const at = (hh: number, mm: number) => Date.UTC(2026, 0, 1, hh, mm) - 420 * 60_000; // merchant time UTC+7
    expect(insideWindow(at(3, 0), '00:00', '00:00', 420)).toBe(true);
    expect(insideWindow(at(8, 59), '09:00', '21:00', 420)).toBe(false);
    expect(insideWindow(at(9, 0), '09:00', '21:00', 420)).toBe(true);
    expect(insideWindow(at(21, 0), '09:00', '21:00', 420)).toBe(false);
    expect(insideWindow(at(23, 30), '22:00', '02:00', 420)).toBe(true);
    expect(insideWindow(at(1, 59), '22:00', '02:00', 420)).toBe(true);
    expect(insideWindow(at(2, 0), '22:00', '02:00', 420)).toBe(false);
  });

  it('charges nothing for the free withdrawals of the day, then the percentage', () => {
    expect(feeCents(100_000, 0, { freePerDay: 2, feeBasisPoints: 100 })).toBe(0);
    expect(feeCents(100_000, 1, { freePerDay: 2, feeBasisPoints: 100 })).toBe(0);
    expect(feeCents(100_000, 2, { freePerDay: 2, feeBasisPoints: 100 })).toBe(1_000);
    expect(feeCents(12_345, 0, { freePerDay: 0, feeBasisPoints: 200 })).toBe(247);
  });
});

describe('withdraw reads', () => {
  it('lists methods per merchant, the accounts with frozen cards flagged, and what is left today', async () => {
    const demo = (await p.call<{ methodGroupType: string }[]>('GET', '/wps/relay/MCSFE_getWithdrawMethods', { token: await tokenOf('wd_ok') })).body.value;
    expect(demo.map((m) => m.methodGroupType)).toEqual(['B', 'E', 'V']);
    const mono = (await p.call<{ methodGroupType: string }[]>('GET', '/wps/relay/MCSFE_getWithdrawMethods', { merchant: 'mono', token: await tokenOf('wd_ok', 'mono') })).body.value;
    expect(mono.map((m) => m.methodGroupType)).toEqual(['B']);
    const frozen = await accountInfo('wd_frozen');
    expect(frozen.bankCards.map((c) => c.frozen)).toEqual([true, false]);
    const ok = await accountInfo('wd_ok');
    expect(ok).toMatchObject({ minWithdrawal: 100, maxWithdrawal: 50_000, remainingTransactionTimes: 5, maxTransactionTimes: 5 });
    expect(ok.eWallets[0]?.eWallets).toHaveLength(1);
    expect(ok.virtualWallets).toHaveLength(1);
    const limit = await accountInfo('wd_limit');
    expect(limit.remainingTransactionTimes).toBe(0);
    expect((await accountInfo('wd_empty')).bankCards).toEqual([]);
  });

  it('answers settings, fee and turnover status (A/D, I with the table, N)', async () => {
    const settings = (await p.call<WithdrawSettings>('GET', '/wps/relay/MCSFE_getWithdrawSettings', { token: await tokenOf('wd_ok') })).body.value;
    expect(settings).toMatchObject({ allowWithdraw: 'Y', allowWithdrawNow: 'Y', withdrawDateFrom: '00:00', withdrawDateTo: '00:00', mobileVerificationType: 'NONE' });
    // Upstream's per-withdrawal limits, the same as the account info's (demo: 100-50,000).
    expect(settings).toMatchObject({ minimumAmount: 100, maximumAmount: 50000 });
    const fee = async (username: string, amount: number, merchant = 'demo') =>
      (await p.call<WithdrawCharges>('GET', '/wps/relay/MCSFE_getCalculatedWithdrawCharges', { merchant, token: await tokenOf(username, merchant), query: { withdrawAmount: amount } })).body.value;
    expect(await fee('wd_ok', 1000)).toEqual({ fee: 0, freeRemaining: 2, ratePercent: 1 });
    expect(await fee('wd_limit', 1000)).toEqual({ fee: 10, freeRemaining: 0, ratePercent: 1 });
    expect(await fee('wd_ok', 1000, 'mono')).toEqual({ fee: 20, freeRemaining: 0, ratePercent: 2 });
    const turnover = async (username: string) => (await p.call<WithdrawTurnover>('GET', '/wps/relay/MCSFE_getTurnoverInfo', { token: await tokenOf(username) })).body.value;
    expect((await turnover('wd_ok')).status).toBe('D');
    expect((await turnover('wd_empty')).status).toBe('A');
    const unmet = await turnover('wd_turnover');
    expect(unmet.status).toBe('I');
    expect(unmet.details).toEqual([
      { gameType: 'SLOT', requiredTurnover: 2000, actualTurnover: 500, source: 'deposit' },
      { gameType: 'LIVE', requiredTurnover: 1000, actualTurnover: 1000, source: 'deposit' },
    ]);
    expect((await turnover('wd_promo')).status).toBe('N');
  });
});

describe('withdraw submit', () => {
  it('refuses with each catalogued error and moves nothing', async () => {
    const before = balanceCents(ctx.db, userId('wd_ok'));
    const cases: [string, Parameters<typeof withdraw>[1], string, Record<string, unknown>?][] = [
      ['wd_noinfo', {}, 'required_member_information_incomplete', { data: ['payeeName'] }],
      ['wd_nopass', {}, 'member.fundpassword.not.set'],
      ['wd_ok', { password: 'Wrong999' }, 'member.fundpassword.wrong', { field: 'password' }],
      ['wd_ok', { bankCardId: 999_999 }, 'bankcard.not.found'],
      ['wd_ok', { amount: 99.99 }, 'withdraw.amount.min', { min: 100 }],
      ['wd_ok', { amount: 50_000.01 }, 'withdraw.amount.max', { max: 50_000 }],
      ['wd_ok', { amount: 100.001 }, 'withdraw.amount.invalid'],
      ['wd_limit', {}, 'withdraw.count.exceeded', { maxCount: 5 }],
      ['wd_nodeposit', {}, 'required_deposit_amount_not_reached', { required: 100, deposited: 0 }],
      ['wd_turnover', {}, 'withdraw_turnover_not_enough'],
      ['wd_promo', {}, 'promotion_turnover_not_enough'],
      ['wd_ok', { amount: 40_000 }, 'balance.insufficient'],
      ['wd_empty', {}, 'bankcard.not.found'],
    ];
    for (const [username, payload, code, value] of cases) {
      const res = await withdraw(username, payload);
      expect(res.body.errorCode, `${username} ${JSON.stringify(payload)}`).toBe(code);
      if (value) expect(res.body.value).toMatchObject(value);
    }
    const frozenCard = (await accountInfo('wd_frozen')).bankCards.find((c) => c.frozen)?.bankCardId;
    expect((await withdraw('wd_frozen', { bankCardId: frozenCard })).body.errorCode).toBe('bank_card_is_frozen');
    expect(balanceCents(ctx.db, userId('wd_ok'))).toBe(before);
    expect(ctx.db.prepare("SELECT COUNT(*) AS n FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE u.username IN ('wd_ok', 'wd_noinfo', 'wd_nopass', 'wd_frozen', 'wd_nodeposit', 'wd_turnover', 'wd_promo')").get()).toEqual({ n: 0 });
  });

  it('refuses a trial account and a method the merchant does not offer', async () => {
    const trial = (await p.login('free01', 'Free@1234')).token;
    const res = await p.encrypted('POST', '/wps/v2/transaction/withdraw', { amount: 150, bankCardId: 1, idempotencyKey: newKey() }, { token: trial });
    expect(res.body.errorCode).toBe('permission.trial.denied');
    const wallet = (await accountInfo('wd_ok')).eWallets[0]?.eWallets[0]?.walletId;
    expect((await withdraw('wd_ok', { bankCardId: wallet, withdrawType: 'EW' }, 'mono')).body.errorCode).toBe('function.not.available');
  });

  it('skips the funds password where the merchant says so (mono WDRAWNOPASSVERIF3), and refuses decimals there', async () => {
    expect((await withdraw('wd_nopass', { password: undefined, amount: 50.5 }, 'mono')).body.errorCode).toBe('withdraw.amount.invalid');
    const res = await withdraw('wd_nopass', { password: undefined, amount: 100 }, 'mono');
    expect(res.body.success).toBe(true);
    expect(res.body.value.record).toMatchObject({ amount: 100, fee: 2, state: 1 });
  });

  it('refuses outside the service window, and says so in the settings', async () => {
    // START_TIME is 19:00:30 in the merchant's time (UTC+7).
    overrideWithdrawRules('demo', { windowFrom: '09:00', windowTo: '18:00' });
    try {
      const settings = (await p.call<WithdrawSettings>('GET', '/wps/relay/MCSFE_getWithdrawSettings', { token: await tokenOf('wd_ok') })).body.value;
      expect(settings).toMatchObject({ allowWithdraw: 'Y', allowWithdrawNow: 'N', withdrawDateFrom: '09:00', withdrawDateTo: '18:00' });
      const res = await withdraw('wd_ok', {});
      expect(res.body.errorCode).toBe('withdraw.outside.window');
      expect(res.body.value).toMatchObject({ from: '09:00', to: '18:00' });
    } finally {
      overrideWithdrawRules('demo', null);
    }
  });

  it('debits amount and fee in one transaction, writes a pending withdrawal, and a repeated key moves nothing', async () => {
    const id = userId('wd_ok', 'mono');
    const before = balanceCents(ctx.db, id);
    const key = newKey();
    const first = await withdraw('wd_ok', { amount: 500, password: undefined, idempotencyKey: key }, 'mono');
    expect(first.body.value).toMatchObject({ replayed: false, record: { amount: 500, fee: 10, state: 1 }, balance: (before - 51_000) / 100 });
    const again = await withdraw('wd_ok', { amount: 500, password: undefined, idempotencyKey: key }, 'mono');
    expect(again.body.value).toMatchObject({ replayed: true, record: first.body.value.record });
    expect(balanceCents(ctx.db, id)).toBe(before - 51_000);
    const rows = ctx.db.prepare('SELECT tx_type, amount_cents FROM ledger WHERE ref_kind = ? AND ref_id = ?').all('withdraw', first.body.value.record.withdrawId);
    expect(rows).toEqual([
      { tx_type: TX.WITHDRAW, amount_cents: -50_000 },
      { tx_type: TX.WITHDRAW_FEE, amount_cents: -1_000 },
    ]);
  });

  it('50 concurrent withdrawals of the whole balance: exactly one accepted, the balance never below zero, the audit clean', async () => {
    const id = userId('wd_ok');
    const whole = balanceCents(ctx.db, id) / 100; // first of the day: free, so amount = balance
    await tokenOf('wd_ok');
    const card = (await accountInfo('wd_ok')).bankCards[0]?.bankCardId;
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw('wd_ok', { amount: whole, bankCardId: card })));
    const accepted = results.filter((r) => r.body.success);
    expect(accepted).toHaveLength(1);
    // Each funds-password check counts as a failure until it is known right, so beyond the lock's
    // threshold the checks still in flight are refused as locked: never an overdraft.
    const refusals = new Set(results.filter((r) => !r.body.success).map((r) => r.body.errorCode));
    expect(refusals.has('balance.insufficient')).toBe(true);
    for (const code of refusals) expect(['balance.insufficient', 'member.fundpassword.locked']).toContain(code);
    expect(balanceCents(ctx.db, id)).toBe(0);
    expect(await audit()).toMatchObject({ negative: 0, mismatches: [] });
  });

  it('approves once (no movement) and rejects once (amount and fee come back in one row)', async () => {
    const id = userId('wd_frozen');
    const start = balanceCents(ctx.db, id);
    const a = (await withdraw('wd_frozen', { amount: 200 })).body.value.record;
    const b = (await withdraw('wd_frozen', { amount: 300 })).body.value.record;
    const c = (await withdraw('wd_frozen', { amount: 400 })).body.value.record;
    expect(c.fee).toBe(4); // third of the day: 1 %
    const approve = (withdrawId: string) => p.call<WithdrawRecord>('POST', '/__dev/withdraw/approve', { merchant: null, body: { withdrawId } });
    const reject = (withdrawId: string) => p.call<WithdrawRecord>('POST', '/__dev/withdraw/reject', { merchant: null, body: { withdrawId, remark: 'Card closed' } });
    expect((await approve(a.withdrawId)).body.value.state).toBe(2);
    expect((await approve(a.withdrawId)).body.errorCode).toBe('withdraw.not.pending');
    const afterApprove = balanceCents(ctx.db, id);
    expect(afterApprove).toBe(start - 90_400);
    expect((await reject(c.withdrawId)).body.value).toMatchObject({ state: 3, remark: 'Card closed' });
    expect((await reject(c.withdrawId)).body.errorCode).toBe('withdraw.not.pending');
    expect((await approve(c.withdrawId)).body.errorCode).toBe('withdraw.not.pending');
    expect(balanceCents(ctx.db, id)).toBe(afterApprove + 40_400);
    expect((await approve('nope')).body.errorCode).toBe('not.found');
    expect(b.state).toBe(1);
    expect(await audit()).toMatchObject({ negative: 0, mismatches: [] });
  });
});

describe('withdraw report', () => {
  it('pages 10 at a time over the range, newest first, the footer summing the whole filtered range', async () => {
    const token = await tokenOf('wd_hist');
    const rules = withdrawRules('demo');
    const today = merchantDayStart(p.clock.now, rules.utcOffsetMinutes);
    const report = async (query: Record<string, number>) => (await p.call<WithdrawReport>('GET', '/wps/relay/MCSFE_getWithdrawTransactionReport', { token, query })).body.value;
    const all = { startDate: today - 30 * 86_400_000, endDate: p.clock.now };
    const pages = [await report({ ...all, page: 1 }), await report({ ...all, page: 2 }), await report({ ...all, page: 3 })];
    expect(pages.map((r) => r.records.length)).toEqual([10, 10, WD_HIST_COUNT - 20]);
    const rows = pages.flatMap((r) => r.records);
    expect(rows.map((r) => r.withdrawDate)).toEqual([...rows.map((r) => r.withdrawDate)].sort((x, y) => y - x));
    const sum = rows.reduce((s, r) => s + Math.round(r.amount * 100), 0) / 100;
    expect(pages[0]?.footer[0]).toMatchObject({ amount: sum, count: WD_HIST_COUNT });
    expect(pages[0]?.totalCount).toBe(WD_HIST_COUNT);
    const todayOnly = await report({ startDate: today, endDate: p.clock.now });
    expect(todayOnly.totalCount).toBe(3);
    const yesterday = await report({ startDate: today - 86_400_000, endDate: today - 1 });
    expect(yesterday.totalCount).toBe(4);
    const rejected = await report({ ...all, state: 3 });
    expect(rejected.records.every((r) => r.state === 3)).toBe(true);
    expect(rejected.footer[0]?.amount).toBe(rejected.records.reduce((s, r) => s + Math.round(r.amount * 100), 0) / 100);
    const empty = (await p.call<WithdrawReport>('GET', '/wps/relay/MCSFE_getWithdrawTransactionReport', { token: await tokenOf('wd_empty'), query: all })).body.value;
    expect(empty).toMatchObject({ records: [], totalCount: 0, footer: [{ amount: 0, fee: 0, count: 0 }] });
  });
});
