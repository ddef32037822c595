// Reads the merchant config the compiler injected as a non-executed JSON block in index.html.
import type { MerchantConfig as MerchantFile } from './merchant-config.generated';

/** What reaches the browser: the merchant file less its build-time-only fields. */
export type MerchantConfig = Omit<MerchantFile, '$schema' | 'translationThreshold'>;

export const MERCHANT_CONFIG_ELEMENT_ID = 'merchant-config';

let cached: MerchantConfig | undefined;

export class MissingMerchantConfigError extends Error {
  constructor(reason: string) {
    super(`Merchant config unavailable: ${reason}`);
    this.name = 'MissingMerchantConfigError';
  }
}

export function readMerchantConfig(doc: Document = document): MerchantConfig {
  if (cached) return cached;
  const el = doc.getElementById(MERCHANT_CONFIG_ELEMENT_ID);
  if (!el?.textContent) throw new MissingMerchantConfigError(`no #${MERCHANT_CONFIG_ELEMENT_ID} block in the page`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(el.textContent);
  } catch {
    throw new MissingMerchantConfigError('the injected block is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || typeof (parsed as { code?: unknown }).code !== 'string') {
    throw new MissingMerchantConfigError('the injected block has no merchant code');
  }
  cached = parsed as MerchantConfig;
  return cached;
}

/** For tests: forget the cached config so the next read parses the document again. */
export function resetMerchantConfigCache(): void {
  cached = undefined;
}
