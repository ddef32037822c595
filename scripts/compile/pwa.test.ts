// The PWA emit: the Workbox worker with the brand's precache manifest, the kill-switch worker in its
// place when the merchant asks for it, and the offline page in the brand's colours and languages.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/config/merchant-config.generated';
import { PROJECT_ROOT, compile } from './index';
import { brandPrecacheEntries, bundleServiceWorkers, isPrecachedOwnFile, MANIFEST_PLACEHOLDER, offlineStrings, renderOfflineCss, renderOfflinePage, renderServiceWorker, type PrecacheEntry } from './pwa';
import { loadThemeSource } from './theme';

const work = mkdtempSync(join(tmpdir(), 'lobby-pwa-'));
const appDir = join(work, 'app');
const localesDir = join(PROJECT_ROOT, 'src/i18n/locales');
const demo = JSON.parse(readFileSync(join(PROJECT_ROOT, 'merchants/demo.json'), 'utf8')) as MerchantConfig;
const mono = JSON.parse(readFileSync(join(PROJECT_ROOT, 'merchants/mono.json'), 'utf8')) as MerchantConfig;
const theme = loadThemeSource(join(PROJECT_ROOT, 'themes'), demo.theme).theme;

beforeAll(() => {
  // A stand-in for the Vite output: a template, a hashed script, one language's strings.
  mkdirSync(join(appDir, 'assets/locales/v1/vi'), { recursive: true });
  mkdirSync(join(appDir, 'assets/locales/v1/en'), { recursive: true });
  writeFileSync(
    join(appDir, 'index.html'),
    '<!doctype html><html lang="vi"><head><!--lobby:head--><script type="module" crossorigin src="/assets/index-abc12345.js"></script></head><body><div id="root"></div><!--lobby:config--></body></html>',
  );
  writeFileSync(join(appDir, 'assets/index-abc12345.js'), 'console.log("app")');
  writeFileSync(join(appDir, 'assets/locales/v1/vi/common.json'), '{}');
  writeFileSync(join(appDir, 'assets/locales/v1/en/common.json'), '{}');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The precache manifest a built sw.js carries (the array given to precacheAndRoute). */
function manifestOf(sw: string, bundled: string): PrecacheEntry[] {
  const [before = '', after = ''] = bundled.split(MANIFEST_PLACEHOLDER);
  expect(sw.startsWith(before) && sw.endsWith(after)).toBe(true);
  return JSON.parse(sw.slice(before.length, sw.length - after.length)) as PrecacheEntry[];
}

describe('the PWA emit', () => {
  it('a normal brand gets the Workbox worker with its precache; a kill-switch brand the worker that removes itself', async () => {
    const merchants = join(work, 'merchants');
    mkdirSync(merchants, { recursive: true });
    writeFileSync(join(merchants, 'demo.json'), JSON.stringify(demo));
    writeFileSync(join(merchants, 'mono.json'), JSON.stringify({ ...mono, serviceWorker: { killSwitch: true } }));
    const result = await compile({ root: PROJECT_ROOT, merchantsDir: merchants, outDir: join(work, 'dist'), appDir });
    expect(result.ok).toBe(true);
    const bundles = await bundleServiceWorkers(PROJECT_ROOT);

    const out = join(work, 'dist/demo');
    const sw = readFileSync(join(out, 'sw.js'), 'utf8');
    expect(sw).toContain('workbox:precaching');
    const entries = manifestOf(sw, bundles.workbox);
    const urls = entries.map((e) => e.url);
    const md5 = (file: string) => createHash('md5').update(readFileSync(join(out, file))).digest('hex');
    expect(entries).toContainEqual({ url: '/index.html', revision: md5('index.html') });
    expect(entries).toContainEqual({ url: '/offline.html', revision: md5('offline.html') });
    expect(entries).toContainEqual({ url: '/offline.css', revision: md5('offline.css') });
    expect(entries).toContainEqual({ url: '/manifest.webmanifest', revision: md5('manifest.webmanifest') });
    expect(entries).toContainEqual({ url: '/icons/icon-maskable-512.png', revision: md5('icons/icon-maskable-512.png') });
    expect(entries).toContainEqual({ url: '/icons/logo.svg', revision: md5('icons/logo.svg') });
    // Hashed and versioned paths need no revision; only the default language's strings.
    expect(entries).toContainEqual({ url: '/assets/index-abc12345.js', revision: null });
    expect(entries).toContainEqual({ url: '/assets/locales/v1/vi/common.json', revision: null });
    expect(urls).not.toContain('/assets/locales/v1/en/common.json');
    expect(urls.filter((u) => /^\/assets\/theme-[0-9a-f]+\.css$/.test(u))).toHaveLength(1);
    // Never the compressed twins, the worker itself, or anything of the API.
    expect(urls.filter((u) => /\.(br|gz)$/.test(u) || u === '/sw.js' || u.startsWith('/wps/'))).toEqual([]);
    expect(readFileSync(join(out, 'sw.js.gz')).length).toBeGreaterThan(0);
    expect(readFileSync(join(out, 'sw.js.br')).length).toBeGreaterThan(0);
    expect(execFileSync('tar', ['-tzf', join(work, 'dist/demo.tar.gz')], { encoding: 'utf8' })).toMatch(/(^|\n)(\.\/)?sw\.js\n/);

    const kill = readFileSync(join(work, 'dist/mono/sw.js'), 'utf8');
    expect(kill).toBe(bundles.killSwitch);
    expect(kill).not.toContain('workbox');
    expect(kill).toContain('unregister');
    expect(execFileSync('tar', ['-tzf', join(work, 'dist/mono.tar.gz')], { encoding: 'utf8' })).toMatch(/(^|\n)(\.\/)?sw\.js\n/);

    // Every brand, kill switch or not, retires the upstream site's worker at its URL.
    for (const code of ['demo', 'mono']) {
      expect(readFileSync(join(work, `dist/${code}/m/sw.js`), 'utf8'), code).toBe(bundles.retireUpstream);
      expect(execFileSync('tar', ['-tzf', join(work, `dist/${code}.tar.gz`)], { encoding: 'utf8' }), code).toMatch(/(^|\n)(\.\/)?m\/sw\.js\n/);
    }
    expect(urls).not.toContain('/m/sw.js');
  });

  it('a new build of the same brand changes sw.js (how a phone sees a redeploy); the same build does not', async () => {
    const bundles = await bundleServiceWorkers(PROJECT_ROOT);
    const own = (html: string) => new Map<string, string>([['index.html', html], ['offline.html', 'offline']]);
    const a = renderServiceWorker(bundles, brandPrecacheEntries([], [], undefined, 'VI', own('<title>A</title>')));
    expect(renderServiceWorker(bundles, brandPrecacheEntries([], [], undefined, 'VI', own('<title>A</title>')))).toBe(a);
    expect(renderServiceWorker(bundles, brandPrecacheEntries([], [], undefined, 'VI', own('<title>B</title>')))).not.toBe(a);
    // The manifest goes in as data, whatever it contains ($& and friends are not replacement patterns).
    const odd = renderServiceWorker(bundles, [{ url: "/a$&'b.js", revision: null }]);
    expect(odd).toContain(JSON.stringify([{ url: "/a$&'b.js", revision: null }]));
  });

  it('refuses a precache without the shell or the offline page', () => {
    expect(() => brandPrecacheEntries([], [], undefined, 'VI', new Map([['offline.html', 'x']]))).toThrow('/index.html');
    expect(() => brandPrecacheEntries([], [], undefined, 'VI', new Map([['index.html', 'x']]))).toThrow('/offline.html');
  });

  it('precaches only the brand files a page needs', () => {
    for (const path of ['index.html', 'manifest.webmanifest', 'offline.html', 'offline.css', 'icons/icon-192.png', 'icons/logo.svg', 'assets/theme-0123456789.css']) expect(isPrecachedOwnFile(path), path).toBe(true);
    for (const path of ['sw.js', 'index.html.br', 'index.html.gz', 'icons/logo.svg.br', 'merchants.json']) expect(isPrecachedOwnFile(path), path).toBe(false);
  });
});

/**
 * Runs a removing worker's bundle in a sandbox with the given scope and cache names: returns the
 * log of what it did, and its listeners (install has run; activate runs on `activate()`).
 */
function sandboxWorker(code: string, scope: string, cacheNames: string[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const log: string[] = [];
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => void log.push('skipWaiting'),
    registration: { scope, unregister: async () => (log.push('unregister'), true) },
    clients: {
      claim: async () => void log.push('claim'),
      matchAll: async () => [{ url: 'https://x/m/home', navigate: async (url: string) => (log.push(`navigate ${url}`), null) }],
    },
  };
  const caches = { keys: async () => cacheNames, delete: async (key: string) => (log.push(`delete ${key}`), true) };
  const indexedDB = {
    deleteDatabase: (name: string) => {
      log.push(`deleteDatabase ${name}`);
      const request: { onsuccess?: () => void } = {};
      setTimeout(() => request.onsuccess?.(), 0);
      return request;
    },
  };
  runInNewContext(code, { self, caches, indexedDB, setTimeout });
  listeners.get('install')?.({});
  const activate = async () => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('activate')?.({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { log, listeners, activate };
}

describe('the kill-switch worker', () => {
  it('takes over at once, deletes every cache, unregisters itself and reloads the open pages', async () => {
    const { killSwitch } = await bundleServiceWorkers(PROJECT_ROOT);
    const worker = sandboxWorker(killSwitch, 'https://x/', ['workbox-precache-v2', 'lobby-locales']);
    expect(worker.log).toEqual(['skipWaiting']);
    await worker.activate();
    expect(worker.log).toEqual(['skipWaiting', 'claim', 'delete workbox-precache-v2', 'delete lobby-locales', 'unregister', 'navigate https://x/m/home']);
    expect(worker.listeners.has('fetch')).toBe(false);
  });
});

describe("the worker retiring upstream's", () => {
  it("deletes upstream's caches and database, never ours, unregisters itself and reloads the open pages", async () => {
    const { retireUpstream } = await bundleServiceWorkers(PROJECT_ROOT);
    expect(retireUpstream).not.toContain('workbox:precaching');
    const names = ['spa-offline-v1-37322', 'workbox-precache-v2-https://x/m/', 'workbox-runtime-https://x/m/', 'workbox-precache-v2-https://x/', 'lobby-locales'];
    const worker = sandboxWorker(retireUpstream, 'https://x/m/', names);
    await worker.activate();
    expect(worker.log).toEqual([
      'skipWaiting',
      'claim',
      'delete spa-offline-v1-37322',
      'delete workbox-precache-v2-https://x/m/',
      'delete workbox-runtime-https://x/m/',
      'deleteDatabase tc-app',
      'unregister',
      'navigate https://x/m/home',
    ]);
    expect(worker.listeners.has('fetch')).toBe(false);
  });
});

describe('the offline page', () => {
  it('is the brand in its default language first, then its other languages, with no script or inline style', () => {
    const html = renderOfflinePage(demo, theme, localesDir);
    expect(html).toContain('<html lang="vi" dir="ltr">');
    expect(html).toContain('data-testid="offline-brand">Demo Casino</span>');
    expect(html).toContain(`<h1 class="offline__title">${offlineStrings(localesDir, 'vi').title}</h1>`);
    expect(html).toContain('<li lang="en" dir="ltr"><strong>You are offline</strong>');
    expect(html).toContain(`<li lang="zh-CN" dir="ltr"><strong>${offlineStrings(localesDir, 'zh-CN').title}</strong>`);
    expect(html).toContain('<a class="offline__retry" href="" data-testid="offline-retry">Thử lại</a>');
    expect(html).toContain('<link rel="stylesheet" href="/offline.css" />');
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
  });

  it('speaks a right-to-left default language right to left, and English where a language lacks the strings', () => {
    const html = renderOfflinePage({ ...demo, languages: ['AR', 'TH', 'EN'], defaultLanguage: 'AR' }, theme, localesDir);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<li lang="th" dir="ltr"><strong>${offlineStrings(localesDir, 'th').title}</strong>`);
    expect(offlineStrings(localesDir, 'th').title).not.toBe('You are offline');
    // Every listed language has its own; one without (a copy of the strings lacking Thai's) reads English.
    const partial = join(work, 'locales-without-th-pwa');
    mkdirSync(join(partial, 'th'), { recursive: true });
    mkdirSync(join(partial, 'en'), { recursive: true });
    writeFileSync(join(partial, 'en', 'pwa.json'), readFileSync(join(localesDir, 'en', 'pwa.json')));
    expect(renderOfflinePage({ ...demo, languages: ['AR', 'TH', 'EN'], defaultLanguage: 'AR' }, theme, partial)).toContain('<li lang="th" dir="ltr"><strong>You are offline</strong>');
  });

  it('takes its colours from the theme', () => {
    const css = renderOfflineCss(theme);
    expect(css).toContain(`--color-header: ${theme.colors.header};`);
    expect(css).toMatch(/\.offline__retry \{[^}]*min-height: 44px/);
    expect(css).not.toMatch(/margin-left|margin-right|padding-left|padding-right|\bleft:|\bright:/);
  });
});
