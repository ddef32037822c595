// Rewards: claiming a reward and a manual rebate credits the balance once each and the
// unclaimed badge drops (demo and atlas: different currencies and rebate rates); my rebate lists
// the claim; transfer to upline is shown and reachable only when AGETRANSFERUP3 is on, the member
// has a toUpline value and is not type 2 (every combination, data-driven); one transfer moves money
// from the member to the upline. Accounts rw_* come from platform/db/seed-rewards.ts.
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import type { DevLedgerAudit } from '../../src/api/contract.generated';
import { freshContext, resetPlatform } from './support/auth';
import { E2E_DEVICE_ID, E2E_PORT, apiLogin, merchantUrl, seedSession, type E2eSession, type MerchantCode } from './support/platform';

const PASSWORD = 'Demo@1234';
const FUND_PASSWORD = 'Fund1234';
const API = `http://localhost:${E2E_PORT}`;

/** '$20,044.00' / '￥1,234.56' → 20044 / 1234.56 */
function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

async function balance(page: Page): Promise<number> {
  const figure = page.getByTestId('wallet-balance');
  await expect(figure).toHaveAttribute('data-state', 'shown');
  return amountOf(await figure.textContent());
}

async function expectBalance(page: Page, expected: number): Promise<void> {
  await expect.poll(async () => Math.round(amountOf(await page.getByTestId('wallet-balance').textContent()) * 100)).toBe(Math.round(expected * 100));
}

/** Type 2 accounts sign in through the agent login (member login refuses them). */
async function agentApiLogin(code: MerchantCode, username: string): Promise<E2eSession> {
  const { configure } = await import('../../src/api/client');
  const { callEndpoint } = await import('../../src/api/endpoints');
  const { loadMerchant } = await import('./support/merchants');
  configure({ baseUrl: API, merchantCode: code, encryptionScheme: loadMerchant(code).encryption.scheme, getLanguage: () => 'EN', isOnline: () => true });
  const reply = await callEndpoint('login', { body: { type: 'username', username, password: PASSWORD, loginDeviceId: E2E_DEVICE_ID } });
  return { id: reply.id, token: reply.token, merchantCode: reply.merchantCode ?? code, userName: reply.userName, type: reply.customerType, firstTimeLogin: reply.firstTimeLogin };
}

async function signedInPage(browser: Browser, session: E2eSession): Promise<Page> {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await seedSession(page, session);
  return page;
}

async function auditClean(): Promise<void> {
  const audit = (await (await fetch(`${API}/__dev/ledger/audit`)).json()) as { value: DevLedgerAudit };
  expect(audit.value.mismatches).toEqual([]);
}

test.beforeAll(async () => {
  await resetPlatform();
});

for (const code of ['demo', 'atlas'] as const) {
  test(`${code}: a reward and a manual rebate are each credited once; the badge drops; my rebate lists the claim`, async ({ browser }) => {
    const page = await signedInPage(browser, await apiLogin(code, { username: 'rw_claim', password: PASSWORD }));
    await page.goto(merchantUrl(code, '/m/rewardCenter'));
    await expect(page.locator('main[data-screen="reward-center"]')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('reward-tab-receiving')).toBeVisible();
    await expect(page.getByTestId('reward-badge')).toHaveAttribute('data-count', '5');
    const items = page.getByTestId('reward-item');
    await expect(items).toHaveCount(5);

    // Claim the first reward: the toast, the wallet up by its amount once, the item gone, badge 4.
    const start = await balance(page);
    const first = items.first();
    const rewardId = await first.getAttribute('data-reward-id');
    const amount = amountOf(await first.getByTestId('reward-amount').textContent());
    await first.getByTestId('reward-claim').click();
    await expect(page.getByTestId('toast')).toBeVisible();
    await expect(page.locator(`[data-reward-id="${rewardId}"]`)).toHaveCount(0);
    await expect(page.getByTestId('reward-badge')).toHaveAttribute('data-count', '4');
    await expectBalance(page, start + amount);
    // A reload shows the same: credited once, not claimable again.
    await page.reload();
    await expect(items).toHaveCount(4);
    await expectBalance(page, start + amount);

    // The manual rebate: per-product lines, their total claimed once, then nothing left.
    await page.goto(merchantUrl(code, '/m/member/manualRebate'));
    await expect(page.locator('main[data-screen="manual-rebate"]')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('rebate-line')).toHaveCount(3);
    const total = amountOf(await page.getByTestId('rebate-total').textContent());
    expect(total).toBe(67.34); // 5,000 × 0.8 % + 2,500 × 0.6 % + 1,234.56 × 1 % (floored)
    const beforeRebate = await balance(page);
    await page.getByTestId('rebate-claim').click();
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await expect(page.getByTestId('rebate-claim')).toBeDisabled();
    await expectBalance(page, beforeRebate + total);

    // My rebate: today's claim with the footer total.
    await page.getByTestId('rebate-records-link').click();
    await expect(page.locator('main[data-screen="rebate-report"]')).toBeVisible();
    await page.getByTestId('record-range-today').click();
    await expect(page.getByTestId('record-row')).toHaveCount(1);
    await expect(page.getByTestId('record-footer')).toContainText('67.34');
    await page.getByTestId('record-range-7days').click();
    await expect(page.getByTestId('record-row')).toHaveCount(3);
    await auditClean();
    await page.context().close();
  });
}

test('rw_none: no tabs and an empty reward centre; mono has no manual rebate', async ({ browser }) => {
  const page = await signedInPage(browser, await apiLogin('mono', { username: 'rw_none', password: PASSWORD }));
  await page.goto(merchantUrl('mono', '/m/rewardCenter'));
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(page.locator('[data-testid^="reward-tab-"]')).toHaveCount(0);
  await expect(page.getByTestId('reward-badge')).toHaveAttribute('data-count', '0');
  await page.goto(merchantUrl('mono', '/m/member/manualRebate'));
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.context().close();
});

// Spec §6, every combination: the flag by merchant (demo on, mono off) × a toUpline value or none ×
// type 0 or 2. The member-centre entry and the route agree, and only all three together open it.
const MATRIX = (['demo', 'mono'] as const).flatMap((code) =>
  [
    { username: 'rw_up_ok', type: 0, upline: true },
    { username: 'rw_up_none', type: 0, upline: false },
    { username: 'rw_up_a2', type: 2, upline: true },
    { username: 'rw_up_a2none', type: 2, upline: false },
  ].map((user) => ({ code, ...user, shown: code === 'demo' && user.upline && user.type !== 2 })),
);

test('transfer to upline: entry and route only when AGETRANSFERUP3, a toUpline value and type ≠ 2', async ({ browser }) => {
  test.setTimeout(60_000);
  // One context per merchant, a new tab per row: each tab has its own sessionStorage, so its own
  // seeded session (nothing per user lives in localStorage); a context costs more than the row.
  const contexts = new Map<MerchantCode, BrowserContext>();
  for (const row of MATRIX) {
    const session = row.type === 2 ? await agentApiLogin(row.code, row.username) : await apiLogin(row.code, { username: row.username, password: PASSWORD });
    const context = contexts.get(row.code) ?? (await freshContext(browser));
    contexts.set(row.code, context);
    const page = await context.newPage();
    await seedSession(page, session);
    await page.goto(merchantUrl(row.code, '/m/mine'));
    await expect(page.locator('main[data-screen="member-center"]')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('member-menu-MYACC').first(), `${row.code}/${row.username}: menu drawn`).toBeAttached();
    await expect(page.getByTestId('member-menu-AGETRANSFERUP3'), `${row.code}/${row.username}: entry`).toHaveCount(row.shown ? 1 : 0);
    await page.goto(merchantUrl(row.code, '/m/upLine/transfer'));
    if (row.shown) {
      await expect(page.getByTestId('upline-transfer-form'), `${row.code}/${row.username}: form`).toBeVisible();
      await expect(page.getByTestId('upline-name')).toHaveText('rw_upline');
    } else {
      await expect(page, `${row.code}/${row.username}: refused`).toHaveURL(/\/m\/home$/);
    }
    await page.close();
  }
  for (const context of contexts.values()) await context.close();
});

test('one transfer moves the amount from the member to the upline', async ({ browser }) => {
  const agent = await apiLogin('demo', { username: 'rw_upline', password: PASSWORD });
  const agentBalance = async () => {
    const reply = (await (await fetch(`${API}/wps/v2/wallets/balance`, { headers: { Merchant: 'demo', Authorization: agent.token } })).json()) as { value: { sumBalance: number } };
    return reply.value.sumBalance;
  };
  const agentBefore = await agentBalance();
  const page = await signedInPage(browser, await apiLogin('demo', { username: 'rw_up_ok', password: PASSWORD }));
  await page.goto(merchantUrl('demo', '/m/upLine/transfer'));
  await expect(page.getByTestId('upline-transfer-form')).toBeVisible();
  const before = await balance(page);
  await page.locator('input[name="amount"]').fill('12.34');
  await page.locator('input[name="fundPassword"]').fill(FUND_PASSWORD);
  await page.getByTestId('upline-transfer-submit').click();
  await expect(page.getByTestId('toast')).toContainText('rw_upline');
  await expectBalance(page, before - 12.34);
  await expect(page.locator('input[name="amount"]')).toHaveValue('');
  expect(Math.round((await agentBalance()) * 100)).toBe(Math.round((agentBefore + 12.34) * 100));
  await auditClean();
  await page.context().close();
});
