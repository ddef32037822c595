// Invite friends and missions: the member's referral code, the friends who registered with it and
// what they brought, the mission period's valid bets and leaderboard, and the milestones claimed.
import type { Db } from '../db/database';

/** A friend as the referral list shows them: whether they deposited, and what the inviter earned on them. */
export interface ReferralRow {
  id: number;
  username: string;
  reg_date: number;
  deposited: number;
  reward: number;
}

/** A claimed milestone, with the ledger row that paid it. */
export interface NewMissionClaim {
  userId: number;
  merchantCode: string;
  milestoneId: string;
  periodStart: number;
  rewardCents: number;
  ledgerId: number;
  claimedAt: number;
}

/** A period [start, end) of settled bets. */
export interface Period {
  start: number;
  end: number;
}

export function referralCode(db: Db, userId: number): string | null {
  return (db.prepare('SELECT affiliate_code FROM users WHERE id = ?').get(userId) as { affiliate_code: string | null }).affiliate_code;
}

/** Sets the member's code while it has none and no account of the merchant uses it; false otherwise. */
export function claimReferralCode(db: Db, userId: number, merchantCode: string, code: string): boolean {
  const info = db.prepare('UPDATE users SET affiliate_code = ? WHERE id = ? AND affiliate_code IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE merchant_code = ? AND affiliate_code = ?)').run(
    code,
    userId,
    merchantCode,
    code,
  );
  return info.changes === 1;
}

export function referralCount(db: Db, inviterId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM referrals WHERE inviter_id = ?').get(inviterId) as { n: number }).n;
}

/** One page of the member's friends, latest first (`txTypes`: the ledger's deposit and referral income types). */
export function referralPage(db: Db, inviterId: number, txTypes: { deposit: number; income: number }, limit: number, offset: number): ReferralRow[] {
  return db
    .prepare(
      `SELECT r.id, u.username, u.reg_date,
           EXISTS (SELECT 1 FROM ledger d WHERE d.user_id = u.id AND d.tx_type = ?) AS deposited,
           (SELECT COALESCE(SUM(i.amount_cents), 0) FROM ledger i WHERE i.user_id = r.inviter_id AND i.tx_type = ? AND i.ref_kind = 'referral' AND i.ref_id = CAST(u.id AS TEXT)) AS reward
         FROM referrals r JOIN users u ON u.id = r.invitee_id WHERE r.inviter_id = ?
         ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
    )
    .all(txTypes.deposit, txTypes.income, inviterId, limit, offset) as ReferralRow[];
}

/** The sum and count of the member's ledger rows of one type. */
export function ledgerIncome(db: Db, userId: number, txType: number): { s: number; n: number } {
  return db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS s, COUNT(*) AS n FROM ledger WHERE user_id = ? AND tx_type = ?').get(userId, txType) as { s: number; n: number };
}

/** The member's latest ten ledger rows of one type. */
export function latestIncome(db: Db, userId: number, txType: number): { amount_cents: number; created_at: number }[] {
  return db
    .prepare('SELECT amount_cents, created_at FROM ledger WHERE user_id = ? AND tx_type = ? ORDER BY created_at DESC, id DESC LIMIT 10')
    .all(userId, txType) as { amount_cents: number; created_at: number }[];
}

/**
 * Each ranked member's settled valid bets (each bet of at least `minBetCents`) in the period,
 * highest first (ties: the earlier account); accounts of `excludedType` (free play) are not ranked.
 */
export function board(db: Db, merchantCode: string, period: Period, minBetCents: number, excludedType: number): { user_id: number; username: string; score: number }[] {
  return db
    .prepare(
      `SELECT u.id AS user_id, u.username, SUM(b.valid_bet_cents) AS score FROM bets b JOIN users u ON u.id = b.user_id
       WHERE b.merchant_code = ? AND b.settled = 1 AND b.settled_at >= ? AND b.settled_at < ? AND b.valid_bet_cents >= ? AND u.type <> ?
       GROUP BY u.id HAVING score > 0 ORDER BY score DESC, u.reg_date ASC, u.id ASC`,
    )
    .all(merchantCode, period.start, period.end, minBetCents, excludedType) as { user_id: number; username: string; score: number }[];
}

/** The member's settled valid bets in the period, counting bets of at least `minBetCents`. */
export function validBetCents(db: Db, userId: number, period: Period, minBetCents: number): number {
  return (
    db
      .prepare('SELECT COALESCE(SUM(valid_bet_cents), 0) AS s FROM bets WHERE user_id = ? AND settled = 1 AND settled_at >= ? AND settled_at < ? AND valid_bet_cents >= ?')
      .get(userId, period.start, period.end, minBetCents) as { s: number }
  ).s;
}

/** The milestones the member claimed in the period starting at `periodStart`. */
export function claimedMilestones(db: Db, userId: number, periodStart: number): string[] {
  return (db.prepare('SELECT milestone_id FROM mission_claims WHERE user_id = ? AND period_start = ?').all(userId, periodStart) as { milestone_id: string }[]).map((r) => r.milestone_id);
}

export function claimedCents(db: Db, userId: number, periodStart: number): number {
  return (db.prepare('SELECT COALESCE(SUM(reward_cents), 0) AS s FROM mission_claims WHERE user_id = ? AND period_start = ?').get(userId, periodStart) as { s: number }).s;
}

/** Records a claim once: a milestone claimed in the period keeps its first row. */
export function insertMissionClaim(db: Db, c: NewMissionClaim): void {
  db.prepare('INSERT OR IGNORE INTO mission_claims (user_id, merchant_code, milestone_id, period_start, reward_cents, ledger_id, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    c.userId,
    c.merchantCode,
    c.milestoneId,
    c.periodStart,
    c.rewardCents,
    c.ledgerId,
    c.claimedAt,
  );
}
