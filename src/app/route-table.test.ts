// The route table against spec section 2, written out here independently of the table: every
// path and alias, which routes hide the header or the footer, where back goes, and that every
// route has its own screen (the shared pending screen is gone: every screen of the spec is built).
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/common.json';
import { FLAG_REGISTRY } from '../config/flag-registry';
import { ROUTES, pathsOf, type RouteDefinition } from './route-table';
import { flagsOf, handleForPath } from './route-access';

const SPEC_PATHS: Record<string, string> = {
  '/': 'home',
  '/m': 'home',
  '/m/': 'home',
  '/m/index': 'home',
  '/m/index.html': 'home',
  '/m/home': 'home',
  '/m/login': 'login',
  '/m/agent': 'agent-login',
  '/m/agent/home': 'agent-home',
  '/m/register': 'register',
  '/register.html': 'register',
  '/m/register.html': 'register',
  '/m/forget': 'forget',
  '/m/changePsw': 'change-password',
  '/m/notice': 'notices',
  '/m/member/notice': 'agent-notice',
  '/m/liveStream': 'live-stream',
  '/m/set': 'settings',
  '/m/mine': 'member-center',
  '/m/member/home': 'member-center',
  '/m/myAccount/index': 'my-account',
  '/m/member/benefits': 'level-benefits',
  '/m/moreLottery': 'more-lottery',
  '/m/startLottery': 'start-lottery',
  '/m/gameLobby': 'game-lobby',
  '/m/service': 'service',
  '/m/feedback': 'feedback',
  '/m/helpCenter': 'help-center',
  '/m/activity': 'activity',
  '/m/activityInfo': 'activity-info',
  '/m/useragreement': 'user-agreement',
  '/m/trail': 'trial',
  '/m/launchGame': 'launch-game',
  '/m/maintenance': 'maintenance',
  '/m/voucherCenter': 'deposit',
  '/m/withdraw': 'withdraw',
  '/m/gameCenter': 'game-center',
  '/m/slotsCenter': 'slots-center',
  '/m/message': 'messages',
  '/m/webEmail': 'messages',
  '/m/gameRecord': 'game-record',
  '/m/transaction/record': 'transaction-record',
  '/m/securityCenter': 'security-center',
  '/m/securityCenter/fundsPassword': 'security-funds-password',
  '/m/securityCenter/forgetFundsPass': 'security-forget-funds-password',
  '/m/securityCenter/email': 'security-email',
  '/m/securityCenter/payee': 'security-payee',
  '/m/myBankCards': 'security-bank-cards',
  '/m/securityCenter/addBankCard': 'security-add-bank-card',
  '/m/linkManage': 'link-manage',
  '/m/vouReport': 'deposit-records',
  '/m/withdrawReport': 'withdraw-records',
  '/m/profitandloss': 'profit-loss',
  '/m/upLine/transfer': 'upline-transfer',
  '/m/rewardCenter': 'reward-center',
  '/m/member/manualRebate': 'manual-rebate',
  '/m/inviteFriends': 'invite-friends',
  '/m/leaderBoard': 'mission',
  '/m/member/rebateReport': 'my-rebate',
  '/m/redRain': 'red-rain',
  '/m/agent/team/overview': 'team-overview',
  '/m/agent/team/pnl': 'team-pnl',
  '/m/member/team': 'team-members',
  '/m/teamBetting': 'team-betting',
  '/m/member/agent/agentRebeat': 'agent-rebate',
  '/m/member/teamRebate': 'team-rebate',
  '/m/agentRegister': 'open-account',
  '/m/member/agent/agentDivident': 'dividends',
  '/m/member/agent/getSalaryContract': 'salary-contract',
  '/m/member/agent/getDevidendContract': 'dividend-contract',
  '/m/member/agent/getHourContract': 'hour-contract',
};

// Spec section 2, "Header and footer".
const FOOTER_HIDDEN = ['login', 'agent-login', 'agent-home', 'register', 'trial', 'launch-game', 'change-password', 'notices', 'activity', 'forget', 'service', 'more-lottery', 'user-agreement', 'maintenance', 'live-stream'];
// The spec's list, plus the launch screen: a game fills the screen under its own back.
const HEADER_HIDDEN = ['login', 'register', 'member-center', 'agent-login', 'agent-home', 'forget', 'launch-game'];
const BACK_HOME = ['login', 'register', 'trial', 'notices', 'forget', 'member-center'];

const routes: readonly RouteDefinition[] = ROUTES;
const ids = (pick: (r: RouteDefinition) => boolean) => routes.filter(pick).map((r) => r.id).sort();

describe('route table', () => {
  it('has every path and alias of the spec, each opening the right route, and nothing else', () => {
    for (const [path, id] of Object.entries(SPEC_PATHS)) expect(handleForPath(path).id, path).toBe(id);
    const tablePaths = routes.flatMap((r) => pathsOf(r));
    expect([...tablePaths].sort()).toEqual(Object.keys(SPEC_PATHS).sort());
  });

  it('has unique route keys and unique paths', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    const paths = routes.flatMap((r) => pathsOf(r)).map((p) => p.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('hides the footer and the header exactly where the spec says', () => {
    expect(ids((r) => r.footer !== 'main')).toEqual([...FOOTER_HIDDEN].sort());
    expect(ids((r) => r.footer === 'agent')).toEqual(['agent-home']);
    expect(ids((r) => r.header === 'none')).toEqual([...HEADER_HIDDEN].sort());
    expect(ids((r) => r.header === 'brand')).toEqual(['home']);
  });

  it('sends back home from login, register, trial, notice and forget, and back in history elsewhere', () => {
    expect(ids((r) => r.back === 'home')).toEqual([...BACK_HOME].sort());
  });

  it('gives every route but home a title that exists in the English locale', () => {
    const missing = routes.filter((r) => r.id !== 'home').filter((r) => {
      const [group, key] = (r.titleKey ?? '').split('.');
      return !group || !key || typeof (en as unknown as Record<string, Record<string, string> | undefined>)[group]?.[key] !== 'string';
    });
    expect(missing.map((r) => r.id)).toEqual([]);
  });

  it('gates routes only by flags of the registry', () => {
    for (const route of routes) for (const key of route.flag === undefined ? [] : flagsOf(route.flag)) expect(Object.keys(FLAG_REGISTRY)).toContain(key);
  });

  it('puts the guards of spec section 6 on the right routes', () => {
    const memberCentre = routes.find((r) => r.id === 'member-center');
    expect(memberCentre).toMatchObject({ access: 'member', refuse: { types: [4], notice: 'free_reject' } });
    expect(routes.find((r) => r.id === 'settings')).toMatchObject({ access: 'member', guestRedirect: '/m/home' });
    expect(routes.find((r) => r.id === 'change-password')).toMatchObject({ access: 'member', guestRedirect: '/m/home' });
    expect(routes.find((r) => r.id === 'agent-home')).toMatchObject({ access: 'agent', guestRedirect: '/m/home', refuseRedirect: '/m/home' });
    expect(ids((r) => r.access === 'agent')).toEqual(
      ['agent-home', 'agent-notice', 'link-manage', 'red-rain', 'team-overview', 'team-pnl', 'team-members', 'team-betting', 'agent-rebate', 'team-rebate', 'open-account', 'dividends', 'salary-contract', 'dividend-contract', 'hour-contract'].sort(),
    );
  });

  it('adds the download bar (spec: home and the login screen) and nowhere else', () => {
    expect(ids((r) => ('overlays' in r ? (r.overlays as readonly string[]) : []).includes('download-bar'))).toEqual(['home', 'login']);
  });

  it('draws the announcement popup over home only, and the contract prompts over home and agent home', () => {
    expect(routes.find((r) => r.id === 'home')?.overlays).toEqual(expect.arrayContaining(['announcement-popup', 'contract-prompts']));
    expect(ids((r) => (r.overlays ?? []).includes('announcement-popup'))).toEqual(['home']);
    expect(ids((r) => (r.overlays ?? []).includes('contract-prompts'))).toEqual(['agent-home', 'home']);
  });

  it('gives every route its own screen loader (a route sharing another feature screen shares its data-screen key too)', () => {
    const loaders = new Map<RouteDefinition['screen'], string[]>();
    for (const r of routes) loaders.set(r.screen, [...(loaders.get(r.screen) ?? []), r.id]);
    const shared = [...loaders.values()].filter((list) => list.length > 1).map((list) => list.sort().join('+')).sort();
    // Only the lottery list is one screen on two routes (/m/moreLottery and /m/startLottery).
    expect(shared).toEqual(['more-lottery+start-lottery']);
  });
});
