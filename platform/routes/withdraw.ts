// Withdraw (issue 11): the method tabs, the member's accounts and what is left today, the settings
// and service window, the fee, the turnover status, the encrypted submit, the withdrawal report and
// the dev approve/reject. Money moves only through the ledger: a withdrawal debits amount and fee in
// the same SQLite transaction that writes it, so concurrent submits can never overdraw and a
// repeated idempotency key returns the first withdrawal without moving anything.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  DevWithdrawDecision,
  WithdrawAccountInfo,
  WithdrawCharges,
  WithdrawChargesQuery,
  WithdrawMethods,
  WithdrawRecord,
  WithdrawReply,
  WithdrawReport,
  WithdrawReportQuery,
  WithdrawRequest,
  WithdrawSettings,
  WithdrawTurnover,
} from '../../src/api/contract.generated';
import { type PlatformContext, type Session } from '../context';
import type { Db } from '../db/database';
import { securitySettings } from '../db/seed-security';
import { merchantDayStart, withdrawIdFor, withdrawRules, type WithdrawRules } from '../db/seed-withdraw';
import { authedRoute, route, type AreaOptions } from '../http';
import { balanceCents, debitedBy, ledgerKey, type Movement, postMovement, postMovements, TX } from '../ledger';
import { verifyFundPassword } from '../guesses';
import { maskCardNumber } from './security';

export const WITHDRAW_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

type WithdrawType = 'BC' | 'EW' | 'VW';

interface WithdrawalRow {
  id: number;
  withdraw_id: string;
  user_id: number;
  merchant_code: string;
  withdraw_type: string;
  account_label: string | null;
  amount_cents: number;
  fee_cents: number;
  state: number;
  remark: string | null;
  idempotency_key: string | null;
  created_at: number;
}

const MINUTES_PER_DAY = 24 * 60;

function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Whether `at` is inside the window (HH:mm, merchant time); the same time twice means all day; a window may cross midnight. */
export function insideWindow(at: number, from: string, to: string, utcOffsetMinutes: number): boolean {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === end) return true;
  const minute = ((Math.floor(at / 60_000) + utcOffsetMinutes) % MINUTES_PER_DAY + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The fee of a withdrawal given how many the member made today: free while under freePerDay. */
export function feeCents(amountCents: number, countToday: number, rules: Pick<WithdrawRules, 'freePerDay' | 'feeBasisPoints'>): number {
  if (countToday < rules.freePerDay) return 0;
  return Math.round((amountCents * rules.feeBasisPoints) / 10_000);
}

const toMajor = (cents: number): number => cents / 100;

/** Today's withdrawals that count (pending and approved; a rejected one gives its place back). */
function today(db: Db, userId: number, rules: WithdrawRules, now: number): { count: number; cents: number } {
  const start = merchantDayStart(now, rules.utcOffsetMinutes);
  const row = db
    .prepare('SELECT COUNT(*) AS count, COALESCE(SUM(amount_cents), 0) AS cents FROM withdrawals WHERE user_id = ? AND created_at >= ? AND state != ?')
    .get(userId, start, WITHDRAW_STATE.rejected) as { count: number; cents: number };
  return row;
}

function turnoverOf(db: Db, userId: number): WithdrawTurnover {
  const rows = db.prepare('SELECT source, game_type, required_cents, actual_cents FROM withdraw_turnover WHERE user_id = ? ORDER BY id').all(userId) as {
    source: 'deposit' | 'promotion';
    game_type: string;
    required_cents: number;
    actual_cents: number;
  }[];
  const unmet = rows.filter((r) => r.actual_cents < r.required_cents);
  const status = rows.length === 0 ? 'A' : unmet.length === 0 ? 'D' : unmet.some((r) => r.source === 'promotion') ? 'N' : 'I';
  return {
    status,
    details: rows.map((r) => ({ gameType: r.game_type, requiredTurnover: toMajor(r.required_cents), actualTurnover: toMajor(r.actual_cents), source: r.source })),
  };
}

function depositedCents(db: Db, userId: number): number {
  return (db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS sum FROM ledger WHERE user_id = ? AND tx_type = ?').get(userId, TX.DEPOSIT) as { sum: number }).sum;
}

function toRecord(row: WithdrawalRow): WithdrawRecord {
  return {
    withdrawId: row.withdraw_id,
    withdrawDate: row.created_at,
    withdrawType: (['BC', 'EW', 'VW'].includes(row.withdraw_type) ? row.withdraw_type : 'BC') as WithdrawType,
    accountLabel: row.account_label ?? '',
    amount: toMajor(row.amount_cents),
    fee: toMajor(row.fee_cents),
    state: (row.state === 2 || row.state === 3 ? row.state : 1) as 1 | 2 | 3,
    remark: row.remark,
  };
}

interface Destination {
  id: number;
  label: string;
  frozen: boolean;
}

function destinationOf(ctx: PlatformContext, session: Session, type: WithdrawType, id: number): Destination {
  if (type === 'BC') {
    const row = ctx.db.prepare('SELECT id, bank_code, card_number, frozen FROM bank_cards WHERE id = ? AND user_id = ?').get(id, session.user.id) as
      | { id: number; bank_code: string; card_number: string; frozen: number }
      | undefined;
    if (!row) throw new ApiError('bankcard.not.found', undefined, { field: 'bankCardId' });
    const bankName = securitySettings(session.user.merchant_code).banks.find((b) => b.bankCode === row.bank_code)?.bankName ?? row.bank_code;
    return { id: row.id, label: `${bankName} ${maskCardNumber(row.card_number)}`, frozen: row.frozen === 1 };
  }
  const row = ctx.db.prepare('SELECT id, name, address, frozen FROM withdraw_wallets WHERE id = ? AND user_id = ? AND kind = ?').get(id, session.user.id, type === 'EW' ? 'E' : 'V') as
    | { id: number; name: string; address: string; frozen: number }
    | undefined;
  if (!row) throw new ApiError('bankcard.not.found', undefined, { field: 'bankCardId' });
  return { id: row.id, label: `${row.name} ${row.address}`, frozen: row.frozen === 1 };
}

function methodOpen(rules: WithdrawRules, merchantCode: string, type: WithdrawType): boolean {
  if (!rules.allowWithdraw) return false;
  const group = type === 'BC' ? 'B' : type === 'EW' ? 'E' : 'V';
  if (!rules.methods.some((m) => m.methodGroupType === group)) return false;
  return type !== 'BC' || securitySettings(merchantCode).normalBankWithdrawalSwitch === 'Y';
}

function amountCentsOf(amount: number, rules: WithdrawRules): number {
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6) throw new ApiError('withdraw.amount.invalid', undefined, { field: 'amount' });
  if (!rules.allowDecimal && cents % 100 !== 0) throw new ApiError('withdraw.amount.invalid', undefined, { field: 'amount' });
  if (rules.fixedOnly && !rules.fixedAmounts.some((a) => Math.round(a * 100) === cents)) throw new ApiError('withdraw.amount.invalid', undefined, { field: 'amount' });
  return cents;
}

export const withdrawRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  authedRoute<unknown, null, WithdrawMethods>(app, ctx, { id: 'withdrawMethods', refuse: ['free-play'] }, ({ session }) => {
    const rules = withdrawRules(session.user.merchant_code);
    if (!rules.allowWithdraw) throw new ApiError('function.not.available');
    return rules.methods.filter((m) => methodOpen(rules, session.user.merchant_code, m.withdrawType)).map((m) => ({ ...m }));
  });

  authedRoute<{ groupId?: number }, null, WithdrawAccountInfo>(app, ctx, { id: 'withdrawAccountInfo', refuse: ['free-play'] }, ({ session, query }) => {
    const code = session.user.merchant_code;
    const rules = withdrawRules(code);
    const banks = securitySettings(code).banks;
    const cards = ctx.db.prepare('SELECT id, bank_code, card_number, payee_name, frozen FROM bank_cards WHERE user_id = ? ORDER BY id').all(session.user.id) as {
      id: number;
      bank_code: string;
      card_number: string;
      payee_name: string;
      frozen: number;
    }[];
    const wallets = ctx.db.prepare('SELECT id, kind, group_id, name, address, frozen FROM withdraw_wallets WHERE user_id = ? ORDER BY id').all(session.user.id) as {
      id: number;
      kind: 'E' | 'V';
      group_id: number;
      name: string;
      address: string;
      frozen: number;
    }[];
    const wallet = (w: (typeof wallets)[number]) => ({ walletId: w.id, name: w.name, address: w.address, frozen: w.frozen === 1 });
    const groups = [...new Set(wallets.filter((w) => w.kind === 'E' && (query.groupId === undefined || query.groupId === 0 || w.group_id === query.groupId)).map((w) => w.group_id))];
    const used = today(ctx.db, session.user.id, rules, ctx.now());
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ? AND state = ?').get(session.user.id, WITHDRAW_STATE.approved) as { n: number }).n;
    return {
      bankCards: securitySettings(code).normalBankWithdrawalSwitch === 'Y'
        ? cards.map((c) => ({
            bankCardId: c.id,
            bankCode: c.bank_code,
            bankName: banks.find((b) => b.bankCode === c.bank_code)?.bankName ?? c.bank_code,
            cardNumber: maskCardNumber(c.card_number),
            payeeName: c.payee_name,
            frozen: c.frozen === 1,
          }))
        : [],
      virtualWallets: wallets.filter((w) => w.kind === 'V').map(wallet),
      eWallets: groups.map((groupId) => ({ groupId, eWallets: wallets.filter((w) => w.kind === 'E' && w.group_id === groupId).map(wallet) })),
      maxCardCount: securitySettings(code).maxCardCount,
      maxVirtualWalletCount: rules.maxVirtualWalletCount,
      remainingWithdrawAmount: toMajor(Math.max(0, rules.dailyMaxCents - used.cents)),
      remainingTransactionTimes: Math.max(0, rules.dailyMaxCount - used.count),
      maxTransactionTimes: rules.dailyMaxCount,
      minWithdrawal: toMajor(rules.minCents),
      maxWithdrawal: toMajor(rules.maxCents),
      totalWithdrawSuccessCount: total,
    };
  });

  authedRoute<unknown, null, WithdrawSettings>(app, ctx, 'withdrawSettings', ({ session }) => {
    const code = session.user.merchant_code;
    const rules = withdrawRules(code);
    const now = insideWindow(ctx.now(), rules.windowFrom, rules.windowTo, rules.utcOffsetMinutes);
    return {
      allowWithdraw: rules.allowWithdraw ? 'Y' : 'N',
      allowWithdrawNow: rules.allowWithdraw && now ? 'Y' : 'N',
      withdrawDateFrom: rules.windowFrom,
      withdrawDateTo: rules.windowTo,
      utcOffsetMinutes: rules.utcOffsetMinutes,
      fixedAmountFlag: rules.fixedOnly,
      fixedWithdrawAmounts: [...rules.fixedAmounts],
      amountLimitFlag: true,
      allowDecimal: rules.allowDecimal,
      dailyWithdrawMaxCount: rules.dailyMaxCount,
      mobileVerificationType: 'NONE',
      precautionNote: rules.precautionNote,
      normalBankWithdrawalSwitch: securitySettings(code).normalBankWithdrawalSwitch,
      virtualWalletWithdrawalSwitch: rules.methods.some((m) => m.methodGroupType === 'V') ? 'Y' : 'N',
      urlToContact: rules.urlToContact,
      // Upstream's per-withdrawal limits: the same as the account info's.
      minimumAmount: toMajor(rules.minCents),
      maximumAmount: toMajor(rules.maxCents),
    };
  });

  authedRoute<WithdrawChargesQuery, null, WithdrawCharges>(app, ctx, 'withdrawCharges', ({ session, query }) => {
    const rules = withdrawRules(session.user.merchant_code);
    const used = today(ctx.db, session.user.id, rules, ctx.now());
    return {
      fee: toMajor(feeCents(Math.round(query.withdrawAmount * 100), used.count, rules)),
      freeRemaining: Math.max(0, rules.freePerDay - used.count),
      ratePercent: rules.feeBasisPoints / 100,
    };
  });

  authedRoute<unknown, null, WithdrawTurnover>(app, ctx, 'withdrawTurnover', ({ session }) => turnoverOf(ctx.db, session.user.id));

  authedRoute<unknown, WithdrawRequest, WithdrawReply>(app, ctx, { id: 'withdraw', refuse: ['free-play'] }, async ({ session, merchant, body }) => {
    const userId = session.user.id;
    const code = session.user.merchant_code;
    const rules = withdrawRules(code);
    const type: WithdrawType = body.withdrawType ?? 'BC';
    // A repeated key answers with the first withdrawal before any other check: the first attempt
    // may have used the last place of the day.
    const earlier = ctx.db.prepare('SELECT * FROM withdrawals WHERE user_id = ? AND idempotency_key = ?').get(userId, body.idempotencyKey) as WithdrawalRow | undefined;
    if (earlier) return { record: toRecord(earlier), balance: toMajor(balanceCents(ctx.db, userId)), replayed: true };

    if (!methodOpen(rules, code, type)) throw new ApiError('function.not.available');
    if (!insideWindow(ctx.now(), rules.windowFrom, rules.windowTo, rules.utcOffsetMinutes)) throw new ApiError('withdraw.outside.window', undefined, { from: rules.windowFrom, to: rules.windowTo });
    const destination = destinationOf(ctx, session, type, body.bankCardId);
    const member = ctx.db.prepare('SELECT payee_name, fund_password_hash FROM users WHERE id = ?').get(userId) as { payee_name: string | null; fund_password_hash: string | null };
    const missing = member.payee_name === null ? ['payeeName'] : [];
    if (missing.length > 0) throw new ApiError('required_member_information_incomplete', undefined, { data: missing });
    if (merchant.flags.WDRAWNOPASSVERIF3 !== true) {
      if (member.fund_password_hash === null) throw new ApiError('member.fundpassword.not.set');
      await verifyFundPassword(ctx, { id: userId, merchant_code: code, fund_password_hash: member.fund_password_hash }, body.password ?? '', 'password');
    }
    if (destination.frozen) throw new ApiError('bank_card_is_frozen', undefined, { field: 'bankCardId' });
    const amountCents = amountCentsOf(body.amount, rules);
    if (amountCents < rules.minCents) throw new ApiError('withdraw.amount.min', undefined, { field: 'amount', min: toMajor(rules.minCents) });
    if (amountCents > rules.maxCents) throw new ApiError('withdraw.amount.max', undefined, { field: 'amount', max: toMajor(rules.maxCents) });

    // From here on everything is synchronous and in one transaction: the count, the turnover, the
    // balance and the debit see the same state, whatever else is in flight.
    const now = ctx.now();
    const done = ctx.db.transaction((): { row: WithdrawalRow; replayed: boolean } => {
      const again = ctx.db.prepare('SELECT * FROM withdrawals WHERE user_id = ? AND idempotency_key = ?').get(userId, body.idempotencyKey) as WithdrawalRow | undefined;
      if (again) return { row: again, replayed: true };
      const used = today(ctx.db, userId, rules, now);
      if (used.count >= rules.dailyMaxCount) throw new ApiError('withdraw.count.exceeded', undefined, { maxCount: rules.dailyMaxCount });
      if (used.cents + amountCents > rules.dailyMaxCents) throw new ApiError('withdraw.amount.max', undefined, { field: 'amount', max: toMajor(Math.max(0, rules.dailyMaxCents - used.cents)) });
      const deposited = depositedCents(ctx.db, userId);
      if (deposited < rules.requiredDepositCents) throw new ApiError('required_deposit_amount_not_reached', undefined, { required: toMajor(rules.requiredDepositCents), deposited: toMajor(deposited) });
      const turnover = turnoverOf(ctx.db, userId);
      if (turnover.status === 'N') throw new ApiError('promotion_turnover_not_enough');
      if (turnover.status === 'I') throw new ApiError('withdraw_turnover_not_enough');
      const fee = feeCents(amountCents, used.count, rules);
      const balance = balanceCents(ctx.db, userId);
      if (balance < amountCents + fee) throw new ApiError('balance.insufficient', undefined, { balance: toMajor(balance), required: toMajor(amountCents + fee) });
      const next = ((ctx.db.prepare('SELECT MAX(id) AS id FROM withdrawals').get() as { id: number | null }).id ?? 0) + 1;
      const withdrawId = withdrawIdFor(code, 10_000_000 + next);
      ctx.db
        .prepare(
          `INSERT INTO withdrawals (withdraw_id, user_id, merchant_code, withdraw_type, bank_card_id, account_label, amount_cents, fee_cents, state, remark, idempotency_key, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
        )
        .run(withdrawId, userId, code, type, destination.id, destination.label, amountCents, fee, WITHDRAW_STATE.pending, body.idempotencyKey, now, now);
      // The legs are keyed by the withdrawal the platform just numbered; the client's key only finds
      // this order again (above).
      const legs: Movement[] = [{ userId, merchantCode: code, txType: TX.WITHDRAW, amountCents: -amountCents, refKind: 'withdraw', refId: withdrawId, key: ledgerKey('withdraw', withdrawId), at: now }];
      if (fee > 0) legs.push({ userId, merchantCode: code, txType: TX.WITHDRAW_FEE, amountCents: -fee, refKind: 'withdraw', refId: withdrawId, key: ledgerKey('withdraw-fee', withdrawId), at: now });
      postMovements(ctx.db, legs);
      return { row: ctx.db.prepare('SELECT * FROM withdrawals WHERE withdraw_id = ?').get(withdrawId) as WithdrawalRow, replayed: false };
    })();
    return { record: toRecord(done.row), balance: toMajor(balanceCents(ctx.db, userId)), replayed: done.replayed };
  });

  authedRoute<WithdrawReportQuery, null, WithdrawReport>(app, ctx, 'withdrawReport', ({ session, query }) => {
    const page = query.page ?? 1;
    const size = query.size ?? 10;
    const filter = `user_id = ? AND created_at >= ? AND created_at <= ?${query.state === undefined ? '' : ' AND state = ?'}`;
    const args: number[] = [session.user.id, query.startDate, query.endDate, ...(query.state === undefined ? [] : [query.state])];
    const rows = ctx.db.prepare(`SELECT * FROM withdrawals WHERE ${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, size, (page - 1) * size) as WithdrawalRow[];
    const sums = ctx.db.prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(amount_cents), 0) AS amount, COALESCE(SUM(fee_cents), 0) AS fee FROM withdrawals WHERE ${filter}`).get(...args) as {
      count: number;
      amount: number;
      fee: number;
    };
    return { records: rows.map(toRecord), totalCount: sums.count, page, size, footer: [{ amount: toMajor(sums.amount), fee: toMajor(sums.fee), count: sums.count }] };
  });

  const decide = (body: DevWithdrawDecision, state: 2 | 3): WithdrawRecord =>
    ctx.db.transaction((): WithdrawRecord => {
      const row = ctx.db.prepare('SELECT * FROM withdrawals WHERE withdraw_id = ?').get(body.withdrawId) as WithdrawalRow | undefined;
      if (!row) throw new ApiError('not.found', `No withdrawal ${body.withdrawId}.`);
      if (row.state !== WITHDRAW_STATE.pending) throw new ApiError('withdraw.not.pending');
      const now = ctx.now();
      ctx.db.prepare('UPDATE withdrawals SET state = ?, remark = ?, updated_at = ? WHERE id = ?').run(state, body.remark ?? row.remark, now, row.id);
      // A rejection returns exactly what this order's own rows took (amount and fee), nothing else.
      const debited = debitedBy(ctx.db, row.user_id, 'withdraw', row.withdraw_id);
      if (state === WITHDRAW_STATE.rejected && debited > 0) {
        postMovement(ctx.db, {
          userId: row.user_id,
          merchantCode: row.merchant_code,
          txType: TX.WITHDRAW_RETURNED,
          amountCents: debited,
          refKind: 'withdraw',
          refId: row.withdraw_id,
          key: ledgerKey('withdraw-returned', row.withdraw_id),
          at: now,
        });
      }
      return toRecord(ctx.db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(row.id) as WithdrawalRow);
    })();

  route<unknown, DevWithdrawDecision, WithdrawRecord>(app, ctx, 'devWithdrawApprove', ({ body }) => decide(body, WITHDRAW_STATE.approved));
  route<unknown, DevWithdrawDecision, WithdrawRecord>(app, ctx, 'devWithdrawReject', ({ body }) => decide(body, WITHDRAW_STATE.rejected));
};
