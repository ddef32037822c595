// Accessibility of every brand: axe finds no WCAG 2.0/2.1 A or AA violation on the
// guest and signed-in screens of demo, mono and atlas (and atlas in Arabic, right to left), and every
// interactive element offers at least 44×44 CSS px to a finger, and no words are cut or spill out
// of their box (the layout audit the gallery also runs on every language's renders).
import { formatLayoutProblems, LAYOUT_AUDIT_SCRIPT, MIN_TARGET_PX, type LayoutProblem } from '../../scripts/gallery/layout-audit';
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { resetPlatform } from './support/auth';
import { axeViolations, type AxeViolations } from './support/axe';
import { NO_SEEN_POPUPS } from './support/announcements';
import { ACCOUNTS, apiLogin, merchantUrl, seededFor, seedLanguage, seedSession, type MerchantCode } from './support/platform';

const MERCHANTS: readonly MerchantCode[] = ['demo', 'mono', 'atlas'];

interface Screen {
  readonly path: string;
  readonly key: string;
  /** Only these merchants have the screen (its flag is off elsewhere). */
  readonly only?: readonly MerchantCode[];
  /** Signed in as this seeded account instead of demo01 (a screen whose content needs its data). */
  readonly account?: { readonly username: string; readonly password: string };
}

/** The rewards accounts (platform/db/seed-rewards.ts): rewards, bets and rebates; an upline. */
const REWARDS_CLAIM = { username: 'rw_claim', password: 'Demo@1234' } as const;
const REWARDS_UPLINE = { username: 'rw_up_ok', password: 'Demo@1234' } as const;
/** The contracts accounts (platform/db/seed-contracts.ts): three pending offers; a dividend contract in force with its history. */
const CONTRACTS_PROMPT = { username: 'ct_prompt', password: 'Agent@1234' } as const;
const CONTRACTS_AGENT = { username: 'ct_agent', password: 'Agent@1234' } as const;
/** The red-rain and link agents (platform/db/seed-redrain.ts): downlines with balances; links in every state. */
const RED_RAIN_AGENT = { username: 'rr_agent', password: 'Agent@1234' } as const;
const LINK_AGENT = { username: 'lk_agent', password: 'Agent@1234' } as const;
const NO_LINKS_AGENT = { username: 'lk_empty', password: 'Agent@1234' } as const;

const GUEST_SCREENS: readonly Screen[] = [
  { path: '/m/home', key: 'home' },
  { path: '/m/login', key: 'login' },
  { path: '/m/register', key: 'register' },
  { path: '/m/forget', key: 'forget' },
  { path: '/m/useragreement', key: 'user-agreement' },
  { path: '/m/liveStream', key: 'live-stream' },
  { path: '/m/gameCenter', key: 'game-list' },
  { path: '/m/moreLottery', key: 'lottery' },
  { path: '/m/notice', key: 'notices' },
  { path: '/m/service', key: 'service' },
  { path: '/m/helpCenter', key: 'help-center' },
  { path: '/m/activity', key: 'promotions' },
];

const MEMBER_SCREENS: readonly Screen[] = [
  { path: '/m/set', key: 'settings' },
  { path: '/m/changePsw', key: 'change-password' },
  { path: '/m/home', key: 'home' },
  { path: '/m/slotsCenter', key: 'game-list' },
  { path: '/m/launchGame?nodeId=1010&pageBack=home', key: 'launch-game' },
  { path: '/m/startLottery', key: 'lottery' },
  { path: '/m/notice', key: 'notices' },
  { path: '/m/feedback', key: 'feedback', only: ['demo', 'atlas'] },
  { path: '/m/mine', key: 'member-center' },
  { path: '/m/myAccount/index', key: 'my-account' },
  { path: '/m/member/benefits', key: 'benefits' },
  { path: '/m/activity', key: 'promotions' },
  { path: '/m/webEmail', key: 'messages' },
  { path: '/m/message?box=outbox', key: 'messages' },
  { path: '/m/securityCenter', key: 'security-center' },
  { path: '/m/securityCenter/fundsPassword', key: 'security-center' },
  { path: '/m/securityCenter/forgetFundsPass', key: 'security-center' },
  { path: '/m/securityCenter/email', key: 'security-center' },
  { path: '/m/securityCenter/payee', key: 'security-center' },
  { path: '/m/myBankCards', key: 'security-center' },
  { path: '/m/securityCenter/addBankCard', key: 'security-center' },
  { path: '/m/voucherCenter', key: 'deposit' },
  { path: '/m/vouReport?range=7days', key: 'deposit-record' },
  // Records: demo01 has no rounds, so these are the empty states; the rows, footers and
  // the profit-and-loss sheet are checked with rec_hist below.
  { path: '/m/gameRecord', key: 'betting-record' },
  { path: '/m/transaction/record', key: 'account-record' },
  { path: '/m/profitandloss', key: 'pnl' },
  { path: '/m/inviteFriends', key: 'invite-friends', only: ['demo', 'atlas'] },
  { path: '/m/leaderBoard', key: 'leaderboard', only: ['demo', 'atlas'] },
  { path: '/m/withdraw', key: 'withdraw' },
  { path: '/m/withdrawReport?range=7days', key: 'withdraw-record', only: ['demo', 'atlas'] },
  { path: '/m/rewardCenter', key: 'reward-center', account: REWARDS_CLAIM },
  { path: '/m/rewardCenter', key: 'reward-center' },
  { path: '/m/member/manualRebate', key: 'manual-rebate', only: ['demo', 'atlas'], account: REWARDS_CLAIM },
  { path: '/m/member/rebateReport', key: 'rebate-report', only: ['demo', 'atlas'], account: REWARDS_CLAIM },
  { path: '/m/upLine/transfer', key: 'upline-transfer', only: ['demo'], account: REWARDS_UPLINE },
  // Agent home and agent notices: agent01, with its counters, shortcuts and notices.
  { path: '/m/agent/home', key: 'agent-home', account: ACCOUNTS.agent },
  { path: '/m/member/notice?types=A', key: 'agent-notices', account: ACCOUNTS.agent },
  // Contracts and dividends: the offers with their buttons, a contract in force with its history, the dividends with a payable row.
  { path: '/m/member/agent/getSalaryContract', key: 'contract-salary', account: CONTRACTS_PROMPT },
  { path: '/m/member/agent/getHourContract', key: 'contract-hourly', account: CONTRACTS_PROMPT },
  { path: '/m/member/agent/getDevidendContract', key: 'contract-dividend', only: ['demo'], account: CONTRACTS_PROMPT },
  { path: '/m/member/agent/getDevidendContract', key: 'contract-dividend', only: ['demo'], account: CONTRACTS_AGENT },
  { path: '/m/member/agent/agentDivident?range=7days', key: 'dividends', only: ['demo'], account: CONTRACTS_AGENT },
  { path: '/m/redRain', key: 'red-rain', only: ['demo'], account: RED_RAIN_AGENT },
  { path: '/m/linkManage', key: 'link-manage', account: LINK_AGENT },
  { path: '/m/linkManage', key: 'link-manage', only: ['mono'], account: NO_LINKS_AGENT },
];

/** Reduced motion: the page fade would otherwise leave text half transparent while axe measures contrast. */
async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...test.info().project.use, reducedMotion: 'reduce' });
}

/** The screen is on the page, has its content (no aria-busy left) and nothing is still animating. */
async function settle(page: Page, screen: Screen): Promise<void> {
  await expect(page.locator(`main[data-screen="${screen.key}"]`)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (screen.key === 'game-list') await expect(page.getByTestId('game-tile').first()).toBeVisible();
  if (screen.key === 'launch-game') await expect(page.frameLocator('[data-testid="launch-frame"]').getByTestId('demo-game-title')).toBeVisible();
  if (screen.key === 'home') {
    const balance = page.getByTestId('header-balance');
    if ((await balance.count()) > 0) await expect(balance).not.toHaveAttribute('data-state', 'loading');
  }
  // Finite animations only: a spinner turns forever and would never settle.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** One entry per failing node: rule, impact, what axe says is wrong and where. */
function describeViolations(violations: AxeViolations): string[] {
  return violations.flatMap((v) => v.nodes.map((n) => `[${v.id}] ${v.help} at ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`));
}

/** The merchant of the page (its host is <code>.localhost), for the failure messages. */
function merchantOf(page: Page): string {
  return new URL(page.url()).hostname.split('.')[0] ?? '?';
}

/** Merchant, screen key and path (and account): what a failure message names. */
function labelOf(page: Page, screen: Screen, account?: string): string {
  const url = new URL(page.url());
  return `${merchantOf(page)} › ${screen.key} (${url.pathname}${url.search})${account ? ` as ${account}` : ''}`;
}

/**
 * Both checks report everything they find (soft), so one run lists every problem of a screen; the
 * messages name the merchant, the screen and (when given) the account.
 */
async function expectAccessible(page: Page, screen: Screen, account?: string): Promise<void> {
  await settle(page, screen);
  const label = labelOf(page, screen, account);
  expect.soft(describeViolations(await axeViolations(page)), `axe: WCAG A/AA violations on ${label}`).toEqual([]);
  // Touch targets of 44 px, and no words cut or spilling (scripts/gallery/layout-audit.ts).
  const problems = (await page.evaluate(LAYOUT_AUDIT_SCRIPT)) as LayoutProblem[];
  expect.soft(formatLayoutProblems(problems), `touch targets under ${MIN_TARGET_PX}×${MIN_TARGET_PX} px, words cut or spilling on ${label}`).toEqual([]);
}

/**
 * Goes to `path` inside the running app, as its own links do (a history entry, then the router
 * answers the popstate): the document, its scripts and the axe engine already injected stay, which
 * spares each screen after the first a page load and a compile of axe's half megabyte.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = (history.state ?? {}) as { idx?: number };
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect.poll(() => { const url = new URL(page.url()); return url.pathname + url.search; }).toBe(path);
}

/**
 * Visits `screens` one after the other in one page (one context, one sign-in) and checks each. The
 * first is loaded by URL; each next one is reached inside the app (navigateInApp), unless it shows
 * the same screen as the one before (its data-screen would already be on the page) or the one
 * before could not be checked: then by URL. A screen that does not come (or breaks) is recorded as
 * a soft failure naming it, and the next screens are still checked.
 */
async function expectScreensAccessible(
  page: Page,
  code: MerchantCode,
  screens: readonly Screen[],
  account?: string,
  /** Checked on each screen once loaded, before the accessibility checks. */
  loaded?: (page: Page) => Promise<void>,
): Promise<void> {
  let previous = null as Screen | null;
  for (const screen of screens) {
    const inApp = previous !== null && previous.key !== screen.key;
    previous = null;
    await test.step(`${code} ${screen.path}${account ? ` as ${account}` : ''}${inApp ? ' (in the app)' : ''}`, async () => {
      try {
        if (inApp) await navigateInApp(page, screen.path);
        else await page.goto(merchantUrl(code, screen.path));
        await loaded?.(page);
        await expectAccessible(page, screen, account);
        previous = screen;
      } catch (error) {
        expect.soft(error instanceof Error ? error.message : String(error), `${code} › ${screen.key} (${screen.path})${account ? ` as ${account}` : ''} could not be checked`).toBe('');
      }
    });
  }
}

/** Screens per test: small enough that both workers share the matrix and a slow machine stays far from the timeout. */
const SCREENS_PER_TEST = 6;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The member screens of a merchant grouped by the account that signs in (demo01 unless the screen names one), in chunks. */
function memberGroups(code: MerchantCode): { account: { readonly username: string; readonly password: string }; screens: Screen[] }[] {
  const byAccount = new Map<string, { account: { readonly username: string; readonly password: string }; screens: Screen[] }>();
  for (const screen of MEMBER_SCREENS.filter((s) => !s.only || s.only.includes(code))) {
    const account = screen.account ?? ACCOUNTS.member;
    const group = byAccount.get(account.username) ?? { account, screens: [] };
    group.screens.push(screen);
    byAccount.set(account.username, group);
  }
  return [...byAccount.values()].flatMap((group) => chunks(group.screens, SCREENS_PER_TEST).map((screens) => ({ account: group.account, screens })));
}

// The longest file by far (every screen of every merchant): its tests are independent (each resets
// its worker's platform and opens its own context), so they spread over the parallel workers.
test.describe.configure({ mode: 'parallel' });

// Another spec may have changed demo01's password, and a refused sign-in here counts a failure:
// every test starts from the seed. The screens of one test only read, so they share that start.
test.beforeEach(async () => {
  await resetPlatform();
});

for (const code of MERCHANTS) {
  test.describe(`${code}`, () => {
    let context: BrowserContext;
    test.afterEach(async () => {
      await context.close();
    });

    for (const screens of chunks(GUEST_SCREENS, SCREENS_PER_TEST)) {
      test(`guest ${screens.map((s) => s.path).join(', ')} have no WCAG A/AA violation and 44 px targets`, async ({ browser }) => {
        test.setTimeout(30_000 + screens.length * 15_000);
        context = await newContext(browser);
        const page = await context.newPage();
        await expectScreensAccessible(page, code, screens);
      });
    }

    for (const { account, screens } of memberGroups(code)) {
      test(`signed-in as ${account.username}: ${screens.map((s) => s.path).join(', ')} have no WCAG A/AA violation and 44 px targets`, async ({ browser }) => {
        test.setTimeout(30_000 + screens.length * 15_000);
        context = await newContext(browser);
        const page = await context.newPage();
        await seedSession(page, await apiLogin(code, account));
        await expectScreensAccessible(page, code, screens, account.username);
      });
    }

    test('open state: the app download popup', async ({ browser }) => {
      context = await newContext(browser);
      const page = await context.newPage();
      const home: Screen = { path: '/m/home', key: 'home' };
      await page.goto(merchantUrl(code, home.path));
      await settle(page, home);
      await expect(page.getByTestId('download-bar')).toBeVisible();
      await expectAccessible(page, home);
      await page.getByTestId('download-bar-open').click();
      await expect(page.getByTestId('download-popup')).toBeVisible();
      await expectAccessible(page, home);
      await page.getByTestId('download-guide-android').click();
      await expect(page.getByTestId('sheet')).toBeVisible();
      await expectAccessible(page, home);
    });

    test('open states: the language list, field errors, a notice dialog, the header menu', async ({ browser }) => {
      context = await newContext(browser);
      const page = await context.newPage();
      const login: Screen = { path: '/m/login', key: 'login' };
      await page.goto(merchantUrl(code, login.path));
      await settle(page, login);
      await page.getByTestId('lang-picker').click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectAccessible(page, login);
      await page.getByTestId('lang-picker').click();
      await expect(page.getByRole('listbox')).toHaveCount(0);

      // Errors in the danger colour under the fields, then the notice of a refused sign-in.
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('field-error-username')).toBeVisible();
      await expectAccessible(page, login);
      await page.locator('input[name="username"]').fill(ACCOUNTS.member.username);
      await page.locator('input[name="password"]').fill('Wrong@1234');
      await page.getByTestId('login-submit').click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectAccessible(page, login);

      const member = await context.newPage();
      await seedSession(member, await apiLogin(code, ACCOUNTS.member));
      const home: Screen = { path: '/m/home', key: 'home' };
      await member.goto(merchantUrl(code, home.path));
      await settle(member, home);
      await member.getByTestId('header-menu').click();
      await expect(member.getByRole('menu')).toBeVisible();
      await expectAccessible(member, home);
      await member.keyboard.press('Escape');

      // Home's 'Trận Cầu Đỉnh Cao' popup (mono has no hot matches, so no popup to open).
      const openMatches = member.getByTestId('hot-match-popup-open');
      if ((await openMatches.count()) > 0) {
        await member.mouse.click(5, 5);
        await openMatches.click();
        await expect(member.getByTestId('hot-match-popup')).toBeVisible();
        await expectAccessible(member, home);
      }
    });

    test('a promotion: its detail, for a guest and a member, the application form with a refused image, the verdict', async ({ browser }) => {
      context = await newContext(browser);
      const detail: Screen = { path: '/m/activityInfo', key: 'promotion-detail' };
      // The first promotion of every seed takes applications.
      const openFirst = async (page: Page) => {
        await page.goto(merchantUrl(code, '/m/activity'));
        await page.getByTestId('promotion-item').first().getByRole('link').click();
        await expect(page.getByTestId('promotion-content')).toHaveAttribute('data-sanitized', 'done');
      };
      const guest = await context.newPage();
      await openFirst(guest);
      await expectAccessible(guest, detail);

      const member = await context.newPage();
      await seedSession(member, await apiLogin(code, ACCOUNTS.member));
      await openFirst(member);
      await member.getByTestId('promotion-apply').click();
      await member.locator('textarea[name="remark"]').fill('x'.repeat(141));
      await member.getByTestId('promotion-images-input').setInputFiles([
        { name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') },
        { name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
      ]);
      await expect(member.getByTestId('promotion-image')).toHaveCount(1);
      await expect(member.getByTestId('promotion-form-error')).toBeVisible();
      await expectAccessible(member, detail);

      // The verdict, and the application's status under the content.
      await member.locator('textarea[name="remark"]').fill('Receipt attached.');
      await member.getByTestId('promotion-submit').click();
      await expect(member.getByTestId('promotion-verdict')).toBeVisible();
      await expect(member.getByTestId('promotion-application-status')).toBeVisible();
      await expectAccessible(member, detail);
    });

    test('security centre open states: a card list, the delete dialog, field errors, the reset form', async ({ browser }) => {
      context = await newContext(browser);
      const page = await context.newPage();
      await seedSession(page, await apiLogin(code, { username: 'sec_card', password: 'Secure@1234' }));
      const security: Screen = { path: '/m/securityCenter/forgetFundsPass', key: 'security-center' };
      await page.goto(merchantUrl(code, security.path));
      await expect(page.getByTestId('fund-password-reset-form')).toBeVisible();
      await page.getByTestId('fund-password-reset-submit').click();
      await expect(page.getByTestId('field-error-verificationCode')).toBeVisible();
      await expectAccessible(page, security);
      if (code === 'atlas') return;
      await page.goto(merchantUrl(code, '/m/myBankCards'));
      await expect(page.getByTestId('bank-card')).toHaveCount(1);
      await expectAccessible(page, security);
      await page.getByTestId('bank-card-delete').click();
      await page.getByTestId('bank-card-delete-submit').click();
      await expect(page.getByTestId('field-error-password')).toBeVisible();
      await expectAccessible(page, security);
    });

    // Filled states once (demo; atlas shares the screens and its empty states are covered above).
    if (code === 'demo') test('invite friends and missions filled: invitations, other domains, reached and claimed milestones, my leaderboard row', async ({ browser }) => {
      context = await newContext(browser);
      const page = await context.newPage();
      await seedSession(page, await apiLogin(code, { username: 'inv_member', password: 'Demo@1234' }));
      const invite: Screen = { path: '/m/inviteFriends', key: 'invite-friends' };
      await page.goto(merchantUrl(code, invite.path));
      await expect(page.getByTestId('invite-row')).toHaveCount(10);
      await page.locator('.invite-domains summary').click();
      await expectAccessible(page, invite);
      const mission: Screen = { path: '/m/leaderBoard', key: 'leaderboard' };
      await page.goto(merchantUrl(code, mission.path));
      await expect(page.locator('[data-testid="leaderboard-row"][data-mine="true"]')).toBeVisible();
      await page.getByTestId('mission-claim').first().click();
      await expect(page.locator('[data-testid="mission-milestone"][data-status="CLAIMED"]')).toHaveCount(1);
      await expectAccessible(page, mission);
    });

    test('withdraw open states: a card, the turnover table, field errors, records with rows and footer', async ({ browser }) => {
      context = await newContext(browser);
      // atlas has no bank withdrawals (its signed-in /m/withdraw is covered above).
      if (code === 'atlas') return;
      const page = await context.newPage();
      await seedSession(page, await apiLogin(code, { username: 'wd_turnover', password: 'Withdraw@1234' }));
      const withdraw: Screen = { path: '/m/withdraw', key: 'withdraw' };
      await page.goto(merchantUrl(code, withdraw.path));
      await expect(page.getByTestId('withdraw-turnover-row')).toHaveCount(2);
      await page.getByTestId('withdraw-submit').click();
      await expect(page.getByTestId('field-error-amount')).toBeVisible();
      await expectAccessible(page, withdraw);
      if (code !== 'demo') return;
      const records = await context.newPage();
      await seedSession(records, await apiLogin(code, { username: 'wd_hist', password: 'Withdraw@1234' }));
      const report: Screen = { path: '/m/withdrawReport?range=7days', key: 'withdraw-record' };
      await records.goto(merchantUrl(code, report.path));
      await expect(records.getByTestId('record-footer')).toBeVisible();
      await expectAccessible(records, report);
    });

    test('the announcement popup open over home, for a guest and a member, and a notice opened', async ({ browser }) => {
      context = await browser.newContext({ ...test.info().project.use, reducedMotion: 'reduce', storageState: NO_SEEN_POPUPS });
      const home: Screen = { path: '/m/home', key: 'home' };
      const guest = await context.newPage();
      await guest.goto(merchantUrl(code, home.path));
      await expect(guest.getByTestId('announcement-popup')).toBeVisible();
      await expect(guest.getByTestId('announcement-content')).toHaveAttribute('data-sanitized', 'done');
      await expectAccessible(guest, home);

      const member = await context.newPage();
      await seedSession(member, await apiLogin(code, ACCOUNTS.member));
      await member.goto(merchantUrl(code, home.path));
      await expect(member.getByTestId('announcement-popup')).toBeVisible();
      await expect(member.getByTestId('announcement-content')).toHaveAttribute('data-sanitized', 'done');
      await expectAccessible(member, home);

      const notices: Screen = { path: '/m/notice', key: 'notices' };
      await member.goto(merchantUrl(code, notices.path));
      if (code === 'mono') {
        // mono's seed has no player notices: its list is the empty state.
        await expect(member.getByTestId('empty-state')).toBeVisible();
      } else {
        await member.getByTestId('notice-item').first().getByRole('button').click();
        await expect(member.getByTestId('notice-content')).toHaveAttribute('data-sanitized', 'done');
      }
      await expectAccessible(member, notices);
    });
  });
}

// The message centre's open states: a message with its sanitised content (and the reply form where
// the merchant and the message allow one), selection for deleting many, the delete confirm.
for (const code of ['demo', 'mono'] as const) {
  test(`${code}: the message centre open states have no WCAG A/AA violation and 44 px targets`, async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await seedSession(page, await apiLogin(code, ACCOUNTS.member));
    const messages: Screen = { path: '/m/webEmail', key: 'messages' };
    await page.goto(merchantUrl(code, messages.path));
    await settle(page, messages);
    await page.getByTestId('message-item').filter({ hasText: seededFor(code, 'How was your deposit?') }).first().getByRole('button').click();
    await expect(page.getByTestId('message-content')).toHaveAttribute('data-sanitized', 'done');
    await expect(page.getByTestId('message-reply-form')).toHaveCount(code === 'demo' ? 1 : 0);
    await expectAccessible(page, messages);
    await page.getByTestId('header-back').click();
    await page.getByTestId('message-select').click();
    await page.getByTestId('message-item').first().getByRole('checkbox').check();
    await expectAccessible(page, messages);
    await page.getByTestId('message-delete').click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, messages);
    await context.close();
  });
}

// The deposit receipt (reference input, slip upload, copy buttons) and the order-submitted dialog;
// demo serves deposits all day, so the flow does not depend on the clock.
test('demo: the deposit receipt and the order-submitted dialog have no WCAG A/AA violation and 44 px targets', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await seedSession(page, await apiLogin('demo', { username: 'dep_flow', password: 'Demo@1234' }));
  const deposit: Screen = { path: '/m/voucherCenter', key: 'deposit' };
  await page.goto(merchantUrl('demo', deposit.path));
  await settle(page, deposit);
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-amount-error')).toBeVisible();
  await expectAccessible(page, deposit);
  await page.getByTestId('deposit-amount-preset').first().click();
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-receipt')).toBeVisible();
  await expectAccessible(page, deposit);
  await page.getByTestId('deposit-transfer-completed').click();
  await expect(page.getByTestId('deposit-submitted')).toBeVisible();
  await expectAccessible(page, deposit);
  await context.close();
});
// The record lists with rows, pager and footer (rec_hist's history), the agent view, and the
// profit-and-loss detail sheet open.
for (const code of ['demo', 'mono'] as const) {
  test(`${code}: record lists with rows and footers, and the profit-and-loss sheet, have no WCAG A/AA violation and 44 px targets`, async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await seedSession(page, await apiLogin(code, { username: 'rec_hist', password: 'Demo@1234' }));
    const screens: Screen[] = [
      { path: '/m/gameRecord?range=7days', key: 'betting-record' },
      { path: '/m/transaction/record?range=7days', key: 'account-record' },
      { path: '/m/transaction/record?types=A&range=7days', key: 'account-record' },
    ];
    for (const screen of screens) {
      await page.goto(merchantUrl(code, screen.path));
      await expect(page.getByTestId('record-footer')).toBeVisible();
      await expectAccessible(page, screen);
    }
    const pnl: Screen = { path: '/m/profitandloss?range=7days', key: 'pnl' };
    await page.goto(merchantUrl(code, pnl.path));
    await expect(page.getByTestId('record-footer')).toBeVisible();
    await expectAccessible(page, pnl);
    await page.getByTestId('pnl-detail-open').first().click();
    await expect(page.getByTestId('sheet')).toBeVisible();
    await expectAccessible(page, pnl);
    await context.close();
  });
}

// The team pages as agent01: lists with rows and footers, the KPI cards,
// the profit-and-loss detail sheet, the members list with a row's rate details open.
for (const code of ['demo', 'mono'] as const) {
  test(`${code}: team pages have no WCAG A/AA violation and 44 px targets`, async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await seedSession(page, await apiLogin(code, ACCOUNTS.agent));
    for (const screen of [
      { path: '/m/agent/team/overview?range=7days', key: 'team-overview' },
      { path: '/m/teamBetting?range=7days', key: 'team-betting' },
    ]) {
      await page.goto(merchantUrl(code, screen.path));
      await expect(page.getByTestId('record-footer')).toBeVisible();
      await expectAccessible(page, screen);
    }
    const pnl: Screen = { path: '/m/agent/team/pnl?range=7days', key: 'team-pnl' };
    await page.goto(merchantUrl(code, pnl.path));
    await expect(page.getByTestId('record-footer')).toBeVisible();
    await expectAccessible(page, pnl);
    await page.getByTestId('team-pnl-detail').first().click();
    await expect(page.getByTestId('sheet').locator('.team-sheet__item').first()).toBeVisible();
    await expectAccessible(page, pnl);
    // The first level (drill-down and, on demo, promote buttons) with one row's rate details open.
    const members: Screen = { path: '/m/member/team', key: 'team-members' };
    await page.goto(merchantUrl(code, members.path));
    await expect(page.getByTestId('downline-drill').first()).toBeVisible();
    await page.locator('.team-member__rates summary').first().click();
    await expectAccessible(page, members);
    await context.close();
  });
}
// Red envelope rain with downlines picked and an over-balance message, then its confirmation sheet;
// link management's create and registrations sheets.
test('demo: red rain and link management open states have no WCAG A/AA violation and 44 px targets', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await seedSession(page, await apiLogin('demo', RED_RAIN_AGENT));
  const rain: Screen = { path: '/m/redRain', key: 'red-rain' };
  await page.goto(merchantUrl('demo', rain.path));
  await settle(page, rain);
  await page.getByTestId('red-rain-select-all').check();
  await page.locator('input[name="amount"]').fill('999999');
  await expect(page.getByTestId('red-rain-problem')).not.toBeEmpty();
  await expectAccessible(page, rain);
  await page.locator('input[name="amount"]').fill('1');
  await page.getByTestId('red-rain-submit').click();
  await expect(page.getByTestId('sheet')).toBeVisible();
  await expectAccessible(page, rain);

  const links: Screen = { path: '/m/linkManage', key: 'link-manage' };
  const agent = await context.newPage();
  await seedSession(agent, await apiLogin('demo', LINK_AGENT));
  await agent.goto(merchantUrl('demo', links.path));
  await settle(agent, links);
  await agent.getByTestId('link-registrations').first().click();
  await expect(agent.getByTestId('link-registration').first()).toBeVisible();
  await expectAccessible(agent, links);
  await agent.getByTestId('link-registrations-close').click();
  await agent.getByTestId('link-create').click();
  await expect(agent.locator('select[name="channel"]')).toBeVisible();
  await expectAccessible(agent, links);
  await context.close();
});

test('atlas in Arabic (right to left): /m/home, /m/login, /m/register, /m/moreLottery, /m/activity have no WCAG A/AA violation and 44 px targets', async ({ browser }) => {
  const screens: Screen[] = [GUEST_SCREENS[0]!, GUEST_SCREENS[1]!, GUEST_SCREENS[2]!, { path: '/m/moreLottery', key: 'lottery' }, { path: '/m/activity', key: 'promotions' }];
  test.setTimeout(30_000 + screens.length * 15_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  await seedLanguage(page, 'AR');
  await expectScreensAccessible(page, 'atlas', screens, undefined, async (loaded) => {
    await expect(loaded.locator('html'), 'atlas in Arabic is laid out right to left').toHaveAttribute('dir', 'rtl');
  });
  await context.close();
});

// Rebates: the agent rebate settings (with a downline's sheet open), team rebate income
// with rows and its footer (agent01's seeded income), and open a downline.
for (const code of ['demo', 'mono'] as const) {
  test(`${code}: rebate settings, team rebate income and open a downline have no WCAG A/AA violation and 44 px targets`, async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await seedSession(page, await apiLogin(code, ACCOUNTS.agent));
    const settings: Screen = { path: '/m/member/agent/agentRebeat', key: 'agent-rebate' };
    await page.goto(merchantUrl(code, settings.path));
    await expect(page.getByTestId('downline-row').first()).toBeVisible();
    await expectAccessible(page, settings);
    await page.getByTestId('downline-edit').first().click();
    await expect(page.getByTestId('sheet')).toBeVisible();
    await expectAccessible(page, settings);
    const income: Screen = { path: '/m/member/teamRebate?range=7days', key: 'team-rebate' };
    await page.goto(merchantUrl(code, income.path));
    await expect(page.getByTestId('record-footer')).toBeVisible();
    await expectAccessible(page, income);
    const register: Screen = { path: '/m/agentRegister', key: 'agent-register' };
    await page.goto(merchantUrl(code, register.path));
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await expectAccessible(page, register);
    await context.close();
  });
}
