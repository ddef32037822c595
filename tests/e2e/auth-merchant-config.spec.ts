// What the merchant config decides on the auth screens (issue 8 item 7): the dialing code the
// pickers start on, the user agreement screen and the registration form surviving a visit to it,
// and the social sign-in providers.
import { expect, test, type Locator } from '@playwright/test';
import { openFresh, resetPlatform } from './support/auth';

test.beforeEach(async () => {
  await resetPlatform();
});

async function expectPickerStartsOn(picker: Locator, code: string): Promise<void> {
  await expect(picker).toHaveValue(code);
  await expect(picker.locator('option').first()).toHaveAttribute('value', code);
}

test('dialing code: demo starts every picker on +84 (Vietnam), listed first', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/forget');
  await expectPickerStartsOn(page.getByTestId('set-password-form').locator('select[name="countryDialingCode"]'), '+84');
  await page.goto(page.url().replace('/m/forget', '/m/login'));
  await page.getByTestId('login-tab-mobile').click();
  await expectPickerStartsOn(page.getByTestId('login-form').locator('select[name="countryDialingCode"]'), '+84');
  await page.goto(page.url().replace('/m/login', '/m/register'));
  await page.getByTestId('register-tab-mobile').click();
  await expectPickerStartsOn(page.getByTestId('register-form').locator('select[name="countryDialingCode"]'), '+84');
  await context.close();
});

test('dialing code: atlas (not Vietnamese) starts on +66 (Thailand), listed first, and sends it with an SMS request', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'atlas', '/m/forget');
  await page.getByTestId('forget-tab-phone').click();
  const form = page.getByTestId('set-password-form');
  await expectPickerStartsOn(form.locator('select[name="countryDialingCode"]'), '+66');
  await form.locator('input[name="mobileNum"]').fill('0812345678');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && /sms|verif/i.test(new URL(r.url()).pathname));
  await page.getByTestId('sms-get-code').click();
  expect((await sent).postDataJSON()).toMatchObject({ countryDialingCode: '+66', mobileNum: '0812345678' });
  await context.close();
});
