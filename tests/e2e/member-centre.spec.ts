// Member centre against the real platform: demo (new template, mem_cen '1') and
// mono (base, mem_cen '0'). The expected entries are computed here from each merchant file's MEMCEN
// tree and flags with the facts' gate table (upstream facts §1), then compared with the page entry
// by entry. Badges follow the platform's unread and unclaimed counts; guest, type 4, type 40
// (virtualAuth) and agent behaviours.
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { FLAG_REGISTRY, type FlagKey } from '../../src/config/flag-registry';
import { pathOf, screenReady } from './support/app';
import { resetPlatform } from './support/auth';
import { loadMerchant } from './support/merchants';
import { ACCOUNTS, E2E_PORT, apiLogin, expireSessions, merchantUrl, seedSession, type MerchantCode } from './support/platform';

const VIRTUAL = { username: 'mem_virtual', password: 'Demo@1234' };

interface Who {
  readonly type: number;
  readonly toUpline: string | null;
}

/** How many help-centre topics the platform has for the merchant (HELPCENTER shows only with some). */
async function helpTopicCount(code: MerchantCode): Promise<number> {
  const response = await fetch(`http://localhost:${E2E_PORT}/wps/system/helpCenter`, { headers: { Accept: 'application/json', Merchant: code, Device: 'MOBILE', Language: 'EN' } });
  const envelope = (await response.json()) as { success: boolean; value?: { topics: unknown[] } };
  if (!envelope.success || !envelope.value) throw new Error(`helpCenter failed for ${code}`);
  return envelope.value.topics.length;
}

/** The facts' gate table (checkCurrentMenu), written independently of the app's builder. */
function expectedEntries(code: MerchantCode, who: Who, helpTopics: number): string[] {
  const merchant = loadMerchant(code);
  const on = (key: FlagKey): boolean => merchant.features?.[key] ?? FLAG_REGISTRY[key].default;
  const services = merchant.customerService?.length ?? 0;
  const downloads = merchant.downloadLinks?.items?.length ?? 0;
  const gates: Record<string, () => boolean> = {
    OPENHOURSSERVE: () => services > 0 && on('CUSTOMERSERVICE3'),
    MAILCEN: () => on('MAILCEN'),
    DEPRECM3: () => on('DEPRECM3') && !on('CREDITMAR3'),
    WITHREC3: () => on('WITHREC3') && !on('CREDITMAR3'),
    REWCEN3: () => on('REWCEN3'),
    SECPRIV: () => true,
    PTSYS3: () => on('PTSYS3'),
    REFERRAL: () => on('REFERRAL'),
    MYACC: () => true,
    TRANSREC3: () => on('TRANSREC3'),
    TRANSBETREPMEM3: () => true,
    PERSPNL3: () => on('PERSPNL3'),
    BINDCARD3: () => on('BINDCARDENTRANCE3'),
    BINDVC3: () => on('BINDCARDENTRANCE3'),
    PLYRBT: () => on('PLYRBT'),
    AGETRANSFERUP3: () => on('AGETRANSFERUP3') && who.toUpline !== null && who.type !== 2,
    MANPLAYREB3: () => on('MANPLAYREB3'),
    MISSIONLB3: () => on('MISSION'),
    MRDAILYSAL3: () => false,
    FEEDBACK3: () => on('FEEDBACK3'),
    APPDOWNLOAD: () => downloads > 0,
    HELPCENTER: () => helpTopics > 0,
    LOGOUT: () => true,
  };
  const memcen = merchant.whiteLabelMenu?.childrenNodes?.find((n) => n.modId === 'MEMCEN');
  const nodes = memcen?.childrenNodes ?? [];
  const shown = new Set<string>();
  for (const node of nodes) if (node.enabled && gates[node.modId]?.()) shown.add(node.modId);
  const injected = ['PERSPNL3', 'REFERRAL', 'MISSIONLB3', 'FEEDBACK3', 'AGETRANSFERUP3', 'MRDAILYSAL3', 'BINDVC3', 'BINDCARD3', 'APPDOWNLOAD', 'OPENHOURSSERVE', 'HELPCENTER', 'LOGOUT'];
  for (const id of injected) if (!nodes.some((n) => n.modId === id) && gates[id]?.()) shown.add(id);
  return [...shown].sort();
}

const FIXED = ['deposit', 'bet-record', 'account-record', 'security'];

async function contextFor(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...test.info().project.use, locale: 'en-US' });
}

async function openAs(browser: Browser, code: MerchantCode, account: { username: string; password: string }, path = '/m/mine'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextFor(browser);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', JSON.stringify('EN')));
  await seedSession(page, await apiLogin(code, account));
  await page.goto(merchantUrl(code, path));
  await screenReady(page);
  return { context, page };
}

async function shownEntries(page: Page): Promise<string[]> {
  const main = page.locator('main[data-screen="member-center"]');
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  const ids = await main.locator('[data-testid^="member-menu-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')?.slice('member-menu-'.length) ?? ''));
  return ids;
}

async function devBadges(body: Record<string, unknown>): Promise<{ unreadMessages: number; unclaimedRewards: number }> {
  const response = await fetch(`http://localhost:${E2E_PORT}/__dev/member/badges`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { success: boolean; value: { unreadMessages: number; unclaimedRewards: number } };
  if (!envelope.success) throw new Error('dev badges failed');
  return envelope.value;
}

test.beforeAll(async () => {
  await resetPlatform();
});

test.describe('entries follow the merchant tree and gates', () => {
  for (const [code, template] of [
    ['demo', 'new'],
    ['mono', 'base'],
  ] as const) {
    test(`${code} (${template}): demo01 sees exactly the computed entries, plus the four fixed ones`, async ({ browser }) => {
      const { context, page } = await openAs(browser, code, ACCOUNTS.member);
      await expect(page.locator('main[data-screen="member-center"]')).toHaveAttribute('data-template', template);
      const ids = await shownEntries(page);
      expect(ids.filter((id) => FIXED.includes(id))).toEqual(FIXED);
      // demo01 is agent01's downline (toUpline), type 0.
      expect(ids.filter((id) => !FIXED.includes(id)).sort()).toEqual(expectedEntries(code, { type: 0, toUpline: 'agent01' }, await helpTopicCount(code)));
      if (template === 'base') {
        // Base: one grid, nothing in the header; PERSPNL3 is injected at index 3 when the tree lacks it.
        await expect(page.getByTestId('member-header').locator('[data-testid^="member-menu-"]')).toHaveCount(0);
        const grid = await page.getByTestId('member-menu').locator('[data-testid^="member-menu-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
        expect(grid[3]).toBe('member-menu-PERSPNL3');
        // Help centre (when the merchant has topics) and logout close the grid.
        expect(grid.slice(-2)).toEqual((await helpTopicCount(code)) > 0 ? ['member-menu-HELPCENTER', 'member-menu-LOGOUT'] : [grid.at(-2), 'member-menu-LOGOUT']);
      } else {
        // New: messages and service in the header, records as profile-card shortcuts, features as tiles; not in the list.
        const header = page.getByTestId('member-header');
        await expect(header.getByTestId('member-menu-MAILCEN')).toBeVisible();
        await expect(page.getByTestId('member-user-block').getByTestId('member-menu-DEPRECM3')).toBeVisible();
        await expect(page.locator('.member-tiles').getByTestId('member-menu-REWCEN3')).toBeVisible();
        for (const id of ['MAILCEN', 'DEPRECM3', 'WITHREC3', 'REWCEN3', 'SECPRIV', 'REFERRAL', 'OPENHOURSSERVE']) {
          await expect(page.getByTestId('member-menu').getByTestId(`member-menu-${id}`)).toHaveCount(0);
        }
      }
      await context.close();
    });
  }

  test('a disabled tree node stays hidden and an off flag hides its entry (mono)', async ({ browser }) => {
    const { context, page } = await openAs(browser, 'mono', ACCOUNTS.member);
    const ids = await shownEntries(page);
    expect(ids).not.toContain('WITHREC3'); // enabled: false in mono's tree
    expect(ids).not.toContain('PLYRBT'); // in the tree, but PLYRBT is off for mono
    expect(ids).not.toContain('FEEDBACK3'); // injected by the base template only with FEEDBACK3, off for mono
    expect(ids).not.toContain('HELPCENTER'); // mono has no help-centre topics
    await context.close();
  });
});

test.describe('user block', () => {
  test('demo: VIP label (MEMCLUB3) leads to level interests; joined day N from regDate; tap opens the account', async ({ browser }) => {
    const { context, page } = await openAs(browser, 'demo', ACCOUNTS.member);
    const block = page.getByTestId('member-user-block');
    await expect(block.getByTestId('member-account')).toHaveText('demo01');
    const days = Math.floor((Date.now() - Date.UTC(2024, 0, 15, 3, 0, 0)) / 86_400_000) + 1;
    await expect(block.getByTestId('member-joined-days')).toHaveAttribute('data-days', String(days));
    await expect(block.getByTestId('member-joined-days')).toHaveText(`Joined day ${days}`);
    await expect(block.getByTestId('member-vip')).toHaveText('VIP1');
    await block.getByTestId('member-vip').click();
    await expect.poll(() => pathOf(page)).toBe('/m/member/benefits');
    await expect(page.locator('main[data-screen="benefits"]')).toBeVisible();
    await page.goBack();
    await page.getByTestId('member-user-block').getByRole('button', { name: 'Open account details' }).click();
    await expect.poll(() => pathOf(page)).toBe('/m/myAccount/index');
    await context.close();
  });

  test('mono (no MEMCLUB3): an AUTO label is hidden, a SPECIAL one shows', async ({ browser }) => {
    const member = await openAs(browser, 'mono', ACCOUNTS.member);
    await expect(member.page.getByTestId('member-joined-days')).toBeVisible();
    await expect(member.page.getByTestId('member-vip')).toHaveCount(0);
    await member.context.close();
    const special = await openAs(browser, 'mono', { username: 'mem_special', password: 'Demo@1234' });
    await expect(special.page.getByTestId('member-vip')).toHaveText('Super VIP');
    await expect(special.page.getByTestId('member-vip')).toHaveAttribute('data-label-type', 'SPECIAL');
    await special.context.close();
  });
});

test.describe('badges follow the platform counts', () => {
  test('demo01: unread messages on MAILCEN, unclaimed rewards on REWCEN3; both change with the platform', async ({ browser }) => {
    await resetPlatform();
    // The counts as the platform has them (the seed's), then after the platform changes them.
    const before = await devBadges({ merchant: 'demo', username: 'demo01' });
    expect(before.unreadMessages).toBeGreaterThan(0);
    expect(before.unclaimedRewards).toBeGreaterThan(0);
    const { context, page } = await openAs(browser, 'demo', ACCOUNTS.member);
    const figure = (id: string) => page.getByTestId(`member-badge-${id}`).locator('[aria-hidden="true"]');
    await expect(figure('MAILCEN')).toHaveText(String(before.unreadMessages));
    await expect(figure('REWCEN3')).toHaveText(String(before.unclaimedRewards));
    const after = await devBadges({ merchant: 'demo', username: 'demo01', addUnreadMessages: 2, promotion: { key: 'RAFFLE', count: 0 } });
    expect(after.unreadMessages).toBe(before.unreadMessages + 2);
    expect(after.unclaimedRewards).toBeLessThan(before.unclaimedRewards);
    await page.reload();
    await screenReady(page);
    await expect(figure('MAILCEN')).toHaveText(String(after.unreadMessages));
    await expect(figure('REWCEN3')).toHaveText(String(after.unclaimedRewards));
    await context.close();
    await resetPlatform();
  });

  test('mono demo01 and demo agent01 have no unclaimed rewards: no reward badge', async ({ browser }) => {
    const mono = await openAs(browser, 'mono', ACCOUNTS.member);
    await expect(mono.page.getByTestId('member-menu-REWCEN3')).toBeVisible();
    await expect(mono.page.getByTestId('member-badge-REWCEN3')).toHaveCount(0);
    await mono.context.close();
    const agent = await openAs(browser, 'demo', ACCOUNTS.agent);
    await expect(agent.page.getByTestId('member-menu-REWCEN3')).toBeVisible();
    await expect(agent.page.getByTestId('member-badge-REWCEN3')).toHaveCount(0);
    await expect(agent.page.getByTestId('member-badge-MAILCEN')).toContainText('1');
    await agent.context.close();
  });
});

test.describe('who may do what', () => {
  test('a guest is sent to /m/login', async ({ browser }) => {
    const context = await contextFor(browser);
    const page = await context.newPage();
    for (const path of ['/m/mine', '/m/member/home', '/m/myAccount/index', '/m/member/benefits']) {
      await page.goto(merchantUrl('mono', path));
      await expect.poll(() => pathOf(page)).toBe('/m/login');
    }
    await context.close();
  });

  test('a session that ends on the member centre leads to /m/login at the next step', async ({ browser }) => {
    const { context, page } = await openAs(browser, 'demo', ACCOUNTS.member);
    await expect(page.getByTestId('member-user-block')).toBeVisible();
    // The balance's own load over first, so the tap below is the next step that meets the ended
    // session. Should a background refresh still meet it first, that step leads to /m/login as well
    // and the button is gone before the tap: either way the player lands on /m/login.
    const refresh = page.getByTestId('member-refresh-balance');
    await expect(refresh).toBeEnabled();
    const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token);
    await expireSessions(token);
    await Promise.race([refresh.click(), page.waitForURL(/\/m\/login/)]);
    await expect.poll(() => pathOf(page)).toBe('/m/login');
    await context.close();
  });

  test('type 4 (free01) is refused with free_reject', async ({ browser }) => {
    const { context, page } = await openAs(browser, 'demo', ACCOUNTS.free, '/m/home');
    await page.getByTestId('footer-item-member').click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Trial accounts cannot open the member center' })).toBeVisible();
    expect(pathOf(page)).toBe('/m/home');
    await context.close();
  });

  for (const code of ['demo', 'mono'] as const) {
    test(`${code}: mem_virtual (type 40) gets no_permissions on MAILCEN and REWCEN3, other entries open`, async ({ browser }) => {
      const { context, page } = await openAs(browser, code, VIRTUAL);
      await expect(page.getByTestId('member-agent-block')).toHaveCount(0);
      for (const id of ['MAILCEN', 'REWCEN3']) {
        const entry = page.getByTestId(`member-menu-${id}`);
        await expect(entry).toHaveAttribute('data-virtual-auth', 'true');
        await entry.click();
        const alert = page.getByRole('alertdialog');
        await expect(alert).toContainText('does not have permission');
        await alert.getByTestId('dialog-submit').click();
        expect(pathOf(page)).toBe('/m/mine');
      }
      await page.getByTestId('member-menu-security').click();
      await expect.poll(() => pathOf(page)).toBe('/m/securityCenter');
      await context.close();
    });
  }

  test('agents see the agent block (demo agent01), members do not, nor agents where HIAGECEN3 is on (atlas)', async ({ browser }) => {
    const agent = await openAs(browser, 'demo', ACCOUNTS.agent);
    await expect(agent.page.getByTestId('member-agent-block')).toBeVisible();
    await agent.page.getByTestId('member-agent-open').click();
    await expect.poll(() => pathOf(agent.page)).toBe('/m/agent/home');
    await agent.context.close();
    const member = await openAs(browser, 'demo', ACCOUNTS.member);
    await expect(member.page.getByTestId('member-agent-block')).toHaveCount(0);
    await member.context.close();
    const atlas = await openAs(browser, 'atlas', ACCOUNTS.agent);
    await expect(atlas.page.getByTestId('member-user-block')).toBeVisible();
    await expect(atlas.page.locator('main[data-screen="member-center"]')).toHaveAttribute('data-template', 'new');
    await expect(atlas.page.getByTestId('member-agent-block')).toHaveCount(0);
    await atlas.context.close();
  });
});

test.describe('actions', () => {
  test('download opens the app download popup; logout asks, then signs out to home', async ({ browser }) => {
    const { context, page } = await openAs(browser, 'mono', ACCOUNTS.member);
    await page.getByTestId('member-quick-download').click();
    await expect(page.getByTestId('download-popup')).toBeVisible();
    await page.getByTestId('download-popup-close').click();
    await expect(page.getByTestId('download-popup')).toHaveCount(0);
    await page.getByTestId('member-menu-APPDOWNLOAD').click();
    await expect(page.getByTestId('download-popup')).toBeVisible();
    await page.getByTestId('download-popup-close').click();
    await page.getByTestId('member-menu-LOGOUT').click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Do you want to sign out?');
    await confirm.getByTestId('dialog-cancel').click();
    await expect(page.getByTestId('member-user-block')).toBeVisible();
    await page.getByTestId('member-menu-LOGOUT').click();
    await page.getByRole('alertdialog').getByTestId('dialog-go').click();
    await expect.poll(() => pathOf(page)).toBe('/m/home');
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await context.close();
  });

  test('entries navigate to their routes (quick benefits, fixed, tree entries)', async ({ browser }) => {
    const { context, page } = await openAs(browser, 'demo', ACCOUNTS.member);
    const cases: [string, string][] = [
      ['member-quick-benefits', '/m/member/benefits'],
      ['member-menu-deposit', '/m/voucherCenter'],
      ['member-menu-bet-record', '/m/gameRecord'],
      ['member-menu-account-record', '/m/transaction/record'],
      ['member-menu-security', '/m/securityCenter'],
      ['member-menu-MYACC', '/m/myAccount/index'],
      ['member-menu-MAILCEN', '/m/webEmail'],
      ['member-menu-REWCEN3', '/m/rewardCenter'],
    ];
    for (const [testId, path] of cases) {
      await page.getByTestId(testId).click();
      await expect.poll(() => pathOf(page), testId).toBe(path);
      await page.goto(merchantUrl('demo', '/m/mine'));
      await screenReady(page);
    }
    await context.close();
  });
});
