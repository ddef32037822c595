// The interface strings ship as plain JSON files beside the hashed assets, not as JavaScript
// chunks: `assets/locales/<version>/<locale>/<namespace>.json`, where the version is a hash of every
// locale file, so the path changes whenever any string does and each file can be cached forever.
// The app builds each URL from the version (no table of chunk names in the first script), the
// compiler preloads the default language's boot strings by the same rule, and the browser parses
// JSON instead of compiling JavaScript. Every locale directory gets every namespace: one a partial
// locale (th, ar) lacks is an empty object, so the app falls back to English without a failed request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const LOCALES_SOURCE_DIR = 'src/i18n/locales';

export interface LocaleCatalogue {
  /** Hash of every locale file (names and contents). */
  readonly version: string;
  /** Locale directories, sorted (vi, en, zh-CN complete; others partial). */
  readonly locales: readonly string[];
  /** Every namespace any locale has, sorted. */
  readonly namespaces: readonly string[];
  /** `<locale>/<namespace>` → file contents (minified JSON; `{}` where the locale lacks the namespace). */
  readonly files: ReadonlyMap<string, string>;
}

export function readLocaleCatalogue(root: string): LocaleCatalogue {
  const dir = join(root, LOCALES_SOURCE_DIR);
  const locales = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
  const sources = new Map<string, string>();
  for (const locale of locales) {
    for (const file of readdirSync(join(dir, locale)).filter((f) => f.endsWith('.json')).sort()) {
      sources.set(`${locale}/${file.slice(0, -'.json'.length)}`, readFileSync(join(dir, locale, file), 'utf8'));
    }
  }
  const namespaces = [...new Set([...sources.keys()].map((key) => key.split('/')[1] ?? ''))].sort();
  const hash = createHash('sha256');
  const files = new Map<string, string>();
  for (const locale of locales) {
    for (const ns of namespaces) {
      const key = `${locale}/${ns}`;
      const source = sources.get(key);
      const body = source === undefined ? '{}' : JSON.stringify(JSON.parse(source));
      files.set(key, body);
      hash.update(`${key}\n${body}\n`);
    }
  }
  return { version: hash.digest('hex').slice(0, 10), locales, namespaces, files };
}

/** The artifact path of one locale file (no leading slash). */
export function localeAssetPath(version: string, locale: string, namespace: string): string {
  return `assets/locales/${version}/${locale}/${namespace}.json`;
}

/** What the app needs to build the URLs: `define`d as `__LOBBY_LOCALES__`. */
export function localeDefine(catalogue: LocaleCatalogue): { version: string; locales: readonly string[] } {
  return { version: catalogue.version, locales: catalogue.locales };
}

/** Emits every locale file into the build at its versioned path. */
export function localeAssets(catalogue: LocaleCatalogue): Plugin {
  return {
    name: 'lobby-locale-assets',
    apply: 'build',
    generateBundle() {
      for (const [key, body] of catalogue.files) {
        const [locale = '', ns = ''] = key.split('/');
        this.emitFile({ type: 'asset', fileName: localeAssetPath(catalogue.version, locale, ns), source: body });
      }
    },
  };
}
