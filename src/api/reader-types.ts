// The app's types of the replies that have a reader (src/api/readers/): what callEndpoint resolves
// with for those endpoints instead of the wire type of schemas/api/.
import type { HotMatch, InviteReferralDetails, LotteryMenuEntry, Popup, PromotionCategory, SecurityOverview, WithdrawSettings } from './contract.generated';
import type { ConsolidatedAppSettings } from './readers/consolidatedSettings';

/** A signed-in session, from login or registration. */
export interface SignInReply {
  readonly id: number | string;
  readonly token: string;
  readonly userName: string;
  /** Absent on upstream platforms: the session is then on the configured merchant. */
  readonly merchantCode?: string;
  /** 0 member, 1 agent (also plays), 2 agent only, 4 free/trial. */
  readonly customerType: number;
  readonly firstTimeLogin: boolean;
  /** The platform demands a new password now (upstream's passwordExpired; our old updatePassword). */
  readonly passwordExpired: boolean;
}

/** A free-play (trial) session. */
export interface FreePlayReply {
  readonly token: string;
  readonly userName: string;
  readonly customerType: number;
  /** The trial merchant; absent on upstream platforms (the configured trial merchant is used). */
  readonly merchantCode?: string;
}

/** Deposit settings: allowDeposit as a boolean; the service hours always named for the screen's text. */
export interface DepositSettingsReply {
  readonly allowDeposit: boolean;
  readonly totalDepositSuccessCount: number;
  /** HH:mm in the merchant's time; upstream's default hours when the platform names none. */
  readonly serviceFrom: string;
  readonly serviceTo: string;
  /** False when the platform named no hours (upstream does not) and the defaults stand in. */
  readonly serviceHoursNamed: boolean;
  /** True when the platform does not say (the platform still refuses a post outside its hours). */
  readonly inServiceHours: boolean;
}

/** Withdraw settings with upstream's per-withdrawal limits, when the platform sends them. */
export type WithdrawSettingsReply = Omit<WithdrawSettings, 'minimumAmount' | 'maximumAmount'> & {
  readonly minimumAmount?: number;
  readonly maximumAmount?: number;
};

/** Referral details; registerPath is built from the code when the platform does not send it. */
export type InviteReferralDetailsReply = InviteReferralDetails;

/** The security overview (our fields; upstream's are not in the public sources). */
export type SecurityOverviewReply = SecurityOverview;

/**
 * The answer to a contract offer from one of upstream's four process relays. Upstream's reply body
 * is not seen, so both fields are optional: the screen reloads the contract after any success.
 */
export interface ContractProcessed {
  readonly contractId?: number;
  readonly status?: 'PENDING' | 'ACCEPTED' | 'DECLINED';
}

/** A pending contract offer; upstream's offers carry no offerer and a dividend offer no id. */
export interface PendingContractOffer {
  readonly contractId?: number;
  readonly fromUser?: string;
}

/** The caller's pending offer of each kind, null when none (contractRequests). */
export interface PendingContractOffers {
  readonly salary: PendingContractOffer | null;
  readonly dividend: PendingContractOffer | null;
  readonly hourly: PendingContractOffer | null;
}

/** A home banner: upstream's announcementId as id, its redirect type turned into a click target. */
export interface AnnouncementBanner {
  readonly id: number;
  readonly url: string;
  readonly title: string;
  /** An in-app path (/m/...) or an http(s) URL; null = nothing to open. */
  readonly redirectUrl: string | null;
  readonly width?: number;
  readonly height?: number;
  readonly variants?: readonly { readonly url: string; readonly width: number }[];
}

/** A player or agent notice. */
export interface AnnouncementNotice {
  id: number;
  title: string;
  /** HTML (untrusted). */
  content: string;
  read: boolean;
  /** Epoch ms; null when the platform sends none (upstream may). */
  createdAt: number | null;
}

/** A promotion (announcement type PR). */
export interface AnnouncementPromotion {
  readonly id: number;
  readonly title: string;
  /** HTML (untrusted); upstream sends it with the list, our detail call has it too. */
  readonly content: string;
  readonly imageUrl: string;
  /** Its category (upstream's first promoAnnouncementCategoryIds entry); null = none. */
  readonly categoryId: number | null;
  readonly startTime: number;
  /** Epoch ms; null for a promotion without an end. */
  readonly endTime: number | null;
  /** Takes applications (ours, not seen upstream: false when absent). */
  readonly applicable: boolean;
}

/** The announcements (home's and the member centre's calls): every list present, footer always. */
export interface AnnouncementsReply {
  readonly banners: readonly AnnouncementBanner[];
  readonly player: AnnouncementNotice[];
  readonly agent: AnnouncementNotice[];
  readonly popup: readonly Popup[];
  readonly promotion: readonly AnnouncementPromotion[];
  readonly hot: readonly HotMatch[];
  /** Unread player notices (agent notices when only those were asked for). */
  readonly footer: { readonly unreadCount: number };
}

/** The member's info (upstream's /wps/member/info), absent fields filled in. */
export interface MemberInfoReply {
  /** The platform's id; the account when the reply has none. */
  readonly id: number | string;
  readonly account: string;
  readonly userName: string;
  readonly nickname: string | null;
  /** 0 member, 1 agent (also plays), 2 agent only, 4 free/trial; 0 when the reply has none. */
  readonly type: number;
  /** Registration time (epoch ms); null when the reply has none. */
  readonly regDate: number | null;
  /** The level badge; null without a label. */
  readonly clubLabel: { readonly labelName: string; readonly type: string; readonly color: string; readonly color2: string } | null;
  /** Upline username, when the account has one. */
  readonly toUpline: string | null;
  /** Masked. */
  readonly mobile: string | null;
  /** Masked. */
  readonly email: string | null;
  readonly merchantCode?: string;
}

/** The member's avatar: the preset it names (null for a picture of the member's own) and its picture. */
export interface PlayerAvatarReply {
  readonly presetId: string | null;
  readonly url: string;
}

/** The affiliate check: success is what counts; the agent's name when the platform gives it. */
export interface AffiliateCheckReply {
  readonly code?: string;
  readonly agentName?: string;
}

/** Endpoint id → the type its reader returns. */
export interface ReaderReplies extends ReaderRepliesGames {
  login: SignInReply;
  register: SignInReply;
  registerMobile: SignInReply;
  freePlay: FreePlayReply;
  consolidatedSettings: ConsolidatedAppSettings;
  /** A data URL of the captcha image. */
  captcha: string;
  depositSettings: DepositSettingsReply;
  withdrawSettings: WithdrawSettingsReply;
  inviteReferralDetails: InviteReferralDetailsReply;
  securityOverview: SecurityOverviewReply;
  contractRequests: PendingContractOffers;
  contractProcessDividend: ContractProcessed;
  contractProcessDailySalary: ContractProcessed;
  contractProcessHourlySalary: ContractProcessed;
  contractProcessRealTimeSalary: ContractProcessed;
  announcements: AnnouncementsReply;
  homeAnnouncements: AnnouncementsReply;
  memberInfo: MemberInfoReply;
  memberHeadIcons: PlayerAvatarReply;
  affiliateCheck: AffiliateCheckReply;
  promotionCategories: PromotionCategory[];
}

/** A game as the screens use it, from the game list, hot games, favourites and recent games. */
export interface Game {
  readonly nodeId: number;
  readonly gameName: string;
  readonly nodeName: string;
  /** The vendor's code. */
  readonly vassalage: string;
  /** The game's image (upstream's showIcon URL, else iconUrl); '' when the reply names none. */
  readonly iconUrl: string;
  /** A larger image for tiles, when the reply has one. */
  readonly mobileLargeIcon?: string;
  readonly gameType: string;
  readonly roomId: string;
  readonly gameId: string;
  /** The game can be played (upstream's supportPlay 0/1; true when absent). */
  readonly supportPlay: boolean;
  /** In the caller's favourites (false when the reply does not say). */
  readonly favourite: boolean;
}

/** One page of the game list. */
export interface GamePageReply {
  readonly games: Game[];
  readonly pageNum: number;
  readonly totalPages: number;
  /** Games matching the filters (upstream's totalCount; our older total). */
  readonly totalCount: number;
}

/** A vendor of a game category. */
export interface GameVendor {
  /** The vendor's code (the vassalage of its games). */
  readonly accountTypeName: string;
  /** Its name; the code when the reply names none (upstream's map names none). */
  readonly displayName: string;
  readonly gameType: string;
}

/** A game category with its vendors, in the platform's order. */
export interface GameCategory {
  /** SPORTS, FISH, LIVE, PVP, LOTT, ELOTT, RNG ... */
  readonly gameType: string;
  /** The name the platform gives, if any; screens word the category themselves otherwise. */
  readonly displayName?: string;
  readonly vendorNames: GameVendor[];
}

export interface ReaderRepliesGames {
  gameList: GamePageReply;
  hotGames: { readonly list: Game[] };
  favouritesList: { readonly content: Game[]; readonly pageNum: number; readonly totalPages: number };
  recentGames: { readonly content: Game[] };
  vassGameTypes: { readonly content: GameCategory[] };
  /** The URL a launch opens (upstream's content.game_url). */
  launchGame: { readonly gameUrl: string };
  lotteryMenu: LotteryMenuEntry[];
}
