import { describe, expect, it } from 'vitest';
import { amountRule, parseAmount, passwordRule, withdrawalBounds, type AmountLimits } from './withdraw-validation';

const limits: AmountLimits = { min: 100, max: 50_000, remaining: 20_000, allowDecimal: true, fixedAmounts: [100, 200, 500], fixedOnly: false };

describe('withdraw amount', () => {
  it('parses plain amounts with up to two decimals (grouping commas allowed) and nothing else', () => {
    expect(parseAmount('1,234.5')).toBe(1234.5);
    expect(parseAmount(' 100 ')).toBe(100);
    expect(parseAmount('100.123')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('checks required, shape, decimals, fixed amounts, min, max and what is left today', () => {
    expect(amountRule('', limits)).toEqual({ key: 'withdraw:amount_required' });
    expect(amountRule('abc', limits)).toEqual({ key: 'errors:withdraw_amount_invalid' });
    expect(amountRule('0', limits)).toEqual({ key: 'errors:withdraw_amount_invalid' });
    expect(amountRule('99.99', limits)).toEqual({ key: 'errors:withdraw_amount_min', values: { min: 100 } });
    expect(amountRule('100', limits)).toBeNull();
    expect(amountRule('20000', limits)).toBeNull();
    expect(amountRule('20000.01', limits)).toEqual({ key: 'errors:withdraw_amount_max', values: { max: 20_000 } });
    expect(amountRule('150.5', { ...limits, allowDecimal: false })).toEqual({ key: 'withdraw:amount_whole' });
    expect(amountRule('300', { ...limits, fixedOnly: true })).toEqual({ key: 'withdraw:amount_fixed' });
    expect(amountRule('500', { ...limits, fixedOnly: true })).toBeNull();
    expect(amountRule('60000', { ...limits, remaining: 100_000 })).toEqual({ key: 'errors:withdraw_amount_max', values: { max: 50_000 } });
  });
});

describe('withdraw funds password', () => {
  it('needs at least 6 characters', () => {
    expect(passwordRule('')).toEqual({ key: 'withdraw:password_required' });
    expect(passwordRule('12345')).toEqual({ key: 'withdraw:password_short', values: { min: 6 } });
    expect(passwordRule('123456')).toBeNull();
  });
});

describe('withdrawal bounds', () => {
  it("narrow the account's limits by upstream's minimumAmount / maximumAmount when sent", () => {
    const account = { minWithdrawal: 50, maxWithdrawal: 20_000 };
    expect(withdrawalBounds(account, {})).toEqual({ min: 50, max: 20_000 });
    expect(withdrawalBounds(account, { minimumAmount: 100, maximumAmount: 50_000 })).toEqual({ min: 100, max: 20_000 });
    expect(withdrawalBounds(account, { minimumAmount: 10, maximumAmount: 5_000 })).toEqual({ min: 50, max: 5_000 });
  });
});
