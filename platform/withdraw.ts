// Withdraw's rules shared by the member's endpoints (routes/withdraw.ts) and staff's decisions
// (routes/dev.ts): the states, the service window, the fee, what a member used today, the turnover
// status, and approving or rejecting a withdrawal. Money moves only through the ledger: a rejection
// returns exactly what the order's own rows took.
import type { DevWithdrawDecision, WithdrawRecord, WithdrawTurnover } from '../src/api/contract.generated';
import { ApiError } from './contract';
import type { Db } from './db/database';
import { merchantDayStart, type WithdrawRules } from './db/seed-withdraw';
import { debitedBy, ledgerKey, postMovement, TX } from './ledger';
import * as withdrawals from './repositories/withdraw';
import type { WithdrawalRow } from './repositories/withdraw';

export const WITHDRAW_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

export type WithdrawType = 'BC' | 'EW' | 'VW';

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

export const toMajor = (cents: number): number => cents / 100;

/** Today's withdrawals that count (pending and approved; a rejected one gives its place back). */
export function today(db: Db, userId: number, rules: WithdrawRules, now: number): { count: number; cents: number } {
  const start = merchantDayStart(now, rules.utcOffsetMinutes);
  return withdrawals.usageSince(db, userId, start, WITHDRAW_STATE.rejected);
}

export function turnoverOf(db: Db, userId: number): WithdrawTurnover {
  const rows = withdrawals.turnoverRows(db, userId);
  const unmet = rows.filter((r) => r.actual_cents < r.required_cents);
  const status = rows.length === 0 ? 'A' : unmet.length === 0 ? 'D' : unmet.some((r) => r.source === 'promotion') ? 'N' : 'I';
  return {
    status,
    details: rows.map((r) => ({ gameType: r.game_type, requiredTurnover: toMajor(r.required_cents), actualTurnover: toMajor(r.actual_cents), source: r.source })),
  };
}

export function toRecord(row: WithdrawalRow): WithdrawRecord {
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

/** Staff decide a pending withdrawal: approve keeps the debit; reject returns exactly what this order's own rows took. */
export function decideWithdrawal(db: Db, body: DevWithdrawDecision, state: 2 | 3, now: number): WithdrawRecord {
  return db.transaction((): WithdrawRecord => {
    const row = withdrawals.byWithdrawId(db, body.withdrawId);
    if (!row) throw new ApiError('not.found', `No withdrawal ${body.withdrawId}.`);
    if (row.state !== WITHDRAW_STATE.pending) throw new ApiError('withdraw.not.pending');
    withdrawals.setDecision(db, row.id, state, body.remark ?? row.remark, now);
    // A rejection returns exactly what this order's own rows took (amount and fee), nothing else.
    const debited = debitedBy(db, row.user_id, 'withdraw', row.withdraw_id);
    if (state === WITHDRAW_STATE.rejected && debited > 0) {
      postMovement(db, {
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
    return toRecord(withdrawals.byId(db, row.id) as WithdrawalRow);
  })();
}
