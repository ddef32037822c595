// The interface language: which of the merchant's languages is active, remembered in storage.
// Text switches as soon as the new strings arrive; `contentCode` (what screens key their data
// loads on) follows 200 ms after the last change, so a quick series of picks reloads content once.
import { proxy, useSnapshot } from 'valtio';
import { LANGUAGE_CHANGE_DEBOUNCE_MS } from '../config/constants';
import { LANGUAGES, type LanguageCode } from '../config/languages';
import { changeI18nLanguage } from '../i18n/i18n';
import { readStored, storageKeys, writeStored } from './storage';

interface LanguageState {
  /** The language the interface shows. */
  code: LanguageCode;
  /** The language content was last (re)loaded for; lags `code` by the debounce. */
  contentCode: LanguageCode;
}

export const languageStore = proxy<LanguageState>({ code: 'VI', contentCode: 'VI' });

function isLanguageCode(value: string | undefined): value is LanguageCode {
  return value !== undefined && Object.prototype.hasOwnProperty.call(LANGUAGES, value);
}

/** The stored choice when the merchant still offers it, else the merchant's default. */
export function initialLanguage(offered: readonly LanguageCode[], fallback: LanguageCode): LanguageCode {
  const stored = readStored(storageKeys.language);
  return isLanguageCode(stored) && offered.includes(stored) ? stored : fallback;
}

export function startLanguage(code: LanguageCode): void {
  languageStore.code = code;
  languageStore.contentCode = code;
}

let contentTimer: ReturnType<typeof setTimeout> | undefined;

export async function setLanguage(code: LanguageCode): Promise<void> {
  writeStored(storageKeys.language, code);
  languageStore.code = code;
  clearTimeout(contentTimer);
  contentTimer = setTimeout(() => {
    languageStore.contentCode = languageStore.code;
  }, LANGUAGE_CHANGE_DEBOUNCE_MS);
  await changeI18nLanguage(code);
}

/** The language code the API's Language header carries. */
export function currentLanguageCode(): LanguageCode {
  return languageStore.code;
}

export function useLanguage() {
  return useSnapshot(languageStore);
}

/** Put this in a data-loading effect's dependencies: it changes 200 ms after the last language pick. */
export function useContentLanguage(): LanguageCode {
  return useSnapshot(languageStore).contentCode;
}
