// Team pages: the overview, team profit and loss, team members and team
// betting endpoints against the seeded team activity; only ever the caller's team.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DevLedgerAudit, TeamBetPage, TeamMember, TeamMembersPage, TeamOverviewDailyPage, TeamOverviewFigures, TeamPnlDetail, TeamPnlPage } from '../src/api/contract.generated';
import { resetDatabase } from './db/seed';
import { TEAM_ACTIVE_MEMBERS, TEAM_QUIET_DAYS } from './db/seed-team';
import { START_TIME, startPlatform, type TestPlatform } from './test-helpers';

const DAY = 86_400_000;
const TODAY = Math.floor(START_TIME / DAY) * DAY;
const SUM = '/wps/relay/ODSFE2_getTeamOverviewSum';
const DAILY = '/wps/relay/ODSFE2_getTeamOverviewDailyList';
const PNL = '/wps/relay/ODSFE2_getTeamPNLV3';
const PNL_DETAIL = '/wps/relay/ODSFE2_getTeamPNLV2Detail';
const MEMBERS = '/wps/relay/ODSFE2_getSubordinatev2';
const PROMOTE = '/wps/agent/promoteDownlineToAgent';
const BETS = '/wps/relay/ODSFE2_LottOrders';

type Query = Record<string, string | number | boolean>;
let p: TestPlatform;
const tokens = new Map<string, string>();
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());
beforeEach(async () => {
  p.clock.now = START_TIME;
  await resetDatabase(p.app.platform.db, p.app.platform.merchants, p.clock.now);
  tokens.clear();
});

async function token(username: string, merchant = 'demo'): Promise<string> {
  const key = `${merchant}:${username}`;
  let t = tokens.get(key);
  if (!t) {
    const password = username === 'agent01' || username === 'tm_agent' ? 'Agent@1234' : username.startsWith('demo') ? 'Demo@1234' : 'Down@1234';
    t = (await p.login(username, password, merchant)).token;
    tokens.set(key, t);
  }
  return t;
}

async function get<T>(path: string, username: string, query: Query = {}, merchant = 'demo'): Promise<T> {
  const res = await p.call<T>('GET', path, { token: await token(username, merchant), merchant, query });
  if (!res.body.success) throw new Error(`${path}: ${res.body.errorCode} ${res.body.message}`);
  return res.body.value;
}

const days = (from: number, to = 0): Query => ({ startDate: TODAY - from * DAY, endDate: TODAY - to * DAY + DAY - 1 });
const cents = (n: number): number => Math.round(n * 100);
const ADDITIVE = ['registrations', 'firstDeposits', 'depositAmount', 'withdrawalAmount', 'betCount', 'betAmount', 'validBetAmount', 'payoutAmount', 'profitLoss'] as const;

describe('team overview', () => {
  it('the KPI of a range equals the sum of its daily rows, and quiet days are zero rows', async () => {
    const range = days(9);
    const sum = await get<TeamOverviewFigures>(SUM, 'agent01', range);
    const first = await get<TeamOverviewDailyPage>(DAILY, 'agent01', range);
    const second = await get<TeamOverviewDailyPage>(DAILY, 'agent01', { ...range, page: 2 });
    expect(first.totalElements).toBe(10);
    expect(first.content).toHaveLength(10);
    expect(second.content).toHaveLength(0);
    expect(first.content[0]?.date).toBe(TODAY);
    expect(first.footer).toEqual(sum);
    for (const key of ADDITIVE) expect(cents(first.content.reduce((a, d) => a + d[key], 0))).toBe(cents(sum[key]));
    expect(sum.betCount).toBeGreaterThan(20);
    expect(sum.depositAmount).toBeGreaterThan(0);
    expect(sum.withdrawalAmount).toBeGreaterThan(0);
    expect(sum.activeMembers).toBe(TEAM_ACTIVE_MEMBERS.length);
    expect(sum.firstDeposits).toBe(TEAM_ACTIVE_MEMBERS.length);
    for (const quiet of TEAM_QUIET_DAYS) {
      const day = first.content.find((d) => d.date === TODAY - quiet * DAY);
      expect(day).toMatchObject({ betCount: 0, depositAmount: 0, activeMembers: 0 });
    }
    // The seed's audit stays clean.
    const audit = (await p.call<DevLedgerAudit>('GET', '/__dev/ledger/audit', { merchant: null })).body.value;
    expect(audit.mismatches).toEqual([]);
  });

  it("counts down08's own team only for down08, and registrations of tm_agent's recent downlines", async () => {
    const agent = await get<TeamOverviewFigures>(SUM, 'agent01', days(9));
    const sub = await get<TeamOverviewFigures>(SUM, 'down08', days(9));
    expect(sub.activeMembers).toBe(2); // sub01, sub02 (sub03 never plays)
    expect(sub.betAmount).toBeLessThan(agent.betAmount);
    const tm = await get<TeamOverviewFigures>(SUM, 'tm_agent', days(9));
    expect(tm.registrations).toBe(4);
    expect(tm.betCount).toBe(0);
  });

  it('refuses non-agents and a reversed range', async () => {
    const member = await p.call(SUM.startsWith('/') ? 'GET' : 'GET', SUM, { token: await token('demo01'), merchant: 'demo', query: days(1) });
    expect(member.body.errorCode).toBe('permission.denied');
    const reversed = await p.call('GET', SUM, { token: await token('agent01'), merchant: 'demo', query: { startDate: TODAY, endDate: TODAY - 1 } });
    expect(reversed.body.errorCode).toBe('request.invalid');
  });
});

describe('team profit and loss', () => {
  it('lists members with activity, pages, sums the footer, and the detail adds up to the member row', async () => {
    const range = days(9);
    const page = await get<TeamPnlPage>(PNL, 'agent01', range);
    expect(page.content.map((r) => r.username).sort()).toEqual([...TEAM_ACTIVE_MEMBERS].sort());
    expect(cents(page.content.reduce((a, r) => a + r.betAmount, 0))).toBe(cents(page.footer.betAmount));
    expect(cents(page.content.reduce((a, r) => a + r.profitLoss, 0))).toBe(cents(page.footer.profitLoss));
    expect(page.content.find((r) => r.username === 'sub01')?.level).toBe(2);
    const row = page.content.find((r) => r.username === 'down01');
    const detail = await get<TeamPnlDetail>(PNL_DETAIL, 'agent01', { ...range, username: 'down01' });
    expect(detail.content.length).toBeGreaterThan(0);
    expect(cents(detail.content.reduce((a, r) => a + r.betAmount, 0))).toBe(cents(row?.betAmount ?? -1));
    const one = await get<TeamPnlPage>(PNL, 'agent01', { ...range, username: 'sub02' });
    expect(one.content.map((r) => r.username)).toEqual(['sub02']);
  });

  it('never shows another agent’s member', async () => {
    const res = await p.call('GET', PNL_DETAIL, { token: await token('down08'), merchant: 'demo', query: { ...days(9), username: 'down01' } });
    expect(res.body.errorCode).toBe('not.found');
    const page = await get<TeamPnlPage>(PNL, 'down08', days(9));
    expect(page.content.map((r) => r.username).sort()).toEqual(['sub01', 'sub02']);
  });
});

describe('team members', () => {
  it("lists direct downlines newest first, drills down with a breadcrumb, and searches the whole team", async () => {
    const top = await get<TeamMembersPage>(MEMBERS, 'agent01');
    expect(top.totalElements).toBe(9);
    expect(top.path).toEqual([]);
    const down08 = top.content.find((m) => m.username === 'down08');
    expect(down08).toMatchObject({ isAgent: true, level: 1, downlineCount: 3, canPromote: false });
    const down06 = top.content.find((m) => m.username === 'down06');
    expect(down06?.rebateRates.map((r) => r.productType)).toEqual(['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT']);
    expect(down06?.canPromote).toBe(true);
    expect(top.content.find((m) => m.username === 'down07')?.lastLoginAt).toBeNull();
    const drill = await get<TeamMembersPage>(MEMBERS, 'agent01', { parent: 'down08' });
    expect(drill.content.map((m) => m.username).sort()).toEqual(['sub01', 'sub02', 'sub03']);
    expect(drill.path).toEqual(['down08']);
    expect(drill.content.every((m) => m.level === 2 && !m.canPromote)).toBe(true);
    const search = await get<TeamMembersPage>(MEMBERS, 'agent01', { username: 'SUB0' });
    expect(search.content.map((m) => m.username).sort()).toEqual(['sub01', 'sub02', 'sub03']);
  });

  it('a downline opened just now is first on page 1 and counts as a registration of the day', async () => {
    const agent = p.app.platform.db.prepare("SELECT id FROM users WHERE merchant_code = 'demo' AND username = 'agent01'").get() as { id: number };
    const before = await get<TeamOverviewFigures>(SUM, 'agent01', days(0));
    p.app.platform.db
      .prepare("INSERT INTO users (merchant_code, username, password_hash, type, balance_cents, upline_id, reg_date) VALUES ('demo', 'tm_fresh', NULL, 0, 0, ?, ?)")
      .run(agent.id, p.clock.now);
    const top = await get<TeamMembersPage>(MEMBERS, 'agent01');
    expect(top.totalElements).toBe(10);
    expect(top.content[0]).toMatchObject({ username: 'tm_fresh', level: 1, lastLoginAt: null, balance: 0 });
    expect((await get<TeamOverviewFigures>(SUM, 'agent01', days(0))).registrations).toBe(before.registrations + 1);
  });

  it('sub01 is visible to agent01 and down08; down01 is not visible to down08; nothing across merchants', async () => {
    expect((await get<TeamMembersPage>(MEMBERS, 'down08', { username: 'sub01' })).content.map((m) => m.username)).toEqual(['sub01']);
    expect((await get<TeamMembersPage>(MEMBERS, 'down08', { username: 'down01' })).content).toEqual([]);
    const res = await p.call('GET', MEMBERS, { token: await token('down08'), merchant: 'demo', query: { parent: 'down01' } });
    expect(res.body.errorCode).toBe('not.found');
    const mono = await get<TeamMembersPage>(MEMBERS, 'agent01', { username: 'tm_' }, 'mono');
    expect(mono.content).toEqual([]);
  });

  it('promotes a plain direct downline on demo; refuses frozen, agents, deeper levels and mono', async () => {
    const tm = await token('tm_agent');
    const list = await get<TeamMembersPage>(MEMBERS, 'tm_agent');
    expect(Object.fromEntries(list.content.map((m) => [m.username, m.canPromote]))).toEqual({ tm_d1: true, tm_d2: false, tm_d3: false });
    const ok = await p.call<TeamMember>('POST', PROMOTE, { token: tm, merchant: 'demo', body: { username: 'tm_d1' } });
    expect(ok.body.value).toMatchObject({ username: 'tm_d1', isAgent: true, type: 1, canPromote: false });
    const again = await p.call('POST', PROMOTE, { token: tm, merchant: 'demo', body: { username: 'tm_d1' } });
    expect(again.body.errorCode).toBe('team.promote.refused');
    for (const username of ['tm_d2', 'tm_d3', 'tm_s1']) {
      const res = await p.call('POST', PROMOTE, { token: tm, merchant: 'demo', body: { username } });
      expect(res.body.errorCode, username).toBe('team.promote.refused');
    }
    const outside = await p.call('POST', PROMOTE, { token: tm, merchant: 'demo', body: { username: 'down01' } });
    expect(outside.body.errorCode).toBe('not.found');
    const mono = await p.call('POST', PROMOTE, { token: await token('tm_agent', 'mono'), merchant: 'mono', body: { username: 'tm_d1' } });
    expect(mono.body.errorCode).toBe('function.not.available');
    expect((await get<TeamMembersPage>(MEMBERS, 'tm_agent', {}, 'mono')).content.every((m) => !m.canPromote)).toBe(true);
  });
});

describe('team betting', () => {
  it('filters by member and game type and the footer sums the filtered range', async () => {
    const range = days(6);
    const all = await get<TeamBetPage>(BETS, 'agent01', { ...range, size: 100 });
    expect(all.totalElements).toBe(all.content.length);
    expect(cents(all.content.reduce((a, b) => a + b.betAmount, 0))).toBe(cents(all.footer.betAmount));
    const mine = await get<TeamBetPage>(BETS, 'agent01', { ...range, size: 100, username: 'SUB01' });
    expect(mine.content.length).toBeGreaterThan(0);
    expect(mine.content.every((b) => b.username === 'sub01')).toBe(true);
    expect(cents(mine.content.reduce((a, b) => a + b.profitLoss, 0))).toBe(cents(mine.footer.profitLoss));
    const type = all.content[0]?.gameType ?? 'RNG';
    const typed = await get<TeamBetPage>(BETS, 'agent01', { ...range, size: 100, gameType: type });
    expect(typed.content.every((b) => b.gameType === type)).toBe(true);
    expect(typed.totalElements).toBe(all.content.filter((b) => b.gameType === type).length);
    // down08 sees only its own team's bets; down01 is none of its business.
    expect((await get<TeamBetPage>(BETS, 'down08', { ...range, username: 'down01' })).totalElements).toBe(0);
  });
});
