// i18next set-up, bound to React by react-i18next: each locale's namespaces load lazily as JSON files. Every listed
// language is complete (COMPLETE_LOCALES), so only the active one is fetched, with no English
// underneath. Plurals follow each language's Intl.PluralRules (`key_one`, `key_few` ...).
// `<html lang>` and `dir` follow the active language.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMPLETE_LOCALES, FALLBACK_LOCALE, LANGUAGES, type LanguageCode } from '../config/languages';
import { inlineStringsFor } from './inline-strings';

export const NAMESPACES = ['common', 'errors', 'auth', 'home', 'games', 'lottery', 'announcements', 'install', 'live', 'service', 'member', 'promotions', 'messages', 'security', 'records', 'invite', 'withdraw', 'rewards', 'deposit', 'agent', 'team', 'contracts', 'redrain', 'rebates', 'pwa'] as const;
export type Namespace = (typeof NAMESPACES)[number];
/**
 * Loaded before the first render. 'errors' follows on demand (useTranslation(FEEDBACK_NAMESPACES)
 * in the components that can show one), so a guest who meets no error never downloads it.
 */
export const BOOT_NAMESPACES: readonly Namespace[] = ['common'];
export const FEEDBACK_NAMESPACES: Namespace[] = ['common', 'errors'];

type LocaleModule = { default: Record<string, unknown> };
type LocaleResources = Record<string, unknown>;

/**
 * Where the built app finds its strings: the default language's boot namespaces in the page itself
 * (inline-strings.ts), everything else (scripts/compile/locale-assets.ts) as plain JSON at
 * `/assets/locales/<version>/<locale>/<namespace>.json`, every namespace present in every locale
 * directory. Tests and the dev server have no such files and load the sources through Vite instead.
 */
declare const __LOBBY_LOCALES__: { version: string; locales: readonly string[] } | undefined;
const BUILT_LOCALES = typeof __LOBBY_LOCALES__ === 'object' && !import.meta.env.DEV ? __LOBBY_LOCALES__ : undefined;
const sourceLoaders = import.meta.env.DEV ? import.meta.glob<LocaleModule>('./locales/*/*.json') : {};

export function localeUrl(version: string, locale: string, namespace: string): string {
  return `${import.meta.env.BASE_URL}assets/locales/${version}/${locale}/${namespace}.json`;
}

async function fetchLocale(version: string, locale: string, namespace: string): Promise<LocaleResources> {
  const reply = await fetch(localeUrl(version, locale, namespace));
  if (!reply.ok) throw new Error(`strings ${locale}/${namespace}: HTTP ${reply.status}`);
  return (await reply.json()) as LocaleResources;
}

/** A locale's namespace, or null where there is none (a language without its own strings). */
export function loadLocale(locale: string, namespace: string): Promise<LocaleResources | null> {
  const carried = inlineStringsFor(locale, namespace);
  if (carried) return Promise.resolve(carried);
  if (BUILT_LOCALES) return BUILT_LOCALES.locales.includes(locale) ? fetchLocale(BUILT_LOCALES.version, locale, namespace) : Promise.resolve(null);
  const load = sourceLoaders[`./locales/${locale}/${namespace}.json`];
  return load ? load().then((mod) => mod.default) : Promise.resolve(null);
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadLocale(language, namespace).then(
      (resources) => callback(null, resources ?? {}),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

// Complete locales map to no fallback at all; anything else (a locale without strings) to English.
const FALLBACKS: Record<string, readonly string[]> = { default: [FALLBACK_LOCALE] };
for (const locale of COMPLETE_LOCALES) FALLBACKS[locale] = [];

export function applyDocumentLanguage(code: LanguageCode, doc: Document = document): void {
  const def: { locale: string; rtl?: true } = LANGUAGES[code];
  doc.documentElement.lang = def.locale;
  doc.documentElement.dir = def.rtl ? 'rtl' : 'ltr';
}

/** dayjs's locale for `code` (src/i18n/date-locale.ts, with dayjs itself, kept out of the entry). */
function dateLocale(code: LanguageCode): Promise<unknown> {
  return import('./date-locale').then(
    (m) => m.applyDateLocale(code),
    () => undefined,
  );
}

export async function initI18n(code: LanguageCode): Promise<typeof i18next> {
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: LANGUAGES[code].locale,
      fallbackLng: FALLBACKS,
      ns: [...BOOT_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      load: 'currentOnly',
      returnNull: false,
      // Screens render their own loading state from `ready` instead of suspending, and re-render
      // when a language switches or a lazily loaded namespace arrives.
      react: { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
    });
  applyDocumentLanguage(code);
  return i18next;
}

/**
 * dayjs's names for the start language. The boot (main.tsx) asks for them once the first screen
 * has painted (home: once its first banner has), never before: every date a first screen shows is
 * numeric, and English is dayjs's own, so nothing waits for them.
 */
export function loadStartDateLocale(code: LanguageCode): Promise<unknown> {
  return LANGUAGES[code].locale === FALLBACK_LOCALE ? Promise.resolve() : dateLocale(code);
}

/** Switches the interface language once its strings are loaded, then updates `<html lang dir>`. */
export async function changeI18nLanguage(code: LanguageCode): Promise<void> {
  await Promise.all([i18next.changeLanguage(LANGUAGES[code].locale), dateLocale(code)]);
  applyDocumentLanguage(code);
}
