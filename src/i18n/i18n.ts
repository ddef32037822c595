// i18next set-up: each locale's namespaces load lazily in their own chunk; anything missing
// falls back to English. `<html lang>` and `dir` follow the active language.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LANGUAGES, type LanguageCode } from '../config/languages';

export const NAMESPACES = ['common', 'errors'] as const;
export type Namespace = (typeof NAMESPACES)[number];

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
      fallbackLng: FALLBACK_LOCALE,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      load: 'currentOnly',
      returnNull: false,
      react: { useSuspense: false },
    });
  applyDocumentLanguage(code);
  return i18next;
}
