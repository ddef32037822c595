// Each artifact, served on its own from dist/<code>/, is visibly its brand.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { serveStatic, type StaticSite } from '../support/static-server';

const BRANDS = [
  { code: 'demo', name: 'Demo Casino', primary: 'rgb(11, 107, 79)', lang: 'vi', welcome: 'Chào mừng đến với Demo Casino' },
  { code: 'mono', name: 'Mono Play', primary: 'rgb(91, 60, 196)', lang: 'vi', welcome: 'Chào mừng đến với Mono Play' },
  { code: 'atlas', name: 'Atlas Bet', primary: 'rgb(178, 58, 20)', lang: 'en', welcome: 'Welcome to Atlas Bet' },
] as const;

for (const brand of BRANDS) {
  test.describe(`artifact ${brand.code}`, () => {
    let site: StaticSite;
    test.beforeAll(async () => {
      site = await serveStatic(`${process.cwd()}/dist/${brand.code}`);
    });
    test.afterAll(async () => {
      await site.close();
    });

    test('shows its brand name, primary colour and language with no console errors', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(err.message));
      await page.goto(`${site.url}/m/home`);
      await expect(page.locator('[data-screen="home"]')).toBeVisible();
      await expect(page.getByTestId('brand-name')).toHaveText(brand.name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.welcome);
      await expect(page).toHaveTitle(brand.name);
      await expect(page.locator('html')).toHaveAttribute('lang', brand.lang);
      const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
      expect(primary.length).toBeGreaterThan(0);
      const heroBackground = await page.locator('.hero').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(heroBackground).toBe(brand.primary);
      const logo = page.locator('img.brand-bar__logo');
      await expect(logo).toHaveJSProperty('complete', true);
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });

    test('its HTML has no inline executable script and links its manifest', async ({ request }) => {
      const html = readFileSync(`dist/${brand.code}/index.html`, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        const isData = /type="application\/json"/.test(attrs ?? '');
        const isExternal = /\ssrc="/.test(attrs ?? '');
        expect(isData || (isExternal && (body ?? '').trim() === ''), `inline script: ${attrs}`).toBe(true);
      }
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      const manifest = await (await request.get(`${site.url}/manifest.webmanifest`)).json();
      expect(manifest).toMatchObject({ name: brand.name, start_url: '/m/home', scope: '/m/', display: 'standalone', orientation: 'portrait' });
      const icon = await request.get(`${site.url}${manifest.icons[0].src}`);
      expect(icon.headers()['content-type']).toBe('image/png');
    });
  });
}
