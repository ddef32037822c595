// The ledger: the only way money moves in the reference platform. Every movement is one
// row with its transaction type; a member's balance is the sum of their rows, and users.balance_cents
// is a cache the database refuses to move any other way (see migration 8's triggers). Each movement
// runs in one SQLite transaction: the overdraft check, the row and the cache update commit together
// or not at all, and a repeated ledger key returns the first row instead of moving twice.
//
// Ledger keys are the platform's own: `ledgerKey(operation, ...ids)` from the operation
// and the server's ids of its order, never a string a client chose. A client's request id only
// finds its order again (withdrawals.idempotency_key, upline_transfers.request_id, …). A key
// seen before is a replay only when the earlier row is the same movement (type, amount, reference);
// anything else is refused, so no key can stand in for another movement.
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

/** The operations that move money; each leg of an order has its own. */
export type LedgerOperation =
  | 'deposit'
  | 'deposit-bonus'
  | 'withdraw'
  | 'withdraw-fee'
  | 'withdraw-returned'
  | 'reward'
  | 'rebate'
  | 'mission'
  | 'agent-rebate'
  | 'upline-out'
  | 'upline-in'
  | 'redrain-out'
  | 'redrain-in'
  | 'dividend'
  | 'bet'
  | 'payout';

declare const ledgerKeyBrand: unique symbol;
/** A ledger key: made only by ledgerKey(), from an operation and the platform's own ids. */
export type LedgerKey = string & { readonly [ledgerKeyBrand]: true };

/** The key of one leg of one order: `withdraw-fee:W00000012`. Ids are the server's, so no client can name one. */
export function ledgerKey(operation: LedgerOperation, ...ids: ReadonlyArray<string | number>): LedgerKey {
  if (ids.length === 0) throw new Error(`ledger: a ${operation} key needs the order's id`);
  return [operation, ...ids.map(String)].join(':') as LedgerKey;
}

/**
 * A client's request id (idempotency key): it only finds the client's own earlier order of the
 * same operation again. Letters, digits, `.`, `_` and `-`, 8 to 64 of them (the contract says so
 * too): never a `:`, so it cannot look like a ledger key.
 */
export const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export interface Movement {
  userId: number;
  merchantCode: string;
  txType: number;
  /** Signed: credits positive, debits negative; never zero. */
  amountCents: number;
  /** What the movement belongs to, e.g. `deposit` + its order number. */
  refKind?: string;
  refId?: string;
  /** A repeated key for the same user moves nothing and returns the first row, if that row is this movement. */
  key?: LedgerKey;
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
  /** True when the key had already moved this money: nothing happened this time. */
  replayed: boolean;
}

const KNOWN_TYPES = new Set<number>(TX_TYPES.map((t) => t.id));

export function balanceCents(db: Db, userId: number): number {
  return (db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS sum FROM ledger WHERE user_id = ?').get(userId) as { sum: number }).sum;
}

function postInside(db: Db, m: Movement): Posted {
  if (!KNOWN_TYPES.has(m.txType)) throw new Error(`ledger: unknown transaction type ${m.txType}`);
  if (!Number.isSafeInteger(m.amountCents) || m.amountCents === 0) throw new Error(`ledger: amount must be a non-zero whole number of cents, got ${m.amountCents}`);
  if (m.key !== undefined) {
    const earlier = db.prepare('SELECT * FROM ledger WHERE user_id = ? AND idempotency_key = ?').get(m.userId, m.key) as LedgerRow | undefined;
    if (earlier) {
      const same = earlier.tx_type === m.txType && earlier.amount_cents === m.amountCents && earlier.ref_kind === (m.refKind ?? null) && earlier.ref_id === (m.refId ?? null);
      if (!same) throw new Error(`ledger: key ${m.key} already moved a different amount or type (row ${earlier.id}); refused`);
      return { row: earlier, replayed: true };
    }
  }
  const before = balanceCents(db, m.userId);
  const after = before + m.amountCents;
  if (after < 0) throw new ApiError('balance.insufficient', 'The balance does not cover this amount.', { balance: before / 100, required: -m.amountCents / 100 });
  const info = db
    .prepare(
      'INSERT INTO ledger (user_id, merchant_code, tx_type, amount_cents, balance_after_cents, ref_kind, ref_id, idempotency_key, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(m.userId, m.merchantCode, m.txType, m.amountCents, after, m.refKind ?? null, m.refId ?? null, m.key ?? null, m.remark ?? null, m.at);
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

/** What an order's own debit rows took from the account, in cents (positive). */
export function debitedBy(db: Db, userId: number, refKind: string, refId: string): number {
  const row = db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS s FROM ledger WHERE user_id = ? AND ref_kind = ? AND ref_id = ? AND amount_cents < 0').get(userId, refKind, refId) as { s: number };
  return -row.s;
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

/** An order whose ledger rows do not add up to what the order says moved. */
export interface OrderMismatch {
  kind: 'deposit' | 'withdraw' | 'upline-transfer' | 'redrain' | 'reward' | 'dividend';
  id: string;
  userId: number;
  expectedCents: number;
  ledgerCents: number;
}

/**
 * Reconciles every order with its own ledger rows (the audit's second half): an approved deposit
 * credited exactly its amount and bonus and a pending or rejected one nothing; a withdrawal took its
 * amount and fee, and a rejected one gave them back; a transfer to the upline and a red rain took from
 * the sender exactly what each receiver got; a claimed reward and a paid dividend credited their
 * amount once. A row that stood in for another movement shows here
 * even when every balance equals its rows.
 */
export function orderMismatches(db: Db): OrderMismatch[] {
  const sums = `(SELECT COALESCE(SUM(l.amount_cents), 0) FROM ledger l WHERE l.user_id = o.user_id AND l.ref_kind = ? AND l.ref_id = o.id_)`;
  const out: OrderMismatch[] = [];
  const collect = (kind: OrderMismatch['kind'], sql: string, ...args: unknown[]) => {
    for (const r of db.prepare(`SELECT * FROM (${sql}) WHERE expectedCents <> ledgerCents`).all(...args) as Omit<OrderMismatch, 'kind'>[]) out.push({ kind, ...r });
  };
  collect(
    'deposit',
    `SELECT o.id_ AS id, o.user_id AS userId, CASE WHEN o.state = 3 THEN o.amount_cents + o.reimbursement_cents + o.bonus_cents ELSE 0 END AS expectedCents, ${sums} AS ledgerCents
     FROM (SELECT deposit_id AS id_, * FROM deposits) o`,
    'deposit',
  );
  collect(
    'withdraw',
    `SELECT o.id_ AS id, o.user_id AS userId, CASE WHEN o.state = 3 THEN 0 ELSE -(o.amount_cents + o.fee_cents) END AS expectedCents, ${sums} AS ledgerCents
     FROM (SELECT withdraw_id AS id_, * FROM withdrawals) o`,
    'withdraw',
  );
  for (const [kind, table, sender, total] of [
    ['upline-transfer', 'upline_transfers', 'user_id', 'amount_cents'],
    ['redrain', 'red_rain_transfers', 'agent_id', 'total_cents'],
  ] as const) {
    collect(
      kind,
      `SELECT o.transfer_id AS id, o.${sender} AS userId, -o.${total} AS expectedCents,
         (SELECT COALESCE(SUM(l.amount_cents), 0) FROM ledger l WHERE l.user_id = o.${sender} AND l.ref_kind = ? AND l.ref_id = o.transfer_id AND l.amount_cents < 0) AS ledgerCents
       FROM ${table} o`,
      kind,
    );
    collect(
      kind,
      `SELECT o.transfer_id AS id, o.${sender} AS userId, o.${total} AS expectedCents,
         (SELECT COALESCE(SUM(l.amount_cents), 0) FROM ledger l WHERE l.user_id <> o.${sender} AND l.ref_kind = ? AND l.ref_id = o.transfer_id AND l.amount_cents > 0) AS ledgerCents
       FROM ${table} o`,
      kind,
    );
  }
  // A claimed reward credited its amount once, an unclaimed one nothing; a paid dividend its amount.
  collect(
    'reward',
    `SELECT o.id_ AS id, o.user_id AS userId, CASE WHEN o.claimed_at IS NULL THEN 0 ELSE o.amount_cents END AS expectedCents, ${sums} AS ledgerCents
     FROM (SELECT reward_id AS id_, * FROM rewards) o`,
    'reward',
  );
  collect(
    'dividend',
    `SELECT o.id_ AS id, o.user_id AS userId, CASE WHEN o.state = 'PAID' THEN o.amount_cents ELSE 0 END AS expectedCents, ${sums} AS ledgerCents
     FROM (SELECT CAST(id AS TEXT) AS id_, * FROM dividends) o`,
    'dividend',
  );
  return out;
}
