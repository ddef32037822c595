// Startup modes from the platform's status (spec section 4), switched through the dev endpoint:
// maintenance, region restriction, and maintenance winning when both are on. Plus the template
// choices the shell exposes (mem_cen / dep_func) for two merchants that differ.
import { expect, test, type BrowserContext, type Page } from './support/test';
import { screenReady } from './support/app';
import { merchantUrl, setMerchantStatus, type MerchantCode } from './support/platform';

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ ...test.info().project.use });
  await context.addInitScript(() => localStorage.setItem('MC_LANGUAGE', JSON.stringify('EN')));
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});
test.afterEach(async () => {
  for (const code of ['demo', 'mono', 'atlas'] as const) await setMerchantStatus(code, { maintenance: false, regionRestriction: false });
});

async function open(code: MerchantCode, path = '/m/home'): Promise<void> {
  await page.goto(merchantUrl(code, path));
  await screenReady(page);
}

test('maintenance shows the maintenance page on every path, without header or footer', async () => {
  await setMerchantStatus('demo', { maintenance: true });
  for (const path of ['/m/home', '/m/activity', '/m/mine']) {
    await open('demo', path);
    await expect(page.locator('main[data-screen="maintenance"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Under maintenance');
    await expect(page.getByText('System upgrading, please try again later.')).toBeVisible();
    await expect(page.getByTestId('app-header')).toHaveCount(0);
    await expect(page.getByTestId('app-footer')).toHaveCount(0);
  }
});

test('region restriction shows the restricted page', async () => {
  await setMerchantStatus('demo', { regionRestriction: true });
  await open('demo');
  await expect(page.locator('main[data-screen="restricted"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available in your region');
});

test('maintenance wins when the merchant is also region-restricted', async () => {
  await setMerchantStatus('demo', { maintenance: true, regionRestriction: true });
  await open('demo');
  await expect(page.locator('main[data-screen="maintenance"]')).toBeVisible();
  await expect(page.locator('main[data-screen="restricted"]')).toHaveCount(0);
});

test("one merchant's maintenance leaves another merchant running", async () => {
  await setMerchantStatus('mono', { maintenance: true });
  await open('mono');
  await expect(page.locator('main[data-screen="maintenance"]')).toBeVisible();
  await open('demo');
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
});

test('the maintenance page comes back to the app once the platform is back', async () => {
  await setMerchantStatus('demo', { maintenance: true });
  await open('demo');
  await page.getByTestId('status-retry').click();
  // The re-check has answered (the button is back) and still says maintenance.
  await expect(page.getByTestId('status-retry')).toBeEnabled();
  await expect(page.locator('main[data-screen="maintenance"]')).toBeVisible();
  await setMerchantStatus('demo', { maintenance: false });
  await page.getByTestId('status-retry').click();
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
});

test('without maintenance or restriction the app starts normally', async () => {
  await open('demo');
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  await open('demo', '/m/maintenance');
  // The route itself still shows the maintenance page, inside the app (header, no footer).
  await expect(page.locator('main[data-screen="maintenance"]')).toBeVisible();
  await expect(page.getByTestId('app-header')).toBeVisible();
});

test('templates follow the platform: demo new/new (mem_cen 1, dep_func 1), mono base, atlas new/base (mem_cen 3)', async () => {
  const cases: [MerchantCode, string, string][] = [
    ['demo', 'new', 'new'],
    ['mono', 'base', 'base'],
    // atlas says mem_cen '3': the member-centre requirements and the upstream facts make '1' or '3' the new template.
    ['atlas', 'new', 'base'],
  ];
  for (const [code, memberCentre, deposit] of cases) {
    await open(code);
    const shell = page.locator('.app-shell');
    await expect(shell).toHaveAttribute('data-member-centre-template', memberCentre);
    await expect(shell).toHaveAttribute('data-deposit-template', deposit);
  }
});
