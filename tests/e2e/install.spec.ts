// The download bar and the app download popup in Chromium against the
// real platform: visibility driven by the user agent and by storage, on merchants whose download
// links differ (demo: Android, iOS and profile; mono: Android only; atlas: Android and iOS).
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { screenReady } from './support/app';
import { merchantUrl, type MerchantCode } from './support/platform';
import { loadMerchant } from './support/merchants';

const UA = {
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
} as const;

interface ContextOptions {
  /** Replaces the phone project's Android user agent. */
  readonly userAgent?: string;
  /** localStorage entries (raw strings) in place before the app starts, once per context. */
  readonly local?: Record<string, string>;
  /** Makes navigator.standalone true, as on an iOS home-screen web app. */
  readonly standalone?: boolean;
}

async function context(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({ ...test.info().project.use, ...(options.userAgent ? { userAgent: options.userAgent } : {}) });
  await ctx.addInitScript(
    ({ local, standalone }) => {
      if (!localStorage.getItem('__e2e_install_seeded')) {
        localStorage.setItem('__e2e_install_seeded', '1');
        localStorage.setItem('MC_LANGUAGE', JSON.stringify('EN'));
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      }
      if (standalone) Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true, configurable: true });
    },
    { local: options.local ?? {}, standalone: options.standalone === true },
  );
  return ctx;
}

async function openHome(ctx: BrowserContext, code: MerchantCode, path = '/m/home'): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(merchantUrl(code, path));
  await screenReady(page);
  return page;
}

function androidLink(code: MerchantCode): string {
  const item = loadMerchant(code).downloadLinks?.items?.find((i) => i.resourceType === 'Android');
  if (!item) throw new Error(`${code} has no Android link`);
  return item.url;
}

async function openPopup(page: Page) {
  await page.getByTestId('download-bar-open').click();
  const popup = page.getByRole('dialog', { name: 'Download the app' });
  await expect(popup).toBeVisible();
  await expect(popup).toHaveAttribute('data-testid', 'download-popup');
  return popup;
}

async function optionKinds(page: Page): Promise<string[]> {
  return page.getByTestId('download-popup').locator('[data-option]').evaluateAll((els) => els.map((el) => el.getAttribute('data-option') ?? ''));
}

for (const code of ['demo', 'mono'] as const) {
  test(`${code} on Android: the bar on home and login, the popup offers its Android app, dismissal is remembered`, async ({ browser }) => {
    const ctx = await context(browser);
    const page = await openHome(ctx, code);
    const bar = page.getByTestId('download-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(loadMerchant(code).name);
    // The bar sits fixed just above the footer: arriving after the first banner it moves nothing
    // already on the page (no layout shift), and the footer's items stay uncovered and tappable.
    await expect(page.getByTestId('footer-item-home')).toBeVisible();
    await expect
      .poll(async () => {
        const [barBox, footerBox] = await Promise.all([bar.boundingBox(), page.getByTestId('app-footer').boundingBox()]);
        return barBox && footerBox ? Math.round(barBox.y + barBox.height - footerBox.y) : null;
      })
      .toBe(0);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
            resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifts).toBeLessThanOrEqual(0.02);
    // The page keeps room for the bar at its end: scrolled to the bottom, the last block is above it.
    const room = await page.evaluate(() => getComputedStyle(document.querySelector('.page') as Element).paddingBlockEnd);
    expect(parseFloat(room)).toBeGreaterThanOrEqual(((await bar.boundingBox())?.height ?? 0) - 1);

    const popup = await openPopup(page);
    expect(await optionKinds(page)).toEqual(['android']);
    const download = page.getByTestId('download-option-android');
    await expect(download).toHaveAttribute('href', androidLink(code));
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).toHaveAttribute('rel', /noopener/);
    await page.getByTestId('download-guide-android').click();
    await expect(page.getByTestId('sheet')).toHaveAttribute('data-sheet', 'guide-android');
    await expect(page.getByTestId('download-options')).toHaveCount(0);
    await page.getByTestId('sheet-back').click();
    await page.getByTestId('download-popup-close').click();
    await expect(popup).toHaveCount(0);

    // The mask closes it too (outside the panel, after the mask's first 300 ms).
    await openPopup(page);
    await page.waitForTimeout(350);
    await page.getByTestId('dialog-mask').click({ position: { x: 5, y: 5 } });
    await expect(page.getByTestId('download-popup')).toHaveCount(0);

    // The login screen has the bar and its install-steps popup as well.
    await page.goto(merchantUrl(code, '/m/login'));
    await screenReady(page);
    await expect(page.getByTestId('download-bar')).toBeVisible();
    await openPopup(page);
    expect(await optionKinds(page)).toEqual(['android']);
    await page.getByTestId('download-popup-close').click();
    await expect(page.getByTestId('download-popup')).toHaveCount(0);

    await page.getByTestId('download-bar-close').click();
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('MC_DOWNLOAD_BAR_DISMISSED'))).toBe('true');
    await page.reload();
    await screenReady(page);
    await page.goto(merchantUrl(code, '/m/home'));
    await screenReady(page);
    await expect(page.getByTestId('app-footer')).toBeVisible();
    // The install chunk has loaded and decided (nothing left in flight): still no bar.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
    await ctx.close();
  });
}

test('iOS Safari: demo offers the home screen, the profile and the iOS app; the home-screen option opens its instructions', async ({ browser }) => {
  const ctx = await context(browser, { userAgent: UA.iosSafari });
  const page = await openHome(ctx, 'demo');
  await openPopup(page);
  expect(await optionKinds(page)).toEqual(['a2hs', 'ios-profile', 'ios-app']);
  await expect(page.getByTestId('download-option-android')).toHaveCount(0);
  await page.getByTestId('download-option-a2hs').click();
  const sheet = page.getByTestId('sheet');
  await expect(sheet).toHaveAttribute('data-sheet', 'a2hs');
  await expect(sheet).toContainText('Add to Home Screen');
  await expect(page.getByTestId('download-options')).toHaveCount(0);
  await page.getByTestId('sheet-back').click();
  await expect(page.getByTestId('download-options')).toBeVisible();
  await ctx.close();
});

test('iOS Safari: the web-clip flag in storage removes the profile; standalone hides the bar', async ({ browser }) => {
  const clip = await context(browser, { userAgent: UA.iosSafari, local: { MC_WEB_CLIP: '1' } });
  const page = await openHome(clip, 'demo');
  await openPopup(page);
  expect(await optionKinds(page)).toEqual(['a2hs', 'ios-app']);
  await clip.close();

  const installed = await context(browser, { userAgent: UA.iosSafari, standalone: true });
  const home = await openHome(installed, 'demo');
  await expect(home.getByTestId('app-footer')).toBeVisible();
  await home.waitForLoadState('networkidle');
  await expect(home.getByTestId('download-bar')).toHaveCount(0);
  await installed.close();
});

test('iOS: mono (Android link only) shows no bar; atlas (no profile) offers the home screen and the iOS app', async ({ browser }) => {
  const ctx = await context(browser, { userAgent: UA.iosSafari });
  const mono = await openHome(ctx, 'mono');
  await expect(mono.getByTestId('app-footer')).toBeVisible();
  // The install chunk has had time to load and decide: still no bar.
  await mono.waitForLoadState('networkidle');
  await expect(mono.getByTestId('download-bar')).toHaveCount(0);

  const atlas = await openHome(ctx, 'atlas');
  await openPopup(atlas);
  expect(await optionKinds(atlas)).toEqual(['a2hs', 'ios-app']);
  await ctx.close();
});

test('iOS Chrome: downloading the profile alerts "Please use Safari for download App." and stays on the page', async ({ browser }) => {
  const ctx = await context(browser, { userAgent: UA.iosChrome });
  const page = await openHome(ctx, 'demo');
  await openPopup(page);
  expect(await optionKinds(page)).toEqual(['ios-profile', 'ios-app']);
  const pages = ctx.pages().length;
  await page.getByTestId('download-option-ios-profile').click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Please use Safari for download App.');
  expect(ctx.pages()).toHaveLength(pages);
  await alert.getByTestId('dialog-submit').click();
  await ctx.close();
});

test('desktop: the popup offers the iOS app and the Android app', async ({ browser }) => {
  const ctx = await context(browser, { userAgent: UA.desktop });
  const page = await openHome(ctx, 'atlas');
  await openPopup(page);
  expect(await optionKinds(page)).toEqual(['ios-app', 'android']);
  await ctx.close();
});

test("Android: the browser's install prompt, caught at boot, is offered as add to home screen", async ({ browser }) => {
  const ctx = await context(browser);
  const page = await ctx.newPage();
  // Stand in for Chromium's installability check: fire beforeinstallprompt right after the app's
  // boot code has run, as the browser does early in a page's life (before the install chunk exists).
  await page.addInitScript(() => {
    const w = window as unknown as { __promptShown: number };
    w.__promptShown = 0;
    window.addEventListener('DOMContentLoaded', () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          w.__promptShown += 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
  });
  await page.goto(merchantUrl('demo', '/m/home'));
  await screenReady(page);
  await openPopup(page);
  expect(await optionKinds(page)).toEqual(['a2hs', 'android']);
  await page.getByTestId('download-option-a2hs').click();
  await expect(page.getByTestId('download-popup')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __promptShown: number }).__promptShown)).toBe(1);
  await ctx.close();
});
