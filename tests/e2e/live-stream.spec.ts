// /m/liveStream in Chromium against the real platform: demo embeds its live link
// (the platform's own /demo-live page, so nothing comes from the internet), busy until the frame
// has loaded; mono has no link and says so; a player that never loads ends in the error state.
import { expect, test } from './support/test';
import { freshContext } from './support/auth';
import { screenReady } from './support/app';
import { merchantUrl } from './support/platform';

const LIVE_TIMEOUT_MS = 15_000;

test('demo: the footer leads to the live page, which shows a loading indicator until the frame has loaded', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto(merchantUrl('demo', '/m/home'));
  await screenReady(page);

  // Hold the player's reply (observe only) to see the loading state, then let it through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/demo-live', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('footer-item-live').click();
  const main = page.locator('main[data-screen="live-stream"]');
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('live-loading')).toBeVisible();
  await expect(page.getByTestId('app-header')).toContainText('Live match');
  await expect(page.getByTestId('app-footer')).toHaveCount(0);

  release();
  await expect(main).toHaveAttribute('data-state', 'loaded');
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('live-loading')).toHaveCount(0);
  const frame = page.getByTestId('live-frame');
  await expect(frame).toHaveAttribute('title', 'Demo Casino live stream');
  await expect(page.frameLocator('[data-testid="live-frame"]').getByTestId('demo-live-title')).toContainText('Demo Casino');
  await context.close();
});

test('mono: no live link, an honest "not available" state', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto(merchantUrl('mono', '/m/liveStream'));
  await screenReady(page);
  const main = page.locator('main[data-screen="live-stream"]');
  await expect(main).toHaveAttribute('data-state', 'unavailable');
  await expect(page.getByTestId('empty-state')).toContainText('No live stream available');
  await expect(page.getByTestId('live-frame')).toHaveCount(0);
  await page.getByTestId('live-home').click();
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  await context.close();
});

test('demo: a player that never loads ends in the error state after the timeout; retry loads it', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.clock.install();
  // Hold every request for the player: it never answers until the route is removed.
  let holding = true;
  await page.route('**/demo-live', async (route) => {
    while (holding) await new Promise((r) => setTimeout(r, 50));
    await route.continue();
  });
  await page.goto(merchantUrl('demo', '/m/liveStream'));
  const main = page.locator('main[data-screen="live-stream"]');
  await expect(main).toHaveAttribute('data-state', 'loading');
  await page.clock.fastForward(LIVE_TIMEOUT_MS - 1000);
  await expect(main).toHaveAttribute('data-state', 'loading');
  await page.clock.fastForward(1000);
  await expect(main).toHaveAttribute('data-state', 'error');
  await expect(page.getByRole('alert')).toContainText('The live stream did not load');
  await expect(page.getByTestId('live-frame')).toHaveCount(0);

  holding = false;
  await page.getByTestId('live-retry').click();
  await expect(main).toHaveAttribute('data-state', 'loaded');
  await expect(page.frameLocator('[data-testid="live-frame"]').getByTestId('demo-live-title')).toBeVisible();
  await context.close();
});
