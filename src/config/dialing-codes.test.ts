// The pickers start on the merchant's dialing code and list it first; each shipped brand's choice.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MerchantConfig } from './merchant-config.generated';
import { DIALING_CODES, FALLBACK_DIALING_CODE, defaultDialingCode, dialingCodesFor } from './dialing-codes';

const merchant = (code: string) => JSON.parse(readFileSync(new URL(`../../merchants/${code}.json`, import.meta.url), 'utf8')) as MerchantConfig;

describe('dialing codes', () => {
  it('falls back to +84 when the merchant names none or one the picker does not offer', () => {
    expect(FALLBACK_DIALING_CODE).toBe('+84');
    expect(defaultDialingCode(undefined)).toBe('+84');
    expect(defaultDialingCode('+999')).toBe('+84');
    expect(defaultDialingCode('+66')).toBe('+66');
  });

  it('lists the default first and every other code once, in the usual order', () => {
    const list = dialingCodesFor('+1').map((d) => d.code);
    expect(list[0]).toBe('+1');
    expect([...list].sort()).toEqual(DIALING_CODES.map((d) => d.code).sort());
    expect(list.slice(1)).toEqual(DIALING_CODES.map((d) => d.code).filter((c) => c !== '+1'));
  });

  it('per merchant: atlas starts on Thailand (+66), demo and mono on Vietnam (+84)', () => {
    expect(defaultDialingCode(merchant('atlas').defaultDialingCode)).toBe('+66');
    expect(dialingCodesFor(defaultDialingCode(merchant('atlas').defaultDialingCode))[0]).toEqual({ code: '+66', country: 'TH' });
    expect(defaultDialingCode(merchant('demo').defaultDialingCode)).toBe('+84');
    // mono names none: the fallback.
    expect(merchant('mono').defaultDialingCode).toBeUndefined();
    expect(defaultDialingCode(merchant('mono').defaultDialingCode)).toBe('+84');
  });
});
