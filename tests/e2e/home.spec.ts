// Home: banners (loop, autoplay, pagination only with more than one; a single one is
// static), the notice ticker and its empty text, hot matches and the 'Trận Cầu Đỉnh Cao' popup,
// banner, match, vendor and recent-game taps — on demo (three banners, six notices, four matches)
// and mono (one banner, no notices, no matches), as a guest and as a member.
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { pathOf, screenReady } from './support/app';
import { resetPlatform } from './support/auth';
import { ACCOUNTS, apiLogin, E2E_PORT, merchantUrl, seedSession, type E2eSession, type MerchantCode } from './support/platform';

test.beforeAll(async () => {
  await resetPlatform();
});

/** A new context in the brand's default language (Vietnamese for demo and mono). */
async function openHome(browser: Browser, code: MerchantCode, options: { session?: E2eSession; reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...test.info().project.use, reducedMotion: options.reducedMotion ?? 'no-preference' });
  const page = await context.newPage();
  if (options.session) await seedSession(page, options.session);
  await page.goto(merchantUrl(code, '/m/home'));
  await screenReady(page);
  await expect(page.locator('main[data-screen="home"]')).not.toHaveAttribute('aria-busy', 'true');
  return { context, page };
}

/** The id of the banner on screen once swiper has taken over. */
function activeBannerId(page: Page): Promise<string | null> {
  return page.locator('.swiper-slide-active [data-testid="banner-slide"]').getAttribute('data-banner-id');
}

async function apiLaunch(code: MerchantCode, session: E2eSession, nodeId: number): Promise<void> {
  const response = await fetch(`http://localhost:${E2E_PORT}/wps/game/launchGame?launchMode=GLS&accountType=1&nodeId=${nodeId}&backUrl=/m/home`, {
    headers: { Merchant: code, Authorization: session.token, Device: 'MOBILE', Language: 'EN' },
  });
  const envelope = (await response.json()) as { success: boolean; message?: string };
  if (!envelope.success) throw new Error(`launchGame failed: ${envelope.message ?? response.status}`);
}

test.describe('banners', () => {
  test("a guest's home asks for the announcements once, from the HTML, and paints the first banner into the boot screen before the app's script has run", async ({ browser }) => {
    const context = await browser.newContext({ ...test.info().project.use });
    const page = await context.newPage();
    let asked = 0;
    const merchantHeaders: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (!request.url().includes('/wps/relay/CCSFE_getListAnnouncements')) return;
      asked += 1;
      merchantHeaders.push(request.headers()['merchant']);
    });
    // The app's own script is held (the real reply, delayed) until the test has looked at the boot
    // screen: only the prefetch script can have asked and drawn.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await Promise.race([released, new Promise((r) => setTimeout(r, 15_000))]);
      await route.continue();
    });
    await page.goto(merchantUrl('demo', '/m/home'), { waitUntil: 'commit' });
    const bootBanner = page.locator('#root > [data-screen="boot"] .boot-screen__banner img');
    await expect(bootBanner).toBeVisible();
    await expect(bootBanner).toHaveAttribute('src', '/platform-assets/banners/1-720.webp');
    expect(await bootBanner.getAttribute('srcset')).toMatch(/480w, .*1080w$/);
    await expect(bootBanner).toHaveAttribute('elementtiming', 'home-banner');
    // It has painted: loaded, with the box home's banner slot has.
    await expect.poll(() => bootBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const bootBox = await bootBanner.boundingBox();
    // The one request is the HTML's preload (it cannot send headers); the prefetch script took its reply.
    expect(asked).toBe(1);
    expect(merchantHeaders).toEqual([undefined]);
    release();
    await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-count', '3');
    expect(asked).toBe(1);
    // The app's banner takes the boot banner's place without a jump.
    // (Measured on the carousel's box: swiper may take over the first picture at any moment.)
    await expect
      .poll(async () => {
        const appBox = await page.getByTestId('banner-carousel').boundingBox();
        return appBox && bootBox ? [Math.round(appBox.y - bootBox.y), Math.round(appBox.width - bootBox.width), Math.round(appBox.height - bootBox.height)] : null;
      })
      .toEqual([0, 0, 0]);
    await context.close();
  });

  test('demo: three banners loop, autoplay every 5 s and show pagination; the first paints as plain markup first', async ({ browser }) => {
    const { context, page } = await openHome(browser, 'demo');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toHaveAttribute('data-count', '3');
    // The first banner: a sized, eager, high-priority image with a srcset for 412–1080 px screens.
    const first = page.locator('img[elementtiming="home-banner"]').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('width', '750');
    await expect(first).toHaveAttribute('height', '300');
    expect(await first.getAttribute('srcset')).toMatch(/480w, .*720w, .*1080w$/);
    // The carousel's box inside the screen (the download bar may arrive above the screen meanwhile;
    // that is the shell's, not the carousel's).
    const inScreen = () =>
      carousel.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const screen = el.closest('main')!.getBoundingClientRect();
        return { x: box.x - screen.x, y: box.y - screen.y, width: box.width, height: box.height };
      });
    const boxBefore = await inScreen();
    // Swiper takes over in the same box.
    await expect(carousel).toHaveAttribute('data-mode', 'swiper');
    expect(await inScreen()).toEqual(boxBefore);
    const swiper = carousel.locator('.swiper');
    await expect(swiper).toHaveAttribute('data-loop', 'true');
    await expect(swiper).toHaveAttribute('data-autoplay', '5000');
    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(3);
    const ids = new Set(await carousel.locator('[data-testid="banner-slide"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-banner-id'))));
    expect(ids.size).toBe(3);
    // Autoplay: another banner every 5 s. Timed in the page between two changes it makes itself
    // (timers fire late on a busy machine, never early), not from when the test happened to look.
    expect(await activeBannerId(page)).toBe([...ids][0]);
    await swiper.evaluate((el) => {
      const changes: number[] = [];
      (window as unknown as { bannerChanges: number[] }).bannerChanges = changes;
      let active = el.querySelector('.swiper-slide-active [data-testid="banner-slide"]')?.getAttribute('data-banner-id');
      new MutationObserver(() => {
        const now = el.querySelector('.swiper-slide-active [data-testid="banner-slide"]')?.getAttribute('data-banner-id');
        if (now !== active) changes.push(performance.now());
        active = now;
      }).observe(el, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { bannerChanges: number[] }).bannerChanges.length), { timeout: 15_000, intervals: [250] }).toBeGreaterThanOrEqual(2);
    expect(await activeBannerId(page)).not.toBe([...ids][0]);
    const [first2, second] = await page.evaluate(() => (window as unknown as { bannerChanges: number[] }).bannerChanges);
    expect(second! - first2!).toBeGreaterThan(4_500);
    await context.close();
  });

  test('mono: a single banner is static — no swiper, no pagination, no autoplay', async ({ browser }) => {
    const { context, page } = await openHome(browser, 'mono');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toHaveAttribute('data-count', '1');
    await expect(carousel).toHaveAttribute('data-mode', 'static');
    await expect(page.getByTestId('banner-slide')).toHaveCount(1);
    await expect(page.getByTestId('banner-slide').locator('img')).toHaveJSProperty('complete', true);
    await page.waitForTimeout(500);
    await expect(carousel.locator('.swiper')).toHaveCount(0);
    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(0);
    // The picture is a real raster image, not a placeholder.
    const picture = await page.getByTestId('banner-slide').locator('img').evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
    expect(picture.src).toMatch(/\/platform-assets\/banners\/1-\d+\.webp$/);
    expect(picture.width).toBeGreaterThan(0);
    await context.close();
  });

  test('an in-app banner opens its route; an external one opens a new page with its URL', async ({ browser }) => {
    const { context, page } = await openHome(browser, 'demo', { reducedMotion: 'reduce' });
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toHaveAttribute('data-mode', 'swiper');
    await expect(carousel.locator('.swiper')).toHaveAttribute('data-autoplay', 'off');
    // The external link must not reach the internet: observe the request, then stop it.
    const external: string[] = [];
    await context.route('https://www.example.com/**', async (route) => {
      external.push(route.request().url());
      await route.abort();
    });
    // Banner 2 (external): swipe once towards the next banner.
    const box = await carousel.boundingBox();
    if (!box) throw new Error('no carousel box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.85, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => activeBannerId(page)).not.toBe(null);
    const active = carousel.locator('.swiper-slide-active [data-testid="banner-slide"]');
    await expect(active).toHaveAttribute('href', 'https://www.example.com/cashback');
    await expect(active).toHaveAttribute('target', '_blank');
    await expect(active).toHaveAttribute('rel', /noopener/);
    const popupPromise = context.waitForEvent('page');
    await active.click();
    const popup = await popupPromise;
    await expect.poll(() => external).toContain('https://www.example.com/cashback');
    await popup.close();
    expect(pathOf(page)).toBe('/m/home');

    // Banner 1 (in-app, /m/activity): back one slide, tap.
    await page.mouse.move(box.x + box.width * 0.15, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.9, y, { steps: 5 });
    await page.mouse.up();
    await expect(active).toHaveAttribute('href', '/m/activity');
    await active.click();
    await expect.poll(() => pathOf(page)).toBe('/m/activity');
    await expect(page.locator('main[data-route="activity"], main[data-screen="promotions"]')).toBeVisible();
    await context.close();
  });
});

test.describe('notice ticker', () => {
  test('demo: the titles scroll by; a tap opens /m/notice', async ({ browser }) => {
    const { context, page } = await openHome(browser, 'demo');
    const ticker = page.getByTestId('notice-ticker');
    await expect(ticker.getByTestId('ticker-item')).toHaveCount(6);
    await expect(ticker.getByTestId('ticker-item').first()).toContainText('Player notice 1');
    const animation = await ticker.locator('.notice-ticker__track').evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe('notice-ticker');
    await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-mode', 'swiper');
    await ticker.click();
    await expect.poll(() => pathOf(page)).toBe('/m/notice');
    // Leaving home tears the carousels down cleanly: the next screen renders, not the error screen.
    await expect(page.locator('main[data-route="notice"], main[data-screen="notices"]')).toBeVisible();
    await context.close();
  });

  test("mono: no notices — the ticker says 'no_announcement'", async ({ browser }) => {
    const { context, page } = await openHome(browser, 'mono');
    const ticker = page.getByTestId('notice-ticker');
    await expect(ticker).toHaveAttribute('data-state', 'empty');
    await expect(ticker).toContainText('Chưa có thông báo nào');
    await expect(ticker.getByTestId('ticker-item')).toHaveCount(0);
    await ticker.click();
    await expect.poll(() => pathOf(page)).toBe('/m/notice');
    await context.close();
  });

  test('under reduced motion the titles stand still', async ({ browser }) => {
    const { context, page } = await openHome(browser, 'demo', { reducedMotion: 'reduce' });
    const animation = await page.locator('.notice-ticker__track').evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe('none');
    await context.close();
  });
});

test.describe('hot matches', () => {
  test("demo: cards with league, teams, time and vendor; the 'Trận Cầu Đỉnh Cao' popup lists them all; a guest's tap goes to log in", async ({ browser }) => {
    const { context, page } = await openHome(browser, 'demo');
    const block = page.locator('.hot-matches');
    await expect(block.getByRole('heading', { level: 2 })).toHaveText('Trận Cầu Đỉnh Cao');
    const swiper = page.getByTestId('hot-match-swiper');
    await expect(swiper).toHaveAttribute('data-loop', 'true');
    await expect(swiper).toHaveAttribute('data-autoplay', '5000');
    const speed = await swiper.evaluate((el) => (el as HTMLElement & { swiper?: { params: { speed: number } } }).swiper?.params.speed);
    expect(speed).toBe(500);
    const card = swiper.locator('.swiper-slide-active [data-testid="hot-match"]');
    await expect(card).toContainText('V.League 1');
    await expect(card).toContainText('Hanoi FC');
    await expect(card).toContainText('Viettel FC');
    await expect(card).toContainText('SABA');
    await expect(card.getByTestId('hot-match-time')).toHaveText(/^\d\d\/\d\d \d\d:\d\d$/);
    expect(await card.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))).toHaveLength(2);

    await page.getByTestId('hot-match-popup-open').click();
    const popup = page.getByTestId('hot-match-popup');
    await expect(popup).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Trận Cầu Đỉnh Cao' })).toBeVisible();
    await expect(popup.getByTestId('hot-match')).toHaveCount(4);
    await expect(popup.getByTestId('hot-match').nth(1)).toContainText('Arsenal');
    await popup.getByTestId('hot-match').nth(2).click();
    await expect.poll(() => pathOf(page)).toBe('/m/login');
    await context.close();
  });

  test("a member's match tap launches that game", async ({ browser }) => {
    const session = await apiLogin('demo', ACCOUNTS.member);
    const { context, page } = await openHome(browser, 'demo', { session, reducedMotion: 'reduce' });
    const card = page.getByTestId('hot-match-swiper').locator('.swiper-slide-active [data-testid="hot-match"]');
    const nodeId = await card.getAttribute('data-node-id');
    expect(nodeId).toMatch(/^\d+$/);
    await card.click();
    await expect.poll(() => `${pathOf(page)}${new URL(page.url()).search}`).toBe(`/m/launchGame?nodeId=${nodeId}&pageBack=home`);
    await context.close();
  });

  test('mono: no hot matches — the empty state, no popup button', async ({ browser }) => {
    const { context, page } = await openHome(browser, 'mono');
    const block = page.locator('.hot-matches');
    await expect(block.getByTestId('empty-state')).toBeVisible();
    await expect(page.getByTestId('hot-match')).toHaveCount(0);
    await expect(page.getByTestId('hot-match-popup-open')).toHaveCount(0);
    await context.close();
  });
});

test.describe('vendors, recent games, copyright', () => {
  test('the vendor grid lists every vendor; a tap opens its game list', async ({ browser }) => {
    const { context, page } = await openHome(browser, 'atlas');
    const items = page.locator('.vendor-grid').getByTestId('vendor-item');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBe(22);
    const pg = page.locator('.vendor-grid [data-testid="vendor-item"][data-vendor="PG"]');
    await pg.click();
    await expect.poll(() => `${pathOf(page)}${new URL(page.url()).search}`).toBe('/m/gameLobby?gameType=RNG&vendor=PG');
    await context.close();
  });

  test("a guest has no recent row; a member's shows the game just launched, and a tap launches it again", async ({ browser }) => {
    const guest = await openHome(browser, 'mono');
    await expect(guest.page.locator('.vendor-grid')).toBeVisible();
    await expect(guest.page.getByTestId('recent-games')).toHaveCount(0);
    await expect(guest.page.getByTestId('home-copyright')).toHaveText(/\S/);
    await guest.context.close();

    const session = await apiLogin('mono', ACCOUNTS.member);
    const before = await openHome(browser, 'mono', { session });
    await expect(before.page.getByTestId('recent-games')).toHaveAttribute('data-state', 'ready');
    await before.context.close();
    // The platform records a recent game on launch.
    await apiLaunch('mono', session, 1005);
    const { context, page } = await openHome(browser, 'mono', { session });
    const row = page.getByTestId('recent-games');
    const game = row.locator('[data-testid="recent-game"][data-node-id="1005"]');
    await expect(game).toBeVisible();
    await game.click();
    await expect.poll(() => `${pathOf(page)}${new URL(page.url()).search}`).toBe('/m/launchGame?nodeId=1005&pageBack=home');
    await context.close();
  });
});

test.describe('popular games menu', () => {
  const tabOrder = (page: Page) => page.getByTestId('games-menu').getByRole('tab').evaluateAll((tabs) => tabs.map((t) => (t as HTMLElement).dataset.testid?.replace('games-tab-', '')));

  test("demo: tabs in the server's order with ELOTT inside LOTT; each category shows its own body", async ({ browser }) => {
    const { context, page } = await openHome(browser, 'demo');
    const menu = page.getByTestId('games-menu');
    await menu.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('games-tab-SPORTS')).toBeVisible();
    expect(await tabOrder(page)).toEqual(['SPORTS', 'FISH', 'LIVE', 'PVP', 'LOTT', 'RNG']);
    const panel = menu.getByRole('tabpanel');
    // The first tab is selected: sports shows its vendors.
    await expect(page.getByTestId('games-tab-SPORTS')).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByTestId('vendor-item')).toHaveCount(3);
    // FISH and RNG: a grid of the category's hot games (at most nine), a link to all of them.
    await page.getByTestId('games-tab-FISH').click();
    await expect(panel).toHaveAttribute('data-body', 'games');
    await expect(panel.getByTestId('game-tile').first()).toBeVisible();
    const fish = await panel.getByTestId('game-tile').evaluateAll((tiles) => tiles.map((t) => (t as HTMLElement).dataset.vendor));
    expect(fish.length).toBeGreaterThan(1);
    expect(fish.length).toBeLessThanOrEqual(9);
    expect(fish.every((v) => ['JILIF', 'FCF', 'JDBF'].includes(v ?? ''))).toBe(true);
    await expect(panel.getByTestId('games-menu-more')).toHaveAttribute('href', '/m/gameLobby?gameType=FISH');
    // LOTT: the lottery panel with a way to every lottery.
    await page.getByTestId('games-tab-LOTT').click();
    await expect(panel).toHaveAttribute('data-body', 'lottery');
    await expect(panel.getByTestId('games-menu-lottery').first()).toBeVisible();
    await panel.getByTestId('games-menu-more').click();
    await expect.poll(() => pathOf(page)).toBe('/m/moreLottery');
    await page.goBack();
    // A guest starting a game from the grid is asked to log in.
    await page.getByTestId('games-tab-RNG').click();
    await expect(panel).toHaveAttribute('data-body', 'games');
    await panel.getByTestId('game-tile').first().locator('.game-tile__start').click();
    await expect.poll(() => pathOf(page)).toBe('/m/login');
    await context.close();
  });

  test("mono: its own order (slots first); a member's tile launches the game, a vendor opens its list", async ({ browser }) => {
    const session = await apiLogin('mono', ACCOUNTS.member);
    const { context, page } = await openHome(browser, 'mono', { session });
    await page.getByTestId('games-menu').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('games-tab-RNG')).toBeVisible();
    expect(await tabOrder(page)).toEqual(['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT']);
    const panel = page.getByTestId('games-menu').getByRole('tabpanel');
    await expect(panel.getByTestId('game-tile').first()).toBeVisible();
    // mono's CQ9 is under maintenance (the launch spec covers that refusal): start another vendor's game.
    const tile = panel.locator('[data-testid="game-tile"]:not([data-vendor="CQ9"])').first();
    const nodeId = await tile.getAttribute('data-node-id');
    await tile.locator('.game-tile__start').click();
    await expect.poll(() => `${pathOf(page)}${new URL(page.url()).search}`).toContain(`/m/launchGame?nodeId=${nodeId}`);
    await expect(page.getByTestId('launch-frame')).toBeVisible();
    await page.getByTestId('launch-back').click();
    await expect.poll(() => pathOf(page)).toBe('/m/home');
    await page.getByTestId('games-tab-LIVE').click();
    await panel.locator('[data-testid="vendor-item"][data-vendor="EVO"]').click();
    await expect.poll(() => `${pathOf(page)}${new URL(page.url()).search}`).toBe('/m/gameLobby?gameType=LIVE&vendor=EVO');
    await context.close();
  });
});
