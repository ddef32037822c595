import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DevLedgerAudit,
  InviteReferralDetails,
  InviteReferralIncome,
  InviteReferralPage,
  InviteReferralRules,
  LoginReply,
  MissionClaim,
  MissionLeaderboard,
  MissionMilestones,
  MissionRules,
  MissionSummary,
  Wallet,
} from '../src/api/contract.generated';
import type { PlatformContext } from './context';
import { maskName, missionPeriod } from './routes/invite';
import { smsCode, startPlatform, START_TIME, type TestPlatform } from './test-helpers';

let p: TestPlatform;
let ctx: PlatformContext;
beforeAll(async () => {
  p = await startPlatform();
  ctx = p.ctx;
});
afterAll(() => p.close());

const R = '/wps/relay/';
const PASSWORD = 'Demo@1234';
const balance = async (token: string) => (await p.call<Wallet>('GET', '/wps/v2/wallets/balance', { token })).body.value.sumBalance;
const audit = async () => (await p.call<DevLedgerAudit>('GET', '/__dev/ledger/audit', { merchant: null })).body.value;

describe('mission period and masking', () => {
  it('runs Monday 00:00 UTC to the next Monday', () => {
    // 2026-01-01 is a Thursday: the period began on Monday 2025-12-29.
    expect(missionPeriod(START_TIME)).toEqual({ start: Date.UTC(2025, 11, 29), end: Date.UTC(2026, 0, 5) });
    expect(missionPeriod(Date.UTC(2026, 0, 5))).toEqual({ start: Date.UTC(2026, 0, 5), end: Date.UTC(2026, 0, 12) });
    expect(missionPeriod(Date.UTC(2026, 0, 4, 23, 59, 59, 999)).start).toBe(Date.UTC(2025, 11, 29));
  });

  it('keeps two characters and the last one', () => {
    expect(maskName('inv_member')).toBe('in****r');
    expect(maskName('abc')).toBe('a****');
    expect(maskName('abcd')).toBe('ab****d');
  });
});

describe('referral (invite friends)', () => {
  it('serves the seeded member its code, count, domains, register path, rules and income', async () => {
    const { token } = await p.login('inv_member', PASSWORD);
    const details = (await p.call<InviteReferralDetails>('GET', `${R}MCSFE_getReferralDetails`, { token, query: { autoGenerate: true } })).body.value;
    expect(details).toEqual({ referralCode: 'INVMEM01', totalInvitations: 12, promotionDomains: ['demo.lobby.test', 'm.demo.lobby.test'], registerPath: '/m/register?affiliateCode=INVMEM01' });
    const rules = (await p.call<InviteReferralRules>('GET', `${R}MCSFE_getReferralRules`, { token })).body.value;
    expect(rules).toEqual({ rewardPerFriend: 50, minFirstDeposit: 100 });
    const income = (await p.call<InviteReferralIncome>('GET', `${R}ODSFE2_referralMyIncomeOverview`, { token })).body.value;
    expect(income.totalIncome).toBe(300);
    expect(income.incomeCount).toBe(6);
    expect(income.latest).toHaveLength(6);
  });

  it('pages the invitations by 10, newest first, masked, with deposit and reward', async () => {
    const { token } = await p.login('inv_member', PASSWORD);
    const first = (await p.call<InviteReferralPage>('GET', `${R}MCSFE_getReferralList`, { token })).body.value;
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, total: 12 });
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({ username: 'in****2', firstDeposit: false, reward: 0 });
    expect(first.content[1]).toMatchObject({ username: 'in****1', firstDeposit: true, reward: 50 });
    const times = first.content.map((r) => r.registeredAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = (await p.call<InviteReferralPage>('GET', `${R}MCSFE_getReferralList`, { token, query: { page: 2 } })).body.value;
    expect(second.content.map((r) => r.username)).toEqual(['in****2', 'in****1']);
  });

  it('generates a code once and keeps it (autoGenerate=false answers null before the first)', async () => {
    const { token } = await p.login('inv_none', PASSWORD);
    const before = (await p.call<InviteReferralDetails>('GET', `${R}MCSFE_getReferralDetails`, { token, query: { autoGenerate: false } })).body.value;
    expect(before).toMatchObject({ referralCode: null, registerPath: null, totalInvitations: 0 });
    const made = (await p.call<InviteReferralDetails>('GET', `${R}MCSFE_getReferralDetails`, { token })).body.value;
    expect(made.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    for (let i = 0; i < 3; i += 1) {
      const again = (await p.call<InviteReferralDetails>('GET', `${R}MCSFE_getReferralDetails`, { token })).body.value;
      expect(again.referralCode).toBe(made.referralCode);
    }
    const empty = (await p.call<InviteReferralPage>('GET', `${R}MCSFE_getReferralList`, { token })).body.value;
    expect(empty).toEqual({ content: [], pageNum: 1, totalPages: 1, total: 0 });
  });

  it('a friend registering with the code becomes an invitation of the member (the agent upline stays empty)', async () => {
    const { token } = await p.login('inv_none', PASSWORD);
    const { referralCode } = (await p.call<InviteReferralDetails>('GET', `${R}MCSFE_getReferralDetails`, { token })).body.value;
    const check = await p.call('GET', '/wps/agent/affiliate', { query: { code: referralCode ?? '' } });
    expect(check.body.value).toEqual({ code: referralCode, agentName: 'inv_none' });
    const mobileNum = '0913000001';
    await p.call('POST', '/wps/verification/sms/register', { body: { mobileNum } });
    const verificationCode = await smsCode(p, mobileNum, 'demo');
    const reg = await p.encrypted<LoginReply>('PUT', '/wps/member/register', {
      username: 'friend01',
      password: 'Friend@123',
      confirmPassword: 'Friend@123',
      confirmedAge: 18,
      mobileNum,
      verificationCode,
      affiliateCode: referralCode,
    });
    expect(reg.body.success).toBe(true);
    const friend = ctx.db.prepare("SELECT upline_id FROM users WHERE merchant_code = 'demo' AND username = 'friend01'").get() as { upline_id: number | null };
    expect(friend.upline_id).toBeNull();
    const details = (await p.call<InviteReferralDetails>('GET', `${R}MCSFE_getReferralDetails`, { token })).body.value;
    expect(details.totalInvitations).toBe(1);
    const list = (await p.call<InviteReferralPage>('GET', `${R}MCSFE_getReferralList`, { token })).body.value;
    expect(list.content).toEqual([expect.objectContaining({ username: 'fr****1', firstDeposit: false, reward: 0 })]);
  });

  it('an agent code still makes a downline (and counts as an invitation of the agent)', async () => {
    const mobileNum = '0913000002';
    await p.call('POST', '/wps/verification/sms/register', { body: { mobileNum } });
    const verificationCode = await smsCode(p, mobileNum, 'demo');
    const reg = await p.encrypted<LoginReply>('PUT', '/wps/member/register', {
      username: 'friend02',
      password: 'Friend@123',
      confirmPassword: 'Friend@123',
      confirmedAge: 18,
      mobileNum,
      verificationCode,
      affiliateCode: 'AGENT01',
    });
    expect(reg.body.success).toBe(true);
    const row = ctx.db.prepare("SELECT u.upline_id, r.inviter_id FROM users u JOIN referrals r ON r.invitee_id = u.id WHERE u.username = 'friend02'").get() as { upline_id: number; inviter_id: number };
    expect(row.upline_id).toBe(row.inviter_id);
  });

  it('refuses a member code where REFERRAL is off, and every referral call there (mono)', async () => {
    const check = await p.call('GET', '/wps/agent/affiliate', { merchant: 'mono', query: { code: 'INVMEM01' } });
    expect(check.body.errorCode).toBe('affiliate.invalid');
    const { token } = await p.login('inv_member', PASSWORD, 'mono');
    for (const path of ['MCSFE_getReferralDetails', 'MCSFE_getReferralList', 'MCSFE_getReferralRules', 'ODSFE2_referralMyIncomeOverview']) {
      const res = await p.call('GET', `${R}${path}`, { merchant: 'mono', token });
      expect(res.status, path).toBe(403);
      expect(res.body.errorCode, path).toBe('function.not.available');
    }
  });

  it('refuses the trial type', async () => {
    const { token } = await p.login('free01', 'Free@1234');
    expect((await p.call('GET', `${R}MCSFE_getReferralDetails`, { token })).body.errorCode).toBe('permission.trial.denied');
    expect((await p.call('GET', `${R}MCSFE_getMissionMilestones`, { token })).body.errorCode).toBe('permission.trial.denied');
  });
});

describe('missions', () => {
  it('derives progress from settled valid bets in the period and shows the milestones', async () => {
    const { token } = await p.login('inv_member', PASSWORD);
    const milestones = (await p.call<MissionMilestones>('GET', `${R}MCSFE_getMissionMilestones`, { token })).body.value;
    expect(milestones.progress).toBe(6_200);
    expect(milestones.milestones.map((m) => [m.id, m.target, m.reward, m.status])).toEqual([
      ['M1', 1_000, 10, 'REACHED'],
      ['M2', 5_000, 38, 'REACHED'],
      ['M3', 20_000, 128, 'IN_PROGRESS'],
      ['M4', 100_000, 588, 'IN_PROGRESS'],
    ]);
    const summary = (await p.call<MissionSummary>('GET', `${R}MCSFE_getMissionSummaryDetails`, { token })).body.value;
    expect(summary).toEqual({ period: missionPeriod(p.clock.now), progress: 6_200, reached: 2, claimable: 2, claimedTotal: 0, milestoneCount: 4 });
    const rules = (await p.call<MissionRules>('GET', `${R}MCSFE_getMissionRules`, { token })).body.value;
    expect(rules).toEqual({ metric: 'VALID_BET', periodDays: 7, minBet: 10 });
  });

  it('claims a reached milestone once: repeats (even at once) move nothing, the audit stays clean', async () => {
    const { token } = await p.login('inv_member', PASSWORD);
    const start = await balance(token);
    const claims = await Promise.all([1, 2, 3].map(() => p.call<MissionClaim>('POST', `${R}MCSFE_claimMissionRewards`, { token, body: { milestoneId: 'M1' } })));
    expect(claims.map((c) => c.body.value.replayed).sort()).toEqual([false, true, true]);
    expect(claims.every((c) => c.body.value.reward === 10)).toBe(true);
    expect(await balance(token)).toBeCloseTo(start + 10, 2);
    const again = await p.call<MissionClaim>('POST', `${R}MCSFE_claimMissionRewards`, { token, body: { milestoneId: 'M1' } });
    expect(again.body.value).toEqual({ milestoneId: 'M1', reward: 10, replayed: true });
    expect(await balance(token)).toBeCloseTo(start + 10, 2);
    const rows = ctx.db.prepare("SELECT COUNT(*) AS n FROM ledger WHERE tx_type = 5003 AND idempotency_key LIKE 'mission:M1:%'").get() as { n: number };
    expect(rows.n).toBe(1);
    const milestones = (await p.call<MissionMilestones>('GET', `${R}MCSFE_getMissionMilestones`, { token })).body.value;
    expect(milestones.milestones[0]?.status).toBe('CLAIMED');
    const summary = (await p.call<MissionSummary>('GET', `${R}MCSFE_getMissionSummaryDetails`, { token })).body.value;
    expect(summary).toMatchObject({ claimable: 1, claimedTotal: 10 });
    expect(await audit()).toMatchObject({ mismatches: [], negative: 0 });
  });

  it('refuses an unreached or unknown milestone without moving money', async () => {
    const { token } = await p.login('inv_member', PASSWORD);
    const start = await balance(token);
    const early = await p.call('POST', `${R}MCSFE_claimMissionRewards`, { token, body: { milestoneId: 'M3' } });
    expect([early.status, early.body.errorCode]).toEqual([400, 'mission.not.reached']);
    const unknown = await p.call('POST', `${R}MCSFE_claimMissionRewards`, { token, body: { milestoneId: 'ZZ' } });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'not.found']);
    const none = await p.login('inv_none', PASSWORD);
    const nothing = await p.call('POST', `${R}MCSFE_claimMissionRewards`, { token: none.token, body: { milestoneId: 'M1' } });
    expect(nothing.body.errorCode).toBe('mission.not.reached');
    expect(await balance(token)).toBe(start);
  });

  it('ranks the leaderboard by valid bets, pages by 10 and names the member its rank', async () => {
    // Other slices' seeds (records, rewards) play this week too, so the board is checked by its
    // rules, with this slice's own players at known scores inside it.
    const { token } = await p.login('inv_member', PASSWORD);
    const first = (await p.call<MissionLeaderboard>('GET', `${R}MCSFE_getMissionLeaderboard`, { token })).body.value;
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.list).toHaveLength(10);
    const entries = [...first.list];
    for (let page = 2; entries.length < first.total; page += 1) {
      const next = (await p.call<MissionLeaderboard>('GET', `${R}MCSFE_getMissionLeaderboard`, { token, query: { page } })).body.value;
      expect(next.list.length).toBeGreaterThan(0);
      expect(next.list.length).toBeLessThanOrEqual(10);
      entries.push(...next.list);
    }
    expect(entries.map((e) => e.rank)).toEqual(entries.map((_, i) => i + 1));
    const scores = entries.map((e) => e.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const mine = entries.filter((e) => e.mine);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ username: 'in****r', score: 6_200 });
    expect(first).toMatchObject({ entryVisible: true, myRank: mine[0]!.rank, myScore: 6_200 });
    expect(mine[0]!.rank).toBe(1 + entries.filter((e) => e.score > 6_200).length);
    // This slice's seeded players: the top one at 20,000 and the last two at 1,500 and 800.
    expect(entries.some((e) => e.username === 'in****1' && e.score === 20_000)).toBe(true);
    expect(entries.filter((e) => e.username.startsWith('in')).map((e) => e.score).slice(-2)).toEqual([1_500, 800]);
    const none = await p.login('inv_none', PASSWORD);
    const outside = (await p.call<MissionLeaderboard>('GET', `${R}MCSFE_getMissionLeaderboard`, { token: none.token })).body.value;
    expect(outside).toMatchObject({ entryVisible: false, myRank: null, myScore: 0 });
  });

  it('a new period starts from nothing: last week bets and claims no longer count', async () => {
    p.advance(7 * 86_400_000);
    try {
      const { token } = await p.login('inv_member', PASSWORD);
      const milestones = (await p.call<MissionMilestones>('GET', `${R}MCSFE_getMissionMilestones`, { token })).body.value;
      expect(milestones.progress).toBe(0);
      expect(milestones.milestones.every((m) => m.status === 'IN_PROGRESS')).toBe(true);
      expect((await p.call<MissionLeaderboard>('GET', `${R}MCSFE_getMissionLeaderboard`, { token })).body.value.total).toBe(0);
    } finally {
      p.clock.now -= 7 * 86_400_000;
    }
  });

  it('is off where MISSION is off (mono)', async () => {
    const { token } = await p.login('inv_member', PASSWORD, 'mono');
    for (const path of ['MCSFE_getMissionSummaryDetails', 'MCSFE_getMissionRules', 'MCSFE_getMissionMilestones', 'MCSFE_getMissionLeaderboard']) {
      expect((await p.call('GET', `${R}${path}`, { merchant: 'mono', token })).body.errorCode, path).toBe('function.not.available');
    }
    const claim = await p.call('POST', `${R}MCSFE_claimMissionRewards`, { merchant: 'mono', token, body: { milestoneId: 'M1' } });
    expect(claim.body.errorCode).toBe('function.not.available');
  });

  it('keeps the seeded books clean', async () => {
    expect(await audit()).toMatchObject({ mismatches: [], negative: 0 });
  });
});
