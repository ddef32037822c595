// Contracts and dividends: agents' contract offers (the pending one, the one in force, the
// processed history, answering an offer) and the dividend rows of the contract in force (settling a
// period, the payable sum, the report, a payout's mark), and the team profit a period's dividend is
// computed from.
import type { Contract, DividendRecord } from '../../src/api/contract.generated';
import type { ContractRow } from '../contracts';
import type { Db } from '../db/database';

export interface DividendRow {
  id: number;
  user_id: number;
  merchant_code: string;
  contract_id: number;
  period_start: number;
  period_end: number;
  team_profit_cents: number;
  rate: number;
  amount_cents: number;
  state: DividendRecord['state'];
  paid_at: number | null;
}

/** A settled period's row, as it is first written (unpaid). */
export interface NewDividend {
  userId: number;
  merchantCode: string;
  contractId: number;
  periodStart: number;
  periodEnd: number;
  teamProfitCents: number;
  rate: number;
  amountCents: number;
  state: DividendRecord['state'];
}

/** The member's newest contract of a kind in a status (by when it was made). */
export function newest(db: Db, userId: number, type: Contract['contractType'], status: Contract['status']): ContractRow | undefined {
  return db.prepare('SELECT * FROM contracts WHERE user_id = ? AND contract_type = ? AND status = ? ORDER BY created_at DESC, id DESC LIMIT 1').get(userId, type, status) as
    | ContractRow
    | undefined;
}

/** The latest offer of a kind still waiting for an answer (the agent's home prompts, by row order). */
export function latestPending(db: Db, userId: number, type: Contract['contractType']): ContractRow | undefined {
  return db.prepare("SELECT * FROM contracts WHERE user_id = ? AND contract_type = ? AND status = 'PENDING' ORDER BY id DESC LIMIT 1").get(userId, type) as ContractRow | undefined;
}

/** Every answered contract of a kind, latest answer first. */
export function history(db: Db, userId: number, type: Contract['contractType']): ContractRow[] {
  return db
    .prepare("SELECT * FROM contracts WHERE user_id = ? AND contract_type = ? AND status != 'PENDING' ORDER BY COALESCE(processed_at, created_at) DESC, id DESC")
    .all(userId, type) as ContractRow[];
}

/** One of the member's own contracts. */
export function ownContract(db: Db, id: number, userId: number): ContractRow | undefined {
  return db.prepare('SELECT * FROM contracts WHERE id = ? AND user_id = ?').get(id, userId) as ContractRow | undefined;
}

/** Answers a pending offer (a contract already answered stays as it was). */
export function answer(db: Db, id: number, status: Contract['status'], at: number): void {
  db.prepare("UPDATE contracts SET status = ?, processed_at = ? WHERE id = ? AND status = 'PENDING'").run(status, at, id);
}

/** Settled stakes less wins of the given members over [start, end]. */
export function profitCents(db: Db, userIds: readonly number[], start: number, end: number): number {
  const row = db
    .prepare(`SELECT COALESCE(SUM(bet_cents - win_cents), 0) AS profit FROM bets WHERE settled = 1 AND settled_at BETWEEN ? AND ? AND user_id IN (${userIds.map(() => '?').join(',')})`)
    .get(start, end, ...userIds) as { profit: number };
  return row.profit;
}

/** Writes a settled period once: a period that has its row keeps it. */
export function insertDividend(db: Db, d: NewDividend): void {
  db.prepare(
    `INSERT OR IGNORE INTO dividends (user_id, merchant_code, contract_id, period_start, period_end, team_profit_cents, rate, amount_cents, state, paid_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
  ).run(d.userId, d.merchantCode, d.contractId, d.periodStart, d.periodEnd, d.teamProfitCents, d.rate, d.amountCents, d.state);
}

/** What the member's settled, unpaid dividends add up to. */
export function payableCents(db: Db, userId: number): number {
  return (db.prepare("SELECT COALESCE(SUM(amount_cents), 0) AS n FROM dividends WHERE user_id = ? AND state = 'PENDING'").get(userId) as { n: number }).n;
}

/** One page of the member's dividends whose period ended in [from, to], latest first, and the sums of them all. */
export function dividendPage(
  db: Db,
  filter: { userId: number; merchantCode: string; from: number; to: number },
  page: number,
  size: number,
): { rows: DividendRow[]; totals: { total: number; amount: number; paid: number } } {
  const where = 'FROM dividends WHERE user_id = ? AND merchant_code = ? AND period_end BETWEEN ? AND ?';
  const params = [filter.userId, filter.merchantCode, filter.from, filter.to];
  const totals = db
    .prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(amount_cents), 0) AS amount, COALESCE(SUM(CASE WHEN state = 'PAID' THEN amount_cents ELSE 0 END), 0) AS paid ${where}`)
    .get(...params) as { total: number; amount: number; paid: number };
  const rows = db.prepare(`SELECT * ${where} ORDER BY period_end DESC, id DESC LIMIT ? OFFSET ?`).all(...params, size, (page - 1) * size) as DividendRow[];
  return { rows, totals };
}

export function ownDividend(db: Db, id: number, userId: number, merchantCode: string): DividendRow | undefined {
  return db.prepare('SELECT * FROM dividends WHERE id = ? AND user_id = ? AND merchant_code = ?').get(id, userId, merchantCode) as DividendRow | undefined;
}

/** Marks a pending dividend paid; false when it was not pending (paid already). */
export function markPaid(db: Db, id: number, at: number): boolean {
  return db.prepare("UPDATE dividends SET state = 'PAID', paid_at = ? WHERE id = ? AND state = 'PENDING'").run(at, id).changes === 1;
}
