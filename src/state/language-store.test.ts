// The remembered language and the 200 ms debounce before content reloads for a new language.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const changed: string[] = [];
vi.mock('../i18n/i18n', () => ({
  changeI18nLanguage: async (code: string) => {
    changed.push(code);
  },
}));

const { initialLanguage, languageStore, setLanguage, startLanguage } = await import('./language-store');
const { MemoryStorage, readStored, setStorageBackends, storageKeys, writeStored } = await import('./storage');

beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  changed.length = 0;
  startLanguage('VI');
});
afterEach(() => {
  vi.useRealTimers();
  setStorageBackends({});
});

describe('language store', () => {
  it('starts with the remembered language when the merchant still offers it, else its default', () => {
    expect(initialLanguage(['VI', 'EN', 'CN'], 'VI')).toBe('VI');
    writeStored(storageKeys.language, 'EN');
    expect(initialLanguage(['VI', 'EN', 'CN'], 'VI')).toBe('EN');
    expect(initialLanguage(['VI', 'CN'], 'CN')).toBe('CN');
    writeStored(storageKeys.language, 'XX');
    expect(initialLanguage(['VI', 'EN'], 'VI')).toBe('VI');
  });

  it('switches the interface at once, remembers it, and moves the content language 200 ms after the last pick', async () => {
    vi.useFakeTimers();
    await setLanguage('EN');
    expect(languageStore.code).toBe('EN');
    expect(readStored(storageKeys.language)).toBe('EN');
    vi.advanceTimersByTime(150);
    await setLanguage('CN');
    vi.advanceTimersByTime(199);
    expect(languageStore.contentCode).toBe('VI');
    vi.advanceTimersByTime(1);
    expect(languageStore.contentCode).toBe('CN');
    expect(changed).toEqual(['EN', 'CN']);
  });
});
