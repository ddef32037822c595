// The complete locales (vi, en, zh-CN) have identical key sets in every namespace, the same
// placeholders per key, and every key the code uses exists; partial locales only hold known keys.
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

const namespacesOnDisk = [...new Set(COMPLETE_LOCALES.flatMap((l) => readdirSync(join(LOCALES_DIR, l)).map((f) => f.replace(/\.json$/, ''))))].sort();
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('every namespace the app knows exists for every complete locale', () => {
    for (const namespace of NAMESPACES) expect(namespacesOnDisk).toContain(namespace);
  });

  for (const namespace of namespacesOnDisk) {
    it(`vi, en and zh-CN have identical keys and placeholders in "${namespace}"`, () => {
      const [first, ...rest] = COMPLETE_LOCALES.map((locale) => ({ locale, keys: load(locale, namespace) }));
      expect(first?.keys, `${first?.locale}/${namespace}.json`).toBeDefined();
      const reference = first!.keys!;
      for (const { locale, keys } of rest) {
        expect(keys, `${locale}/${namespace}.json`).toBeDefined();
        expect([...keys!.keys()].sort(), `${locale} vs ${first!.locale}`).toEqual([...reference.keys()].sort());
        for (const [key, text] of keys!) {
          expect(text.trim(), `${locale} ${namespace}:${key} is empty`).not.toBe('');
          expect(placeholders(text), `${locale} ${namespace}:${key}`).toEqual(placeholders(reference.get(key) ?? ''));
        }
      }
    });
  }

  it('partial locales hold only keys English has', () => {
    const partial = readdirSync(LOCALES_DIR).filter((l) => !(COMPLETE_LOCALES as readonly string[]).includes(l));
    expect(partial.every((l) => Object.values(LANGUAGES).some((d) => d.locale === l))).toBe(true);
    for (const locale of partial) {
      for (const namespace of namespacesOnDisk) {
        const keys = load(locale, namespace);
        if (!keys) continue;
        const english = load('en', namespace)!;
        expect([...keys.keys()].filter((k) => !english.has(k)), `${locale}/${namespace}`).toEqual([]);
      }
    }
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
    const missing = [...used].filter((key) => {
      if (key.includes(':')) {
        const [namespace, name] = key.split(':') as [string, string];
        return !english.get(namespace)?.has(name);
      }
      return ![...english.values()].some((keys) => keys.has(key));
    });
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(60);
  });
});
