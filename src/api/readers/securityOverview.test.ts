// The security overview reader (GET /wps/member/securityConfig): our fields, read tolerantly.
import { describe, expect, it } from 'vitest';
import { hasReplyReader } from '../reply-check';
import { ReplyShapeError } from './read';
import read from './securityOverview';

describe('security overview reader', () => {
  it('is the reply check of its endpoint', () => {
    expect(hasReplyReader('securityOverview')).toBe(true);
  });

  it("reads our platform's reply as it is", () => {
    const ours = { fundPasswordSet: true, email: 'se****@example.com', mobile: '090****002', payeeName: 'NGUYEN VAN AN', bankCardCount: 1, maxCardCount: 3, bankCardsEnabled: true };
    expect(read(ours)).toEqual(ours);
  });

  it('reads Y/N, numeric strings, and empty or absent contacts as none', () => {
    expect(read({ fundPasswordSet: 'N', email: '', mobile: null, bankCardCount: '2', maxCardCount: '5', bankCardsEnabled: 'Y' })).toEqual({
      fundPasswordSet: false,
      email: null,
      mobile: null,
      payeeName: null,
      bankCardCount: 2,
      maxCardCount: 5,
      bankCardsEnabled: true,
    });
  });

  it('refuses a reply without fundPasswordSet', () => {
    expect(() => read({ email: null })).toThrow(ReplyShapeError);
    expect(() => read(null)).toThrow(ReplyShapeError);
  });
});
