// Red envelope rain and link management, against the real platform.
// Red rain (demo has AGENTRANSMULTDOWN3, mono not): rr_agent sends to three downlines EACH and to
// three others SPLIT; its balance falls by each total, every downline's rises by its share, both
// sides' account records hold the 6003/6004 rows; an amount over the balance keeps submit disabled
// with a message naming the balance; mono refuses the route. Links: agent01 (the issue names it)
// creates a link, copies it, a fresh browser registers through it and the new member's toUpline is
// agent01, the link's registration count rises, deleting it stops the code; mono's lk_agent sees its
// own links and mono's options. Accounts rr_*/lk_* come from platform/db/seed-redrain.ts.
import { expect, test, type Page } from './support/test';
import type { MemberInfo, RecordsTransactionPage, Wallet } from '../../src/api/contract.generated';
import { freshContext, latestSmsCode, resetPlatform } from './support/auth';
import { ACCOUNTS, E2E_PORT, apiLogin, merchantUrl, seedSession, type E2eSession, type MerchantCode } from './support/platform';

const API = `http://localhost:${E2E_PORT}`;
const AGENT_PASSWORD = 'Agent@1234';
const DOWN_PASSWORD = 'Down@1234';
const AGENT_TRANSFER_OUT = 6003;
const AGENT_TRANSFER_IN = 6004;

async function api<T>(code: MerchantCode, session: E2eSession, path: string, query: Record<string, string | number> = {}): Promise<{ success: boolean; value: T; errorCode: string | null }> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const response = await fetch(`${API}${path}${search ? `?${search}` : ''}`, { headers: { Merchant: code, Authorization: session.token, Device: 'MOBILE', Language: 'EN' } });
  return (await response.json()) as { success: boolean; value: T; errorCode: string | null };
}

const walletCents = async (code: MerchantCode, session: E2eSession): Promise<number> => Math.round((await api<Wallet>(code, session, '/wps/v2/wallets/balance')).value.sumBalance * 100);

async function todaysRows(code: MerchantCode, session: E2eSession, txTypeId: number): Promise<number[]> {
  const now = Date.now();
  const page = await api<RecordsTransactionPage>(code, session, '/wps/relay/ODSFE2_MemTransDet', { startDate: now - 86_400_000, endDate: now + 60_000, size: 100, txTypeId });
  return page.value.content.map((r) => Math.round(r.amount * 100));
}

/** '￥99,962.98' → 9996298 */
const centsOf = (text: string | null): number => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

async function screen(page: Page, key: string): Promise<void> {
  const main = page.locator(`main[data-screen="${key}"]`);
  await expect(main).toBeVisible();
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
}

test.beforeAll(async () => {
  await resetPlatform();
});

test('demo: red rain EACH and SPLIT move the totals out and the shares in, recorded on both sides; over the balance submit stays disabled; mono refuses the route', async ({ browser }) => {
  const agent = await apiLogin('demo', { username: 'rr_agent', password: AGENT_PASSWORD });
  const downs = ['rr_down01', 'rr_down02', 'rr_down03', 'rr_down04', 'rr_down05', 'rr_down06'];
  const sessions = await Promise.all(downs.map((username) => apiLogin('demo', { username, password: DOWN_PASSWORD })));
  const before = { agent: await walletCents('demo', agent), downs: await Promise.all(sessions.map((s) => walletCents('demo', s))) };

  const context = await freshContext(browser);
  const page = await context.newPage();
  await seedSession(page, agent);
  await page.goto(merchantUrl('demo', '/m/redRain'));
  await screen(page, 'red-rain');
  await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-state', 'shown');
  expect(centsOf(await page.getByTestId('wallet-balance').textContent())).toBe(before.agent);
  const rows = page.getByTestId('downline-row');
  await expect(rows).toHaveCount(6);

  // Search narrows the list; select all picks what is shown.
  await page.getByTestId('red-rain-search').fill('rr_down03');
  await expect(rows).toHaveCount(1);
  await page.getByTestId('red-rain-search').fill('');
  await page.getByTestId('red-rain-select-all').check();
  await expect(page.getByTestId('red-rain-selected-count')).toHaveText('6 of 6 selected');
  await page.getByTestId('red-rain-select-all').uncheck();
  for (const username of downs.slice(0, 3)) await page.locator(`[data-testid="downline-row"][data-username="${username}"]`).click();
  await expect(page.getByTestId('red-rain-selected-count')).toHaveText('3 of 6 selected');

  // Over the balance: 3 × 40,000.00 > 100,000.00 — refused before submit, the message names the balance.
  const amount = page.locator('input[name="amount"]');
  const submit = page.getByTestId('red-rain-submit');
  await amount.fill('40000');
  await expect(page.getByTestId('red-rain-total')).toContainText('120,000.00');
  await expect(page.getByTestId('red-rain-problem')).toContainText('100,000.00');
  await expect(submit).toBeDisabled();

  // EACH 12.34 to three: the sheet lists the shares; one confirm moves 37.02.
  await amount.fill('12.34');
  await expect(submit).toBeEnabled();
  await submit.click();
  const sheet = page.getByTestId('sheet');
  await expect(sheet.getByTestId('red-rain-confirm-share')).toHaveCount(3);
  await expect(sheet).toContainText('12.34');
  await sheet.getByTestId('red-rain-confirm').click();
  await expect(page.getByTestId('toast')).toContainText('to 3 downlines');
  await screen(page, 'red-rain');
  await expect.poll(async () => centsOf(await page.getByTestId('wallet-balance').textContent())).toBe(before.agent - 3 * 1234);
  await expect(page.locator('[data-testid="downline-row"][data-username="rr_down01"] [data-testid="red-rain-downline-balance"]')).toHaveText(/112\.34/);

  // SPLIT 10.00 between the other three: 3.34 to the first in the list, 3.33 to the others.
  for (const username of downs.slice(3)) await page.locator(`[data-testid="downline-row"][data-username="${username}"]`).click();
  await page.locator('input[name="mode"][value="SPLIT"]').check();
  await amount.fill('10');
  await expect(page.getByTestId('red-rain-share')).toContainText('3.33');
  await submit.click();
  await expect(sheet.locator('[data-username="rr_down04"]')).toContainText('3.34');
  await sheet.getByTestId('red-rain-confirm').click();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expect.poll(async () => centsOf(await page.getByTestId('wallet-balance').textContent())).toBe(before.agent - 3702 - 1000);

  // The platform agrees: every balance, and both sides' account records.
  expect(await walletCents('demo', agent)).toBe(before.agent - 4702);
  const shares = [1234, 1234, 1234, 334, 333, 333];
  for (const [i, s] of sessions.entries()) {
    expect(await walletCents('demo', s), downs[i]).toBe((before.downs[i] ?? 0) + (shares[i] ?? 0));
    expect(await todaysRows('demo', s, AGENT_TRANSFER_IN), downs[i]).toEqual([shares[i]]);
  }
  expect((await todaysRows('demo', agent, AGENT_TRANSFER_OUT)).sort((a, b) => a - b)).toEqual([-1234, -1234, -1234, -334, -333, -333].sort((a, b) => a - b));

  // mono has no AGENTRANSMULTDOWN3: the route sends the agent home.
  const mono = await context.newPage();
  await seedSession(mono, await apiLogin('mono', { username: 'rr_agent', password: AGENT_PASSWORD }));
  await mono.goto(merchantUrl('mono', '/m/redRain'));
  await expect(mono).toHaveURL(/\/m\/home$/);
  await context.close();
});

test('demo: a link agent01 creates registers a member under agent01, counted for the link; deleting it stops the code; mono shows its own links and options', async ({ browser }) => {
  const agent = await apiLogin('demo', ACCOUNTS.agent);
  const context = await freshContext(browser);
  // Copy goes to the clipboard; record what is written instead of asking the OS clipboard.
  await context.addInitScript(() => {
    const copied: string[] = [];
    Object.defineProperty(window, '__copied', { value: copied });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) } });
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  const page = await context.newPage();
  await seedSession(page, agent);
  await page.goto(merchantUrl('demo', '/m/linkManage'));
  await screen(page, 'link-manage');
  const links = page.getByTestId('affiliate-link');
  const count = await links.count();

  await page.getByTestId('link-create').click();
  const sheet = page.getByTestId('sheet');
  await sheet.locator('select[name="channel"]').selectOption('TELEGRAM');
  await sheet.locator('select[name="expiryDays"]').selectOption('7');
  await sheet.getByTestId('link-create-submit').click();
  await expect(page.getByTestId('toast')).toContainText('Link created.');
  await expect(links).toHaveCount(count + 1);
  const link = links.first();
  await expect(link).toContainText('Telegram');
  const code = (await link.getAttribute('data-code')) ?? '';
  const linkId = (await link.getAttribute('data-link-id')) ?? '';
  await expect(link.getByTestId('link-registrations')).toHaveAttribute('data-count', '0');
  const url = (await link.getByTestId('link-url').textContent()) ?? '';
  expect(url).toBe(merchantUrl('demo', `/m/register?code=${code}`));

  // Copy, and share without navigator.share (it copies too).
  await link.getByTestId('link-copy').click();
  await expect(page.getByTestId('toast')).toContainText('Link copied.');
  await link.getByTestId('link-share').click();
  expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([url, url]);

  // A stranger opens the link and registers.
  const stranger = await freshContext(browser);
  const reg = await stranger.newPage();
  await reg.goto(url);
  await screen(reg, 'register');
  const form = reg.getByTestId('register-form');
  await expect(form.locator('input[name="affiliateCode"]')).toHaveValue(code);
  const mobile = '0913700001';
  await form.locator('input[name="username"]').fill('viaLink01');
  await form.locator('input[name="password"]').fill('Newbie@123');
  await form.locator('input[name="confirmPassword"]').fill('Newbie@123');
  await form.locator('input[name="mobileNum"]').fill(mobile);
  await reg.getByTestId('sms-get-code').click();
  await form.locator('input[name="verificationCode"]').fill(await latestSmsCode(mobile, 'demo'));
  await form.locator('input[name="confirmedAge"]').check();
  await form.locator('button[type="submit"]').click();
  await expect(reg).toHaveURL(/\/m\/home$/);
  await stranger.close();
  const member = await apiLogin('demo', { username: 'viaLink01', password: 'Newbie@123' });
  expect((await api<MemberInfo>('demo', member, '/wps/member/info')).value.toUpline).toBe('agent01');
  // agent01 sees the new member among its direct downlines in team members (newest first, level 1).
  const team = await context.newPage();
  await seedSession(team, agent);
  await team.goto(merchantUrl('demo', '/m/member/team'));
  await screen(team, 'team-members');
  await expect(team.locator('[data-testid="downline-row"][data-username="viaLink01"]')).toBeVisible();
  await team.close();

  // The count rises and the sheet names the new member.
  await page.reload();
  await screen(page, 'link-manage');
  const again = page.locator(`[data-testid="affiliate-link"][data-link-id="${linkId}"]`);
  await expect(again.getByTestId('link-registrations')).toHaveAttribute('data-count', '1');
  await again.getByTestId('link-registrations').click();
  await expect(page.getByTestId('link-registration')).toHaveAttribute('data-username', 'viaLink01');
  await page.getByTestId('link-registrations-close').click();

  // Delete (after the confirmation): gone from the list, and its code no longer registers.
  await again.getByTestId('link-delete').click();
  await page.getByTestId('dialog-go').click();
  await expect(page.getByTestId('toast')).toContainText('Link deleted.');
  await expect(again).toHaveCount(0);
  const check = (await (await fetch(`${API}/wps/agent/affiliate?code=${code}`, { headers: { Merchant: 'demo' } })).json()) as { errorCode: string };
  expect(check.errorCode).toBe('affiliate.link.invalid');

  // mono: lk_agent's seeded links (one expired, copy off) and mono's narrower options.
  const mono = await context.newPage();
  await seedSession(mono, await apiLogin('mono', { username: 'lk_agent', password: AGENT_PASSWORD }));
  await mono.goto(merchantUrl('mono', '/m/linkManage'));
  await screen(mono, 'link-manage');
  await expect(mono.getByTestId('affiliate-link')).toHaveCount(3);
  const expired = mono.locator('[data-testid="affiliate-link"][data-expired="true"]');
  await expect(expired.getByTestId('link-expiry')).toHaveText('Expired');
  await expect(expired.getByTestId('link-copy')).toBeDisabled();
  await mono.getByTestId('link-create').click();
  await expect(mono.locator('select[name="channel"] option')).toHaveText(['Facebook', 'Zalo']);
  await expect(mono.locator('select[name="expiryDays"] option')).toHaveText(['30 days', 'Never expires']);
  await context.close();
});
