// Customer service, feedback and help centre in Chromium against the real
// platform: channels per merchant from decrypted paths, live chat by verify token (in-app frame on
// a phone, a 440x750 window on a desktop-sized screen), the offline toast 'Error: {message}' for
// 3 s when the token fails, feedback with the server's word bounds, and help topics whose hostile
// HTML does nothing. demo: LIVECHAT + TELEGRAM, FEEDBACK3 on (5-60 words), four help topics;
// mono: ZALO only, FEEDBACK3 off, no help topics; atlas: LIVECHAT, FEEDBACK3 on (10-200 words).
import { expect, test, type Page } from './support/test';
import { freshContext, resetPlatform } from './support/auth';
import { screenReady } from './support/app';
import { axeViolations } from './support/axe';
import { ACCOUNTS, E2E_PORT, apiLogin, merchantUrl, seedLanguage, seedSession, type MerchantCode } from './support/platform';

const API = `http://localhost:${E2E_PORT}`;

async function setChatFault(merchant: MerchantCode, fail: boolean): Promise<void> {
  const response = await fetch(`${API}/__dev/faults/chatToken`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ merchant, fail }) });
  const envelope = (await response.json()) as { success: boolean };
  if (!envelope.success) throw new Error('chat fault switch failed');
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeEach(async () => {
  await resetPlatform();
});

test.describe('customer service', () => {
  test('demo: the footer item opens /m/service with its decrypted channels; TELEGRAM is an external link', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto(merchantUrl('demo', '/m/home'));
    await screenReady(page);
    await page.getByTestId('footer-item-service').click();
    const main = page.locator('main[data-screen="service"]');
    await expect(main).toBeVisible();
    await expect(main).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('app-footer')).toHaveCount(0);
    const entries = page.getByTestId('service-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toHaveAttribute('data-cs-type', 'LIVECHAT');
    await expect(entries.nth(0)).toContainText('Live chat');
    const telegram = page.locator('[data-testid="service-entry"][data-cs-type="TELEGRAM"]');
    await expect(telegram).toHaveAttribute('href', 'https://t.me/demo_lobby_support');
    await expect(telegram).toHaveAttribute('target', '_blank');
    await expect(telegram).toHaveAttribute('rel', /noopener/);
    // The paths on the wire are encrypted: the plain URL never travels.
    const wire = await page.evaluate(async () => (await fetch('/wps/system/customerService', { headers: { Merchant: 'demo' } })).text());
    expect(wire).not.toContain('t.me');
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('mono: one ZALO channel, in Vietnamese by default', async ({ browser }) => {
    const context = await browser.newContext({ ...test.info().project.use });
    const page = await context.newPage();
    await page.goto(merchantUrl('mono', '/m/service'));
    await screenReady(page);
    const entries = page.getByTestId('service-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toHaveAttribute('data-cs-type', 'ZALO');
    await expect(entries.first()).toHaveAttribute('href', 'https://support.mono.lobby.test/zalo');
    await expect(page.locator('main[data-screen="service"]')).toContainText('Chọn cách bạn muốn liên hệ với chúng tôi.');
    await context.close();
  });

  test('demo guest on a phone: live chat opens in-app with a verify token the chat page accepts', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto(merchantUrl('demo', '/m/service'));
    await screenReady(page);
    const tokenCall = page.waitForResponse((r) => r.url().includes('/wps/relay/CHAT_verifyToken'));
    await page.locator('[data-testid="service-entry"][data-cs-type="LIVECHAT"]').click();
    expect((await tokenCall).ok()).toBe(true);
    const frame = page.getByTestId('service-chat-frame');
    await expect(frame).toBeVisible();
    const src = (await frame.getAttribute('src')) ?? '';
    const url = new URL(src, merchantUrl('demo'));
    expect(url.pathname).toBe('/demo-chat');
    expect(url.searchParams.get('token')).toBeTruthy();
    expect(url.searchParams.get('userId')).toMatch(/^guest-/);
    const status = page.frameLocator('[data-testid="service-chat-frame"]').getByTestId('demo-chat-status');
    await expect(status).toHaveAttribute('data-state', 'connected');
    await expect(status).toContainText('Connected as Guest');
    await expectNoAxeViolations(page);
    await expect(page.getByTestId('service-chat-close')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('service-chat')).toHaveCount(0);
    await expect(page.locator('[data-testid="service-entry"][data-cs-type="LIVECHAT"]')).toBeFocused();
    await context.close();
  });

  test('atlas member on a phone: the chat carries the member', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await seedSession(page, await apiLogin('atlas', ACCOUNTS.member));
    await page.goto(merchantUrl('atlas', '/m/service'));
    await screenReady(page);
    await page.locator('[data-testid="service-entry"][data-cs-type="LIVECHAT"]').click();
    const status = page.frameLocator('[data-testid="service-chat-frame"]').getByTestId('demo-chat-status');
    await expect(status).toContainText('Connected as demo01');
    await context.close();
  });

  test('demo member on a desktop-sized screen: live chat opens a 440x750 window with token, userId and userName', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, locale: 'en-GB' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const original = window.open.bind(window);
      (window as unknown as { __chatOpens: string[] }).__chatOpens = [];
      window.open = (url?: string | URL, target?: string, features?: string) => {
        (window as unknown as { __chatOpens: string[] }).__chatOpens.push(String(features));
        return original(url, target, features);
      };
    });
    await seedSession(page, await apiLogin('demo', ACCOUNTS.member));
    await page.goto(merchantUrl('demo', '/m/service'));
    await screenReady(page);
    const popupPromise = page.waitForEvent('popup');
    await page.locator('[data-testid="service-entry"][data-cs-type="LIVECHAT"]').click();
    const popup = await popupPromise;
    await popup.waitForURL(/\/demo-chat\?/);
    const url = new URL(popup.url());
    expect(url.searchParams.get('userName')).toBe('demo01');
    expect(url.searchParams.get('userId')).toMatch(/^\d+$/);
    await expect(popup.getByTestId('demo-chat-status')).toHaveAttribute('data-state', 'connected');
    const features = await page.evaluate(() => (window as unknown as { __chatOpens: string[] }).__chatOpens);
    expect(features).toHaveLength(1);
    expect(features[0]).toContain('width=440');
    expect(features[0]).toContain('height=750');
    // Not in-app as well.
    await expect(page.getByTestId('service-chat')).toHaveCount(0);
    await context.close();
  });

  test('demo: a failed chat token shows the offline toast "Error: {message}" for 3 s and opens nothing', async ({ browser }) => {
    await setChatFault('demo', true);
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto(merchantUrl('demo', '/m/service'));
    await screenReady(page);
    await page.locator('[data-testid="service-entry"][data-cs-type="LIVECHAT"]').click();
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText('Error: The chat service is offline. Please try again later.');
    const shownAt = Date.now();
    await expect(toast).toHaveAttribute('role', 'alert');
    await expect(page.getByTestId('service-chat')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect(toast).toHaveCount(0, { timeout: 5000 });
    const visibleMs = Date.now() - shownAt;
    expect(visibleMs).toBeGreaterThan(2000);
    expect(visibleMs).toBeLessThan(4000);

    // The vendor is back: the same tap now opens the chat.
    await setChatFault('demo', false);
    await page.locator('[data-testid="service-entry"][data-cs-type="LIVECHAT"]').click();
    await expect(page.getByTestId('service-chat-frame')).toBeVisible();
    await context.close();
  });

  test('demo: the offline toast is worded in Vietnamese for a Vietnamese interface', async ({ browser }) => {
    await setChatFault('demo', true);
    const context = await browser.newContext({ ...test.info().project.use });
    const page = await context.newPage();
    await page.goto(merchantUrl('demo', '/m/service'));
    await screenReady(page);
    await page.locator('[data-testid="service-entry"][data-cs-type="LIVECHAT"]').click();
    await expect(page.getByTestId('toast')).toHaveText('Lỗi: Dịch vụ trò chuyện đang ngoại tuyến. Vui lòng thử lại sau.');
    await context.close();
  });
});

test('atlas in Arabic: the service screen is right to left (icon at the inline start, on the right)', async ({ browser }) => {
  const context = await browser.newContext({ ...test.info().project.use });
  const page = await context.newPage();
  await seedLanguage(page, 'AR');
  await page.goto(merchantUrl('atlas', '/m/service'));
  await screenReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const entry = page.locator('[data-testid="service-entry"][data-cs-type="LIVECHAT"]');
  const icon = await entry.locator('.service-entry__icon').boundingBox();
  const label = await entry.locator('.service-entry__label').boundingBox();
  expect(icon && label && icon.x > label.x).toBe(true);
  await expectNoAxeViolations(page);
  await context.close();
});

test.describe('feedback', () => {
  test('demo: word bounds from the rules, nothing sent out of bounds, nothing typed lost on failure, then sent', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await seedSession(page, await apiLogin('demo', ACCOUNTS.member));
    await page.goto(merchantUrl('demo', '/m/feedback'));
    await screenReady(page);
    const main = page.locator('main[data-screen="feedback"]');
    await expect(main).not.toHaveAttribute('aria-busy', 'true');
    await expect(main).toContainText('Between 5 and 60 words.');
    await expect(page.locator('select[name="type"] option')).toHaveText(['Suggestion', 'Problem report', 'Deposit or withdrawal', 'Other']);
    await expect(page.getByTestId('feedback-item')).toHaveCount(2);
    await expect(page.getByTestId('feedback-item').first()).toHaveAttribute('data-status', 'RECEIVED');

    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/wps/feedback')) puts.push(r.url());
    });
    const content = page.locator('textarea[name="content"]');
    await content.fill('Too short here');
    await expect(page.getByTestId('feedback-count')).toHaveText('3 / 60 words');
    await expect(page.getByTestId('feedback-count')).toHaveAttribute('data-state', 'short');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-content-error')).toHaveText('Feedback must be between 5 and 60 words (you wrote 3).');
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await content.fill(Array.from({ length: 61 }, (_, i) => `w${i}`).join(' '));
    await expect(page.getByTestId('feedback-count')).toHaveAttribute('data-state', 'long');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-content-error')).toContainText('(you wrote 61)');
    expect(puts).toEqual([]);

    // A failure (no connection) keeps the type and the text as typed.
    const text = 'The withdrawal page should show the fee before I confirm.';
    await page.locator('select[name="type"]').selectOption('PAYMENT');
    await content.fill(text);
    await expect(page.getByTestId('feedback-count')).toHaveAttribute('data-state', 'ok');
    await context.setOffline(true);
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('toast')).toBeVisible();
    await expect(content).toHaveValue(text);
    await expect(page.locator('select[name="type"]')).toHaveValue('PAYMENT');
    await context.setOffline(false);

    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-verdict')).toHaveText('Thank you! Your feedback has been received.');
    await expect(content).toHaveValue('');
    const first = page.getByTestId('feedback-item').first();
    await expect(page.getByTestId('feedback-item')).toHaveCount(3);
    await expect(first).toContainText(text);
    await expect(first).toContainText('Deposit or withdrawal');
    // It is on the platform: a reload lists it.
    await page.reload();
    await expect(page.getByTestId('feedback-item').first()).toContainText(text);
    await context.close();
  });

  test('atlas: its own bounds (10-200 words) and types', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await seedSession(page, await apiLogin('atlas', ACCOUNTS.member));
    await page.goto(merchantUrl('atlas', '/m/feedback'));
    await screenReady(page);
    await expect(page.locator('main[data-screen="feedback"]')).toContainText('Between 10 and 200 words.');
    await expect(page.locator('select[name="type"] option')).toHaveText(['Suggestion', 'Other']);
    await page.locator('textarea[name="content"]').fill('one two three four five six');
    await page.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-content-error')).toHaveText('Feedback must be between 10 and 200 words (you wrote 6).');
    await context.close();
  });

  test('mono: FEEDBACK3 is off, /m/feedback is refused and lands on home', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await seedSession(page, await apiLogin('mono', ACCOUNTS.member));
    await page.goto(merchantUrl('mono', '/m/feedback'));
    await expect(page.locator('main[data-screen="home"]')).toBeVisible();
    await expect(page.locator('main[data-screen="feedback"]')).toHaveCount(0);
    await context.close();
  });

  test('a guest is sent to the login screen', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto(merchantUrl('demo', '/m/feedback'));
    await expect(page.locator('main[data-screen="login"]')).toBeVisible();
    await context.close();
  });
});

test.describe('help centre', () => {
  test('demo: topics open to sanitised HTML; the hostile topic runs nothing and its links go nowhere', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(merchantUrl('demo', '/m/helpCenter'));
    await screenReady(page);
    const topics = page.getByTestId('help-topic');
    await expect(topics).toHaveCount(4);
    await expect(topics.locator('.help-topic__title')).toHaveText(['How do I deposit?', 'How do I withdraw?', 'Account security', 'Responsible gaming']);

    const hostile = topics.filter({ hasText: 'Account security' });
    await hostile.getByRole('button').click();
    await expect(hostile.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    const content = hostile.getByTestId('help-topic-content');
    await expect(content).toContainText('Never share your password.');
    await expect(content.locator('script, iframe, form, input, button, [style], [onerror], [onload], [onclick]')).toHaveCount(0);
    const link = content.getByText('Claim your bonus');
    if ((await link.count()) > 0) {
      expect((await link.getAttribute('href')) ?? '').not.toMatch(/^javascript:/i);
      await link.click();
    }
    await content.getByText('Never share your password.').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __helpPwned?: boolean }).__helpPwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page.locator('main[data-screen="help-center"]')).toBeVisible();
    await expectNoAxeViolations(page);

    // An in-app link in a topic follows the router.
    const withdraw = topics.filter({ hasText: 'How do I withdraw?' });
    await withdraw.getByRole('button').click();
    await expect(withdraw.getByTestId('help-topic-content').getByRole('link')).toHaveAttribute('href', '/m/securityCenter');
    await context.close();
  });

  test('mono: no topics, the empty state', async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto(merchantUrl('mono', '/m/helpCenter'));
    await screenReady(page);
    await expect(page.getByTestId('empty-state')).toHaveText('There are no help topics yet.');
    await expect(page.locator('main[data-screen="help-center"]')).not.toHaveAttribute('aria-busy', 'true');
    await context.close();
  });
});
