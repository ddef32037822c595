// Translation coverage of a locale: the share of the English (fallback) keys it translates. A
// plural key counts once, whatever forms the language has (English's `x_one`/`x_other` are one
// string; Japanese has only `x_other`, Arabic six forms).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, out: Set<string>): void {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') {
      if (v.trim() !== '') out.add(key);
    } else flatten(v, key, out);
  }
}

export function localeKeys(localesDir: string, locale: string): Set<string> {
  const dir = join(localesDir, locale);
  const keys = new Set<string>();
  if (!existsSync(dir)) return keys;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const ns = file.slice(0, -'.json'.length);
    flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree, ns, keys);
  }
  return keys;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys with each plural group as one key (its base), the rest as they are. */
function pluralBases(keys: Set<string>): Set<string> {
  return new Set([...keys].map((k) => (PLURAL.test(k) && keys.has(k.replace(PLURAL, '_other')) ? k.replace(PLURAL, '') : k)));
}

const cache = new Map<string, number>();

export function translationCoverage(localesDir: string, locale: string): number {
  const cacheKey = `${localesDir}|${locale}`;
  const hit = cache.get(cacheKey);
  if (hit !== undefined) return hit;
  const reference = pluralBases(localeKeys(localesDir, 'en'));
  const own = pluralBases(localeKeys(localesDir, locale));
  let present = 0;
  for (const k of reference) if (own.has(k)) present++;
  const pct = reference.size === 0 ? 100 : (present / reference.size) * 100;
  cache.set(cacheKey, pct);
  return pct;
}
