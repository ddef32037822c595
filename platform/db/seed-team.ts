// Team pages seed. Per merchant:
// - agent01's team plays over the last 10 days (counted back from `now` in whole UTC days): deposits
//   (deposits rows + ledger DEPOSIT), withdrawals (withdrawals rows + ledger WITHDRAW) and settled
//   rounds (playRound: bets rows + ledger BET/PAYOUT), spread over both levels. demo01, down05 and
//   sub03 never play (demo01's balance belongs to other screens' tests), and nobody plays 3 or 7
//   days ago, so the lists show members and days without activity.
// - tm_agent (Agent@1234, type 1) has its own small tree for tests that change it: tm_d1 (plain
//   member, promotable), tm_d2 (plain member, frozen), tm_d3 (an agent) with tm_s1 below it. The
//   downlines sign in with Down@1234 and registered in the last days (the overview's registrations).
// Every money movement posts its ledger rows at its own time, oldest first, so the audit stays clean.
import type { Merchant } from '../merchants';
import { TX, postMovement } from '../ledger';
import { playRound } from '../records';
import { setRebateRates, AGENT_PRODUCT_TYPES, type AgentProductType } from '../team';
import type { Db } from './database';
import { prng } from './seed-catalogue';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const TEAM_ACTIVE_MEMBERS = ['down01', 'down02', 'down03', 'down04', 'down06', 'down07', 'down08', 'sub01', 'sub02'] as const;
/** Days back from today on which nobody in agent01's team does anything. */
export const TEAM_QUIET_DAYS: readonly number[] = [3, 7];
export const TEAM_SEED_DAYS = 10;

export const TEAM_ACCOUNTS = [
  { username: 'tm_agent', password: 'Agent@1234', type: 1, note: 'team pages: agent with its own tree (tm_d1 promotable, tm_d2 frozen, tm_d3 an agent with tm_s1)' },
  { username: 'tm_d1', password: 'Down@1234', type: 0, note: "team pages: tm_agent's plain downline (the promote test makes it an agent)" },
  { username: 'tm_d2', password: 'Down@1234', type: 0, note: "team pages: tm_agent's frozen downline (never promotable)" },
  { username: 'tm_d3', password: 'Down@1234', type: 1, note: "team pages: tm_agent's agent downline, upline of tm_s1" },
  { username: 'tm_s1', password: 'Down@1234', type: 0, note: 'team pages: second level under tm_agent' },
] as const;

const rates = (...values: number[]): Record<AgentProductType, number> =>
  Object.fromEntries(AGENT_PRODUCT_TYPES.map((p, i) => [p, values[i] ?? 0])) as Record<AgentProductType, number>;

interface Event {
  at: number;
  userId: number;
  kind: 'deposit' | 'withdraw' | 'bet';
  cents: number;
  win?: number;
  vendor?: string;
}

export function seedTeam(db: Db, merchant: Merchant, hashes: Map<string, string>, now: number): void {
  const code = merchant.code;
  const id = (username: string): number | undefined =>
    (db.prepare('SELECT id FROM users WHERE merchant_code = ? AND username = ?').get(code, username) as { id: number } | undefined)?.id;
  const today = Math.floor(now / DAY) * DAY;
  seedTmTree(db, code, hashes, today);

  const vendors = (db.prepare('SELECT code FROM vendors WHERE merchant_code = ? ORDER BY sort').all(code) as { code: string }[]).map((v) => v.code);
  const method = db.prepare('SELECT method_code, vendor_id FROM deposit_channels WHERE merchant_code = ? ORDER BY id LIMIT 1').get(code) as { method_code: string; vendor_id: string } | undefined;
  if (vendors.length === 0) return;
  const random = prng(`team:${code}`);
  const events: Event[] = [];
  TEAM_ACTIVE_MEMBERS.forEach((username, m) => {
    const userId = id(username);
    if (userId === undefined) return;
    for (let daysAgo = TEAM_SEED_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
      if (TEAM_QUIET_DAYS.includes(daysAgo)) continue;
      // Each member plays on about two days in three.
      if ((daysAgo + m) % 3 === 2) continue;
      const dayStart = today - daysAgo * DAY;
      const span = daysAgo === 0 ? Math.max(HOUR, now - dayStart) : DAY - HOUR;
      const at = (fraction: number) => dayStart + Math.floor(span * fraction);
      const deposit = 50_000 + Math.round(random() * 20) * 5_000;
      events.push({ at: at(0.1 + m * 0.01), userId, kind: 'deposit', cents: deposit });
      const rounds = 1 + ((daysAgo + m) % 3);
      for (let r = 0; r < rounds; r += 1) {
        const bet = 2_000 + Math.round(random() * 80) * 100;
        const win = random() < 0.5 ? Math.round(bet * (0.5 + random() * 1.5)) : 0;
        events.push({ at: at(0.3 + r * 0.15 + m * 0.005), userId, kind: 'bet', cents: bet, win, vendor: vendors[(m + r + daysAgo) % vendors.length] ?? 'PG' });
      }
      if ((daysAgo + m) % 4 === 0) events.push({ at: at(0.9), userId, kind: 'withdraw', cents: 10_000 + m * 1_000 });
    }
  });
  events.sort((a, b) => a.at - b.at || a.userId - b.userId);
  const insertDeposit = db.prepare(
    `INSERT INTO deposits (deposit_id, user_id, merchant_code, method_code, channel_id, requested_cents, amount_cents, state, created_at, expires_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 3, ?, ?, ?)`,
  );
  const insertWithdrawal = db.prepare(
    `INSERT INTO withdrawals (withdraw_id, user_id, merchant_code, withdraw_type, bank_card_id, account_label, amount_cents, fee_cents, state, remark, created_at, updated_at)
     VALUES (?, ?, ?, 'BC', NULL, 'Vietcombank **** 0008', ?, 0, 2, NULL, ?, ?)`,
  );
  let serial = 0;
  for (const e of events) {
    serial += 1;
    if (e.kind === 'deposit') {
      const depositId = `DT${code.toUpperCase()}${String(serial).padStart(6, '0')}`;
      insertDeposit.run(depositId, e.userId, code, method?.method_code ?? 'BANK', method?.vendor_id ?? 'team-seed', e.cents, e.cents, e.at, e.at + HOUR, e.at);
      postMovement(db, { userId: e.userId, merchantCode: code, txType: TX.DEPOSIT, amountCents: e.cents, refKind: 'deposit', refId: depositId, remark: 'team seed', at: e.at });
    } else if (e.kind === 'withdraw') {
      const withdrawId = `WT${code.toUpperCase()}${String(serial).padStart(6, '0')}`;
      insertWithdrawal.run(withdrawId, e.userId, code, e.cents, e.at, e.at);
      postMovement(db, { userId: e.userId, merchantCode: code, txType: TX.WITHDRAW, amountCents: -e.cents, refKind: 'withdraw', refId: withdrawId, remark: 'team seed', at: e.at });
    } else {
      playRound(db, { userId: e.userId, merchantCode: code, vendor: e.vendor ?? 'PG', betCents: e.cents, winCents: e.win ?? 0, at: e.at });
    }
  }
  // users.has_bet (agent home's betting-players counter) is left as seed.ts set it: agent home's
  // counters and their tests belong to the agent-home slice.
}

function seedTmTree(db: Db, code: string, hashes: Map<string, string>, today: number): void {
  const insert = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, mobile, email, nickname, type, balance_cents, must_change_password, upline_id, affiliate_code, club_label, reg_date, last_login_at, has_bet, frozen)
     VALUES (?, ?, ?, NULL, NULL, NULL, ?, ?, 0, ?, NULL, 'VIP0', ?, ?, 0, ?)`,
  );
  const add = (username: string, password: string, type: number, balance: number, upline: number | null, regDaysAgo: number, lastLogin: number | null, frozen = 0): number =>
    Number(insert.run(code, username, hashes.get(password) ?? null, type, balance, upline, today - regDaysAgo * DAY + HOUR, lastLogin, frozen).lastInsertRowid);
  const agent = add('tm_agent', 'Agent@1234', 1, 1_000_000, null, 60, today - 2 * DAY);
  setRebateRates(db, agent, rates(1.5, 1.2, 1.8, 1.0, 1.0, 2.0));
  const d1 = add('tm_d1', 'Down@1234', 0, 12_345, agent, 4, today - DAY);
  const d2 = add('tm_d2', 'Down@1234', 0, 0, agent, 3, null, 1);
  const d3 = add('tm_d3', 'Down@1234', 1, 250_000, agent, 2, today - DAY);
  const s1 = add('tm_s1', 'Down@1234', 0, 5_000, d3, 1, null);
  setRebateRates(db, d1, rates(0.5, 0.4, 0.6, 0.3, 0.3, 0.8));
  setRebateRates(db, d2, rates(0.2, 0.2, 0.2, 0.2, 0.2, 0.2));
  setRebateRates(db, d3, rates(1.0, 0.8, 1.2, 0.6, 0.6, 1.5));
  setRebateRates(db, s1, rates(0.3, 0.2, 0.4, 0.2, 0.2, 0.5));
}
