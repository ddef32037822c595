// The message centre (/m/webEmail, /m/message) against the real platform on demo (inbox,
// outbox, replies) and mono (one page, no outbox, no replies): reading one moves the list, the tab
// count and the header dot; mark all read; delete many; reply lands in the outbox; a hostile body
// runs nothing; a refused mark rolls back.
import { expect, test, type BrowserContext, type Page } from './support/test';
import type { InboxPage, OutboxPage } from '../../src/api/contract.generated';
import { pathOf } from './support/app';
import { freshContext, resetPlatform } from './support/auth';
import { ACCOUNTS, E2E_PORT, apiLogin, merchantUrl, seedSession, type E2eSession, type MerchantCode } from './support/platform';

const API = `http://localhost:${E2E_PORT}`;
const EMPTY_USER = { username: 'msg_empty01', password: 'Demo@1234' };

async function relay<T>(code: MerchantCode, session: E2eSession, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API}/wps/relay/${path}`, {
    method,
    headers: { Merchant: code, Authorization: session.token, Device: 'MOBILE', Language: 'EN', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!envelope.success) throw new Error(`${path} failed: ${envelope.message ?? response.status}`);
  return envelope.value;
}

const unreadOnServer = (code: MerchantCode, session: E2eSession) => relay<number>(code, session, 'GET', 'EMFE_getInboxUnreadCount');

async function addMessage(body: { merchant: MerchantCode; username: string; subject: string; content: string; canReply?: boolean; recordSource?: 'SYSTEM' | 'SERVICE' }): Promise<number> {
  const response = await fetch(`${API}/__dev/messages`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { success: boolean; value: { inboxId: number } };
  if (!envelope.success) throw new Error('could not add the message');
  return envelope.value.inboxId;
}

/** A second sign-in after the reset (not a first login), in English, with the session seeded. */
async function signedIn(code: MerchantCode, account: { username: string; password: string } = ACCOUNTS.member): Promise<{ page: Page; session: E2eSession }> {
  await apiLogin(code, account);
  const session = await apiLogin(code, account);
  const page = await context.newPage();
  await seedSession(page, session);
  return { page, session };
}

async function openMessages(page: Page, code: MerchantCode, path = '/m/webEmail'): Promise<void> {
  await page.goto(merchantUrl(code, path));
  await expect(page.locator('main[data-screen="messages"]')).toBeVisible();
  await expect(page.locator('main[data-screen="messages"]')).not.toHaveAttribute('aria-busy', 'true');
}

const items = (page: Page) => page.getByTestId('message-item');
const item = (page: Page, subject: string) => items(page).filter({ hasText: subject });

let context: BrowserContext;
test.beforeEach(async ({ browser }) => {
  await resetPlatform();
  context = await freshContext(browser);
});
test.afterEach(async () => {
  await context.close();
});
test.afterAll(async () => {
  await resetPlatform();
});

test('demo: pages of 20 with read state; reading one updates the list, the tab count and the header dot', async () => {
  const { page, session } = await signedIn('demo');
  await openMessages(page, 'demo', '/m/message');
  await expect(page.getByTestId('message-tab-inbox')).toBeVisible();
  await expect(page.getByTestId('message-tab-outbox')).toBeVisible();
  await expect(page.getByTestId('message-unread-count')).toHaveText('9');
  await expect.poll(() => items(page).count()).toBeGreaterThanOrEqual(20);
  // Sender, subject, time and read state on every row.
  const first = items(page).first();
  await expect(first).toContainText('Your weekly bonus');
  await expect(first).toContainText('System');
  await expect(first.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(first).toHaveAttribute('data-read', 'false');
  // Scrolling to the end (infinite scroll, with the load-more button as the fallback) reaches all 45.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const more = page.getByTestId('message-load-more');
    if ((await more.count()) > 0) await more.click({ timeout: 500 }).catch(() => undefined);
    expect(await items(page).count()).toBe(45);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('message-load-more')).toHaveCount(0);

  await first.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(page.getByTestId('message-detail')).toContainText('Your weekly bonus');
  const content = page.getByTestId('message-content');
  await expect(content).toHaveAttribute('data-sanitized', 'done');
  await expect(content.getByRole('link', { name: 'the full terms' })).toHaveAttribute('target', '_blank');
  await page.getByTestId('header-back').click();
  await expect(item(page, 'Your weekly bonus')).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('message-unread-count')).toHaveText('8');
  expect(await unreadOnServer('demo', session)).toBe(8);

  // In-app links in a message go through the router.
  await item(page, 'Your weekly bonus').getByRole('button').click();
  await page.getByTestId('message-content').getByRole('link', { name: 'Open the reward centre' }).click();
  await expect.poll(() => pathOf(page)).toBe('/m/rewardCenter');
  await page.getByTestId('footer-item-home').click();
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  await expect(page.getByTestId('header-messages-dot')).toBeVisible();
  // The member centre's mail badge says the same: 8 unread after the one read.
  await page.getByTestId('footer-item-member').click();
  await expect(page.locator('main[data-screen="member-center"]')).toBeVisible();
  await expect(page.getByTestId('member-badge-MAILCEN')).toContainText('8');
});

test('demo: reading the last unread message clears the header dot at once', async () => {
  await addMessage({ merchant: 'demo', username: EMPTY_USER.username, subject: 'Only one', content: '<p>Just this.</p>' });
  const { page, session } = await signedIn('demo', EMPTY_USER);
  await page.goto(merchantUrl('demo', '/m/home'));
  await expect(page.getByTestId('header-messages-dot')).toBeVisible();
  await page.getByTestId('header-messages').click();
  await expect(page.locator('main[data-screen="messages"]')).toBeVisible();
  await expect(items(page)).toHaveCount(1);
  await items(page).getByRole('button').click();
  await expect(page.getByTestId('message-content')).toContainText('Just this.');
  await expect(page.getByTestId('message-unread-count')).toHaveCount(0);
  // Back to home without a reload: the dot follows the store.
  await page.getByTestId('footer-item-home').click();
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  await expect(page.getByTestId('header-messages-dot')).toHaveCount(0);
  expect(await unreadOnServer('demo', session)).toBe(0);
  // Nor does the member centre show a mail badge any more.
  await page.getByTestId('footer-item-member').click();
  await expect(page.locator('main[data-screen="member-center"]')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('member-menu-MAILCEN').first()).toBeVisible();
  await expect(page.getByTestId('member-badge-MAILCEN')).toHaveCount(0);
  await page.getByTestId('footer-item-home').click();
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();

  // Mail that arrives meanwhile shows when the centre opens again (the kept list is refreshed).
  await addMessage({ merchant: 'demo', username: EMPTY_USER.username, subject: 'A second one', content: '<p>More.</p>' });
  await page.getByTestId('header-messages').click();
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).first()).toContainText('A second one');
  await expect(page.getByTestId('message-unread-count')).toHaveText('1');
});

test('mono: one page, no outbox tab, no reply; reading both unread clears the dot', async () => {
  const { page, session } = await signedIn('mono');
  await openMessages(page, 'mono', '/m/webEmail?box=outbox');
  await expect(page.getByTestId('message-tab-outbox')).toHaveCount(0);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(items(page)).toHaveCount(5);
  await expect(page.getByTestId('message-load-more')).toHaveCount(0);
  const unread = items(page).and(page.locator('[data-read="false"]'));
  await expect(unread).toHaveCount(2);
  // The replyable one: canReply, but SENDMAIL3 is off on mono.
  await item(page, 'How was your deposit?').getByRole('button').click();
  await expect(page.getByTestId('message-detail')).toBeVisible();
  await expect(page.getByTestId('message-reply-form')).toHaveCount(0);
  await page.getByTestId('header-back').click();
  await expect(unread).toHaveCount(1);
  await unread.first().getByRole('button').click();
  await expect(page.getByTestId('message-detail')).toBeVisible();
  await page.getByTestId('footer-item-home').click();
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  await expect(page.getByTestId('header-messages-dot')).toHaveCount(0);
  expect(await unreadOnServer('mono', session)).toBe(0);
});

for (const code of ['demo', 'mono'] as const) {
  test(`${code}: mark all read reads every page and clears the dot`, async () => {
    const { page, session } = await signedIn(code);
    await openMessages(page, code);
    await page.getByTestId('message-mark-read').click();
    await expect(items(page).and(page.locator('[data-read="false"]'))).toHaveCount(0);
    await expect(page.getByTestId('message-unread-count')).toHaveCount(0);
    await expect(page.getByTestId('message-mark-read')).toBeDisabled();
    // The list shows them read at once (a refused batch is rolled back); the platform's count follows when its calls return.
    await expect.poll(() => unreadOnServer(code, session)).toBe(0);
    await page.getByTestId('footer-item-home').click();
    await expect(page.locator('main[data-screen="home"]')).toBeVisible();
    await expect(page.getByTestId('header-messages-dot')).toHaveCount(0);
  });

  test(`${code}: delete many after a confirm; they are gone from the platform too`, async () => {
    const { page, session } = await signedIn(code);
    await openMessages(page, code);
    const before = (await relay<InboxPage>(code, session, 'GET', 'EMFE_getInbox?size=100')).content.length;
    await page.getByTestId('message-select').click();
    const chosen: string[] = [];
    for (const index of [1, 2, 3]) {
      const row = items(page).nth(index);
      chosen.push((await row.getAttribute('data-message-id')) ?? '');
      await row.getByRole('checkbox').check();
    }
    await page.getByTestId('message-delete').click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete 3 selected messages?');
    await confirm.getByTestId('dialog-go').click();
    for (const id of chosen) await expect(page.locator(`[data-testid="message-item"][data-message-id="${id}"]`)).toHaveCount(0);
    const after = (await relay<InboxPage>(code, session, 'GET', 'EMFE_getInbox?size=100')).content;
    expect(after).toHaveLength(before - 3);
    expect(after.map((m) => String(m.inboxId))).not.toContain(chosen[0]);
  });
}

test('demo: delete one from its page, after a confirm', async () => {
  const { page, session } = await signedIn('demo');
  await openMessages(page, 'demo');
  const row = items(page).nth(4);
  const id = Number(await row.getAttribute('data-message-id'));
  await row.getByRole('button').click();
  await page.getByTestId('message-delete').click();
  await page.getByRole('alertdialog').getByTestId('dialog-go').click();
  await expect(page.getByTestId('message-detail')).toHaveCount(0);
  await expect(page.locator(`[data-testid="message-item"][data-message-id="${id}"]`)).toHaveCount(0);
  const all = (await relay<InboxPage>('demo', session, 'GET', 'EMFE_getInbox?size=100')).content;
  expect(all.map((m) => m.inboxId)).not.toContain(id);
});

test('demo: a reply where allowed lands at the top of the outbox; others offer none', async () => {
  const { page, session } = await signedIn('demo');
  await openMessages(page, 'demo');
  await item(page, 'Your weekly bonus').getByRole('button').click();
  await expect(page.getByTestId('message-detail')).toBeVisible();
  await expect(page.getByTestId('message-reply-form')).toHaveCount(0);
  await page.getByTestId('header-back').click();

  await item(page, 'How was your deposit? #3').getByRole('button').click();
  const form = page.getByTestId('message-reply-form');
  await expect(form.locator('input[name="subject"]')).toHaveValue('RE: How was your deposit? #3');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('message-reply-problem')).toHaveText('Write your reply first.');
  await form.locator('textarea[name="content"]').fill('It arrived, thank you!');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('message-reply-sent')).toBeVisible();

  await page.getByTestId('header-back').click();
  await page.getByTestId('message-tab-outbox').click();
  await expect(page).toHaveURL(/box=outbox/);
  const sent = items(page).first();
  await expect(sent).toContainText('RE: How was your deposit? #3');
  await expect(sent).toContainText('To Customer Service');
  await sent.getByRole('button').click();
  await expect(page.getByTestId('message-content')).toHaveText('It arrived, thank you!');
  const outbox = await relay<OutboxPage>('demo', session, 'GET', 'EMFE_getOutbox');
  expect(outbox.content[0]).toMatchObject({ subject: 'RE: How was your deposit? #3', content: 'It arrived, thank you!' });
});

test('demo: a hostile message body does nothing', async () => {
  const dialogs: string[] = [];
  const attacker: string[] = [];
  const { page } = await signedIn('demo');
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => {
    if (r.url().includes('attacker')) attacker.push(r.url());
  });
  await openMessages(page, 'demo');
  await item(page, 'Account verification').getByRole('button').click();
  const content = page.getByTestId('message-content');
  await expect(content).toHaveAttribute('data-sanitized', 'done');
  await expect(content).toContainText('Please verify your account.');
  const html = await content.innerHTML();
  expect(html).not.toMatch(/onerror|onload|<script|<iframe|<svg|javascript:/i);
  await expect(page.locator('[onerror], [onload], iframe')).toHaveCount(0);
  await content.getByText('Verify now').click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(attacker).toEqual([]);
  await expect(page.locator('main[data-screen="messages"]')).toBeVisible();
});

test('demo: a refused mark read rolls the list and the count back, with an error', async () => {
  const { page, session } = await signedIn('demo');
  await openMessages(page, 'demo');
  const row = item(page, 'Your weekly bonus');
  const id = Number(await row.getAttribute('data-message-id'));
  // Gone on the platform while the list still shows it: the mark is refused (not.found).
  await relay('demo', session, 'POST', 'EMFE_deleteInbox', { inboxIds: String(id), recordSource: 'SYSTEM' });
  await row.getByRole('button').click();
  await expect(page.getByRole('alert').filter({ hasText: /not|exist/i })).toBeVisible();
  await page.getByTestId('header-back').click();
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('message-unread-count')).toHaveText('8');
});

test('demo: an account without mail sees the empty states', async () => {
  const { page } = await signedIn('demo', EMPTY_USER);
  await openMessages(page, 'demo');
  await expect(page.getByTestId('empty-state')).toHaveText('You have no messages in the last 30 days.');
  await expect(page.getByTestId('message-mark-read')).toHaveCount(0);
  await page.getByTestId('message-tab-outbox').click();
  await expect(page.getByTestId('empty-state')).toHaveText('You have sent no replies in the last 7 days.');
});
