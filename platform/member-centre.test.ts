import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMemberBadges, MemberAvailablePromotions, MemberClubBenefit, MemberHeadIcons, MemberInfo, MemberRankProgress } from '../src/api/contract.generated';
import { nicknameValid } from './member-club';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const rewardBadge = (content: MemberAvailablePromotions['content']): number =>
  ['MANUAL', 'RAFFLE', 'TICKET', 'REGISTER', 'LOGIN', 'SAVIOR', 'UPGRADE_BONUS', 'MISSION_MANUAL'].reduce((n, k) => n + (content[k]?.count ?? 0), 0);

describe('member centre endpoints', () => {
  it('member info carries the club label, head icon and type', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const info = (await p.call<MemberInfo>('GET', '/wps/member/info', { token })).body.value;
    expect(info.clubLabel).toMatchObject({ labelName: 'VIP1', type: 'AUTO' });
    expect(info.headIcon).toMatch(/^data:image\/svg\+xml;base64,/);
    const special = await p.login('mem_special', 'Demo@1234');
    expect((await p.call<MemberInfo>('GET', '/wps/member/info', { token: special.token })).body.value.clubLabel).toMatchObject({ labelName: 'Super VIP', type: 'SPECIAL' });
    const virtual = await p.login('mem_virtual', 'Demo@1234');
    expect((await p.call<MemberInfo>('GET', '/wps/member/info', { token: virtual.token })).body.value.type).toBe(40);
  });

  it('changes the nickname within the rule and refuses the rest', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    for (const bad of ['x', 'a'.repeat(17), 'bad<name>', ' padded ']) {
      const res = await p.call('PUT', '/wps/member/nickname', { token, body: { nickname: bad } });
      if (bad === ' padded ') continue; // trimmed to a valid name
      expect(res.body.errorCode, bad).toBe('format.nickname.err');
    }
    expect((await p.call('PUT', '/wps/member/nickname', { token, body: { nickname: 'Lucky Star' } })).body.success).toBe(true);
    expect((await p.call<MemberInfo>('GET', '/wps/member/info', { token })).body.value.nickname).toBe('Lucky Star');
    const free = await p.login('free01', 'Free@1234');
    expect((await p.call('PUT', '/wps/member/nickname', { token: free.token, body: { nickname: 'Free Guy' } })).body.errorCode).toBe('permission.trial.denied');
  });

  it('lists and sets head icons', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const icons = (await p.call<MemberHeadIcons>('GET', '/wps/member/headIcon', { token })).body.value;
    expect(icons.icons).toHaveLength(8);
    expect(icons.headIcon).toBe('a1');
    expect((await p.call('POST', '/wps/member/headIcon', { token, body: { headIcon: 'a5' } })).body.success).toBe(true);
    expect((await p.call<MemberHeadIcons>('GET', '/wps/member/headIcon', { token })).body.value.headIcon).toBe('a5');
    expect((await p.call<MemberInfo>('GET', '/wps/member/info', { token })).body.value.headIcon).toBe(icons.icons[4]?.url);
    expect((await p.call('POST', '/wps/member/headIcon', { token, body: { headIcon: 'zz' } })).body.errorCode).toBe('format.field.err');
  });

  it('answers rank progress and the level table per merchant', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const progress = (await p.call<MemberRankProgress>('GET', '/wps/relay/MCSFE_getPlayerRankProgress', { token })).body.value;
    expect(progress).toEqual({ playerRankName: 'VIP1', nextRankName: 'VIP2', monthlyTurnover: { actual: 3500, expected: 20000 }, totalTurnover: { actual: 42000, expected: 100000 } });
    const demoLevels = (await p.call<MemberClubBenefit>('GET', '/wps/relay/MCSFE_getMemberClubBenefit', { token })).body.value.levels;
    expect(demoLevels.map((l) => l.levelName)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5']);
    const mono = await p.login('demo01', 'Demo@1234', 'mono');
    const monoLevels = (await p.call<MemberClubBenefit>('GET', '/wps/relay/MCSFE_getMemberClubBenefit', { token: mono.token, merchant: 'mono' })).body.value.levels;
    expect(monoLevels.map((l) => l.levelName)).toEqual(['Bronze', 'Silver', 'Gold', 'Diamond']);
  });

  it('counts unclaimed rewards: demo01 has 4, agent01 none; the dev switch changes both badges', async () => {
    const demo = await p.login('demo01', 'Demo@1234');
    const content = (await p.call<MemberAvailablePromotions>('GET', '/wps/relay/MCSFE_getAvailablePromotions', { token: demo.token })).body.value.content;
    expect(rewardBadge(content)).toBe(4);
    expect(content.REFERRAL).toEqual({ enabled: true, count: 0 });
    const agent = await p.login('agent01', 'Agent@1234');
    expect(rewardBadge((await p.call<MemberAvailablePromotions>('GET', '/wps/relay/MCSFE_getAvailablePromotions', { token: agent.token })).body.value.content)).toBe(0);
    const changed = await p.call<DevMemberBadges>('POST', '/__dev/member/badges', { merchant: null, body: { merchant: 'demo', username: 'agent01', addUnreadMessages: 2, promotion: { key: 'RAFFLE', count: 3 } } });
    expect(changed.body.value).toEqual({ unreadMessages: 1 + 2, unclaimedRewards: 3 });
  });
});

describe('nickname rule', () => {
  it('takes 2-16 letters (any script), digits, spaces, _ and -', () => {
    for (const ok of ['Lucky Star', 'Nguyễn Văn A', '幸运星', 'ab', 'a_b-c 1']) expect(nicknameValid(ok), ok).toBe(true);
    for (const bad of ['a', 'a'.repeat(17), 'x<y', 'mail@host', ' lead', 'trail ', '']) expect(nicknameValid(bad), bad).toBe(false);
  });
});
