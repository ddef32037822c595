// Languages: the picker offers the merchant's languages (flag icons for CN, EN and VI only);
// choosing one changes the visible text and <html lang>; Arabic, Persian and Urdu turn the layout
// right-to-left; the choice is remembered; demo reads in Japanese, Thai and Portuguese; and the
// platform answers its content and errors in vi, en and zh-CN by the Language header.
import { expect, test, type BrowserContext, type Page } from './support/test';
import { screenReady } from './support/app';
import { ACCOUNTS, apiLogin, merchantUrl, seedLanguage, seedSession } from './support/platform';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../scripts/compile/index';
import { isRtl, LANGUAGES, type LanguageCode } from '../../src/config/languages';

interface LanguageCase {
  code: LanguageCode;
  lang: string;
  dir: 'ltr' | 'rtl';
  welcome: string;
  home: string;
  login: string;
}

type Tree = { [key: string]: string | Tree };
/** A string of the app's own locale files (what the screen must show), `{{brand}}` filled in. */
function text(locale: string, key: string, values: Record<string, string> = {}): string {
  const [namespace, path] = key.split(':') as [string, string];
  const tree = JSON.parse(readFileSync(join(PROJECT_ROOT, 'src/i18n/locales', locale, `${namespace}.json`), 'utf8')) as Tree;
  const value = path.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`no string ${locale}/${key}`);
  return value.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
}

function languageCase(code: LanguageCode, brand: string): LanguageCase {
  const { locale } = LANGUAGES[code];
  return { code, lang: locale, dir: isRtl(code) ? 'rtl' : 'ltr', welcome: text(locale, 'common:home.welcome', { brand }), home: text(locale, 'common:footer.home'), login: text(locale, 'common:header.login') };
}

const ATLAS: readonly LanguageCase[] = (['EN', 'VI', 'CN', 'TH', 'AR', 'FA', 'UR'] as const).map((code) => languageCase(code, 'Atlas Bet'));
const RTL = ATLAS.filter((c) => c.dir === 'rtl');

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

test('atlas offers its seven languages in order, with flags only for CN, EN and VI', async () => {
  await page.goto(merchantUrl('atlas'));
  await screenReady(page);
  await page.getByTestId('lang-picker').click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(ATLAS.length);
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

test('switching to each of atlas languages changes the text and <html lang>; Arabic, Persian and Urdu are right-to-left', async () => {
  expect(RTL.map((c) => c.lang)).toEqual(['ar', 'fa', 'ur']);
  await page.goto(merchantUrl('atlas'));
  await screenReady(page);
  await expectLanguage(ATLAS[0]!);
  for (const c of [...ATLAS.slice(1), ATLAS[0]!]) {
    await choose(c.code);
    await expectLanguage(c);
  }
});

for (const c of RTL) {
  test(`the ${c.lang} layout mirrors: footer from right to left, brand on the right, back arrow flipped`, async () => {
    await page.goto(merchantUrl('atlas'));
    await screenReady(page);
    await choose(c.code);
    await expectLanguage(c);
    const first = await page.getByTestId('footer-item-activity').boundingBox();
    const last = await page.getByTestId('footer-item-member').boundingBox();
    expect(first && last && first.x > last.x).toBe(true);
    const logo = await page.locator('img.brand-bar__logo').boundingBox();
    const picker = await page.getByTestId('lang-picker').boundingBox();
    expect(logo && picker && logo.x > picker.x).toBe(true);

    await page.goto(merchantUrl('atlas', '/m/gameCenter'));
    await screenReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const back = await page.getByTestId('header-back').boundingBox();
    const viewport = page.viewportSize();
    expect(back && viewport && back.x > viewport.width / 2).toBe(true);
    const transform = await page.getByTestId('header-back').locator('svg').evaluate((el) => getComputedStyle(el).transform);
    expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  });
}

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

for (const code of ['JA', 'TH', 'PT'] as const) {
  const { locale } = LANGUAGES[code];
  test(`demo in ${locale}: home, login and the member centre are translated`, async ({ browser }) => {
    const ctx = await browser.newContext({ ...test.info().project.use });
    const tab = await ctx.newPage();
    await seedLanguage(tab, code);
    await tab.goto(merchantUrl('demo'));
    await screenReady(tab);
    await expect(tab.locator('html')).toHaveAttribute('lang', locale);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'common:home.welcome', { brand: 'Demo Casino' }));
    await expect(tab.getByTestId('footer-item-home')).toHaveText(text(locale, 'common:footer.home'));
    await expect(tab.getByTestId('header-login')).toHaveText(text(locale, 'common:header.login'));

    await tab.getByTestId('header-login').click();
    await expect(tab.locator('main[data-screen="login"]')).toBeVisible();
    await expect(tab.getByTestId('login-submit')).toHaveText(text(locale, 'auth:login_button'));
    await expect(tab.getByText(text(locale, 'auth:remember_password'))).toBeVisible();

    await seedSession(tab, await apiLogin('demo', ACCOUNTS.member));
    await tab.goto(merchantUrl('demo', '/m/mine'));
    await screenReady(tab);
    await expect(tab.getByTestId('header-title')).toHaveText(text(locale, 'common:route.member_center'));
    await expect(tab.getByTestId('footer-item-member')).toHaveText(text(locale, 'common:footer.member'));
    // Not English: the page's words are the language's own.
    expect(text(locale, 'common:route.member_center')).not.toBe(text('en', 'common:route.member_center'));
    await ctx.close();
  });
}

// The reference platform answers its demo content in the player's language (the Language header
// the app sends): the notices list in vi, en and zh-CN; and an error's message by the same header.
const NOTICE_2: Record<'VI' | 'EN' | 'CN', string> = { VI: 'Thông báo người chơi 2: slot mới', EN: 'Player notice 2: new slots', CN: '玩家公告2：新老虎机' };
for (const code of ['VI', 'EN', 'CN'] as const) {
  test(`demo in ${LANGUAGES[code].locale}: the platform's notices come in that language, and so does an error's message`, async ({ browser }) => {
    const ctx = await browser.newContext({ ...test.info().project.use });
    const tab = await ctx.newPage();
    await seedLanguage(tab, code);
    const sent: string[] = [];
    tab.on('request', (request) => {
      if (request.url().includes('getListAnnouncements')) sent.push(request.headers()['language'] ?? '');
    });
    await tab.goto(merchantUrl('demo', '/m/notice'));
    await screenReady(tab);
    await expect(tab.getByTestId('notice-item').filter({ hasText: NOTICE_2[code] })).toHaveCount(1);
    expect(sent).toContain(code);
    // The same platform refuses a call without a session in the header's language.
    const body = await tab.evaluate(
      async ({ language }) => (await fetch('/wps/relay/EMFE_getInbox?pageNum=1&pageSize=20', { headers: { Merchant: 'demo', Language: language } })).json() as Promise<{ success: boolean; errorCode: string; message: string }>,
      { language: code },
    );
    expect(body).toMatchObject({ success: false, errorCode: 'login.not.session' });
    expect(body.message).toBe({ VI: 'Bạn chưa đăng nhập hoặc phiên đã hết hạn, vui lòng đăng nhập lại.', EN: body.message, CN: '您尚未登录或会话已过期，请重新登录。' }[code]);
    if (code === 'EN') expect(body.message).toMatch(/^No session/);
    await ctx.close();
  });
}
