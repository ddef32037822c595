// Any other path: the merchant's extra routes first (demo sends /m/promo2026 to /m/activity),
// else the not-found screen with a way home (mono has no extra routes).
import { expect, test } from './support/test';
import { pathOf, screenReady } from './support/app';
import { merchantUrl } from './support/platform';

test('an extra route of the merchant leads to its in-app target', async ({ page }) => {
  await page.goto(merchantUrl('demo', '/m/promo2026'));
  await screenReady(page);
  await expect.poll(() => pathOf(page)).toBe('/m/activity');
  await expect(page.locator('main[data-screen="promotions"]')).toBeVisible();
});

test('another merchant without that extra route shows not-found, with a way home', async ({ page }) => {
  await page.goto(merchantUrl('mono', '/m/promo2026'));
  await screenReady(page);
  await expect(page.locator('main[data-screen="not-found"]')).toBeVisible();
  await expect(page.getByTestId('app-footer')).toHaveCount(0);
  await page.getByTestId('not-found-home').click();
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
});

test('an unknown path shows not-found', async ({ page }) => {
  await page.goto(merchantUrl('demo', '/m/no/such/page'));
  await screenReady(page);
  await expect(page.locator('main[data-screen="not-found"]')).toBeVisible();
  await expect(page).toHaveTitle(/Demo Casino$/);
});
