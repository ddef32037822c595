// Shared set-up of component tests anywhere under src/ (the shell's and the features'): a merchant
// config in the document as the compiler injects it, and i18n started in English.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MERCHANT_CONFIG_ELEMENT_ID, readMerchantConfig, resetMerchantConfigCache, type MerchantConfig } from '../../src/config/merchant-config';
import { initI18n } from '../../src/i18n/i18n';
import { resetPlatformSettings } from '../../src/state/platform-settings';

export function merchantFile(code: string): MerchantConfig {
  return JSON.parse(readFileSync(join(process.cwd(), 'merchants', `${code}.json`), 'utf8')) as MerchantConfig;
}

export function injectMerchantConfig(config: MerchantConfig): MerchantConfig {
  document.getElementById(MERCHANT_CONFIG_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = MERCHANT_CONFIG_ELEMENT_ID;
  script.textContent = JSON.stringify(config);
  document.body.append(script);
  resetMerchantConfigCache();
  // Another brand: what the last one's platform reported (boot settings, flags) no longer applies.
  resetPlatformSettings();
  return readMerchantConfig();
}

export async function startEnglish(): Promise<void> {
  await initI18n('EN');
}
