// Tap speed against the reference platform: the screens home links to are fetched
// while the page is idle, so with the network stalled after home has painted and gone idle,
// tapping the member centre, a game list and the lottery list still renders them; a revisit
// renders the last data before any request returns (requests held by the test); and between the
// tap on 'log in' and home with its banner, no request to the platform is made twice.
import { expect, test, type Page, type Request } from './support/test';
import { fillLogin, freshContext, submitLogin } from './support/auth';
import { ACCOUNTS, apiLogin, merchantUrl, seedSession, type MerchantCode } from './support/platform';

const BANNER = '[data-screen="home"] [data-testid="banner-slide"] img';

/** The route chunks a screen needs, as the page's resource timing names them. */
async function fetchedChunks(page: Page, names: readonly string[]): Promise<string[]> {
  return page.evaluate(
    (wanted) =>
      wanted.filter((name) =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .some((path) => path.startsWith(`/assets/${name}-`)),
      ),
    names,
  );
}

for (const code of ['demo', 'atlas'] as const satisfies readonly MerchantCode[]) {
  test(`${code}: with the network stalled after home is idle, the member centre, a game list and the lottery list still open`, async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await seedSession(page, await apiLogin(code, ACCOUNTS.member));
    await page.goto(merchantUrl(code, '/m/home'));
    await expect(page.locator(BANNER).first()).toBeVisible();
    const home = page.locator('main[data-screen="home"]');
    await expect(home.getByTestId('vendor-item').first()).toBeVisible({ timeout: 15_000 });
    const lotteryTab = home.locator('[data-testid^="games-tab-"][data-href="/m/moreLottery"]');
    await lotteryTab.click();
    const moreLottery = home.locator('a[data-testid="games-menu-more"][href="/m/moreLottery"]');
    await expect(moreLottery).toBeVisible();
    // The idle pass has fetched the screens home leads to (nothing here asks for them).
    const chunks = ['member-centre-screen', 'game-list-screen', 'lottery-screen'];
    await expect.poll(() => fetchedChunks(page, chunks), { timeout: 20_000 }).toEqual(chunks);

    // From now on nothing the page asks for is answered.
    const stalled: string[] = [];
    await page.route('**/*', (route) => void stalled.push(route.request().url()));

    await moreLottery.click();
    await expect(page.locator('main[data-screen="lottery"]')).toBeVisible();

    await page.goBack();
    await expect(home).toBeVisible();
    await page.getByTestId('footer-item-member').click();
    const member = page.locator('main[data-screen="member-center"]');
    await expect(member).toBeVisible();
    // What the app already holds shows at once: the member's own block, not a skeleton.
    await expect(member.getByTestId('member-account')).toHaveText(ACCOUNTS.member.username);

    await page.goBack();
    await expect(home).toBeVisible();
    await home.getByTestId('vendor-item').first().click();
    await expect(page.locator('main[data-screen="game-list"]')).toBeVisible();
    // The stall was real: the screens asked the platform and got nothing back.
    expect(stalled.some((url) => /\/(wps|lgw)\//.test(url))).toBe(true);
    await context.close();
  });
}

test('a revisit renders the last data before any request returns', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await seedSession(page, await apiLogin('demo', ACCOUNTS.member));
  await page.goto(merchantUrl('demo', '/m/mine'));
  const member = page.locator('main[data-screen="member-center"]');
  await expect(member.getByTestId('member-account')).toBeVisible();
  const visits = [
    { entry: 'member-menu-deposit', screen: 'deposit', content: '[data-testid="deposit-method"]' },
    { entry: 'member-menu-account-record', screen: 'account-record', content: '[data-testid="record-row"], [data-testid="empty-state"]' },
  ] as const;
  for (const visit of visits) {
    await member.getByTestId(visit.entry).click();
    await expect(page.locator(`main[data-screen="${visit.screen}"]`).locator(visit.content).first()).toBeVisible();
    await page.goBack();
    await expect(member).toBeVisible();
  }
  // Every platform request from now on is held until the test lets it go.
  const held: (() => Promise<void>)[] = [];
  await page.route(/\/(wps|lgw)\//, (route) => void held.push(() => route.continue()));
  for (const visit of visits) {
    await member.getByTestId(visit.entry).click();
    const screen = page.locator(`main[data-screen="${visit.screen}"]`);
    await expect(screen.locator(visit.content).first()).toBeVisible();
    await expect(screen).not.toHaveAttribute('aria-busy', 'true');
    await page.goBack();
    await expect(member).toBeVisible();
  }
  // The refreshes were asked for, and were still held while the data showed.
  expect(held.length).toBeGreaterThan(0);
  await page.unroute(/\/(wps|lgw)\//);
  await Promise.all(held.map((go) => go().catch(() => undefined)));
  await context.close();
});

test('between the tap on log in and home with its banner, no platform request is made twice', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto(merchantUrl('demo', '/m/login'));
  await fillLogin(page, ACCOUNTS.member.username, ACCOUNTS.member.password);
  const asked: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (!/^\/(wps|lgw)\//.test(url.pathname)) return;
    url.searchParams.delete('_');
    asked.push(`${request.method()} ${url.pathname}?${[...url.searchParams].sort().join('&')}`);
  };
  page.on('request', onRequest);
  await submitLogin(page);
  await expect(page.locator(BANNER).first()).toBeVisible();
  // What home asks for once it is there (its blocks, the header) counts too.
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  expect(asked.some((r) => r.startsWith('POST /wps/session/login'))).toBe(true);
  const repeated = asked.filter((r, i) => asked.indexOf(r) !== i);
  expect(repeated).toEqual([]);
  await context.close();
});
