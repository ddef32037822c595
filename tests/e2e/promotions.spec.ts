// Promotions on demo (many promotions, one with hostile HTML, one under review,
// one the member is not eligible for) and mono (a few, accepted at once): categories and list per
// merchant, the sanitised detail, applying with 3 real images, and each limit (a 4th image, a 6 MB
// image, a gif, a 141-character remark) refused before any upload, with nothing typed lost.
import { expect, test, type Browser, type Page, type Request } from './support/test';
import { freshContext, resetPlatform } from './support/auth';
import { screenReady } from './support/app';
import { ACCOUNTS, apiLogin, merchantUrl, seedSession, type MerchantCode } from './support/platform';

const APPLY_PATH = '/wps/relay/MCSFE_applyPromotion';
const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

interface TestImage {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Real PNG and JPEG files, drawn by the browser's canvas (so they decode as images anywhere). */
async function drawImages(page: Page): Promise<{ png: Buffer; jpg: Buffer }> {
  const encoded = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#0b6b4f';
    ctx.fillRect(0, 0, 120, 80);
    ctx.fillStyle = '#f5c542';
    ctx.fillRect(20, 20, 80, 40);
    const encode = (type: string) =>
      new Promise<string>((resolve, reject) =>
        canvas.toBlob((blob) => {
          if (!blob) return reject(new Error(`no ${type}`));
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
          reader.readAsDataURL(blob);
        }, type),
      );
    return { png: await encode('image/png'), jpg: await encode('image/jpeg') };
  });
  return { png: Buffer.from(encoded.png, 'base64'), jpg: Buffer.from(encoded.jpg, 'base64') };
}

function applyRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === APPLY_PATH) sent.push(request);
  });
  return sent;
}

async function openAs(browser: Browser, code: MerchantCode, path: string, member: boolean): Promise<Page> {
  const context = await freshContext(browser);
  const page = await context.newPage();
  if (member) await seedSession(page, await apiLogin(code, ACCOUNTS.member));
  await page.goto(merchantUrl(code, path));
  await screenReady(page);
  return page;
}

async function openPromotion(page: Page, title: RegExp): Promise<void> {
  await page.getByTestId('promotion-item').filter({ hasText: title }).getByRole('link').click();
  await expect(page.locator('main[data-screen="promotion-detail"]')).toBeVisible();
  await expect(page.locator('main[data-screen="promotion-detail"]')).not.toHaveAttribute('aria-busy', 'true');
}

async function pick(page: Page, files: TestImage[]): Promise<void> {
  await page.getByTestId('promotion-images-input').setInputFiles(files);
}

test.beforeEach(async () => {
  await resetPlatform();
});

test('demo: the footer leads to the promotions; categories filter the list, an empty one says so', async ({ browser }) => {
  const page = await openAs(browser, 'demo', '/m/home', false);
  await page.getByTestId('footer-item-activity').click();
  const screen = page.locator('main[data-screen="promotions"]');
  await expect(screen).toBeVisible();
  await expect(screen).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('promotion-category')).toHaveText(['All', 'New members', 'Casino', 'Sports', 'Lottery']);
  await expect(page.getByTestId('promotion-item')).toHaveCount(5);
  // Fixed aspect: the picture's box is 2.5:1 whatever has loaded.
  const box = await page.getByTestId('promotion-item').first().locator('img').boundingBox();
  expect(box && Math.round((box.width / box.height) * 10) / 10).toBe(2.5);
  await expect(page.getByTestId('promotion-item').first()).toContainText('2024-01-15 – 2030-12-31');

  await page.getByTestId('promotion-category').filter({ hasText: 'Casino' }).click();
  await expect(page.getByTestId('promotion-item')).toHaveCount(2);
  await expect(page.getByTestId('promotion-item').first()).toHaveAttribute('data-promotion-id', /^\d+$/);
  await page.getByTestId('promotion-category').filter({ hasText: 'Lottery' }).click();
  await expect(page.getByTestId('promotion-item')).toHaveCount(0);
  await expect(page.getByTestId('empty-state')).toBeVisible();
  // The chosen category survives a detail and back.
  await page.getByTestId('promotion-category').filter({ hasText: 'Sports' }).click();
  await openPromotion(page, /VIP sports insurance/);
  await page.goBack();
  await expect(page.getByTestId('promotion-category').filter({ hasText: 'Sports' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('promotion-item')).toHaveCount(1);

  // demo's extra route leads here too.
  await page.goto(merchantUrl('demo', '/m/promo2026'));
  await expect(page.locator('main[data-screen="promotions"]')).toBeVisible();
});

test('mono: its own few promotions and empty category; the demo-only extra route is not there', async ({ browser }) => {
  const page = await openAs(browser, 'mono', '/m/activity', false);
  await expect(page.locator('main[data-screen="promotions"]')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('promotion-category')).toHaveText(['All', 'Welcome', 'Rebate', 'Events']);
  await expect(page.getByTestId('promotion-item')).toHaveCount(2);
  await page.getByTestId('promotion-category').filter({ hasText: 'Events' }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.getByTestId('promotion-category').filter({ hasText: 'Rebate' }).click();
  await openPromotion(page, /Daily rebate/);
  // Takes no applications: no apply button.
  await expect(page.getByTestId('promotion-content')).toContainText('No application needed');
  await expect(page.getByTestId('promotion-apply')).toHaveCount(0);

  await page.goto(merchantUrl('mono', '/m/promo2026'));
  await expect(page.locator('main[data-screen="not-found"]')).toBeVisible();
});

test('demo: hostile HTML in a promotion does nothing', async ({ browser }) => {
  const page = await openAs(browser, 'demo', '/m/activity', false);
  await openPromotion(page, /Weekend cashback/);
  const content = page.getByTestId('promotion-content');
  await expect(content).toHaveAttribute('data-sanitized', 'done');
  await expect(content).toContainText('10% cashback');
  await expect(content.locator('script, iframe, [onerror], [style]')).toHaveCount(0);
  const hostile = content.getByText('Claim by script');
  await expect(hostile).not.toHaveAttribute('href', /javascript/i);
  await hostile.click();
  await expect(page).toHaveURL(/\/m\/activityInfo\?id=\d+$/);
  expect(await page.evaluate(() => (window as Window & { __promoXss?: unknown }).__promoXss)).toBeUndefined();
  // An in-app link still works, through the router.
  await content.getByRole('link', { name: 'Back to the lobby' }).click();
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
});

test('demo: a guest who taps apply goes to the login', async ({ browser }) => {
  const page = await openAs(browser, 'demo', '/m/activity', false);
  await openPromotion(page, /welcome bonus/);
  await page.getByTestId('promotion-apply').click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('demo: a member applies with 3 valid images, sees the upload progress and the verdict (pending review)', async ({ browser }) => {
  const page = await openAs(browser, 'demo', '/m/activity', true);
  const { png, jpg } = await drawImages(page);
  const sent = applyRequests(page);
  await openPromotion(page, /welcome bonus/);
  await page.getByTestId('promotion-apply').click();
  await page.locator('textarea[name="remark"]').fill('First deposit on 2026-11-20, receipt attached.');
  // Photo-sized files (a real PNG/JPEG, padded after its end) over a slow mobile uplink, so the
  // upload takes long enough for its progress to show.
  const photo = (bytes: Buffer) => Buffer.concat([bytes, Buffer.alloc(400 * 1024)]);
  await pick(page, [
    { name: 'receipt-1.png', mimeType: 'image/png', buffer: photo(png) },
    { name: 'receipt-2.jpg', mimeType: 'image/jpeg', buffer: photo(jpg) },
    { name: 'receipt-3.png', mimeType: 'image/png', buffer: photo(png) },
  ]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 1_000_000, uploadThroughput: 400_000 });
  await expect(page.getByTestId('promotion-image')).toHaveCount(3);
  await expect(page.getByTestId('promotion-form-error')).toHaveCount(0);

  // Every value the progress bar shows, recorded as the page renders it.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as Window & { __progress?: string[] }).__progress = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[data-testid="promotion-upload-progress"]')?.getAttribute('data-value');
      if (value != null && seen[seen.length - 1] !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-value'] });
  });
  // After the verdict the detail reloads: the platform's record of the application counts 3 images.
  const reloaded = page.waitForResponse((r) => r.url().includes('MCSFE_getPromotionDetail') && r.request().method() === 'GET');
  await page.getByTestId('promotion-submit').click();

  await expect(page.getByTestId('promotion-verdict')).toHaveAttribute('data-status', 'PENDING');
  const detail = (await (await reloaded).json()) as { value: { application: { imageCount: number; remark: string } | null } };
  expect(detail.value.application).toMatchObject({ imageCount: 3, remark: 'First deposit on 2026-11-20, receipt attached.' });
  await expect(page.getByTestId('promotion-verdict')).toContainText('waiting for review');
  await expect(page.getByTestId('promotion-application-status')).toHaveAttribute('data-status', 'PENDING');
  await expect(page.getByTestId('promotion-apply')).toHaveCount(0);
  const progress = await page.evaluate(() => (window as Window & { __progress?: string[] }).__progress ?? []);
  expect(progress[0]).toBe('0');
  // Progress in between, rising, ending at 100.
  expect(progress.some((v) => Number(v) > 0 && Number(v) < 100)).toBe(true);
  expect(progress.map(Number)).toEqual([...progress.map(Number)].sort((a, b) => a - b));
  expect(progress).toContain('100');
  await expect(page.getByTestId('promotion-upload-progress')).toHaveCount(0);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
});

test('mono: a 4th image, a 6 MB image, a gif and a 141-character remark are refused before upload; nothing is lost; then the application is accepted', async ({ browser }) => {
  const page = await openAs(browser, 'mono', '/m/activity', true);
  const { png, jpg } = await drawImages(page);
  const sent = applyRequests(page);
  await openPromotion(page, /first deposit bonus/);
  await page.getByTestId('promotion-apply').click();
  const remark = page.locator('textarea[name="remark"]');
  const typed = 'Deposit 500,000 on Monday; ref 8841.';
  await remark.fill(typed);
  await pick(page, [
    { name: 'one.png', mimeType: 'image/png', buffer: png },
    { name: 'two.jpg', mimeType: 'image/jpeg', buffer: jpg },
  ]);
  await pick(page, [{ name: 'three.png', mimeType: 'image/png', buffer: png }]);
  await expect(page.getByTestId('promotion-image')).toHaveCount(3);

  const error = page.getByTestId('promotion-form-error');
  const names = () => page.getByTestId('promotion-image').evaluateAll((items) => items.map((i) => i.getAttribute('data-name')));

  // A 4th image.
  await pick(page, [{ name: 'four.png', mimeType: 'image/png', buffer: png }]);
  await expect(error).toContainText('“four.png” was not added: at most 3 images.');
  expect(await names()).toEqual(['one.png', 'two.jpg', 'three.png']);
  await expect(remark).toHaveValue(typed);

  // Make room, then a 6 MB image (a real PNG, padded).
  await page.getByRole('button', { name: 'Remove three.png' }).click();
  await expect(page.getByTestId('promotion-image')).toHaveCount(2);
  await pick(page, [{ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length)]) }]);
  await expect(error).toContainText('“huge.png” was not added: each image must be 5 MB or smaller.');
  expect(await names()).toEqual(['one.png', 'two.jpg']);

  // A gif.
  await pick(page, [{ name: 'party.gif', mimeType: 'image/gif', buffer: GIF_1PX }]);
  await expect(error).toContainText('“party.gif” was not added: only png or jpg images.');
  expect(await names()).toEqual(['one.png', 'two.jpg']);
  await expect(remark).toHaveValue(typed);

  // A 141-character remark: the counter warns, sending is refused with the limit named.
  const long = `${typed} ${'x'.repeat(140 - typed.length)}`;
  expect(long).toHaveLength(141);
  await remark.fill(long);
  await expect(page.getByTestId('promotion-remark-counter')).toHaveText('141/140');
  await expect(remark).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('promotion-submit').click();
  await expect(error).toContainText('The remark can be at most 140 characters; it now has 141.');
  await expect(remark).toHaveValue(long);
  expect(await names()).toEqual(['one.png', 'two.jpg']);

  // Nothing of the above reached the platform.
  expect(sent).toHaveLength(0);

  // Back within the limits: a third image, 140 characters, sent once and accepted at once.
  await pick(page, [{ name: 'three.jpg', mimeType: 'image/jpeg', buffer: jpg }]);
  await remark.press('End');
  await remark.press('Backspace');
  await expect(page.getByTestId('promotion-remark-counter')).toHaveText('140/140');
  await page.getByTestId('promotion-submit').click();
  await expect(page.getByTestId('promotion-verdict')).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(page.getByTestId('promotion-verdict')).toContainText('accepted');
  expect(sent).toHaveLength(1);
});

test('demo: the platform’s refusals show in the form and keep the remark; an earlier application shows its status', async ({ browser }) => {
  const page = await openAs(browser, 'demo', '/m/activity', true);
  const sent = applyRequests(page);
  await openPromotion(page, /VIP sports insurance/);
  await page.getByTestId('promotion-apply').click();
  await page.locator('textarea[name="remark"]').fill('VIP1 here');
  await page.getByTestId('promotion-submit').click();
  await expect(page.getByTestId('promotion-form-error')).toContainText('does not meet the conditions of this promotion');
  await expect(page.locator('textarea[name="remark"]')).toHaveValue('VIP1 here');
  expect(sent).toHaveLength(1);

  await page.goBack();
  await openPromotion(page, /Birthday gift/);
  await expect(page.getByTestId('promotion-application-status')).toHaveAttribute('data-status', 'PENDING');
  await expect(page.getByTestId('promotion-apply')).toHaveCount(0);
});
