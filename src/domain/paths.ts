// Every address of the app (spec section 2; upstream's mobile paths, all under /m): the one home
// of these strings. The route table reads its paths from here, and every link, redirect and
// announcement target names a path from here, so renaming a page is one edit. A leaf: it imports
// nothing, so anything (features, the home prefetch script, the reference platform) may import it.
// The lint forbids a literal '/m/…' anywhere else in src/.

/** Home, and its other addresses (upstream's index pages and the bare origin); the home prefetch script reads these two alone. */
export const HOME_PATH = '/m/home';
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'] as const;

/** The path of every route, by route id (a test checks the route table agrees). */
export const PATHS = {
  home: HOME_PATH,
  login: '/m/login',
  'agent-login': '/m/agent',
  'agent-home': '/m/agent/home',
  register: '/m/register',
  forget: '/m/forget',
  'change-password': '/m/changePsw',
  notices: '/m/notice',
  'agent-notice': '/m/member/notice',
  'live-stream': '/m/liveStream',
  settings: '/m/set',
  'member-center': '/m/mine',
  'my-account': '/m/myAccount/index',
  'level-benefits': '/m/member/benefits',
  'game-lobby': '/m/gameLobby',
  'more-lottery': '/m/moreLottery',
  'start-lottery': '/m/startLottery',
  service: '/m/service',
  feedback: '/m/feedback',
  'help-center': '/m/helpCenter',
  activity: '/m/activity',
  'activity-info': '/m/activityInfo',
  'user-agreement': '/m/useragreement',
  trial: '/m/trail',
  'launch-game': '/m/launchGame',
  maintenance: '/m/maintenance',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  'game-center': '/m/gameCenter',
  'slots-center': '/m/slotsCenter',
  messages: '/m/webEmail',
  'game-record': '/m/gameRecord',
  'transaction-record': '/m/transaction/record',
  'security-center': '/m/securityCenter',
  'security-funds-password': '/m/securityCenter/fundsPassword',
  'security-forget-funds-password': '/m/securityCenter/forgetFundsPass',
  'security-email': '/m/securityCenter/email',
  'security-payee': '/m/securityCenter/payee',
  'security-bank-cards': '/m/myBankCards',
  'security-add-bank-card': '/m/securityCenter/addBankCard',
  'link-manage': '/m/linkManage',
  'deposit-records': '/m/vouReport',
  'withdraw-records': '/m/withdrawReport',
  'profit-loss': '/m/profitandloss',
  'upline-transfer': '/m/upLine/transfer',
  'reward-center': '/m/rewardCenter',
  'manual-rebate': '/m/member/manualRebate',
  'invite-friends': '/m/inviteFriends',
  mission: '/m/leaderBoard',
  'my-rebate': '/m/member/rebateReport',
  'team-overview': '/m/agent/team/overview',
  'team-pnl': '/m/agent/team/pnl',
  'team-members': '/m/member/team',
  'team-betting': '/m/teamBetting',
  'red-rain': '/m/redRain',
  dividends: '/m/member/agent/agentDivident',
  'salary-contract': '/m/member/agent/getSalaryContract',
  'dividend-contract': '/m/member/agent/getDevidendContract',
  'hour-contract': '/m/member/agent/getHourContract',
  'agent-rebate': '/m/member/agent/agentRebeat',
  'team-rebate': '/m/member/teamRebate',
  'open-account': '/m/agentRegister',
} as const;

export type PathId = keyof typeof PATHS;

/** Other addresses of the same screens: upstream's older pages and the bare origin open them too. */
export const ALIASES = {
  home: HOME_ALIASES,
  register: ['/register.html', '/m/register.html'],
  'member-center': ['/m/member/home'],
  messages: ['/m/message'],
} as const satisfies Partial<Record<PathId, readonly string[]>>;

/**
 * Upstream's pages this app does not build. Menus and announcements still name them as upstream
 * does, so a merchant's extra route of that path (merchant file `extraRoutes`) can take them;
 * otherwise they open the not-found screen.
 */
export const UPSTREAM_PAGES = {
  pointsMall: '/m/mall/mallHome',
  virtualCards: '/m/myVCards',
  dailySalary: '/m/member/manualdailySalary',
  customerService: '/m/customerService',
  copyBet: '/m/copyBet',
  signIn: '/m/activity/signIn',
  noviceTask: '/m/activity/noviceTask',
  rescue: '/m/activity/rescue',
  promoCode: '/m/promoCode',
  temuTicket: '/m/temuTicket',
  luckyBet: '/m/luckyBet',
  depositDiscount: '/m/depositDiscount',
} as const;

/** Every app page sits under this prefix (a return address outside it is not the app's). */
export const APP_PATH_PREFIX = '/m/';

/** Upstream serves its own service worker here; ours unregisters it (service-worker/sw-routes.ts). */
export const UPSTREAM_SERVICE_WORKER_PATH = '/m/sw.js';

/** A path with a query (`pathWith(PATHS['activity-info'], { id: '7' })`); empty values are kept as upstream reads them. */
export function pathWith(path: string, query: Record<string, string> | URLSearchParams): string {
  const search = (query instanceof URLSearchParams ? query : new URLSearchParams(query)).toString();
  return search ? `${path}?${search}` : path;
}
