// Team pages (/m/agent/team/overview, /m/agent/team/pnl, /m/member/team, /m/teamBetting)
// against the real platform on demo and mono (AGEPROMOTE3 on demo, off on mono): the overview's KPI
// for 7 days equals the sum of its daily rows and the footer; the team profit-and-loss detail sheet;
// team members search, drill-down (kept in the URL over a reload) and promote (tm_agent's own tree);
// team betting's member filter reaches the platform and the footer sums the rows.
import { expect, test, type BrowserContext, type Locator, type Page } from './support/test';
import { freshContext, resetPlatform } from './support/auth';
import { ACCOUNTS, apiLogin, merchantUrl, seedSession, type MerchantCode } from './support/platform';

const TM_AGENT = { username: 'tm_agent', password: 'Agent@1234' } as const;

let context: BrowserContext;
test.beforeAll(async () => {
  // The promote test changes tm_agent's tree; start from the seed.
  await resetPlatform();
});
test.beforeEach(async ({ browser }) => {
  context = await freshContext(browser);
});
test.afterEach(async () => {
  await context.close();
});

async function signedIn(code: MerchantCode, account: { username: string; password: string } = ACCOUNTS.agent): Promise<Page> {
  const page = await context.newPage();
  await seedSession(page, await apiLogin(code, account));
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

const amount = (text: string): number => Number(text.replace(/[^\d.-]/g, ''));
const cents = (n: number): number => Math.round(n * 100);
const figure = async (scope: Locator, key: string): Promise<number> => amount(await scope.locator(`[data-figure="${key}"] dd`).innerText());

const ADDITIVE = ['registrations', 'first-deposits', 'deposits', 'withdrawals', 'bets', 'valid-bets', 'payouts', 'pnl'] as const;

for (const code of ['demo', 'mono'] as const) {
  test(`${code}: overview KPI for 7 days equals its daily rows and footer; the PnL detail sheet opens`, async () => {
    const page = await signedIn(code);
    await open(page, code, '/m/agent/team/overview?range=7days', 'team-overview');
    const rows = page.getByTestId('record-row');
    await expect(rows).toHaveCount(7);
    const kpi = page.getByTestId('team-kpi');
    const footer = page.getByTestId('record-footer');
    for (const key of ADDITIVE) {
      const card = amount(await kpi.locator(`[data-figure="${key}"] .team-kpi__value`).innerText());
      let sum = 0;
      for (const row of await rows.all()) sum += await figure(row, key);
      expect(cents(sum), key).toBe(cents(card));
      expect(cents(await figure(footer, key)), key).toBe(cents(card));
    }
    expect(amount(await kpi.locator('[data-figure="bets"] .team-kpi__value').innerText())).toBeGreaterThan(0);

    await open(page, code, '/m/agent/team/pnl?range=7days', 'team-pnl');
    const first = page.getByTestId('record-row').first();
    await first.getByTestId('team-pnl-detail').click();
    const sheet = page.getByTestId('sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('.team-sheet__item').first()).toBeVisible();
    // The member's bets by game type add up to its row.
    let sheetBets = 0;
    for (const item of await sheet.locator('.team-sheet__item').all()) sheetBets += await figure(item, 'bets');
    expect(cents(sheetBets)).toBe(cents(await figure(first, 'bets')));
    await page.getByTestId('team-sheet-close').click();
    await expect(sheet).toHaveCount(0);
  });
}

test('demo: members search finds sub01, drill-down into down08 shows sub01…sub03 and survives a reload; team betting filter by member', async () => {
  const page = await signedIn('demo');
  await open(page, 'demo', '/m/member/team', 'team-members');
  await expect(page.locator('[data-testid="downline-row"][data-username="down08"]')).toBeVisible();
  await expect(page.locator('[data-testid="downline-row"][data-username="down08"] [data-figure="balance"] dd')).toHaveText(/^\D*[\d,]+\.\d{2}$/);
  await page.getByTestId('team-members-search').fill('sub01');
  await expect(page).toHaveURL(/[?&]q=sub01/);
  await settled(page, 'team-members');
  await expect(page.getByTestId('downline-row')).toHaveCount(1);
  await expect(page.getByTestId('downline-row')).toHaveAttribute('data-username', 'sub01');
  await page.getByTestId('team-members-search').fill('');
  await expect(page.locator('[data-testid="downline-row"][data-username="down08"]')).toBeVisible();
  await page.locator('[data-testid="downline-row"][data-username="down08"]').getByTestId('downline-drill').click();
  await expect(page).toHaveURL(/[?&]parent=down08/);
  await settled(page, 'team-members');
  const names = async () => (await page.getByTestId('downline-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-username')))).sort();
  expect(await names()).toEqual(['sub01', 'sub02', 'sub03']);
  await page.reload();
  await settled(page, 'team-members');
  expect(await names()).toEqual(['sub01', 'sub02', 'sub03']);
  await page.getByTestId('team-breadcrumb-root').click();
  await expect(page.locator('[data-testid="downline-row"][data-username="down08"]')).toBeVisible();

  await open(page, 'demo', '/m/teamBetting?range=7days', 'team-betting');
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  await page.getByTestId('team-filter-member').fill('sub01');
  const asked = page.waitForRequest((r) => r.url().includes('/wps/relay/ODSFE2_LottOrders') && new URL(r.url()).searchParams.get('username') === 'sub01');
  await page.getByTestId('team-filter-apply').click();
  await asked;
  await settled(page, 'team-betting');
  const rows = page.getByTestId('record-row');
  await expect(rows.first()).toBeVisible();
  let bet = 0;
  let pnl = 0;
  let more = true;
  while (more) {
    await settled(page, 'team-betting');
    for (const row of await rows.all()) {
      await expect(row.locator('.team-row__title')).toHaveText('sub01');
      bet += await figure(row, 'bet');
      pnl += await figure(row, 'pnl');
    }
    const next = page.getByTestId('record-page-next');
    more = (await next.count()) > 0 && (await next.isEnabled());
    if (more) {
      const before = await page.getByTestId('record-page').innerText();
      await next.click();
      await expect(page.getByTestId('record-page')).not.toHaveText(before);
    }
  }
  const footer = page.getByTestId('record-footer');
  expect(cents(await figure(footer, 'bet'))).toBe(cents(bet));
  expect(cents(await figure(footer, 'pnl'))).toBe(cents(pnl));
});

test('promote: tm_agent promotes tm_d1 on demo (the row updates; frozen tm_d2 and agent tm_d3 are not offered); mono offers no promote', async () => {
  const page = await signedIn('demo', TM_AGENT);
  await open(page, 'demo', '/m/member/team', 'team-members');
  const d1 = page.locator('[data-testid="downline-row"][data-username="tm_d1"]');
  await expect(d1).toHaveAttribute('data-agent', 'false');
  await expect(page.locator('[data-username="tm_d2"] [data-testid="downline-promote"]')).toHaveCount(0);
  await expect(page.locator('[data-username="tm_d3"] [data-testid="downline-promote"]')).toHaveCount(0);
  await d1.getByTestId('downline-promote').click();
  await page.getByTestId('dialog-go').click();
  await expect(d1).toHaveAttribute('data-agent', 'true');
  await expect(d1.getByTestId('downline-promote')).toHaveCount(0);

  const mono = await context.newPage();
  await seedSession(mono, await apiLogin('mono', TM_AGENT));
  await open(mono, 'mono', '/m/member/team', 'team-members');
  await expect(mono.locator('[data-testid="downline-row"][data-username="tm_d1"]')).toBeVisible();
  await expect(mono.getByTestId('downline-promote')).toHaveCount(0);
});
