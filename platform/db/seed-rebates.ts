// Rebates seed, per merchant, deterministic relative to the seed's `now`:
// - agent01's defaults for new downlines and 14 days of team rebate income (two rows a day: one
//   through a player downline, one through down08, the agent downline), each paid as a ledger row
//   (TX 6007 AGENT_REBATE) at its time, so the today / 7 days / custom windows hold rows;
// - rb_agent (Agent@1234), the rebates tests' own agent, whose rates the tests change: rb_player
//   (a member) and rb_subagent (an agent) below it, and rb_subsub below rb_subagent, so the rule
//   "a downline's rate never goes below what it gave its own downlines" has something to refuse.
//   They sign in with Down@1234. agent01's team is unchanged by this file.
import type { Merchant } from '../merchants';
import { payRebateIncome, setRebateDefaults } from '../routes/rebates';
import { AGENT_PRODUCT_TYPES, rebateRates, setRebateRates, type AgentProductType } from '../team';
import type { Db } from './database';

const DAY = 86_400_000;
const SEED_EPOCH = Date.UTC(2024, 0, 20, 3, 0, 0);

const rates = (...values: number[]): Record<AgentProductType, number> =>
  Object.fromEntries(AGENT_PRODUCT_TYPES.map((p, i) => [p, values[i] ?? 0])) as Record<AgentProductType, number>;

export const REBATES_ACCOUNTS = {
  agent: 'rb_agent',
  player: 'rb_player',
  subAgent: 'rb_subagent',
  subSub: 'rb_subsub',
} as const;

/** The days of income seeded for agent01, today included. */
export const REBATE_INCOME_DAYS = 14;

export function seedRebates(db: Db, merchant: Merchant, hashes: Map<string, string>, now: number): void {
  const code = merchant.code;
  const id = (username: string): number | undefined =>
    (db.prepare('SELECT id FROM users WHERE merchant_code = ? AND username = ?').get(code, username) as { id: number } | undefined)?.id;

  const insert = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, nickname, type, balance_cents, upline_id, reg_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const add = (username: string, hash: string, nickname: string | null, type: number, upline: number | null, day: number): number =>
    Number(insert.run(code, username, hash, nickname, type, 0, upline, SEED_EPOCH + day * DAY).lastInsertRowid);
  const agentHash = hashes.get('Agent@1234') ?? '';
  const downHash = hashes.get('Down@1234') ?? '';
  const rbAgent = add(REBATES_ACCOUNTS.agent, agentHash, 'Rebate Agent', 1, null, 0);
  setRebateRates(db, rbAgent, rates(1.5, 1.2, 1.8, 1.0, 1.0, 2.0));
  setRebateDefaults(db, rbAgent, rates(0.5, 0.4, 0.6, 0.3, 0.3, 0.8));
  const player = add(REBATES_ACCOUNTS.player, downHash, null, 0, rbAgent, 1);
  setRebateRates(db, player, rates(0.5, 0.4, 0.6, 0.3, 0.3, 0.8));
  const subAgent = add(REBATES_ACCOUNTS.subAgent, downHash, 'Sub Agent', 1, rbAgent, 2);
  setRebateRates(db, subAgent, rates(1.0, 0.8, 1.2, 0.6, 0.6, 1.5));
  const subSub = add(REBATES_ACCOUNTS.subSub, downHash, null, 0, subAgent, 3);
  setRebateRates(db, subSub, rates(0.8, 0.5, 1.0, 0.4, 0.4, 1.2));

  const agent01 = id('agent01');
  const down08 = id('down08');
  if (agent01 === undefined || down08 === undefined) return;
  setRebateDefaults(db, agent01, rates(0.5, 0.4, 0.6, 0.3, 0.3, 0.8));
  const players = [1, 2, 3, 4, 5, 6, 7].map((n) => id(`down0${n}`)).filter((v): v is number => v !== undefined);
  const own = rebateRates(db, agent01);
  for (let day = REBATE_INCOME_DAYS - 1; day >= 0; day -= 1) {
    // Two rows a day, a few minutes before now's time of day, so today's rows are never in the future.
    const at = now - day * DAY - 5 * 60_000;
    const viaPlayer = players[day % players.length];
    const rows: { product: AgentProductType; viaId: number; betCents: number; at: number }[] = [
      { product: AGENT_PRODUCT_TYPES[day % AGENT_PRODUCT_TYPES.length] ?? 'SPORTS', viaId: viaPlayer ?? down08, betCents: 120_000 + ((day * 37_111) % 900_000), at: at - 60_000 },
      { product: AGENT_PRODUCT_TYPES[(day + 3) % AGENT_PRODUCT_TYPES.length] ?? 'LIVE', viaId: down08, betCents: 250_000 + ((day * 53_777) % 1_200_000), at },
    ];
    for (const row of rows) {
      const diff = Math.round((own[row.product] - rebateRates(db, row.viaId)[row.product]) * 10) / 10;
      payRebateIncome(db, { agentId: agent01, merchantCode: code, product: row.product, viaId: row.viaId, teamValidBetCents: row.betCents, rateDiff: Math.max(0, diff), at: row.at });
    }
  }
}
