// The app's types of the replies that have a reader (src/api/readers/): what callEndpoint resolves
// with for those endpoints instead of the wire type of schemas/api/.
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

/** Endpoint id → the type its reader returns. */
export interface ReaderReplies {
  login: SignInReply;
  register: SignInReply;
  registerMobile: SignInReply;
  freePlay: FreePlayReply;
  consolidatedSettings: ConsolidatedAppSettings;
  /** A data URL of the captcha image. */
  captcha: string;
  contractRequests: PendingContractOffers;
  contractProcessDividend: ContractProcessed;
  contractProcessDailySalary: ContractProcessed;
  contractProcessHourlySalary: ContractProcessed;
  contractProcessRealTimeSalary: ContractProcessed;
}
