// Country dialing codes offered next to a mobile number (set password by phone, SMS login, mobile
// registration, forgot password by phone). The list also feeds the merchant schema's
// `defaultDialingCode` enum (scripts/gen-types.ts), so a brand can only start on a code the picker
// offers and the platform's rule accepts.
export interface DialingCode {
  readonly code: string;
  readonly country: string;
}

export const DIALING_CODES = [
  { code: '+84', country: 'VN' },
  { code: '+86', country: 'CN' },
  { code: '+66', country: 'TH' },
  { code: '+63', country: 'PH' },
  { code: '+62', country: 'ID' },
  { code: '+60', country: 'MY' },
  { code: '+855', country: 'KH' },
  { code: '+91', country: 'IN' },
  { code: '+1', country: 'US' },
  { code: '+44', country: 'GB' },
  { code: '+971', country: 'AE' },
  { code: '+966', country: 'SA' },
] as const satisfies readonly DialingCode[];

export type DialingCodeValue = (typeof DIALING_CODES)[number]['code'];

/** A merchant that names none starts on Vietnam's code: the spec's platform is Vietnamese by default. */
export const FALLBACK_DIALING_CODE: DialingCodeValue = '+84';

export function isDialingCode(code: unknown): code is DialingCodeValue {
  return typeof code === 'string' && DIALING_CODES.some((entry) => entry.code === code);
}

/** The code the pickers start on: the merchant's own when it is one the picker offers. */
export function defaultDialingCode(merchantCode: string | undefined): DialingCodeValue {
  return isDialingCode(merchantCode) ? merchantCode : FALLBACK_DIALING_CODE;
}

/** The picker's options with the merchant's default first (the rest keep their order). */
export function dialingCodesFor(first: string): readonly DialingCode[] {
  const head = DIALING_CODES.filter((entry) => entry.code === first);
  return [...head, ...DIALING_CODES.filter((entry) => entry.code !== first)];
}
