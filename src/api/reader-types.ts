// The app's types of the replies that have a reader (src/api/readers/): what callEndpoint resolves
// with for those endpoints instead of the wire type of schemas/api/.
import type { LotteryMenuEntry } from './contract.generated';
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

/** Endpoint id → the type its reader returns. */
export interface ReaderReplies extends ReaderRepliesGames {
  login: SignInReply;
  register: SignInReply;
  registerMobile: SignInReply;
  freePlay: FreePlayReply;
  consolidatedSettings: ConsolidatedAppSettings;
  /** A data URL of the captcha image. */
  captcha: string;
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
