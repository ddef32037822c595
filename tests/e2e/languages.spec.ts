// Languages: the picker offers the merchant's languages (flag icons for CN, EN and VI only);
// choosing one changes the visible text and <html lang>, Arabic turns the layout right-to-left,
// and the choice is remembered.
import { expect, test, type BrowserContext, type Page } from './support/test';
import { screenReady } from './support/app';
import { merchantUrl } from './support/platform';

interface LanguageCase {
  code: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  welcome: string;
  home: string;
  login: string;
}

const ATLAS: readonly LanguageCase[] = [
  { code: 'EN', lang: 'en', dir: 'ltr', welcome: 'Welcome to Atlas Bet', home: 'Home', login: 'Log in' },
  { code: 'VI', lang: 'vi', dir: 'ltr', welcome: 'Chào mừng đến với Atlas Bet', home: 'Trang chủ', login: 'Đăng nhập' },
  { code: 'CN', lang: 'zh-CN', dir: 'ltr', welcome: '欢迎来到 Atlas Bet', home: '首页', login: '登录' },
  { code: 'TH', lang: 'th', dir: 'ltr', welcome: 'ยินดีต้อนรับสู่ Atlas Bet', home: 'หน้าแรก', login: 'เข้าสู่ระบบ' },
  { code: 'AR', lang: 'ar', dir: 'rtl', welcome: 'مرحبًا بك في Atlas Bet', home: 'الرئيسية', login: 'دخول' },
];

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ ...test.info().project.use });
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});

async function choose(code: string): Promise<void> {
  await page.getByTestId('lang-picker').click();
  await page.getByTestId(`lang-option-${code}`).click();
}

async function expectLanguage(c: LanguageCase): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
  await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.welcome);
  await expect(page.getByTestId('footer-item-home')).toHaveText(c.home);
  await expect(page.getByTestId('header-login')).toHaveText(c.login);
}

test('atlas offers its five languages in order, with flags only for CN, EN and VI', async () => {
  await page.goto(merchantUrl('atlas'));
  await screenReady(page);
  await page.getByTestId('lang-picker').click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(5);
  expect(await options.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).toEqual(ATLAS.map((c) => `lang-option-${c.code}`));
  for (const c of ATLAS) {
    const flag = page.getByTestId(`lang-option-${c.code}`).locator('img.flag-icon');
    await expect(flag).toHaveCount(['CN', 'EN', 'VI'].includes(c.code) ? 1 : 0);
  }
  // The flag images are local files and load.
  const flagImage = page.getByTestId('lang-option-VI').locator('img.flag-icon');
  await expect(flagImage).toHaveJSProperty('complete', true);
  expect(await flagImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await flagImage.getAttribute('src')).toMatch(/^\/assets\//);
  await page.keyboard.press('Escape');
});

test('switching to each of atlas languages changes the text and <html lang>; Arabic is right-to-left', async () => {
  await page.goto(merchantUrl('atlas'));
  await screenReady(page);
  await expectLanguage(ATLAS[0]!);
  for (const c of [...ATLAS.slice(1), ATLAS[0]!]) {
    await choose(c.code);
    await expectLanguage(c);
  }
});

test('the Arabic layout mirrors: footer from right to left, brand on the right, back arrow flipped', async () => {
  await page.goto(merchantUrl('atlas'));
  await screenReady(page);
  await choose('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const first = await page.getByTestId('footer-item-activity').boundingBox();
  const last = await page.getByTestId('footer-item-member').boundingBox();
  expect(first && last && first.x > last.x).toBe(true);
  const logo = await page.locator('img.brand-bar__logo').boundingBox();
  const picker = await page.getByTestId('lang-picker').boundingBox();
  expect(logo && picker && logo.x > picker.x).toBe(true);

  await page.getByTestId('footer-item-home').click();
  await page.goto(merchantUrl('atlas', '/m/gameCenter'));
  await screenReady(page);
  const back = await page.getByTestId('header-back').boundingBox();
  const viewport = page.viewportSize();
  expect(back && viewport && back.x > viewport.width / 2).toBe(true);
  const transform = await page.getByTestId('header-back').locator('svg').evaluate((el) => getComputedStyle(el).transform);
  expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
});

test('the choice is remembered across a reload', async () => {
  await page.goto(merchantUrl('atlas'));
  await screenReady(page);
  await choose('VI');
  await expectLanguage(ATLAS[1]!);
  await page.reload();
  await screenReady(page);
  await expectLanguage(ATLAS[1]!);
  await choose('EN');
  await expectLanguage(ATLAS[0]!);
});

test('demo (Vietnamese by default) switches between VI, EN and CN', async () => {
  await page.goto(merchantUrl('demo'));
  await screenReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chào mừng đến với Demo Casino');
  await choose('EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Demo Casino');
  await choose('CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('欢迎来到 Demo Casino');
  await expect(page.getByTestId('lang-picker').locator('img.flag-icon')).toHaveCount(1);
  await choose('VI');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});
