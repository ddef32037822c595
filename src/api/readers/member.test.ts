import { describe, expect, it } from 'vitest';
import { presetAvatarUrl } from '../../config/player-avatars';
import readAffiliateCheck from './affiliateCheck';
import readPlayerAvatar from './memberHeadIcons';
import readMemberInfo from './memberInfo';

describe('member info reader', () => {
  it('needs only the account and fills in the rest', () => {
    expect(readMemberInfo({ account: 'u1', type: '1', regDate: '5', clubLabel: { labelName: 'VIP2', type: 'SPECIAL', color: '#111' } })).toMatchObject({
      id: 'u1',
      userName: 'u1',
      type: 1,
      regDate: 5,
      clubLabel: { labelName: 'VIP2', type: 'SPECIAL', color: '#111', color2: '#111' },
      nickname: null,
    });
    expect(readMemberInfo({ userName: 'u2', clubLabel: null }).clubLabel).toBeNull();
    expect(() => readMemberInfo({ nickname: 'x' })).toThrow('value.account');
  });
});

describe('avatar reader', () => {
  it('resolves a STATIC preset, falls back to the first, and takes a picture URL of another type', () => {
    expect(readPlayerAvatar({ avatar: '3', avatarType: 'STATIC' })).toEqual({ presetId: '3', url: presetAvatarUrl('3') });
    expect(readPlayerAvatar({ avatar: '99', avatarType: 'STATIC' }).url).toBe(presetAvatarUrl('0'));
    expect(readPlayerAvatar({})).toEqual({ presetId: '0', url: presetAvatarUrl('0') });
    expect(readPlayerAvatar({ avatar: 'https://cdn.example/a.png', avatarType: 'CUSTOM' })).toEqual({ presetId: null, url: 'https://cdn.example/a.png' });
  });
});

describe('affiliate check reader', () => {
  it('accepts any value, keeping what it names', () => {
    expect(readAffiliateCheck(null)).toEqual({});
    expect(readAffiliateCheck(true)).toEqual({});
    expect(readAffiliateCheck({ code: 'A1', agentName: 'agent01' })).toEqual({ code: 'A1', agentName: 'agent01' });
  });
});
