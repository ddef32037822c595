import { describe, expect, it } from 'vitest';
import { parseAmount, transferProblems } from './upline-transfer-rule';

describe('upline transfer form checks', () => {
  it.each([
    ['12', 12],
    ['12.3', 12.3],
    ['1,234.56', 1234.56],
    [' 5 ', 5],
    ['0', null],
    ['0.00', null],
    ['1.234', null],
    ['-3', null],
    ['abc', null],
    ['', null],
  ])('parses %j as %j', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it('names the first problem of each field', () => {
    expect(transferProblems({ amount: '', fundPassword: '' }, 100)).toEqual({ amount: { key: 'rewards:upline.amount_required' }, fundPassword: { key: 'rewards:upline.fund_password_required' } });
    expect(transferProblems({ amount: '1.001', fundPassword: 'x' }, 100)).toEqual({ amount: { key: 'rewards:upline.amount_invalid' } });
    expect(transferProblems({ amount: '100.01', fundPassword: 'x' }, 100)).toEqual({ amount: { key: 'rewards:upline.amount_over_balance' } });
    expect(transferProblems({ amount: '100', fundPassword: 'x' }, 100)).toEqual({});
    expect(transferProblems({ amount: '1000', fundPassword: 'x' }, null)).toEqual({});
  });
});
