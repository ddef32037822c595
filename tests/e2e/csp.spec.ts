// The suite-wide CSP violation collector (tests/e2e/support/test.ts) proven: a page of the app
// that breaks its own policy on purpose is seen, in the default context and in one a spec makes
// itself, on two merchants; and a test that does so without declaring it fails.
import { expect, test, type Page } from './support/test';
import { merchantUrl } from './support/platform';

async function home(page: Page, code: 'demo' | 'mono'): Promise<void> {
  await page.goto(merchantUrl(code, '/m/home'));
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
}

/** An inline script and an off-origin image: two things the policy forbids. */
async function provoke(page: Page): Promise<void> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__cspProvoked = true;';
    document.body.append(script);
    const img = document.createElement('img');
    img.src = 'https://off-origin.example.test/pixel.png';
    document.body.append(img);
  });
}

test.describe('provoked on purpose', () => {
  test.use({ cspViolations: 'expect' });

  test('the collector sees every violation, in the default context and in a context the test makes', async ({ page, browser, csp }) => {
    await home(page, 'demo');
    expect(await csp.violations()).toEqual([]);
    await provoke(page);
    await expect
      .poll(async () => (await csp.violations()).map((v) => `${v.effectiveDirective} ${v.blockedURI}`).sort())
      .toEqual(['img-src https://off-origin.example.test/pixel.png', 'script-src-elem inline']);
    // The inline script did not run: the policy blocked it, the collector only watched.
    expect(await page.evaluate(() => (window as unknown as { __cspProvoked?: boolean }).__cspProvoked)).toBeUndefined();

    const context = await browser.newContext({ ...test.info().project.use });
    const other = await context.newPage();
    await home(other, 'mono');
    await provoke(other);
    await expect.poll(async () => (await csp.violations()).filter((v) => v.documentURI.includes('mono.localhost')).length).toBe(2);
    await context.close();
  });
});

test('a test that causes a violation fails (the verdict after the test)', async ({ page }) => {
  test.fail(true, 'the collector must fail this test: it provokes a violation without declaring it');
  await home(page, 'mono');
  await provoke(page);
});
