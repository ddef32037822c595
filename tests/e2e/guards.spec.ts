// The guards of spec section 6 as a guest, a member (demo01), a type-4 member (free01) and an
// agent (agent01), and a flag that differs between merchants (DIRECTREG3: on for demo, off for mono).
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { pathOf, screenReady } from './support/app';
import { ACCOUNTS, CONTRACT_PROMPTED_KEY, apiLogin, merchantUrl, type E2eSession, type MerchantCode } from './support/platform';

async function contextFor(browser: Browser, session: E2eSession | null, language = 'EN'): Promise<BrowserContext> {
  const context = await browser.newContext({ ...test.info().project.use });
  await context.addInitScript(
    ({ value, lang, promptedKey }) => {
      if (value && !sessionStorage.getItem('__e2e_seeded')) {
        sessionStorage.setItem('__e2e_seeded', '1');
        sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value));
        sessionStorage.setItem(promptedKey, JSON.stringify(value.token));
      }
      localStorage.setItem('MC_LANGUAGE', JSON.stringify(lang));
    },
    { value: session, lang: language, promptedKey: CONTRACT_PROMPTED_KEY },
  );
  return context;
}

async function visit(page: Page, code: MerchantCode, path: string): Promise<void> {
  await page.goto(merchantUrl(code, path));
  await screenReady(page);
}

async function expectLanding(page: Page, path: string, screen: { route?: string; screen?: string }): Promise<void> {
  await expect.poll(() => pathOf(page)).toBe(path);
  const main = page.locator('main[data-screen]').first();
  // The route key: data-route of the shared pending screen, data-screen of a built one.
  if (screen.route) await expect.poll(async () => (await main.getAttribute('data-route')) ?? (await main.getAttribute('data-screen'))).toBe(screen.route);
  if (screen.screen) await expect(main).toHaveAttribute('data-screen', screen.screen);
}

test.describe('as a guest', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await contextFor(browser, null);
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('member centre, members-only and agent-only screens send to /m/login', async () => {
    for (const path of ['/m/mine', '/m/member/home', '/m/voucherCenter', '/m/webEmail', '/m/launchGame', '/m/linkManage', '/m/agent/team/overview']) {
      await visit(page, 'demo', path);
      await expectLanding(page, '/m/login', { route: 'login' });
    }
  });

  test('settings and change password without a session go to /m/home', async () => {
    for (const path of ['/m/set', '/m/changePsw']) {
      await visit(page, 'demo', path);
      await expectLanding(page, '/m/home', { screen: 'home' });
    }
  });

  test('agent home without a session goes to /m/home', async () => {
    await visit(page, 'demo', '/m/agent/home');
    await expectLanding(page, '/m/home', { screen: 'home' });
  });

  test('tapping member centre in the footer opens the login screen', async () => {
    await visit(page, 'demo', '/m/home');
    await page.getByTestId('footer-item-member').click();
    await expectLanding(page, '/m/login', { route: 'login' });
  });

  test('the message icon opens the login popup, which leads to /m/login', async () => {
    await visit(page, 'demo', '/m/home');
    await expect(page.getByTestId('header-messages-dot')).toHaveCount(0);
    await page.getByTestId('header-messages').click();
    const popup = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(popup).toContainText('You are not logged in, please login first');
    await popup.getByTestId('dialog-go').click();
    await expectLanding(page, '/m/login', { route: 'login' });
  });

  test('the header login and register buttons open their screens', async () => {
    await visit(page, 'demo', '/m/home');
    await page.getByTestId('header-login').click();
    await expectLanding(page, '/m/login', { route: 'login' });
    await page.getByTestId('header-back').click();
    await expectLanding(page, '/m/home', { screen: 'home' });
    await page.getByTestId('header-register').click();
    await expectLanding(page, '/m/register', { route: 'register' });
  });

  test('public screens open', async () => {
    for (const [path, route] of [
      ['/m/activity', 'promotions'],
      ['/m/notice', 'notices'],
      ['/m/gameCenter', 'game-list'],
      ['/m/service', 'service'],
    ] as const) {
      await visit(page, 'demo', path);
      await expectLanding(page, path, { route });
    }
  });
});

test.describe('DIRECTREG3 per merchant', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await contextFor(browser, null);
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('demo (on) shows the register button and opens registration', async () => {
    await visit(page, 'demo', '/m/home');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('header-register')).toBeVisible();
    await visit(page, 'demo', '/m/register');
    await expectLanding(page, '/m/register', { route: 'register' });
  });

  test('mono (off) has no register button, yet registers by mobile number (registration is the REG3 module)', async () => {
    await visit(page, 'mono', '/m/home');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('header-register')).toHaveCount(0);
    for (const path of ['/m/register', '/m/register.html']) {
      await visit(page, 'mono', path);
      await expectLanding(page, path, { route: 'register' });
    }
  });
});

test.describe('as a member (demo01, type 0)', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await contextFor(browser, await apiLogin('demo', ACCOUNTS.member));
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('opens the member centre from the footer and by URL', async () => {
    await visit(page, 'demo', '/m/home');
    await page.getByTestId('footer-item-member').click();
    await expectLanding(page, '/m/mine', { route: 'member-center' });
    await visit(page, 'demo', '/m/member/home');
    await expectLanding(page, '/m/member/home', { route: 'member-center' });
  });

  test('opens settings, change password and members-only screens', async () => {
    for (const [path, route] of [
      ['/m/set', 'settings'],
      ['/m/changePsw', 'change-password'],
      ['/m/voucherCenter', 'deposit'],
      ['/m/webEmail', 'messages'],
    ] as const) {
      await visit(page, 'demo', path);
      await expectLanding(page, path, { route });
    }
  });

  test('agent home sends a type-0 member to /m/home', async () => {
    await visit(page, 'demo', '/m/agent/home');
    await expectLanding(page, '/m/home', { screen: 'home' });
  });

  test('agent-only screens refuse a member with a notice', async () => {
    for (const path of ['/m/linkManage', '/m/agent/team/overview', '/m/member/agent/agentDivident']) {
      // Watched from before the visit (a short toast; see the type-4 notice below).
      const notice = expect(page.getByTestId('toast')).toHaveText('Sorry, this account does not have permission or the feature is temporarily unavailable.', { timeout: 15_000 });
      await visit(page, 'demo', path);
      await notice;
      await expectLanding(page, '/m/home', { screen: 'home' });
    }
  });

  test('the message icon opens the message centre and shows the unread dot', async () => {
    await visit(page, 'demo', '/m/home');
    await expect(page.getByTestId('header-messages-dot')).toBeVisible();
    await page.getByTestId('header-messages').click();
    await expectLanding(page, '/m/webEmail', { route: 'messages' });
  });
});

test.describe('as a type-4 member (free01)', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await contextFor(browser, await apiLogin('demo', ACCOUNTS.free));
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('tapping member centre shows free_reject and stays', async () => {
    await visit(page, 'demo', '/m/home');
    // Watched from before the tap: the notice shows for 1.5 s.
    const notice = expect(page.getByTestId('toast')).toHaveAttribute('data-kind', 'notice', { timeout: 15_000 });
    const text = expect(page.getByTestId('toast')).toHaveText('Trial accounts cannot open the member center. Please log in with a real account.', { timeout: 15_000 });
    await page.getByTestId('footer-item-member').click();
    await Promise.all([notice, text]);
    expect(pathOf(page)).toBe('/m/home');
    await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  });

  test('a direct visit to the member centre lands on home with the notice', async () => {
    // The notice shows for 1.5 s from the redirect: watched from before the visit, so a busy
    // machine's slow home cannot hide it before the test looks.
    const notice = expect(page.getByTestId('toast')).toHaveText('Trial accounts cannot open the member center. Please log in with a real account.', { timeout: 15_000 });
    await visit(page, 'demo', '/m/mine');
    await notice;
    await expectLanding(page, '/m/home', { screen: 'home' });
  });

  test('agent home sends a type-4 member to /m/home', async () => {
    await visit(page, 'demo', '/m/agent/home');
    await expectLanding(page, '/m/home', { screen: 'home' });
  });

  test('settings open with a session', async () => {
    await visit(page, 'demo', '/m/set');
    await expectLanding(page, '/m/set', { route: 'settings' });
  });
});

test.describe('as an agent (agent01, type 1)', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await contextFor(browser, await apiLogin('demo', ACCOUNTS.agent));
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('opens agent home with the agent footer and its unread badge', async () => {
    await visit(page, 'demo', '/m/agent/home');
    await expectLanding(page, '/m/agent/home', { route: 'agent-home' });
    const footer = page.getByTestId('agent-footer');
    await expect(footer).toBeVisible();
    for (const key of ['home', 'open-account', 'dividends', 'notices']) await expect(page.getByTestId(`agent-footer-item-${key}`)).toBeVisible();
    await expect(page.getByTestId('agent-footer-badge-notices')).toHaveText(/^[1-9]\d*$/);
    await page.getByTestId('agent-footer-item-open-account').click();
    await expectLanding(page, '/m/agentRegister', { screen: 'agent-register' });
  });

  test('opens agent-only screens and the member centre', async () => {
    for (const [path, route] of [
      ['/m/linkManage', 'link-manage'],
      ['/m/agent/team/overview', 'team-overview'],
      ['/m/mine', 'member-center'],
    ] as const) {
      await visit(page, 'demo', path);
      await expectLanding(page, path, { route });
    }
  });

  test('on a merchant with dividends off, the agent footer has no dividends and the page is refused', async ({ browser }) => {
    const atlasContext = await contextFor(browser, await apiLogin('atlas', ACCOUNTS.agent));
    const atlasPage = await atlasContext.newPage();
    try {
      await visit(atlasPage, 'atlas', '/m/agent/home');
      await expect(atlasPage.getByTestId('agent-footer')).toBeVisible();
      await expect(atlasPage.getByTestId('agent-footer-item-dividends')).toHaveCount(0);
      await visit(atlasPage, 'atlas', '/m/member/agent/agentDivident');
      await expectLanding(atlasPage, '/m/home', { screen: 'home' });
    } finally {
      await atlasContext.close();
    }
  });
});
