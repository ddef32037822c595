// Records (/m/gameRecord, /m/transaction/record, /m/profitandloss) against the real
// platform on demo and mono: a round played through /__dev/play shows in the betting records and
// its BET/PAYOUT rows in the account records; date tabs and a custom range; paging to the last
// page; footer totals equal the sum of the rows across every page; the vendor and type filters;
// the agent view; empty states (rec_empty); profit and loss with its per-vendor detail sheet.
import { expect, test, type BrowserContext, type Locator, type Page } from './support/test';
import type { DevPlay } from '../../src/api/contract.generated';
import { freshContext, resetPlatform } from './support/auth';
import { E2E_PORT, apiLogin, merchantUrl, seedSession, type MerchantCode } from './support/platform';

const API = `http://localhost:${E2E_PORT}`;
const PASSWORD = 'Demo@1234';

async function play(body: { merchant: MerchantCode; username: string; vendor?: string; bet: number; win: number }): Promise<DevPlay> {
  const response = await fetch(`${API}/__dev/play`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { success: boolean; value: DevPlay; errorCode: string | null };
  if (!envelope.success) throw new Error(`play refused: ${envelope.errorCode}`);
  return envelope.value;
}

let context: BrowserContext;
test.beforeAll(async () => {
  await resetPlatform();
});
test.beforeEach(async ({ browser }) => {
  context = await freshContext(browser);
});
test.afterEach(async () => {
  await context.close();
});

async function signedIn(code: MerchantCode, username: string): Promise<Page> {
  const page = await context.newPage();
  await seedSession(page, await apiLogin(code, { username, password: PASSWORD }));
  return page;
}

async function open(page: Page, code: MerchantCode, path: string, screen: string): Promise<void> {
  await page.goto(merchantUrl(code, path));
  await settled(page, screen);
}

async function settled(page: Page, screen: string): Promise<void> {
  await expect(page.locator(`main[data-screen="${screen}"]`)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A money text ("+₫1,234.50", "-$3.00") as a number. */
const amount = (text: string): number => Number(text.replace(/[^\d.-]/g, ''));
const figure = async (scope: Locator, key: string): Promise<number> => amount(await scope.locator(`[data-figure="${key}"] dd`).innerText());
const cents = (n: number): number => Math.round(n * 100);

/** Walks the pager from page 1 to the last page, summing each figure over every row seen. */
async function sumAllPages(page: Page, screen: string, keys: readonly string[]): Promise<{ rows: number; pages: number; sums: Record<string, number> }> {
  const sums: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  let rows = 0;
  let pages = 0;
  for (;;) {
    pages += 1;
    const list = page.getByTestId('record-row');
    const n = await list.count();
    rows += n;
    for (let i = 0; i < n; i += 1) for (const k of keys) sums[k] = (sums[k] ?? 0) + cents(await figure(list.nth(i), k));
    const next = page.getByTestId('record-page-next');
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await expect(page.getByTestId('record-page')).toContainText(`${pages + 1}`);
    await settled(page, screen);
  }
  return { rows, pages, sums };
}

async function footerCents(page: Page, keys: readonly string[]): Promise<Record<string, number>> {
  const footer = page.getByTestId('record-footer');
  const out: Record<string, number> = {};
  for (const k of keys) out[k] = cents(await figure(footer, k));
  return out;
}

test('demo: a simulated round shows in the betting records and its BET and PAYOUT rows in the account records', async () => {
  const round = await play({ merchant: 'demo', username: 'rec_play', vendor: 'EVO', bet: 120.5, win: 300 });
  const page = await signedIn('demo', 'rec_play');
  await open(page, 'demo', '/m/gameRecord', 'betting-record');
  await expect(page.getByTestId('record-range-today')).toHaveAttribute('aria-pressed', 'true');
  const row = page.locator(`[data-testid="record-row"][data-record-id="${round.betId}"]`);
  await expect(row).toContainText('Evolution');
  expect(await figure(row, 'bet')).toBe(120.5);
  expect(await figure(row, 'win')).toBe(300);
  await expect(row.locator('[data-figure="pnl"] dd')).toHaveText('+₫179.50');
  await expect(row.locator('[data-figure="pnl"] dd')).toHaveAttribute('data-tone', 'plus');

  await open(page, 'demo', '/m/transaction/record', 'account-record');
  const rows = page.getByTestId('record-row').filter({ hasText: round.betId });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId('record-type')).toHaveText('Payout');
  await expect(rows.nth(0).locator('[data-figure="amount"] dd')).toHaveText('+₫300.00');
  await expect(rows.nth(1).getByTestId('record-type')).toHaveText('Bet');
  await expect(rows.nth(1).locator('[data-figure="amount"] dd')).toHaveText('-₫120.50');
  await expect(rows.nth(1).locator('[data-figure="amount"] dd')).toHaveAttribute('data-tone', 'minus');
  expect(await figure(rows.nth(0), 'balance')).toBe(round.balance);
});

test('demo: betting records by date tab and custom range, paged to the last page, footer = sum of every row, vendor filter', async () => {
  const page = await signedIn('demo', 'rec_hist');
  await open(page, 'demo', '/m/gameRecord', 'betting-record');
  // Today has rounds: wait for the first row (the screen can be idle for a moment before its list asks).
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await page.getByTestId('record-range-yesterday').click();
  await settled(page, 'betting-record');
  await expect(page.getByTestId('record-row')).toHaveCount(5);

  await page.getByTestId('record-range-7days').click();
  await settled(page, 'betting-record');
  await expect(page.getByTestId('record-page')).toHaveText('Page 1 of 2');
  const keys = ['bet', 'valid', 'win', 'pnl'] as const;
  const week = await sumAllPages(page, 'betting-record', keys);
  expect(week).toMatchObject({ rows: 19, pages: 2 });
  await expect(page.getByTestId('record-page-next')).toBeDisabled();
  expect(await footerCents(page, keys)).toEqual(week.sums);

  // A custom range of 40 days reaches the older rounds: 25 in 3 pages.
  await page.getByTestId('record-range-custom').click();
  const form = page.getByTestId('record-custom-form');
  const from = await page.evaluate(() => {
    const d = new Date(Date.now() - 40 * 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await form.locator('input[name="startDate"]').fill(from);
  await page.getByTestId('record-custom-apply').click();
  await settled(page, 'betting-record');
  await expect(page.getByTestId('record-page')).toHaveText('Page 1 of 3');
  const all = await sumAllPages(page, 'betting-record', keys);
  expect(all).toMatchObject({ rows: 25, pages: 3 });
  expect(await footerCents(page, keys)).toEqual(all.sums);

  await page.getByTestId('record-filter-vendor').selectOption('EVO');
  await settled(page, 'betting-record');
  await expect(page).toHaveURL(/vendor=EVO/);
  const evo = page.getByTestId('record-row');
  expect(await evo.count()).toBeGreaterThan(0);
  for (const text of await evo.allInnerTexts()) expect(text).toContain('Evolution');
});

test('mono: account records paged to the last page with in/out totals of every row, the type filter and the agent view', async () => {
  const page = await signedIn('mono', 'rec_hist');
  await open(page, 'mono', '/m/transaction/record?range=7days', 'account-record');
  const types = page.getByTestId('record-type');
  await expect(types.first()).toBeVisible();
  // Every row of the range across the pages: the footer's in and out are their sums.
  let inCents = 0;
  let outCents = 0;
  let pages = 0;
  for (;;) {
    pages += 1;
    const rows = page.getByTestId('record-row');
    for (let i = 0; i < (await rows.count()); i += 1) {
      const value = cents(await figure(rows.nth(i), 'amount'));
      if (value > 0) inCents += value;
      else outCents -= value;
    }
    const next = page.getByTestId('record-page-next');
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await expect(page.getByTestId('record-page')).toContainText(`Page ${pages + 1} of`);
    await settled(page, 'account-record');
  }
  expect(pages).toBeGreaterThan(2);
  const footer = page.getByTestId('record-footer');
  expect(cents(await figure(footer, 'in'))).toBe(inCents);
  expect(-cents(await figure(footer, 'out'))).toBe(outCents);
  await expect(page.getByText('Opening balance')).toHaveCount(0);

  await page.getByTestId('record-filter-type').selectOption({ label: 'Bet' });
  // The filtered page replaces the rows once its reply is in (a slow machine may still show the old
  // rows, or none, when the select has changed): wait for the rows to be the filtered ones.
  await expect.poll(async () => [...new Set(await page.getByTestId('record-type').allInnerTexts())]).toEqual(['Bet']);
  await settled(page, 'account-record');

  await open(page, 'mono', '/m/transaction/record?types=A&range=7days', 'account-record');
  await expect(page.getByTestId('records-agent-view')).toBeVisible();
  expect(new Set(await page.getByTestId('record-type').allInnerTexts())).toEqual(new Set(['Reward', 'Rebate']));
  const options = await page.getByTestId('record-filter-type').locator('option').allInnerTexts();
  expect(options).toContain('Reward');
  expect(options).not.toContain('Bet');
});

test('empty states for rec_empty (mono), and demo profit and loss: summary, detail rows summing to the footer, the detail sheet', async () => {
  const empty = await signedIn('mono', 'rec_empty');
  await open(empty, 'mono', '/m/gameRecord?range=7days', 'betting-record');
  await expect(empty.getByTestId('empty-state')).toBeVisible();
  await expect(empty.getByTestId('record-footer')).toHaveCount(0);
  await open(empty, 'mono', '/m/transaction/record?range=7days', 'account-record');
  await expect(empty.getByTestId('empty-state')).toBeVisible();

  const page = await signedIn('demo', 'rec_hist');
  await open(page, 'demo', '/m/profitandloss?range=7days', 'pnl');
  const summary = page.getByTestId('pnl-summary');
  await expect(summary.locator('[data-figure="rewards"]')).toContainText('₫88.00');
  await expect(summary.locator('[data-figure="rebates"]')).toContainText('₫12.34');
  const rows = page.getByTestId('record-row');
  expect(await rows.count()).toBeGreaterThan(3);
  let pnl = 0;
  let bet = 0;
  for (let i = 0; i < (await rows.count()); i += 1) {
    pnl += cents(await figure(rows.nth(i), 'pnl'));
    bet += cents(await figure(rows.nth(i), 'bet'));
  }
  const footer = page.getByTestId('record-footer');
  expect(cents(await figure(footer, 'pnl'))).toBe(pnl);
  expect(cents(await figure(footer, 'bet'))).toBe(bet);

  const evoRow = rows.filter({ hasText: 'Evolution' });
  const evoPnl = await figure(evoRow, 'pnl');
  await evoRow.getByTestId('pnl-detail-open').click();
  const sheet = page.getByTestId('sheet');
  await expect(sheet).toHaveAttribute('data-vendor', 'EVO');
  expect(await figure(sheet, 'pnl')).toBe(evoPnl);
  await sheet.getByTestId('pnl-detail-bets').click();
  await settled(page, 'betting-record');
  await expect(page).toHaveURL(/range=7days.*vendor=EVO|vendor=EVO.*range=7days/);
  for (const text of await page.getByTestId('record-row').allInnerTexts()) expect(text).toContain('Evolution');
});
