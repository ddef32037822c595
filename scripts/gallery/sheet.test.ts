import { describe, expect, it } from 'vitest';
import { GALLERY_SCREENS, planMerchant } from './plan';
import { escapeHtml, renderBrandSheet, renderIndexSheet, type BrandSheet } from './sheet';

const colors = {
  primary: '#0b6b4f',
  onPrimary: '#ffffff',
  accent: '#f5c542',
  onAccent: '#14201c',
  link: '#0b6b4f',
  background: '#f3f6f5',
  surface: '#ffffff',
  text: '#14201c',
  textMuted: '#5b6b66',
  header: '#0b6b4f',
  onHeader: '#ffffff',
  danger: '#c5221f',
  onDanger: '#ffffff',
  success: '#188038',
  onSuccess: '#ffffff',
};

function sheetOf(code: string, name: string, languages: BrandSheet['languages'], features: Record<string, boolean> = {}): BrandSheet {
  const plan = planMerchant({ code, languages: [...languages] as [BrandSheet['languages'][number]], features });
  return {
    code,
    name,
    theme: { name: 'emerald', colors },
    languages,
    defaultLanguage: languages[0] ?? 'EN',
    shots: plan.shots,
    skipped: plan.skipped,
    failed: [],
    generatedAt: '2026-11-23T09:00:00.000Z',
    viewport: { width: 393, height: 727, deviceScaleFactor: 2.75 },
  };
}

const hrefs = (html: string): string[] => [...html.matchAll(/<a href="([^"]+\.png)"/g)].map((m) => m[1] ?? '');
const imgs = (html: string): string[] => [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1] ?? '');

describe('contact sheets', () => {
  it("a brand's sheet shows and links every PNG, with captions, name and colours, and no script", () => {
    const sheet = sheetOf('atlas', 'Atlas <Bet>', ['EN', 'AR']);
    const html = renderBrandSheet(sheet);
    expect(hrefs(html).sort()).toEqual(sheet.shots.map((s) => s.file).sort());
    expect(imgs(html).sort()).toEqual(sheet.shots.map((s) => s.file).sort());
    expect(html).toContain('Atlas &lt;Bet&gt;');
    expect(html).toContain('Home (guest) · العربية (AR) · right to left');
    expect(html).toContain('#f5c542');
    expect(html).not.toMatch(/<script/i);
  });

  it('the index links every brand, its sheet and its PNGs under its folder', () => {
    const sheets = [sheetOf('demo', 'Demo Casino', ['VI', 'EN', 'CN']), sheetOf('mono', 'Mono Play', ['VI'])];
    const html = renderIndexSheet(sheets);
    expect(hrefs(html).sort()).toEqual(sheets.flatMap((s) => s.shots.map((shot) => `${s.code}/${shot.file}`)).sort());
    expect(html).toContain('<a href="demo/index.html">Demo Casino</a>');
    expect(html).toContain('<a href="mono/index.html">Mono Play</a>');
  });

  it('lists a screen the brand does not offer, with the reason, and a shot that failed', () => {
    const sheet = { ...sheetOf('noreg', 'No Reg', ['EN'], { REG3: false }), failed: [{ file: 'login-en.png', error: 'timed out' }] };
    const html = renderBrandSheet(sheet);
    expect(html).toContain("<b>Register</b>: not offered: the brand&#39;s flag REG3 is off");
    expect(html).toContain('not rendered: timed out');
    expect(hrefs(html)).toEqual(['home-en.png', 'member-center-en.png', 'agent-home-en.png']);
    expect(GALLERY_SCREENS).toHaveLength(5);
  });

  it('escapes what it writes into HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
