// Agents' rebate rows: the defaults an agent gives new downlines, and the team rebate income rows
// (each paid by one ledger row) with their report.
import type { Db } from '../db/database';

export interface IncomeRowDb {
  id: number;
  product_type: string;
  via: string;
  team_valid_bet_cents: number;
  rate_diff: number;
  income_cents: number;
  created_at: number;
}

/** One income row as it is booked, before the ledger pays it. */
export interface NewIncome {
  agentId: number;
  merchantCode: string;
  productType: string;
  viaId: number;
  teamValidBetCents: number;
  rateDiff: number;
  incomeCents: number;
  createdAt: number;
}

/** The income report's filter: the agent, [startDate, endDate] and one product type when given. */
export interface IncomeFilter {
  agentId: number;
  startDate: number;
  endDate: number;
  productType?: string | undefined;
}

export function defaultRates(db: Db, agentId: number): { product_type: string; rate: number }[] {
  return db.prepare('SELECT product_type, rate FROM rebate_defaults WHERE user_id = ?').all(agentId) as { product_type: string; rate: number }[];
}

/** Sets the agent's default rate for one product. */
export function setDefaultRate(db: Db, agentId: number, productType: string, rate: number): void {
  db.prepare('INSERT INTO rebate_defaults (user_id, product_type, rate) VALUES (?, ?, ?) ON CONFLICT (user_id, product_type) DO UPDATE SET rate = excluded.rate').run(agentId, productType, rate);
}

/** Returns the income row's id. */
export function insertIncome(db: Db, row: NewIncome): number {
  const info = db
    .prepare('INSERT INTO rebate_income (user_id, merchant_code, product_type, via_user_id, team_valid_bet_cents, rate_diff, income_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(row.agentId, row.merchantCode, row.productType, row.viaId, row.teamValidBetCents, row.rateDiff, row.incomeCents, row.createdAt);
  return Number(info.lastInsertRowid);
}

/** The ledger row that paid an income row. */
export function setIncomeLedgerId(db: Db, id: number, ledgerId: number): void {
  db.prepare('UPDATE rebate_income SET ledger_id = ? WHERE id = ?').run(ledgerId, id);
}

/** One page of the agent's income rows, latest first (with the name of the account each came through), and the sums of the filter. */
export function incomePage(
  db: Db,
  filter: IncomeFilter,
  page: number,
  size: number,
): { rows: IncomeRowDb[]; totals: { n: number; bets: number; income: number } } {
  const where = ['r.user_id = ?', 'r.created_at >= ?', 'r.created_at <= ?'];
  const params: (number | string)[] = [filter.agentId, filter.startDate, filter.endDate];
  if (filter.productType !== undefined) {
    where.push('r.product_type = ?');
    params.push(filter.productType);
  }
  const clause = where.join(' AND ');
  const totals = db
    .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(team_valid_bet_cents), 0) AS bets, COALESCE(SUM(income_cents), 0) AS income FROM rebate_income r WHERE ${clause}`)
    .get(...params) as { n: number; bets: number; income: number };
  const rows = db
    .prepare(
      `SELECT r.id, r.product_type, u.username AS via, r.team_valid_bet_cents, r.rate_diff, r.income_cents, r.created_at
       FROM rebate_income r JOIN users u ON u.id = r.via_user_id WHERE ${clause} ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, size, (page - 1) * size) as IncomeRowDb[];
  return { rows, totals };
}
