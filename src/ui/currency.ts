// The currency symbol every amount is shown with (spec §4): the wallet's (the platform's answer for
// this member, once it has loaded), else the brand's (its merchant file), else ￥. The one home of
// this rule: screens ask `useMoney()` or `useCurrencySymbol()`, code outside React `currencySymbol()`.
import { useSnapshot } from 'valtio';
import { DEFAULT_CURRENCY_SYMBOL } from '../config/constants';
import { readMerchantConfig } from '../config/merchant-config';
import { walletStore } from '../state/wallet-store';
import { formatMoney } from './format-money';

export function resolveCurrencySymbol(walletSymbol: string | null | undefined, brandSymbol: string | null | undefined): string {
  return walletSymbol || brandSymbol || DEFAULT_CURRENCY_SYMBOL;
}

/** The symbol as the stores hold it now (outside React: labels, rows built in plain functions). */
export function currencySymbol(): string {
  return resolveCurrencySymbol(walletStore.wallet?.currencySymbol, readMerchantConfig().currencySymbol);
}

/** The symbol, re-rendering when the wallet's arrives or changes. */
export function useCurrencySymbol(): string {
  const { wallet } = useSnapshot(walletStore);
  return resolveCurrencySymbol(wallet?.currencySymbol, readMerchantConfig().currencySymbol);
}

/** Amounts as #,##0.00 with the symbol above. */
export function useMoney(): (amount: number) => string {
  const symbol = useCurrencySymbol();
  return (amount: number) => formatMoney(amount, symbol);
}
