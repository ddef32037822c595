// What the merchant config decides on the auth screens: the dialing code the
// pickers start on, the user agreement screen and the registration form surviving a visit to it,
// and the social sign-in providers.
import { expect, test, type Locator, type Page } from './support/test';
import { navigateInApp, pathOf } from './support/app';
import { expectNotice, freshContext, open, openFresh, resetPlatform, storedState } from './support/auth';
import { loadMerchant } from './support/merchants';
import { merchantUrl } from './support/platform';

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

test('user agreement: demo shows the built-in agreement with its brand and minimum age, no external link', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/useragreement');
  const screen = page.locator('main[data-screen="user-agreement"]');
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText('User agreement');
  await expect(page.getByTestId('header-back')).toBeVisible();
  const text = page.getByTestId('agreement-text');
  await expect(text).toHaveAttribute('data-source', 'default');
  await expect(text.getByRole('heading')).toHaveText('Demo Casino user agreement');
  await expect(text).toContainText('at least 18 years old');
  await expect(page.getByTestId('agreement-external-link')).toHaveCount(0);
  await expect(page.getByTestId('app-footer')).toHaveCount(0);
  await context.close();
});

test("user agreement: atlas shows its own text per language (its default language's where it has none) and links to the full document in a new tab", async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'atlas', '/m/useragreement');
  const text = page.getByTestId('agreement-text');
  await expect(text).toHaveAttribute('data-source', 'merchant');
  await expect(text.locator('p')).toHaveCount(3);
  await expect(text.locator('p').nth(1)).toHaveText('Accounts are for players aged 21 or over. One account per person; keep your password to yourself.');
  const link = page.getByTestId('agreement-external-link');
  await expect(link).toHaveAttribute('href', 'https://atlas.lobby.test/legal/terms');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const box = await link.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  await context.close();

  // Vietnamese: atlas's own Vietnamese text.
  const vi = await freshContext(browser, 'VI');
  const viPage = await vi.newPage();
  await open(viPage, 'atlas', '/m/useragreement');
  await expect(viPage.getByTestId('agreement-text').locator('p').first()).toHaveText('Điều khoản chơi của Atlas Bet.');
  await vi.close();
  // Arabic: no Arabic text, so the English one (marked as English), right to left around it.
  const ar = await freshContext(browser, 'AR');
  const arPage = await ar.newPage();
  await open(arPage, 'atlas', '/m/useragreement');
  await expect(arPage.locator('html')).toHaveAttribute('dir', 'rtl');
  const arText = arPage.getByTestId('agreement-text');
  await expect(arText).toHaveAttribute('lang', 'en');
  await expect(arText.locator('p').first()).toHaveText('Atlas Bet terms of play.');
  await expect(arPage.getByTestId('agreement-external-link')).toHaveText('فتح الاتفاقية الكاملة (علامة تبويب جديدة)');
  await ar.close();
});

type FormSnapshot = Record<string, string | boolean>;

async function formSnapshot(page: Page): Promise<FormSnapshot> {
  return page.getByTestId('register-form').locator('input, select').evaluateAll((elements) => {
    const out: Record<string, string | boolean> = {};
    for (const el of elements as Array<HTMLInputElement | HTMLSelectElement>) {
      out[el.name] = el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value;
    }
    return out;
  });
}

test('registration: reading the user agreement from the form and coming back keeps everything typed (back arrow and history back, both tabs)', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/register');
  const form = page.getByTestId('register-form');
  await form.locator('input[name="username"]').fill('roundtrip7');
  await form.locator('input[name="password"]').fill('Round@1234');
  await form.locator('input[name="confirmPassword"]').fill('Round@1234');
  await form.locator('select[name="countryDialingCode"]').selectOption('+86');
  await form.locator('input[name="mobileNum"]').fill('0912345777');
  await form.locator('input[name="verificationCode"]').fill('123456');
  for (const [name, value] of [['email', 'rt7@example.com'], ['nickname', 'Roundy'], ['payeeName', 'Round Trip'], ['affiliateCode', 'AGENT01']] as const) {
    const input = form.locator(`input[name="${name}"]`);
    if ((await input.count()) > 0) await input.fill(value);
  }
  await form.locator('input[name="confirmedAge"]').check();
  await form.locator('input[name="agreement"]').uncheck();
  const before = await formSnapshot(page);
  expect(before).toMatchObject({ username: 'roundtrip7', password: 'Round@1234', email: 'rt7@example.com', affiliateCode: 'AGENT01', confirmedAge: true, agreement: false });

  await page.getByTestId('register-agreement-link').click();
  await expect(page.locator('main[data-screen="user-agreement"]')).toBeVisible();
  // Passwords are never written to storage on the way.
  expect(JSON.stringify(await storedState(page))).not.toContain('Round@1234');
  await page.getByTestId('header-back').click();
  await expect(form).toBeVisible();
  expect(await formSnapshot(page)).toEqual(before);
  await expect(form.locator('button[type="submit"]')).toBeDisabled();

  // The mobile tab, and the browser's own back.
  await page.getByTestId('register-tab-mobile').click();
  await form.locator('input[name="mobileNum"]').fill('0912345778');
  const mobileBefore = await formSnapshot(page);
  await page.getByTestId('register-agreement-link').click();
  await expect(page.locator('main[data-screen="user-agreement"]')).toBeVisible();
  await page.goBack();
  await expect(form).toHaveAttribute('data-method', 'mobile');
  await expect(page.getByTestId('register-tab-mobile')).toHaveAttribute('aria-selected', 'true');
  expect(await formSnapshot(page)).toEqual(mobileBefore);
  await page.getByTestId('register-tab-username').click();
  await expect(form.locator('input[name="password"]')).toHaveValue('Round@1234');
  await expect(form.locator('input[name="username"]')).toHaveValue('roundtrip7');

  // Reaching the form again any other way than back (here: the login screen's register link) starts empty.
  await page.getByTestId('register-agreement-link').click();
  await expect(page.locator('main[data-screen="user-agreement"]')).toBeVisible();
  await navigateInApp(page, '/m/login');
  await page.getByTestId('login-register-link').click();
  await expect(form.locator('input[name="username"]')).toHaveValue('');
  await expect(form.locator('input[name="password"]')).toHaveValue('');
  await context.close();
});

/** Catches the navigation to a provider (nothing loads from the internet) and returns its URL. */
async function interceptProvider(page: Page, pattern: string): Promise<() => URL> {
  let seen: URL | undefined;
  await page.route(pattern, async (route) => {
    seen = new URL(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>provider</title><p>provider sign-in (stub)</p>' });
  });
  return () => {
    if (!seen) throw new Error(`no navigation to ${pattern}`);
    return seen;
  };
}

test('social sign-in (demo, Google): the tap goes to Google with the client id, redirect and a fresh state and nonce; the return with that state signs in', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/login');
  const providerUrl = await interceptProvider(page, 'https://accounts.google.com/**');
  await page.getByTestId('social-google').click();
  await expect.poll(() => page.url()).toContain('accounts.google.com');
  const url = providerUrl();
  expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
  const q = url.searchParams;
  expect(q.get('client_id')).toBe(loadMerchant('demo').socialLogin?.google?.clientId);
  expect(q.get('redirect_uri')).toBe(merchantUrl('demo', '/m/login?provider=google'));
  expect(q.get('response_type')).toBe('id_token');
  expect(q.get('scope')).toContain('openid');
  const state = q.get('state') ?? '';
  expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(q.get('nonce')).not.toBe(state);

  // The provider sends the player back with an ID token (the reference platform's dev token) and the state.
  await page.goto(`${merchantUrl('demo', '/m/login?provider=google')}#id_token=${encodeURIComponent('dev-token:demo01')}&state=${state}`);
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  await expect(page.getByTestId('header-name')).toBeVisible();
  const stored = await storedState(page);
  expect(JSON.parse(stored.session.MC_SESSION_INFO ?? '{}')).toMatchObject({ userName: 'demo01' });
  expect(stored.session.MC_SOCIAL_SIGN_IN).toBeUndefined();
  expect(page.url()).not.toContain('dev-token');
  await context.close();
});

test('social sign-in (demo, Facebook): the app id and an access-token request; a return whose state this tab did not save signs nobody in', async ({ browser }) => {
  const { context, page } = await openFresh(browser, 'demo', '/m/login');
  const providerUrl = await interceptProvider(page, 'https://www.facebook.com/**');
  await page.getByTestId('social-facebook').click();
  await expect.poll(() => page.url()).toContain('facebook.com');
  const q = providerUrl().searchParams;
  expect(q.get('client_id')).toBe('100000000000001');
  expect(q.get('redirect_uri')).toBe(merchantUrl('demo', '/m/login?provider=facebook'));
  expect(q.get('response_type')).toBe('token');
  expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await page.goto(`${merchantUrl('demo', '/m/login?provider=facebook')}#access_token=${encodeURIComponent('dev-token:demo01')}&state=forged-state`);
  await expectNotice(page, 'The sign-in with Facebook could not be completed.');
  expect(pathOf(page)).toBe('/m/login');
  expect(page.url()).not.toContain('dev-token');
  expect((await storedState(page)).session.MC_SESSION_INFO).toBeUndefined();
  await context.close();
});

test('social sign-in: atlas has the Google flag on but no provider configured, so no icon at all', async ({ browser }) => {
  expect(loadMerchant('atlas').features.GOOGLELOGIN3).toBe(true);
  expect(loadMerchant('atlas').socialLogin).toBeUndefined();
  const { context, page } = await openFresh(browser, 'atlas', '/m/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('social-login')).toHaveCount(0);
  await expect(page.getByTestId('social-google')).toHaveCount(0);
  await context.close();
});
