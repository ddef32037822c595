// The ledger (issue 11): the only way money moves in the reference platform. Every movement is one
// row with its transaction type; a member's balance is the sum of their rows, and users.balance_cents
// is a cache the database refuses to move any other way (see migration 8's triggers). Each movement
// runs in one SQLite transaction: the overdraft check, the row and the cache update commit together
// or not at all, and a repeated idempotency key returns the first row instead of moving twice.
import { ApiError } from './contract';
import type { Db } from './db/database';

/**
 * Transaction types: the codes the account records list and filter by (the records screen reads the
 * list from the platform, never a copy). `direction` says whether the type credits or debits.
 */
export const TX_TYPES = [
  { id: 1001, name: 'OPENING_BALANCE', direction: 'in' },
  { id: 2001, name: 'DEPOSIT', direction: 'in' },
  { id: 2002, name: 'DEPOSIT_BONUS', direction: 'in' },
  { id: 3001, name: 'WITHDRAW', direction: 'out' },
  { id: 3002, name: 'WITHDRAW_FEE', direction: 'out' },
  { id: 3003, name: 'WITHDRAW_RETURNED', direction: 'in' },
  { id: 4001, name: 'BET', direction: 'out' },
  { id: 4002, name: 'PAYOUT', direction: 'in' },
  { id: 5001, name: 'REWARD', direction: 'in' },
  { id: 5002, name: 'REBATE', direction: 'in' },
  { id: 5003, name: 'MISSION_REWARD', direction: 'in' },
  { id: 5004, name: 'REFERRAL_INCOME', direction: 'in' },
  { id: 6001, name: 'TRANSFER_TO_UPLINE', direction: 'out' },
  { id: 6002, name: 'TRANSFER_FROM_DOWNLINE', direction: 'in' },
  { id: 6003, name: 'AGENT_TRANSFER_OUT', direction: 'out' },
  { id: 6004, name: 'AGENT_TRANSFER_IN', direction: 'in' },
  { id: 6005, name: 'DIVIDEND_PAYOUT', direction: 'in' },
  { id: 6006, name: 'SALARY_PAYOUT', direction: 'in' },
  { id: 6007, name: 'AGENT_REBATE', direction: 'in' },
] as const;

export type TxTypeName = (typeof TX_TYPES)[number]['name'];

/** Code by name: `TX.DEPOSIT` is 2001. */
export const TX = Object.fromEntries(TX_TYPES.map((t) => [t.name, t.id])) as { readonly [K in TxTypeName]: number };

export interface Movement {
  userId: number;
  merchantCode: string;
  txType: number;
  /** Signed: credits positive, debits negative; never zero. */
  amountCents: number;
  /** What the movement belongs to, e.g. `deposit` + its order number. */
  refKind?: string;
  refId?: string;
  /** A repeated key for the same user moves nothing and returns the first row. */
  idempotencyKey?: string;
  remark?: string;
  at: number;
}

export interface LedgerRow {
  id: number;
  user_id: number;
  merchant_code: string;
  tx_type: number;
  amount_cents: number;
  balance_after_cents: number;
  ref_kind: string | null;
  ref_id: string | null;
  idempotency_key: string | null;
  remark: string | null;
  created_at: number;
}

export interface Posted {
  row: LedgerRow;
  /** True when the idempotency key had already moved money: nothing happened this time. */
  replayed: boolean;
}

const KNOWN_TYPES = new Set<number>(TX_TYPES.map((t) => t.id));

export function balanceCents(db: Db, userId: number): number {
  return (db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS sum FROM ledger WHERE user_id = ?').get(userId) as { sum: number }).sum;
}

function postInside(db: Db, m: Movement): Posted {
  if (!KNOWN_TYPES.has(m.txType)) throw new Error(`ledger: unknown transaction type ${m.txType}`);
  if (!Number.isSafeInteger(m.amountCents) || m.amountCents === 0) throw new Error(`ledger: amount must be a non-zero whole number of cents, got ${m.amountCents}`);
  if (m.idempotencyKey !== undefined) {
    const earlier = db.prepare('SELECT * FROM ledger WHERE user_id = ? AND idempotency_key = ?').get(m.userId, m.idempotencyKey) as LedgerRow | undefined;
    if (earlier) return { row: earlier, replayed: true };
  }
  const before = balanceCents(db, m.userId);
  const after = before + m.amountCents;
  if (after < 0) throw new ApiError('balance.insufficient', 'The balance does not cover this amount.', { balance: before / 100, required: -m.amountCents / 100 });
  const info = db
    .prepare(
      'INSERT INTO ledger (user_id, merchant_code, tx_type, amount_cents, balance_after_cents, ref_kind, ref_id, idempotency_key, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(m.userId, m.merchantCode, m.txType, m.amountCents, after, m.refKind ?? null, m.refId ?? null, m.idempotencyKey ?? null, m.remark ?? null, m.at);
  db.prepare('UPDATE users SET balance_cents = ? WHERE id = ?').run(after, m.userId);
  return { row: db.prepare('SELECT * FROM ledger WHERE id = ?').get(info.lastInsertRowid) as LedgerRow, replayed: false };
}

/**
 * Posts one movement in its own transaction (or inside the caller's, when one is open: SQLite nests
 * it as a savepoint). Throws ApiError `balance.insufficient` when a debit would overdraw.
 */
export function postMovement(db: Db, movement: Movement): Posted {
  return db.transaction(() => postInside(db, movement))();
}

/**
 * Posts several movements (e.g. a transfer's debit and credit) atomically: all of them or none.
 */
export function postMovements(db: Db, movements: readonly Movement[]): Posted[] {
  return db.transaction(() => movements.map((m) => postInside(db, m)))();
}

export interface LedgerMismatch {
  userId: number;
  merchantCode: string;
  username: string;
  balanceCents: number;
  ledgerCents: number;
}

/** Every account whose cached balance differs from its ledger sum (empty when the books hold). */
export function ledgerMismatches(db: Db): LedgerMismatch[] {
  return db
    .prepare(
      `SELECT u.id AS userId, u.merchant_code AS merchantCode, u.username, u.balance_cents AS balanceCents, COALESCE(SUM(l.amount_cents), 0) AS ledgerCents
       FROM users u LEFT JOIN ledger l ON l.user_id = u.id GROUP BY u.id HAVING balanceCents <> ledgerCents`,
    )
    .all() as LedgerMismatch[];
}

/** Accounts the audit covered and their total, for the dev audit's reply. */
export function ledgerTotals(db: Db): { accounts: number; negative: number } {
  const accounts = (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  const negative = (db.prepare('SELECT COUNT(*) AS n FROM (SELECT user_id, SUM(amount_cents) AS s FROM ledger GROUP BY user_id HAVING s < 0)').get() as { n: number }).n;
  return { accounts, negative };
}
