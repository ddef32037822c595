// What each brand's index.html asks the browser for alongside the entry script: from Vite's build
// manifest the landing route's chunks (and the chunks they import), and, carried inline, the boot
// strings of the brand's default language (the JSON files the build wrote at a path derived from
// the strings' version). Without these the browser learns of them only once the entry script has
// run, one more round trip each on a phone network.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPLETE_LOCALES, FALLBACK_LOCALE, LANGUAGES, type LanguageCode } from '../../src/config/languages';
import { localeAssetPath } from './locale-assets';

export interface ViteManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly name?: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ViteManifestChunk>>;

/**
 * Screens preloaded on every brand, with the chunks they import. None today: home, where most
 * visitors land, travels in the entry chunk (src/app/route-table.ts), so its first paint needs no
 * second script; login and register start loading as soon as the entry runs (main.tsx creates the
 * router before the strings are in). The API client is not preloaded either: home's banners come
 * from the home prefetch script and the startup status call follows the first paint, and on a
 * phone's HTTP/1.1 connections every extra request at the start queues the others. A module listed
 * here that the build put in the entry is skipped.
 */
export const LANDING_MODULES: readonly string[] = [];

/** i18n's BOOT_NAMESPACES (src/i18n/i18n.ts, which only Vite can load; a test keeps them equal). */
export const BOOT_LOCALE_NAMESPACES: readonly string[] = ['common'];

/**
 * The namespaces each brand's HTML carries inline for its default language: the boot strings and
 * home's own (the landing screen). The app reads them from the page instead of fetching them.
 */
export const INLINE_LOCALE_NAMESPACES: readonly string[] = [...BOOT_LOCALE_NAMESPACES, 'home'];

export function readViteManifest(appDir: string): ViteManifest | undefined {
  try {
    return JSON.parse(readFileSync(join(appDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return undefined;
  }
}

function entryKeys(manifest: ViteManifest): string[] {
  return Object.keys(manifest).filter((key) => manifest[key]?.isEntry && !EARLY_ENTRY_MODULES.includes(key));
}

/** A chunk and everything it imports statically, minus the entry chunks (the page loads those anyway). */
function withStaticImports(manifest: ViteManifest, key: string, skip: ReadonlySet<string>, out: Set<string>): void {
  if (skip.has(key) || out.has(key) || !manifest[key]) return;
  out.add(key);
  for (const dep of manifest[key]?.imports ?? []) withStaticImports(manifest, dep, skip, out);
}

/** The locales whose boot strings a first visit in this language loads (its own, plus English when incomplete). */
export function bootLocales(language: LanguageCode): string[] {
  const locale = LANGUAGES[language].locale;
  return (COMPLETE_LOCALES as readonly string[]).includes(locale) ? [locale] : [locale, FALLBACK_LOCALE];
}

/**
 * Absolute hrefs of the JavaScript modules to modulepreload for a brand, in fetch order: the landing
 * screens and the shared chunks they need. The entry chunk and what Vite already preloads for it are left out.
 */
export function preloadModules(manifest: ViteManifest, landing: readonly string[] = LANDING_MODULES): string[] {
  const entries = entryKeys(manifest);
  const skip = new Set<string>();
  for (const key of entries) withStaticImports(manifest, key, new Set(), skip);
  const wanted = new Set<string>();
  for (const key of landing) withStaticImports(manifest, key, skip, wanted);
  return [...wanted].map((key) => `/${manifest[key]?.file ?? key}`);
}

/**
 * The default language's inline strings (see INLINE_LOCALE_NAMESPACES), `<locale>/<namespace>` →
 * the JSON the build wrote at its versioned path (read through `readAsset`, artifact-relative).
 */
export function inlineStrings(localesVersion: string, defaultLanguage: LanguageCode, readAsset: (path: string) => string): Record<string, unknown> {
  const strings: Record<string, unknown> = {};
  for (const locale of bootLocales(defaultLanguage)) {
    for (const ns of INLINE_LOCALE_NAMESPACES) {
      let text: string;
      try {
        text = readAsset(localeAssetPath(localesVersion, locale, ns));
      } catch {
        continue; // not built (a stand-in build): the app fetches it as it would any other
      }
      strings[`${locale}/${ns}`] = JSON.parse(text) as unknown;
    }
  }
  return strings;
}

/** The entry's own stylesheets (Vite links them from index.html), as artifact paths. */
export function entryStylesheets(manifest: ViteManifest): string[] {
  return entryKeys(manifest).flatMap((key) => [...(manifest[key]?.css ?? [])]);
}

/** Entry scripts that run before the app's own (home's announcements prefetch), as artifact paths. */
export const EARLY_ENTRY_MODULES: readonly string[] = ['src/home-prefetch.ts'];

export function earlyScripts(manifest: ViteManifest): string[] {
  return EARLY_ENTRY_MODULES.flatMap((key) => (manifest[key]?.isEntry ? [`/${manifest[key].file}`] : []));
}
