// The gallery's contact sheets: static HTML + CSS (no script, works from file://), one per brand in
// dist/gallery/<code>/index.html and one for every brand in dist/gallery/index.html. A grid of
// thumbnails (rows: screens, columns: languages) with captions, the brand's name and colours, and
// links to the full-size PNGs; screens the brand does not offer are listed with the reason.
import type { LanguageCode } from '../../src/config/languages';
import type { ThemeTokens } from '../compile/theme';
import { GALLERY_SCREENS, languageName, type GalleryShot, type GallerySkip } from './plan';

/** What a brand's folder records about its run (gallery.json): the index page is built from these. */
export interface BrandSheet {
  readonly code: string;
  readonly name: string;
  readonly theme: Pick<ThemeTokens, 'name' | 'colors'>;
  readonly languages: readonly LanguageCode[];
  readonly defaultLanguage: LanguageCode;
  readonly shots: readonly Pick<GalleryShot, 'file' | 'language' | 'locale' | 'rtl' | 'screen'>[];
  readonly skipped: readonly Pick<GallerySkip, 'screen' | 'reason'>[];
  /** Shots that could not be taken (the run failed for them). */
  readonly failed: readonly { readonly file: string; readonly error: string }[];
  /** Shots the layout audit found problems on (layout-audit.ts), one line per problem. */
  readonly layout?: readonly { readonly file: string; readonly problems: readonly string[] }[];
  readonly generatedAt: string;
  readonly viewport: { readonly width: number; readonly height: number; readonly deviceScaleFactor: number };
}

const SWATCHES = ['primary', 'accent', 'header', 'background', 'surface', 'text'] as const;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;background:#f4f4f5;color:#18181b}
header.page{padding:16px 24px;background:#18181b;color:#fafafa}
header.page h1{margin:0;font-size:22px}
header.page p{margin:4px 0 0;color:#d4d4d8;font-size:14px}
main{padding:16px 24px 48px}
section.brand{margin-block:0 32px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);overflow:hidden}
.brand-head{display:flex;flex-wrap:wrap;align-items:center;gap:12px 24px;padding:16px 20px}
.brand-head h2{margin:0;font-size:20px}
.brand-head h2 a{color:inherit}
.brand-head .meta{font-size:13px}
.swatches{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.swatches li{display:flex;align-items:center;gap:6px;font-size:12px;padding:4px 8px;border-radius:999px;background:#fff;color:#18181b;border:1px solid #e4e4e7}
.swatches i{display:inline-block;inline-size:18px;block-size:18px;border-radius:50%;border:1px solid rgba(0,0,0,.2)}
.screen-row{padding:12px 20px;border-block-start:1px solid #e4e4e7}
.screen-row h3{margin:0 0 8px;font-size:15px}
.shots{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}
figure{margin:0}
figure a{display:block;border-radius:8px;overflow:hidden;border:1px solid #d4d4d8;background:#fafafa}
figure img{display:block;inline-size:100%;block-size:auto;aspect-ratio:var(--shot-ratio)}
figcaption{margin-block-start:4px;font-size:12px;line-height:1.35;color:#3f3f46}
.failed{color:#b91c1c;font-size:13px;margin:8px 0 0}
.skipped{margin:0;padding:12px 20px;border-block-start:1px solid #e4e4e7;font-size:13px;color:#52525b}
.skipped li{margin-block:2px}
footer{padding:0 24px 24px;font-size:12px;color:#52525b}
`;

function swatches(sheet: BrandSheet): string {
  const items = SWATCHES.map((token) => {
    const colour = sheet.theme.colors[token];
    return `<li><i style="background:${escapeHtml(colour)}"></i>${token} ${escapeHtml(colour)}</li>`;
  });
  return `<ul class="swatches" aria-label="Theme colours">${items.join('')}</ul>`;
}

/** One brand's section. `prefix` is the path from the page to the brand's folder ('' or '<code>/'). */
function brandSection(sheet: BrandSheet, prefix: string, linkTitle: boolean): string {
  const { colors } = sheet.theme;
  const title = linkTitle ? `<a href="${escapeHtml(prefix)}index.html">${escapeHtml(sheet.name)}</a>` : escapeHtml(sheet.name);
  const languages = sheet.languages.map((l) => `${languageName(l)} (${l}${l === sheet.defaultLanguage ? ', default' : ''})`).join(' · ');
  const head = `<div class="brand-head" style="background:${escapeHtml(colors.header)};color:${escapeHtml(colors.onHeader)}">
<h2>${title}</h2><span class="meta">code <b>${escapeHtml(sheet.code)}</b> · theme ${escapeHtml(sheet.theme.name)} · ${escapeHtml(languages)}</span>${swatches(sheet)}</div>`;
  const rows: string[] = [];
  for (const screen of GALLERY_SCREENS) {
    const shots = sheet.shots.filter((s) => s.screen.id === screen.id);
    if (shots.length === 0) continue;
    const figures = shots.map((shot) => {
      const href = `${prefix}${shot.file}`;
      const caption = `${screen.label} · ${languageName(shot.language)} (${shot.language})${shot.rtl ? ' · right to left' : ''}`;
      const failed = sheet.failed.find((f) => f.file === shot.file);
      if (failed) return `<figure><figcaption>${escapeHtml(caption)}</figcaption><p class="failed">not rendered: ${escapeHtml(failed.error)}</p></figure>`;
      const problems = sheet.layout?.find((l) => l.file === shot.file)?.problems ?? [];
      const audit = problems.length === 0 ? '' : `<ul class="failed">${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`;
      return `<figure><a href="${escapeHtml(href)}"><img src="${escapeHtml(href)}" alt="${escapeHtml(`${sheet.name}: ${caption}`)}" loading="lazy" width="${sheet.viewport.width}" height="${sheet.viewport.height}"></a><figcaption>${escapeHtml(caption)}<br>${escapeHtml(shot.file)}</figcaption>${audit}</figure>`;
    });
    rows.push(`<div class="screen-row"><h3>${escapeHtml(screen.label)} <small>(${escapeHtml(screen.id)})</small></h3><div class="shots">${figures.join('')}</div></div>`);
  }
  const skipped =
    sheet.skipped.length === 0
      ? ''
      : `<ul class="skipped">${sheet.skipped.map((s) => `<li><b>${escapeHtml(s.screen.label)}</b>: ${escapeHtml(s.reason)}</li>`).join('')}</ul>`;
  return `<section class="brand" id="brand-${escapeHtml(sheet.code)}">${head}${rows.join('')}${skipped}</section>`;
}

function page(title: string, subtitle: string, body: string, ratio: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}:root{--shot-ratio:${ratio}}</style>
</head>
<body>
<header class="page"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p></header>
<main>
${body}
</main>
<footer>Made by <code>npm run gallery</code>. Phone viewport; open a thumbnail for the full-size screenshot.</footer>
</body>
</html>
`;
}

function viewportLine(sheet: BrandSheet): string {
  const v = sheet.viewport;
  return `${v.width}×${v.height} CSS px at ${v.deviceScaleFactor}× (${Math.round(v.width * v.deviceScaleFactor)}×${Math.round(v.height * v.deviceScaleFactor)} px), ${sheet.generatedAt}`;
}

/** dist/gallery/<code>/index.html */
export function renderBrandSheet(sheet: BrandSheet): string {
  const subtitle = `${sheet.shots.length} screenshot(s), ${viewportLine(sheet)}`;
  return page(`${sheet.name}: brand gallery`, subtitle, brandSection(sheet, '', false), `${sheet.viewport.width}/${sheet.viewport.height}`);
}

/** dist/gallery/index.html: every brand, each linking to its own sheet. */
export function renderIndexSheet(sheets: readonly BrandSheet[]): string {
  const first = sheets[0];
  const total = sheets.reduce((n, s) => n + s.shots.length, 0);
  const subtitle = first ? `${sheets.length} brand(s), ${total} screenshot(s), ${viewportLine(first)}` : 'no brands rendered yet';
  const body = sheets.map((s) => brandSection(s, `${s.code}/`, true)).join('\n');
  const ratio = first ? `${first.viewport.width}/${first.viewport.height}` : '393/727';
  return page('Brand gallery', subtitle, body, ratio);
}
