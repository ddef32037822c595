// The one table from error codes (the platform's, schemas/api/error-codes.json, plus the client's
// own `client.*`) to i18n keys in the `errors` namespace. Keys are snake_case because i18next
// treats '.' as a nesting separator. Screens never word a catalogued error themselves.
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { REBATE_RATE_STEP, REMARK_MAX, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MAX_COUNT } from '../config/constants';

export const ERRORS_NAMESPACE = 'errors';

export const ERROR_MESSAGE_KEYS = {
  'request.invalid': 'request_invalid',
  'merchant.not.found': 'merchant_not_found',
  'login.cred.err': 'login_cred_err',
  'login.locked': 'login_locked',
  'login.not.session': 'login_not_session',
  'login.social.err': 'login_social_err',
  'login.not.member': 'login_not_member',
  'login.not.agent': 'login_not_agent',
  'user.or.token.invalid': 'user_not_exist_or_disabled',
  'exists.username.err': 'exists_username',
  'exists.mobile.err': 'exists_mobile',
  'format.username.err': 'format_username',
  'format.pwd.err': 'format_password',
  'format.mobile.err': 'format_mobile',
  'format.email.err': 'format_email',
  'format.field.err': 'format_field',
  'format.nickname.err': 'format_nickname',
  'modify.new.old.same': 'modify_new_old_same',
  'modify.new.confirm.diff': 'modify_new_confirm_diff',
  'modify.pw.incorrect.pw': 'modify_old_password_wrong',
  'mobile.not.registered': 'mobile_not_registered',
  'captcha.required': 'captcha_required',
  'captcha.wrong': 'captcha_wrong',
  'captcha.expired': 'captcha_expired',
  'sms.code.wrong': 'sms_code_wrong',
  'sms.code.expired': 'sms_code_expired',
  'sms.cooldown': 'sms_cooldown',
  // The SMS lockout and the per-client rate limits.
  'sms.verify.locked': 'sms_verify_locked',
  'request.too.frequent': 'request_too_frequent',
  'affiliate.invalid': 'invitation_code_error',
  'age.not.confirmed': 'age_not_confirmed',
  'permission.denied': 'permission_denied',
  'permission.trial.denied': 'trial_denied',
  'crypto.decrypt.err': 'secure_channel_failed',
  // Upstream's answer to an encrypted call without X-Digest and X-RSA: the app always sends them,
  // so only something between (a proxy dropping headers) causes it; the secure channel failed.
  'request_body_required': 'secure_channel_failed',
  'not.found': 'not_found',
  'function.not.available': 'function_not_available',
  // Upstream's answer to a game launch without launchMode (HTTP 500, "system busy"); the app
  // always sends it, so this says what upstream says.
  '#727': 'system_busy',
  'message.reply.not.allowed': 'message_reply_not_allowed',
  'system.not.available': 'system_maintenance',
  'system.region.restricted': 'region_restricted',
  'balance.insufficient': 'balance_insufficient',
  'vendor.maintenance': 'vendor_maintenance',
  'promotion.already.applied': 'promotion_already_applied',
  'promotion.not.eligible': 'promotion_not_eligible',
  'promotion.remark.too.long': 'promotion_remark_too_long',
  'promotion.image.count': 'promotion_image_count',
  'promotion.image.size': 'promotion_image_size',
  'promotion.image.type': 'promotion_image_type',
  // Deposit.
  'deposit.not.allowed': 'deposit_not_allowed',
  'deposit.outside.hours': 'deposit_outside_hours',
  'deposit.channel.invalid': 'deposit_channel_invalid',
  'deposit.amount.range': 'deposit_amount_range',
  'deposit.amount.fixed': 'deposit_amount_fixed',
  'deposit.state.invalid': 'deposit_state_invalid',
  'deposit.expired': 'deposit_expired',
  'deposit.slip.invalid': 'deposit_slip_invalid',
  // Security centre.
  'member.fundpassword.exists': 'fund_password_exists',
  'member.fundpassword.not.set': 'fund_password_not_set',
  'member.fundpassword.wrong': 'fund_password_wrong',
  'member.fundpassword.locked': 'fund_password_locked',
  'format.fundpwd.err': 'format_fund_password',
  'member.password.wrong': 'password_wrong',
  'member.contact.not.bound': 'contact_not_bound',
  'verification.code.wrong': 'verification_code_wrong',
  'verification.code.expired': 'verification_code_expired',
  'exists.email.err': 'exists_email',
  'format.payee.err': 'format_payee_name',
  'payee.already.bound': 'payee_already_bound',
  'bankcard.payee.mismatch': 'bank_card_payee_mismatch',
  'bankcard.bank.invalid': 'bank_card_bank_invalid',
  'format.cardnumber.err': 'format_card_number',
  'bankcard.exists': 'bank_card_exists',
  'bankcard.max.reached': 'bank_card_max_reached',
  'bankcard.not.found': 'bank_card_not_found',
  'mission.not.reached': 'mission_not_reached',
  // Withdraw.
  required_member_information_incomplete: 'member_information_incomplete',
  withdraw_turnover_not_enough: 'withdraw_turnover_not_enough',
  required_deposit_amount_not_reached: 'required_deposit_not_reached',
  promotion_turnover_not_enough: 'promotion_turnover_not_enough',
  bank_card_is_frozen: 'bank_card_frozen',
  'withdraw.amount.invalid': 'withdraw_amount_invalid',
  'withdraw.amount.min': 'withdraw_amount_min',
  'withdraw.amount.max': 'withdraw_amount_max',
  'withdraw.outside.window': 'withdraw_outside_window',
  'withdraw.count.exceeded': 'withdraw_count_exceeded',
  'withdraw.not.pending': 'withdraw_not_pending',
  'reward.not.found': 'reward_not_found',
  'reward.expired': 'reward_expired',
  'rebate.nothing.to.claim': 'rebate_nothing_to_claim',
  'upline.none': 'upline_none',
  'transfer.amount.invalid': 'transfer_amount_invalid',
  'contract.processed': 'contract_processed',
  'dividend.paid': 'dividend_paid',
  'dividend.not.payable': 'dividend_not_payable',
  // Red envelope rain and link management.
  'redrain.downlines.count': 'redrain_downlines_count',
  'redrain.downline.invalid': 'redrain_downline_invalid',
  'redrain.amount.invalid': 'redrain_amount_invalid',
  'redrain.share.too.small': 'redrain_share_too_small',
  'affiliate.link.invalid': 'referrer_link_error',
  'link.option.invalid': 'link_option_invalid',
  'unknown.system.err': 'system_error',
  'chat.offline': 'chat_offline',
  'feedback.words.range': 'feedback_words_range',
  'feedback.type.invalid': 'feedback_type_invalid',
  'team.promote.refused': 'team_promote_refused',
  // Rebates and opening a downline.
  'rebate.rate.invalid': 'rebate_rate_invalid',
  'rebate.rate.above.quota': 'rebate_rate_above_quota',
  'rebate.rate.below.downline': 'rebate_rate_below_downline',
  [CLIENT_ERROR_CODES.offline]: 'no_internet',
  [CLIENT_ERROR_CODES.timeout]: 'unstable_connection',
  [CLIENT_ERROR_CODES.network]: 'unstable_connection',
  [CLIENT_ERROR_CODES.malformed]: 'system_busy',
  [CLIENT_ERROR_CODES.aborted]: 'request_cancelled',
} as const satisfies Record<string, string>;

/**
 * The request field each catalogued error is about (names as the payload and the inputs carry
 * them), so a form can return the focus to it once the player closes the error's alert. The
 * platform's own `value.field` wins where it names one.
 */
export const ERROR_FIELDS: Readonly<Partial<Record<keyof typeof ERROR_MESSAGE_KEYS, string>>> = {
  'login.cred.err': 'password',
  'login.not.member': 'username',
  'login.not.agent': 'username',
  'user.or.token.invalid': 'username',
  'exists.username.err': 'username',
  'exists.mobile.err': 'mobileNum',
  'format.username.err': 'username',
  'format.pwd.err': 'password',
  'format.mobile.err': 'mobileNum',
  'format.email.err': 'email',
  'modify.new.old.same': 'newPassword',
  'modify.new.confirm.diff': 'confirmPassword',
  'modify.pw.incorrect.pw': 'oldPassword',
  'mobile.not.registered': 'mobileNum',
  'captcha.required': 'captcha',
  'captcha.wrong': 'captcha',
  'captcha.expired': 'captcha',
  'sms.code.wrong': 'verificationCode',
  'sms.code.expired': 'verificationCode',
  'sms.verify.locked': 'verificationCode',
  'affiliate.invalid': 'affiliateCode',
  'affiliate.link.invalid': 'affiliateCode',
  'redrain.amount.invalid': 'amount',
  'redrain.share.too.small': 'amount',
  'age.not.confirmed': 'confirmedAge',
  'feedback.words.range': 'content',
  'feedback.type.invalid': 'type',
  'promotion.remark.too.long': 'remark',
  'promotion.image.count': 'images',
  'promotion.image.size': 'images',
  'promotion.image.type': 'images',
  'deposit.amount.range': 'amount',
  'deposit.amount.fixed': 'amount',
  'deposit.slip.invalid': 'image',
  'member.fundpassword.wrong': 'fundPassword',
  'member.fundpassword.locked': 'fundPassword',
  'format.fundpwd.err': 'newFundPassword',
  'member.password.wrong': 'password',
  'verification.code.wrong': 'verificationCode',
  'verification.code.expired': 'verificationCode',
  'exists.email.err': 'email',
  'format.payee.err': 'payeeName',
  'bankcard.payee.mismatch': 'payeeName',
  'bankcard.bank.invalid': 'bankCode',
  'format.cardnumber.err': 'cardNumber',
  'bankcard.exists': 'cardNumber',
  'withdraw.amount.invalid': 'amount',
  'withdraw.amount.min': 'amount',
  'withdraw.amount.max': 'amount',
  bank_card_is_frozen: 'bankCardId',
  'transfer.amount.invalid': 'amount',
};

export function fieldForError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const named = typeof error.value === 'object' && error.value !== null ? (error.value as { field?: unknown }).field : undefined;
  if (typeof named === 'string' && named !== '') return named;
  return (ERROR_FIELDS as Record<string, string | undefined>)[error.code];
}

/** Used when the code is not in the table: the server's own words, interpolated verbatim. */
export const SERVER_MESSAGE_KEY = 'server_message';
/** Used when there is neither a known code nor a server message. */
export const UNKNOWN_ERROR_KEY = 'unknown_error';

/** Every key errors.json must define in every locale. */
export const ALL_ERROR_MESSAGE_KEYS: readonly string[] = [...new Set([...Object.values(ERROR_MESSAGE_KEYS), SERVER_MESSAGE_KEY, UNKNOWN_ERROR_KEY])].sort();

export interface ErrorMessage {
  /** Namespaced i18next key, e.g. 'errors:login_cred_err'; pass to t() as is. */
  key: string;
  /** Interpolation values for t(); includes i18next options where needed. */
  values?: Record<string, unknown>;
}

// Placeholders some messages use, filled from the error's value (with a sane default when the
// platform left it out, so the user never sees a raw "{{retryAfter}}").
const VALUE_PARAMS: Partial<Record<string, Record<string, number | string>>> = {
  'sms.cooldown': { retryAfter: 60 },
  'sms.verify.locked': { retryAfter: 900 },
  'login.locked': { retryAfter: 300 },
  'member.fundpassword.locked': { retryAfter: 300 },
  'request.too.frequent': { retryAfter: 60 },
  'age.not.confirmed': { minimumAge: 18 },
  'feedback.words.range': { minWords: 1, maxWords: 1000 },
  // The promotion application limits (spec section 9) are the platform's too.
  'promotion.remark.too.long': { maxLength: REMARK_MAX },
  'promotion.image.count': { maxCount: UPLOAD_IMAGE_MAX_COUNT },
  'promotion.image.size': { maxMb: UPLOAD_IMAGE_MAX_BYTES / (1024 * 1024) },
  'bankcard.max.reached': { maxCardCount: 3 },
  required_deposit_amount_not_reached: { required: 0 },
  'withdraw.amount.min': { min: 0 },
  'withdraw.amount.max': { max: 0 },
  'withdraw.outside.window': { from: '00:00', to: '00:00' },
  'withdraw.count.exceeded': { maxCount: 0 },
  'rebate.rate.invalid': { productType: '', step: REBATE_RATE_STEP },
  'rebate.rate.above.quota': { productType: '', max: 0 },
  'rebate.rate.below.downline': { productType: '', min: 0 },
};

/** Codes whose message names the wait in minutes ({{retryAfterMinutes}}, from value.retryAfter in seconds). */
const WAITS_IN_MINUTES: ReadonlySet<string> = new Set(['sms.verify.locked', 'request.too.frequent', 'login.locked', 'member.fundpassword.locked']);

export function messageKeyForError(error: unknown): ErrorMessage {
  if (!(error instanceof ApiError)) return { key: `${ERRORS_NAMESPACE}:${UNKNOWN_ERROR_KEY}` };
  const key = (ERROR_MESSAGE_KEYS as Record<string, string>)[error.code];
  if (key) {
    const defaults = VALUE_PARAMS[error.code];
    if (!defaults) return { key: `${ERRORS_NAMESPACE}:${key}` };
    const value = typeof error.value === 'object' && error.value !== null ? (error.value as Record<string, unknown>) : {};
    const values: Record<string, unknown> = {};
    for (const [name, fallback] of Object.entries(defaults)) values[name] = typeof value[name] === typeof fallback ? value[name] : fallback;
    // Waits of minutes read better in minutes (a lockout says 15, not 900): at least 1.
    if (WAITS_IN_MINUTES.has(error.code) && typeof values.retryAfter === 'number') values.retryAfterMinutes = Math.max(1, Math.ceil(values.retryAfter / 60));
    return { key: `${ERRORS_NAMESPACE}:${key}`, values };
  }
  const serverMessage = error.serverMessage?.trim();
  if (serverMessage) {
    // React escapes on render; i18next escaping as well would show '&amp;' to the user.
    return { key: `${ERRORS_NAMESPACE}:${SERVER_MESSAGE_KEY}`, values: { message: serverMessage, interpolation: { escapeValue: false } } };
  }
  return { key: `${ERRORS_NAMESPACE}:${UNKNOWN_ERROR_KEY}` };
}

/** Convenience for toasts: `translateError(error, t)` with i18next's t (or the app's useTranslation). */
export function translateError(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  const { key, values } = messageKeyForError(error);
  return values ? t(key, values) : t(key);
}
