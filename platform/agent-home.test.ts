// Agent home's counters (ODSFE2_teamKPIC) over the whole team, and the agent-home seed accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamSummary } from '../src/api/contract.generated';
import { AGENT_HOME_ACCOUNTS } from './db/seed-agent-home';
import { teamKpiRange } from './routes/agent';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const KPI = '/wps/relay/ODSFE2_teamKPIC';

async function counters(token: string, merchant = 'demo', query: Record<string, string> = {}): Promise<TeamSummary['footer']> {
  const res = await p.call<TeamSummary>('GET', KPI, { token, merchant, query });
  expect(res.body.errorCode).toBeNull();
  return res.body.value.footer;
}

describe('team summary (agent home counters)', () => {
  it("counts agent01's whole team from the seed, then follows sign-ins and live sessions", async () => {
    const agent = await p.login('agent01', 'Agent@1234');
    // The seed (platform/db/seed.ts, seed-agent.ts): demo01 and down01…down08 under agent01,
    // sub01…sub03 under down08 → 12 registered. Signed in before: down01…down06 and sub01 → 7.
    // Bets: down01…down04 and sub01 carry has_bet; demo01 has no bet rows → 5. Nobody online.
    expect(await counters(agent.token)).toEqual({ teamRegisterMemberCount: 12, teamLoginMemberCount: 7, teamBetMemberCount: 5, teamOnlineCount: 0 });

    // A second-level member signing in counts as logged in and online (the whole team, not level 1).
    const sub = await p.login('sub02', 'Down@1234');
    expect(await counters(agent.token)).toEqual({ teamRegisterMemberCount: 12, teamLoginMemberCount: 8, teamBetMemberCount: 5, teamOnlineCount: 1 });

    // Within a range, only sign-ins of those days count (sub02 signed in at the platform's clock).
    const today = new Date(p.clock.now + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await counters(agent.token, 'demo', { startDate: today, endDate: today })).teamLoginMemberCount).toBe(1);
    expect((await counters(agent.token, 'demo', { startDate: '2024-02-24', endDate: '2024-02-24' })).teamLoginMemberCount).toBe(7);
    expect((await counters(agent.token, 'demo', { startDate: '2025-01-01', endDate: '2025-01-02' })).teamLoginMemberCount).toBe(0);

    // The session expires: no longer online, still logged in.
    p.advance(30 * 24 * 3_600_000);
    const again = await p.login('agent01', 'Agent@1234');
    expect(await counters(again.token)).toMatchObject({ teamLoginMemberCount: 8, teamOnlineCount: 0 });
    expect(sub.token).toBeTruthy();
  });

  it('down08 counts only its own team (sub01…sub03); an agent with no team counts zeros; merchants stay apart', async () => {
    const down08 = await p.login('down08', 'Down@1234');
    expect(await counters(down08.token)).toMatchObject({ teamRegisterMemberCount: 3, teamBetMemberCount: 1 });
    const lone = await p.login(AGENT_HOME_ACCOUNTS.agent.username, AGENT_HOME_ACCOUNTS.agent.password);
    expect(await counters(lone.token)).toEqual({ teamRegisterMemberCount: 0, teamLoginMemberCount: 0, teamBetMemberCount: 0, teamOnlineCount: 0 });
    const monoAgent = await p.login('agent01', 'Agent@1234', 'mono');
    expect((await counters(monoAgent.token, 'mono')).teamRegisterMemberCount).toBe(12);
  });

  it('refuses non-agents: types 0, 4 and 40', async () => {
    for (const [username, password, code] of [
      ['demo01', 'Demo@1234', 'permission.denied'],
      ['free01', 'Free@1234', 'permission.trial.denied'],
      [AGENT_HOME_ACCOUNTS.type40.username, AGENT_HOME_ACCOUNTS.type40.password, 'permission.denied'],
    ] as const) {
      const member = await p.login(username, password);
      expect((await p.call('GET', KPI, { token: member.token })).body.errorCode).toBe(code);
    }
    expect((await p.call('GET', KPI)).body.errorCode).toBe('login.not.session');
  });

  it('reads the range as business days (UTC+7), both inclusive, and refuses a malformed date', async () => {
    expect(teamKpiRange({})).toBeNull();
    expect(teamKpiRange({ startDate: '2026-01-01' })).toBeNull();
    expect(teamKpiRange({ startDate: '2026-01-01', endDate: '2026-01-02' })).toEqual({ from: Date.UTC(2025, 11, 31, 17), to: Date.UTC(2026, 0, 2, 17) });
    expect(() => teamKpiRange({ startDate: '01/01/2026', endDate: '2026-01-02' })).toThrow();
  });
});
