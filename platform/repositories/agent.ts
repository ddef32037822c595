// The agent home's team counters: how many of the given team members have an account, have signed
// in (ever, or within a range), have bet, and hold a live session.
import type { Db } from '../db/database';

function countTeam(db: Db, ids: readonly number[], where: string, ...params: unknown[]): number {
  const team = `u.id IN (${ids.map(() => '?').join(',')})`;
  return (db.prepare(`SELECT COUNT(*) AS n FROM users u WHERE ${team} ${where}`).get(...ids, ...params) as { n: number }).n;
}

export function countAccounts(db: Db, ids: readonly number[]): number {
  return countTeam(db, ids, '');
}

export function countEverSignedIn(db: Db, ids: readonly number[]): number {
  return countTeam(db, ids, 'AND u.last_login_at IS NOT NULL');
}

/** Whose last sign-in falls in [from, to). */
export function countSignedInBetween(db: Db, ids: readonly number[], from: number, to: number): number {
  return countTeam(db, ids, 'AND u.last_login_at >= ? AND u.last_login_at < ?', from, to);
}

/** Marked as having bet by the seed, or with any bet row. */
export function countHaveBet(db: Db, ids: readonly number[]): number {
  return countTeam(db, ids, 'AND (u.has_bet = 1 OR EXISTS (SELECT 1 FROM bets b WHERE b.user_id = u.id))');
}

/** Holding a session unexpired at `now`. */
export function countOnline(db: Db, ids: readonly number[], now: number): number {
  return countTeam(db, ids, 'AND EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.expires_at > ?)', now);
}
