// Country dialing codes offered next to a mobile number (set password by phone, SMS login, mobile
// registration). The platform's location is Vietnam by default, so +84 comes first.
export interface DialingCode {
  readonly code: string;
  readonly country: string;
}

export const DIALING_CODES: readonly DialingCode[] = [
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
];

export const DEFAULT_DIALING_CODE = '+84';
