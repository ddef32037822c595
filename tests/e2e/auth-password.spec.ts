// Password flows and the rest of the signed-in life cycle end to end (spec sections 2, 4, 5, 8):
// forgot password by e-mail and by phone (set password by phone), change password from settings
// and for an agent, settings' redirects, the free trial and sign-out from the header menu.
import { expect, test } from './support/test';
import { navigateInApp, pathOf } from './support/app';
import { expectNotice, freshContext, latestSmsCode, loginThroughForm, open, openFresh, resetPlatform, storedState } from './support/auth';

test.beforeEach(async () => {
  await resetPlatform();
});

test('forgot password by e-mail (mono: e-mail only): trimmed user name, e-mail rule, success then one page back', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'mono', '/m/login');
  await page.getByTestId('login-forget-link').click();
  const form = page.getByTestId('forget-email-form');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('field-error-username')).toHaveText('Please enter your username');
  await form.locator('input[name="username"]').fill('  demo01  ');
  await form.locator('input[name="email"]').fill('demo01@example');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('field-error-email')).toHaveText('E-mail format is incorrect');
  await form.locator('input[name="email"]').fill('demo01@example.com');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole('status').filter({ hasText: 'a password reset e-mail has been sent' })).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/m/login');
  await context.close();
});

test('forgot password with the agent marker stored goes to /m/agent', async ({ browser }) => {
  const context = await freshContext(browser);
  await context.addInitScript(() => localStorage.setItem('ac', JSON.stringify('agent01')));
  const page = await context.newPage();
  await open(page, 'atlas', '/m/forget');
  await page.getByTestId('forget-tab-email').click();
  const form = page.getByTestId('forget-email-form');
  await form.locator('input[name="username"]').fill('agent01');
  await form.locator('input[name="email"]').fill('agent01@example.com');
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => pathOf(page)).toBe('/m/agent');
  await context.close();
});

test('set password by phone (demo): disabled until valid, same-as-old clears the new password, a wrong code clears the code, success signs in', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/forget');
  const form = page.getByTestId('set-password-form');
  const submit = form.locator('button[type="submit"]');
  await expect(submit).toBeDisabled();
  await expect(form.locator('select[name="countryDialingCode"]')).toHaveValue('+84');
  await form.locator('input[name="mobileNum"]').fill('0901234567');
  await page.getByTestId('sms-get-code').click();
  await expect(page.getByTestId('sms-countdown')).toBeVisible();
  const code = await latestSmsCode('0901234567', 'demo');
  await form.locator('input[name="verificationCode"]').fill(code);
  await form.locator('input[name="newPassword"]').fill('Demo@1234');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByTestId('field-error-newPassword')).toHaveText('The new password and the old password cannot be the same');
  await expect(form.locator('input[name="newPassword"]')).toHaveValue('');
  await expect(form.locator('input[name="verificationCode"]')).toHaveValue(code);
  await expect(submit).toBeDisabled();

  await form.locator('input[name="newPassword"]').fill('Demo@5678');
  await form.locator('input[name="verificationCode"]').fill(code === '000000' ? '111111' : '000000');
  await submit.click();
  await expect(page.getByTestId('field-error-verificationCode')).toHaveText('Wrong SMS verification code');
  await expect(form.locator('input[name="verificationCode"]')).toHaveValue('');
  await expect(form.locator('input[name="newPassword"]')).toHaveValue('Demo@5678');

  await form.locator('input[name="verificationCode"]').fill(code);
  await submit.click();
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  const session = JSON.parse((await storedState(page)).session.MC_SESSION_INFO ?? '{}') as { userName?: string };
  expect(session.userName).toBe('demo01');
  await context.close();
});

test('change password from settings: old password only when none is kept, same-as-old popup, Change saved, home after 1 s', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/login');
  await loginThroughForm(page, 'demo01', 'Demo@1234');
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  // In-app: the password typed at login is kept in this tab's memory only, a page load forgets it.
  await navigateInApp(page, '/m/set');
  await page.getByTestId('settings-change-password').click();
  await expect.poll(() => pathOf(page)).toBe('/m/changePsw');
  const form = page.getByTestId('change-password-form');
  await expect(form.locator('input[name="username"]')).toHaveValue('demo01');
  await expect(form.locator('input[name="username"]')).toHaveAttribute('readonly', '');
  // The password typed at login is kept for the session: no old-password field.
  await expect(form.locator('input[name="oldPassword"]')).toHaveCount(0);

  await form.locator('input[name="newPassword"]').fill('Demo@5678');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('field-error-confirmNewPassword')).toHaveText('Enter password');
  await form.locator('input[name="confirmNewPassword"]').fill('Demo@5679');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('field-error-confirmNewPassword')).toHaveText('Confirmation password not matched');

  await form.locator('input[name="newPassword"]').fill('Demo@1234');
  await form.locator('input[name="confirmNewPassword"]').fill('Demo@1234');
  await form.locator('button[type="submit"]').click();
  await expectNotice(page, 'The new password and the old password cannot be the same');

  await form.locator('input[name="newPassword"]').fill('Demo@5678');
  await form.locator('input[name="confirmNewPassword"]').fill('Demo@5678');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole('status').filter({ hasText: 'Change saved' })).toBeVisible();
  expect(pathOf(page)).toBe('/m/changePsw');
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  expect((await storedState(page)).session.PSW).toBeUndefined();

  // Nothing kept now: the old password is asked for, and a wrong one is refused on its field.
  await open(page, 'demo', '/m/changePsw');
  await form.locator('input[name="oldPassword"]').fill('Demo@0000');
  await form.locator('input[name="newPassword"]').fill('Demo@9999');
  await form.locator('input[name="confirmNewPassword"]').fill('Demo@9999');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('field-error-oldPassword')).toHaveText('The old password is incorrect.');
  await context.close();
});

test('an agent (agent marker stored) returns to agent home after changing the password', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/agent');
  await loginThroughForm(page, 'agent01', 'Agent@1234');
  await expect.poll(() => pathOf(page)).toBe('/m/agent/home');
  // In-app, so the password typed at login (kept in memory only) spares the old-password field.
  await navigateInApp(page, '/m/changePsw');
  const form = page.getByTestId('change-password-form');
  await form.locator('input[name="newPassword"]').fill('Agent@5678');
  await form.locator('input[name="confirmNewPassword"]').fill('Agent@5678');
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => pathOf(page)).toBe('/m/agent/home');
  await context.close();
});

test('free trial: loading message, trial merchant session, the trial user is refused change password; header sign-out leaves nothing', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/set');
  // Settings without a session go home.
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  await open(page, 'demo', '/m/login');
  await page.getByTestId('login-trial-link').click();
  await expect(page.locator('main[data-screen="trial"]')).toBeVisible();
  // Hold the platform's answer until the loading message has been seen (it is quick otherwise).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/wps/session/login/freeplay', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('trial-start').click();
  await expect(page.getByTestId('loading-toast')).toHaveText('Opening your trial account…');
  release();
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  const stored = await storedState(page);
  expect(JSON.parse(stored.session.MC_SESSION_INFO ?? '{}')).toMatchObject({ merchantCode: 'demo_trial', type: 4 });
  expect(stored.session.MC_TRIAL_USER).toBe('true');

  await open(page, 'demo', '/m/set');
  await page.getByTestId('settings-change-password').click();
  await expect(page.getByTestId('toast')).toHaveText('Please login an actual account to use this function');
  expect(pathOf(page)).toBe('/m/set');

  await open(page, 'demo', '/m/home');
  await page.getByTestId('header-menu').click();
  await page.getByTestId('menu-sign-out').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  const after = await storedState(page);
  expect(after.session).toEqual({});
  expect(after.local.MC_AUTO_LOGIN).toBe('false');
  await context.close();
});
