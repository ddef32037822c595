// The interface languages the spec lists: merchant-facing code (VI, EN, CN ...) → BCP 47 locale.

export interface LanguageDefinition {
  readonly locale: string;
  /** The language's own name, shown in the picker. */
  readonly nativeName: string;
  readonly rtl?: true;
  /** Only these three have flag icons (spec section 1). */
  readonly flagIcon?: true;
}

export const LANGUAGES = {
  VI: { locale: 'vi', nativeName: 'Tiếng Việt', flagIcon: true },
  EN: { locale: 'en', nativeName: 'English', flagIcon: true },
  CN: { locale: 'zh-CN', nativeName: '简体中文', flagIcon: true },
  TW: { locale: 'zh-TW', nativeName: '繁體中文' },
  JA: { locale: 'ja', nativeName: '日本語' },
  TH: { locale: 'th', nativeName: 'ไทย' },
  MY: { locale: 'my', nativeName: 'မြန်မာ' },
  ES: { locale: 'es', nativeName: 'Español' },
  HI: { locale: 'hi', nativeName: 'हिन्दी' },
  ID: { locale: 'id', nativeName: 'Bahasa Indonesia' },
  KM: { locale: 'km', nativeName: 'ខ្មែរ' },
  KO: { locale: 'ko', nativeName: '한국어' },
  MS: { locale: 'ms', nativeName: 'Bahasa Melayu' },
  PT: { locale: 'pt', nativeName: 'Português' },
  TA: { locale: 'ta', nativeName: 'தமிழ்' },
  TY: { locale: 'ty', nativeName: 'Reo Tahiti' },
  UR: { locale: 'ur', nativeName: 'اردو', rtl: true },
  TR: { locale: 'tr', nativeName: 'Türkçe' },
  BN: { locale: 'bn', nativeName: 'বাংলা' },
  AR: { locale: 'ar', nativeName: 'العربية', rtl: true },
  FA: { locale: 'fa', nativeName: 'فارسی', rtl: true },
  RU: { locale: 'ru', nativeName: 'Русский' },
  KK: { locale: 'kk', nativeName: 'Қазақ тілі' },
  UZ: { locale: 'uz', nativeName: 'Oʻzbekcha' },
  LO: { locale: 'lo', nativeName: 'ລາວ' },
  NE: { locale: 'ne', nativeName: 'नेपाली' },
  FR: { locale: 'fr', nativeName: 'Français' },
} as const satisfies Record<string, LanguageDefinition>;

export type LanguageCode = keyof typeof LANGUAGES;

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];

/**
 * Locales with complete translations (src/i18n/locales.test.ts holds every listed language to
 * English's keys): each loads alone, with no English underneath. A locale added to LANGUAGES
 * without its strings would fall back to English, and the locales test fails until it has them.
 */
export const COMPLETE_LOCALES: readonly string[] = Object.values(LANGUAGES).map((d: LanguageDefinition) => d.locale);

export const FALLBACK_LOCALE = 'en';

export function localeOf(code: LanguageCode): string {
  return LANGUAGES[code].locale;
}

export function isRtl(code: LanguageCode): boolean {
  const def: LanguageDefinition = LANGUAGES[code];
  return def.rtl === true;
}
