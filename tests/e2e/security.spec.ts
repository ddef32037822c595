// The security centre end to end against the real platform, on demo and mono
// (mono: one card at most, other banks; atlas: bank withdrawals off). Seeded accounts: sec_fresh
// (nothing set) and sec_card (funds password, payee name, e-mail and one card). Every catalogued
// error the UI can meet is checked against its English message from the errors table.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { ERROR_MESSAGE_KEYS } from '../../src/api/error-messages';
import { SECURITY_ACCOUNTS } from '../../platform/db/seed-security';
import { pathOf } from './support/app';
import { freshContext, resetPlatform } from './support/auth';
import { E2E_PORT, apiLogin, merchantUrl, seedSession, type MerchantCode } from './support/platform';

const API = `http://localhost:${E2E_PORT}`;
const EN_ERRORS = JSON.parse(readFileSync(new URL('../../src/i18n/locales/en/errors.json', import.meta.url), 'utf8')) as Record<string, string>;
const { fresh, card } = SECURITY_ACCOUNTS;

/** The English message of a platform error code, through the one table (no wording of our own). */
function messageOf(code: keyof typeof ERROR_MESSAGE_KEYS, values: Record<string, string | number> = {}): string {
  const text = EN_ERRORS[ERROR_MESSAGE_KEYS[code]] ?? '';
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
}

async function signedIn(browser: Browser, code: MerchantCode, account: { username: string; password: string }, path: string): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const session = await apiLogin(code, account);
  await seedSession(page, session);
  await page.goto(merchantUrl(code, path));
  await expect(page.locator('main[data-screen="security-center"]')).toBeVisible();
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
  return { context, page, token: session.token };
}

async function devCode(destination: string, merchant: MerchantCode): Promise<string> {
  const res = await fetch(`${API}/__dev/security-code?destination=${encodeURIComponent(destination)}&merchant=${merchant}`);
  const envelope = (await res.json()) as { success: boolean; value: { code: string } };
  if (!envelope.success) throw new Error(`no code for ${destination}`);
  return envelope.value.code;
}

async function expireCodes(): Promise<void> {
  await fetch(`${API}/__dev/security-codes/expire`, { method: 'POST' });
}

const fieldError = (page: Page, name: string) => page.getByTestId(`field-error-${name}`);
const successToast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.beforeEach(async () => {
  await resetPlatform();
});

test('overview: each item with its state, per merchant (atlas has no bank cards)', async ({ browser }) => {
  const demo = await signedIn(browser, 'demo', card, '/m/securityCenter');
  const item = (page: Page, key: string) => demo.page.getByTestId(`security-item-${key}`);
  await expect(item(demo.page, 'fund-password')).toHaveAttribute('data-state', 'set');
  await expect(item(demo.page, 'bank-cards')).toContainText('1/3');
  await expect(item(demo.page, 'email')).toContainText('se****@example.com');
  await expect(item(demo.page, 'payee')).toContainText('NGUYEN VAN AN');
  await expect(item(demo.page, 'mobile')).toContainText('090****002');
  // A bound e-mail and payee name are read-only: no link.
  await expect(item(demo.page, 'email').getByRole('link')).toHaveCount(0);
  await item(demo.page, 'login-password').getByRole('link').click();
  await expect.poll(() => pathOf(demo.page)).toBe('/m/changePsw');
  await demo.context.close();

  const mono = await signedIn(browser, 'mono', fresh, '/m/securityCenter');
  await expect(mono.page.getByTestId('security-item-fund-password')).toHaveAttribute('data-state', 'unset');
  await expect(mono.page.getByTestId('security-item-fund-password')).toContainText('Not set');
  await expect(mono.page.getByTestId('security-item-bank-cards')).toContainText('0/1');
  await expect(mono.page.getByTestId('security-item-email')).toContainText('Not linked');
  await mono.context.close();

  const atlas = await signedIn(browser, 'atlas', fresh, '/m/securityCenter');
  await expect(atlas.page.getByTestId('security-item-fund-password')).toBeVisible();
  await expect(atlas.page.getByTestId('security-item-bank-cards')).toHaveCount(0);
  await atlas.page.goto(merchantUrl('atlas', '/m/myBankCards'));
  await expect(atlas.page.getByTestId('security-error-cause')).toHaveText(messageOf('function.not.available'));
  await atlas.context.close();
});

for (const code of ['demo', 'mono'] as const) {
  test(`${code}: set then change the funds password, with client and server refusals`, async ({ browser }) => {
    const { context, page } = await signedIn(browser, code, fresh, '/m/securityCenter');
    await page.getByTestId('security-item-fund-password').getByRole('link').click();
    const set = page.getByTestId('fund-password-set-form');
    await expect(set).toBeVisible();
    await set.locator('button[type="submit"]').click();
    await expect(fieldError(page, 'newFundPassword')).toHaveText('Please enter a new funds password');
    await set.locator('input[name="newFundPassword"]').fill('abc');
    await set.locator('input[name="confirmFundPassword"]').fill('abc');
    await set.locator('button[type="submit"]').click();
    await expect(fieldError(page, 'newFundPassword')).toHaveText('The funds password must be 6–20 letters or digits');
    await set.locator('input[name="newFundPassword"]').fill('Fund5678');
    await set.locator('input[name="confirmFundPassword"]').fill('Fund5679');
    await set.locator('button[type="submit"]').click();
    await expect(fieldError(page, 'confirmFundPassword')).toHaveText('The confirmation does not match');
    await set.locator('input[name="confirmFundPassword"]').fill('Fund5678');
    await set.locator('button[type="submit"]').click();
    await expect(successToast(page, 'Change saved')).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/m/securityCenter');
    await expect(page.getByTestId('security-item-fund-password')).toHaveAttribute('data-state', 'set');

    await page.getByTestId('security-item-fund-password').getByRole('link').click();
    const change = page.getByTestId('fund-password-change-form');
    await expect(change).toBeVisible();
    await change.locator('input[name="fundPassword"]').fill('Wrong999');
    await change.locator('input[name="newFundPassword"]').fill('Fund9999');
    await change.locator('input[name="confirmFundPassword"]').fill('Fund9999');
    await change.locator('button[type="submit"]').click();
    // The platform's refusal, under its field; nothing typed is lost.
    await expect(fieldError(page, 'fundPassword')).toHaveText(messageOf('member.fundpassword.wrong'));
    await expect(change.locator('input[name="newFundPassword"]')).toHaveValue('Fund9999');
    await change.locator('input[name="fundPassword"]').fill('Fund9999');
    await change.locator('button[type="submit"]').click();
    await expect(fieldError(page, 'newFundPassword')).toHaveText(messageOf('modify.new.old.same'));
    await change.locator('input[name="fundPassword"]').fill('Fund5678');
    await change.locator('button[type="submit"]').click();
    await expect(successToast(page, 'Change saved')).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/m/securityCenter');
    await context.close();
  });
}

test('mono: bind a card — diacritics refused by the client, an already bound number by the platform, then the limit', async ({ browser }) => {
  const { context, page, token } = await signedIn(browser, 'mono', fresh, '/m/myBankCards');
  await expect(page.getByTestId('empty-state')).toHaveText('You have not linked a bank card yet.');
  await page.getByTestId('bank-card-add').click();
  const form = page.getByTestId('bank-card-form');
  await expect(form).toBeVisible();
  await expect(form.locator('select[name="bankCode"] option')).toHaveText(['Choose a bank', 'Vietcombank', 'VietinBank', 'Agribank']);
  await form.locator('input[name="payeeName"]').fill('Nguyễn Văn An');
  await form.locator('button[type="submit"]').click();
  await expect(fieldError(page, 'payeeName')).toHaveText('Please write the name without diacritics (e.g. NGUYEN VAN AN)');
  await expect(fieldError(page, 'bankCode')).toHaveText('Please choose a bank');
  await expect(fieldError(page, 'cardNumber')).toHaveText('Please enter the card number');
  await form.locator('input[name="payeeName"]').fill('NGUYEN VAN 2');
  await expect(fieldError(page, 'payeeName')).toHaveText('The payee name is 2–64 letters, words separated by single spaces');
  await form.locator('input[name="payeeName"]').fill('Nguyen Van An');
  await expect(fieldError(page, 'payeeName')).toHaveCount(0);
  await form.locator('select[name="bankCode"]').selectOption('VTB');
  await form.locator('input[name="cardNumber"]').fill('12345');
  await form.locator('button[type="submit"]').click();
  await expect(fieldError(page, 'cardNumber')).toHaveText('The card number must be 10–19 digits');
  // sec_card's number on mono: the platform refuses it under the field, the rest stays typed.
  await form.locator('input[name="cardNumber"]').fill('9704 0000 1111 2222');
  await form.locator('button[type="submit"]').click();
  await expect(fieldError(page, 'cardNumber')).toHaveText(messageOf('bankcard.exists'));
  await expect(form.locator('input[name="payeeName"]')).toHaveValue('Nguyen Van An');

  // The platform applies the same payee rule (a client that skipped it is refused too).
  const refused = await fetch(`${API}/wps/v2/member/bankCards`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'mono', Authorization: token },
    body: JSON.stringify({ payeeName: 'Nguyễn Văn An', bankCode: 'VTB', cardNumber: '9704123412341234' }),
  });
  expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('format.payee.err');

  await form.locator('input[name="cardNumber"]').fill('9704 1234 1234 1234');
  await form.locator('button[type="submit"]').click();
  await expect(successToast(page, 'Bank card added')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/m/myBankCards');
  const row = page.getByTestId('bank-card');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('VietinBank');
  await expect(row.getByTestId('bank-card-number')).toHaveText('**** 1234');
  await expect(row).toContainText('Nguyen Van An');
  await expect(page.getByTestId('bank-card-limit')).toHaveText('You have linked the maximum of 1 cards. Delete one to add another.');
  await expect(page.getByTestId('bank-card-add')).toHaveCount(0);

  // Past the limit (the add page opened directly): the platform's refusal, with the limit.
  await page.goto(merchantUrl('mono', '/m/securityCenter/addBankCard'));
  await expect(page.locator('input[name="payeeName"]')).toHaveValue('Nguyen Van An');
  await expect(page.locator('input[name="payeeName"]')).toHaveAttribute('readonly', '');
  await page.locator('select[name="bankCode"]').selectOption('AGR');
  await page.locator('input[name="cardNumber"]').fill('9704555566667777');
  await page.getByTestId('bank-card-submit').click();
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText(messageOf('bankcard.max.reached', { maxCardCount: 1 }));
  await notice.getByTestId('dialog-submit').click();
  await expect(page.locator('input[name="cardNumber"]')).toHaveValue('9704555566667777');
  await context.close();
});

test('demo: a second card takes the bound payee name; delete with the funds password', async ({ browser }) => {
  const { context, page } = await signedIn(browser, 'demo', card, '/m/myBankCards');
  await expect(page.getByTestId('bank-card')).toHaveCount(1);
  await page.getByTestId('bank-card-add').click();
  await expect(page.locator('input[name="payeeName"]')).toHaveValue(card.payeeName);
  await page.locator('select[name="bankCode"]').selectOption('TCB');
  await page.locator('input[name="cardNumber"]').fill('1903 0000 1234 5678');
  await page.getByTestId('bank-card-submit').click();
  await expect.poll(() => pathOf(page)).toBe('/m/myBankCards');
  await expect(page.getByTestId('bank-card')).toHaveCount(2);
  await expect(page.getByTestId('bank-card-count')).toHaveText('2 of 3 cards linked');

  const first = page.getByTestId('bank-card').first();
  await first.getByTestId('bank-card-delete').click();
  const dialog = page.getByTestId('bank-card-delete-dialog');
  await expect(dialog).toContainText('Current funds password');
  await dialog.locator('button[type="submit"]').click();
  await expect(fieldError(page, 'password')).toHaveText('Please enter the password');
  await dialog.locator('input[name="password"]').fill(card.password);
  await dialog.locator('button[type="submit"]').click();
  await expect(fieldError(page, 'password')).toHaveText(messageOf('member.fundpassword.wrong'));
  await dialog.locator('input[name="password"]').fill(card.fundPassword);
  await dialog.locator('button[type="submit"]').click();
  await expect(successToast(page, 'Bank card deleted')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('bank-card')).toHaveCount(1);
  await expect(page.getByTestId('bank-card-number')).toHaveText('**** 5678');
  await context.close();
});

test('mono: without a funds password a card is deleted with the login password', async ({ browser }) => {
  const session = await apiLogin('mono', fresh);
  await fetch(`${API}/wps/v2/member/bankCards`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'mono', Authorization: session.token },
    body: JSON.stringify({ payeeName: 'LE VAN C', bankCode: 'VCB', cardNumber: '1234567890' }),
  });
  const { context, page } = await signedIn(browser, 'mono', fresh, '/m/myBankCards');
  await page.getByTestId('bank-card-delete').click();
  const dialog = page.getByTestId('bank-card-delete-dialog');
  await expect(dialog).toContainText('Login password');
  await dialog.locator('input[name="password"]').fill('Wrong@1234');
  await dialog.locator('button[type="submit"]').click();
  await expect(fieldError(page, 'password')).toHaveText(messageOf('member.password.wrong'));
  await dialog.locator('input[name="password"]').fill(fresh.password);
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await context.close();
});

test('demo: e-mail binding with the code from the dev outbox; taken address, wrong and expired codes', async ({ browser }) => {
  const { context, page } = await signedIn(browser, 'demo', fresh, '/m/securityCenter');
  await page.getByTestId('security-item-email').getByRole('link').click();
  const form = page.getByTestId('email-binding-form');
  await form.locator('input[name="email"]').fill('me@example');
  await page.getByTestId('security-get-code').click();
  await expect(fieldError(page, 'email')).toHaveText(messageOf('format.email.err'));
  await form.locator('input[name="email"]').fill(card.email);
  await page.getByTestId('security-get-code').click();
  await expect(fieldError(page, 'email')).toHaveText(messageOf('exists.email.err'));
  await form.locator('input[name="email"]').fill('sec.fresh@example.com');
  await page.getByTestId('security-get-code').click();
  await expect(page.getByTestId('security-code-countdown')).toBeVisible();
  await expect(page.getByTestId('field-hint-verificationCode')).toHaveText('The code was sent to se****@example.com');
  const code = await devCode('sec.fresh@example.com', 'demo');
  await form.locator('input[name="verificationCode"]').fill(code === '000000' ? '111111' : '000000');
  await form.locator('button[type="submit"]').click();
  await expect(fieldError(page, 'verificationCode')).toHaveText(messageOf('verification.code.wrong'));
  await expireCodes();
  await form.locator('input[name="verificationCode"]').fill(code);
  await form.locator('button[type="submit"]').click();
  await expect(fieldError(page, 'verificationCode')).toHaveText(messageOf('verification.code.expired'));
  await expect(form.locator('input[name="email"]')).toHaveValue('sec.fresh@example.com');
  await context.close();
});

test('mono: e-mail binding succeeds and the overview shows it masked', async ({ browser }) => {
  const { context, page } = await signedIn(browser, 'mono', fresh, '/m/securityCenter/email');
  const form = page.getByTestId('email-binding-form');
  await form.locator('input[name="email"]').fill('fresh.mono@example.com');
  await page.getByTestId('security-get-code').click();
  await expect(page.getByTestId('security-code-countdown')).toBeVisible();
  // Asking again at once is refused by the platform (the button is a countdown by then).
  await form.locator('input[name="verificationCode"]').fill(await devCode('fresh.mono@example.com', 'mono'));
  await form.locator('button[type="submit"]').click();
  await expect(successToast(page, 'Change saved')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/m/securityCenter');
  await expect(page.getByTestId('security-item-email')).toContainText('fr****@example.com');
  await context.close();
});

test('demo: forgot funds password — a code to the bound mobile, then the new password works', async ({ browser }) => {
  const { context, page } = await signedIn(browser, 'demo', card, '/m/securityCenter/fundsPassword');
  await page.getByTestId('fund-password-forgot').click();
  const form = page.getByTestId('fund-password-reset-form');
  await expect(form.locator('input[name="channel"]')).toHaveCount(2);
  await form.getByLabel('Mobile 090****002').check();
  await page.getByTestId('security-get-code').click();
  await expect(page.getByTestId('field-hint-verificationCode')).toHaveText('The code was sent to 090****002');
  await form.locator('input[name="verificationCode"]').fill(await devCode(card.mobile, 'demo'));
  await form.locator('input[name="newFundPassword"]').fill('Reset123');
  await form.locator('input[name="confirmFundPassword"]').fill('Reset123');
  await form.locator('button[type="submit"]').click();
  await expect(successToast(page, 'Change saved')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/m/securityCenter');

  // The new password now deletes a card; the old one no longer does.
  await page.goto(merchantUrl('demo', '/m/myBankCards'));
  await page.getByTestId('bank-card-delete').click();
  const dialog = page.getByTestId('bank-card-delete-dialog');
  await dialog.locator('input[name="password"]').fill(card.fundPassword);
  await dialog.locator('button[type="submit"]').click();
  await expect(fieldError(page, 'password')).toHaveText(messageOf('member.fundpassword.wrong'));
  await dialog.locator('input[name="password"]').fill('Reset123');
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await context.close();
});

test('mono: payee name binding — diacritics refused, confirmed once, then read-only', async ({ browser }) => {
  const { context, page } = await signedIn(browser, 'mono', fresh, '/m/securityCenter');
  await page.getByTestId('security-item-payee').getByRole('link').click();
  const form = page.getByTestId('payee-form');
  await form.locator('input[name="payeeName"]').fill('Trần Thị Bích');
  await form.locator('button[type="submit"]').click();
  await expect(fieldError(page, 'payeeName')).toHaveText('Please write the name without diacritics (e.g. NGUYEN VAN AN)');
  await form.locator('input[name="payeeName"]').fill('TRAN THI BICH');
  await form.locator('button[type="submit"]').click();
  const confirm = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(confirm).toContainText('Link the payee name "TRAN THI BICH"? It cannot be changed afterwards.');
  await confirm.getByTestId('dialog-go').click();
  await expect(successToast(page, 'Change saved')).toBeVisible();
  await expect(page.getByTestId('security-item-payee')).toContainText('TRAN THI BICH');
  await page.goto(merchantUrl('mono', '/m/securityCenter/payee'));
  await expect(page.getByTestId('payee-read-only')).toBeVisible();
  await expect(page.locator('input[name="payeeName"]')).toHaveAttribute('readonly', '');
  await context.close();
});

test('a failed first load offers a retry that recovers', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await seedSession(page, await apiLogin('demo', card));
  // The platform unreachable for the first load: the client's read and its two retries fail.
  let attempts = 0;
  await page.route('**/wps/member/securityConfig', async (route) => {
    attempts += 1;
    if (attempts <= 3) {
      await route.abort('connectionrefused');
      return;
    }
    await route.continue();
  });
  await page.goto(merchantUrl('demo', '/m/securityCenter'));
  await expect(page.getByTestId('security-error')).toBeVisible();
  await page.getByTestId('security-retry').click();
  await expect(page.getByTestId('security-item-fund-password')).toBeVisible();
  await context.close();
});
