import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMemberBadges, MemberAvailablePromotions, MemberClubBenefit, MemberInfo, MemberRankProgress, PlayerAvatar } from '../src/api/contract.generated';
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
  it('member info carries the club label and type, and no avatar (that has its own call)', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const info = (await p.call<MemberInfo>('GET', '/wps/member/info', { token })).body.value;
    expect(info.clubLabel).toMatchObject({ labelName: 'VIP1', type: 'AUTO' });
    expect(info).not.toHaveProperty('headIcon');
    const special = await p.login('mem_special', 'Demo@1234');
    expect((await p.call<MemberInfo>('GET', '/wps/member/info', { token: special.token })).body.value.clubLabel).toMatchObject({ labelName: 'Super VIP', type: 'SPECIAL' });
    const virtual = await p.login('mem_virtual', 'Demo@1234');
    expect((await p.call<MemberInfo>('GET', '/wps/member/info', { token: virtual.token })).body.value.type).toBe(40);
  });

  it('changes the nickname within the rule and refuses the rest', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    for (const bad of ['x', 'a'.repeat(17), 'bad<name>', ' padded ']) {
      const res = await p.call('PUT', '/wps/member/info/nickname', { token, body: { nickname: bad } });
      if (bad === ' padded ') continue; // trimmed to a valid name
      expect(res.body.errorCode, bad).toBe('format.nickname.err');
    }
    expect((await p.call('PUT', '/wps/member/info/nickname', { token, body: { nickname: 'Lucky Star' } })).body.success).toBe(true);
    expect((await p.call<MemberInfo>('GET', '/wps/member/info', { token })).body.value.nickname).toBe('Lucky Star');
    const free = await p.login('free01', 'Free@1234');
    expect((await p.call('PUT', '/wps/member/info/nickname', { token: free.token, body: { nickname: 'Free Guy' } })).body.errorCode).toBe('permission.trial.denied');
  });

  it("answers the avatar as upstream does (a preset id, STATIC) and sets it on upstream's relay", async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const get = () => p.call<PlayerAvatar>('GET', '/wps/relay/MCSFE_getPlayerAvatar', { token });
    // A member who never chose one has the first preset, as upstream's "0".
    expect((await get()).body.value).toEqual({ avatar: '0', avatarType: 'STATIC' });
    expect((await p.call('POST', '/wps/relay/MCSFE_uploadPlayerAvatar', { token, body: { avatar: '4', avatarType: 'STATIC' } })).body.success).toBe(true);
    expect((await get()).body.value).toEqual({ avatar: '4', avatarType: 'STATIC' });
    expect((await p.call('POST', '/wps/relay/MCSFE_uploadPlayerAvatar', { token, body: { avatar: 'zz', avatarType: 'STATIC' } })).body.errorCode).toBe('format.field.err');
    expect((await p.call('POST', '/wps/relay/MCSFE_uploadPlayerAvatar', { token, body: { avatar: '1', avatarType: 'URL' } })).body.errorCode).toBe('request.invalid');
    const free = await p.login('free01', 'Free@1234');
    expect((await p.call('POST', '/wps/relay/MCSFE_uploadPlayerAvatar', { token: free.token, body: { avatar: '1', avatarType: 'STATIC' } })).body.errorCode).toBe('permission.trial.denied');
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
