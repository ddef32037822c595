// The agent tree: users.upline_id links each account to the agent that brought it. An
// agent's team is every account below it, at any depth; its direct downlines are the first level.
// Every agent-area endpoint reads the team through here, so "team" means the same everywhere.
import type { Db } from './db/database';

/** Product types a rebate rate is set per (the schema's AgentProductType, in display order). */
export const AGENT_PRODUCT_TYPES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT'] as const;
export type AgentProductType = (typeof AGENT_PRODUCT_TYPES)[number];

/** Team members of `agentId` (not the agent itself), with their depth: 1 for direct downlines. */
export function teamMembers(db: Db, agentId: number): { id: number; depth: number }[] {
  return db
    .prepare(
      `WITH RECURSIVE team(id, depth) AS (
         SELECT id, 1 FROM users WHERE upline_id = ?
         UNION ALL
         SELECT u.id, team.depth + 1 FROM users u JOIN team ON u.upline_id = team.id WHERE team.depth < 50
       )
       SELECT id, depth FROM team ORDER BY depth, id`,
    )
    .all(agentId) as { id: number; depth: number }[];
}

export function teamMemberIds(db: Db, agentId: number): number[] {
  return teamMembers(db, agentId).map((m) => m.id);
}

/** Whether `userId` is somewhere in `agentId`'s team. */
export function isInTeam(db: Db, agentId: number, userId: number): boolean {
  return teamMembers(db, agentId).some((m) => m.id === userId);
}

/** Direct downlines only. */
export function directDownlineIds(db: Db, agentId: number): number[] {
  return (db.prepare('SELECT id FROM users WHERE upline_id = ? ORDER BY id').all(agentId) as { id: number }[]).map((r) => r.id);
}

/** An account's rebate rate per product (0 where none is set). */
export function rebateRates(db: Db, userId: number): Record<AgentProductType, number> {
  const rows = db.prepare('SELECT product_type, rate FROM agent_rebates WHERE user_id = ?').all(userId) as { product_type: string; rate: number }[];
  const rates = Object.fromEntries(AGENT_PRODUCT_TYPES.map((p) => [p, 0])) as Record<AgentProductType, number>;
  for (const row of rows) if ((AGENT_PRODUCT_TYPES as readonly string[]).includes(row.product_type)) rates[row.product_type as AgentProductType] = row.rate;
  return rates;
}

/**
 * The most an agent may give a downline per product: its own rate (an agent never gives more than
 * it has); an account with no upline agent is bounded by the merchant's ceiling.
 */
export function rebateQuota(db: Db, agentId: number): Record<AgentProductType, number> {
  return rebateRates(db, agentId);
}

export function merchantRebateLimits(db: Db, merchantCode: string): Record<AgentProductType, number> {
  const rows = db.prepare('SELECT product_type, max_rate FROM rebate_limits WHERE merchant_code = ?').all(merchantCode) as { product_type: string; max_rate: number }[];
  const limits = Object.fromEntries(AGENT_PRODUCT_TYPES.map((p) => [p, 0])) as Record<AgentProductType, number>;
  for (const row of rows) if ((AGENT_PRODUCT_TYPES as readonly string[]).includes(row.product_type)) limits[row.product_type as AgentProductType] = row.max_rate;
  return limits;
}

/** Sets an account's rates in one statement per product (callers check the quota first). */
export function setRebateRates(db: Db, userId: number, rates: Partial<Record<AgentProductType, number>>): void {
  const upsert = db.prepare('INSERT INTO agent_rebates (user_id, product_type, rate) VALUES (?, ?, ?) ON CONFLICT (user_id, product_type) DO UPDATE SET rate = excluded.rate');
  db.transaction(() => {
    for (const [product, rate] of Object.entries(rates)) if (typeof rate === 'number') upsert.run(userId, product, rate);
  })();
}
