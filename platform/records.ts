// Records: what the account records, betting records and profit-and-loss screens read,
// all of it straight from the ledger and the bets table, plus the one way a game round is played
// (simulated play and the seed share it). Amounts are cents inside, currency units on the wire.
import { ApiError, checkQueryLimits } from './contract';
import type { Db } from './db/database';
import { TX, TX_TYPES, postMovements } from './ledger';

/**
 * Transaction types the player's account records never show: the opening balance is the platform's
 * bookkeeping of an account created with money (migration 8), not something the player did.
 */
export const PLAYER_HIDDEN_TX: readonly number[] = [TX.OPENING_BALANCE];

/**
 * The agent view (`types=A`) hides, on top of the player's list, the game rounds (BET, PAYOUT): an
 * agent reads it for money in and out of the agency (deposits, withdrawals, transfers, commissions),
 * and every round would bury those rows.
 */
export const AGENT_HIDDEN_TX: readonly number[] = [...PLAYER_HIDDEN_TX, TX.BET, TX.PAYOUT];

export type RecordsView = 'A' | undefined;

export function hiddenTxTypes(view: RecordsView): readonly number[] {
  return view === 'A' ? AGENT_HIDDEN_TX : PLAYER_HIDDEN_TX;
}

/** The transaction types a view lists (and may filter by), in the ledger's order. */
export function visibleTxTypes(view: RecordsView): { id: number; name: string; direction: 'in' | 'out' }[] {
  const hidden = new Set(hiddenTxTypes(view));
  return TX_TYPES.filter((t) => !hidden.has(t.id)).map((t) => ({ id: t.id, name: t.name, direction: t.direction }));
}

/** Profit-and-loss groups of ledger types (besides the bets themselves). */
export const PNL_REWARD_TX: readonly number[] = [TX.DEPOSIT_BONUS, TX.REWARD, TX.MISSION_REWARD, TX.REFERRAL_INCOME];
export const PNL_REBATE_TX: readonly number[] = [TX.REBATE];

export interface Range {
  startDate: number;
  endDate: number;
}

/** The contract's range rule (checkQueryLimits), for callers that build a range themselves too. */
export function checkRange(range: Range): void {
  checkQueryLimits(range);
}

export interface Paging {
  page: number;
  size: number;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

const cents = (units: number): number => Math.round(units * 100);
const units = (c: number): number => c / 100;

// ---------------------------------------------------------------- account records

export interface TransactionFilter extends Range, Paging {
  txTypeId?: number;
  view: RecordsView;
}

interface LedgerListRow {
  id: number;
  tx_type: number;
  amount_cents: number;
  balance_after_cents: number;
  ref_id: string | null;
  created_at: number;
}

export function transactionPage(db: Db, userId: number, f: TransactionFilter) {
  checkRange(f);
  const hidden = hiddenTxTypes(f.view);
  const where = [`user_id = ?`, `created_at BETWEEN ? AND ?`, `tx_type NOT IN (${hidden.map(() => '?').join(', ')})`];
  const args: number[] = [userId, f.startDate, f.endDate, ...hidden];
  if (f.txTypeId !== undefined) {
    where.push('tx_type = ?');
    args.push(f.txTypeId);
  }
  const clause = where.join(' AND ');
  const totals = db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN amount_cents > 0 THEN amount_cents END), 0) AS inC, COALESCE(SUM(CASE WHEN amount_cents < 0 THEN -amount_cents END), 0) AS outC FROM ledger WHERE ${clause}`,
    )
    .get(...args) as { n: number; inC: number; outC: number };
  const rows = db
    .prepare(`SELECT id, tx_type, amount_cents, balance_after_cents, ref_id, created_at FROM ledger WHERE ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, f.size, (f.page - 1) * f.size) as LedgerListRow[];
  return {
    content: rows.map((r) => ({ id: r.id, txTypeId: r.tx_type, amount: units(r.amount_cents), balanceAfter: units(r.balance_after_cents), time: r.created_at, refId: r.ref_id })),
    pageNum: f.page,
    totalPages: pageCount(totals.n, f.size),
    totalElements: totals.n,
    footer: { totalIn: units(totals.inC), totalOut: units(totals.outC) },
  };
}

// ---------------------------------------------------------------- betting records

export interface BetFilter extends Range, Paging {
  accountType?: string;
}

interface BetListRow {
  bet_id: string;
  vendor: string;
  vendor_name: string | null;
  game_type: string;
  game_name: string;
  placed_at: number;
  bet_cents: number;
  valid_bet_cents: number;
  win_cents: number;
}

interface BetSums {
  n: number;
  bet: number;
  valid: number;
  win: number;
}

const SUMS = 'COUNT(*) AS n, COALESCE(SUM(b.bet_cents), 0) AS bet, COALESCE(SUM(b.valid_bet_cents), 0) AS valid, COALESCE(SUM(b.win_cents), 0) AS win';

function totalsOf(s: BetSums) {
  return { betAmount: units(s.bet), validBetting: units(s.valid), winAmount: units(s.win), profitAndLoss: units(s.win - s.bet) };
}

export function betPage(db: Db, userId: number, f: BetFilter) {
  checkRange(f);
  const where = ['b.user_id = ?', 'b.placed_at BETWEEN ? AND ?'];
  const args: (number | string)[] = [userId, f.startDate, f.endDate];
  if (f.accountType !== undefined) {
    where.push('b.vendor = ?');
    args.push(f.accountType);
  }
  const clause = where.join(' AND ');
  const sums = db.prepare(`SELECT ${SUMS} FROM bets b WHERE ${clause}`).get(...args) as BetSums;
  const rows = db
    .prepare(
      `SELECT b.bet_id, b.vendor, v.display_name AS vendor_name, b.game_type, b.game_name, b.placed_at, b.bet_cents, b.valid_bet_cents, b.win_cents
       FROM bets b LEFT JOIN vendors v ON v.merchant_code = b.merchant_code AND v.code = b.vendor
       WHERE ${clause} ORDER BY b.placed_at DESC, b.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, f.size, (f.page - 1) * f.size) as BetListRow[];
  return {
    content: rows.map((r) => ({
      betId: r.bet_id,
      accountType: r.vendor,
      vendorName: r.vendor_name ?? r.vendor,
      gameType: r.game_type,
      gameName: r.game_name,
      betTime: r.placed_at,
      betAmount: units(r.bet_cents),
      validBetting: units(r.valid_bet_cents),
      winAmount: units(r.win_cents),
      profitAndLoss: units(r.win_cents - r.bet_cents),
    })),
    pageNum: f.page,
    totalPages: pageCount(sums.n, f.size),
    totalElements: sums.n,
    footer: totalsOf(sums),
  };
}

export function betVendors(db: Db, merchantCode: string) {
  const rows = db.prepare('SELECT code, display_name, category FROM vendors WHERE merchant_code = ? ORDER BY sort').all(merchantCode) as { code: string; display_name: string; category: string }[];
  return { vendors: rows.map((r) => ({ accountType: r.code, name: r.display_name, gameType: r.category })) };
}

// ---------------------------------------------------------------- profit and loss

function ledgerSum(db: Db, userId: number, range: Range, types: readonly number[]): number {
  const row = db
    .prepare(`SELECT COALESCE(SUM(amount_cents), 0) AS s FROM ledger WHERE user_id = ? AND created_at BETWEEN ? AND ? AND tx_type IN (${types.map(() => '?').join(', ')})`)
    .get(userId, range.startDate, range.endDate, ...types) as { s: number };
  return row.s;
}

export function profitAndLoss(db: Db, userId: number, range: Range) {
  checkRange(range);
  const sums = db.prepare(`SELECT ${SUMS} FROM bets b WHERE b.user_id = ? AND b.placed_at BETWEEN ? AND ?`).get(userId, range.startDate, range.endDate) as BetSums;
  return {
    betCount: sums.n,
    ...totalsOf(sums),
    deposit: units(ledgerSum(db, userId, range, [TX.DEPOSIT])),
    withdrawal: units(-ledgerSum(db, userId, range, [TX.WITHDRAW, TX.WITHDRAW_RETURNED])),
    rewards: units(ledgerSum(db, userId, range, PNL_REWARD_TX)),
    rebates: units(ledgerSum(db, userId, range, PNL_REBATE_TX)),
  };
}

export function profitAndLossDetail(db: Db, userId: number, merchantCode: string, range: Range) {
  checkRange(range);
  const rows = db
    .prepare(
      `SELECT b.game_type, b.vendor, v.display_name AS vendor_name, ${SUMS}, MIN(COALESCE(v.sort, 1e9)) AS sort
       FROM bets b LEFT JOIN vendors v ON v.merchant_code = ? AND v.code = b.vendor
       WHERE b.user_id = ? AND b.placed_at BETWEEN ? AND ? GROUP BY b.game_type, b.vendor ORDER BY sort, b.vendor`,
    )
    .all(merchantCode, userId, range.startDate, range.endDate) as (BetSums & { game_type: string; vendor: string; vendor_name: string | null })[];
  return {
    content: rows.map((r) => ({ gameType: r.game_type, accountType: r.vendor, vendorName: r.vendor_name ?? r.vendor, betCount: r.n, ...totalsOf(r) })),
  };
}

// ---------------------------------------------------------------- playing a round

export interface Round {
  userId: number;
  merchantCode: string;
  /** The game played; without it the vendor's first game. */
  nodeId?: number;
  vendor?: string;
  betCents: number;
  validBetCents?: number;
  winCents: number;
  at: number;
}

export function toCents(amount: number, field: string): number {
  const c = cents(amount);
  if (Math.abs(amount * 100 - c) > 1e-6) throw new ApiError('request.invalid', `body.${field} must be a whole number of cents`);
  return c;
}

/**
 * One settled round: a bets row and its ledger rows (BET −bet, PAYOUT +win when it won) in one
 * transaction. A bet above the balance throws `balance.insufficient` and leaves nothing behind.
 */
export function playRound(db: Db, round: Round): { betId: string; balanceCents: number } {
  const game = (
    round.nodeId !== undefined
      ? db.prepare('SELECT node_id, name, vendor, category FROM games WHERE merchant_code = ? AND node_id = ?').get(round.merchantCode, round.nodeId)
      : db.prepare('SELECT node_id, name, vendor, category FROM games WHERE merchant_code = ? AND vendor = ? ORDER BY sort, node_id LIMIT 1').get(round.merchantCode, round.vendor ?? 'PG')
  ) as { node_id: number; name: string; vendor: string; category: string } | undefined;
  if (!game) throw new ApiError('not.found', round.nodeId !== undefined ? `No game ${round.nodeId}.` : `No vendor ${round.vendor ?? 'PG'}.`);
  if (round.betCents <= 0 || round.winCents < 0) throw new ApiError('request.invalid', 'body.bet must be above 0 and body.win not below 0');
  return db.transaction(() => {
    const next = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM bets').get() as { n: number }).n;
    const betId = `${round.merchantCode.toUpperCase()}-${game.vendor}-${String(next).padStart(6, '0')}`;
    db.prepare(
      'INSERT INTO bets (bet_id, user_id, merchant_code, vendor, game_type, game_name, node_id, bet_cents, valid_bet_cents, win_cents, settled, placed_at, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)',
    ).run(betId, round.userId, round.merchantCode, game.vendor, game.category, game.name, game.node_id, round.betCents, round.validBetCents ?? round.betCents, round.winCents, round.at, round.at);
    const base = { userId: round.userId, merchantCode: round.merchantCode, refKind: 'bet', refId: betId, at: round.at };
    const posted = postMovements(db, [
      { ...base, txType: TX.BET, amountCents: -round.betCents },
      ...(round.winCents > 0 ? [{ ...base, txType: TX.PAYOUT, amountCents: round.winCents }] : []),
    ]);
    return { betId, balanceCents: posted.at(-1)?.row.balance_after_cents ?? 0 };
  })();
}
