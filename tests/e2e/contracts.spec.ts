// Contracts and dividends, against the real platform, on demo (DIVIDEND on) and
// mono (DIVIDEND off). ct_prompt holds three pending offers (agent01's stay pending for the other
// specs); ct_agent has a dividend contract in force and a weekly dividend history
// (platform/db/seed-contracts.ts). The file starts from the seed: its accept and payout move state.
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { pathOf } from './support/app';
import { resetPlatform } from './support/auth';
import { apiLogin, merchantUrl, seedSession, type MerchantCode } from './support/platform';

const CT_PROMPT = { username: 'ct_prompt', password: 'Agent@1234' } as const;
const CT_AGENT = { username: 'ct_agent', password: 'Agent@1234' } as const;

test.beforeAll(async () => {
  await resetPlatform();
});

let context: BrowserContext;
test.afterEach(async () => {
  await context.close();
});

async function signedIn(browser: Browser, code: MerchantCode, account: { username: string; password: string }, promptContracts: boolean): Promise<Page> {
  context = await browser.newContext({ ...test.info().project.use, reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    if (!localStorage.getItem('MC_LANGUAGE')) localStorage.setItem('MC_LANGUAGE', JSON.stringify('EN'));
  });
  const page = await context.newPage();
  await seedSession(page, await apiLogin(code, account), { promptContracts });
  return page;
}

const prompt = (page: Page) => page.getByTestId('contract-prompt');

/** The prompts of a fresh session, in order, each cancelled; then none is left. */
async function promptKinds(page: Page, expected: readonly string[]): Promise<void> {
  for (const kind of expected) {
    await expect(prompt(page)).toHaveAttribute('data-contract', kind);
    await page.getByTestId('contract-prompt-cancel').click();
  }
  await expect(prompt(page)).toHaveCount(0);
}

const amountOf = (text: string | null): number => Number((text ?? '').replace(/[^\d.-]/g, ''));

test('demo: one prompt per pending contract → go → its page → accept → a new session prompts only for the others', async ({ browser }) => {
  const page = await signedIn(browser, 'demo', CT_PROMPT, true);
  await page.goto(merchantUrl('demo', '/m/home'));
  await expect(prompt(page)).toHaveAttribute('data-contract', 'salary');
  await page.getByTestId('contract-prompt-cancel').click();
  await expect(prompt(page)).toHaveAttribute('data-contract', 'dividend');
  await page.getByTestId('contract-prompt-go').click();
  await expect.poll(() => pathOf(page)).toBe('/m/member/agent/getDevidendContract');

  const screen = page.locator('main[data-screen="contract-dividend"]');
  await expect(screen).toBeVisible();
  const offer = screen.getByTestId('contract-offer');
  await expect(offer).toHaveAttribute('data-status', 'PENDING');
  await expect(offer.getByTestId('contract-terms').locator('tbody tr')).toHaveCount(3);
  await expect(screen.getByTestId('contract-none-in-force')).toBeVisible();
  // Declining is asked first; cancelling the confirmation changes nothing.
  await offer.getByTestId('contract-decline').click();
  await page.getByTestId('dialog-cancel').click();
  await expect(offer).toHaveAttribute('data-status', 'PENDING');
  await offer.getByTestId('contract-accept').click();
  await page.getByTestId('dialog-go').click();
  await expect(page.getByTestId('toast')).toContainText('Contract accepted');
  await expect(screen.getByTestId('contract-in-force')).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(screen.getByTestId('contract-offer')).toHaveCount(0);
  await expect(screen.getByTestId('contract-history-row').first()).toHaveAttribute('data-status', 'ACCEPTED');

  // A new session: home prompts for the two still pending, not the accepted one; agent home shows
  // the same prompts.
  await context.close();
  const next = await signedIn(browser, 'demo', CT_PROMPT, true);
  await next.goto(merchantUrl('demo', '/m/home'));
  await promptKinds(next, ['salary', 'hourly']);
  await context.close();
  const agentHome = await signedIn(browser, 'demo', CT_PROMPT, true);
  await agentHome.goto(merchantUrl('demo', '/m/agent/home'));
  await promptKinds(agentHome, ['salary', 'hourly']);
});

test('mono (dividends off): no dividend prompt, the dividends and dividend contract pages are refused', async ({ browser }) => {
  const page = await signedIn(browser, 'mono', CT_PROMPT, true);
  await page.goto(merchantUrl('mono', '/m/home'));
  await promptKinds(page, ['salary', 'hourly']);
  for (const path of ['/m/member/agent/agentDivident', '/m/member/agent/getDevidendContract']) {
    await page.goto(merchantUrl('mono', path));
    await expect.poll(() => pathOf(page)).toBe('/m/home');
    await expect(page.getByTestId('toast')).toBeVisible();
  }
  // The salary contract page works there, with its offer.
  await page.goto(merchantUrl('mono', '/m/member/agent/getSalaryContract'));
  await expect(page.locator('main[data-screen="contract-salary"]').getByTestId('contract-offer')).toHaveAttribute('data-status', 'PENDING');
});

test('demo: ct_agent dividends — current period, history paged, a payout credits the balance once (wallet and account record agree)', async ({ browser }) => {
  const page = await signedIn(browser, 'demo', CT_AGENT, false);
  const day = (offset: number) => {
    const d = new Date();
    d.setDate(d.getDate() - offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  const payouts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/relay/ODSFE2_PayoutDividend')) payouts.push(r.url());
  });
  await page.goto(merchantUrl('demo', `/m/member/agent/agentDivident?range=custom&from=${day(89)}&to=${day(0)}`));
  const screen = page.locator('main[data-screen="dividends"]');
  await expect(screen).toBeVisible();
  await expect(screen).not.toHaveAttribute('aria-busy', 'true');
  const current = screen.getByTestId('dividend-current');
  await expect(current.locator('[data-figure="rate"] dd')).toHaveText('5%');
  await expect(current.locator('[data-figure="team-profit"] dd')).toHaveText('₫3,900.00');
  await expect(screen.getByTestId('record-row')).toHaveCount(10);
  await expect(screen.getByTestId('record-footer')).toBeVisible();
  await screen.getByTestId('record-page-next').click();
  await expect(screen.getByTestId('record-page')).toContainText('2');
  await expect(screen.getByTestId('record-row').first()).toBeVisible();
  await screen.getByTestId('record-page-prev').click();
  await expect(screen.getByTestId('record-row')).toHaveCount(10);

  const balance = screen.getByTestId('wallet-balance');
  await expect(balance).toHaveAttribute('data-state', 'shown');
  const before = amountOf(await balance.textContent());
  const row = screen.getByTestId('record-row').filter({ has: page.getByTestId('dividend-payout') }).first();
  const id = await row.getAttribute('data-record-id');
  const amount = amountOf(await row.locator('[data-figure="amount"] dd').textContent());
  expect(amount).toBeGreaterThan(0);
  // A double tap sends one payout: the button is disabled while it is on its way.
  await row.getByTestId('dividend-payout').dblclick();
  await expect(page.getByTestId('toast')).toContainText('paid into your wallet');
  const paidRow = screen.locator(`[data-testid="record-row"][data-record-id="${id}"]`);
  await expect(paidRow.getByTestId('dividend-state')).toHaveText('Paid');
  await expect(paidRow.getByTestId('dividend-payout')).toHaveCount(0);
  await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before + amount, 2);
  expect(payouts).toHaveLength(1);

  // The account record (agent view) has the one dividend payout, its balance after = the wallet.
  await page.goto(merchantUrl('demo', '/m/transaction/record?types=A&range=today'));
  const records = page.locator('main[data-screen="account-record"]');
  await expect(records).toBeVisible();
  const payoutRows = records.getByTestId('record-row').filter({ has: page.locator('[data-tx-type="6005"]') });
  await expect(payoutRows).toHaveCount(1);
  expect(amountOf(await payoutRows.locator('[data-figure="amount"] dd').textContent())).toBeCloseTo(amount, 2);
  expect(amountOf(await payoutRows.locator('[data-figure="balance"] dd').textContent())).toBeCloseTo(before + amount, 2);
});
