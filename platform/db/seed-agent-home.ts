// Agent home's own accounts, in every merchant, signing in with Demo@1234:
// - ah_type40: a member of type 40 (not an agent, spec section 6): agent home sends it to /m/home;
// - ah_agent: an agent (type 1) with no team, whose agent-notice read flags the agent-home e2e may
//   change without touching agent01 (shared ground of every agent slice).
import type { Merchant } from '../merchants';
import type { Db } from './database';

const SEED_EPOCH = Date.UTC(2024, 0, 15, 3, 0, 0);

export const AGENT_HOME_ACCOUNTS = {
  type40: { username: 'ah_type40', password: 'Demo@1234', type: 40 },
  agent: { username: 'ah_agent', password: 'Demo@1234', type: 1 },
} as const;

export function seedAgentHome(db: Db, merchant: Merchant, hashes: Map<string, string>): void {
  const insert = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, mobile, email, nickname, type, balance_cents, must_change_password, upline_id, affiliate_code, club_label, reg_date, last_login_at, has_bet)
     VALUES (?, ?, ?, NULL, NULL, NULL, ?, ?, 0, NULL, NULL, 'VIP0', ?, NULL, 0)`,
  );
  const hash = hashes.get('Demo@1234') ?? '';
  insert.run(merchant.code, AGENT_HOME_ACCOUNTS.type40.username, hash, AGENT_HOME_ACCOUNTS.type40.type, 0, SEED_EPOCH);
  insert.run(merchant.code, AGENT_HOME_ACCOUNTS.agent.username, hash, AGENT_HOME_ACCOUNTS.agent.type, 0, SEED_EPOCH);
}
