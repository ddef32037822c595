// Every listed language has every key of English in every namespace (plural keys in its own plural
// categories), with the same placeholders and markup, and no English left untranslated; every key the code uses exists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPLETE_LOCALES, LANGUAGES } from '../config/languages';
import { ROUTES } from '../app/route-table';
import { NAMESPACES } from './i18n';

const LOCALES_DIR = join(__dirname, 'locales');
const SRC_DIR = join(__dirname, '..');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

function load(locale: string, namespace: string): Map<string, string> | undefined {
  try {
    return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as Tree);
  } catch {
    return undefined;
  }
}

const namespacesOnDisk = readdirSync(join(LOCALES_DIR, 'en')).map((f) => f.replace(/\.json$/, '')).sort();
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const markup = (text: string) => [...text.matchAll(/<\/?[a-z0-9]+\s*\/?>/g)].map((m) => m[0]).sort();
const ALL_LOCALES = Object.values(LANGUAGES).map((d) => d.locale);
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * English's keys as `locale` must have them: a plural key (`x_one`, `x_other` in English) becomes
 * `x_<category>` for each of the locale's plural categories (Intl.PluralRules, which i18next uses),
 * each checked against English's `x_other`.
 */
function expectedKeys(english: Map<string, string>, locale: string): Map<string, { source: string; plural?: string }> {
  const out = new Map<string, { source: string; plural?: string }>();
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const isPlural = (key: string) => PLURAL.test(key) && english.has(key.replace(PLURAL, '_one')) && english.has(key.replace(PLURAL, '_other'));
  for (const [key, text] of english) {
    if (!isPlural(key)) out.set(key, { source: text });
    else if (key.endsWith('_other')) for (const c of categories) out.set(key.replace(PLURAL, `_${c}`), { source: text, plural: c });
  }
  return out;
}

/** Names written the same in every language: brands and messaging services. */
const SAME_EVERYWHERE = new Set([
  'auth:social_facebook_name',
  'auth:social_google_name',
  ...['FACEBOOK', 'ZALO', 'TELEGRAM', 'TIKTOK', 'LINE'].map((c) => `invite:links.channel.${c}`),
  ...['TELEGRAM', 'ZALO', 'WHATSAPP', 'LINE', 'FACEBOOK', 'SKYPE', 'WECHAT', 'QQ'].map((c) => `service:type.${c}`),
]);

/** Words a language writes as English does (a loanword, an international term), listed per locale. */
function sameAsEnglish(locale: string): string[] {
  try {
    return JSON.parse(readFileSync(join(__dirname, 'same-as-english', `${locale}.json`), 'utf8')) as string[];
  } catch {
    return [];
  }
}

describe('locales', () => {
  it('every namespace the app knows exists for every complete locale', () => {
    for (const namespace of NAMESPACES) expect(namespacesOnDisk).toContain(namespace);
  });

  for (const namespace of namespacesOnDisk) {
    for (const locale of ALL_LOCALES.filter((l) => l !== 'en')) {
      it(`${locale} has every key of en in "${namespace}", with its placeholders and markup`, () => {
        const english = load('en', namespace)!;
        const keys = load(locale, namespace);
        expect(keys, `${locale}/${namespace}.json`).toBeDefined();
        const expected = expectedKeys(english, locale);
        expect([...keys!.keys()].sort(), `${locale}/${namespace}.json keys`).toEqual([...expected.keys()].sort());
        const sameAllowed = sameAsEnglish(locale);
        for (const [key, text] of keys!) {
          const { source, plural: pluralForm } = expected.get(key) ?? {};
          if (source === undefined) continue;
          const where = `${locale} ${namespace}:${key}`;
          expect(text.trim(), `${where} is empty`).not.toBe('');
          const mine = placeholders(text);
          const theirs = placeholders(source);
          // A plural form other than 'other' may name its number in words ("one message").
          if (pluralForm && pluralForm !== 'other') expect(mine.filter((p) => p !== 'count'), where).toEqual(theirs.filter((p) => p !== 'count'));
          else expect(mine, where).toEqual(theirs);
          expect(markup(text), where).toEqual(markup(source));
          if (text === source && /\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, '')) && !SAME_EVERYWHERE.has(`${namespace}:${key}`)) {
            expect(sameAllowed, `${where} is the English text "${text}": translate it, or list it in src/i18n/same-as-english/${locale}.json if ${locale} really writes it so`).toContain(text);
          }
        }
      });
    }
  }

  it('every locale directory is a listed language, and every listed language is complete', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...ALL_LOCALES].sort());
    expect([...COMPLETE_LOCALES].sort()).toEqual([...ALL_LOCALES].sort());
  });

  it('every key the code names exists in English', () => {
    const english = new Map(namespacesOnDisk.map((ns) => [ns, load('en', ns)!]));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'locales') walk(path);
        } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.generated.ts')) files.push(path);
      }
    };
    walk(SRC_DIR);
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // t('key'), and keys handed to the feedback primitives or the route table.
      for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/(?:toast\.\w+|showAlert|showConfirm|showLoading|notice:|titleKey:|go:|title:|submit:|cancel:)\s*\(?\s*'([a-z_]+(?:[.:][a-z_]+)*)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/'(errors:[a-z_]+)'/g)) used.add(m[1]!);
    }
    for (const route of ROUTES) if ('titleKey' in route && route.titleKey) used.add(route.titleKey);
    // An unqualified key may live in any namespace its screen asks for (t falls back through
    // them), so it must exist in at least one.
    // A counted key (t('x', { count })) lives as its plural forms x_one / x_other.
    const has = (keys: Map<string, string> | undefined, name: string) => keys !== undefined && (keys.has(name) || keys.has(`${name}_other`));
    const missing = [...used].filter((key) => {
      if (key.includes(':')) {
        const [namespace, name] = key.split(':') as [string, string];
        return !has(english.get(namespace), name);
      }
      return ![...english.values()].some((keys) => has(keys, key));
    });
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(60);
  });
});
