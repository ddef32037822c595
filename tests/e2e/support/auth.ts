// Helpers of the sign-in, registration and password specs: a fresh browser context per merchant
// in a chosen language, the platform's dev endpoints (reset, SMS outbox, captcha answers), filling
// the login form, and reading what the app keeps in storage.
import { expect, type Browser, type BrowserContext, type Page, test } from '@playwright/test';
import { screenReady } from './app';
import { E2E_PORT, merchantUrl, type MerchantCode } from './platform';

const API = `http://localhost:${E2E_PORT}`;

async function devCall<T>(method: 'GET' | 'POST', path: string): Promise<T> {
  const response = await fetch(`${API}${path}`, { method });
  const envelope = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!envelope.success) throw new Error(`${path} failed: ${envelope.message ?? response.status}`);
  return envelope.value;
}

/** Restores the platform's seed: accounts, passwords, failure counts, codes. */
export function resetPlatform(): Promise<unknown> {
  return devCall('POST', '/__dev/reset');
}

/**
 * The latest SMS code the platform "sent" to a number of a merchant. The page's request may still be
 * on its way when a test asks (a tap does not wait for the reply), so an empty outbox is asked again
 * for a few seconds before it counts as "nothing was sent".
 */
export async function latestSmsCode(mobileNum: string, merchant: MerchantCode): Promise<string> {
  const path = `/__dev/sms?mobileNum=${encodeURIComponent(mobileNum)}&merchant=${merchant}`;
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      return (await devCall<{ code: string }>('GET', path)).code;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The answer of the captcha the page was last given (its id is the HttpOnly lobby_captcha cookie). */
export async function captchaAnswer(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'lobby_captcha');
  if (!cookie) throw new Error('the page holds no captcha cookie');
  const captcha = await devCall<{ answer: string }>('GET', `/__dev/captcha?id=${encodeURIComponent(cookie.value)}`);
  return captcha.answer;
}

/** A new context (own storage and cookies) that starts the app in `language`. */
export async function freshContext(browser: Browser, language = 'EN'): Promise<BrowserContext> {
  const context = await browser.newContext({ ...test.info().project.use });
  await context.addInitScript((lang) => {
    if (localStorage.getItem('__e2e_language_seeded')) return;
    localStorage.setItem('__e2e_language_seeded', '1');
    localStorage.setItem('MC_LANGUAGE', JSON.stringify(lang));
  }, language);
  return context;
}

export async function open(page: Page, code: MerchantCode, path: string): Promise<void> {
  await page.goto(merchantUrl(code, path));
  await screenReady(page);
}

/** Most specs start the same way: a fresh context (English unless told), one page, one screen open. */
export async function openFresh(browser: Browser, code: MerchantCode, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await open(page, code, path);
  return { context, page };
}

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
}

export async function submitLogin(page: Page): Promise<void> {
  await page.getByTestId('login-form').locator('button[type="submit"]').click();
}

/** Signs in through the login form on screen (not the API), as a player would. */
export async function loginThroughForm(page: Page, username: string, password: string): Promise<void> {
  await fillLogin(page, username, password);
  await submitLogin(page);
}

/** The notice alert (title 'Notice' in English) and its message; closes it with its submit button. */
export async function expectNotice(page: Page, message: string | RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(message);
  await dialog.getByTestId('dialog-submit').click();
  await expect(dialog).toHaveCount(0);
}

export interface StoredState {
  session: Record<string, string>;
  local: Record<string, string>;
}

/** Everything in the page's session and local storage, less the tests' own markers. */
export async function storedState(page: Page): Promise<StoredState> {
  return page.evaluate(() => {
    const dump = (storage: Storage) => {
      const out: Record<string, string> = {};
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key && !key.startsWith('__e2e')) out[key] = storage.getItem(key) ?? '';
      }
      return out;
    };
    return { session: dump(sessionStorage), local: dump(localStorage) };
  });
}
