// The brand gallery (scripts/gallery, `npm run gallery`) run in-process for
// every merchant against the artifacts the global setup built, into a temporary folder. Every PNG
// the merchant configs call for (their languages × the key screens they offer) exists, is a phone
// screenshot at the device's pixel size, is drawn (many colours, real contrast, unlike a screenshot
// of an empty page), Arabic, Persian and Urdu are right to left, the layout audit finds no words cut
// or spilling and no target under 44 px in any of them, and the contact sheets link every PNG.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MerchantConfig } from '../../src/config/merchant-config.generated';
import { PROJECT_ROOT } from '../../scripts/compile/index';
import { GALLERY_DEVICE, runGallery } from '../../scripts/gallery/index';
import { formatLayoutProblems } from '../../scripts/gallery/layout-audit';
import { planMerchant } from '../../scripts/gallery/plan';
import { decodePng, differingShare, pixelStats, pngSize } from '../../scripts/gallery/png-read';
import { expect, test } from './support/test';

const configs = readdirSync(join(PROJECT_ROOT, 'merchants'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(PROJECT_ROOT, 'merchants', f), 'utf8')) as MerchantConfig);

const links = (html: string): string[] => [...html.matchAll(/<a href="([^"]+\.png)"/g)].map((m) => m[1] ?? '');

test('npm run gallery: every brand × language × key screen as a drawn phone screenshot, on contact sheets', async ({ page }) => {
  test.setTimeout(360_000);
  const out = mkdtempSync(join(tmpdir(), 'lobby-gallery-'));
  try {
    const started = Date.now();
    const result = await runGallery({ outDir: out, build: 'never', concurrency: 3 });
    console.log(`gallery: ${result.results.length} shots in ${((Date.now() - started) / 1000).toFixed(1)} s (render ${(result.timings.renderMs / 1000).toFixed(1)} s)`);
    expect(result.results.filter((r) => !r.ok).map((r) => `${r.shot.merchant}/${r.shot.file}: ${r.error ?? ''}`)).toEqual([]);
    // The layout audit on every render: in no brand's language (the longest, ta, ms, ru, my on mono,
    // and the right-to-left ar, fa, ur on atlas included) are words cut or spilling, or a target shrunk.
    expect(result.results.flatMap((r) => formatLayoutProblems(r.layout ?? []).map((line) => `${r.shot.merchant}/${r.shot.file} ${line}`))).toEqual([]);
    expect(result.results.every((r) => Array.isArray(r.layout))).toBe(true);

    // What must exist comes from the configs: each language it offers × each key screen it has.
    const expected = configs.flatMap((config) => planMerchant(config).shots.map((shot) => ({ code: config.code, shot, config })));
    expect(expected.length).toBeGreaterThanOrEqual(configs.reduce((n, c) => n + c.languages.length * 4, 0));
    expect(configs.map((c) => c.code).sort()).toEqual(['atlas', 'demo', 'mono']);

    // An empty page at the same viewport: a screenshot of the app must not look like it.
    await page.goto('about:blank');
    const empty = decodePng(await page.screenshot());
    const width = Math.round(GALLERY_DEVICE.viewport.width * GALLERY_DEVICE.deviceScaleFactor);
    const height = Math.round(GALLERY_DEVICE.viewport.height * GALLERY_DEVICE.deviceScaleFactor);
    // (Its height may round a device pixel row differently; differingShare compares the shared area.)
    expect(empty.width).toBe(width);

    const bytesByShot = new Map<string, string>();
    for (const { code, shot } of expected) {
      const file = join(out, code, shot.file);
      const bytes = readFileSync(file);
      expect(pngSize(bytes), file).toEqual({ width, height });
      const png = decodePng(bytes);
      const stats = pixelStats(png);
      expect(stats.colours, `${code}/${shot.file} colours`).toBeGreaterThan(64);
      expect(stats.lumaDeviation, `${code}/${shot.file} contrast`).toBeGreaterThan(12);
      expect(differingShare(png, empty), `${code}/${shot.file} vs an empty page`).toBeGreaterThan(0.05);
      bytesByShot.set(`${code}/${shot.file}`, bytes.toString('base64'));
      const seen = result.results.find((r) => r.shot.merchant === code && r.shot.file === shot.file);
      expect(seen, `${code}/${shot.file} in the run's results`).toMatchObject({ ok: true, htmlLang: shot.locale, dir: shot.rtl ? 'rtl' : 'ltr' });
    }
    // Arabic, Persian and Urdu (atlas) are photographed right to left; the longest languages (mono) are there.
    expect(expected.filter((e) => e.shot.rtl).map((e) => `${e.code}/${e.shot.file}`)).toEqual(expect.arrayContaining(['atlas/home-ar.png', 'atlas/home-fa.png', 'atlas/home-ur.png']));
    expect(expected.map((e) => `${e.code}/${e.shot.file}`)).toEqual(expect.arrayContaining(['mono/home-ta.png', 'mono/home-ms.png', 'mono/home-ru.png', 'mono/home-my.png']));
    // Each language really is another picture of the screen (the language was applied).
    for (const config of configs) {
      for (const screen of new Set(planMerchant(config).shots.map((s) => s.screen.id))) {
        const pictures = planMerchant(config).shots.filter((s) => s.screen.id === screen).map((s) => bytesByShot.get(`${config.code}/${s.file}`));
        expect(new Set(pictures).size, `${config.code} ${screen}: one picture per language`).toBe(pictures.length);
      }
    }

    // The contact sheets: one per brand linking its PNGs, and the index linking all of them; nothing else in the folders.
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(links(index).sort()).toEqual(expected.map((e) => `${e.code}/${e.shot.file}`).sort());
    for (const config of configs) {
      const sheet = readFileSync(join(out, config.code, 'index.html'), 'utf8');
      const mine = expected.filter((e) => e.code === config.code).map((e) => e.shot.file).sort();
      expect(links(sheet).sort()).toEqual(mine);
      expect(sheet).toContain(config.name);
      expect(index).toContain(`<a href="${config.code}/index.html">${config.name}</a>`);
      expect(readdirSync(join(out, config.code)).filter((f) => f.endsWith('.png')).sort()).toEqual(mine);
    }
    expect(index).not.toMatch(/<script/i);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
