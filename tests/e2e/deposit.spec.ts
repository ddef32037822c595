// Deposit on demo (new template, many methods, reference and slip on the receipt) and
// mono (base template, two methods, neither): submit → receipt → transfer completed → staff
// approve (dev) → the screen's and the header's balance rise by the amount and its reimbursement,
// and the deposit record says successful; reject leaves the balance; outside service hours is said
// plainly. Deposit records on dep_hist: date tabs, custom range, paging to the last page with the
// footer equal to the sum of every row, the state filter, accelerate; the empty state on dep_new.
import { expect, test, type Browser, type Page } from './support/test';
import { freshContext, resetPlatform } from './support/auth';
import { apiLogin, E2E_PORT, merchantUrl, seedSession, type MerchantCode } from './support/platform';

const API = `http://localhost:${E2E_PORT}`;

async function dev(path: string, body: unknown): Promise<{ success: boolean; value: unknown }> {
  const response = await fetch(`${API}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as { success: boolean; value: unknown };
}

async function openAs(browser: Browser, code: MerchantCode, username: string, path: string): Promise<Page> {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await seedSession(page, await apiLogin(code, { username, password: 'Demo@1234' }));
  await page.goto(merchantUrl(code, path));
  await expect(page.locator('main[data-screen]').first()).toBeVisible();
  return page;
}

/** "₫1,505.00" → 1505 */
const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function pngSlip(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1000;
    canvas.height = 800;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    // Noise: a png that does not shrink by itself, like a photo.
    const pixels = ctx.createImageData(1000, 800);
    let seed = 2463534242;
    for (let i = 0; i < pixels.data.length; i += 1) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      pixels.data[i] = i % 4 === 3 ? 255 : seed & 255;
    }
    ctx.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(data, 'base64');
}

test.beforeEach(async () => {
  await resetPlatform();
});

test('demo (new template): deposit with reference and compressed slip → approve → balances and the record show it', async ({ browser }) => {
  const page = await openAs(browser, 'demo', 'dep_flow', '/m/voucherCenter');
  const screen = page.locator('main[data-screen="deposit"]');
  await expect(screen).toHaveAttribute('data-template', 'new');
  await expect(screen).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₫1,000.00');
  // 8 fiat methods: 6 shown, the rest behind "show more"; badges read +N%.
  await expect(page.getByTestId('deposit-method')).toHaveCount(6);
  await expect(page.locator('[data-testid="deposit-method"][data-method="MT4"]')).toContainText('+2%');
  await page.getByTestId('deposit-methods-more').click();
  await expect(page.getByTestId('deposit-method')).toHaveCount(8);
  // Fixed-only MoMo: the amount is presets only.
  await page.locator('[data-testid="deposit-method"][data-method="MT4"]').click();
  await expect(page.locator('input[name="amount"]')).toHaveAttribute('readonly', '');
  await page.locator('[data-testid="deposit-method"][data-method="MT"]').click();
  await page.locator('[data-testid="deposit-channel"][data-channel="DEMO-VCB"]').click();
  await page.locator('input[name="amount"]').fill('10');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-amount-error')).toHaveText('Enter an amount from ₫50.00 to ₫50,000.00.');
  await page.locator('[data-testid="deposit-amount-preset"][data-amount="500"]').click();
  await expect(page.getByTestId('deposit-estimate')).toContainText('₫500.00');
  await page.getByTestId('deposit-submit').click();

  const receipt = page.getByTestId('deposit-receipt');
  await expect(receipt).toBeVisible();
  const depositId = (await receipt.getAttribute('data-deposit-id')) ?? '';
  expect(depositId).toMatch(/^DDEMO/);
  await expect(page.getByTestId('deposit-receipt-order')).toContainText(depositId);
  await expect(page.getByTestId('deposit-receipt-amount')).toContainText('₫500.00');
  await expect(page.getByTestId('deposit-countdown')).toContainText(/(30:00|29:5\d)/);
  // DPSTMTRMK3 and DEPUPDATEREM3 are on at demo: reference and slip.
  await page.locator('input[name="referenceNo"]').fill('FT26112233');
  const upload = page.waitForRequest((r) => r.url().endsWith('/wps/transaction/upload/depositImage'));
  const slip = await pngSlip(page);
  await page.getByTestId('deposit-slip-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
  // The picked png is noise of several MB; what goes out is the 720 px JPEG at quality 0.6.
  const sentBytes = Number((await (await upload).allHeaders())['content-length']);
  expect(slip.length).toBeGreaterThan(2_000_000);
  expect(sentBytes).toBeGreaterThan(0);
  expect(sentBytes).toBeLessThan(slip.length / 3);
  await expect(page.getByTestId('deposit-slip-status')).toHaveAttribute('data-state', 'done');
  await page.getByTestId('deposit-transfer-completed').click();
  await expect(page.getByTestId('deposit-submitted')).toBeVisible();

  const approved = await dev('/__dev/deposit/approve', { depositId });
  expect(approved.value).toMatchObject({ state: 3, credited: 500, bonus: 5, replayed: false });
  expect((await dev('/__dev/deposit/approve', { depositId })).value).toMatchObject({ replayed: true });

  await page.getByTestId('deposit-records-link').click();
  const row = page.locator(`[data-testid="record-row"][data-record-id="${depositId}"]`);
  await expect(row.getByTestId('deposit-record-state')).toHaveText('Successful');
  await expect(row.locator('[data-figure="amount"] dd')).toHaveText('₫500.00');

  // Back on the deposit screen the wallet has reloaded, and the last choice is remembered.
  await page.goto(merchantUrl('demo', '/m/voucherCenter'));
  await expect(page.getByTestId('wallet-balance')).toHaveText('₫1,505.00');
  await expect(page.locator('[data-testid="deposit-method"][data-method="MT"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-testid="deposit-channel"][data-channel="DEMO-VCB"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('input[name="amount"]')).toHaveValue('500');
  await page.goto(merchantUrl('demo', '/m/home'));
  await expect(page.getByTestId('header-balance')).toContainText('1,505.00');
  // The account records show the two ledger rows the approval posted, pointing at the order.
  await page.goto(merchantUrl('demo', '/m/transaction/record'));
  const ledgerRows = page.getByTestId('record-row').filter({ hasText: depositId });
  await expect(ledgerRows).toHaveCount(2);
  await expect(ledgerRows.filter({ has: page.locator('[data-tx-type="2001"]') }).locator('[data-figure="amount"] dd')).toHaveText('+₫500.00');
  await expect(ledgerRows.filter({ has: page.locator('[data-tx-type="2002"]') }).locator('[data-figure="amount"] dd')).toHaveText('+₫5.00');
  await expect(ledgerRows.filter({ has: page.locator('[data-tx-type="2002"]') }).locator('[data-figure="balance"] dd')).toHaveText('₫1,505.00');
  await page.context().close();
});

test('mono (base template): reject leaves the balance; outside service hours is said plainly', async ({ browser }) => {
  // mono serves 08:00–23:00 (UTC+7); this test needs a known answer, so it sets the hours itself.
  await dev('/__dev/deposit/settings', { merchantCode: 'mono', serviceFrom: '00:00', serviceTo: '00:00' });
  const page = await openAs(browser, 'mono', 'dep_flow', '/m/voucherCenter');
  const screen = page.locator('main[data-screen="deposit"]');
  await expect(screen).toHaveAttribute('data-template', 'base');
  await expect(screen).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('deposit-method')).toHaveCount(2);
  await expect(page.getByTestId('deposit-type-crypto')).toHaveCount(0);
  await expect(page.getByTestId('deposit-estimate')).toHaveCount(0);
  await page.locator('[data-testid="deposit-method"][data-method="PAYID"]').click();
  await page.locator('input[name="amount"]').fill('20000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-amount-error')).toHaveText('Enter an amount from ₫200.00 to ₫10,000.00.');
  await page.locator('[data-testid="deposit-amount-preset"][data-amount="200"]').click();
  await page.getByTestId('deposit-submit').click();
  const receipt = page.getByTestId('deposit-receipt');
  await expect(receipt).toBeVisible();
  // Neither flag at mono: no reference, no slip.
  await expect(page.locator('input[name="referenceNo"]')).toHaveCount(0);
  await expect(page.getByTestId('deposit-slip-input')).toHaveCount(0);
  const depositId = (await receipt.getAttribute('data-deposit-id')) ?? '';
  await page.getByTestId('deposit-transfer-completed').click();
  await expect(page.getByTestId('deposit-submitted')).toBeVisible();
  expect((await dev('/__dev/deposit/reject', { depositId })).value).toMatchObject({ state: 6, credited: 0 });
  await page.getByTestId('deposit-records-link').click();
  await expect(page.locator(`[data-testid="record-row"][data-record-id="${depositId}"]`).getByTestId('deposit-record-state')).toHaveText('Rejected');

  // A window that excludes now (merchant time UTC+7): the dialog says so and submit is off.
  const local = new Date(Date.now() + 7 * 3_600_000);
  const hhmm = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  await dev('/__dev/deposit/settings', { merchantCode: 'mono', serviceFrom: hhmm(local.getUTCHours() + 2), serviceTo: hhmm(local.getUTCHours() + 3) });
  await page.goto(merchantUrl('mono', '/m/voucherCenter'));
  await expect(page.getByTestId('deposit-outside-hours')).toContainText(`${hhmm(local.getUTCHours() + 2)} to ${hhmm(local.getUTCHours() + 3)}`);
  await page.getByTestId('deposit-outside-hours-ok').click();
  await expect(page.getByTestId('deposit-submit')).toBeDisabled();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₫1,000.00');
  await page.context().close();
});

test('deposit records: tabs, custom range, paging to the last page, footer = sum of the rows, filter, accelerate, empty', async ({ browser }) => {
  const page = await openAs(browser, 'demo', 'dep_hist', '/m/vouReport');
  await expect(page.locator('main[data-screen="deposit-record"]')).toBeVisible();
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  // Today: the pending order (NA) may be accelerated once.
  const accelerate = page.getByTestId('deposit-accelerate');
  const before = await accelerate.count();
  expect(before).toBeGreaterThan(0);
  await accelerate.first().click();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expect(accelerate).toHaveCount(before - 1);

  await page.getByTestId('record-range-7days').click();
  const rows = page.getByTestId('record-row');
  await expect(rows).toHaveCount(10);
  let sum = 0;
  const footer = amountOf((await page.getByTestId('record-footer').locator('[data-figure="total-arrivals"] dd').textContent()) ?? '');
  for (;;) {
    await expect(page.locator('.record-list[aria-busy="true"]')).toHaveCount(0);
    for (const text of await rows.locator('[data-figure="amount"] dd').allTextContents()) sum += Math.round(amountOf(text) * 100);
    const next = page.getByTestId('record-page-next');
    if (await next.isDisabled()) break;
    const first = (await rows.first().getAttribute('data-record-id')) ?? '';
    await next.click();
    await expect(rows.first()).not.toHaveAttribute('data-record-id', first);
  }
  expect(sum / 100).toBe(footer);
  expect(footer).toBeGreaterThan(0);

  // The state filter: rejected rows only.
  await page.getByTestId('deposit-state-filter').selectOption('6');
  await expect(rows.getByTestId('deposit-record-state').filter({ hasNotText: 'Rejected' })).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
  await page.getByTestId('deposit-state-filter').selectOption('');

  // A custom range reaching back 60 days holds the older orders too.
  await page.getByTestId('record-range-custom').click();
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toLocaleDateString('sv-SE');
  await page.locator('input[name="startDate"]').fill(day(60));
  await page.locator('input[name="endDate"]').fill(day(0));
  await page.getByTestId('record-custom-apply').click();
  await expect(page.getByTestId('record-page')).toContainText('3');

  // No deposits at all: the empty state.
  const empty = await openAs(browser, 'mono', 'dep_new', '/m/vouReport?range=7days');
  await expect(empty.getByTestId('empty-state')).toBeVisible();
  await expect(empty.getByTestId('record-footer')).toHaveCount(0);
  await empty.context().close();
  await page.context().close();
});
