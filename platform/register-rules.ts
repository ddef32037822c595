// Field rules served by GET /wps/system/setting/register and enforced by the platform with the same code.
import { ApiError } from './contract';
import type { FieldRule, RegisterSettings } from '../src/api/contract.generated';
import type { Merchant } from './merchants';

const EMAIL_PATTERN = '^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.\\w{2,3})+$';
const MOBILE_PATTERN = '^\\d{10}$';
const CODE_PATTERN = '^\\d{4,10}$';

function rule(enabled: boolean, required: boolean, patternId: string | null, pattern: string | null, minLength: number | null, maxLength: number | null, messageKey: string): FieldRule {
  return { enabled, required, patternId, pattern, minLength, maxLength, messageKey };
}

export function registerSettings(merchant: Merchant): RegisterSettings {
  const f = merchant.flags;
  const usernameMethod = f.USERNAMEREG3 === true;
  const mobileMethod = f.MOBILENUMREG3 === true;
  const smsForUsername = f.REGMOBVERF3 === true;
  return {
    direct: f.DIRECTREG3 === true,
    methods: { username: usernameMethod, mobile: mobileMethod },
    requireSmsForUsername: smsForUsername,
    requirePasswordForMobile: f.MOBILENUMPASSREG3 === true,
    minimumAge: merchant.minimumAge,
    fields: {
      username: rule(usernameMethod, true, 'LETTER_DIGIT_START_LETTER', '^[A-Za-z][A-Za-z0-9]*$', 4, 16, 'format.username.err'),
      password: rule(true, true, 'PASSWORD_UPPER_LOWER_DIGIT', '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)[\\x21-\\x7E]+$', 8, 20, 'format.pwd.err'),
      confirmPassword: rule(true, true, null, null, null, 20, 'modify.new.confirm.diff'),
      mobileNum: rule(mobileMethod || smsForUsername, smsForUsername, 'DIGITS', MOBILE_PATTERN, 10, 10, 'format.mobile.err'),
      verificationCode: rule(mobileMethod || smsForUsername, smsForUsername, 'DIGITS', CODE_PATTERN, 4, 10, 'sms.code.wrong'),
      email: rule(true, false, 'EMAIL', EMAIL_PATTERN, null, 255, 'format.email.err'),
      nickname: rule(true, false, null, null, 2, 20, 'format.field.err'),
      payeeName: rule(true, false, 'LETTERS_SPACES', '^[A-Za-z]+( [A-Za-z]+)*$', 2, 64, 'format.field.err'),
      affiliateCode: rule(true, false, 'LETTER_DIGIT', '^[A-Za-z0-9]+$', 4, 16, 'affiliate.invalid'),
    },
    login: {
      loginUsername: rule(true, true, 'LETTER_DIGIT', '^[A-Za-z0-9_]+$', 3, 20, 'login.cred.err'),
      loginPassword: rule(true, true, null, null, 6, 20, 'login.cred.err'),
      // The pattern wants exactly 10 digits; the bounds say the same, so the hint and message can name them
      // (the input itself still takes up to 20 characters, spec section 9).
      loginMobileNum: rule(true, true, 'DIGITS', MOBILE_PATTERN, 10, 10, 'format.mobile.err'),
      verificationCode: rule(true, true, 'DIGITS', CODE_PATTERN, 4, 10, 'sms.code.wrong'),
      captcha: rule(true, true, 'DIGITS', '^\\d{1,6}$', 1, 6, 'captcha.wrong'),
      email: rule(true, true, 'EMAIL', EMAIL_PATTERN, null, 255, 'format.email.err'),
      newPassword: rule(true, true, 'PASSWORD_UPPER_LOWER_DIGIT', '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)[\\x21-\\x7E]+$', 8, 20, 'format.pwd.err'),
    },
  };
}

/**
 * Checks one value against its rule and returns it trimmed (undefined when empty and optional).
 * A disabled field is ignored, so a client that sends it anyway cannot store what the merchant switched off.
 */
export function checkField(rules: Record<string, FieldRule>, name: string, value: string | undefined, requiredOverride?: boolean): string | undefined {
  const r = rules[name];
  if (!r) throw new Error(`no rule for ${name}`);
  if (!r.enabled && requiredOverride !== true) return undefined;
  const text = value?.trim() ?? '';
  const required = requiredOverride ?? r.required;
  if (text === '') {
    if (required) throw new ApiError(r.messageKey, `${name} is required`, { field: name });
    return undefined;
  }
  const tooShort = r.minLength !== null && text.length < r.minLength;
  const tooLong = r.maxLength !== null && text.length > r.maxLength;
  const mismatch = r.pattern !== null && !new RegExp(r.pattern).test(text);
  if (tooShort || tooLong || mismatch) {
    const bounds = r.minLength !== null && r.minLength === r.maxLength ? `exactly ${r.minLength} characters` : `${r.minLength ?? 0}-${r.maxLength ?? '∞'} characters`;
    throw new ApiError(r.messageKey, `${name} must be ${bounds}${r.patternId ? ` (${r.patternId})` : ''}`, { field: name });
  }
  return text;
}
