// Rebates and opening a downline, against the real platform on demo and mono: the agent rebate settings
// show the quota and refuse a rate above it before sending, while a downline's rate below what it
// gave its own downlines is refused by the platform (its message under the input); the team rebate
// income footer equals the sum of its rows over every page (and under the product filter); opening
// a downline flags a taken username while typing (one request per pause), creates a new one once
// (button disabled in flight), and the new account logs in with toUpline = the agent.
// Rate changes use rb_agent's own tree (platform/db/seed-rebates.ts); the downline opened on demo
// goes under agent01 (the "done when"), on mono under rb_agent.
import { expect, test, type BrowserContext, type Locator, type Page } from './support/test';
import type { MemberInfo } from '../../src/api/contract.generated';
import { freshContext } from './support/auth';
import { E2E_PORT, apiLogin, merchantUrl, seedSession, type MerchantCode } from './support/platform';

const API = `http://localhost:${E2E_PORT}`;
const RB_AGENT = { username: 'rb_agent', password: 'Agent@1234' } as const;
const AGENT01 = { username: 'agent01', password: 'Agent@1234' } as const;

let context: BrowserContext;
test.beforeEach(async ({ browser }) => {
  context = await freshContext(browser);
});
test.afterEach(async () => {
  await context.close();
});

async function signedIn(code: MerchantCode, account: { username: string; password: string }): Promise<Page> {
  const page = await context.newPage();
  await seedSession(page, await apiLogin(code, account));
  return page;
}

async function settled(page: Page, screen: string): Promise<void> {
  await expect(page.locator(`main[data-screen="${screen}"]`)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function open(page: Page, code: MerchantCode, path: string, screen: string): Promise<void> {
  await page.goto(merchantUrl(code, path));
  await settled(page, screen);
}

const cents = (text: string): number => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
const figure = async (scope: Locator, key: string): Promise<number> => cents(await scope.locator(`[data-figure="${key}"] dd`).innerText());

/** Walks the pager from page 1 to the last page, summing the figures of every row seen. */
async function sumAllPages(page: Page, keys: readonly string[], eachRow?: (row: Locator) => Promise<void>): Promise<{ rows: number; sums: Record<string, number> }> {
  const sums: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  let rows = 0;
  for (let pageNo = 1; ; pageNo += 1) {
    const list = page.getByTestId('record-row');
    const n = await list.count();
    rows += n;
    for (let i = 0; i < n; i += 1) {
      for (const k of keys) sums[k] = (sums[k] ?? 0) + (await figure(list.nth(i), k));
      await eachRow?.(list.nth(i));
    }
    const next = page.getByTestId('record-page-next');
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await expect(page.getByTestId('record-page')).toContainText(`${pageNo + 1}`);
    await settled(page, 'team-rebate');
  }
  return { rows, sums };
}

for (const code of ['demo', 'mono'] as const) {
  test(`${code}: rebate settings show the quota, refuse a rate above it on the client and a downline rate below its downlines' on the platform`, async () => {
    const page = await signedIn(code, RB_AGENT);
    let defaultsSent = 0;
    page.on('request', (r) => {
      if (r.url().includes('MCSFE_updateDefaultRebates')) defaultsSent += 1;
    });
    await open(page, code, '/m/member/agent/agentRebeat', 'agent-rebate');
    const sports = page.locator('[data-testid="rebate-quota-row"][data-product="SPORTS"]');
    await expect(sports).toHaveAttribute('data-rate', '1.5');
    await expect(sports).toContainText('Sports');
    await expect(sports).toContainText('1.5%');
    await expect(sports).toContainText('2.0%');

    // Above the quota: named on the client, nothing sent.
    const defaults = page.getByTestId('rebate-defaults-form');
    await expect(defaults.locator('input[name="rates.SPORTS"]')).toHaveValue('0.5');
    await defaults.locator('input[name="rates.SPORTS"]').fill('1.6');
    await page.getByTestId('rebate-defaults-save').click();
    await expect(defaults.getByTestId('field-error-rates.SPORTS')).toHaveText('At most 1.5% (your own rate).');
    expect(defaultsSent).toBe(0);

    // rb_subagent gave rb_subsub 0.8 on sports: the platform refuses 0.5 and names the floor.
    await page.locator('[data-testid="downline-row"][data-username="rb_subagent"]').getByTestId('downline-edit').click();
    const sheet = page.getByTestId('sheet');
    await expect(sheet).toHaveAttribute('data-username', 'rb_subagent');
    await expect(sheet.getByTestId('field-hint-rates.SPORTS')).toHaveText('0.8%–1.5%');
    const response = page.waitForResponse((r) => r.url().includes('/wps/agent/updateDownlineRebates'));
    await sheet.locator('input[name="rates.SPORTS"]').fill('0.5');
    await sheet.getByTestId('sheet-save').click();
    expect((await (await response).json()) as { errorCode: string }).toMatchObject({ errorCode: 'rebate.rate.below.downline' });
    await expect(sheet.getByTestId('field-error-rates.SPORTS')).toHaveText('Sports: the rebate may not be below 0.8%, the rate this downline already gave its own downlines.');
    // Within floor and quota it is saved and the row shows it.
    await sheet.locator('input[name="rates.SPORTS"]').fill('0.9');
    await sheet.getByTestId('sheet-save').click();
    await expect(sheet).toHaveCount(0);
    await expect(page.locator('[data-testid="downline-row"][data-username="rb_subagent"]')).toContainText('Sports 0.9%');
  });
}

test('demo: team rebate income footer equals the sum of its rows over the range; mono: the product filter too', async () => {
  for (const code of ['demo', 'mono'] as const) {
    const page = await signedIn(code, AGENT01);
    const path = code === 'demo' ? '/m/member/teamRebate?range=7days' : '/m/member/teamRebate?range=7days&product=LIVE';
    await open(page, code, path, 'team-rebate');
    await expect(page.getByTestId('record-footer')).toBeVisible();
    const seen = await sumAllPages(page, ['income', 'validBet'], async (row) => {
      if (code === 'mono') await expect(row.getByTestId('record-product')).toHaveAttribute('data-product', 'LIVE');
    });
    expect(seen.rows).toBeGreaterThan(code === 'demo' ? 10 : 0);
    const footer = page.getByTestId('record-footer');
    expect(await figure(footer, 'income')).toBe(seen.sums.income);
    expect(await figure(footer, 'validBet')).toBe(seen.sums.validBet);
    await page.close();
  }
});

for (const [code, agent] of [
  ['demo', AGENT01],
  ['mono', RB_AGENT],
] as const) {
  test(`${code}: open a downline: a taken username is flagged while typing, a new one is created once and logs in under ${agent.username}`, async () => {
    const page = await signedIn(code, agent);
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/check/username')) checks.push(new URL(r.url()).searchParams.get('username') ?? '');
    });
    await open(page, code, '/m/agentRegister', 'agent-register');
    const form = page.getByTestId('agent-register-form');
    const username = form.locator('input[name="username"]');
    await username.pressSequentially('down01', { delay: 30 });
    await expect(form.getByTestId('field-error-username')).toHaveText('Sorry, the username already exists.');
    expect(checks).toEqual(['down01']);

    const name = `rb${Date.now().toString(36)}`.slice(0, 16);
    await username.fill(name);
    await expect(page.getByTestId('username-status')).toHaveAttribute('data-state', 'available');
    await expect(form.getByTestId('field-error-username')).toHaveCount(0);
    await form.locator('input[name="password"]').fill('Newdown@1');
    await form.locator('input[name="confirmPassword"]').fill('Newdown@1');
    await form.locator('input[name="nickname"]').fill('New Down');
    await expect(form.locator('input[name="rates.SPORTS"]')).toHaveValue('0.5');

    // Held in flight: the button stays disabled, so a second tap sends nothing.
    let creates = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/wps/agent/downline', async (route) => {
      creates += 1;
      await held;
      await route.continue();
    });
    const submit = page.getByTestId('agent-register-submit');
    await submit.click();
    await expect(submit).toBeDisabled();
    await submit.click({ force: true });
    release();
    const created = page.getByTestId('downline-created');
    await expect(created).toHaveAttribute('data-username', name);
    await expect(created.getByTestId('downline-created-team')).toHaveAttribute('href', '/m/member/team');
    expect(creates).toBe(1);

    const session = await apiLogin(code, { username: name, password: 'Newdown@1' });
    const reply = await fetch(`${API}/wps/member/info`, { headers: { Merchant: code, Authorization: session.token, Language: 'EN', Device: 'MOBILE' } });
    const info = ((await reply.json()) as { value: MemberInfo }).value;
    expect(info).toMatchObject({ userName: name, type: 0, toUpline: agent.username });

    await created.getByTestId('downline-open-another').click();
    await expect(page.getByTestId('agent-register-form').locator('input[name="username"]')).toHaveValue('');

    // The new account is in the agent's team members at once (newest first among its downlines).
    await open(page, code, '/m/member/team', 'team-members');
    await expect(page.locator(`[data-testid="downline-row"][data-username="${name}"]`)).toBeVisible();
  });
}
