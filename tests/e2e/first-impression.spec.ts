// What a new player trips over first (issue: first impression): back never leaves the app, a
// forced password change holds the player, a signed-in player has no business on /m/login,
// agent login says its title once, error dialogs give the focus back to the field at fault,
// registration messages name the rule that failed, the SMS field fits in Arabic, a wrong SMS code
// is said once, toasts keep clear of the submit button, and settings offer the language.
import { expect, test, type Locator, type Page } from './support/test';
import { pathOf, screenReady } from './support/app';
import { expectNotice, freshContext, latestSmsCode, loginThroughForm, open, openFresh, resetPlatform } from './support/auth';
import { merchantUrl } from './support/platform';

test.beforeEach(async () => {
  await resetPlatform();
});

test('a deep link opened in a fresh tab: the back arrow replaces with home instead of leaving the site', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  // Another site (here a blank page) is the tab's earlier entry, as after a search result or a chat link.
  await page.goto('about:blank');
  await page.goto(merchantUrl('demo', '/m/useragreement'));
  await screenReady(page);
  await page.getByTestId('header-back').click();
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  // Replaced, not pushed: history back from home leaves for the page before the deep link.
  expect(await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx)).toBe(0);

  // A page reached inside the app goes back in history as before.
  await page.goto(merchantUrl('demo', '/m/home'));
  await screenReady(page);
  await page.getByTestId('header-register').click();
  await expect.poll(() => pathOf(page)).toBe('/m/register');
  await page.getByTestId('register-agreement-link').click();
  await expect.poll(() => pathOf(page)).toBe('/m/useragreement');
  await page.getByTestId('header-back').click();
  await expect.poll(() => pathOf(page)).toBe('/m/register');
  await context.close();
});

test('fresh01 is held on change password: home and member routes lead back to it, sign-out stays possible, the change frees the player', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'mono', '/m/login');
  await loginThroughForm(page, 'fresh01', 'Fresh@1234');
  await expect.poll(() => pathOf(page)).toBe('/m/changePsw');
  await expect(page.getByTestId('change-password-forced')).toBeVisible();

  for (const path of ['/m/home', '/m/set', '/m/mine', '/m/login']) {
    await page.goto(merchantUrl('mono', path));
    await expect.poll(() => pathOf(page), { message: path }).toBe('/m/changePsw');
  }
  // In-app: the header's back arrow cannot slip past it either.
  await page.getByTestId('header-back').click();
  await expect.poll(() => pathOf(page)).toBe('/m/changePsw');

  const form = page.getByTestId('change-password-form');
  // The page loads above forgot the password typed at login (kept in memory only, never in storage).
  await form.locator('input[name="oldPassword"]').fill('Fresh@1234');
  await form.locator('input[name="newPassword"]').fill('Fresh@5678');
  await form.locator('input[name="confirmNewPassword"]').fill('Fresh@5678');
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  await page.goto(merchantUrl('mono', '/m/set'));
  await expect.poll(() => pathOf(page)).toBe('/m/set');
  await context.close();

  // Sign-out from the forced screen ends the session and the hold.
  const again = await openFresh(browser, 'demo', '/m/login');
  await loginThroughForm(again.page, 'fresh01', 'Fresh@1234');
  await expect.poll(() => pathOf(again.page)).toBe('/m/changePsw');
  await again.page.getByTestId('change-password-sign-out').click();
  await expect.poll(() => pathOf(again.page)).toBe('/m/home');
  await expect(again.page.getByTestId('header-login')).toBeVisible();
  await again.context.close();
});

test('a signed-in player opening /m/login goes home; agent login shows its title once', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/login');
  await loginThroughForm(page, 'demo01', 'Demo@1234');
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  await page.goto(merchantUrl('demo', '/m/login'));
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  await context.close();

  const agent = await openFresh(browser, 'atlas', '/m/agent');
  await expect(agent.page.getByText('Agent login', { exact: false })).toHaveCount(1);
  await expect(agent.page.locator('.auth-brand__name')).toHaveText('Atlas Bet');
  await agent.context.close();
});

test('closing an error dialog returns the focus to the failing field', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/login');
  await loginThroughForm(page, 'demo01', 'Wrong@1234');
  await expectNotice(page, 'Wrong username or password');
  await expect(page.getByTestId('login-form').locator('input[name="password"]')).toBeFocused();
  await context.close();
});

test('registration: the rule hint stays under its error, nickname and payee-name errors name the rule, the mobile hint and error agree', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/register');
  const form = page.locator('form[data-testid^="register"]');
  const payee = form.locator('input[name="payeeName"]');
  await payee.fill('Nguyễn Văn A');
  await payee.blur();
  await expect(page.getByTestId('field-error-payeeName')).toHaveText('Letters and spaces only, without diacritics (e.g. NGUYEN VAN A)');
  await expect(page.getByTestId('field-hint-payeeName')).toBeVisible();
  await payee.fill('NGUYEN VAN A');
  await expect(page.getByTestId('field-error-payeeName')).toHaveCount(0);

  const nickname = form.locator('input[name="nickname"]');
  await nickname.fill('x');
  await nickname.blur();
  await expect(page.getByTestId('field-error-nickname')).toHaveText('Must be 2–20 characters');
  await expect(page.getByTestId('field-hint-nickname')).toContainText('2–20 characters');

  await page.getByTestId('register-tab-mobile').click();
  const mobile = form.locator('input[name="mobileNum"]');
  await mobile.fill('12345');
  await mobile.blur();
  await expect(page.getByTestId('field-error-mobileNum')).toHaveText('Please enter a valid mobile number of 10 digits');
  await expect(page.getByTestId('field-hint-mobileNum')).toHaveText('10 digits');
  await context.close();
});

async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [ra, rb] = [await a.boundingBox(), await b.boundingBox()];
  if (!ra || !rb) return false;
  return ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height;
}

test('forgot password by phone: a wrong code is said once, under the code; toasts never cover the submit button', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/forget');
  const form = page.getByTestId('set-password-form');
  const submit = form.locator('button[type="submit"]');
  await form.locator('input[name="mobileNum"]').fill('0901234567');
  await page.getByTestId('sms-get-code').click();
  const sent = page.getByTestId('toast');
  await expect(sent).toBeVisible();
  expect(await boxesOverlap(sent, submit)).toBe(false);
  const code = await latestSmsCode('0901234567', 'demo');
  await form.locator('input[name="verificationCode"]').fill(code === '000000' ? '111111' : '000000');
  await form.locator('input[name="newPassword"]').fill('Demo@5678');
  await expect(sent).toHaveCount(0, { timeout: 10_000 });
  await submit.click();
  await expect(page.getByTestId('field-error-verificationCode')).toHaveText('Wrong SMS verification code');
  await expect(form.locator('input[name="verificationCode"]')).toHaveValue('');
  await expect(form.locator('input[name="verificationCode"]')).toBeFocused();
  // One message: no toast repeating it, no 'please enter the code' for the field just cleared.
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByText('Please enter the verification code')).toHaveCount(0);
  await context.close();
});

/** Whether an input's placeholder fits inside its text box, measured with the input's own font. */
async function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    return context.measureText(el.placeholder).width <= room + 1;
  });
}

async function notClipped(element: Locator): Promise<boolean> {
  return element.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
}

async function expectSmsFieldFits(page: Page): Promise<void> {
  const input = page.locator('input[name="verificationCode"]');
  expect(await placeholderFits(input)).toBe(true);
  const getCode = page.getByTestId('sms-get-code');
  expect(await notClipped(getCode)).toBe(true);
  expect(await boxesOverlap(input, getCode)).toBe(false);
}

test('Arabic (atlas): the SMS code field, its get-code button and its countdown neither clip nor overlap', async ({ browser }) => {
  const context = await freshContext(browser, 'AR');
  const page = await context.newPage();
  await open(page, 'atlas', '/m/forget');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('forget-tab-phone').click();
  await expectSmsFieldFits(page);
  await page.locator('input[name="mobileNum"]').fill('0901234567');
  await page.getByTestId('sms-get-code').click();
  const countdown = page.getByTestId('sms-countdown');
  await expect(countdown).toBeVisible();
  expect(await notClipped(countdown)).toBe(true);
  expect(await boxesOverlap(page.locator('input[name="verificationCode"]'), countdown)).toBe(false);
  await context.close();
});

test('settings: a signed-in player changes the interface language', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/login');
  await loginThroughForm(page, 'demo01', 'Demo@1234');
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  await page.goto(merchantUrl('demo', '/m/set'));
  await screenReady(page);
  await page.getByTestId('lang-picker').click();
  await page.getByTestId('lang-option-CN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('settings-change-password')).toContainText('修改密码');
  await page.reload();
  await expect(page.getByTestId('settings-change-password')).toContainText('修改密码');
  await context.close();
});
