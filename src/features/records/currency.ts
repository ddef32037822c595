// The brand's currency symbol for the records screens' amounts.
import { DEFAULT_CURRENCY_SYMBOL } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';

export function currencySymbol(): string {
  return readMerchantConfig().currencySymbol || DEFAULT_CURRENCY_SYMBOL;
}
