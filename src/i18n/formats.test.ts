// Formats per language, sampled for Arabic, Russian, Japanese and Thai against Intl: plural forms
// picked by Intl.PluralRules (Arabic's six, Russian's four, one for Japanese and Thai), money and
// counts in the spec's #,##0.00 / #,##0 whatever the language (where the language's own Intl
// grouping differs, the spec wins), and dayjs's month names from the language's lazily loaded locale
// while the spec's numeric formats stay numeric.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { RECORD_TIME_FORMAT } from '../config/constants';
import { LANGUAGES, type LanguageCode } from '../config/languages';
import { formatCount, formatMoney } from '../ui/format-money';
import { applyDateLocale } from './date-locale';

const SAMPLES: readonly LanguageCode[] = ['AR', 'RU', 'JA', 'TH'];
// 1.5: Russian keeps its "other" form for fractions.
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 102, 111, 1000, 1.5];

function resources(locale: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(__dirname, 'locales', locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
}

afterAll(async () => {
  await applyDateLocale('EN');
});

describe.each(SAMPLES)('%s', (code) => {
  const locale = LANGUAGES[code].locale;
  const rules = new Intl.PluralRules(locale);

  it('picks the plural form Intl.PluralRules names for each count', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: locale, fallbackLng: false, ns: ['messages', 'invite'], resources: { [locale]: { messages: resources(locale, 'messages'), invite: resources(locale, 'invite') } }, interpolation: { escapeValue: false } });
    const messages = resources(locale, 'messages') as Record<string, string>;
    const days = (resources(locale, 'invite') as { links: Record<string, string> }).links;
    const categories = rules.resolvedOptions().pluralCategories;
    expect(Object.keys(messages).filter((k) => k.startsWith('delete_many_confirm_')).sort()).toEqual(categories.map((c) => `delete_many_confirm_${c}`).sort());
    const seen = new Set<string>();
    for (const count of COUNTS) {
      const category = rules.select(count);
      seen.add(category);
      expect(i18n.t('messages:delete_many_confirm', { count }), `${locale} ${count}`).toBe(messages[`delete_many_confirm_${category}`]!.replaceAll('{{count}}', String(count)));
      expect(i18n.t('invite:links.days', { count }), `${locale} ${count}`).toBe(days[`days_${category}`]!.replaceAll('{{count}}', String(count)));
    }
    // The samples reach every form the language has (ar: zero, one, two, few, many, other).
    expect([...seen].sort()).toEqual([...categories].sort());
  });

  it("writes money and counts in the spec's pattern, not the language's own grouping", () => {
    const own = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234567.891);
    const spec = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234567.891);
    expect(formatMoney(1234567.891, '¤')).toBe(`¤${spec}`);
    expect(formatMoney(1234567.891, '¤')).toBe('¤1,234,567.89');
    expect(formatCount(1234567)).toBe('1,234,567');
    // Where the language's own grouping differs (ru: spaces and a decimal comma; ar-EG would also
    // change the digits), the spec's pattern is still what shows.
    if (code === 'RU') expect(own).not.toBe(spec);
  });

  it("names months through the language's dayjs locale; numeric formats stay numeric", async () => {
    const date = new Date(2026, 10, 27, 9, 5, 7);
    expect(await applyDateLocale(code)).toBe(locale.toLowerCase());
    expect(dayjs(date).format('MMMM')).toBe(new Intl.DateTimeFormat(locale, { month: 'long' }).format(date));
    expect(dayjs(date).format(RECORD_TIME_FORMAT)).toBe('2026-11-27 09:05:07');
  });
});
