import { expect, it } from 'vitest';
import { formatMoney } from './format-money';

it('formats #,##0.00 after the currency symbol', () => {
  expect(formatMoney(12345.67, '₫')).toBe('₫12,345.67');
  expect(formatMoney(0, '￥')).toBe('￥0.00');
  expect(formatMoney(1234567.891, '$')).toBe('$1,234,567.89');
  expect(formatMoney(999.999, '$')).toBe('$1,000.00');
  expect(formatMoney(-5.5, '$')).toBe('-$5.50');
  expect(formatMoney(-0.001, '$')).toBe('$0.00');
  expect(formatMoney(Number.NaN, '$')).toBe('$0.00');
});
