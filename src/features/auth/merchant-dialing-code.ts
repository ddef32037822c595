// The dialing code this brand's pickers start on (merchant config `defaultDialingCode`): atlas is
// not a Vietnamese brand, so +84 is only the fallback.
import { defaultDialingCode, type DialingCodeValue } from '../../config/dialing-codes';
import { readMerchantConfig } from '../../config/merchant-config';

export function merchantDialingCode(): DialingCodeValue {
  return defaultDialingCode(readMerchantConfig().defaultDialingCode);
}
