// i18next set-up, bound to React by react-i18next: each locale's namespaces load lazily in their own chunk. The complete locales
// (vi, en, zh-CN) need no fallback, so only the active one is fetched; every other language falls
// back to English. `<html lang>` and `dir` follow the active language.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMPLETE_LOCALES, FALLBACK_LOCALE, LANGUAGES, type LanguageCode } from '../config/languages';

export const NAMESPACES = ['common', 'errors', 'auth', 'home', 'games', 'lottery', 'announcements', 'install', 'live', 'service', 'member', 'promotions', 'messages', 'security', 'records', 'invite', 'withdraw', 'rewards', 'deposit', 'rebates'] as const;
export type Namespace = (typeof NAMESPACES)[number];
/**
 * Loaded before the first render. 'errors' follows on demand (useTranslation(FEEDBACK_NAMESPACES)
 * in the components that can show one), so a guest who meets no error never downloads it.
 */
export const BOOT_NAMESPACES: readonly Namespace[] = ['common'];
export const FEEDBACK_NAMESPACES: Namespace[] = ['common', 'errors'];

type LocaleModule = { default: Record<string, unknown> };
const localeLoaders = import.meta.glob<LocaleModule>('./locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeLoaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

// Complete locales map to no fallback at all; anything else (th, ar, ja ...) to English.
const FALLBACKS: Record<string, readonly string[]> = { default: [FALLBACK_LOCALE] };
for (const locale of COMPLETE_LOCALES) FALLBACKS[locale] = [];

export function applyDocumentLanguage(code: LanguageCode, doc: Document = document): void {
  const def: { locale: string; rtl?: true } = LANGUAGES[code];
  doc.documentElement.lang = def.locale;
  doc.documentElement.dir = def.rtl ? 'rtl' : 'ltr';
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

/** Switches the interface language once its strings are loaded, then updates `<html lang dir>`. */
export async function changeI18nLanguage(code: LanguageCode): Promise<void> {
  await i18next.changeLanguage(LANGUAGES[code].locale);
  applyDocumentLanguage(code);
}
