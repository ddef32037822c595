// Numbers as the spec formats them: money is the currency symbol, then #,##0.00 (comma groups, dot
// decimals, Latin digits), and counts #,##0, whatever the interface language, so a balance reads
// the same on every brand and in every language. Intl does the grouping and rounding with the
// pattern's own conventions (en-US, Latin digits): where a language groups otherwise (fr, ru, kk,
// uz a space and a decimal comma; es, pt, tr, id a dot and a comma; hi, ne, bn, ta lakh groups;
// ar, fa, ur, my, bn, ne their own digits), the spec's pattern wins (docs/i18n.md).
const PATTERN_LOCALE = 'en-US';

const money = new Intl.NumberFormat(PATTERN_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn', useGrouping: true });
const count = new Intl.NumberFormat(PATTERN_LOCALE, { maximumFractionDigits: 0, numberingSystem: 'latn', useGrouping: true });

export function formatMoney(amount: number, symbol: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const digits = money.format(Math.abs(value));
  // A value that rounds to 0.00 carries no minus sign.
  const negative = value < 0 && digits !== '0.00';
  return `${negative ? '-' : ''}${symbol}${digits}`;
}

/** A whole number grouped #,##0 (counters, rows). */
export function formatCount(value: number): string {
  return count.format(Number.isFinite(value) ? value : 0);
}
