// Every route of the spec's table and every alias, driven from one list written from the spec:
// the header (brand, titled or hidden) and its title, the footer, and where the back arrow goes.
// Signed in as an agent on demo (every flag on) so that every route opens.
import { expect, test, type BrowserContext, type Page } from './support/test';
import { ROUTES, pathsOf } from '../../src/app/route-table';
import { navigateInApp, pathOf, screenReady } from './support/app';
import { ACCOUNTS, CONTRACT_PROMPTED_KEY, apiLogin, merchantUrl, type E2eSession } from './support/platform';

type Header = 'brand' | 'titled' | 'hidden';
type Footer = 'main' | 'agent' | 'none';
type Back = 'home' | 'history' | null;

interface Expectation {
  path: string;
  /** The screen's data-screen key. */
  screen: string;
  header: Header;
  title: string | null;
  footer: Footer;
  back: Back;
  /** Where a signed-in visitor lands instead (the login screen is for guests). */
  signedIn?: string;
}

const route = (path: string, screen: string, title: string, header: Header, footer: Footer, back: Back = 'history'): Expectation => ({ path, screen, header, title, footer, back });
const home = (path: string): Expectation => ({ path, screen: 'home', header: 'brand', title: null, footer: 'main', back: null });

// Spec section 2: the footer is hidden on login, agent, agent home, register, trial, launchGame,
// changePsw, notice, activity, forget, service, moreLottery, useragreement, maintenance and
// liveStream; the header on login, loginAgent, register, mine, agent, agent home and forget; the
// back arrow goes home from login, register, trial, notice and forget.
const EXPECTED: readonly Expectation[] = [
  home('/'),
  home('/m'),
  home('/m/'),
  home('/m/index'),
  home('/m/index.html'),
  home('/m/home'),
  { ...route('/m/login', 'login', 'Login', 'hidden', 'none', 'home'), signedIn: '/m/home' },
  route('/m/agent', 'agent-login', 'Agent login', 'hidden', 'none'),
  // Agent home draws no header at all (no title bar, no back): the agent footer is its navigation.
  { path: '/m/agent/home', screen: 'agent-home', header: 'hidden', title: null, footer: 'agent', back: null },
  route('/m/register', 'register', 'Register', 'hidden', 'none', 'home'),
  route('/register.html', 'register', 'Register', 'hidden', 'none', 'home'),
  route('/m/register.html', 'register', 'Register', 'hidden', 'none', 'home'),
  route('/m/forget', 'forget', 'Forgot password', 'hidden', 'none', 'home'),
  route('/m/changePsw', 'change-password', 'Change password', 'titled', 'none'),
  route('/m/notice', 'notices', 'Announcement', 'titled', 'none', 'home'),
  route('/m/member/notice?types=A', 'agent-notices', 'Agent announcements', 'titled', 'main'),
  route('/m/liveStream', 'live-stream', 'Live match', 'titled', 'none'),
  route('/m/set', 'settings', 'Personal settings', 'titled', 'main'),
  route('/m/mine', 'member-center', 'Member center', 'hidden', 'main', 'home'),
  route('/m/member/home', 'member-center', 'Member center', 'hidden', 'main', 'home'),
  route('/m/myAccount/index', 'my-account', 'Account details', 'titled', 'main'),
  route('/m/member/benefits', 'benefits', 'Level interests', 'titled', 'main'),
  route('/m/moreLottery', 'lottery', 'Lottery', 'titled', 'none'),
  route('/m/startLottery', 'lottery', 'Lottery', 'titled', 'main'),
  route('/m/gameLobby', 'game-list', 'Game lobby', 'titled', 'main'),
  route('/m/service', 'service', 'Customer service', 'titled', 'none'),
  route('/m/feedback', 'feedback', 'Suggestions and feedback', 'titled', 'main'),
  route('/m/helpCenter', 'help-center', 'Help centre', 'titled', 'main'),
  route('/m/activity', 'promotions', 'Activity center', 'titled', 'none'),
  route('/m/activityInfo', 'promotion-detail', 'Promotion details', 'titled', 'main'),
  route('/m/useragreement', 'user-agreement', 'User agreement', 'titled', 'none'),
  route('/m/trail', 'trial', 'Free trial', 'titled', 'none', 'home'),
  // The game fills the screen under the launch screen's own back (launch-back), no app header.
  { ...route('/m/launchGame?playType=trad&pageBack=home', 'launch-game', 'Game', 'hidden', 'none', null), title: null },
  route('/m/maintenance', 'maintenance', 'Maintenance', 'titled', 'none'),
  route('/m/voucherCenter', 'deposit', 'Deposit', 'titled', 'main'),
  route('/m/withdraw', 'withdraw', 'Withdraw', 'titled', 'main'),
  route('/m/gameCenter', 'game-list', 'Game center', 'titled', 'main'),
  route('/m/slotsCenter', 'game-list', 'RNG', 'titled', 'main'),
  route('/m/message', 'messages', 'Messages', 'titled', 'main'),
  route('/m/webEmail', 'messages', 'Messages', 'titled', 'main'),
  route('/m/gameRecord', 'betting-record', 'Betting record', 'titled', 'main'),
  route('/m/transaction/record?types=A', 'account-record', 'Account record', 'titled', 'main'),
  route('/m/securityCenter', 'security-center', 'Security center', 'titled', 'main'),
  route('/m/securityCenter/fundsPassword', 'security-center', 'Funds password', 'titled', 'main'),
  route('/m/securityCenter/forgetFundsPass', 'security-center', 'Forgot funds password', 'titled', 'main'),
  route('/m/securityCenter/email', 'security-center', 'Link e-mail', 'titled', 'main'),
  route('/m/securityCenter/payee', 'security-center', 'Payee name', 'titled', 'main'),
  route('/m/myBankCards', 'security-center', 'Bank cards', 'titled', 'main'),
  route('/m/securityCenter/addBankCard', 'security-center', 'Add bank card', 'titled', 'main'),
  route('/m/linkManage', 'link-manage', 'Link management', 'titled', 'main'),
  route('/m/vouReport', 'deposit-record', 'Deposit records', 'titled', 'main'),
  route('/m/withdrawReport', 'withdraw-record', 'Withdrawal records', 'titled', 'main'),
  route('/m/profitandloss', 'pnl', 'Profit and loss', 'titled', 'main'),
  // agent01 has no upline (no toUpline value): spec §6 sends them home (tests/e2e/rewards.spec.ts has the whole matrix).
  { ...route('/m/upLine/transfer', 'upline-transfer', 'Transfer to upline', 'titled', 'main'), signedIn: '/m/home' },
  route('/m/rewardCenter', 'reward-center', 'Reward center', 'titled', 'main'),
  route('/m/member/manualRebate', 'manual-rebate', 'Manual rebate', 'titled', 'main'),
  route('/m/inviteFriends', 'invite-friends', 'Invite friends', 'titled', 'main'),
  route('/m/leaderBoard', 'leaderboard', 'Mission activity', 'titled', 'main'),
  route('/m/member/rebateReport', 'rebate-report', 'My rebate', 'titled', 'main'),
  route('/m/redRain', 'red-rain', 'Red envelope rain', 'titled', 'main'),
  route('/m/agent/team/overview', 'team-overview', 'Team overview', 'titled', 'main'),
  route('/m/agent/team/pnl', 'team-pnl', 'Team profit and loss', 'titled', 'main'),
  route('/m/member/team', 'team-members', 'Team members', 'titled', 'main'),
  route('/m/teamBetting', 'team-betting', 'Team betting', 'titled', 'main'),
  route('/m/member/agent/agentRebeat', 'agent-rebate', 'Agent rebate', 'titled', 'main'),
  route('/m/member/teamRebate', 'team-rebate', 'Team rebate', 'titled', 'main'),
  route('/m/agentRegister', 'agent-register', 'Open an account', 'titled', 'main'),
  route('/m/member/agent/agentDivident', 'dividends', 'Dividends', 'titled', 'main'),
  route('/m/member/agent/getSalaryContract', 'contract-salary', 'Daily salary contract', 'titled', 'main'),
  route('/m/member/agent/getDevidendContract', 'contract-dividend', 'Dividend contract', 'titled', 'main'),
  route('/m/member/agent/getHourContract', 'contract-hourly', 'Hourly salary contract', 'titled', 'main'),
];

/** A titled, history-back page to start from, so 'back in history' and 'back home' differ. */
const START = '/m/gameCenter';

test('the list covers every path of the route table', () => {
  const listed = new Set(EXPECTED.map((e) => e.path.split('?')[0]));
  const tablePaths = ROUTES.flatMap((r) => pathsOf(r));
  expect(tablePaths.filter((p) => !listed.has(p))).toEqual([]);
  expect([...listed].filter((p) => !tablePaths.includes(p as never))).toEqual([]);
});

test.describe('every route and alias (agent01 on demo, English)', () => {
  let context: BrowserContext;
  let session: E2eSession;
  /** One tab for the whole list: each case loads its start page, then the route, in it. */
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    session = await apiLogin('demo', ACCOUNTS.agent);
    context = await browser.newContext({ ...test.info().project.use });
    await context.addInitScript(
      ({ value, promptedKey }) => {
        sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value));
        sessionStorage.setItem(promptedKey, JSON.stringify(value.token));
        localStorage.setItem('MC_LANGUAGE', JSON.stringify('EN'));
      },
      { value: session, promptedKey: CONTRACT_PROMPTED_KEY },
    );
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  async function open(tab: Page, path: string): Promise<void> {
    // A root path outside /m/ is only reachable inside the app on the reference platform.
    if (path === '/register.html') {
      await navigateInApp(tab, path);
      return;
    }
    await tab.goto(merchantUrl('demo', path), { waitUntil: 'domcontentloaded' });
  }

  for (const expected of EXPECTED) {
    test(`${expected.path}`, async () => {
      // The page before this one, where a history back returns (never the route itself).
      const start = expected.path === START ? '/m/gameLobby' : START;
      await page.goto(merchantUrl('demo', start), { waitUntil: 'domcontentloaded' });
      await screenReady(page);
      await open(page, expected.path);
      await screenReady(page);
      if (expected.signedIn) {
        await expect.poll(() => pathOf(page)).toBe(expected.signedIn);
        return;
      }
      expect(pathOf(page)).toBe(expected.path.split('?')[0]);

      const main = page.locator('main[data-screen]').first();
      await expect(main).toHaveAttribute('data-screen', expected.screen);

      const header = page.getByTestId('app-header');
      if (expected.header === 'hidden') await expect(header).toHaveCount(0);
      else await expect(header).toHaveAttribute('data-variant', expected.header);

      if (expected.title === null) await expect(page.getByTestId('header-title')).toHaveCount(0);
      else await expect(page.getByTestId('header-title')).toHaveText(expected.title);

      await expect(page.getByTestId('app-footer')).toHaveCount(expected.footer === 'main' ? 1 : 0);
      await expect(page.getByTestId('agent-footer')).toHaveCount(expected.footer === 'agent' ? 1 : 0);

      const back = page.getByTestId('header-back');
      if (expected.back === null) {
        await expect(back).toHaveCount(0);
        return;
      }
      await back.click();
      await expect.poll(() => pathOf(page)).toBe(expected.back === 'home' ? '/m/home' : start);
      await screenReady(page);
    });
  }

  test('the generic back replaces with /m/home when history has one entry', async () => {
    // A link opened in a new tab: its history starts with this one entry.
    const opener = await context.newPage();
    await opener.goto(merchantUrl('demo', '/m/home'));
    const [tab] = await Promise.all([context.waitForEvent('page'), opener.evaluate((url) => void window.open(url), merchantUrl('demo', '/m/gameRecord'))]);
    try {
      await screenReady(tab);
      expect(await tab.evaluate(() => window.history.length)).toBe(1);
      await tab.getByTestId('header-back').click();
      await expect.poll(() => pathOf(tab)).toBe('/m/home');
      expect(await tab.evaluate(() => window.history.length)).toBe(1);
    } finally {
      await tab.close();
      await opener.close();
    }
  });

  test('in-app: footer to a history-back page and back again', async () => {
    await page.goto(merchantUrl('demo', '/m/gameCenter'));
    await screenReady(page);
    await page.getByTestId('footer-item-home').click();
    await expect(page.locator('main[data-screen="home"]')).toBeVisible();
    await page.getByTestId('footer-item-live').click();
    await expect(page.getByTestId('header-title')).toHaveText('Live match');
    await page.getByTestId('header-back').click();
    await expect.poll(() => pathOf(page)).toBe('/m/home');
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/m/gameCenter');
  });
});
