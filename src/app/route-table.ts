// Every route of the product (spec section 2) as data: paths and aliases, the lazily loaded
// screen, header title, header/footer visibility, back behaviour, who may enter and the flag that
// gates it. The router, the guards, the header and the footer are all derived from this table;
// screens never import it (they read their own entry through useRouteHandle()).
import type { ComponentType } from 'react';
import { AGENT_ONLY_TYPE, FREE_TYPE } from '../domain/customer-types';
import { ALIASES, PATHS } from '../domain/paths';
import type { Namespace } from '../i18n/i18n';
import type { RouteHandle } from '../ui/route-handle';

export type ScreenLoader = () => Promise<ComponentType>;

/**
 * A route's screen: its code and its strings (the feature's namespace with 'common' and 'errors';
 * a screen that also shows another feature's words names both) load together, so opening it costs one round trip, not one for the code and another for the
 * strings the code asks for when it renders. The route prefetch (route-prefetch.ts) calls the same
 * loader ahead of a tap. A failed strings load does not fail the screen: it asks again itself.
 */
function lazyScreen(strings: Namespace | readonly Namespace[], load: () => Promise<ComponentType>): ScreenLoader {
  return () => Promise.all([load(), import('../i18n/screen-strings').then((m) => m.loadScreenStrings(strings))]).then(([screen]) => screen);
}

/** The game lists' categories (their tabs), which every list shows before its games. */
// Imported when called: the route table is also read outside the app (Node tests, the compiler),
// where the stores' i18n cannot load.
const GAME_CATEGORIES = (): void =>
  void Promise.all([import('../state/game-catalogue'), import('../state/language-store')])
    .then(([catalogue, language]) => catalogue.loadCategories(language.languageStore.contentCode))
    .catch(() => undefined);

const HOME_SCREEN = lazyScreen('home', () => import('../features/home/home-screen').then((m) => m.HomeScreen));
const LOGIN_SCREEN = lazyScreen('auth', () => import('../features/auth/login-screen').then((m) => m.LoginScreen));
const AGENT_LOGIN_SCREEN = lazyScreen('auth', () => import('../features/auth/login-screen').then((m) => m.AgentLoginScreen));
const DIVIDENDS_SCREEN = lazyScreen('contracts', () => import('../features/contracts/dividends-screen').then((m) => m.DividendsScreen));
const SALARY_CONTRACT_SCREEN = lazyScreen('contracts', () => import('../features/contracts/contract-screen').then((m) => m.SalaryContractScreen));
const DIVIDEND_CONTRACT_SCREEN = lazyScreen('contracts', () => import('../features/contracts/contract-screen').then((m) => m.DividendContractScreen));
const HOUR_CONTRACT_SCREEN = lazyScreen('contracts', () => import('../features/contracts/contract-screen').then((m) => m.HourContractScreen));
const REGISTER_SCREEN = lazyScreen('auth', () => import('../features/auth/register-screen').then((m) => m.RegisterScreen));
const FORGET_SCREEN = lazyScreen('auth', () => import('../features/auth/forget-screen').then((m) => m.ForgetScreen));
const CHANGE_PASSWORD_SCREEN = lazyScreen('auth', () => import('../features/auth/change-password-screen').then((m) => m.ChangePasswordScreen));
const SETTINGS_SCREEN = lazyScreen('auth', () => import('../features/auth/settings-screen').then((m) => m.SettingsScreen));
const USER_AGREEMENT_SCREEN = lazyScreen('auth', () => import('../features/auth/user-agreement-screen').then((m) => m.UserAgreementScreen));
const TRIAL_SCREEN = lazyScreen('auth', () => import('../features/auth/trial-screen').then((m) => m.TrialScreen));
const LIVE_STREAM_SCREEN = lazyScreen('live', () => import('../features/live-stream/live-stream-screen').then((m) => m.LiveStreamScreen));
const GAME_CENTER_SCREEN = lazyScreen('games', () => import('../features/games/game-list-screen').then((m) => m.GameCenterScreen));
const SLOTS_CENTER_SCREEN = lazyScreen('games', () => import('../features/games/game-list-screen').then((m) => m.SlotsCenterScreen));
const GAME_LOBBY_SCREEN = lazyScreen('games', () => import('../features/games/game-list-screen').then((m) => m.GameLobbyScreen));
const LAUNCH_SCREEN = lazyScreen('games', () => import('../features/launch/launch-screen').then((m) => m.LaunchScreen));
const LOTTERY_SCREEN = lazyScreen('lottery', () => import('../features/lottery/lottery-screen').then((m) => m.LotteryScreen));
const NOTICES_SCREEN = lazyScreen('announcements', () => import('../features/announcements/notices-screen').then((m) => m.NoticesScreen));
const AGENT_NOTICES_SCREEN = lazyScreen('announcements', () => import('../features/announcements/notices-screen').then((m) => m.AgentNoticesScreen));
const AGENT_HOME_SCREEN = lazyScreen('agent', () => import('../features/agent-home/agent-home-screen').then((m) => m.AgentHomeScreen));
const SERVICE_SCREEN = lazyScreen('service', () => import('../features/service/service-screen').then((m) => m.ServiceScreen));
const FEEDBACK_SCREEN = lazyScreen('service', () => import('../features/service/feedback-screen').then((m) => m.FeedbackScreen));
const HELP_CENTER_SCREEN = lazyScreen('service', () => import('../features/service/help-centre-screen').then((m) => m.HelpCenterScreen));
const MEMBER_CENTRE_SCREEN = lazyScreen('member', () => import('../features/member/member-centre-screen').then((m) => m.MemberCentreScreen));
const ACCOUNT_SCREEN = lazyScreen('member', () => import('../features/member/account-screen').then((m) => m.AccountScreen));
const BENEFITS_SCREEN = lazyScreen('member', () => import('../features/member/benefits-screen').then((m) => m.BenefitsScreen));
const PROMOTIONS_SCREEN = lazyScreen('promotions', () => import('../features/promotions/promotions-screen').then((m) => m.PromotionsScreen));
const PROMOTION_DETAIL_SCREEN = lazyScreen('promotions', () => import('../features/promotions/promotion-detail-screen').then((m) => m.PromotionDetailScreen));
const BETTING_RECORD_SCREEN = lazyScreen('records', () => import('../features/records/betting-record-screen').then((m) => m.BettingRecordScreen));
const ACCOUNT_RECORD_SCREEN = lazyScreen('records', () => import('../features/records/account-record-screen').then((m) => m.AccountRecordScreen));
const PNL_SCREEN = lazyScreen('records', () => import('../features/records/pnl-screen').then((m) => m.PnlScreen));
const TEAM_OVERVIEW_SCREEN = lazyScreen('team', () => import('../features/team/team-overview-screen').then((m) => m.TeamOverviewScreen));
const TEAM_PNL_SCREEN = lazyScreen('team', () => import('../features/team/team-pnl-screen').then((m) => m.TeamPnlScreen));
const TEAM_MEMBERS_SCREEN = lazyScreen('team', () => import('../features/team/team-members-screen').then((m) => m.TeamMembersScreen));
const TEAM_BETTING_SCREEN = lazyScreen('team', () => import('../features/team/team-betting-screen').then((m) => m.TeamBettingScreen));
const MESSAGES_SCREEN = lazyScreen('messages', () => import('../features/messages/messages-screen').then((m) => m.MessagesScreen));
const SECURITY_CENTER_SCREEN = lazyScreen('security', () => import('../features/security/security-centre-screen').then((m) => m.SecurityCenterScreen));
const FUNDS_PASSWORD_SCREEN = lazyScreen('security', () => import('../features/security/funds-password-screen').then((m) => m.FundsPasswordScreen));
const FORGET_FUNDS_PASSWORD_SCREEN = lazyScreen('security', () => import('../features/security/forget-funds-password-screen').then((m) => m.ForgetFundsPasswordScreen));
const EMAIL_BINDING_SCREEN = lazyScreen('security', () => import('../features/security/email-binding-screen').then((m) => m.EmailBindingScreen));
const PAYEE_SCREEN = lazyScreen('security', () => import('../features/security/payee-screen').then((m) => m.PayeeScreen));
const BANK_CARDS_SCREEN = lazyScreen('security', () => import('../features/security/bank-cards-screen').then((m) => m.BankCardsScreen));
const WITHDRAW_SCREEN = lazyScreen('withdraw', () => import('../features/withdraw/withdraw-screen').then((m) => m.WithdrawScreen));
const WITHDRAW_RECORDS_SCREEN = lazyScreen('withdraw', () => import('../features/withdraw/withdraw-records-screen').then((m) => m.WithdrawRecordsScreen));
const ADD_BANK_CARD_SCREEN = lazyScreen('security', () => import('../features/security/add-bank-card-screen').then((m) => m.AddBankCardScreen));
const DEPOSIT_SCREEN = lazyScreen('deposit', () => import('../features/deposit/deposit-screen').then((m) => m.DepositScreen));
const DEPOSIT_RECORDS_SCREEN = lazyScreen('deposit', () => import('../features/deposit/deposit-records-screen').then((m) => m.DepositRecordsScreen));
const AGENT_REBATE_SCREEN = lazyScreen('rebates', () => import('../features/rebates/agent-rebate-screen').then((m) => m.AgentRebateScreen));
const TEAM_REBATE_SCREEN = lazyScreen('rebates', () => import('../features/rebates/team-rebate-screen').then((m) => m.TeamRebateScreen));
// Open a downline is the team's, with the rebates' words for its rate fields (ui/rate-fields.tsx).
const AGENT_REGISTER_SCREEN = lazyScreen(['team', 'rebates'], () => import('../features/team/agent-register-screen').then((m) => m.AgentRegisterScreen));
const INVITE_FRIENDS_SCREEN = lazyScreen('invite', () => import('../features/invite/invite-friends-screen').then((m) => m.InviteFriendsScreen));
const LEADERBOARD_SCREEN = lazyScreen('invite', () => import('../features/invite/leaderboard-screen').then((m) => m.LeaderboardScreen));
const REWARD_CENTER_SCREEN = lazyScreen('rewards', () => import('../features/rewards/reward-centre-screen').then((m) => m.RewardCenterScreen));
const MANUAL_REBATE_SCREEN = lazyScreen('rewards', () => import('../features/rewards/manual-rebate-screen').then((m) => m.ManualRebateScreen));
const REBATE_REPORT_SCREEN = lazyScreen('rewards', () => import('../features/rewards/rebate-report-screen').then((m) => m.RebateReportScreen));
const UPLINE_TRANSFER_SCREEN = lazyScreen('rewards', () => import('../features/rewards/upline-transfer-screen').then((m) => m.UplineTransferScreen));
const RED_RAIN_SCREEN = lazyScreen('redrain', () => import('../features/redrain/red-rain-screen').then((m) => m.RedRainScreen));
const LINK_MANAGE_SCREEN = lazyScreen('invite', () => import('../features/invite/link-manage-screen').then((m) => m.LinkManageScreen));
const MAINTENANCE_SCREEN = lazyScreen('common', () => import('./screens/maintenance-screen').then((m) => m.MaintenanceRouteScreen));

export interface RouteDefinition extends RouteHandle {
  /** The canonical path (all under /m except the legacy register.html alias). */
  readonly path: string;
  /** Other paths that open the same screen with the same rules. */
  readonly aliases?: readonly string[];
  readonly screen: ScreenLoader;
  /**
   * The screen's first platform request, started beside its code and strings (when the router
   * loads the route and on a tap's intent), so a cold open costs one round trip for all three,
   * not the code's and then the data's. It reads through the same cache the screen reads, which
   * shares a load in flight (state/cache.ts), so the platform is asked once. Public data only:
   * it runs before the route's guard.
   */
  readonly data?: () => void;
}

// Shorthands for the common shapes; each entry below still states everything that differs.
const titled = { header: 'titled', footer: 'main', back: 'history', access: 'public' } as const;
const member = { ...titled, access: 'member' } as const;
const agent = { ...titled, access: 'agent' } as const;

export const ROUTES = [
  {
    id: 'home',
    path: PATHS.home,
    aliases: ALIASES.home,
    screen: HOME_SCREEN,
    header: 'brand',
    footer: 'main',
    back: 'history',
    access: 'public',
    overlays: ['announcement-popup', 'contract-prompts', 'download-bar'],
  },
  { id: 'login', path: PATHS.login, screen: LOGIN_SCREEN, titleKey: 'route.login', header: 'none', footer: 'none', back: 'home', access: 'guest', overlays: ['download-bar'] },
  { id: 'agent-login', path: PATHS['agent-login'], screen: AGENT_LOGIN_SCREEN, titleKey: 'route.agent_login', header: 'none', footer: 'none', back: 'history', access: 'public' },
  {
    id: 'agent-home',
    path: PATHS['agent-home'],
    screen: AGENT_HOME_SCREEN,
    titleKey: 'route.agent_home',
    header: 'none',
    footer: 'agent',
    back: 'history',
    access: 'agent',
    // Spec section 6: without a session, or for types 0, 4 and 40, agent home sends to /m/home.
    guestRedirect: PATHS.home,
    refuseRedirect: PATHS.home,
    overlays: ['contract-prompts'],
  },
  {
    id: 'register',
    path: PATHS.register,
    aliases: ALIASES.register,
    screen: REGISTER_SCREEN,
    titleKey: 'route.register',
    header: 'none',
    footer: 'none',
    back: 'home',
    access: 'public',
    // Registration is the REG3 module; DIRECTREG3 only shows the header's register button (mono
    // has it off and registers by mobile number from the login screen).
    flag: 'REG3',
  },
  { id: 'forget', path: PATHS.forget, screen: FORGET_SCREEN, titleKey: 'route.forget', header: 'none', footer: 'none', back: 'home', access: 'public' },
  { id: 'change-password', path: PATHS['change-password'], screen: CHANGE_PASSWORD_SCREEN, titleKey: 'route.change_password', ...member, footer: 'none', guestRedirect: PATHS.home },
  { id: 'notices', path: PATHS.notices, screen: NOTICES_SCREEN, titleKey: 'route.notice', ...titled, footer: 'none', back: 'home' },
  { id: 'agent-notice', path: PATHS['agent-notice'], screen: AGENT_NOTICES_SCREEN, titleKey: 'route.agent_notice', ...agent, flag: ['AGEANNOUNCE3', 'NOTICE'] },
  { id: 'live-stream', path: PATHS['live-stream'], screen: LIVE_STREAM_SCREEN, titleKey: 'route.live_stream', ...titled, footer: 'none' },
  { id: 'settings', path: PATHS.settings, screen: SETTINGS_SCREEN, titleKey: 'route.settings', ...member, guestRedirect: PATHS.home },
  {
    id: 'member-center',
    path: PATHS['member-center'],
    aliases: ALIASES['member-center'],
    screen: MEMBER_CENTRE_SCREEN,
    titleKey: 'route.member_center',
    ...member,
    header: 'none',
    // Spec section 2: the member centre's own header goes back to home.
    back: 'home',
    refuse: { types: [FREE_TYPE], notice: 'free_reject' },
    // The APPDOWNLOAD entry and the quick row's download open the app download popup.
    overlays: ['download-popup'],
  },
  { id: 'my-account', path: PATHS['my-account'], screen: ACCOUNT_SCREEN, titleKey: 'route.my_account', ...member, flag: 'MYACC' },
  { id: 'level-benefits', path: PATHS['level-benefits'], screen: BENEFITS_SCREEN, titleKey: 'route.level_benefits', ...member },
  { id: 'game-lobby', path: PATHS['game-lobby'], screen: GAME_LOBBY_SCREEN, data: GAME_CATEGORIES, titleKey: 'route.game_lobby', ...titled },
  { id: 'more-lottery', path: PATHS['more-lottery'], screen: LOTTERY_SCREEN, titleKey: 'route.lottery', ...titled, footer: 'none' },
  { id: 'start-lottery', path: PATHS['start-lottery'], screen: LOTTERY_SCREEN, titleKey: 'route.lottery', ...titled },
  { id: 'service', path: PATHS.service, screen: SERVICE_SCREEN, titleKey: 'route.service', ...titled, footer: 'none' },
  // Listed as labels in spec section 2; the paths are upstream's (member-centre FEEDBACK3 and HELPCENTER).
  { id: 'feedback', path: PATHS.feedback, screen: FEEDBACK_SCREEN, titleKey: 'route.feedback', ...member, flag: 'FEEDBACK3' },
  { id: 'help-center', path: PATHS['help-center'], screen: HELP_CENTER_SCREEN, titleKey: 'route.help_center', ...titled },
  { id: 'activity', path: PATHS.activity, screen: PROMOTIONS_SCREEN, titleKey: 'route.activity', ...titled, footer: 'none' },
  { id: 'activity-info', path: PATHS['activity-info'], screen: PROMOTION_DETAIL_SCREEN, titleKey: 'route.activity_info', ...titled },
  { id: 'user-agreement', path: PATHS['user-agreement'], screen: USER_AGREEMENT_SCREEN, titleKey: 'route.user_agreement', ...titled, footer: 'none' },
  { id: 'trial', path: PATHS.trial, screen: TRIAL_SCREEN, titleKey: 'route.trial', ...titled, footer: 'none', back: 'home', flag: 'FREEPLAY3' },
  // The game fills the screen: no app header, the launch screen has its own back (launch-back).
  { id: 'launch-game', path: PATHS['launch-game'], screen: LAUNCH_SCREEN, titleKey: 'route.launch_game', ...member, header: 'none', footer: 'none' },
  { id: 'maintenance', path: PATHS.maintenance, screen: MAINTENANCE_SCREEN, titleKey: 'route.maintenance', ...titled, footer: 'none' },
  { id: 'deposit', path: PATHS.deposit, screen: DEPOSIT_SCREEN, titleKey: 'route.deposit', ...member },
  { id: 'withdraw', path: PATHS.withdraw, screen: WITHDRAW_SCREEN, titleKey: 'route.withdraw', ...member },
  { id: 'game-center', path: PATHS['game-center'], screen: GAME_CENTER_SCREEN, data: GAME_CATEGORIES, titleKey: 'route.game_center', ...titled },
  { id: 'slots-center', path: PATHS['slots-center'], screen: SLOTS_CENTER_SCREEN, data: GAME_CATEGORIES, titleKey: 'route.slots_center', ...titled },
  { id: 'messages', path: PATHS.messages, aliases: ALIASES.messages, screen: MESSAGES_SCREEN, titleKey: 'route.messages', ...member, flag: 'MAILCEN' },
  { id: 'game-record', path: PATHS['game-record'], screen: BETTING_RECORD_SCREEN, titleKey: 'route.game_record', ...member, flag: 'TRANSBETREPMEM3' },
  { id: 'transaction-record', path: PATHS['transaction-record'], screen: ACCOUNT_RECORD_SCREEN, titleKey: 'route.transaction_record', ...member, flag: 'TRANSREC3' },
  { id: 'security-center', path: PATHS['security-center'], screen: SECURITY_CENTER_SCREEN, titleKey: 'route.security_center', ...member, flag: 'SECPRIV' },
  // The security centre's sub-pages: all data-screen="security-center".
  { id: 'security-funds-password', path: PATHS['security-funds-password'], screen: FUNDS_PASSWORD_SCREEN, titleKey: 'route.security_funds_password', ...member },
  { id: 'security-forget-funds-password', path: PATHS['security-forget-funds-password'], screen: FORGET_FUNDS_PASSWORD_SCREEN, titleKey: 'route.security_forget_funds_password', ...member },
  { id: 'security-email', path: PATHS['security-email'], screen: EMAIL_BINDING_SCREEN, titleKey: 'route.security_email', ...member },
  { id: 'security-payee', path: PATHS['security-payee'], screen: PAYEE_SCREEN, titleKey: 'route.security_payee', ...member },
  { id: 'security-bank-cards', path: PATHS['security-bank-cards'], screen: BANK_CARDS_SCREEN, titleKey: 'route.security_bank_cards', ...member },
  { id: 'security-add-bank-card', path: PATHS['security-add-bank-card'], screen: ADD_BANK_CARD_SCREEN, titleKey: 'route.security_add_bank_card', ...member },
  { id: 'link-manage', path: PATHS['link-manage'], screen: LINK_MANAGE_SCREEN, titleKey: 'route.link_manage', ...agent },
  { id: 'deposit-records', path: PATHS['deposit-records'], screen: DEPOSIT_RECORDS_SCREEN, titleKey: 'route.deposit_records', ...member, flag: 'DEPRECM3' },
  { id: 'withdraw-records', path: PATHS['withdraw-records'], screen: WITHDRAW_RECORDS_SCREEN, titleKey: 'route.withdraw_records', ...member, flag: 'WITHREC3' },
  { id: 'profit-loss', path: PATHS['profit-loss'], screen: PNL_SCREEN, titleKey: 'route.profit_loss', ...member, flag: 'PERSPNL3' },
  {
    id: 'upline-transfer',
    path: PATHS['upline-transfer'],
    screen: UPLINE_TRANSFER_SCREEN,
    titleKey: 'route.upline_transfer',
    ...member,
    flag: 'AGETRANSFERUP3',
    // Spec section 6: transfer to upline is not for type 2 (agent-only) accounts; the screen checks
    // the third condition (a toUpline value) with the same rule (state/reward-rules.ts).
    refuse: { types: [AGENT_ONLY_TYPE], notice: 'errors:permission_denied' },
  },
  { id: 'reward-center', path: PATHS['reward-center'], screen: REWARD_CENTER_SCREEN, titleKey: 'route.reward_center', ...member, flag: 'REWCEN3' },
  { id: 'manual-rebate', path: PATHS['manual-rebate'], screen: MANUAL_REBATE_SCREEN, titleKey: 'route.manual_rebate', ...member, flag: 'MANPLAYREB3' },
  { id: 'invite-friends', path: PATHS['invite-friends'], screen: INVITE_FRIENDS_SCREEN, titleKey: 'route.invite_friends', ...member, flag: 'REFERRAL' },
  { id: 'mission', path: PATHS.mission, screen: LEADERBOARD_SCREEN, titleKey: 'route.mission', ...member, flag: 'MISSION' },
  { id: 'my-rebate', path: PATHS['my-rebate'], screen: REBATE_REPORT_SCREEN, titleKey: 'route.my_rebate', ...member, flag: 'PLYRBT' },
  { id: 'team-overview', path: PATHS['team-overview'], screen: TEAM_OVERVIEW_SCREEN, titleKey: 'route.team_overview', ...agent, flag: 'AGEPAG' },
  { id: 'team-pnl', path: PATHS['team-pnl'], screen: TEAM_PNL_SCREEN, titleKey: 'route.team_pnl', ...agent, flag: 'AGETEAMPNL3' },
  { id: 'team-members', path: PATHS['team-members'], screen: TEAM_MEMBERS_SCREEN, titleKey: 'route.team_members', ...agent, flag: ['AGEDOWNMAN3', 'DOWNMAN'] },
  { id: 'team-betting', path: PATHS['team-betting'], screen: TEAM_BETTING_SCREEN, titleKey: 'route.team_betting', ...agent, flag: 'TEAMBETTING3' },
  { id: 'red-rain', path: PATHS['red-rain'], screen: RED_RAIN_SCREEN, titleKey: 'route.red_rain', ...agent, flag: 'AGENTRANSMULTDOWN3' },
  { id: 'dividends', path: PATHS.dividends, screen: DIVIDENDS_SCREEN, titleKey: 'route.dividends', ...agent, flag: 'DIVIDEND' },
  { id: 'salary-contract', path: PATHS['salary-contract'], screen: SALARY_CONTRACT_SCREEN, titleKey: 'route.salary_contract', ...agent },
  { id: 'dividend-contract', path: PATHS['dividend-contract'], screen: DIVIDEND_CONTRACT_SCREEN, titleKey: 'route.dividend_contract', ...agent, flag: 'DIVIDEND' },
  { id: 'hour-contract', path: PATHS['hour-contract'], screen: HOUR_CONTRACT_SCREEN, titleKey: 'route.hour_contract', ...agent },
  { id: 'agent-rebate', path: PATHS['agent-rebate'], screen: AGENT_REBATE_SCREEN, titleKey: 'route.agent_rebate', ...agent, flag: 'GAMSER' },
  { id: 'team-rebate', path: PATHS['team-rebate'], screen: TEAM_REBATE_SCREEN, titleKey: 'route.team_rebate', ...agent, flag: 'AGEREBINC3' },
  { id: 'open-account', path: PATHS['open-account'], screen: AGENT_REGISTER_SCREEN, titleKey: 'route.open_account', ...agent, flag: 'REGCEN' },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTES)[number]['id'];

/** Any other path: the merchant's extra routes, else this screen (not part of the spec's table). */
export const NOT_FOUND_HANDLE: RouteHandle = { id: 'not-found', titleKey: 'route.not_found', header: 'titled', footer: 'none', back: 'history', access: 'public' };

export function routeById(id: RouteId): RouteDefinition {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return route;
}

/** Every path (canonical and aliases) of a route. */
export function pathsOf(route: RouteDefinition): readonly string[] {
  return [route.path, ...(route.aliases ?? [])];
}

/** The handle (metadata without path and screen) the router attaches to a route. */
export function handleOf(route: RouteDefinition): RouteHandle {
  const { path: _path, aliases: _aliases, screen: _screen, ...handle } = route;
  return handle;
}
