// Game lists against the real platform: categories with vendor icons, HOT and
// FAV (a guest is sent to log in), the RNG-only search (Enter or the icon, trimmed), infinite
// scroll through every page of demo's 600-game vendor (mono has no such vendor), and favourites
// added and removed on a tile showing up in FAV.
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { pathOf } from './support/app';
import { resetPlatform } from './support/auth';
import { ACCOUNTS, apiLogin, merchantUrl, type E2eSession, type MerchantCode } from './support/platform';

async function contextFor(browser: Browser, session: E2eSession | null): Promise<BrowserContext> {
  const context = await browser.newContext({ ...test.info().project.use });
  await context.addInitScript((value) => {
    if (value && !sessionStorage.getItem('__e2e_seeded')) {
      sessionStorage.setItem('__e2e_seeded', '1');
      sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value));
    }
    if (!localStorage.getItem('__e2e_language_seeded')) {
      localStorage.setItem('__e2e_language_seeded', '1');
      localStorage.setItem('MC_LANGUAGE', JSON.stringify('EN'));
    }
  }, session);
  return context;
}

async function openList(page: Page, code: MerchantCode, path: string): Promise<void> {
  await page.goto(merchantUrl(code, path));
  const main = page.locator('main[data-screen="game-list"]');
  await expect(main).toBeVisible();
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
}

const tiles = (page: Page) => page.getByTestId('game-tile');
const tab = (page: Page, gameType: string, vendor = '') => page.locator(`[data-testid="category-tab"][data-game-type="${gameType}"][data-vendor="${vendor}"]`);

test.beforeEach(async () => {
  await resetPlatform();
});

test.describe('categories', () => {
  for (const code of ['demo', 'mono'] as const) {
    test(`${code}: HOT, FAV and the vendors of every category, each with its icon`, async ({ browser }) => {
      const context = await contextFor(browser, null);
      const page = await context.newPage();
      await openList(page, code, '/m/gameCenter');
      const tabs = page.getByTestId('category-tab');
      await expect(tabs.nth(0)).toHaveAttribute('data-game-type', 'HOT');
      await expect(tabs.nth(1)).toHaveAttribute('data-game-type', 'FAV');
      for (const type of ['SPORTS', 'FISH', 'LIVE', 'PVP', 'RNG']) await expect(page.locator(`[data-testid="category-tab"][data-game-type="${type}"]`).first()).toBeAttached();
      // Per merchant: only demo carries the 600-game MEGA vendor.
      await expect(tab(page, 'RNG', 'MEGA')).toHaveCount(code === 'demo' ? 1 : 0);
      // The first vendor tab opens (in the merchant's category order: mono lists slots first), its
      // games load; the icons come as {vendor}-WHITE/COLOR.png.
      await expect(tabs.nth(2)).toHaveAttribute('data-game-type', code === 'mono' ? 'RNG' : 'SPORTS');
      await expect(code === 'mono' ? tab(page, 'RNG', 'PG') : tab(page, 'SPORTS', 'SABA')).toHaveAttribute('aria-pressed', 'true');
      await expect(tiles(page).first()).toBeVisible();
      const icons = await page.locator('[data-testid="category-tab"] img.vendor-icon').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
      // The open tab's vendor in white, the others in colour.
      expect(icons).toContain(code === 'mono' ? '/platform-assets/vendors/PG-WHITE.png' : '/platform-assets/vendors/SABA-WHITE.png');
      expect(icons).toContain('/platform-assets/vendors/BTI-COLOR.png');
      await expect.poll(() => page.locator('[data-testid="category-tab"][data-vendor="BTI"] img').evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      // HOT lists the hot games.
      await tab(page, 'HOT').click();
      await expect(tab(page, 'HOT')).toHaveAttribute('aria-pressed', 'true');
      await expect(tiles(page).first()).toBeVisible();
      expect(await tiles(page).count()).toBeGreaterThan(5);
      await context.close();
    });
  }

  test('gameLobby preselects ?gameType=&vendor=; slotsCenter shows only RNG vendors', async ({ browser }) => {
    const context = await contextFor(browser, null);
    const page = await context.newPage();
    await openList(page, 'mono', '/m/gameLobby?gameType=LIVE&vendor=DG');
    await expect(tab(page, 'LIVE', 'DG')).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page)).toHaveCount(10);
    expect(new Set(await tiles(page).evaluateAll((t) => t.map((n) => n.getAttribute('data-vendor'))))).toEqual(new Set(['DG']));
    await openList(page, 'mono', '/m/slotsCenter');
    const types = await page.getByTestId('category-tab').evaluateAll((t) => [...new Set(t.map((n) => n.getAttribute('data-game-type')))]);
    expect(types).toEqual(['HOT', 'FAV', 'RNG']);
    await context.close();
  });

  test('a guest opening FAV is sent to the login screen', async ({ browser }) => {
    const context = await contextFor(browser, null);
    const page = await context.newPage();
    await openList(page, 'demo', '/m/slotsCenter');
    await tab(page, 'FAV').click();
    await expect.poll(() => pathOf(page)).toBe('/m/login');
    await context.close();
  });
});

test.describe('search', () => {
  test('only RNG has the search; Enter and the icon search by the trimmed name', async ({ browser }) => {
    const context = await contextFor(browser, null);
    const page = await context.newPage();
    await openList(page, 'demo', '/m/gameLobby?gameType=LIVE&vendor=EVO');
    await expect(page.getByTestId('game-search')).toHaveCount(0);
    await tab(page, 'HOT').click();
    await expect(page.getByTestId('game-search')).toHaveCount(0);
    await tab(page, 'RNG', 'PG').click();
    const search = page.getByTestId('game-search');
    await expect(search).toHaveAttribute('type', 'search');

    const asked = page.waitForRequest((r) => r.url().includes('GCSGAME_gameList') && new URL(r.url()).searchParams.has('gameName'));
    await search.fill('  golden  ');
    await search.press('Enter');
    const request = new URL((await asked).url());
    expect(request.searchParams.get('gameName')).toBe('golden');
    expect(request.searchParams.get('vassalage')).toBe('PG');
    await expect(tiles(page).first()).toBeVisible();
    const names = await page.locator('.game-tile__name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.toLowerCase().includes('golden'))).toBe(true);

    const byIcon = page.waitForRequest((r) => r.url().includes('GCSGAME_gameList') && new URL(r.url()).searchParams.get('gameName') === 'no such game');
    await search.fill(' no such game ');
    await page.getByTestId('game-search-submit').click();
    await byIcon;
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await context.close();
  });
});

test.describe('infinite scroll', () => {
  async function scrollToEnd(page: Page): Promise<void> {
    const end = page.getByTestId('game-list-end');
    // Bounded by time, not turns: on a busy machine each turn takes longer while the pages still
    // arrive one per second.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !(await end.isVisible())) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(150);
    }
    await expect(end).toBeVisible();
  }

  /**
   * Resolves after the next rendering step's intersection callbacks: an observer made now reports
   * after every observer made before it (the list's sentinel among them), in the same step.
   */
  function intersectionsDelivered(page: Page): Promise<unknown> {
    return page.evaluate(
      () =>
        new Promise((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve(null);
          });
          observer.observe(document.body);
        }),
    );
  }

  test('demo: every page of the 600-game vendor, one page per second at most', async ({ browser }) => {
    const context = await contextFor(browser, null);
    const page = await context.newPage();
    const pages: { pageNo: number; pageSize: string | null }[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('GCSGAME_gameList') && url.searchParams.get('vassalage') === 'MEGA') pages.push({ pageNo: Number(url.searchParams.get('pageNo')), pageSize: url.searchParams.get('pageSize') });
    });
    // The page's clock is the test's: the load-more throttle's second is stepped over, not waited
    // for (24 pages took 24 s of real time), and the step proves the throttle exactly: with the
    // finger at the end, no page comes 999 ms after the last, the next comes at 1000 ms.
    await page.clock.install();
    await openList(page, 'demo', '/m/gameLobby?gameType=RNG&vendor=MEGA');
    await expect(tiles(page)).toHaveCount(26);
    // A first page that fills the screen asks for nothing more until the player scrolls.
    await page.waitForTimeout(500);
    await expect(tiles(page)).toHaveCount(26);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // Page 2: the first load-more goes at once (the throttle's leading edge).
    await page.mouse.wheel(0, 4000);
    await expect(tiles(page)).toHaveCount(52);
    for (let pageNo = 3; pageNo <= 24; pageNo += 1) {
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 4000);
      // The page has scrolled and the list's observer has seen it before the clock moves (on a busy
      // machine the intersection could otherwise arrive after the step, and its second start late).
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
      await intersectionsDelivered(page);
      await page.clock.runFor(999);
      expect(pages.length, `page ${pageNo} is not asked for within a second of page ${pageNo - 1}: ${JSON.stringify(pages)}`).toBe(pageNo - 1);
      await page.clock.runFor(1);
      await expect(tiles(page), `page ${pageNo} comes a second after page ${pageNo - 1}`).toHaveCount(Math.min(26 * pageNo, 600));
    }
    await expect(page.getByTestId('game-list-end')).toBeVisible();
    await expect(tiles(page)).toHaveCount(600);
    expect(pages.map((p) => p.pageNo)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(pages.every((p) => p.pageSize === '26')).toBe(true);
    // Every node once: appended pages never repeat or replace.
    const ids = await tiles(page).evaluateAll((t) => t.map((n) => n.getAttribute('data-node-id')));
    expect(new Set(ids).size).toBe(600);
    await context.close();
  });

  test('demo: the list keeps loading when its strings arrive after the categories (a busy phone)', async ({ browser }) => {
    const context = await contextFor(browser, null);
    const page = await context.newPage();
    // Hold the games strings until the categories have answered: the order a slow phone sees.
    let categoriesAnswered: () => void = () => {};
    const categories = new Promise<void>((resolve) => {
      categoriesAnswered = resolve;
    });
    page.on('response', (r) => {
      if (r.url().includes('GCSGAME_getVassGameType')) categoriesAnswered();
    });
    await page.route(/\/assets\/locales\/[^/]+\/[^/]+\/games\.json$/, async (route) => {
      await categories;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    // The categories go out beside the screen's code and strings (the route's `data`), not after
    // them: were they asked only once the screen renders, the held strings would never arrive.
    await openList(page, 'demo', '/m/gameLobby?gameType=RNG&vendor=MEGA');
    await expect(tiles(page)).toHaveCount(26);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await tiles(page).count()) < 52) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(200);
    }
    expect(await tiles(page).count()).toBeGreaterThanOrEqual(52);
    await context.close();
  });

  test('mono: PG ends after its 4 pages of 80 games', async ({ browser }) => {
    const context = await contextFor(browser, null);
    const page = await context.newPage();
    await openList(page, 'mono', '/m/gameLobby?gameType=RNG&vendor=PG');
    await scrollToEnd(page);
    await expect(tiles(page)).toHaveCount(80);
    await context.close();
  });
});

test.describe('favourites', () => {
  test('a guest tapping a star is asked to log in', async ({ browser }) => {
    const context = await contextFor(browser, null);
    const page = await context.newPage();
    await openList(page, 'mono', '/m/slotsCenter');
    await tiles(page).first().getByTestId('favourite-toggle').click();
    await expect(page.getByRole('status').filter({ hasText: 'You are not logged in, please login first' })).toBeVisible();
    await expect(tiles(page).first().getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'false');
    await context.close();
  });

  for (const code of ['demo', 'mono'] as const) {
    test(`${code}: a member adds favourites on the list and removes one inside FAV`, async ({ browser }) => {
      const context = await contextFor(browser, await apiLogin(code, ACCOUNTS.member));
      const page = await context.newPage();
      await openList(page, code, '/m/gameLobby?gameType=RNG&vendor=JILI');
      const first = tiles(page).nth(0);
      const second = tiles(page).nth(1);
      const ids = [await first.getAttribute('data-node-id'), await second.getAttribute('data-node-id')];
      const star = first.getByTestId('favourite-toggle');
      await expect(star).toHaveAccessibleName(/Favourite: .+/);
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await second.getByTestId('favourite-toggle').click();
      await expect(second.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');

      await tab(page, 'FAV').click();
      await expect(tiles(page)).toHaveCount(2);
      expect((await tiles(page).evaluateAll((t) => t.map((n) => n.getAttribute('data-node-id')))).sort()).toEqual([...ids].sort());
      // Removing inside FAV drops the tile at once.
      await page.locator(`[data-testid="game-tile"][data-node-id="${ids[0]}"] [data-testid="favourite-toggle"]`).click();
      await expect(page.locator(`[data-testid="game-tile"][data-node-id="${ids[0]}"]`)).toHaveCount(0);
      await expect(tiles(page)).toHaveCount(1);
      // The server agrees after a reload.
      await page.reload();
      await expect(page.locator('main[data-screen="game-list"]')).not.toHaveAttribute('aria-busy', 'true');
      await tab(page, 'FAV').click();
      await expect(tiles(page)).toHaveCount(1);
      await page.getByTestId('favourite-toggle').click();
      await expect(page.getByTestId('empty-state')).toBeVisible();
      await context.close();
    });
  }
});
