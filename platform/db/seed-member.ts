// Member-centre seed: turnover behind level progress, unclaimed rewards (demo01 at demo
// has a reward-centre badge, everyone else 0) and the member-centre test accounts, prefixed mem_.
import type { Merchant } from '../merchants';
import type { Db } from './database';

/** Member-centre test accounts; they share demo01's password so the seed needs no new hash. */
export const MEMBER_CENTRE_ACCOUNTS = [
  { username: 'mem_virtual', password: 'Demo@1234', type: 40, note: 'virtual (type 40) member: virtualAuth entries answer no_permissions' },
  { username: 'mem_special', password: 'Demo@1234', type: 0, note: 'member with a SPECIAL club label (shown even without MEMCLUB3)' },
] as const;

const SEED_EPOCH = Date.UTC(2024, 0, 15, 3, 0, 0);
const DAY = 86_400_000;

export function seedMemberCentre(db: Db, merchant: Merchant, hashes: Map<string, string>): void {
  const code = merchant.code;
  const insertUser = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, mobile, email, nickname, type, balance_cents, club_label, club_label_type, reg_date)
     VALUES (?, ?, ?, NULL, NULL, ?, ?, ?, ?, ?, ?)`,
  );
  insertUser.run(code, 'mem_virtual', hashes.get('Demo@1234') ?? null, 'Virtual Player', 40, 50_000, 'VIP0', 'AUTO', SEED_EPOCH + 10 * DAY);
  insertUser.run(code, 'mem_special', hashes.get('Demo@1234') ?? null, null, 0, 90_000, 'Super VIP', 'SPECIAL', SEED_EPOCH + 20 * DAY);

  const idOf = (username: string): number | undefined => (db.prepare('SELECT id FROM users WHERE merchant_code = ? AND username = ?').get(code, username) as { id: number } | undefined)?.id;
  const turnover = db.prepare('INSERT INTO member_turnover (user_id, monthly_cents, total_cents) VALUES (?, ?, ?)');
  const amounts: [string, number, number][] = code === 'mono'
    ? [['demo01', 4_200_00, 61_500_00], ['agent01', 80_000_00, 420_000_00]]
    : [['demo01', 3_500_00, 42_000_00], ['agent01', 120_000_00, 800_000_00]];
  for (const [username, monthly, total] of amounts) {
    const id = idOf(username);
    if (id !== undefined) turnover.run(id, monthly, total);
  }

  // demo01 at demo: 2 manual + 1 raffle + 1 mission-manual unclaimed = badge 4; daily sign-in on.
  if (code === 'demo') {
    const id = idOf('demo01');
    const promo = db.prepare('INSERT INTO member_promotions (user_id, promo_key, enabled, unclaimed) VALUES (?, ?, ?, ?)');
    if (id !== undefined) {
      promo.run(id, 'MANUAL', 1, 2);
      promo.run(id, 'RAFFLE', 1, 1);
      promo.run(id, 'MISSION_MANUAL', 1, 1);
      promo.run(id, 'LOGIN', 1, 0);
      promo.run(id, 'COPY_BET', 1, 5);
    }
  }
}
