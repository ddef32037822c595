// The brand's currency symbol for the deposit screens: the wallet's, else the merchant config's.
import { DEFAULT_CURRENCY_SYMBOL } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';
import { useWallet } from '../../state/wallet-store';

export function useCurrencySymbol(): string {
  const { wallet } = useWallet();
  return wallet?.currencySymbol || readMerchantConfig().currencySymbol || DEFAULT_CURRENCY_SYMBOL;
}
