// Rewards' rows: the receiving centre's rewards, the manual rebate's claims with their lines per
// product type (and the settled valid bets they are computed from), and the transfers to the upline.
import type { RewardKind } from '../../src/api/contract.generated';
import type { Db } from '../db/database';

export interface RewardRow {
  id: number;
  reward_id: string;
  user_id: number;
  kind: RewardKind;
  name: string;
  amount_cents: number;
  created_at: number;
  expires_at: number;
  claimed_at: number | null;
}

export interface RebateClaimRow {
  rebate_id: string;
  claimed_at: number;
  valid_bet_cents: number;
  amount_cents: number;
}

export interface RebateClaimItemRow {
  product_type: string;
  valid_bet_cents: number;
  rate: number;
  amount_cents: number;
}

/** A manual rebate claim: what it covered up to, and its total. */
export interface NewRebateClaim {
  rebateId: string;
  userId: number;
  merchantCode: string;
  validBetCents: number;
  amountCents: number;
  upTo: number;
  claimedAt: number;
}

export interface UplineTransferRow {
  transfer_id: string;
  amount_cents: number;
  upline_id: number;
}

export interface NewUplineTransfer {
  transferId: string;
  userId: number;
  uplineId: number;
  merchantCode: string;
  amountCents: number;
  requestId: string;
  createdAt: number;
}

/** The member's rewards, soonest to expire first. */
export function rewardsOf(db: Db, userId: number): RewardRow[] {
  return db.prepare('SELECT * FROM rewards WHERE user_id = ? ORDER BY expires_at, id').all(userId) as RewardRow[];
}

export function reward(db: Db, rewardId: string, userId: number): RewardRow | undefined {
  return db.prepare('SELECT * FROM rewards WHERE reward_id = ? AND user_id = ?').get(rewardId, userId) as RewardRow | undefined;
}

/** Marks a reward claimed (a claimed reward keeps its first claim's instant). */
export function markClaimed(db: Db, id: number, at: number): void {
  db.prepare('UPDATE rewards SET claimed_at = ? WHERE id = ? AND claimed_at IS NULL').run(at, id);
}

/** Per kind of the member's rewards, how many are open (unclaimed and unexpired) at `now`. */
export function openCountsByKind(db: Db, userId: number, now: number): { kind: string; open: number }[] {
  return db
    .prepare('SELECT kind, SUM(CASE WHEN claimed_at IS NULL AND expires_at > ? THEN 1 ELSE 0 END) AS open FROM rewards WHERE user_id = ? GROUP BY kind')
    .all(now, userId) as { kind: string; open: number }[];
}

/** The member's latest rebate claim (the bets it covered end at up_to). */
export function lastRebateClaim(db: Db, userId: number): { rebate_id: string; up_to: number } | undefined {
  return db.prepare('SELECT rebate_id, up_to FROM rebate_claims WHERE user_id = ? ORDER BY up_to DESC, id DESC LIMIT 1').get(userId) as
    | { rebate_id: string; up_to: number }
    | undefined;
}

/** The member's settled valid bets per product type settled in (after, upTo]. */
export function validBetsByProduct(db: Db, userId: number, after: number, upTo: number): { productType: string; valid: number }[] {
  return db
    .prepare(
      'SELECT game_type AS productType, SUM(valid_bet_cents) AS valid FROM bets WHERE user_id = ? AND settled = 1 AND settled_at > ? AND settled_at <= ? GROUP BY game_type ORDER BY game_type',
    )
    .all(userId, after, upTo) as { productType: string; valid: number }[];
}

export function rebateClaimCount(db: Db, userId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM rebate_claims WHERE user_id = ?').get(userId) as { n: number }).n;
}

export function insertRebateClaim(db: Db, c: NewRebateClaim): void {
  db.prepare('INSERT INTO rebate_claims (rebate_id, user_id, merchant_code, valid_bet_cents, amount_cents, up_to, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    c.rebateId,
    c.userId,
    c.merchantCode,
    c.validBetCents,
    c.amountCents,
    c.upTo,
    c.claimedAt,
  );
}

/** One product type's line of a claim. */
export function insertRebateClaimItem(db: Db, rebateId: string, productType: string, validBetCents: number, rate: number, amountCents: number): void {
  db.prepare('INSERT INTO rebate_claim_items (rebate_id, product_type, valid_bet_cents, rate, amount_cents) VALUES (?, ?, ?, ?, ?)').run(rebateId, productType, validBetCents, rate, amountCents);
}

/** One page of the member's claims made in [from, to], latest first, and the sums of them all. */
export function rebateClaimPage(
  db: Db,
  filter: { userId: number; from: number; to: number },
  page: number,
  size: number,
): { rows: RebateClaimRow[]; totals: { n: number; amount: number; valid: number } } {
  const where = 'WHERE user_id = ? AND claimed_at >= ? AND claimed_at <= ?';
  const args = [filter.userId, filter.from, filter.to];
  const totals = db.prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS amount, COALESCE(SUM(valid_bet_cents), 0) AS valid FROM rebate_claims ${where}`).get(...args) as {
    n: number;
    amount: number;
    valid: number;
  };
  const rows = db.prepare(`SELECT * FROM rebate_claims ${where} ORDER BY claimed_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, size, (page - 1) * size) as RebateClaimRow[];
  return { rows, totals };
}

/** A claim's lines, by product type. */
export function rebateClaimItems(db: Db, rebateId: string): RebateClaimItemRow[] {
  return db.prepare('SELECT product_type, valid_bet_cents, rate, amount_cents FROM rebate_claim_items WHERE rebate_id = ? ORDER BY product_type').all(rebateId) as RebateClaimItemRow[];
}

/** The transfer a member's request id made, if any. */
export function uplineTransferByRequest(db: Db, userId: number, requestId: string): UplineTransferRow | undefined {
  return db.prepare('SELECT transfer_id, amount_cents, upline_id FROM upline_transfers WHERE user_id = ? AND request_id = ?').get(userId, requestId) as UplineTransferRow | undefined;
}

export function uplineTransferCount(db: Db, userId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM upline_transfers WHERE user_id = ?').get(userId) as { n: number }).n;
}

export function insertUplineTransfer(db: Db, t: NewUplineTransfer): void {
  db.prepare('INSERT INTO upline_transfers (transfer_id, user_id, upline_id, merchant_code, amount_cents, request_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    t.transferId,
    t.userId,
    t.uplineId,
    t.merchantCode,
    t.amountCents,
    t.requestId,
    t.createdAt,
  );
}
