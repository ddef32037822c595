// The member centre's rows: the nickname and avatar on the account, the turnover the level ladder
// reads, and the availability counts behind the reward-centre badge (platform/member-club.ts reads
// them; the receiving centre and the dev badge switch set them).
import type { Db } from '../db/database';

export function setNickname(db: Db, userId: number, nickname: string): void {
  db.prepare('UPDATE users SET nickname = ? WHERE id = ?').run(nickname, userId);
}

export function setHeadIcon(db: Db, userId: number, avatarId: string): void {
  db.prepare('UPDATE users SET head_icon = ? WHERE id = ?').run(avatarId, userId);
}

/** The member's turnover this month and in all (none before the first bet). */
export function turnover(db: Db, userId: number): { monthly_cents: number; total_cents: number } | undefined {
  return db.prepare('SELECT monthly_cents, total_cents FROM member_turnover WHERE user_id = ?').get(userId) as { monthly_cents: number; total_cents: number } | undefined;
}

/** How many of one kind of promotion the member has unclaimed (the kind is switched on if it was not listed yet). */
export function setUnclaimed(db: Db, userId: number, promoKey: string, unclaimed: number): void {
  db.prepare('INSERT INTO member_promotions (user_id, promo_key, enabled, unclaimed) VALUES (?, ?, 1, ?) ON CONFLICT (user_id, promo_key) DO UPDATE SET unclaimed = excluded.unclaimed').run(
    userId,
    promoKey,
    unclaimed,
  );
}
