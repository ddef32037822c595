// Everything that differs per merchant in an artifact: index.html, theme CSS, manifest, icons.
import { createHash } from 'node:crypto';
import type { MerchantConfig } from '../../src/config/merchant-config.generated';
import { LANGUAGES } from '../../src/config/languages';
import { BOOT_SCREEN_CSS } from './boot-screen';
import { renderIndexHtml } from './html';
import { renderIconPng } from './png';
import { renderLogo, themeCss, type ThemeTokens } from './theme';
import { APP_PATH_PREFIX, HOME_PATH } from '../../src/domain/paths';

export interface MerchantFiles {
  /** Relative path inside dist/<code>/ → contents. */
  readonly files: Map<string, string | Buffer>;
}

export const MANIFEST_START_URL = HOME_PATH;
export const MANIFEST_SCOPE = APP_PATH_PREFIX;

export function renderManifest(config: MerchantConfig, theme: ThemeTokens): string {
  const manifest = {
    // The app's identity for the browser (stable across releases, whatever start_url becomes).
    id: MANIFEST_START_URL,
    name: config.name,
    short_name: config.shortName ?? config.name.slice(0, 12),
    lang: LANGUAGES[config.defaultLanguage].locale,
    start_url: MANIFEST_START_URL,
    scope: MANIFEST_SCOPE,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: theme.colors.header,
    background_color: theme.colors.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return JSON.stringify(manifest, null, 2) + '\n';
}

export interface MerchantFileOptions {
  /** Module hrefs to preload, from the shared build (preload.ts); none in dev. */
  readonly modulePreloads?: readonly string[];
  /** The default language's boot strings (`<locale>/<namespace>` → JSON), carried in the HTML. */
  readonly inlineStrings?: Readonly<Record<string, unknown>>;
  readonly earlyScripts?: readonly string[];
  /**
   * The application's entry stylesheets (artifact path → CSS), folded into the brand's one
   * stylesheet: one render-blocking request instead of two. Each brand is its own origin, so a
   * shared file would not be shared by any cache anyway.
   */
  readonly appStylesheets?: ReadonlyMap<string, string>;
}

export function renderMerchantFiles(template: string, config: MerchantConfig, theme: ThemeTokens, opts: MerchantFileOptions = {}): MerchantFiles {
  // The boot screen's rules travel with the theme: the one stylesheet already in <head> per brand.
  const appCss = [...(opts.appStylesheets?.values() ?? [])].join('\n');
  const css = themeCss(theme) + BOOT_SCREEN_CSS + (appCss ? `\n${appCss}` : '');
  const cssName = `assets/theme-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  const iconColors = { background: theme.colors.primary, ring: theme.colors.accent, centre: theme.colors.onPrimary };
  const files = new Map<string, string | Buffer>([
    ['index.html', renderIndexHtml(template, config, theme, { themeCssHref: `/${cssName}`, modulePreloads: opts.modulePreloads ?? [], inlineStrings: opts.inlineStrings ?? {}, earlyScripts: opts.earlyScripts ?? [], foldedStylesheets: [...(opts.appStylesheets?.keys() ?? [])].map((path) => `/${path}`) })],
    [cssName, css],
    ['manifest.webmanifest', renderManifest(config, theme)],
    ['icons/logo.svg', renderLogo(theme, config.name)],
    ['icons/icon-192.png', renderIconPng(192, iconColors, false)],
    ['icons/icon-512.png', renderIconPng(512, iconColors, false)],
    ['icons/icon-maskable-512.png', renderIconPng(512, iconColors, true)],
  ]);
  return { files };
}
