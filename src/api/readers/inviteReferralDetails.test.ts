// The referral details reader: upstream's three fields; registerPath (ours) built when absent.
import { describe, expect, it } from 'vitest';
import { hasReplyReader } from '../reply-check';
import read from './inviteReferralDetails';
import { ReplyShapeError } from './read';

describe('referral details reader', () => {
  it('is the reply check of its endpoint', () => {
    expect(hasReplyReader('inviteReferralDetails')).toBe(true);
  });

  it("reads upstream's reply and builds the register path from the code", () => {
    expect(read({ referralCode: 'ab c', totalInvitations: '2', promotionDomains: ['a.example', ''] })).toEqual({
      referralCode: 'ab c',
      totalInvitations: 2,
      promotionDomains: ['a.example'],
      registerPath: '/m/register?affiliateCode=ab%20c',
    });
  });

  it("keeps our platform's register path, and has none without a code", () => {
    const ours = { referralCode: 'X1', totalInvitations: 0, promotionDomains: [], registerPath: '/m/register?affiliateCode=X1&x=1' };
    expect(read(ours)).toEqual(ours);
    expect(read({ referralCode: null, totalInvitations: 0, promotionDomains: null, registerPath: null })).toEqual({ referralCode: null, totalInvitations: 0, promotionDomains: [], registerPath: null });
    expect(read({ referralCode: '' }).registerPath).toBeNull();
  });

  it('refuses a reply that is not an object or whose domains are not a list', () => {
    expect(() => read('abc')).toThrow(ReplyShapeError);
    expect(() => read({ referralCode: 'A', promotionDomains: 'a.example' })).toThrow(ReplyShapeError);
  });
});
