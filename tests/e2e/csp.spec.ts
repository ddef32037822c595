// The suite-wide CSP violation collector (tests/e2e/support/test.ts) proven: a page of the app
// that breaks its own policy on purpose is seen, in the default context and in one a spec makes
// itself, on two merchants; and a test that does so without declaring it fails. Then Trusted Types
// under the enforced policy: a raw string into an HTML sink and a policy of another name are
// refused, and server HTML (the help centre's topics, hostile ones included) still renders through
// the one sanitiser with no violation at all.
import { expect, test, type Page } from './support/test';
import { merchantUrl, seededFor } from './support/platform';

async function home(page: Page, code: 'demo' | 'mono'): Promise<void> {
  await page.goto(merchantUrl(code, '/m/home'));
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
}

/** An inline stylesheet and an off-origin image: two things the policy forbids (script text would meet Trusted Types first). */
async function provoke(page: Page): Promise<void> {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 3px solid red; }';
    document.head.append(style);
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
      .toEqual(['img-src https://off-origin.example.test/pixel.png', 'style-src-elem inline']);
    // The stylesheet did not apply: the policy blocked it, the collector only watched.
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).not.toBe('solid');

    const context = await browser.newContext({ ...test.info().project.use });
    const other = await context.newPage();
    await home(other, 'mono');
    await provoke(other);
    await expect.poll(async () => (await csp.violations()).filter((v) => v.documentURI.includes('mono.localhost')).length).toBe(2);
    await context.close();
  });

  test('Trusted Types are enforced: a raw HTML string and a foreign policy are refused', async ({ page, csp }) => {
    const reply = await page.goto(merchantUrl('demo', '/m/home'));
    expect(reply?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'; trusted-types lobby-html lobby-sw dompurify");
    await expect(page.locator('main[data-screen="home"]')).toBeVisible();
    const outcome = await page.evaluate(() => {
      const tried = (fn: () => unknown): string => {
        try {
          fn();
          return 'allowed';
        } catch (e) {
          return (e as Error).name;
        }
      };
      const tt = (window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes;
      return {
        sink: tried(() => document.body.insertAdjacentHTML('beforeend', '<b>raw</b>')),
        policy: tried(() => tt.createPolicy('evil', { createHTML: (s: string) => s })),
      };
    });
    expect(outcome).toEqual({ sink: 'TypeError', policy: 'TypeError' });
    await expect
      .poll(async () => (await csp.violations()).map((v) => v.effectiveDirective).sort())
      .toEqual(['require-trusted-types-for', 'trusted-types']);
  });
});

test('server HTML renders through the one sanitiser under Trusted Types with no violation (demo hostile topic, atlas)', async ({ page }) => {
  await page.goto(merchantUrl('demo', '/m/helpCenter'));
  await expect(page.locator('main[data-screen="help-center"]')).toBeVisible();
  // Demo's pages are in Vietnamese, and so is the platform's help (seededFor).
  const hostile = page.getByTestId('help-topic').filter({ hasText: seededFor('demo', 'Account security') });
  await hostile.getByRole('button').click();
  const content = hostile.getByTestId('help-topic-content');
  await expect(content).toHaveAttribute('data-sanitized', 'done');
  await expect(content.locator('p').first()).toHaveText(seededFor('demo', 'Keep your account safe.'));
  await expect(content.locator('script, iframe, form, [style], [onerror]')).toHaveCount(0);

  await page.goto(merchantUrl('atlas', '/m/helpCenter'));
  const deposit = page.getByTestId('help-topic').filter({ hasText: 'How do I deposit?' });
  await deposit.getByRole('button').click();
  await expect(deposit.getByTestId('help-topic-content')).toHaveAttribute('data-sanitized', 'done');
  await expect(deposit.getByTestId('help-topic-content').locator('strong')).toHaveText('Deposit');
  await expect(deposit.getByTestId('help-topic-content').locator('li')).toHaveCount(2);
  // The collector's verdict after the test: any violation above fails it.
});

test('a test that causes a violation fails (the verdict after the test)', async ({ page }) => {
  test.fail(true, 'the collector must fail this test: it provokes a violation without declaring it');
  await home(page, 'mono');
  await provoke(page);
});
