// What a brand's HTML asks for early (landing chunks, home's announcements), the strings it carries and the boot screen it paints.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/config/merchant-config.generated';
import { BOOT_NAMESPACES } from '../../src/i18n/i18n';
import { BOOT_SCREEN_CSS } from './boot-screen';
import { renderIndexHtml } from './html';
import { renderMerchantFiles } from './merchant-files';
import { PROJECT_ROOT } from './index';
import { BOOT_LOCALE_NAMESPACES, bootLocales, entryStylesheets, INLINE_LOCALE_NAMESPACES, inlineStrings, LANDING_MODULES, preloadModules, type ViteManifest } from './preload';
import { homeAnnouncementsUrl } from '../../src/home-prefetch';
import { escapeXml, loadTheme } from './theme';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/index-1.css'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_runtime.js'] },
  'src/features/home/home-screen.tsx': { file: 'assets/home-screen-1.js', isDynamicEntry: true, imports: ['index.html', '_runtime.js', '_shared.js'] },
  'src/features/auth/login-screen.tsx': { file: 'assets/login-screen-1.js', isDynamicEntry: true, imports: ['index.html'] },
};

const demoConfig = () => JSON.parse(readFileSync(join(PROJECT_ROOT, 'merchants/demo.json'), 'utf8')) as MerchantConfig;

describe('preloads', () => {
  it('a landing screen with its own imports (not the entry); a module the build put in the entry is skipped', () => {
    expect(preloadModules(manifest, ['src/features/home/home-screen.tsx'])).toEqual(['/assets/home-screen-1.js', '/assets/shared-1.js']);
    expect(preloadModules(manifest, ['src/features/home/not-a-chunk.tsx'])).toEqual([]);
    // Home is in the entry now (src/app/route-table.ts): nothing else is asked for at the start.
    expect(LANDING_MODULES).toEqual([]);
    expect(preloadModules(manifest)).toEqual([]);
  });

  it("carries the default language's boot strings and home's in the page, and no English under a complete language", () => {
    const read = (path: string) => JSON.stringify({ path });
    expect(inlineStrings('abc123', 'VI', read)).toEqual({
      'vi/common': { path: 'assets/locales/abc123/vi/common.json' },
      'vi/home': { path: 'assets/locales/abc123/vi/home.json' },
    });
    expect(bootLocales('TH')).toEqual(['th']);
    expect(bootLocales('CN')).toEqual(['zh-CN']);
    expect(bootLocales('UR')).toEqual(['ur']);
    expect(Object.keys(inlineStrings('v', 'TH', read))).toEqual(['th/common', 'th/home']);
    // A namespace the build did not write is left to the app to fetch.
    expect(inlineStrings('v', 'VI', (path) => (path.endsWith('home.json') ? (() => { throw new Error('ENOENT'); })() : '{"a":"b"}'))).toEqual({ 'vi/common': { a: 'b' } });
  });

  it('writes them as an inert JSON block no markup in a string can break out of', () => {
    const html = renderIndexHtml(readFileSync(join(PROJECT_ROOT, 'index.html'), 'utf8'), demoConfig(), loadTheme(join(PROJECT_ROOT, 'themes'), 'emerald'), {
      themeCssHref: '/t.css',
      inlineStrings: { 'vi/common': { title: '</script><script>alert(1)</script>' } },
    });
    const block = /<script type="application\/json" id="lobby-strings">(.*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ 'vi/common': { title: '</script><script>alert(1)</script>' } });
    expect(html).not.toContain('as="fetch" crossorigin href="/assets/locales/');
  });

  it("asks for home's announcements from the HTML, with the URL the home prefetch script fetches", () => {
    const html = renderIndexHtml(readFileSync(join(PROJECT_ROOT, 'index.html'), 'utf8'), demoConfig(), loadTheme(join(PROJECT_ROOT, 'themes'), 'emerald'), { themeCssHref: '/t.css' });
    const href = escapeXml(homeAnnouncementsUrl('/', 'demo'));
    expect(href).toBe('/wps/relay/CCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&amp;groupName=m_home&amp;platform=M&amp;merchantCode=demo');
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${href}" />`);
    // First in <head>, before the stylesheet and the scripts.
    expect(html.indexOf('rel="preload" as="fetch"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it('inlines the namespaces i18n loads before the first render', () => {
    expect([...BOOT_LOCALE_NAMESPACES]).toEqual([...BOOT_NAMESPACES]);
    expect(INLINE_LOCALE_NAMESPACES).toEqual([...BOOT_NAMESPACES, 'home']);
  });
});

describe('boot screen', () => {
  const demo = JSON.parse(readFileSync(join(PROJECT_ROOT, 'merchants/demo.json'), 'utf8')) as MerchantConfig;
  const theme = loadTheme(join(PROJECT_ROOT, 'themes'), 'emerald');
  const template = readFileSync(join(PROJECT_ROOT, 'index.html'), 'utf8');

  it('fills #root with the brand name and logo, escaped, and links the preloads after the entry', () => {
    const html = renderIndexHtml(template.replace('</head>', '<script type="module" crossorigin src="/assets/index-1.js"></script></head>'), { ...demo, name: 'Demo <Casino>' }, theme, {
      themeCssHref: '/assets/theme-1.css',
      modulePreloads: ['/assets/home-screen-1.js'],
    });
    expect(html).toMatch(/<div id="root"><div class="boot-screen" data-screen="boot" aria-busy="true">.*Demo &lt;Casino&gt;.*<\/div><\/div>/);
    expect(html).toMatch(/<svg [^>]*class="boot-screen__logo" width="36" height="36" aria-hidden="true" focusable="false">.*<\/svg><span class="boot-screen__name">/);
    expect(html).not.toContain('aria-label="Demo');
    expect(html.indexOf('src="/assets/index-1.js"')).toBeLessThan(html.indexOf('<link rel="modulepreload" crossorigin href="/assets/home-screen-1.js">'));
  });

  it('is mirrored for a right-to-left default language and styled only by theme tokens with logical properties', () => {
    const html = renderIndexHtml(template, { ...demo, languages: ['AR', 'EN'], defaultLanguage: 'AR' }, theme, { themeCssHref: '/t.css' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('data-screen="boot"');
    expect(BOOT_SCREEN_CSS).toContain('background: var(--color-header); color: var(--color-on-header)');
    expect(BOOT_SCREEN_CSS).not.toMatch(/#[0-9a-f]{3,6}\b|\b(left|right)\s*:|margin-left|padding-left/i);
  });
});

describe('one stylesheet per brand', () => {
  it("folds the application's entry stylesheet into the brand's and drops Vite's link to it", () => {
    const demo = JSON.parse(readFileSync(join(PROJECT_ROOT, 'merchants/demo.json'), 'utf8')) as MerchantConfig;
    const theme = loadTheme(join(PROJECT_ROOT, 'themes'), 'emerald');
    expect(entryStylesheets(manifest)).toEqual(['assets/index-1.css']);
    const template = readFileSync(join(PROJECT_ROOT, 'index.html'), 'utf8').replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head>');
    const { files } = renderMerchantFiles(template, demo, theme, { appStylesheets: new Map([['assets/index-1.css', '.app-shell{display:flex}']]) });
    const html = String(files.get('index.html'));
    expect(html).not.toContain('/assets/index-1.css');
    const links = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/theme-[0-9a-f]+\.css)" \/>/g)].map((m) => m[1]);
    expect(links).toHaveLength(1);
    const css = String(files.get((links[0] ?? '').slice(1)));
    expect(css).toContain('--color-primary: #0b6b4f');
    expect(css).toContain('.boot-screen__bar');
    expect(css.indexOf('--color-primary')).toBeLessThan(css.indexOf('.app-shell{display:flex}'));
  });
});
