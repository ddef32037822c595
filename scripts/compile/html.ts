// The per-merchant parts of index.html: head tags and the injected config. Shared by the
// compiler and the dev server so both render a brand the same way.
import type { MerchantConfig } from '../../src/config/merchant-config.generated';
import { LANGUAGES } from '../../src/config/languages';
import { MERCHANT_CONFIG_ELEMENT_ID } from '../../src/config/merchant-config';
import { INLINE_STRINGS_ELEMENT_ID } from '../../src/i18n/inline-strings';
import { homeAnnouncementsUrl } from '../../src/home-prefetch';
import { renderBootScreen } from './boot-screen';
import { escapeXml, renderLogo, type ThemeTokens } from './theme';

export const HEAD_MARKER = '<!--lobby:head-->';
export const CONFIG_MARKER = '<!--lobby:config-->';

export interface HeadAssets {
  readonly themeCssHref: string;
  /** JavaScript modules fetched alongside the entry script (landing screen, default strings). */
  readonly modulePreloads?: readonly string[];
  /**
   * The default language's boot strings, `<locale>/<namespace>` → JSON, carried in the page
   * (src/i18n/inline-strings.ts reads them) instead of fetched.
   */
  readonly inlineStrings?: Readonly<Record<string, unknown>>;
  /** Module scripts that run before the app's entry (home's announcements prefetch). */
  readonly earlyScripts?: readonly string[];
  /** Stylesheets Vite linked that the brand's stylesheet now contains: their <link>s go. */
  readonly foldedStylesheets?: readonly string[];
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON that is safe inside <script type="application/json">: no '</script>' or '<!--' can break out. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderIndexHtml(template: string, config: MerchantConfig, theme: ThemeTokens, assets: HeadAssets): string {
  for (const marker of [HEAD_MARKER, CONFIG_MARKER]) {
    if (!template.includes(marker)) throw new Error(`index.html template lacks ${marker}`);
  }
  const lang = LANGUAGES[config.defaultLanguage];
  const head = [
    // First: home's banners come from this call, and the banner is the largest paint of the page
    // most visitors land on. Asked for by the HTML, it leaves one round trip before the home
    // prefetch script could ask (src/home-prefetch.ts takes the reply, with the same URL).
    `<link rel="preload" as="fetch" crossorigin href="${escapeXml(homeAnnouncementsUrl(config.apiBaseUrl, config.code))}" />`,
    `<title>${escapeXml(config.name)}</title>`,
    `<meta name="description" content="${escapeXml(config.name)}" />`,
    `<meta name="theme-color" content="${theme.colors.header}" />`,
    `<meta name="application-name" content="${escapeXml(config.shortName ?? config.name)}" />`,
    `<meta name="apple-mobile-web-app-capable" content="yes" />`,
    `<meta name="apple-mobile-web-app-title" content="${escapeXml(config.shortName ?? config.name)}" />`,
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    `<link rel="icon" type="image/svg+xml" href="/icons/logo.svg" />`,
    `<link rel="icon" type="image/png" sizes="192x192" href="/icons/icon-192.png" />`,
    `<link rel="apple-touch-icon" href="/icons/icon-192.png" />`,
    `<link rel="stylesheet" href="${assets.themeCssHref}" />`,
  ].join('\n    ');
  // Build-time only fields stay out of the artifact.
  const { $schema: _schema, translationThreshold: _threshold, ...clientConfig } = config;
  const stringsBlock = assets.inlineStrings && Object.keys(assets.inlineStrings).length > 0 ? `<script type="application/json" id="${INLINE_STRINGS_ELEMENT_ID}">${jsonForHtml(assets.inlineStrings)}</script>\n    ` : '';
  const configBlock = `${stringsBlock}<script type="application/json" id="${MERCHANT_CONFIG_ELEMENT_ID}">${jsonForHtml(clientConfig)}</script>`;
  const dir = 'rtl' in lang && lang.rtl ? ' dir="rtl"' : '';
  // After the entry script Vite put in <head>, so that one is asked for first.
  const preloads = [
    ...(assets.modulePreloads ?? []).map((href) => `  <link rel="modulepreload" crossorigin href="${escapeXml(href)}">\n  `),
  ].join('');
  let page = template;
  // async: it runs the moment it arrives, not after the stylesheet and the whole document as the
  // app's (deferred) entry does; it waits for the parse itself where it needs it (whenParsed).
  const early = (assets.earlyScripts ?? []).map((src) => `<script type="module" async crossorigin src="${escapeXml(src)}"></script>\n    `).join('');
  if (early) {
    // Before the app's entry script, so the browser asks for it first.
    page = page.replace(/<script type="module"/, `${early}<script type="module"`);
  }
  for (const href of assets.foldedStylesheets ?? []) {
    page = page.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`), '');
  }
  return page
    .replace(/<html lang="[^"]*"[^>]*>/, `<html lang="${lang.locale}"${dir}>`)
    .replace(HEAD_MARKER, head)
    .replace('</head>', `${preloads}</head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${renderBootScreen(config.name, renderLogo(theme, config.name))}</div>`)
    .replace(CONFIG_MARKER, configBlock);
}
