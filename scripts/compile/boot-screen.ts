// The boot screen: static markup inside <div id="root"> of every brand's index.html, styled by
// rules appended to the brand's theme stylesheet, so the first response paints the brand (bar
// colour, logo, name) before any script has arrived — with no inline script or style, so the CSP
// stays `script-src 'self'`. React's createRoot().render replaces it.
// It has the shape of home's brand bar (app.css .brand-bar) so the home screen takes its place
// without a jump; colours come only from tokens the compiler checks for AA contrast
// (onHeader on header, text on background), and logical properties mirror it under dir="rtl".
import { escapeXml } from './theme';

export const BOOT_SCREEN_ID = 'boot';

export function renderBootScreen(brandName: string): string {
  const name = escapeXml(brandName);
  return [
    `<div class="boot-screen" data-screen="${BOOT_SCREEN_ID}" aria-busy="true">`,
    `<div class="boot-screen__bar"><img class="boot-screen__logo" src="/icons/logo.svg" alt="" width="36" height="36" /><span class="boot-screen__name">${name}</span></div>`,
    `</div>`,
  ].join('');
}

/** Appended to the theme CSS: the boot screen must not wait for the application's stylesheet. */
export const BOOT_SCREEN_CSS = `
/* boot screen (index.html paints it before the application starts) */
html, body { margin: 0; background: var(--color-background); color: var(--color-text); font-family: var(--font-family); }
.boot-screen { min-height: 100vh; min-height: 100dvh; max-width: 540px; margin-inline: auto; background: var(--color-background); }
.boot-screen__bar { display: flex; align-items: center; gap: 10px; padding: 10px 16px; background: var(--color-header); color: var(--color-on-header); }
.boot-screen__logo { flex: none; border-radius: var(--radius); }
.boot-screen__name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 700; font-size: 1.1rem; }
`;
