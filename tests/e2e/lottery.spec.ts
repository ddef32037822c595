// The lottery list against the real platform on two merchants whose lotteries
// differ (demo has PK10 and the e-lottery group; mono has neither): tabs, rows, countdowns ticking
// on the one clock, --:--:-- for suspended games, the urgent highlight on the 20 s turbo game, the
// refresh timer bringing a new issue, favourites per userName moved to the top, guests sent to
// /m/login, and launching (upstream's game launch, launchMode LOTT) to the platform's game URL.
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from './support/test';
import { pathOf, screenReady } from './support/app';
import { freshContext, resetPlatform } from './support/auth';
import { ACCOUNTS, apiLogin, merchantUrl, seedSession, type E2eSession, type MerchantCode } from './support/platform';

const TIME = /^(\d\d:\d\d:\d\d|--:--:--)$/;
const GAME_IDS = { VNT: 101, VN1: 102, VNHN: 106, SSC1: 107, SSC5: 111, EL1: 121 } as const;

async function openLottery(browser: Browser, code: MerchantCode, options: { session?: E2eSession; context?: BrowserContext; path?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = options.context ?? (await freshContext(browser));
  const page = await context.newPage();
  if (options.session) await seedSession(page, options.session);
  await page.goto(merchantUrl(code, options.path ?? '/m/moreLottery'));
  await screenReady(page);
  await expect(page.locator('main[data-screen="lottery"]')).toBeVisible();
  await expect(page.locator('main[data-screen="lottery"]')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('lottery-row').first()).toBeVisible();
  return { context, page };
}

const tab = (page: Page, tag: string): Locator => page.locator(`[data-testid="lottery-tab"][data-tag="${tag}"]`);
const row = (page: Page, gameId: number): Locator => page.locator(`[data-testid="lottery-row"][data-game-id="${gameId}"]`);
const rowIds = async (page: Page): Promise<string[]> => page.getByTestId('lottery-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-game-id') ?? ''));

test.beforeAll(async () => {
  await resetPlatform();
});

test.describe('tabs and rows', () => {
  const EXPECTED_TABS: Record<'demo' | 'mono', string[]> = {
    demo: ['HOT', 'FAV', 'VNFAST', 'SSC', 'K3', 'PK10', 'ELOTT'],
    mono: ['HOT', 'FAV', 'VNFAST', 'SSC', 'K3'],
  };
  for (const code of ['demo', 'mono'] as const) {
    test(`${code}: HOT, FAV, then the merchant's categories; rows with icon, name, countdown, issue, digits, heart`, async ({ browser }) => {
      const { context, page } = await openLottery(browser, code);
      await expect(page.getByTestId('lottery-tab')).toHaveCount(EXPECTED_TABS[code].length);
      expect(await page.getByTestId('lottery-tab').evaluateAll((els) => els.map((e) => e.getAttribute('data-tag')))).toEqual(EXPECTED_TABS[code]);
      await expect(tab(page, 'HOT')).toHaveAttribute('aria-selected', 'true');
      // The list starts with the All entry, then the HOT games (the 20 s turbo game first).
      await expect(page.locator('.lottery-list > li').first()).toHaveAttribute('class', 'lottery-all');
      await expect(page.getByTestId('lottery-row').first()).toHaveAttribute('data-game-id', String(GAME_IDS.VNT));
      const first = row(page, GAME_IDS.VN1);
      await expect(first.locator('img')).toHaveAttribute('src', /\/platform-assets\/lottery\/VN1\.svg$/);
      await expect(first).toContainText('Vietnam Fast 1 min');
      await expect(first).toContainText(/Issue \d{8}-\d{4}/);
      await expect(first.getByTestId('lottery-countdown')).toHaveText(TIME);
      await expect(first.getByTestId('lottery-previous-digit')).toHaveCount(5);
      expect(await first.getByTestId('lottery-previous-digit').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^\d$/)]));
      await expect(first.getByTestId('lottery-favourite')).toHaveAttribute('aria-pressed', 'false');

      await tab(page, 'SSC').click();
      await expect(tab(page, 'SSC')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('lottery-row')).toHaveCount(6);
      await context.close();
    });
  }

  test('demo: the e-lottery tab lists the Elott group', async ({ browser }) => {
    const { context, page } = await openLottery(browser, 'demo');
    await tab(page, 'ELOTT').click();
    await expect(page.getByTestId('lottery-row')).toHaveCount(3);
    await expect(row(page, GAME_IDS.EL1)).toBeVisible();
    await context.close();
  });
});

test.describe('countdowns on the one clock', () => {
  test('tick every second, suspended games show --:--:--, and 200 rows never add a second timer', async ({ browser }) => {
    const { context, page } = await openLottery(browser, 'demo');
    await tab(page, 'SSC').click();
    const countdown = row(page, GAME_IDS.SSC5).getByTestId('lottery-countdown');
    // The real clock may catch the game at its draw (--:--:--): the menu refresh (7 s once run out)
    // brings the next issue.
    await expect(countdown).toHaveText(/^\d\d:\d\d:\d\d$/, { timeout: 20_000 });
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before ?? '', { timeout: 2_500 });
    await tab(page, 'VNFAST').click();
    await expect(row(page, GAME_IDS.VNHN).getByTestId('lottery-countdown')).toHaveText('--:--:--');
    await expect(row(page, GAME_IDS.VNHN).getByTestId('lottery-countdown')).toHaveAttribute('data-urgent', 'false');
    await context.close();
  });

  test('the 20 s game turns urgent under 6 s, then --:--:-- at the lock, then the refresh brings the next issue', async ({ browser }) => {
    test.setTimeout(90_000);
    const { context, page } = await openLottery(browser, 'demo');
    const turbo = row(page, GAME_IDS.VNT);
    const countdown = turbo.getByTestId('lottery-countdown');
    await expect(countdown).toHaveAttribute('data-urgent', 'true', { timeout: 25_000 });
    await expect(countdown).toHaveText(/^00:00:0[1-5]$/);
    await expect(countdown).toHaveClass(/lottery-countdown--urgent/);
    const issue = await turbo.locator('.lottery-row__issue').textContent();
    await expect(countdown).toHaveText('--:--:--', { timeout: 7_000 });
    await expect(countdown).toHaveAttribute('data-urgent', 'false');
    // The refresh timer (minimum remaining time, or 7 s when run out) loads the next issue.
    await expect(countdown).toHaveText(/^00:00:\d\d$/, { timeout: 20_000 });
    await expect(turbo.locator('.lottery-row__issue')).not.toHaveText(issue ?? '');
    await context.close();
  });
});

test.describe('guests', () => {
  test('the heart and the FAV tab send a guest to /m/login; starting a lottery too', async ({ browser }) => {
    const { context, page } = await openLottery(browser, 'demo');
    await row(page, GAME_IDS.VN1).getByTestId('lottery-favourite').click();
    await expect(page.locator('main[data-screen="login"]')).toBeVisible();
    expect(pathOf(page)).toBe('/m/login');
    await page.goBack();
    await expect(tab(page, 'FAV')).toBeVisible();
    await tab(page, 'FAV').click();
    await expect(page.locator('main[data-screen="login"]')).toBeVisible();
    await page.goBack();
    await row(page, GAME_IDS.VN1).locator('.lottery-row__main').click();
    await expect(page.locator('main[data-screen="login"]')).toBeVisible();
    await context.close();
  });
});

test.describe('favourites per userName', () => {
  for (const code of ['demo', 'mono'] as const) {
    test(`${code}: a heart moves the game to the top, kept for that user only`, async ({ browser }) => {
      const demo01 = await apiLogin(code, ACCOUNTS.member);
      const agent01 = await apiLogin(code, ACCOUNTS.agent);
      const context = await freshContext(browser);
      const { page } = await openLottery(browser, code, { context, session: demo01 });
      await tab(page, 'SSC').click();
      await expect(page.getByTestId('lottery-row').first()).toHaveAttribute('data-game-id', String(GAME_IDS.SSC1));
      const heart = row(page, GAME_IDS.SSC5).getByTestId('lottery-favourite');
      await expect(heart).toHaveAccessibleName(/SSC 5 min/);
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('lottery-row').first()).toHaveAttribute('data-game-id', String(GAME_IDS.SSC5));
      // HOT too puts favourites first (newest first), and FAV lists them.
      await tab(page, 'HOT').click();
      await row(page, GAME_IDS.VN1).getByTestId('lottery-favourite').click();
      await expect(page.getByTestId('lottery-row').first()).toHaveAttribute('data-game-id', String(GAME_IDS.VN1));
      await tab(page, 'FAV').click();
      await expect(page.getByTestId('lottery-row')).toHaveCount(2);
      expect(await rowIds(page)).toEqual([String(GAME_IDS.VN1), String(GAME_IDS.SSC5)]);

      // Another user on the same phone (same localStorage) has none of them.
      const other = await openLottery(browser, code, { context, session: agent01 });
      await tab(other.page, 'SSC').click();
      await expect(other.page.getByTestId('lottery-row').first()).toHaveAttribute('data-game-id', String(GAME_IDS.SSC1));
      await expect(row(other.page, GAME_IDS.SSC5).getByTestId('lottery-favourite')).toHaveAttribute('aria-pressed', 'false');
      await tab(other.page, 'FAV').click();
      await expect(other.page.getByTestId('empty-state')).toBeVisible();

      // demo01 again, after a reload: still there, still first.
      await page.reload();
      await expect(tab(page, 'SSC')).toBeVisible();
      await tab(page, 'SSC').click();
      await expect(page.getByTestId('lottery-row').first()).toHaveAttribute('data-game-id', String(GAME_IDS.SSC5));
      // Un-hearting puts it back in the platform's order.
      await row(page, GAME_IDS.SSC5).getByTestId('lottery-favourite').click();
      await expect(page.getByTestId('lottery-row').first()).toHaveAttribute('data-game-id', String(GAME_IDS.SSC1));
      await context.close();
    });
  }
});

test.describe('launching', () => {
  for (const code of ['demo', 'mono'] as const) {
    test(`${code}: a member's tap opens the platform's gameUrl`, async ({ browser }) => {
      const { context, page } = await openLottery(browser, code, { session: await apiLogin(code, ACCOUNTS.member), path: '/m/startLottery' });
      // Observed only: the platform's own reply passes through unchanged.
      let gameUrl = '';
      let asked: URLSearchParams | undefined;
      await page.route('**/wps/game/launchGame*', async (route) => {
        asked = new URL(route.request().url()).searchParams;
        // Node cannot resolve <code>.localhost; the Merchant header still names the merchant.
        const response = await route.fetch({ url: route.request().url().replace(/\/\/\w+\.localhost:/, '//localhost:') });
        // Upstream's reply: value.content.game_url.
        gameUrl = ((await response.json()) as { value: { content: { game_url: string } } }).value.content.game_url;
        await route.fulfill({ response });
      });
      await row(page, GAME_IDS.VN1).locator('.lottery-row__main').click();
      await page.waitForURL(/\/demo-game\?/);
      expect(gameUrl).toMatch(/^\/demo-game\?/);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(gameUrl);
      const url = new URL(page.url());
      expect(url.searchParams.get('lottery')).toBe('VN1');
      expect(url.searchParams.get('mode')).toBe('Lott');
      expect(url.searchParams.get('view')).toBe('betting');
      expect(url.searchParams.get('back')).toBe('/m/startLottery');
      // Upstream's lottery launch: the game launch with launchMode LOTT, in real money.
      expect(asked?.get('launchMode')).toBe('LOTT');
      expect(asked?.get('accountType')).toBe('1');
      expect(asked?.get('lottoGameCode')).toBe('VN1');
      await context.close();
    });
  }

  test('demo: an e-lottery launches with prize mode Elott; All opens the lobby view', async ({ browser }) => {
    const session = await apiLogin('demo', ACCOUNTS.member);
    const { context, page } = await openLottery(browser, 'demo', { session });
    await tab(page, 'ELOTT').click();
    await row(page, GAME_IDS.EL1).locator('.lottery-row__main').click();
    await page.waitForURL(/\/demo-game\?/);
    expect(new URL(page.url()).searchParams.get('mode')).toBe('Elott');
    await page.goBack();
    await expect(page.getByTestId('lottery-all')).toBeVisible();
    await page.getByTestId('lottery-all').click();
    await page.waitForURL(/\/demo-game\?/);
    expect(new URL(page.url()).searchParams.get('view')).toBe('lobby');
    await context.close();
  });

  test('a failed launch hides the loading toast and explains the error', async ({ browser }) => {
    const { context, page } = await openLottery(browser, 'demo', { session: await apiLogin('demo', ACCOUNTS.member) });
    // Held, not faked: the platform answers a session that has expired meanwhile.
    const { expireSessions } = await import('./support/platform');
    await expireSessions();
    await row(page, GAME_IDS.VN1).locator('.lottery-row__main').click();
    await expect(page.getByRole('alert').or(page.getByRole('dialog')).or(page.getByRole('alertdialog')).first()).toBeVisible();
    await expect(page.getByTestId('loading-toast')).toHaveCount(0);
    expect(pathOf(page)).not.toContain('demo-game');
    await context.close();
  });
});
