import { expect, it } from 'vitest';
import { resolveCurrencySymbol } from './currency';

it("the wallet's symbol wins, then the brand's, then ￥", () => {
  expect(resolveCurrencySymbol('₫', '$')).toBe('₫');
  expect(resolveCurrencySymbol('', '$')).toBe('$');
  expect(resolveCurrencySymbol(null, '$')).toBe('$');
  expect(resolveCurrencySymbol(undefined, '')).toBe('￥');
});
