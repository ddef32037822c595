// The app boots from the platform's consolidated settings (GET
// /wps/system/settings/consolidated?device=MOBILE). Atlas's merchant file has no white-label menu,
// its platform enables the default tree: agent home and the member centre show exactly the entries
// that tree enables (computed here from the platform's reply, not from the app's builders), as mono
// (whose file has its own tree) shows its own. A module switched off on the platform
// (/__dev/merchants/:code/modules) hides its entry and refuses its route after a reload, without a
// rebuild, on that merchant only.
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import type { ConsolidatedSettings, UpstreamMenuNode } from '../../src/api/contract.generated';
import { FLAG_REGISTRY, isFlagKey } from '../../src/config/flag-registry';
import { pathOf, screenReady } from './support/app';
import { resetPlatform } from './support/auth';
import { ACCOUNTS, E2E_PORT, apiLogin, consolidatedSettings, merchantUrl, seedSession, setMerchantModules, type MerchantCode } from './support/platform';

// Upstream facts §1 (Agent menu): the AGECEN entries agent home shows as shortcuts, with the flag
// each also needs; SECPRIV and MAILCEN come from MEMCEN; online service always shows, last.
const AGECEN_KEYS: Record<string, { key: string; flag?: string }> = {
  AGEPAG: { key: 'team-overview' },
  TRANSREC3: { key: 'agent-transactions', flag: 'TRANSREC3' },
  DOWNMAN: { key: 'team-members', flag: 'AGEDOWNMAN3' },
  AGENTRANSMULTDOWN3: { key: 'red-rain' },
  AGETEAMPNL3: { key: 'team-pnl' },
  TEAMBETTING3: { key: 'team-betting' },
  GAMSER: { key: 'agent-rebate' },
  AGEREBINC3: { key: 'team-rebate' },
};
const MEMCEN_KEYS: Record<string, { key: string; flag?: string }> = { SECPRIV: { key: 'security' }, MAILCEN: { key: 'messages', flag: 'MAILCEN' } };

function on(settings: ConsolidatedSettings, key: string): boolean {
  return settings.whitelabelVal[key] ?? (isFlagKey(key) ? FLAG_REGISTRY[key].default : false);
}

function moduleNodes(settings: ConsolidatedSettings, module: string): UpstreamMenuNode[] {
  const node = settings.whitelabel.childrenNodes?.find((n) => n.modId === module);
  return node?.enabled === '1' ? (node.childrenNodes ?? []) : [];
}

function expectedShortcuts(settings: ConsolidatedSettings): string[] {
  const walk = (module: string, keys: Record<string, { key: string; flag?: string }>) =>
    moduleNodes(settings, module)
      .filter((n) => n.enabled === '1' && keys[n.modId] && (keys[n.modId]?.flag === undefined || on(settings, keys[n.modId]!.flag!)))
      .map((n) => keys[n.modId]!.key);
  return [...walk('AGECEN', AGECEN_KEYS), ...walk('MEMCEN', MEMCEN_KEYS), 'service'];
}

/** The facts' gate table (checkCurrentMenu) over the platform's flags, as member-centre.spec.ts does over the file's. */
function expectedEntries(settings: ConsolidatedSettings, who: { type: number; toUpline: string | null }, helpTopics: number): string[] {
  const is = (key: string) => on(settings, key);
  const gates: Record<string, () => boolean> = {
    OPENHOURSSERVE: () => settings.customerService.length > 0 && is('CUSTOMERSERVICE3'),
    MAILCEN: () => is('MAILCEN'),
    DEPRECM3: () => is('DEPRECM3') && !is('CREDITMAR3'),
    WITHREC3: () => is('WITHREC3') && !is('CREDITMAR3'),
    REWCEN3: () => is('REWCEN3'),
    SECPRIV: () => true,
    PTSYS3: () => is('PTSYS3'),
    REFERRAL: () => is('REFERRAL'),
    MYACC: () => true,
    TRANSREC3: () => is('TRANSREC3'),
    TRANSBETREPMEM3: () => true,
    PERSPNL3: () => is('PERSPNL3'),
    BINDCARD3: () => is('BINDCARDENTRANCE3'),
    BINDVC3: () => is('BINDCARDENTRANCE3'),
    PLYRBT: () => is('PLYRBT'),
    AGETRANSFERUP3: () => is('AGETRANSFERUP3') && who.toUpline !== null && who.type !== 2,
    MANPLAYREB3: () => is('MANPLAYREB3'),
    MISSIONLB3: () => is('MISSION'),
    MRDAILYSAL3: () => false,
    FEEDBACK3: () => is('FEEDBACK3'),
    APPDOWNLOAD: () => settings.resources.length > 0,
    HELPCENTER: () => helpTopics > 0,
    LOGOUT: () => true,
  };
  const nodes = moduleNodes(settings, 'MEMCEN');
  const shown = new Set<string>();
  for (const node of nodes) if (node.enabled === '1' && gates[node.modId]?.()) shown.add(node.modId);
  const injected = ['PERSPNL3', 'REFERRAL', 'MISSIONLB3', 'FEEDBACK3', 'AGETRANSFERUP3', 'MRDAILYSAL3', 'BINDVC3', 'BINDCARD3', 'APPDOWNLOAD', 'OPENHOURSSERVE', 'HELPCENTER', 'LOGOUT'];
  for (const id of injected) if (!nodes.some((n) => n.modId === id) && gates[id]?.()) shown.add(id);
  return [...shown].sort();
}

const FIXED = ['deposit', 'bet-record', 'account-record', 'security'];

async function helpTopicCount(code: MerchantCode): Promise<number> {
  const response = await fetch(`http://localhost:${E2E_PORT}/wps/system/helpCenter`, { headers: { Accept: 'application/json', Merchant: code, Language: 'EN' } });
  return ((await response.json()) as { value: { topics: unknown[] } }).value.topics.length;
}

async function openAs(browser: Browser, code: MerchantCode, account: { username: string; password: string }, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...test.info().project.use, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', JSON.stringify('EN')));
  await seedSession(page, await apiLogin(code, account));
  await page.goto(merchantUrl(code, path));
  await screenReady(page);
  return { context, page };
}

async function shownShortcuts(page: Page): Promise<string[]> {
  const links = page.getByTestId('agent-shortcuts').locator('a[data-testid^="agent-shortcut-"]');
  return (await links.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''))).map((id) => id.replace('agent-shortcut-', ''));
}

async function shownEntries(page: Page): Promise<string[]> {
  const main = page.locator('main[data-screen="member-center"]');
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  const ids = await main.locator('[data-testid^="member-menu-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')?.slice('member-menu-'.length) ?? ''));
  return ids.filter((id) => !FIXED.includes(id)).sort();
}

test.beforeAll(async () => {
  await resetPlatform();
});
test.afterAll(async () => {
  await resetPlatform();
});

test.describe('the platform\'s tree, not only the merchant file\'s', () => {
  test('atlas (no menu in its file): agent home shows exactly the shortcuts its platform\'s tree enables; mono its own', async ({ browser }) => {
    for (const code of ['atlas', 'mono'] as const) {
      const settings = await consolidatedSettings(code);
      const expected = expectedShortcuts(settings);
      const { context, page } = await openAs(browser, code, ACCOUNTS.agent, '/m/agent/home');
      await expect.poll(() => shownShortcuts(page)).toEqual(expected);
      if (code === 'atlas') {
        // The platform enables seven AGECEN entries; five of them are shortcuts (REGCEN and NOTICE live in the footer).
        expect(moduleNodes(settings, 'AGECEN').filter((n) => n.enabled === '1')).toHaveLength(7);
        expect(expected).toEqual(['team-overview', 'team-members', 'agent-rebate', 'team-pnl', 'agent-transactions', 'messages', 'security', 'service']);
      }
      await context.close();
    }
  });

  test('atlas: the member centre shows exactly the entries its platform\'s tree and flags enable', async ({ browser }) => {
    const settings = await consolidatedSettings('atlas');
    const expected = expectedEntries(settings, { type: 0, toUpline: 'agent01' }, await helpTopicCount('atlas'));
    // The tree's own entries are there (before, atlas showed only the injected ones).
    expect(expected).toEqual(expect.arrayContaining(['MAILCEN', 'DEPRECM3', 'WITHREC3', 'REWCEN3', 'SECPRIV', 'TRANSREC3', 'TRANSBETREPMEM3', 'PERSPNL3']));
    const { context, page } = await openAs(browser, 'atlas', ACCOUNTS.member, '/m/mine');
    await expect(page.locator('main[data-screen="member-center"]')).toHaveAttribute('data-template', 'new');
    await expect.poll(() => shownEntries(page)).toEqual(expected);
    await context.close();
  });
});

test.describe('a module switched off on the platform', () => {
  test.afterEach(async () => {
    await resetPlatform();
  });

  test('agent home: its shortcut goes and its route is refused after a reload, on that merchant only', async ({ browser }) => {
    const { context, page } = await openAs(browser, 'atlas', ACCOUNTS.agent, '/m/agent/home');
    await expect.poll(() => shownShortcuts(page)).toContain('team-pnl');
    await page.goto(merchantUrl('atlas', '/m/agent/team/pnl'));
    await expect(page.locator('main[data-screen="team-pnl"]')).toBeVisible();

    await setMerchantModules('atlas', { AGETEAMPNL3: false });
    const settings = await consolidatedSettings('atlas');
    expect(moduleNodes(settings, 'AGECEN').find((n) => n.modId === 'AGETEAMPNL3')?.enabled).toBe('0');
    await page.goto(merchantUrl('atlas', '/m/agent/home'));
    await screenReady(page);
    await expect.poll(() => shownShortcuts(page)).toEqual(expectedShortcuts(settings));
    expect(await shownShortcuts(page)).not.toContain('team-pnl');
    // Direct entry: refused, the player lands on home.
    await page.goto(merchantUrl('atlas', '/m/agent/team/pnl'));
    await expect.poll(() => pathOf(page)).toBe('/m/home');
    await expect(page.locator('main[data-screen="team-pnl"]')).toHaveCount(0);
    await context.close();

    // mono's platform still has it.
    const mono = await openAs(browser, 'mono', ACCOUNTS.agent, '/m/agent/home');
    await expect.poll(() => shownShortcuts(mono.page)).toContain('team-pnl');
    await mono.context.close();
  });

  test('member centre: its entry goes and its route is refused after a reload; switched on again, both come back', async ({ browser }) => {
    const { context, page } = await openAs(browser, 'atlas', ACCOUNTS.member, '/m/mine');
    await expect.poll(() => shownEntries(page)).toContain('PERSPNL3');

    await setMerchantModules('atlas', { PERSPNL3: false });
    await page.reload();
    await screenReady(page);
    await expect.poll(() => shownEntries(page)).not.toContain('PERSPNL3');
    await page.goto(merchantUrl('atlas', '/m/profitandloss'));
    await expect.poll(() => pathOf(page)).toBe('/m/home');

    await setMerchantModules('atlas', { PERSPNL3: true });
    await page.goto(merchantUrl('atlas', '/m/mine'));
    await screenReady(page);
    await expect.poll(() => shownEntries(page)).toContain('PERSPNL3');
    await page.goto(merchantUrl('atlas', '/m/profitandloss'));
    await expect(page.locator('main[data-screen="pnl"]')).toBeVisible();
    await context.close();
  });
});

test('the app no longer asks for /wps/system/customerService or /wps/system/downloadLinks: service and download links come with the settings', async ({ browser }) => {
  const { context, page } = await openAs(browser, 'demo', ACCOUNTS.member, '/m/mine');
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/wps/system/')) asked.push(path);
  });
  await page.goto(merchantUrl('demo', '/m/service'));
  await expect(page.getByTestId('service-entry').first()).toBeVisible();
  await page.goto(merchantUrl('demo', '/m/home'));
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect.poll(() => asked.filter((path) => path === '/wps/system/settings/consolidated').length).toBeGreaterThan(0);
  expect(asked.filter((path) => /\/wps\/system\/(customerService|downloadLinks)$/.test(path))).toEqual([]);
  await context.close();
});
