// The app's types of the replies that have a reader (src/api/readers/): what callEndpoint resolves
// with for those endpoints instead of the wire type of schemas/api/.
import type { HotMatch, Popup, PromotionCategory } from './contract.generated';
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
export interface ReaderReplies {
  login: SignInReply;
  register: SignInReply;
  registerMobile: SignInReply;
  freePlay: FreePlayReply;
  consolidatedSettings: ConsolidatedAppSettings;
  /** A data URL of the captcha image. */
  captcha: string;
  announcements: AnnouncementsReply;
  homeAnnouncements: AnnouncementsReply;
  memberInfo: MemberInfoReply;
  memberHeadIcons: PlayerAvatarReply;
  affiliateCheck: AffiliateCheckReply;
  promotionCategories: PromotionCategory[];
}
