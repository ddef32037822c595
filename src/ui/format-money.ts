// Money as the spec formats it: the currency symbol, then #,##0.00 (comma groups, dot decimals),
// whatever the interface language, so balances read the same on every brand.
export function formatMoney(amount: number, symbol: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const negative = value < 0 && Math.abs(value) >= 0.005;
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${symbol}${grouped}.${cents}`;
}
