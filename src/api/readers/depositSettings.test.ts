// The deposit settings reader: upstream's "Y"/"N" (and booleans), service hours named or not.
import { describe, expect, it } from 'vitest';
import { hasReplyReader } from '../reply-check';
import read from './depositSettings';
import { ReplyShapeError } from './read';

describe('deposit settings reader', () => {
  it('is the reply check of its endpoint', () => {
    expect(hasReplyReader('depositSettings')).toBe(true);
  });

  it('reads upstream\'s reply: "Y", no service hours (open, default hours for the refusal text)', () => {
    expect(read({ allowDeposit: 'Y', totalDepositSuccessCount: 1, depositInfo: '24/24' })).toEqual({
      allowDeposit: true,
      totalDepositSuccessCount: 1,
      serviceFrom: '08:00',
      serviceTo: '23:00',
      serviceHoursNamed: false,
      inServiceHours: true,
    });
    expect(read({ allowDeposit: 'N' }).allowDeposit).toBe(false);
    expect(read({ allowDeposit: 'N' }).totalDepositSuccessCount).toBe(0);
  });

  it('keeps the service hours a platform sends, and whether now is inside them', () => {
    expect(read({ allowDeposit: true, totalDepositSuccessCount: '3', serviceFrom: '9:30', serviceTo: '22:00', inServiceHours: 'N' })).toEqual({
      allowDeposit: true,
      totalDepositSuccessCount: 3,
      serviceFrom: '09:30',
      serviceTo: '22:00',
      serviceHoursNamed: true,
      inServiceHours: false,
    });
    // Half a window, or an unreadable time, is no window: the defaults stand in.
    expect(read({ allowDeposit: 'Y', serviceFrom: '08:00', serviceTo: 'late' })).toMatchObject({ serviceFrom: '08:00', serviceTo: '23:00', serviceHoursNamed: false });
  });

  it('refuses a reply without allowDeposit or with one that is not a yes/no', () => {
    expect(() => read({ totalDepositSuccessCount: 1 })).toThrow(ReplyShapeError);
    expect(() => read({ allowDeposit: 'maybe' })).toThrow(ReplyShapeError);
    expect(() => read([])).toThrow(ReplyShapeError);
  });
});
