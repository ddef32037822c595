// What each brand's index.html asks the browser to fetch alongside the entry script: from Vite's
// build manifest the landing route's chunk (and the chunks it imports), and the boot namespace of
// the brand's default language (a JSON file at a path derived from the strings' version). Without these the browser learns of them only once
// the entry script has run, one more round trip each on a phone network.
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
 * Screens preloaded on every brand. Home only: it is the start URL, every alias of '/' and where a
 * new guest lands, and its chunk is tiny. Login and register are common landings too, but their
 * chunks (forms, validation, the auth strings) weigh about 10 KB compressed that every home visit
 * would pay on slow 4G while racing the entry script; they start loading as soon as the entry
 * script runs instead (main.tsx creates the router before the strings are in), in parallel with the strings.
 */
export const LANDING_MODULES: readonly string[] = ['src/features/home/home-screen.tsx'];

/**
 * Shared chunks preloaded by their Rollup name: the contract table (and the API client it
 * imports). Home asks the platform for its banners as soon as the entry script runs, and the
 * startup status call needs them too; preloaded, the request leaves one round trip earlier.
 */
export const LANDING_CHUNK_NAMES: readonly string[] = ['endpoints'];

/** i18n's BOOT_NAMESPACES (src/i18n/i18n.ts, which only Vite can load; a test keeps them equal). */
export const BOOT_LOCALE_NAMESPACES: readonly string[] = ['common'];

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
export function preloadModules(manifest: ViteManifest): string[] {
  const entries = entryKeys(manifest);
  const skip = new Set<string>();
  for (const key of entries) withStaticImports(manifest, key, new Set(), skip);
  const wanted = new Set<string>();
  for (const key of LANDING_MODULES) withStaticImports(manifest, key, skip, wanted);
  for (const key of Object.keys(manifest)) {
    const chunk = manifest[key];
    if (chunk?.name && !chunk.src && LANDING_CHUNK_NAMES.includes(chunk.name)) withStaticImports(manifest, key, skip, wanted);
  }
  return [...wanted].map((key) => `/${manifest[key]?.file ?? key}`);
}

/**
 * Absolute hrefs of the boot strings of the brand's default language (JSON files, see
 * locale-assets.ts), preloaded as fetches: the app asks for exactly these URLs.
 */
export function preloadStrings(localesVersion: string, defaultLanguage: LanguageCode): string[] {
  return bootLocales(defaultLanguage).flatMap((locale) => BOOT_LOCALE_NAMESPACES.map((ns) => `/${localeAssetPath(localesVersion, locale, ns)}`));
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
