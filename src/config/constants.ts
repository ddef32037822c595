// Every business constant of spec section 9, once, named. Times are in milliseconds.

export const POPUP_CHECK_DELAY_MS = 500;
export const COUNTDOWN_TICK_MS = 500;
export const MARK_AS_READ_THROTTLE_MS = 150;
export const BANNER_AUTOPLAY_MS = 5000;
export const HOT_MATCH_AUTOPLAY_MS = 5000;
export const HOT_MATCH_SPEED_MS = 500;
export const MATCH_TIME_FORMAT = 'MM/DD HH:mm';
export const GAME_PAGE_SIZE = 26;
export const FAVOURITE_PAGE_SIZE = 26;
export const INFINITE_SCROLL_TRIGGER_PX = 500;
export const LOAD_MORE_THROTTLE_MS = 1000;
export const LANGUAGE_CHANGE_DEBOUNCE_MS = 200;
export const CAPTCHA_INPUT_MAX = 6;
export const CAPTCHA_ANSWER_MIN = 1;
export const CAPTCHA_ANSWER_MAX = 16;
export const SMS_CODE_INPUT_MAX = 10;
export const SMS_COUNTDOWN_DEFAULT_S = 60;
export const SMS_COUNTDOWN_REFRESH_MS = 500;
export const LOGIN_MOBILE_INPUT_MAX = 20;
export const REMARK_MAX = 140;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_MAX_COUNT = 3;
export const MINIMUM_AGES = [18, 21] as const;
export const DEFAULT_MINIMUM_AGE = 18;
export const IOS_WEB_APP_MIN_VERSION = '12.4';
export const EMAIL_MAX_LENGTH = 255;
/**
 * Message centre (upstream facts §3): inbox/outbox page size and the windows the list calls ask
 * for; bulk read/delete calls carry at most MESSAGE_BULK_MAX ids; reply bounds (the platform's
 * MessagesReplyRequest schema says the same, a test checks).
 */
export const MESSAGE_PAGE_SIZE = 20;
export const INBOX_WINDOW_DAYS = 30;
export const OUTBOX_WINDOW_DAYS = 7;
export const MESSAGE_BULK_MAX = 100;
export const MESSAGE_REPLY_SUBJECT_MAX = 120;
export const MESSAGE_REPLY_CONTENT_MAX = 500;
/** Date and time of a message in the list and the detail. */
export const MESSAGE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * Record lists (deposit, withdrawal, betting, account, profit and loss, rebate; upstream facts §2
 * Records): pages of 10, the custom range reaches back RECORD_HISTORY_DAYS days from today, and
 * rows show their time as RECORD_TIME_FORMAT.
 */
export const RECORD_PAGE_SIZE = 10;
export const RECORD_HISTORY_DAYS = 90;
export const RECORD_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const RECORD_DATE_FORMAT = 'YYYY-MM-DD';
/** Not in the spec: how long the records screens' filter lists (transaction types, vendors) stay cached. */
export const RECORDS_FILTER_CACHE_TTL_MS = 30 * 60_000;

export const TOAST = {
  installStepMs: 4000,
  loadingMs: 10_000,
  loadingLongMs: 9_999_000,
  shortLoadingMs: 2000,
  mediumLoadingMs: 3000,
  successMs: 1000,
  successLongMs: 1500,
  shortMs: 3000,
  longMs: 8000,
  noticeMs: 1500,
} as const;

export const CHANGE_PASSWORD_REDIRECT_DELAY_MS = 1000;
export const DIALOG_MASK_IGNORE_MS = 300;
export const PAGE_TRANSITION_MS = 300;
export const PLATFORM_CHOOSER_TRANSITION_MS = 200;
export const SWIPE_BACK_THRESHOLD_PX = 100;
export const SWIPE_BACK_RESET_MS = 500;
export const LOTTERY_REFRESH_CAP_MS = 30_000;
export const LOTTERY_REFRESH_FALLBACK_MS = 7000;
/** Spec section 4, Countdown timer: a lottery countdown is highlighted under 6 seconds. */
export const LOTTERY_URGENT_MS = 6000;
/** Spec section 4, Caching: the cached e-lottery (Elott) list returns after a 1 s delay. */
export const ELOTT_CACHED_LIST_DELAY_MS = 1000;
/** How long a cached lottery list stays usable (its countdowns are re-based on the time it was fetched). */
export const LOTTERY_LIST_CACHE_TTL_MS = 30_000;
/** How long the cached lottery tab menu (per prize mode and language) stays usable. */
export const LOTTERY_MENU_CACHE_TTL_MS = 10 * 60_000;
export const CURRENCY_FORMAT = '#,##0.00';
export const DEFAULT_CURRENCY_SYMBOL = '￥';
export const CUSTOMER_SERVICE_PATH_KEY_LENGTH = 8;
export const PRESS_DELAY_MS = 130;
export const LONG_PRESS_MS = 370;
export const PRESS_RELEASE_RETENTION_PX = 20;
export const STICKY_HEADER_TOP_PX = 100;
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_LOCALE = 'zh-cn';
export const LAZY_LOAD_THRESHOLD_PX = 100;
export const LAZY_LOAD_THROTTLE_MS = 300;
export const DEFAULT_ICON_SIZE_PX = 96;
export const REGISTRATION_TYPE = 0;
export const CLIENT_PLATFORM = 'html5';
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const CONTENT_TYPES = { Agent: 'A', Player: 'PL', Banner: 'B', PopUp: 'PU', Promotion: 'PR' } as const;
export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;
export const API_TIMEOUT_MS = 10_000;

// Not in the spec: the shell's own tunables, kept here with the rest so no timing hides in a component.
/** A request slower than this shows the unstable-connection banner (the API timeout is 10 s). */
export const UNSTABLE_CONNECTION_MS = 5000;

// Install and live stream. The install step toast is TOAST.installStepMs (spec: 4 s).
/** The brand's native app adds this token to its web view's user agent; the download bar stays hidden there. */
export const NATIVE_APP_UA_TOKEN = 'LobbyNativeApp';
/** Not in the spec: how long /m/liveStream waits for the embedded player page before showing its error state. */
export const LIVE_STREAM_LOAD_TIMEOUT_MS = 15_000;
/**
 * Not in the spec: how long the cached consolidated settings (spec section 4, Caching: white-label
 * menu, service link, download link, image CDN list, registration rules) are applied at start. They
 * are asked for again in the background on every start, so this only bounds how old a phone that
 * has been offline may start on.
 */
export const PLATFORM_SETTINGS_CACHE_TTL_MS = 24 * 60 * 60_000;

// Customer service, feedback and help centre. The path key length is
// CUSTOMER_SERVICE_PATH_KEY_LENGTH above (spec: 8).
/** Spec section 7/8: a failed chat token shows the offline toast 'Error: {message}' for 3 s. */
export const CHAT_ERROR_TOAST_MS = 3000;
/** Spec section 7: the chat embed opens in a new window of this size (or in-app on phones). */
export const CHAT_WINDOW = { width: 440, height: 750 } as const;
/** Not in the spec: narrower viewports (phones) open the chat in-app rather than in a window. */
export const CHAT_WINDOW_MIN_VIEWPORT_PX = 768;
/** Not in the spec: how long the cached help-centre topics stay good. */
export const HELP_TOPICS_CACHE_TTL_MS = 30 * 60_000;
// Promotions. The application limits themselves are REMARK_MAX and UPLOAD_IMAGE_* above.
/** Not in the spec: how long an image upload may take (3 × 5 MB over a slow mobile network), not the 10 s of a plain call. */
export const UPLOAD_TIMEOUT_MS = 120_000;
/** Not in the spec: how long the cached promotion list (spec section 4, Caching: promotions) stays good. */
export const PROMOTIONS_CACHE_TTL_MS = 5 * 60_000;
// Security centre (spec section 5; the spec gives no bounds for these, so they are ours, shared by
// the client's validation and the reference platform's).
/** Funds (withdrawal) password: letters and digits; upstream asks for at least 6 characters. */
export const FUNDS_PASSWORD_MIN_LENGTH = 6;
export const FUNDS_PASSWORD_MAX_LENGTH = 20;
export const FUNDS_PASSWORD_PATTERN = '^[A-Za-z0-9]+$';
/** Payee name: the real name without diacritics, words separated by single spaces (as the registration rule). */
export const PAYEE_NAME_PATTERN = '^[A-Za-z]+( [A-Za-z]+)*$';
export const PAYEE_NAME_MIN_LENGTH = 2;
export const PAYEE_NAME_MAX_LENGTH = 64;
/** Bank card numbers: digits only (spaces typed for grouping are dropped before sending). */
export const BANK_CARD_NUMBER_MIN_LENGTH = 10;
export const BANK_CARD_NUMBER_MAX_LENGTH = 19;
/** E-mail and funds-password codes share the SMS code's input limit (SMS_CODE_INPUT_MAX). */
// Invite friends and missions.
/** Upstream's rank board and referral list page size ({page, size: 10}). */
export const INVITE = { pageSize: 10 } as const;

// Withdraw (upstream facts §2 Withdraw).
/** Upstream: the fee (getCalculatedWithdrawCharges) is asked 500 ms after the last keystroke of the amount. */
export const WITHDRAW_FEE_DEBOUNCE_MS = 500;
/** Upstream: the withdrawal (funds) password must be at least 6 characters (FUNDS_PASSWORD_MIN_LENGTH). */
export const WITHDRAW_PASSWORD_MIN_LENGTH = FUNDS_PASSWORD_MIN_LENGTH;

// Deposit (upstream facts "Deposit (voucher centre)" and "Manual-transfer receipt flow").
/** A deposit order's countdown when the platform names none (countDownTime / expireTime). */
export const DEPOSIT_COUNTDOWN_DEFAULT_S = 1800;
/** The method list folds after this many entries into "show more"; at most this many are recommended. */
export const DEPOSIT_METHODS_FOLD_AT = 6;
export const DEPOSIT_RECOMMENDED_MAX = 6;
/** Service hours when the platform names none (HH:mm; equal ends = all day). */
export const DEPOSIT_SERVICE_HOURS_DEFAULT = { from: '08:00', to: '23:00' } as const;
/** The transfer slip is compressed to JPEG at this quality and at most this wide before upload. */
export const DEPOSIT_SLIP_JPEG_QUALITY = 0.6;
export const DEPOSIT_SLIP_MAX_WIDTH = 720;
/** Methods whose receipt asks for the transfer reference when DPSTMTRMK3 is on (MT4 calls it the message id). */
export const DEPOSIT_REFERENCE_METHODS = ['MT', 'MT4', 'PAYID'] as const;

// Team pages.
/** The team members search asks the platform this long after the last keystroke. */
export const TEAM_SEARCH_DEBOUNCE_MS = 300;
// Red envelope rain and link management.
/**
 * One red-rain transfer names at most `maxDownlines` downlines; its amount (EACH: per downline,
 * SPLIT: the total) is at least `minAmountCents`; a SPLIT share is never below one cent.
 */
export const RED_RAIN = { maxDownlines: 50, minAmountCents: 100 } as const;
/** Affiliate link lifetimes offered when a merchant names none: days, 0 = never expires. */
export const AFFILIATE_LINK_EXPIRY_DAYS = [7, 30, 90, 0] as const;
// Rebates and opening a downline.
/** Rebate rates (percent) move in steps of 0.1, on the client and the platform alike. */
export const REBATE_RATE_STEP = 0.1;
/** Open a downline: the username's availability is asked once typing pauses this long (one request per pause). */
export const DOWNLINE_USERNAME_CHECK_DEBOUNCE_MS = 500;
