// dayjs follows the interface language: each language's dayjs locale (month and weekday names,
// ordinals, the first day of the week) loads as its own small chunk when the language is chosen,
// never before. The spec's formats are numeric (YYYY-MM-DD, MM/DD HH:mm: spec §9) and stay so in
// every language; the locale serves whatever dayjs words (relative times, names). The spec's
// upstream reading fixes dayjs to zh-cn whatever the language; this follows the player's instead.
import dayjs from 'dayjs';
import type { LanguageCode } from '../config/languages';

type LocaleModule = { default: ILocale };

/** The dayjs locale of each listed language. Tahitian has none: French Polynesia writes dates the French way. */
const DAYJS_LOCALES: Record<LanguageCode, (() => Promise<LocaleModule>) | 'en'> = {
  VI: () => import('dayjs/locale/vi'),
  EN: 'en',
  CN: () => import('dayjs/locale/zh-cn'),
  TW: () => import('dayjs/locale/zh-tw'),
  JA: () => import('dayjs/locale/ja'),
  TH: () => import('dayjs/locale/th'),
  MY: () => import('dayjs/locale/my'),
  ES: () => import('dayjs/locale/es'),
  HI: () => import('dayjs/locale/hi'),
  ID: () => import('dayjs/locale/id'),
  KM: () => import('dayjs/locale/km'),
  KO: () => import('dayjs/locale/ko'),
  MS: () => import('dayjs/locale/ms'),
  PT: () => import('dayjs/locale/pt'),
  TA: () => import('dayjs/locale/ta'),
  TY: () => import('dayjs/locale/fr'),
  UR: () => import('dayjs/locale/ur'),
  TR: () => import('dayjs/locale/tr'),
  BN: () => import('dayjs/locale/bn'),
  AR: () => import('dayjs/locale/ar'),
  FA: () => import('dayjs/locale/fa'),
  RU: () => import('dayjs/locale/ru'),
  KK: () => import('dayjs/locale/kk'),
  UZ: () => import('dayjs/locale/uz-latn'),
  LO: () => import('dayjs/locale/lo'),
  NE: () => import('dayjs/locale/ne'),
  FR: () => import('dayjs/locale/fr'),
};

let wanted: LanguageCode | null = null;

/**
 * Makes `code`'s dayjs locale the global one once its chunk is here (English at once). A later
 * call wins over an earlier one still loading; a chunk that fails to load leaves the last locale.
 */
export async function applyDateLocale(code: LanguageCode): Promise<string> {
  wanted = code;
  const load = DAYJS_LOCALES[code];
  if (load === 'en') {
    dayjs.locale('en');
    return dayjs.locale();
  }
  try {
    const locale = (await load()).default;
    if (wanted === code) dayjs.locale(locale);
  } catch {
    // Offline mid-switch: names stay in the last language; every format the app shows is numeric.
  }
  return dayjs.locale();
}
