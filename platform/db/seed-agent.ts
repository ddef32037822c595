// The agent tree's shared seed: a second level under agent01 and everyone's rebate rates.
// agent01 (type 1) has down01…down08 as direct downlines (seed.ts); down08 is an agent itself and
// has sub01…sub03 below it, so agent01's team is two levels deep (11 accounts plus demo01, whom
// seed.ts also puts under agent01). All of them sign in with Down@1234 (demo01 with Demo@1234).
// Rates are percent per product type; a downline's rate never exceeds its upline's (the quota), and
// top-level agents stay within the merchant's ceiling (rebate_limits).
import type { Merchant } from '../merchants';
import { AGENT_PRODUCT_TYPES, setRebateRates, type AgentProductType } from '../team';
import type { Db } from './database';

const SEED_EPOCH = Date.UTC(2024, 0, 15, 3, 0, 0);
const DAY = 86_400_000;

export const SUB_DOWNLINES = ['sub01', 'sub02', 'sub03'] as const;

const rates = (...values: number[]): Record<AgentProductType, number> =>
  Object.fromEntries(AGENT_PRODUCT_TYPES.map((p, i) => [p, values[i] ?? 0])) as Record<AgentProductType, number>;

/** The merchant's ceiling per product (SPORTS, LIVE, RNG, FISH, PVP, LOTT). */
export const MERCHANT_REBATE_LIMITS = rates(2.0, 1.5, 2.5, 1.5, 1.5, 3.0);
/** agent01's own rates: its downlines' quota. */
export const AGENT01_RATES = rates(1.5, 1.2, 1.8, 1.0, 1.0, 2.0);
/** down08 (the second-level agent) and the players' rates. */
const DOWN08_RATES = rates(1.0, 0.8, 1.2, 0.6, 0.6, 1.5);
const PLAYER_RATES = rates(0.5, 0.4, 0.6, 0.3, 0.3, 0.8);
const SUB_RATES = rates(0.3, 0.2, 0.4, 0.2, 0.2, 0.5);

export function seedAgentTree(db: Db, merchant: Merchant, downlineHash: string): void {
  const code = merchant.code;
  const id = (username: string): number | undefined =>
    (db.prepare('SELECT id FROM users WHERE merchant_code = ? AND username = ?').get(code, username) as { id: number } | undefined)?.id;
  const limit = db.prepare('INSERT INTO rebate_limits (merchant_code, product_type, max_rate) VALUES (?, ?, ?)');
  for (const product of AGENT_PRODUCT_TYPES) limit.run(code, product, MERCHANT_REBATE_LIMITS[product]);

  const agentId = id('agent01');
  const down08 = id('down08');
  if (agentId === undefined || down08 === undefined) return;
  setRebateRates(db, agentId, AGENT01_RATES);
  const master = id('master01');
  if (master !== undefined) setRebateRates(db, master, AGENT01_RATES);
  for (let i = 1; i <= 7; i += 1) {
    const downline = id(`down${String(i).padStart(2, '0')}`);
    if (downline !== undefined) setRebateRates(db, downline, PLAYER_RATES);
  }
  const demo = id('demo01');
  if (demo !== undefined) setRebateRates(db, demo, PLAYER_RATES);
  setRebateRates(db, down08, DOWN08_RATES);

  const insert = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, mobile, email, nickname, type, balance_cents, must_change_password, upline_id, affiliate_code, club_label, reg_date, last_login_at, has_bet)
     VALUES (?, ?, ?, ?, NULL, NULL, 0, ?, 0, ?, NULL, 'VIP0', ?, ?, ?)`,
  );
  SUB_DOWNLINES.forEach((username, i) => {
    const subId = Number(
      insert.run(code, username, downlineHash, `09222222${String(i + 1).padStart(2, '0')}`, (i + 1) * 5_000, down08, SEED_EPOCH + (20 + i) * DAY, i === 0 ? SEED_EPOCH + 40 * DAY : null, i === 0 ? 1 : 0)
        .lastInsertRowid,
    );
    setRebateRates(db, subId, SUB_RATES);
  });
}
