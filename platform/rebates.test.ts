import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownlineCreated, MemberInfo, RebateDownline, RebateDownlineList, RebateIncomePage, RebateSettings, DownlineUsernameCheck } from '../src/api/contract.generated';
import type { PlatformContext } from './context';
import { REBATE_INCOME_DAYS, REBATES_ACCOUNTS } from './db/seed-rebates';
import { ledgerMismatches, TX } from './ledger';
import { checkRates, rebateDifference, rebateFloor } from './routes/rebates';
import { AGENT_PRODUCT_TYPES, rebateRates, type AgentProductType } from './team';
import { START_TIME, startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
let ctx: PlatformContext;
let agent01: string;
let rbAgent: string;
let rbAgentMono: string;
beforeAll(async () => {
  p = await startPlatform();
  ctx = p.ctx;
  agent01 = (await p.login('agent01', 'Agent@1234')).token;
  rbAgent = (await p.login(REBATES_ACCOUNTS.agent, 'Agent@1234')).token;
  rbAgentMono = (await p.login(REBATES_ACCOUNTS.agent, 'Agent@1234', 'mono')).token;
});
afterAll(() => p.close());

const userId = (username: string, merchant = 'demo'): number => p.userId(username, merchant);
const rates = (...values: number[]): Record<AgentProductType, number> => Object.fromEntries(AGENT_PRODUCT_TYPES.map((pt, i) => [pt, values[i] ?? 0])) as Record<AgentProductType, number>;
const DAY = 86_400_000;

describe('rate rules', () => {
  it('accepts 0 … max on the 0.1 step and names the product and bound of a refusal', () => {
    const max = rates(1.5, 1.2, 1.8, 1, 1, 2);
    expect(checkRates(rates(0, 1.2, 0.1, 1, 0.7, 2), max)).toEqual(rates(0, 1.2, 0.1, 1, 0.7, 2));
    const refusal = (input: Record<string, number>, min?: Record<AgentProductType, number>) => {
      try {
        checkRates(input, max, min);
      } catch (error) {
        return { code: (error as { code: string }).code, value: (error as { details: unknown }).details };
      }
      return null;
    };
    expect(refusal(rates(1.6, 0, 0, 0, 0, 0))).toEqual({ code: 'rebate.rate.above.quota', value: { productType: 'SPORTS', max: 1.5, field: 'rates.SPORTS' } });
    expect(refusal(rates(0, 0, 0, 0, 0, 2.1))).toMatchObject({ code: 'rebate.rate.above.quota', value: { productType: 'LOTT', max: 2 } });
    expect(refusal(rates(0.15, 0, 0, 0, 0, 0))).toMatchObject({ code: 'rebate.rate.invalid', value: { productType: 'SPORTS' } });
    expect(refusal(rates(-0.1, 0, 0, 0, 0, 0))).toMatchObject({ code: 'rebate.rate.invalid' });
    expect(refusal({ ...rates(0, 0, 0, 0, 0, 0), RNG: Number.NaN })).toMatchObject({ code: 'rebate.rate.invalid', value: { productType: 'RNG' } });
    expect(refusal(rates(0.5, 0, 0, 0, 0, 0), rates(0.8, 0, 0, 0, 0, 0))).toEqual({
      code: 'rebate.rate.below.downline',
      value: { productType: 'SPORTS', min: 0.8, field: 'rates.SPORTS' },
    });
    // Floating point: 0.7 is on the step even though 0.7 * 10 is not exactly 7.
    expect(refusal(rates(0.7, 0.3, 0.6, 0.9, 0.1, 1.1))).toBeNull();
  });

  it('the floor of a downline is the highest rate it gave its own downlines', () => {
    expect(rebateFloor(ctx.db, userId(REBATES_ACCOUNTS.subAgent))).toEqual(rates(0.8, 0.5, 1.0, 0.4, 0.4, 1.2));
    expect(rebateFloor(ctx.db, userId(REBATES_ACCOUNTS.player))).toEqual(rates(0, 0, 0, 0, 0, 0));
  });

  it('the income difference is the agent rate minus the next account down the chain', () => {
    const agent = userId('agent01');
    // A direct downline: agent01 1.5 − down01 0.5 on SPORTS.
    expect(rebateDifference(ctx.db, agent, userId('down01'), 'SPORTS')).toEqual({ viaId: userId('down01'), diff: 1 });
    // Under down08 (an agent, 1.0): agent01 earns 1.5 − 1.0 on sub01's bets, through down08.
    expect(rebateDifference(ctx.db, agent, userId('sub01'), 'SPORTS')).toEqual({ viaId: userId('down08'), diff: 0.5 });
    expect(rebateDifference(ctx.db, agent, userId('rb_player'), 'SPORTS')).toBeNull();
  });
});

describe('rebate settings endpoints', () => {
  it('answers the quota, ceiling and defaults; refuses members and trial accounts', async () => {
    const res = await p.call<RebateSettings>('GET', '/wps/relay/MCSFE_getAgentQuotaGroupByProduct', { token: agent01 });
    expect(res.body.value.step).toBe(0.1);
    expect(res.body.value.products.map((x) => x.productType)).toEqual([...AGENT_PRODUCT_TYPES]);
    expect(res.body.value.products[0]).toEqual({ productType: 'SPORTS', rate: 1.5, ceiling: 2, defaultRate: 0.5 });
    const member = (await p.login('demo01', 'Demo@1234')).token;
    expect((await p.call('GET', '/wps/relay/MCSFE_getAgentQuotaGroupByProduct', { token: member })).body.errorCode).toBe('permission.denied');
    expect((await p.call('GET', '/wps/relay/MCSFE_getAgentQuotaGroupByProduct')).body.errorCode).toBe('login.not.session');
  });

  it('stores defaults within the quota and refuses above it or off the step', async () => {
    const url = '/wps/relay/MCSFE_updateDefaultRebates';
    const ok = await p.call<RebateSettings>('POST', url, { token: rbAgent, body: { rates: rates(1.5, 0.1, 0, 0.5, 0.5, 2) } });
    expect(ok.body.success).toBe(true);
    expect(ok.body.value.products.map((x) => x.defaultRate)).toEqual([1.5, 0.1, 0, 0.5, 0.5, 2]);
    const above = await p.call('POST', url, { token: rbAgent, body: { rates: rates(1.6, 0, 0, 0, 0, 0) } });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ errorCode: 'rebate.rate.above.quota', value: { productType: 'SPORTS', max: 1.5 } });
    expect((await p.call('POST', url, { token: rbAgent, body: { rates: rates(0.05, 0, 0, 0, 0, 0) } })).body.errorCode).toBe('rebate.rate.invalid');
    expect((await p.call('POST', url, { token: rbAgent, body: { rates: { SPORTS: 1 } } })).body.errorCode).toBe('request.invalid');
  });

  it('lists direct downlines with their floor and updates within quota and floor', async () => {
    const list = await p.call<RebateDownlineList>('GET', '/wps/relay/MCSFE_getDownlineRebates', { token: rbAgent });
    expect(list.body.value.downlines.map((d) => d.username)).toEqual([REBATES_ACCOUNTS.player, REBATES_ACCOUNTS.subAgent]);
    const sub = list.body.value.downlines[1];
    expect(sub?.floor.SPORTS).toBe(0.8);
    const url = '/wps/agent/updateDownlineRebates';
    const below = await p.call('POST', url, { token: rbAgent, body: { username: REBATES_ACCOUNTS.subAgent, rates: rates(0.7, 0.8, 1.2, 0.6, 0.6, 1.5) } });
    expect(below.body).toMatchObject({ errorCode: 'rebate.rate.below.downline', value: { productType: 'SPORTS', min: 0.8 } });
    const above = await p.call('POST', url, { token: rbAgent, body: { username: REBATES_ACCOUNTS.subAgent, rates: rates(1.0, 1.3, 1.2, 0.6, 0.6, 1.5) } });
    expect(above.body).toMatchObject({ errorCode: 'rebate.rate.above.quota', value: { productType: 'LIVE', max: 1.2 } });
    expect(rebateRates(ctx.db, userId(REBATES_ACCOUNTS.subAgent)).SPORTS).toBe(1);
    const ok = await p.call<RebateDownline>('POST', url, { token: rbAgent, body: { username: REBATES_ACCOUNTS.subAgent, rates: rates(0.8, 0.5, 1.0, 0.4, 0.4, 1.2) } });
    expect(ok.body.value.rates).toEqual(rates(0.8, 0.5, 1.0, 0.4, 0.4, 1.2));
    // Only direct downlines of the caller's own team and merchant.
    const notMine = await p.call('POST', url, { token: rbAgent, body: { username: 'down01', rates: rates(0, 0, 0, 0, 0, 0) } });
    expect(notMine.body.errorCode).toBe('not.found');
    const grandchild = await p.call('POST', url, { token: rbAgent, body: { username: REBATES_ACCOUNTS.subSub, rates: rates(0, 0, 0, 0, 0, 0) } });
    expect(grandchild.body.errorCode).toBe('not.found');
    const otherMerchant = await p.call('POST', url, { token: rbAgentMono, merchant: 'mono', body: { username: REBATES_ACCOUNTS.subAgent, rates: rates(0, 0, 0, 0, 0, 0) } });
    expect(otherMerchant.body.errorCode).toBe('rebate.rate.below.downline');
    expect(rebateRates(ctx.db, userId(REBATES_ACCOUNTS.subAgent)).SPORTS).toBe(0.8);
  });
});

describe('team rebate income', () => {
  const url = '/wps/relay/ODSFE2_agentRebate';
  it(`holds ${REBATE_INCOME_DAYS} days of rows for agent01, each paid as a ledger row at its time`, () => {
    const agent = userId('agent01');
    const rows = ctx.db.prepare('SELECT r.income_cents, r.created_at, l.amount_cents, l.tx_type, l.created_at AS paid_at FROM rebate_income r JOIN ledger l ON l.id = r.ledger_id WHERE r.user_id = ?').all(agent) as {
      income_cents: number;
      created_at: number;
      amount_cents: number;
      tx_type: number;
      paid_at: number;
    }[];
    expect(rows.length).toBe(REBATE_INCOME_DAYS * 2);
    const days = new Set(rows.map((r) => Math.floor(r.created_at / DAY)));
    expect(days.size).toBeGreaterThanOrEqual(12);
    for (const r of rows) expect([r.tx_type, r.amount_cents, r.paid_at]).toEqual([TX.AGENT_REBATE, r.income_cents, r.created_at]);
    expect(ledgerMismatches(ctx.db)).toEqual([]);
  });

  it('pages newest first with footer totals over the whole range and filters by product', async () => {
    const query = { startDate: START_TIME - 30 * DAY, endDate: START_TIME, size: 10 };
    const all: RebateIncomePage['content'] = [];
    let footer: RebateIncomePage['footer'] | undefined;
    for (let page = 1; page <= 3; page += 1) {
      const res = await p.call<RebateIncomePage>('GET', url, { token: agent01, query: { ...query, page } });
      expect(res.body.value.totalElements).toBe(REBATE_INCOME_DAYS * 2);
      expect(res.body.value.totalPages).toBe(3);
      all.push(...res.body.value.content);
      footer = res.body.value.footer;
    }
    expect(all).toHaveLength(REBATE_INCOME_DAYS * 2);
    const times = all.map((r) => r.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(footer?.income ?? -1)).toBe(all.reduce((s, r) => s + cents(r.income), 0));
    expect(cents(footer?.teamValidBet ?? -1)).toBe(all.reduce((s, r) => s + cents(r.teamValidBet), 0));
    for (const r of all) expect(cents(r.income)).toBe(Math.floor((cents(r.teamValidBet) * r.rateDiff) / 100));
    const sports = await p.call<RebateIncomePage>('GET', url, { token: agent01, query: { ...query, productType: 'SPORTS' } });
    expect(sports.body.value.content.every((r) => r.productType === 'SPORTS')).toBe(true);
    expect(sports.body.value.totalElements).toBe(all.filter((r) => r.productType === 'SPORTS').length);
    const none = await p.call<RebateIncomePage>('GET', url, { token: rbAgent, query });
    expect(none.body.value).toMatchObject({ totalElements: 0, content: [], footer: { income: 0, teamValidBet: 0 } });
    const reversed = await p.call('GET', url, { token: agent01, query: { startDate: START_TIME, endDate: START_TIME - DAY } });
    expect(reversed.body.errorCode).toBe('request.invalid');
  });
});

describe('open a downline', () => {
  const check = '/wps/check/username';
  const create = '/wps/agent/downline';
  const base = { password: 'Newdown@1', confirmPassword: 'Newdown@1', nickname: 'New Down', rates: rates(0.5, 0.4, 0.6, 0.3, 0.3, 0.8) };

  it('checks availability with the registration username rule', async () => {
    expect((await p.call<DownlineUsernameCheck>('GET', check, { token: agent01, query: { username: 'down01' } })).body.value).toEqual({ username: 'down01', available: false });
    expect((await p.call<DownlineUsernameCheck>('GET', check, { token: agent01, query: { username: 'DOWN01' } })).body.value.available).toBe(false);
    expect((await p.call<DownlineUsernameCheck>('GET', check, { token: agent01, query: { username: 'freshname1' } })).body.value.available).toBe(true);
    expect((await p.call('GET', check, { token: agent01, query: { username: '1bad' } })).body.errorCode).toBe('format.username.err');
    const member = (await p.login('demo01', 'Demo@1234')).token;
    expect((await p.call('GET', check, { token: member, query: { username: 'freshname1' } })).body.errorCode).toBe('permission.denied');
  });

  it('creates a type-0 account under the caller that logs in with toUpline = the agent and its rates', async () => {
    const res = await p.encrypted<DownlineCreated>('POST', create, { ...base, username: 'rbnew01' }, { token: agent01 });
    expect(res.body.value).toEqual({ username: 'rbnew01', nickname: 'New Down', upline: 'agent01', rates: base.rates });
    const login = await p.login('rbnew01', 'Newdown@1');
    const info = await p.call<MemberInfo>('GET', '/wps/member/info', { token: login.token });
    expect(info.body.value).toMatchObject({ userName: 'rbnew01', type: 0, toUpline: 'agent01', regDate: p.clock.now });
    expect(rebateRates(ctx.db, userId('rbnew01'))).toEqual(base.rates);
    // On mono, rb_agent's downline.
    const mono = await p.encrypted<DownlineCreated>('POST', create, { ...base, username: 'rbnew01' }, { token: rbAgentMono, merchant: 'mono' });
    expect(mono.body.value.upline).toBe(REBATES_ACCOUNTS.agent);
  });

  it('refuses a taken name, bad formats, a mismatch, rates above the quota and non-agents', async () => {
    const refused = async (patch: Record<string, unknown>, token = agent01) => (await p.encrypted('POST', create, { ...base, username: 'rbnew02', ...patch }, { token })).body;
    expect(await refused({ username: 'down01' })).toMatchObject({ errorCode: 'exists.username.err', value: { field: 'username' } });
    expect((await refused({ username: 'ab' })).errorCode).toBe('format.username.err');
    expect((await refused({ password: 'short', confirmPassword: 'short' })).errorCode).toBe('format.pwd.err');
    expect((await refused({ confirmPassword: 'Other@123' })).errorCode).toBe('modify.new.confirm.diff');
    expect((await refused({ nickname: 'x' })).errorCode).toBe('format.field.err');
    expect(await refused({ rates: rates(1.6, 0, 0, 0, 0, 0) })).toMatchObject({ errorCode: 'rebate.rate.above.quota', value: { productType: 'SPORTS', max: 1.5 } });
    expect((await refused({ rates: rates(0.25, 0, 0, 0, 0, 0) })).errorCode).toBe('rebate.rate.invalid');
    const member = (await p.login('demo01', 'Demo@1234')).token;
    expect((await refused({}, member)).errorCode).toBe('permission.denied');
    expect(ctx.db.prepare("SELECT 1 FROM users WHERE username = 'rbnew02'").get()).toBeUndefined();
  });
});
