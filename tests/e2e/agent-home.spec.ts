// Agent home and agent notices against the real platform: agent01 signs in
// through the /m/agent form and lands on agent home; the counters are the platform's figures for
// the seed; the shortcuts follow each merchant's AGECEN tree entry by entry (demo and mono, read
// from merchants/*.json here); dividends only where enabled; a type-40 account is sent to /m/home
// (guest, type 0 and type 4 are covered by guards.spec.ts); opening an agent notice drops the
// footer badge at once (the platform's mark-read reply held meanwhile).
import { expect, test, type Page } from './support/test';
import { pathOf } from './support/app';
import { loginThroughForm, openFresh, resetPlatform } from './support/auth';
import { loadMerchant } from './support/merchants';
import { formatMoney } from '../../src/ui/format-money';
import { ACCOUNTS, E2E_PORT, apiLogin, merchantUrl, seedSession, type MerchantCode } from './support/platform';

/** Seeded by platform/db/seed-agent-home.ts in every merchant. */
const TYPE_40 = { username: 'ah_type40', password: 'Demo@1234' } as const;
const LONE_AGENT = { username: 'ah_agent', password: 'Demo@1234' } as const;

// Upstream facts §1 (Agent menu): the AGECEN entries agent home shows as shortcuts; SECPRIV and
// MAILCEN come from MEMCEN; online service always shows, last.
const AGECEN_KEYS: Record<string, string> = {
  AGEPAG: 'team-overview',
  TRANSREC3: 'agent-transactions',
  DOWNMAN: 'team-members',
  AGENTRANSMULTDOWN3: 'red-rain',
  AGETEAMPNL3: 'team-pnl',
  TEAMBETTING3: 'team-betting',
  GAMSER: 'agent-rebate',
  AGEREBINC3: 'team-rebate',
};
const MEMCEN_KEYS: Record<string, string> = { SECPRIV: 'security', MAILCEN: 'messages' };

interface TreeNode {
  modId: string;
  enabled: boolean | string;
  childrenNodes?: TreeNode[];
}

function expectedShortcuts(code: MerchantCode): string[] {
  const root = loadMerchant(code).whiteLabelMenu as TreeNode | undefined;
  const entries = (module: string, keys: Record<string, string>) =>
    (root?.childrenNodes?.find((n) => n.modId === module)?.childrenNodes ?? []).filter((n) => n.enabled === true && keys[n.modId]).map((n) => keys[n.modId]!);
  return [...entries('AGECEN', AGECEN_KEYS), ...entries('MEMCEN', MEMCEN_KEYS), 'service'];
}

async function shownShortcuts(page: Page): Promise<string[]> {
  const links = page.getByTestId('agent-shortcuts').locator('a[data-testid^="agent-shortcut-"]');
  return (await links.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''))).map((id) => id.replace('agent-shortcut-', ''));
}

async function agentHome(page: Page): Promise<void> {
  await expect.poll(() => pathOf(page)).toBe('/m/agent/home');
  await expect(page.locator('main[data-screen="agent-home"]')).toBeVisible();
}

// Counters are read at the seed: another spec of this worker may have signed team members in.
test.beforeAll(async () => {
  await resetPlatform();
});

test('agent01 signs in at /m/agent and lands on agent home: greeting, balance, counters of the seed, demo shortcuts, dividends', async ({ browser }) => {
  // down01 (already signed in once in the seed) holds a live session: one team member online.
  await apiLogin('demo', { username: 'down01', password: 'Down@1234' });
  // agent01's balance is the seed's 50,000.00 plus its seeded team rebate income (seed-rebates.ts):
  // read from the platform, not hard-coded.
  const agentToken = (await apiLogin('demo', ACCOUNTS.agent)).token;
  const wallet = (await (await fetch(`http://localhost:${E2E_PORT}/wps/v2/wallets/balance`, { headers: { Merchant: 'demo', Authorization: agentToken } })).json()) as { value: { sumBalance: number } };
  const { context, page } = await openFresh(browser, 'demo', '/m/agent');
  await loginThroughForm(page, ACCOUNTS.agent.username, ACCOUNTS.agent.password);
  await agentHome(page);

  await expect(page.getByTestId('agent-greeting')).toContainText('agent01');
  await expect(page.getByTestId('agent-greeting')).toHaveAttribute('data-greeting', /^(morning|early_afternoon|late_afternoon|evening)$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText(formatMoney(wallet.value.sumBalance, '₫'));

  // Derived from the seed (platform/db/seed.ts seedAccounts and seed-agent.ts): agent01's team is
  // demo01 and down01…down08, plus sub01…sub03 under down08 → 12 registered. Signed in before:
  // down01…down06 (last_login_at) and sub01 → 7 logged in. has_bet on down01…down04 and sub01, and
  // bet rows from the team activity seed (seed-team.ts) for everyone but demo01, down05 and sub03
  // → 9 betting. down01's session above → 1 online.
  const counter = (key: string) => page.getByTestId(`agent-counter-${key}`);
  await expect(counter('registered')).toHaveAttribute('data-value', '12');
  await expect(counter('logged-in')).toHaveAttribute('data-value', '7');
  await expect(counter('betting')).toHaveAttribute('data-value', '9');
  await expect(counter('online')).toHaveAttribute('data-value', '1');
  await expect(counter('registered').locator('dd')).toHaveText('12');

  expect(await shownShortcuts(page)).toEqual(expectedShortcuts('demo'));
  await expect(page.getByTestId('agent-footer-item-dividends')).toBeVisible();
  await context.close();
});

test('mono: the shortcuts follow its smaller tree and the footer has no dividends', async ({ browser }) => {
  const context = await browser.newContext({ ...test.info().project.use });
  const page = await context.newPage();
  await seedSession(page, await apiLogin('mono', ACCOUNTS.agent));
  await page.goto(merchantUrl('mono', '/m/agent/home'));
  await agentHome(page);
  await expect(page.getByTestId('agent-footer')).toBeVisible();
  const expected = expectedShortcuts('mono');
  expect(expected).not.toEqual(expectedShortcuts('demo'));
  expect(await shownShortcuts(page)).toEqual(expected);
  await expect(page.getByTestId('agent-footer-item-dividends')).toHaveCount(0);
  await context.close();
});

test('a type-40 account opening /m/agent/home lands on /m/home', async ({ browser }) => {
  const context = await browser.newContext({ ...test.info().project.use });
  const page = await context.newPage();
  await seedSession(page, await apiLogin('demo', TYPE_40));
  await page.goto(merchantUrl('demo', '/m/agent/home'));
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  await context.close();
});

test('shortcuts open their screens; agent notices: opening an unread one drops the footer badge at once', async ({ browser }) => {
  const context = await browser.newContext({ ...test.info().project.use });
  const page = await context.newPage();
  await seedSession(page, await apiLogin('demo', LONE_AGENT));
  await page.goto(merchantUrl('demo', '/m/agent/home'));
  await agentHome(page);
  await page.getByTestId('agent-shortcut-team-rebate').click();
  await expect.poll(() => pathOf(page)).toBe('/m/member/teamRebate');
  await page.goBack();
  await agentHome(page);
  await page.getByTestId('agent-shortcut-service').click();
  await expect(page.locator('main[data-screen="service"]')).toBeVisible();
  await page.goBack();
  await agentHome(page);
  const badge = page.getByTestId('agent-footer-badge-notices');
  await expect(badge).toHaveText(/^\d+$/);
  const before = Number(await badge.textContent());
  expect(before).toBeGreaterThan(0);

  await page.getByTestId('agent-footer-item-notices').click();
  await expect(page.locator('main[data-screen="agent-notices"]')).toBeVisible();
  const unread = page.locator('[data-testid="notice-item"][data-read="false"]');
  await expect(unread).toHaveCount(before);

  // Hold the platform's mark-read reply: the badge must not wait for it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/MCSFE_markAnnouncementAsRead**', async (route) => {
    await held;
    await route.continue();
  });
  await unread.first().getByRole('button').click();
  await expect(page.getByTestId('notice-content')).toBeVisible();
  await expect(unread).toHaveCount(before - 1);
  await page.getByTestId('header-back').click();
  await agentHome(page);
  await expect(badge).toHaveText(String(before - 1));
  // Then the platform agrees: its own count after the mark is the same.
  const marked = page.waitForResponse('**/MCSFE_markAnnouncementAsRead**');
  release();
  await marked;
  await expect(badge).toHaveText(String(before - 1));
  await context.close();
});
