import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformContext } from './context';
import { AGENT01_RATES, MERCHANT_REBATE_LIMITS, SUB_DOWNLINES } from './db/seed-agent';
import { AGENT_PRODUCT_TYPES, directDownlineIds, isInTeam, merchantRebateLimits, rebateQuota, rebateRates, teamMembers } from './team';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
let ctx: PlatformContext;
beforeAll(async () => {
  p = await startPlatform();
  ctx = p.ctx;
});
afterAll(() => p.close());

const userId = (username: string, merchant = 'demo'): number => p.userId(username, merchant);
const name = (id: number): string => (ctx.db.prepare('SELECT username FROM users WHERE id = ?').get(id) as { username: string }).username;

describe('the seeded agent tree', () => {
  it('agent01 has two levels: down01…down08 and demo01 first, sub01…sub03 under down08', () => {
    const team = teamMembers(ctx.db, userId('agent01'));
    const level = (depth: number) => team.filter((m) => m.depth === depth).map((m) => name(m.id)).sort();
    expect(level(1)).toEqual(['demo01', 'down01', 'down02', 'down03', 'down04', 'down05', 'down06', 'down07', 'down08']);
    expect(level(2)).toEqual([...SUB_DOWNLINES]);
    expect(team.some((m) => m.depth > 2)).toBe(false);
    expect(directDownlineIds(ctx.db, userId('down08')).map(name)).toEqual([...SUB_DOWNLINES]);
    expect(isInTeam(ctx.db, userId('agent01'), userId('sub02'))).toBe(true);
    expect(isInTeam(ctx.db, userId('down08'), userId('down01'))).toBe(false);
    // Each merchant has its own tree.
    expect(isInTeam(ctx.db, userId('agent01'), userId('sub02', 'mono'))).toBe(false);
  });

  it('rates stay within the quota of the upline, and top-level agents within the merchant ceiling', () => {
    const agent = userId('agent01');
    expect(rebateRates(ctx.db, agent)).toEqual(AGENT01_RATES);
    expect(merchantRebateLimits(ctx.db, 'demo')).toEqual(MERCHANT_REBATE_LIMITS);
    for (const product of AGENT_PRODUCT_TYPES) expect(AGENT01_RATES[product]).toBeLessThanOrEqual(MERCHANT_REBATE_LIMITS[product]);
    for (const member of teamMembers(ctx.db, agent)) {
      const upline = (ctx.db.prepare('SELECT upline_id FROM users WHERE id = ?').get(member.id) as { upline_id: number }).upline_id;
      const quota = rebateQuota(ctx.db, upline);
      const rates = rebateRates(ctx.db, member.id);
      for (const product of AGENT_PRODUCT_TYPES) expect(rates[product]).toBeLessThanOrEqual(quota[product]);
    }
  });
});
