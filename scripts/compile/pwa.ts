// The brand's progressive web app files, emitted beside its artifact: the service worker (/sw.js,
// Workbox), its precache manifest, and the offline page (offline.html + offline.css).
//  - The worker's code (src/service-worker/) is bundled once per build with rolldown; each brand's
//    sw.js is that bundle with the brand's precache manifest where `self.__WB_MANIFEST` stands
//    (what workbox-build's injectManifest does; here in memory, so a hundred brands cost a hundred
//    string replacements, not a hundred bundles). The shared files' entries come from workbox-build's
//    getManifest, computed once; the brand's own files get an md5 revision, as Workbox gives them.
//  - With the merchant's serviceWorker.killSwitch, sw.js is the kill-switch worker instead: it
//    deletes the origin's caches, unregisters itself and reloads the open pages.
//  - Every artifact also has m/sw.js, the worker that retires the upstream site's own worker (scope
//    /m/, which would otherwise keep answering the app's pages on phones that visited it).
// sw.js keeps its name (the browser checks that URL for updates) and the server sends it with
// Cache-Control: no-cache; a new build changes its manifest, which is how a phone sees a redeploy.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MerchantConfig } from '../../src/config/merchant-config.generated';
import { LANGUAGES, type LanguageCode } from '../../src/config/languages';
import { OFFLINE_PAGE, OFFLINE_STYLESHEET, SERVICE_WORKER_URL, SHELL_URL, UPSTREAM_SERVICE_WORKER_URL } from '../../src/service-worker/sw-routes';
import { escapeXml, renderLogo, themeCss, type ThemeTokens } from './theme';
import { inlineLogo } from './boot-screen';

/** Where Workbox's injectManifest would put the manifest: the bundled worker must contain it once. */
export const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';

export interface PrecacheEntry {
  readonly url: string;
  /** null for a file whose name already changes with its contents (hashed or versioned path). */
  readonly revision: string | null;
}

export interface ServiceWorkerBundles {
  /** The Workbox worker, with MANIFEST_PLACEHOLDER where the precache manifest goes. */
  readonly workbox: string;
  readonly killSwitch: string;
  /** The worker served at upstream's worker URL that removes upstream's worker (retire-upstream.ts). */
  readonly retireUpstream: string;
}

/** Paths under assets/ carry a content hash (Vite's chunks, the theme CSS) or a version (strings). */
const HASHED_PATH = /^\/?assets\//;

export function isKillSwitch(config: Pick<MerchantConfig, 'serviceWorker'>): boolean {
  return config.serviceWorker?.killSwitch === true;
}

async function bundle(entry: string): Promise<string> {
  const { build } = await import('rolldown');
  const result = await build({
    input: entry,
    write: false,
    platform: 'browser',
    logLevel: 'warn',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    output: { format: 'iife', minify: true },
  });
  const chunk = result.output[0];
  if (!chunk || chunk.type !== 'chunk') throw new Error(`service worker bundle of ${entry} produced no script`);
  return chunk.code;
}

const bundles = new Map<string, Promise<ServiceWorkerBundles>>();

/** Bundles the workers from `<root>/src/service-worker/` (once per process and root). */
export function bundleServiceWorkers(root: string): Promise<ServiceWorkerBundles> {
  let pending = bundles.get(root);
  if (!pending) {
    const dir = join(root, 'src/service-worker');
    const workers = ['service-worker.ts', 'kill-switch.ts', 'retire-upstream.ts'].map((file) => bundle(join(dir, file)));
    pending = Promise.all(workers).then(([workbox = '', killSwitch = '', retireUpstream = '']) => {
      const count = workbox.split(MANIFEST_PLACEHOLDER).length - 1;
      if (count !== 1) throw new Error(`the service worker bundle must contain ${MANIFEST_PLACEHOLDER} once, found ${count}`);
      return { workbox, killSwitch, retireUpstream };
    });
    pending.catch(() => bundles.delete(root));
    bundles.set(root, pending);
  }
  return pending;
}

/**
 * Precache entries of the files every brand shares: the hashed scripts, stylesheets and images
 * under assets/ (not the strings: each brand precaches its default language's, see
 * brandPrecacheEntries), never the .br/.gz siblings. Computed once per build by workbox-build.
 */
export async function sharedPrecacheEntries(stagingDir: string): Promise<PrecacheEntry[]> {
  const { getManifest } = await import('workbox-build');
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: stagingDir,
    globPatterns: ['assets/**/*.{js,css,svg,png,webp,woff2}'],
    globIgnores: ['**/*.br', '**/*.gz', 'assets/locales/**', '**/*.map'],
    dontCacheBustURLsMatching: HASHED_PATH,
    modifyURLPrefix: { '': '/' },
    // The shared scripts are small; a file above this would be a mistake worth failing on.
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  });
  if (warnings.length > 0) throw new Error(`precache manifest: ${warnings.join('; ')}`);
  return (manifestEntries ?? []).map((e) => ({ url: e.url, revision: e.revision ?? null })).sort((a, b) => a.url.localeCompare(b.url));
}

function md5(body: string | Buffer): string {
  return createHash('md5').update(body).digest('hex');
}

/** Which of a brand's own files are precached (the rest, .br/.gz siblings and sw.js itself, are not). */
export function isPrecachedOwnFile(path: string): boolean {
  return path === 'index.html' || path === 'manifest.webmanifest' || path === OFFLINE_PAGE.slice(1) || path === OFFLINE_STYLESHEET.slice(1) || /^icons\/[^/]+\.(png|svg)$/.test(path) || /^assets\/[^/]+\.css$/.test(path);
}

/**
 * The brand's precache: the shared entries, its default language's strings (every namespace),
 * and its own files (shell HTML, theme stylesheet, manifest, icons, logo, offline page).
 */
export function brandPrecacheEntries(shared: readonly PrecacheEntry[], sharedFiles: readonly string[], localesVersion: string | undefined, defaultLanguage: LanguageCode, own: ReadonlyMap<string, string | Buffer>): PrecacheEntry[] {
  const locale = LANGUAGES[defaultLanguage].locale;
  const strings = localesVersion ? sharedFiles.filter((f) => f.startsWith(`assets/locales/${localesVersion}/${locale}/`) && f.endsWith('.json')) : [];
  const ownEntries = [...own]
    .filter(([path]) => isPrecachedOwnFile(path))
    .map(([path, body]) => ({ url: `/${path}`, revision: HASHED_PATH.test(path) ? null : md5(body) }));
  const entries = [...shared, ...strings.map((f) => ({ url: `/${f}`, revision: null })), ...ownEntries];
  const urls = new Set(entries.map((e) => e.url));
  for (const required of [SHELL_URL, OFFLINE_PAGE]) {
    if (!urls.has(required)) throw new Error(`the precache lacks ${required}`);
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

/** The brand's sw.js: the Workbox bundle with its manifest, or the kill-switch worker. */
export function renderServiceWorker(bundles: ServiceWorkerBundles, entries: readonly PrecacheEntry[] | null): string {
  if (entries === null) return bundles.killSwitch;
  // A function replacement: the manifest's text must not be read as a replacement pattern ($&...).
  return bundles.workbox.replace(MANIFEST_PLACEHOLDER, () => JSON.stringify(entries));
}

type Tree = { [key: string]: string | Tree };

export interface OfflineStrings {
  readonly title: string;
  readonly message: string;
  readonly retry: string;
}

/** The offline page's strings in one locale, from src/i18n/locales/<locale>/pwa.json (English where absent). */
export function offlineStrings(localesDir: string, locale: string): OfflineStrings {
  const read = (loc: string): Tree | undefined => {
    const file = join(localesDir, loc, 'pwa.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : undefined;
  };
  const pick = (tree: Tree | undefined, key: keyof OfflineStrings): string | undefined => {
    const offline = tree?.offline;
    const value = typeof offline === 'object' ? offline[key] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const own = read(locale);
  const english = read('en');
  const get = (key: keyof OfflineStrings): string => {
    const value = pick(own, key) ?? pick(english, key);
    if (value === undefined) throw new Error(`pwa.offline.${key} is missing from the en locale`);
    return value;
  };
  return { title: get('title'), message: get('message'), retry: get('retry') };
}

/**
 * offline.html: the brand's name and logo in its colours, the message in its default language
 * first, then in each other language it offers; a "try again" link that reloads the address
 * (an empty href is the page's own URL). No script, no inline style: it runs under the artifact's CSP.
 */
export function renderOfflinePage(config: MerchantConfig, theme: ThemeTokens, localesDir: string): string {
  const main = LANGUAGES[config.defaultLanguage];
  const strings = offlineStrings(localesDir, main.locale);
  const dir = 'rtl' in main && main.rtl ? 'rtl' : 'ltr';
  const others = config.languages
    .filter((code) => code !== config.defaultLanguage)
    .map((code) => {
      const lang: { locale: string; rtl?: true } = LANGUAGES[code];
      const s = offlineStrings(localesDir, lang.locale);
      return `<li lang="${lang.locale}" dir="${lang.rtl ? 'rtl' : 'ltr'}"><strong>${escapeXml(s.title)}</strong> ${escapeXml(s.message)}</li>`;
    });
  const logo = inlineLogo(renderLogo(theme, config.name)).replace('class="boot-screen__logo" width="36" height="36"', 'class="offline__logo" width="64" height="64"');
  return [
    '<!doctype html>',
    `<html lang="${main.locale}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />',
    `<title>${escapeXml(config.name)} · ${escapeXml(strings.title)}</title>`,
    `<meta name="theme-color" content="${theme.colors.header}" />`,
    '<link rel="icon" type="image/svg+xml" href="/icons/logo.svg" />',
    `<link rel="stylesheet" href="${OFFLINE_STYLESHEET}" />`,
    '</head>',
    '<body>',
    `<header class="offline__bar">${logo}<span class="offline__name" data-testid="offline-brand">${escapeXml(config.name)}</span></header>`,
    '<main class="offline" data-screen="offline">',
    `<h1 class="offline__title">${escapeXml(strings.title)}</h1>`,
    `<p class="offline__message">${escapeXml(strings.message)}</p>`,
    `<a class="offline__retry" href="" data-testid="offline-retry">${escapeXml(strings.retry)}</a>`,
    others.length > 0 ? `<ul class="offline__others">${others.join('')}</ul>` : '',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** offline.css: the theme's custom properties and the page's few rules (logical properties for RTL). */
export function renderOfflineCss(theme: ThemeTokens): string {
  return `${themeCss(theme)}
html, body { margin: 0; background: var(--color-background); color: var(--color-text); font-family: var(--font-family); }
.offline__bar { display: flex; align-items: center; gap: 12px; padding: 10px 16px; min-height: 64px; box-sizing: border-box; background: var(--color-header); color: var(--color-on-header); }
.offline__logo { flex: none; border-radius: var(--radius); }
.offline__name { font-weight: 700; font-size: 1.15rem; }
.offline { max-width: 540px; margin-inline: auto; padding: 32px 20px; box-sizing: border-box; text-align: center; }
.offline__title { margin: 0 0 12px; font-size: 1.4rem; }
.offline__message { margin: 0 0 24px; line-height: 1.5; }
.offline__retry { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; padding-inline: 28px; box-sizing: border-box; border-radius: var(--radius); background: var(--color-accent); color: var(--color-on-accent); font-weight: 700; text-decoration: none; }
.offline__retry:focus-visible { outline: 3px solid var(--color-link); outline-offset: 2px; }
.offline__others { list-style: none; margin: 32px 0 0; padding: 0; display: grid; gap: 10px; color: var(--color-text-muted); font-size: 0.9rem; line-height: 1.4; }
`;
}

/** The brand's PWA files other than sw.js (which needs every other file's revision first). */
export function renderOfflineFiles(config: MerchantConfig, theme: ThemeTokens, localesDir: string): Map<string, string> {
  return new Map([
    [OFFLINE_PAGE.slice(1), renderOfflinePage(config, theme, localesDir)],
    [OFFLINE_STYLESHEET.slice(1), renderOfflineCss(theme)],
  ]);
}

export const SERVICE_WORKER_FILE = SERVICE_WORKER_URL.slice(1);
/** Where the retiring worker goes in every artifact (m/sw.js). */
export const UPSTREAM_SERVICE_WORKER_FILE = UPSTREAM_SERVICE_WORKER_URL.slice(1);
