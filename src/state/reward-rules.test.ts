import { describe, expect, it } from 'vitest';
import { canTransferToUpline, receivingCount, rewardBadge } from './reward-rules';

describe('transfer to upline rule (spec §6)', () => {
  // Every combination of the three conditions: shown only when all hold.
  const cases = [true, false].flatMap((flagOn) =>
    [null, 'agent01'].flatMap((toUpline) => [0, 1, 2, 40].map((type) => ({ flagOn, toUpline, type, expected: flagOn && toUpline !== null && type !== 2 }))),
  );
  it.each(cases)('flag $flagOn, toUpline $toUpline, type $type → $expected', ({ flagOn, toUpline, type, expected }) => {
    expect(canTransferToUpline(flagOn, { type, toUpline })).toBe(expected);
  });
  it('is closed for a guest and for an empty toUpline', () => {
    expect(canTransferToUpline(true, null)).toBe(false);
    expect(canTransferToUpline(true, { type: 0, toUpline: '' })).toBe(false);
  });
});

describe('reward badge', () => {
  const content = {
    MANUAL: { enabled: true, count: 2 },
    RAFFLE: { enabled: true, count: 1 },
    LOGIN: { enabled: true, count: 3 },
    COPY_BET: { enabled: true, count: 5 },
    TICKET: { enabled: true, count: 1 },
  };
  it('sums the badge kinds (not COPY_BET); the receiving count only the receiving kinds', () => {
    expect(rewardBadge(content)).toBe(7);
    expect(receivingCount(content)).toBe(4);
    expect(rewardBadge(null)).toBe(0);
  });
});
