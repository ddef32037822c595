// Withdraw and withdrawal records end to end against the real platform, on demo (funds
// password asked, 'forgot' link, first two withdrawals of a day free) and mono (no funds password:
// WDRAWNOPASSVERIF3; 2 % fee; bank cards only). The wd_ accounts each meet one catalogued refusal;
// its English message comes from the one error table, and the test follows where it leads. Then a
// valid withdrawal: a double tap submits once, the balance drops once, the record shows it.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { ERROR_MESSAGE_KEYS } from '../../src/api/error-messages';
import { WITHDRAW_FUND_PASSWORD, WITHDRAW_PASSWORD } from '../../platform/db/seed-withdraw';
import { pathOf } from './support/app';
import { freshContext, resetPlatform } from './support/auth';
import { E2E_PORT, apiLogin, merchantUrl, seedSession, type MerchantCode } from './support/platform';

const API = `http://localhost:${E2E_PORT}`;
const EN_ERRORS = JSON.parse(readFileSync(new URL('../../src/i18n/locales/en/errors.json', import.meta.url), 'utf8')) as Record<string, string>;

function messageOf(code: keyof typeof ERROR_MESSAGE_KEYS, values: Record<string, string | number> = {}): string {
  const text = EN_ERRORS[ERROR_MESSAGE_KEYS[code]] ?? '';
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));
}

/** "₫1,234.50" → 1234.5 */
function amountOf(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ''));
}

async function openAs(context: BrowserContext, code: MerchantCode, username: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await seedSession(page, await apiLogin(code, { username, password: WITHDRAW_PASSWORD }));
  await page.goto(merchantUrl(code, path));
  await expect(page.locator('main[data-screen]').first()).toBeVisible();
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
  return page;
}

async function fillAndSubmit(page: Page, amount: string, password: string | null): Promise<void> {
  await page.locator('input[name="amount"]').fill(amount);
  if (password !== null) await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('withdraw-submit').click();
}

interface Case {
  readonly user: string;
  /** What the player does, then what must show and where it leads. */
  readonly check: (page: Page, withPassword: boolean) => Promise<void>;
}

const leadsTo = (code: keyof typeof ERROR_MESSAGE_KEYS, path: string, values: Record<string, string | number> = {}) => async (page: Page, withPassword: boolean) => {
  await fillAndSubmit(page, '150', withPassword ? WITHDRAW_FUND_PASSWORD : null);
  const dialog = page.getByTestId('dialog-confirm');
  await expect(dialog).toContainText(messageOf(code, values));
  await dialog.getByTestId('dialog-go').click();
  await expect.poll(() => pathOf(page)).toBe(path);
};

const CASES: Record<'demo' | 'mono', readonly Case[]> = {
  demo: [
    { user: 'wd_noinfo', check: leadsTo('required_member_information_incomplete', '/m/securityCenter/payee') },
    { user: 'wd_nopass', check: leadsTo('member.fundpassword.not.set', '/m/securityCenter/fundsPassword') },
    { user: 'wd_nodeposit', check: leadsTo('required_deposit_amount_not_reached', '/m/voucherCenter', { required: 100 }) },
    {
      user: 'wd_turnover',
      check: async (page) => {
        await expect(page.getByTestId('withdraw-turnover')).toHaveAttribute('data-status', 'I');
        await expect(page.getByTestId('withdraw-turnover-row')).toHaveCount(2);
        await fillAndSubmit(page, '150', WITHDRAW_FUND_PASSWORD);
        const alert = page.getByTestId('dialog-alert');
        await expect(alert).toContainText(messageOf('withdraw_turnover_not_enough'));
        await alert.getByTestId('dialog-submit').click();
        await expect(page.getByTestId('withdraw-turnover-row').first()).toBeVisible();
      },
    },
    {
      user: 'wd_promo',
      check: async (page) => {
        await expect(page.getByTestId('withdraw-turnover')).toHaveAttribute('data-status', 'N');
        await expect(page.getByTestId('withdraw-locked')).toBeVisible();
        await expect(page.getByTestId('withdraw-form')).toHaveCount(0);
      },
    },
    {
      user: 'wd_frozen',
      check: async (page, withPassword) => {
        await page.locator('[data-testid="withdraw-card"][data-frozen="true"]').click();
        await fillAndSubmit(page, '150', withPassword ? WITHDRAW_FUND_PASSWORD : null);
        const alert = page.getByTestId('dialog-alert');
        await expect(alert).toContainText(messageOf('bank_card_is_frozen'));
        await alert.getByTestId('dialog-submit').click();
        await expect(page.getByTestId('field-error-bankCardId')).toHaveText(messageOf('bank_card_is_frozen'));
        await expect(page.locator('[data-testid="withdraw-card"][data-frozen="false"]')).toBeFocused();
      },
    },
    {
      user: 'wd_empty',
      check: async (page) => {
        await expect(page.getByTestId('withdraw-no-card')).toBeVisible();
        await page.getByTestId('withdraw-add-card').click();
        await expect.poll(() => pathOf(page)).toBe('/m/securityCenter/addBankCard');
      },
    },
  ],
  mono: [
    { user: 'wd_noinfo', check: leadsTo('required_member_information_incomplete', '/m/securityCenter/payee') },
    { user: 'wd_nodeposit', check: leadsTo('required_deposit_amount_not_reached', '/m/voucherCenter', { required: 50 }) },
  ],
};

let context: BrowserContext;

test.beforeAll(async () => {
  await resetPlatform();
});
test.afterEach(async () => {
  await context.close();
});

async function newContext(browser: Browser): Promise<BrowserContext> {
  context = await freshContext(browser);
  return context;
}

for (const code of ['demo', 'mono'] as const) {
  test(`${code}: each catalogued refusal shows its message and leads where it is fixed`, async ({ browser }) => {
    await newContext(browser);
    const withPassword = code === 'demo';
    for (const c of CASES[code]) {
      await test.step(c.user, async () => {
        const page = await openAs(context, code, c.user, '/m/withdraw');
        await expect(page.locator('input[name="password"]')).toHaveCount(withPassword && c.user !== 'wd_promo' ? 1 : 0);
        await expect(page.getByTestId('withdraw-forgot-password')).toHaveCount(withPassword && c.user !== 'wd_promo' ? 1 : 0);
        await c.check(page, withPassword);
        await page.close();
      });
    }
  });
}

test('demo: a wrong funds password stays with its field; then a double tap withdraws once, and balance, record and books agree', async ({ browser }) => {
  await newContext(browser);
  const page = await openAs(context, 'demo', 'wd_ok', '/m/withdraw');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveAttribute('data-state', 'shown');
  const before = amountOf(await balance.innerText());
  expect(before).toBe(5000);
  await expect(page.getByTestId('withdraw-tab-B')).toBeVisible();
  await expect(page.getByTestId('withdraw-remaining')).toContainText('5 of 5');

  // The fee is asked once, after the typing stops (500 ms debounce).
  const feeCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('MCSFE_getCalculatedWithdrawCharges')) feeCalls.push(r.url());
  });
  await page.locator('input[name="amount"]').pressSequentially('150', { delay: 60 });
  await expect(page.getByTestId('withdraw-fee')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('₫0.00');
  expect(feeCalls).toHaveLength(1);
  expect(feeCalls[0]).toContain('withdrawAmount=150');

  await page.locator('input[name="password"]').fill('Wrong999');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('field-error-password')).toHaveText(messageOf('member.fundpassword.wrong'));
  await expect(page.locator('input[name="password"]')).toBeFocused();

  const submits: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/wps/v2/transaction/withdraw')) submits.push(r.url());
  });
  await page.locator('input[name="password"]').fill(WITHDRAW_FUND_PASSWORD);
  await page.getByTestId('withdraw-submit').dblclick();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  expect(submits).toHaveLength(1);
  await expect(page.getByTestId('withdraw-records-entry')).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Withdrawal submitted' })).toBeVisible();
  await expect(balance).toHaveText('₫4,850.00');
  await expect(page.getByTestId('withdraw-remaining')).toContainText('4 of 5');
  const withdrawId = await page.getByTestId('withdraw-done').getAttribute('data-withdraw-id');

  await page.getByTestId('withdraw-records-link').click();
  await expect(page.locator('main[data-screen="withdraw-record"]')).toBeVisible();
  const row = page.locator(`[data-testid="record-row"][data-record-id="${withdrawId}"]`);
  await expect(row).toBeVisible();
  await expect(row.locator('[data-figure="amount"] dd')).toHaveText('₫150.00');
  await expect(page.getByTestId('record-row')).toHaveCount(1);
  // The account records show the debit (demo's first withdrawals of the day are free: no fee row).
  await page.goto(merchantUrl('demo', '/m/transaction/record'));
  const ledgerRows = page.getByTestId('record-row').filter({ hasText: withdrawId ?? '' });
  await expect(ledgerRows).toHaveCount(1);
  await expect(ledgerRows.locator('[data-tx-type="3001"]')).toBeVisible();
  await expect(ledgerRows.locator('[data-figure="amount"] dd')).toHaveText('-₫150.00');
  await expect(ledgerRows.locator('[data-figure="balance"] dd')).toHaveText('₫4,850.00');

  const audit = (await (await fetch(`${API}/__dev/ledger/audit`)).json()) as { value: { negative: number; mismatches: unknown[] } };
  expect(audit.value).toMatchObject({ negative: 0, mismatches: [] });
});

test('mono: no funds password; the 2 % fee shows and is debited with the amount', async ({ browser }) => {
  await newContext(browser);
  const page = await openAs(context, 'mono', 'wd_ok', '/m/withdraw');
  await expect(page.getByTestId('withdraw-tab-B')).toHaveCount(0);
  await expect(page.locator('input[name="password"]')).toHaveCount(0);
  await page.getByTestId('withdraw-amount-preset').filter({ hasText: '₫100.00' }).click();
  await expect(page.getByTestId('withdraw-fee')).toHaveText('₫2.00');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₫4,898.00');
});

test('demo records: date tabs and a custom range reach the platform, paging to the last page, the footer sums every row, empty state', async ({ browser }) => {
  await newContext(browser);
  const page = await openAs(context, 'demo', 'wd_hist', '/m/withdrawReport?range=7days');
  const rows = page.getByTestId('record-row');
  await expect(rows.first()).toBeVisible();

  // Each tab asks the platform for its range and shows what it answered.
  for (const key of ['today', 'yesterday', '7days'] as const) {
    const reply = page.waitForResponse((r) => r.url().includes('MCSFE_getWithdrawTransactionReport'));
    await page.getByTestId(`record-range-${key}`).click();
    const report = (await (await reply).json()) as { value: { records: unknown[]; totalCount: number } };
    await expect(page.getByTestId(`record-range-${key}`)).toHaveAttribute('aria-pressed', 'true');
    expect(report.value.totalCount).toBeGreaterThan(0);
    await expect(rows).toHaveCount(Math.min(10, report.value.totalCount));
  }

  // A custom range over the last 30 days holds all 25: three pages, the last with 5.
  await page.getByTestId('record-range-custom').click();
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 86_400_000);
  const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await page.locator('input[name="startDate"]').fill(day(from));
  await page.locator('input[name="endDate"]').fill(day(to));
  await page.getByTestId('record-custom-apply').click();
  await expect(page.getByTestId('record-page')).toHaveText('Page 1 of 3');
  // Rows by their record id: each page must bring ids not seen before (no page read twice).
  const seen = new Map<string, number>();
  const collect = async (count: number) => {
    await expect(rows).toHaveCount(count);
    await expect.poll(async () => seen.has((await rows.first().getAttribute('data-record-id')) ?? '')).toBe(false);
    const pairs = await rows.evaluateAll((els) => els.map((el) => [el.getAttribute('data-record-id') ?? '', el.querySelector('[data-figure="amount"] dd')?.textContent ?? '']));
    for (const [id, text] of pairs) seen.set(id ?? '', amountOf(text ?? ''));
  };
  await collect(10);
  await page.getByTestId('record-page-next').click();
  await expect(page.getByTestId('record-page')).toHaveText('Page 2 of 3');
  await collect(10);
  await page.getByTestId('record-page-next').click();
  await expect(page.getByTestId('record-page')).toHaveText('Page 3 of 3');
  await collect(5);
  expect(seen.size).toBe(25);
  const amounts = [...seen.values()];
  const footer = amountOf(await page.getByTestId('record-footer').locator('[data-figure="amount"] dd').innerText());
  expect(footer).toBeCloseTo(amounts.reduce((s, a) => s + a, 0), 2);
  await expect(page.getByTestId('record-footer').locator('[data-figure="count"] dd')).toHaveText('25');

  // The state filter narrows the list and the footer with it.
  await page.getByTestId('withdraw-state-filter').selectOption('3');
  await expect(page.locator('[data-testid="record-row"] [data-state]').first()).toHaveAttribute('data-state', '3');
  await expect(page.locator('[data-testid="record-row"] [data-state]:not([data-state="3"])')).toHaveCount(0);

  const empty = await openAs(context, 'demo', 'wd_empty', '/m/withdrawReport?range=7days');
  await expect(empty.getByTestId('empty-state')).toBeVisible();
  await expect(empty.getByTestId('record-footer')).toHaveCount(0);
});
