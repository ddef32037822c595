// The brand gallery (scripts/gallery, `npm run gallery`) run in-process for
// each merchant (one test per brand, so the workers share them) against the artifacts the global
// setup built, into a temporary folder. Every PNG
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

test('the gallery plan: every language of every brand × at least four key screens, the right-to-left and the longest languages among them', () => {
  expect(configs.map((c) => c.code).sort()).toEqual(['atlas', 'demo', 'mono']);
  const allShots = configs.flatMap((config) => planMerchant(config).shots.map((shot) => `${config.code}/${shot.file}`));
  expect(allShots.length).toBeGreaterThanOrEqual(configs.reduce((n, c) => n + c.languages.length * 4, 0));
  // Arabic, Persian and Urdu (atlas) are photographed right to left; the longest languages (mono) are there.
  expect(configs.flatMap((config) => planMerchant(config).shots.filter((s) => s.rtl).map((s) => `${config.code}/${s.file}`))).toEqual(
    expect.arrayContaining(['atlas/home-ar.png', 'atlas/home-fa.png', 'atlas/home-ur.png']),
  );
  expect(allShots).toEqual(expect.arrayContaining(['mono/home-ta.png', 'mono/home-ms.png', 'mono/home-ru.png', 'mono/home-my.png']));
});

test.describe.configure({ mode: 'parallel' });

for (const config of configs) {
  test(`npm run gallery --merchant ${config.code}: every language × key screen as a drawn phone screenshot, on contact sheets`, async ({ page }) => {
    test.setTimeout(240_000);
    const out = mkdtempSync(join(tmpdir(), 'lobby-gallery-'));
    try {
      const started = Date.now();
      const result = await runGallery({ outDir: out, build: 'never', concurrency: 2, merchants: [config.code] });
      console.log(`gallery ${config.code}: ${result.results.length} shots in ${((Date.now() - started) / 1000).toFixed(1)} s (render ${(result.timings.renderMs / 1000).toFixed(1)} s)`);
      expect(result.results.filter((r) => !r.ok).map((r) => `${r.shot.merchant}/${r.shot.file}: ${r.error ?? ''}`)).toEqual([]);
      // The layout audit on every render: in no language of the brand (the longest, ta, ms, ru, my on
      // mono, and the right-to-left ar, fa, ur on atlas included) are words cut or spilling, or a target shrunk.
      expect(result.results.flatMap((r) => formatLayoutProblems(r.layout ?? []).map((line) => `${r.shot.merchant}/${r.shot.file} ${line}`))).toEqual([]);
      expect(result.results.every((r) => Array.isArray(r.layout))).toBe(true);

      // What must exist comes from the config: each language it offers × each key screen it has.
      const expected = planMerchant(config).shots;
      expect(expected.length).toBeGreaterThanOrEqual(config.languages.length * 4);

      // An empty page at the same viewport: a screenshot of the app must not look like it.
      await page.goto('about:blank');
      const empty = decodePng(await page.screenshot());
      const width = Math.round(GALLERY_DEVICE.viewport.width * GALLERY_DEVICE.deviceScaleFactor);
      const height = Math.round(GALLERY_DEVICE.viewport.height * GALLERY_DEVICE.deviceScaleFactor);
      // (Its height may round a device pixel row differently; differingShare compares the shared area.)
      expect(empty.width).toBe(width);

      const bytesByShot = new Map<string, string>();
      for (const shot of expected) {
        const file = join(out, config.code, shot.file);
        const bytes = readFileSync(file);
        expect(pngSize(bytes), file).toEqual({ width, height });
        const png = decodePng(bytes);
        const stats = pixelStats(png);
        expect(stats.colours, `${config.code}/${shot.file} colours`).toBeGreaterThan(64);
        expect(stats.lumaDeviation, `${config.code}/${shot.file} contrast`).toBeGreaterThan(12);
        expect(differingShare(png, empty), `${config.code}/${shot.file} vs an empty page`).toBeGreaterThan(0.05);
        bytesByShot.set(shot.file, bytes.toString('base64'));
        const seen = result.results.find((r) => r.shot.merchant === config.code && r.shot.file === shot.file);
        expect(seen, `${config.code}/${shot.file} in the run's results`).toMatchObject({ ok: true, htmlLang: shot.locale, dir: shot.rtl ? 'rtl' : 'ltr' });
      }
      // Each language really is another picture of the screen (the language was applied).
      for (const screen of new Set(expected.map((s) => s.screen.id))) {
        const pictures = expected.filter((s) => s.screen.id === screen).map((s) => bytesByShot.get(s.file));
        expect(new Set(pictures).size, `${config.code} ${screen}: one picture per language`).toBe(pictures.length);
      }

      // The contact sheets: the brand's linking its PNGs, and the index linking the brand's; nothing else in the folder.
      const index = readFileSync(join(out, 'index.html'), 'utf8');
      const mine = expected.map((s) => s.file).sort();
      expect(links(index).sort()).toEqual(mine.map((file) => `${config.code}/${file}`));
      const sheet = readFileSync(join(out, config.code, 'index.html'), 'utf8');
      expect(links(sheet).sort()).toEqual(mine);
      expect(sheet).toContain(config.name);
      expect(index).toContain(`<a href="${config.code}/index.html">${config.name}</a>`);
      expect(readdirSync(join(out, config.code)).filter((f) => f.endsWith('.png')).sort()).toEqual(mine);
      expect(index).not.toMatch(/<script/i);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
}
