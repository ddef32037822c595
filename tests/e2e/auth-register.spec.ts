// Registration end to end (spec sections 2, 4, 5, 8): username registration with an SMS code
// (demo), mobile registration with a password (mono, whose DIRECTREG3 is off), username only with a
// minimum age of 21 (atlas); the rule-driven validation, the confirmation messages, the affiliate
// check, the age and agreement boxes, the server's field errors, and the sign-in that follows.
import { expect, test, type Page } from './support/test';
import { pathOf } from './support/app';
import { latestSmsCode, openFresh, resetPlatform, storedState } from './support/auth';

test.beforeEach(async () => {
  await resetPlatform();
});

async function signedInAs(page: Page): Promise<string | undefined> {
  const session = JSON.parse((await storedState(page)).session.MC_SESSION_INFO ?? '{}') as { userName?: string };
  return session.userName;
}

test('demo: username registration with an SMS code signs the new player in; the mobile number carries over between tabs', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/home');
  await page.getByTestId('header-register').click();
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible();

  await page.getByTestId('register-tab-mobile').click();
  await form.locator('input[name="mobileNum"]').fill('0912345001');
  await page.getByTestId('register-tab-username').click();
  await expect(form.locator('input[name="mobileNum"]')).toHaveValue('0912345001');

  await form.locator('input[name="username"]').fill('newbie42');
  await form.locator('input[name="password"]').fill('Newbie@123');
  // Show/hide on both password fields.
  await page.getByTestId('toggle-password').click();
  await expect(form.locator('input[name="password"]')).toHaveAttribute('type', 'text');
  await page.getByTestId('toggle-password').click();
  await expect(form.locator('input[name="password"]')).toHaveAttribute('type', 'password');
  await form.locator('input[name="confirmPassword"]').fill('Newbie@123');
  await page.getByTestId('sms-get-code').click();
  await expect(page.getByTestId('sms-countdown')).toBeVisible();
  await form.locator('input[name="verificationCode"]').fill(await latestSmsCode('0912345001', 'demo'));
  await form.locator('input[name="affiliateCode"]').fill('AGENT01');

  // The agreement is ticked by default; unticked, the button is disabled.
  const submit = form.locator('button[type="submit"]');
  await form.locator('input[name="agreement"]').uncheck();
  await expect(submit).toBeDisabled();
  await form.locator('input[name="agreement"]').check();
  await expect(submit).toBeEnabled();
  // The age box is required and names the merchant's minimum age.
  await submit.click();
  await expect(page.getByTestId('field-error-confirmedAge')).toHaveText('Please confirm that you are at least 18 years old.');
  await form.locator('input[name="confirmedAge"]').check();
  await submit.click();
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  expect(await signedInAs(page)).toBe('newbie42');
  await expect(page.getByTestId('header-name')).toBeVisible();
  await context.close();
});

test('demo: rule-driven messages, confirmation messages, the affiliate check and the server\'s verdict focus the failing field', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/register');
  const form = page.getByTestId('register-form');
  const submit = form.locator('button[type="submit"]');
  await form.locator('input[name="confirmedAge"]').check();

  await submit.click();
  // The first failing field gets the focus.
  await expect(page.getByTestId('field-error-username')).toHaveText('Please enter your username');
  await expect(form.locator('input[name="username"]')).toBeFocused();
  await expect(page.getByTestId('field-error-confirmPassword')).toHaveText('Enter password');

  await form.locator('input[name="username"]').fill('1abc');
  await form.locator('input[name="password"]').fill('Newbie@123');
  await form.locator('input[name="confirmPassword"]').fill('Newbie@124');
  await submit.click();
  await expect(page.getByTestId('field-error-username')).toHaveText('Account format is incorrect');
  await expect(page.getByTestId('field-error-confirmPassword')).toHaveText('Confirmation password not matched');
  // An optional empty field passes; a filled one follows its rule.
  await expect(page.getByTestId('field-error-email')).toHaveCount(0);
  await form.locator('input[name="email"]').fill('not-an-email');
  await form.locator('input[name="email"]').blur();
  await expect(page.getByTestId('field-error-email')).toHaveText('E-mail format is incorrect');
  await form.locator('input[name="email"]').fill('');

  // Valid form, unknown affiliate code: 'invitation_code_error' and the focus on the code.
  await form.locator('input[name="username"]').fill('demo01');
  await form.locator('input[name="confirmPassword"]').fill('Newbie@123');
  await form.locator('input[name="mobileNum"]').fill('0912345002');
  await page.getByTestId('sms-get-code').click();
  await form.locator('input[name="verificationCode"]').fill(await latestSmsCode('0912345002', 'demo'));
  await form.locator('input[name="affiliateCode"]').fill('ZZZZ99');
  await submit.click();
  await expect(page.getByTestId('field-error-affiliateCode')).toHaveText('Invalid invitation code');
  await expect(form.locator('input[name="affiliateCode"]')).toBeFocused();

  // The platform refuses the taken user name: its catalogued message under the field, focused.
  await form.locator('input[name="affiliateCode"]').fill('');
  await submit.click();
  await expect(page.getByTestId('field-error-username')).toHaveText('Sorry, the username already exists.');
  await expect(form.locator('input[name="username"]')).toBeFocused();
  expect(pathOf(page)).toBe('/m/register');
  await context.close();
});

test('mono: mobile registration by default (no tabs, DIRECTREG3 off) with a password signs in with the number', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'mono', '/m/login');
  await page.getByTestId('login-register-link').click();
  const form = page.getByTestId('register-form');
  await expect(form).toHaveAttribute('data-method', 'mobile');
  await form.locator('input[name="mobileNum"]').fill('0912345003');
  await page.getByTestId('sms-get-code').click();
  await form.locator('input[name="verificationCode"]').fill(await latestSmsCode('0912345003', 'mono'));
  await form.locator('input[name="password"]').fill('Mobile@123');
  await form.locator('input[name="confirmPassword"]').fill('Mobile@123');
  await form.locator('input[name="confirmedAge"]').check();
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  expect(await signedInAs(page)).toBe('0912345003');
  await context.close();
});

test('mono: a number already registered is refused with its catalogued message on the number', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'mono', '/m/register');
  const form = page.getByTestId('register-form');
  await form.locator('input[name="mobileNum"]').fill('0901234567');
  await page.getByTestId('sms-get-code').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry, this mobile number is already registered.' })).toBeVisible();
  await expect(page.getByTestId('sms-get-code')).toBeVisible();
  await context.close();
});

test('atlas: username registration without SMS, minimum age 21', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'atlas', '/m/register');
  const form = page.getByTestId('register-form');
  await form.locator('input[name="username"]').fill('atlasnew1');
  await form.locator('input[name="password"]').fill('Atlas@1234');
  await form.locator('input[name="confirmPassword"]').fill('Atlas@1234');
  await form.locator('input[name="confirmedAge"]').check();
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  expect(await signedInAs(page)).toBe('atlasnew1');
  await context.close();
});
