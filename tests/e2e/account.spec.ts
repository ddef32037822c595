// Account details and level interests against the real platform: the
// nickname edit round-trips (demo allows it, mono's NICKNAMEUPD3 is off), the balance refresh hides
// then shows the figure, the avatar picker, copy, masked contacts, and the level screen per merchant.
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { screenReady } from './support/app';
import { resetPlatform } from './support/auth';
import { ACCOUNTS, apiLogin, merchantUrl, seedSession, type MerchantCode } from './support/platform';

async function openAs(browser: Browser, code: MerchantCode, account: { username: string; password: string }, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...test.info().project.use, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', JSON.stringify('EN')));
  await seedSession(page, await apiLogin(code, account));
  await page.goto(merchantUrl(code, path));
  await screenReady(page);
  await expect(page.locator('main[data-screen]').first()).not.toHaveAttribute('aria-busy', 'true');
  return { context, page };
}

test.beforeEach(async () => {
  await resetPlatform();
});

test('demo: details shown, masked; the account copies with a toast', async ({ browser }) => {
  const { context, page } = await openAs(browser, 'demo', ACCOUNTS.member, '/m/myAccount/index');
  await expect(page.locator('main[data-screen="my-account"]')).toBeVisible();
  await expect(page.getByTestId('account-account')).toHaveText('demo01');
  await expect(page.getByTestId('account-nickname')).toHaveText('Demo Player');
  await expect(page.getByTestId('account-mobile')).toHaveText('090****567');
  await expect(page.getByTestId('account-email')).toHaveText('de****@example.com');
  await expect(page.getByTestId('account-reg-date')).toHaveText('2024-01-15');
  await page.getByTestId('account-copy').click();
  await expect(page.getByRole('status').filter({ hasText: 'Account copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('demo01');
  await context.close();
});

test('demo: the nickname edit round-trips to the platform (and a bad one is refused before sending)', async ({ browser }) => {
  const { context, page } = await openAs(browser, 'demo', ACCOUNTS.member, '/m/myAccount/index');
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/wps/member/info/nickname')) puts += 1;
  });
  await page.getByTestId('account-edit-nickname').click();
  const form = page.getByTestId('nickname-form');
  await form.locator('input[name="nickname"]').fill('x');
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('input[name="nickname"]')).toHaveAttribute('aria-invalid', 'true');
  expect(puts).toBe(0);
  await form.locator('input[name="nickname"]').fill('Lucky Star');
  const reply = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/wps/member/info/nickname'));
  await form.locator('button[type="submit"]').click();
  expect((await (await reply).json()) as { success: boolean }).toMatchObject({ success: true });
  await expect(page.getByTestId('account-nickname')).toHaveText('Lucky Star');
  // A fresh page reads it back from the platform.
  await page.reload();
  await screenReady(page);
  await expect(page.getByTestId('account-nickname')).toHaveText('Lucky Star');
  await context.close();
});

test('mono: the nickname is not editable (NICKNAMEUPD3 off) and the platform refuses a change', async ({ browser }) => {
  const { context, page } = await openAs(browser, 'mono', ACCOUNTS.member, '/m/myAccount/index');
  await expect(page.getByTestId('account-account')).toHaveText('demo01');
  await expect(page.getByTestId('account-edit-nickname')).toHaveCount(0);
  const code = await page.evaluate(async () => {
    const session = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string };
    const res = await fetch('/wps/member/info/nickname', { method: 'PUT', headers: { 'Content-Type': 'application/json', Merchant: 'mono', Authorization: session.token }, body: JSON.stringify({ nickname: 'Lucky Star' }) });
    return ((await res.json()) as { errorCode: string }).errorCode;
  });
  expect(code).toBe('function.not.available');
  await context.close();
});

test('the balance refresh hides the figure, then shows it again', async ({ browser }) => {
  for (const code of ['demo', 'mono'] as const) {
    const { context, page } = await openAs(browser, code, ACCOUNTS.member, '/m/myAccount/index');
    const figure = page.getByTestId('wallet-balance');
    await expect(figure).toHaveAttribute('data-state', 'shown');
    await expect(figure).toHaveText('₫12,345.67');
    // Hold the balance reply so the hidden state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/v2/wallets/balance*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('account-refresh-balance').click();
    await expect(figure).toHaveAttribute('data-state', 'loading');
    await expect(figure).not.toContainText('12,345.67');
    release();
    await expect(figure).toHaveAttribute('data-state', 'shown');
    await expect(figure).toHaveText('₫12,345.67');
    await context.close();
  }
});

test("the avatar picker offers the presets and the choice sticks (upstream's avatar relays)", async ({ browser }) => {
  const { context, page } = await openAs(browser, 'demo', ACCOUNTS.member, '/m/myAccount/index');
  // The avatar comes from its own call, after member info.
  await expect(page.getByTestId('account-avatar')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  const before = await page.getByTestId('account-avatar').getAttribute('src');
  await page.getByTestId('account-change-avatar').click();
  const picker = page.getByRole('dialog', { name: 'Choose a profile picture' });
  await expect(picker.getByTestId('avatar-option')).toHaveCount(8);
  const upload = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/wps/relay/MCSFE_uploadPlayerAvatar'));
  await picker.locator('[data-icon-id="3"]').click();
  expect((await upload).postDataJSON()).toEqual({ avatar: '3', avatarType: 'STATIC' });
  await expect(page.getByRole('status').filter({ hasText: 'Profile picture changed' })).toBeVisible();
  await expect(picker).toHaveCount(0);
  await expect(page.getByTestId('account-avatar')).not.toHaveAttribute('src', before ?? '');
  await page.goto(merchantUrl('demo', '/m/mine'));
  await screenReady(page);
  await expect(page.getByTestId('member-user-block').locator('img')).not.toHaveAttribute('src', before ?? '');
  await context.close();
});

test('level interests: progress to the next level and the table differ per merchant', async ({ browser }) => {
  const demo = await openAs(browser, 'demo', ACCOUNTS.member, '/m/member/benefits');
  await expect(demo.page.locator('main[data-screen="benefits"]')).toBeVisible();
  await expect(demo.page.getByTestId('benefits-level')).toHaveText('VIP1');
  await expect(demo.page.getByTestId('benefits-next')).toContainText('VIP2');
  await expect(demo.page.getByTestId('benefits-progress-monthly-text')).toHaveText('₫3,500.00 of ₫20,000.00');
  await expect(demo.page.getByTestId('benefits-progress-total-text')).toHaveText('₫42,000.00 of ₫100,000.00');
  await expect(demo.page.getByTestId('benefits-progress-total').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  await expect(demo.page.getByTestId('benefit-level')).toHaveCount(6);
  await expect(demo.page.locator('[data-testid="benefit-level"][aria-current="true"]')).toHaveAttribute('data-level', 'VIP1');
  await demo.context.close();

  const mono = await openAs(browser, 'mono', ACCOUNTS.member, '/m/member/benefits');
  await expect(mono.page.getByTestId('benefit-level')).toHaveCount(4);
  await expect(mono.page.getByTestId('benefit-level').first()).toHaveAttribute('data-level', 'Bronze');
  // mono's demo01 carries no ladder label: its level comes from the total turnover (₫61,500 → Silver).
  await expect(mono.page.getByTestId('benefits-level')).toHaveText('Silver');
  await mono.context.close();
});
