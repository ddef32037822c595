// The boot screen: static markup inside <div id="root"> of every brand's index.html, styled by
// rules appended to the brand's theme stylesheet, so the first response paints the brand (bar
// colour, logo, name) before any script or image has arrived — with no inline script or style, so the CSP
// stays `script-src 'self'`. React's createRoot().render replaces it.
// It has the shape of home's brand bar (app.css .brand-bar) so the home screen takes its place
// without a jump; colours come only from tokens the compiler checks for AA contrast
// (onHeader on header, text on background), and logical properties mirror it under dir="rtl".
import { escapeXml } from './theme';

export const BOOT_SCREEN_ID = 'boot';

/**
 * The brand's logo SVG (the same markup as icons/logo.svg) sized for the bar and hidden from
 * assistive technology (the name beside it says the same). Inline rather than an <img>: the boot
 * screen then needs no request at all, and on HTTP/1.1 the entry script gets the connection instead.
 */
export function inlineLogo(svg: string): string {
  return svg.replace(/<svg\b([^>]*)>/, (_, attrs: string) => {
    const kept = attrs.replace(/\s(width|height|role|aria-label|aria-hidden|focusable|class)="[^"]*"/g, '');
    return `<svg${kept} class="boot-screen__logo" width="36" height="36" aria-hidden="true" focusable="false">`;
  }).replace(/>\s+</g, '><').trim();
}

export function renderBootScreen(brandName: string, logoSvg: string): string {
  const name = escapeXml(brandName);
  return [
    `<div class="boot-screen" data-screen="${BOOT_SCREEN_ID}" aria-busy="true">`,
    `<div class="boot-screen__bar">${inlineLogo(logoSvg)}<span class="boot-screen__name">${name}</span></div>`,
    `</div>`,
  ].join('');
}

/** Appended to the theme CSS: the boot screen must not wait for the application's stylesheet. */
export const BOOT_SCREEN_CSS = `
/* boot screen (index.html paints it before the application starts) */
html, body { margin: 0; background: var(--color-background); color: var(--color-text); font-family: var(--font-family); }
.boot-screen { min-height: 100vh; min-height: 100dvh; max-width: 540px; margin-inline: auto; background: var(--color-background); }
.boot-screen__bar { display: flex; align-items: center; gap: 10px; padding: 10px 16px; min-height: 64px; box-sizing: border-box; background: var(--color-header); color: var(--color-on-header); }
.boot-screen__logo { flex: none; border-radius: var(--radius); }
.boot-screen__name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 700; font-size: 1.1rem; }
/* A guest's home, drawn by the home prefetch script (src/home-prefetch.ts) once the announcements
   answer: the header's guest row (app.css .account-bar: 44 px buttons + 10 px), then the first banner
   in the box of app.css .banner-slot + .banner-carousel. The home e2e test checks the boxes agree. */
.boot-screen__guest { block-size: 54px; background: var(--color-header); }
.boot-screen__banner { margin: 12px 12px 0; aspect-ratio: 750 / 300; overflow: hidden; border-radius: var(--radius); background: var(--color-surface); }
.boot-screen__banner img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;
