// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { flag, resolveFlag, setPlatformFlags } from './flags';
import { FLAG_REGISTRY } from './flag-registry';
import { MERCHANT_CONFIG_ELEMENT_ID, resetMerchantConfigCache } from './merchant-config';

function inject(features: Record<string, boolean>) {
  document.body.innerHTML = `<script type="application/json" id="${MERCHANT_CONFIG_ELEMENT_ID}">${JSON.stringify({ code: 'demo', features })}</script>`;
  resetMerchantConfigCache();
}

afterEach(() => {
  setPlatformFlags({});
  resetMerchantConfigCache();
  document.body.innerHTML = '';
});

describe('flag resolution', () => {
  it('platform value, else merchant config, else registry default', () => {
    expect(resolveFlag('DIRECTREG3', {})).toBe(FLAG_REGISTRY.DIRECTREG3.default);
    expect(resolveFlag('DIRECTREG3', { merchant: { DIRECTREG3: false } })).toBe(false);
    expect(resolveFlag('DIRECTREG3', { platform: { DIRECTREG3: true }, merchant: { DIRECTREG3: false } })).toBe(true);
    expect(resolveFlag('MOBILENUMREG3', { platform: {}, merchant: { DIRECTREG3: false } })).toBe(FLAG_REGISTRY.MOBILENUMREG3.default);
  });

  it('flag() reads the injected merchant config and what the platform reported', () => {
    inject({ DIRECTREG3: false, MOBILENUMREG3: true });
    expect(flag('DIRECTREG3')).toBe(false);
    expect(flag('MOBILENUMREG3')).toBe(true);
    setPlatformFlags({ DIRECTREG3: '1', MOBILENUMREG3: false, NOT_A_FLAG: true });
    expect(flag('DIRECTREG3')).toBe(true);
    expect(flag('MOBILENUMREG3')).toBe(false);
  });

  it('a misspelled key is a type error', () => {
    // @ts-expect-error DIRECTREG is not a registered flag
    expect(() => resolveFlag('DIRECTREG', {})).toThrow();
  });
});
