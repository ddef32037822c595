// Motion: a 300 ms fade between pages, none on a history move or a swipe-back; swipe-back at
// 100 px; both off under prefers-reduced-motion.
import { expect, test, type BrowserContext, type CDPSession, type Page } from './support/test';
import { pathOf, screenReady } from './support/app';
import { merchantUrl } from './support/platform';

let context: BrowserContext;
let page: Page;
let cdp: CDPSession;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ ...test.info().project.use });
  page = await context.newPage();
  cdp = await context.newCDPSession(page);
});
test.afterAll(async () => {
  await context.close();
});

async function swipe(fromX: number, toX: number, y = 400): Promise<void> {
  const steps = 6;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * i) / steps, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const transition = () => page.locator('.page').first().getAttribute('data-transition');
/** The URL changes before React renders the new page: read the transition only once home is drawn. */
const homeDrawn = () => expect(page.locator('.page main[data-screen="home"]')).toBeVisible();

test('no fade on the first page; a 300 ms fade on a push; none going back', async () => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(merchantUrl('demo'));
  await screenReady(page);
  expect(await transition()).toBe('none');
  await page.getByTestId('footer-item-live').click();
  await expect(page.locator('main[data-screen="live-stream"]')).toBeVisible();
  expect(await transition()).toBe('fade');
  const style = await page.locator('.page').first().evaluate((el) => ({ name: getComputedStyle(el).animationName, duration: getComputedStyle(el).animationDuration }));
  expect(style).toEqual({ name: 'page-fade', duration: '0.3s' });
  await page.goBack();
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  expect(await transition()).toBe('none');
});

test('swipe-back: 100 px goes back without a fade, a shorter swipe does nothing', async () => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(merchantUrl('demo'));
  await screenReady(page);
  await page.getByTestId('footer-item-live').click();
  await expect(page.locator('main[data-screen="live-stream"]')).toBeVisible();
  await swipe(20, 80);
  await page.waitForTimeout(100);
  expect(pathOf(page)).toBe('/m/liveStream');
  await page.waitForTimeout(600);
  await swipe(20, 140);
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  await homeDrawn();
  expect(await transition()).toBe('none');

  // A route whose back goes home: the replace to /m/home carries no fade either.
  await page.goto(merchantUrl('demo', '/m/notice'));
  await screenReady(page);
  await swipe(20, 140);
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  await homeDrawn();
  expect(await transition()).toBe('none');
  // The same move by the back arrow fades.
  await page.goto(merchantUrl('demo', '/m/notice'));
  await screenReady(page);
  await page.getByTestId('header-back').click();
  await expect.poll(() => pathOf(page)).toBe('/m/home');
  await homeDrawn();
  expect(await transition()).toBe('fade');
});

test('under prefers-reduced-motion: no fade and no swipe-back', async () => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(merchantUrl('demo'));
  await screenReady(page);
  await page.getByTestId('footer-item-live').click();
  await expect(page.locator('main[data-screen="live-stream"]')).toBeVisible();
  expect(await transition()).toBe('none');
  expect(await page.locator('.page').first().evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  await swipe(20, 200);
  await page.waitForTimeout(300);
  expect(pathOf(page)).toBe('/m/liveStream');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
});
