// Withdraw's rows and every statement the withdraw endpoints and staff decisions run: the members'
// withdrawals, their cards and wallets as withdraw reads them, and their turnover requirements.
import type { Db } from '../db/database';

export interface WithdrawalRow {
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

export interface WithdrawCardRow {
  id: number;
  bank_code: string;
  card_number: string;
  payee_name: string;
  frozen: number;
}

export interface WithdrawWalletRow {
  id: number;
  kind: 'E' | 'V';
  group_id: number;
  name: string;
  address: string;
  frozen: number;
}

export interface TurnoverRow {
  source: 'deposit' | 'promotion';
  game_type: string;
  required_cents: number;
  actual_cents: number;
}

export interface NewWithdrawal {
  withdrawId: string;
  userId: number;
  merchantCode: string;
  withdrawType: string;
  destinationId: number;
  accountLabel: string;
  amountCents: number;
  feeCents: number;
  state: number;
  idempotencyKey: string;
  createdAt: number;
}

/** Count and sum of a member's withdrawals since `since`, leaving out those in `exceptState`. */
export function usageSince(db: Db, userId: number, since: number, exceptState: number): { count: number; cents: number } {
  return db
    .prepare('SELECT COUNT(*) AS count, COALESCE(SUM(amount_cents), 0) AS cents FROM withdrawals WHERE user_id = ? AND created_at >= ? AND state != ?')
    .get(userId, since, exceptState) as { count: number; cents: number };
}

export function turnoverRows(db: Db, userId: number): TurnoverRow[] {
  return db.prepare('SELECT source, game_type, required_cents, actual_cents FROM withdraw_turnover WHERE user_id = ? ORDER BY id').all(userId) as TurnoverRow[];
}

/** What the ledger holds of one movement type for a member (the deposits a withdrawal requires). */
export function ledgerSum(db: Db, userId: number, txType: number): number {
  return (db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS sum FROM ledger WHERE user_id = ? AND tx_type = ?').get(userId, txType) as { sum: number }).sum;
}

export function card(db: Db, id: number, userId: number): Pick<WithdrawCardRow, 'id' | 'bank_code' | 'card_number' | 'frozen'> | undefined {
  return db.prepare('SELECT id, bank_code, card_number, frozen FROM bank_cards WHERE id = ? AND user_id = ?').get(id, userId) as
    | Pick<WithdrawCardRow, 'id' | 'bank_code' | 'card_number' | 'frozen'>
    | undefined;
}

export function wallet(db: Db, id: number, userId: number, kind: 'E' | 'V'): Pick<WithdrawWalletRow, 'id' | 'name' | 'address' | 'frozen'> | undefined {
  return db.prepare('SELECT id, name, address, frozen FROM withdraw_wallets WHERE id = ? AND user_id = ? AND kind = ?').get(id, userId, kind) as
    | Pick<WithdrawWalletRow, 'id' | 'name' | 'address' | 'frozen'>
    | undefined;
}

export function cards(db: Db, userId: number): WithdrawCardRow[] {
  return db.prepare('SELECT id, bank_code, card_number, payee_name, frozen FROM bank_cards WHERE user_id = ? ORDER BY id').all(userId) as WithdrawCardRow[];
}

export function wallets(db: Db, userId: number): WithdrawWalletRow[] {
  return db.prepare('SELECT id, kind, group_id, name, address, frozen FROM withdraw_wallets WHERE user_id = ? ORDER BY id').all(userId) as WithdrawWalletRow[];
}

/** The payee name and funds password a withdrawal needs. */
export function memberForWithdraw(db: Db, userId: number): { payee_name: string | null; fund_password_hash: string | null } {
  return db.prepare('SELECT payee_name, fund_password_hash FROM users WHERE id = ?').get(userId) as { payee_name: string | null; fund_password_hash: string | null };
}

export function countInState(db: Db, userId: number, state: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ? AND state = ?').get(userId, state) as { n: number }).n;
}

export function byIdempotencyKey(db: Db, userId: number, key: string): WithdrawalRow | undefined {
  return db.prepare('SELECT * FROM withdrawals WHERE user_id = ? AND idempotency_key = ?').get(userId, key) as WithdrawalRow | undefined;
}

export function byWithdrawId(db: Db, withdrawId: string): WithdrawalRow | undefined {
  return db.prepare('SELECT * FROM withdrawals WHERE withdraw_id = ?').get(withdrawId) as WithdrawalRow | undefined;
}

export function byId(db: Db, id: number): WithdrawalRow | undefined {
  return db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow | undefined;
}

/** The highest row id so far (0 with none): the serial of the next withdrawal's number. */
export function lastId(db: Db): number {
  return (db.prepare('SELECT MAX(id) AS id FROM withdrawals').get() as { id: number | null }).id ?? 0;
}

export function insert(db: Db, w: NewWithdrawal): void {
  db.prepare(
    `INSERT INTO withdrawals (withdraw_id, user_id, merchant_code, withdraw_type, bank_card_id, account_label, amount_cents, fee_cents, state, remark, idempotency_key, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
  ).run(w.withdrawId, w.userId, w.merchantCode, w.withdrawType, w.destinationId, w.accountLabel, w.amountCents, w.feeCents, w.state, w.idempotencyKey, w.createdAt, w.createdAt);
}

export function setDecision(db: Db, id: number, state: number, remark: string | null, now: number): void {
  db.prepare('UPDATE withdrawals SET state = ?, remark = ?, updated_at = ? WHERE id = ?').run(state, remark, now, id);
}

/** One page of a member's withdrawals in a time range (and state), newest first, and the sums of the whole filter. */
export function report(
  db: Db,
  filter: { userId: number; from: number; to: number; state?: number },
  page: number,
  size: number,
): { rows: WithdrawalRow[]; sums: { count: number; amount: number; fee: number } } {
  const where = `user_id = ? AND created_at >= ? AND created_at <= ?${filter.state === undefined ? '' : ' AND state = ?'}`;
  const args: number[] = [filter.userId, filter.from, filter.to, ...(filter.state === undefined ? [] : [filter.state])];
  const rows = db.prepare(`SELECT * FROM withdrawals WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, size, (page - 1) * size) as WithdrawalRow[];
  const sums = db.prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(amount_cents), 0) AS amount, COALESCE(SUM(fee_cents), 0) AS fee FROM withdrawals WHERE ${where}`).get(...args) as {
    count: number;
    amount: number;
    fee: number;
  };
  return { rows, sums };
}
