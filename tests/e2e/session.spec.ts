// The signed-in header on home (name, balance, deposit, withdraw, popover menu), a session that
// expires mid-use, and the offline banner.
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { pathOf, screenReady } from './support/app';
import { ACCOUNTS, CONTRACT_PROMPTED_KEY, apiLogin, expireSessions, merchantUrl, type E2eSession, type MerchantCode } from './support/platform';

async function signedInPage(browser: Browser, code: MerchantCode, session: E2eSession): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...test.info().project.use });
  await context.addInitScript(
    ({ value, promptedKey }) => {
      if (sessionStorage.getItem('__e2e_seeded')) return;
      sessionStorage.setItem('__e2e_seeded', '1');
      sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value));
      sessionStorage.setItem(promptedKey, JSON.stringify(value.token));
      localStorage.setItem('MC_LANGUAGE', JSON.stringify('EN'));
    },
    { value: session, promptedKey: CONTRACT_PROMPTED_KEY },
  );
  const page = await context.newPage();
  await page.goto(merchantUrl(code));
  await screenReady(page);
  return { context, page };
}

test.describe('signed in on home (demo01 on demo)', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    ({ context, page } = await signedInPage(browser, 'demo', await apiLogin('demo', ACCOUNTS.member)));
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('shows the display name, the balance with its currency symbol, deposit and withdraw', async () => {
    await expect(page.getByTestId('header-login')).toHaveCount(0);
    await expect(page.getByTestId('header-register')).toHaveCount(0);
    await expect(page.getByTestId('lang-picker')).toHaveCount(0);
    await expect(page.getByTestId('header-name')).toHaveText('Demo Player');
    await expect(page.getByTestId('header-balance')).toHaveText('₫12,345.67');
    await expect(page.getByTestId('header-messages-dot')).toBeVisible();
    await page.getByTestId('header-deposit').click();
    await expect.poll(() => pathOf(page)).toBe('/m/voucherCenter');
    await page.goBack();
    await page.getByTestId('header-withdraw').click();
    await expect.poll(() => pathOf(page)).toBe('/m/withdraw');
    await page.goBack();
    await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  });

  test('the popover menu: deposit, withdraw, hide/show and refresh balance', async () => {
    await page.getByTestId('header-menu').click();
    for (const item of ['deposit', 'withdraw', 'refresh-balance', 'toggle-balance', 'sign-out']) await expect(page.getByTestId(`menu-${item}`)).toBeVisible();
    await page.getByTestId('menu-toggle-balance').click();
    await expect(page.getByTestId('header-balance')).toHaveText('******');
    await page.getByTestId('header-menu').click();
    await expect(page.getByTestId('menu-toggle-balance')).toHaveText('Show balance');
    await page.getByTestId('menu-toggle-balance').click();
    await expect(page.getByTestId('header-balance')).toHaveText('₫12,345.67');

    // Refresh hides the figure until the wallet has reloaded (the reply is held back a moment).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/v2/wallets/balance*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('header-menu').click();
    await page.getByTestId('menu-refresh-balance').click();
    await expect(page.getByTestId('header-balance')).toHaveAttribute('data-state', 'loading');
    await expect(page.getByTestId('header-balance')).not.toHaveText('₫12,345.67');
    release();
    await expect(page.getByTestId('header-balance')).toHaveText('₫12,345.67');
    await page.unroute('**/wps/v2/wallets/balance*');

    await page.getByTestId('header-menu').click();
    await page.getByTestId('menu-deposit').click();
    await expect.poll(() => pathOf(page)).toBe('/m/voucherCenter');
    await page.goBack();
    await page.getByTestId('header-menu').click();
    await page.getByTestId('menu-withdraw').click();
    await expect.poll(() => pathOf(page)).toBe('/m/withdraw');
    await page.goBack();
  });

  test('sign out returns to the guest header', async () => {
    await page.getByTestId('header-menu').click();
    await page.getByTestId('menu-sign-out').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('header-name')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    expect(pathOf(page)).toBe('/m/home');
  });
});

test('a member without a nickname is shown by account (free01 on mono)', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'mono', await apiLogin('mono', ACCOUNTS.free));
  try {
    await expect(page.getByTestId('header-name')).toHaveText('free01');
    await expect(page.getByTestId('header-balance')).toHaveText('₫2,000.00');
  } finally {
    await context.close();
  }
});

test('a session that expires mid-use shows the message and the login screen', async ({ browser }) => {
  const session = await apiLogin('demo', ACCOUNTS.member);
  const { context, page } = await signedInPage(browser, 'demo', session);
  try {
    await expect(page.getByTestId('header-balance')).toHaveText('₫12,345.67');
    // Home has finished asking for what it shows (announcements, games menu, recent games ...):
    // the expiry must meet the player's own next action, not one of those replies.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expireSessions(session.token);
    await page.getByTestId('header-menu').click();
    await page.getByTestId('menu-refresh-balance').click();
    await expect(page.getByTestId('toast')).toHaveText('Session logged out, log in again.');
    await expect.poll(() => pathOf(page)).toBe('/m/login');
    await expect(page.locator('main[data-screen="login"]')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    // Home is a guest's home now.
    await page.getByTestId('header-back').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('going offline shows the offline banner and coming back clears it', async ({ browser }) => {
  const context = await browser.newContext({ ...test.info().project.use });
  const page = await context.newPage();
  try {
    await page.goto(merchantUrl('atlas'));
    await screenReady(page);
    await expect(page.getByTestId('connection-banner')).toHaveCount(0);
    await context.setOffline(true);
    const banner = page.getByTestId('connection-banner');
    await expect(banner).toHaveText('No internet connection');
    await expect(banner).toHaveAttribute('data-state', 'offline');
    // Navigating between screens already loaded still works offline, under the banner.
    await page.getByTestId('footer-item-live').click();
    await expect(page.getByTestId('header-title')).toHaveText('Live match');
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('connection-banner')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
