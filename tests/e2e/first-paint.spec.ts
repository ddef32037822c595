// The first response paints the brand by itself (boot screen, CSS only), carries the default
// language's strings and asks for nothing the first paint does not need, and the shell renders
// before the platform's status arrives — inert until it does.
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from './support/test';
import { screenReady } from './support/app';
import { merchantUrl, setMerchantStatus, type MerchantCode } from './support/platform';

const BRANDS = [
  { code: 'demo', name: 'Demo Casino', header: 'rgb(11, 107, 79)', onHeader: 'rgb(255, 255, 255)', lang: 'vi' },
  { code: 'mono', name: 'Mono Play', header: 'rgb(18, 26, 48)', onHeader: 'rgb(232, 236, 248)', lang: 'vi' },
  { code: 'atlas', name: 'Atlas Bet', header: 'rgb(143, 45, 15)', onHeader: 'rgb(255, 248, 242)', lang: 'en' },
] as const satisfies readonly { code: MerchantCode; [k: string]: string }[];

test.describe('with scripts blocked', () => {
  test.use({ javaScriptEnabled: false });
  for (const brand of BRANDS) {
    test(`${brand.code}: the first response paints the brand's boot screen`, async ({ page }) => {
      await page.goto(merchantUrl(brand.code, '/m/home'));
      const boot = page.locator('[data-screen="boot"]');
      await expect(boot).toBeVisible();
      await expect(boot).toHaveAttribute('aria-busy', 'true');
      await expect(boot.getByText(brand.name, { exact: true })).toBeVisible();
      const bar = boot.locator('.boot-screen__bar');
      await expect(bar).toHaveCSS('background-color', brand.header);
      await expect(bar).toHaveCSS('color', brand.onHeader);
      // The logo is the brand's own SVG inline: painted with the HTML, no request needed.
      const logo = boot.locator('svg.boot-screen__logo');
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('aria-hidden', 'true');
      expect((await logo.boundingBox())?.width).toBe(36);
      await expect(logo.locator('text')).toHaveText(brand.name.charAt(0));
      const box = await bar.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(40);
      await expect(page.locator('html')).toHaveAttribute('lang', brand.lang);
    });
  }
});

test('no artifact has an inline script or an inline event handler', () => {
  for (const { code } of BRANDS) {
    const html = readFileSync(`dist/${code}/index.html`, 'utf8');
    for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const isData = /type="application\/json"/.test(attrs ?? '');
      const isExternal = /\ssrc="/.test(attrs ?? '') && (body ?? '').trim() === '';
      expect(isData || isExternal, `${code}: inline script ${attrs}`).toBe(true);
    }
    expect(html, code).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(html, code).not.toMatch(/javascript:/i);
  }
});

for (const brand of BRANDS) {
  test(`${brand.code}: a first visit asks only for what home's first paint needs: the default strings are in the page`, async ({ browser }) => {
    const html = readFileSync(`dist/${brand.code}/index.html`, 'utf8');
    // Home travels in the entry: no landing chunk, no API client is asked for alongside it.
    expect([...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])).toEqual([expect.stringMatching(/^\/assets\/rolldown-runtime-[\w-]+\.js$/)]);
    // The brand's default language's boot strings and home's are carried by the page.
    const carried = JSON.parse(/<script type="application\/json" id="lobby-strings">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(Object.keys(carried).sort()).toEqual([`${brand.lang}/common`, `${brand.lang}/home`]);
    const context = await browser.newContext({ ...test.info().project.use });
    const page = await context.newPage();
    const strings: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/assets/locales/')) strings.push(path);
      if (request.resourceType() === 'script') scripts.push(path);
    });
    await page.goto(merchantUrl(brand.code, '/m/home'));
    await screenReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', brand.lang);
    // The first render (home, in the brand's language) needed three scripts and no strings request.
    expect(scripts.slice(0, 3).map((path) => path.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(['/assets/home-prefetch', '/assets/index', '/assets/rolldown-runtime']);
    expect(strings.filter((path) => /\/(common|home)\.json$/.test(path))).toEqual([]);
    // Home's announcements (asked for by the page itself) are checked by code the entry carries:
    // no script is fetched between their reply and home's content.
    await expect(page.getByTestId('notice-ticker')).toHaveAttribute('data-state', /^(ready|empty)$/);
    expect(scripts.filter((path) => /announcements\.generated|first-page-checks|reply-validate/.test(path))).toEqual([]);
    await expect(page.getByTestId('header-login')).toHaveText(String((carried[`${brand.lang}/common`] as { header: { login: string } }).header.login));
    await context.close();
  });
}

test('the consolidated settings are asked for once per start, and only after home\'s first banner has painted', async ({ browser }) => {
  const context = await browser.newContext({ ...test.info().project.use });
  const page = await context.newPage();
  const settings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/system/settings/consolidated') settings.push(request.url());
  });
  // The first banner's picture (real, delayed): until it arrives nothing has painted it.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/platform-assets\/banners\/1-\d+\.webp$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  // Not waiting for the load event: the held picture holds it back.
  await page.goto(merchantUrl('demo', '/m/home'), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  await expect(page.getByTestId('notice-ticker')).toHaveAttribute('data-state', /^(ready|empty)$/);
  // Well within the longest wait for the banner (FIRST_BANNER_WAIT_MAX_MS, 4 s): not asked yet.
  await page.waitForTimeout(1_000);
  expect(settings).toEqual([]);
  release();
  await expect.poll(() => settings.length).toBe(1);
  expect(new URL(settings[0] ?? '').searchParams.get('device')).toBe('MOBILE');
  // Stored for the next start (spec section 4, Caching).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_CACHE_CONSOLIDATED_SETTINGS') !== null)).toBe(true);
  await page.waitForTimeout(500);
  expect(settings).toHaveLength(1);
  await context.close();
});

/** Holds the platform's status replies until release() (the real reply, delayed; nothing is faked). */
async function holdStatus(page: Page): Promise<{ seen: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seenResolve!: () => void;
  const seen = new Promise<void>((resolve) => (seenResolve = resolve));
  await page.route('**/wps/system/status', async (route: Route) => {
    seenResolve();
    await released;
    await route.continue();
  });
  return { seen, release };
}

test.describe('optimistic start', () => {
  test.afterEach(async () => {
    await setMerchantStatus('demo', { maintenance: false, regionRestriction: false });
  });

  test('home renders before the status reply, not usable until the reply says normal', async ({ page }) => {
    const status = await holdStatus(page);
    await page.goto(merchantUrl('demo', '/m/home'));
    await status.seen;
    await expect(page.locator('main[data-screen="home"]')).toBeVisible();
    const gate = page.getByTestId('startup-gate');
    await expect(gate).toHaveAttribute('inert', '');
    await expect(gate).toHaveAttribute('aria-busy', 'true');
    // Nothing can be tapped meanwhile: the login button does not receive the click.
    await expect(page.getByTestId('header-login').click({ timeout: 1_000 })).rejects.toThrow();
    expect(new URL(page.url()).pathname).toBe('/m/home');
    status.release();
    await expect(gate).not.toHaveAttribute('inert');
    await expect(gate).not.toHaveAttribute('aria-busy');
    await page.getByTestId('header-login').click();
    await expect(page.locator('main[data-screen="login"]')).toBeVisible();
  });

  test('maintenance replaces the optimistic shell when the reply says so', async ({ page }) => {
    await setMerchantStatus('demo', { maintenance: true });
    const status = await holdStatus(page);
    await page.goto(merchantUrl('demo', '/m/home'));
    await status.seen;
    await expect(page.locator('main[data-screen="home"]')).toBeVisible();
    await expect(page.getByTestId('startup-gate')).toHaveAttribute('inert', '');
    status.release();
    await expect(page.locator('main[data-screen="maintenance"]')).toBeVisible();
    await expect(page.locator('main[data-screen="home"]')).toHaveCount(0);
    await expect(page.getByTestId('app-header')).toHaveCount(0);
  });
});

test("mono (one banner, Vietnamese): dayjs's Vietnamese names load after home's first banner has painted, never before it", async ({ browser }) => {
  const context = await browser.newContext({ ...test.info().project.use });
  const page = await context.newPage();
  await page.goto(merchantUrl('mono', '/m/home'));
  await screenReady(page);
  // The banner's Element Timing entry and the scripts' resource timings share the page's clock.
  const bannerAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntries().find((e) => (e as PerformanceEntry & { identifier?: string }).identifier === 'home-banner') as (PerformanceEntry & { renderTime: number; loadTime: number }) | undefined;
          if (!entry) return;
          observer.disconnect();
          resolve(entry.renderTime || entry.loadTime);
        }).observe({ type: 'element', buffered: true });
      }),
  );
  const dateScripts = async () => page.evaluate(() => performance.getEntriesByType('resource').filter((r) => /\/assets\/(dayjs\.min|date-locale)-[\w-]+\.js$/.test(r.name)).map((r) => r.startTime));
  await expect.poll(async () => (await dateScripts()).length).toBeGreaterThan(0);
  for (const startedAt of await dateScripts()) expect(startedAt).toBeGreaterThanOrEqual(bannerAt);
  await context.close();
});
