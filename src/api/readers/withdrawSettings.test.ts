// The withdraw settings reader: upstream's limits (minimumAmount/maximumAmount), Y/N or booleans,
// absent fields filled with what restricts nothing the platform would not refuse itself.
import { describe, expect, it } from 'vitest';
import { hasReplyReader } from '../reply-check';
import { ReplyShapeError } from './read';
import read from './withdrawSettings';

const OURS = {
  allowWithdraw: 'Y',
  allowWithdrawNow: 'N',
  withdrawDateFrom: '09:00',
  withdrawDateTo: '21:00',
  utcOffsetMinutes: 420,
  fixedAmountFlag: false,
  fixedWithdrawAmounts: [100, 200],
  amountLimitFlag: true,
  allowDecimal: false,
  dailyWithdrawMaxCount: 5,
  mobileVerificationType: 'NONE',
  precautionNote: 'Note',
  normalBankWithdrawalSwitch: 'Y',
  virtualWalletWithdrawalSwitch: 'N',
  urlToContact: null,
  minimumAmount: 50,
  maximumAmount: 20000,
};

describe('withdraw settings reader', () => {
  it('is the reply check of its endpoint', () => {
    expect(hasReplyReader('withdrawSettings')).toBe(true);
  });

  it("reads our platform's reply as it is", () => {
    expect(read(OURS)).toEqual(OURS);
  });

  it("reads upstream's partial reply: the limits, and defaults for the rest", () => {
    expect(read({ minimumAmount: '100', maximumAmount: 50000, eWalletMinAmount: 100 })).toEqual({
      allowWithdraw: 'Y',
      allowWithdrawNow: 'Y',
      withdrawDateFrom: '00:00',
      withdrawDateTo: '00:00',
      utcOffsetMinutes: 0,
      fixedAmountFlag: false,
      fixedWithdrawAmounts: [],
      amountLimitFlag: false,
      allowDecimal: true,
      dailyWithdrawMaxCount: 0,
      mobileVerificationType: 'NONE',
      precautionNote: '',
      normalBankWithdrawalSwitch: 'Y',
      virtualWalletWithdrawalSwitch: 'N',
      urlToContact: null,
      minimumAmount: 100,
      maximumAmount: 50000,
    });
  });

  it('normalises Y/N and booleans, numeric strings, and unknown verification kinds', () => {
    const r = read({ allowWithdraw: false, fixedAmountFlag: 'Y', fixedWithdrawAmounts: ['100', 500], allowDecimal: 'N', mobileVerificationType: 'every_withdrawal', withdrawDateFrom: '8:00', withdrawDateTo: '20:00' });
    expect(r).toMatchObject({ allowWithdraw: 'N', allowWithdrawNow: 'N', fixedAmountFlag: true, fixedWithdrawAmounts: [100, 500], allowDecimal: false, mobileVerificationType: 'EVERY_WITHDRAWAL', withdrawDateFrom: '08:00' });
    expect(read({ mobileVerificationType: 'FACE' }).mobileVerificationType).toBe('NONE');
    expect(read({}).minimumAmount).toBeUndefined();
  });

  it('refuses what the screen cannot use', () => {
    expect(() => read(null)).toThrow(ReplyShapeError);
    expect(() => read({ minimumAmount: 'lots' })).toThrow(ReplyShapeError);
    expect(() => read({ fixedWithdrawAmounts: ['x'] })).toThrow(ReplyShapeError);
  });
});
