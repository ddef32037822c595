// Deposit's rules shared by the member's endpoints (routes/deposit.ts) and staff's decisions
// (routes/dev.ts): the order states, the service hours, the merchant's settings, and approving or
// rejecting an order. Money moves only when staff approve, through the ledger, keyed by the order so
// a second approval moves nothing.
import type { DevDepositDecisionReply, DevDepositSettingsRequest } from '../src/api/contract.generated';
import { ApiError } from './contract';
import type { Db } from './db/database';
import { ledgerKey, type Movement, postMovements, TX } from './ledger';
import * as deposits from './repositories/deposit';

/** Deposit states (upstream i18n deposit_status_N). */
export const DEPOSIT_STATE = { CANCELLED: 2, SUCCESS: 3, PENDING: 4, PROCESSING: 5, REJECTED: 6, EXPIRED: 7 } as const;
/** States whose order the member may still act on (reference, slip, accelerate). */
export const OPEN_STATES: readonly number[] = [DEPOSIT_STATE.PENDING, DEPOSIT_STATE.PROCESSING];

export const toMoney = (c: number) => c / 100;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `now` lies inside from..to (merchant time); equal ends mean all day; to < from wraps past midnight. */
export function insideServiceHours(now: number, from: string, to: string, utcOffsetMinutes: number): boolean {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === end) return true;
  const local = (((Math.floor(now / 60_000) + utcOffsetMinutes) % 1440) + 1440) % 1440;
  return start < end ? local >= start && local < end : local >= start || local < end;
}

/** The merchant's deposit settings; a merchant with none takes deposits 08:00-23:00 at UTC+7. */
export function depositSettings(db: Db, merchantCode: string): deposits.DepositSettingsRow {
  return (
    deposits.settingsRow(db, merchantCode) ?? {
      allow_deposit: 1,
      service_from: '08:00',
      service_to: '23:00',
      utc_offset_minutes: 420,
      fixed_amounts: '[]',
    }
  );
}

/** Staff's change of a merchant's switch or service hours; what the request leaves out stays. */
export function changeDepositSettings(db: Db, body: DevDepositSettingsRequest): void {
  const s = depositSettings(db, body.merchantCode);
  deposits.saveSettings(db, body.merchantCode, {
    allow_deposit: body.allowDeposit === undefined ? s.allow_deposit : body.allowDeposit ? 1 : 0,
    service_from: body.serviceFrom ?? s.service_from,
    service_to: body.serviceTo ?? s.service_to,
    utc_offset_minutes: s.utc_offset_minutes,
    fixed_amounts: s.fixed_amounts,
  });
}

/** Staff approve an order: it credits the deposit and its bonus once; approving it again moves nothing. */
export function approveDeposit(db: Db, depositId: string, now: number): DevDepositDecisionReply {
  return db.transaction((): DevDepositDecisionReply => {
    const row = deposits.byDepositId(db, depositId);
    if (!row) throw new ApiError('not.found', `No deposit ${depositId}.`);
    const credited = row.requested_cents - row.charge_cents;
    const bonus = row.reimbursement_cents + row.bonus_cents;
    if (row.state === DEPOSIT_STATE.SUCCESS) return { depositId: row.deposit_id, state: 3, credited: toMoney(row.amount_cents), bonus: toMoney(bonus), replayed: true };
    if (!OPEN_STATES.includes(row.state)) throw new ApiError('deposit.state.invalid');
    const base = { userId: row.user_id, merchantCode: row.merchant_code, refKind: 'deposit', refId: row.deposit_id, at: now };
    const movements: Movement[] = [{ ...base, txType: TX.DEPOSIT, amountCents: credited, key: ledgerKey('deposit', row.deposit_id) }];
    if (bonus > 0) movements.push({ ...base, txType: TX.DEPOSIT_BONUS, amountCents: bonus, key: ledgerKey('deposit-bonus', row.deposit_id), remark: row.promotion_name ?? undefined });
    const posted = postMovements(db, movements);
    deposits.setApproved(db, row.id, DEPOSIT_STATE.SUCCESS, credited, now);
    return { depositId: row.deposit_id, state: 3, credited: toMoney(credited), bonus: toMoney(bonus), replayed: posted.every((p) => p.replayed) };
  })();
}

/** Staff reject an order: nothing moves; rejecting it again answers the same. */
export function rejectDeposit(db: Db, depositId: string, now: number): DevDepositDecisionReply {
  const row = deposits.byDepositId(db, depositId);
  if (!row) throw new ApiError('not.found', `No deposit ${depositId}.`);
  if (row.state === DEPOSIT_STATE.REJECTED) return { depositId: row.deposit_id, state: 6, credited: 0, bonus: 0, replayed: true };
  if (!OPEN_STATES.includes(row.state)) throw new ApiError('deposit.state.invalid');
  deposits.setState(db, row.id, DEPOSIT_STATE.REJECTED, now);
  return { depositId: row.deposit_id, state: 6, credited: 0, bonus: 0, replayed: false };
}
