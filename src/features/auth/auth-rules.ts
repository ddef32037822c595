// The generic rules of each auth field, built from the platform's field rules (spec section 5) and
// the input limits of spec section 9. Messages are i18n keys; the spec's own keys keep their names.
import type { FieldRule, RegisterSettings } from '../../api/contract.generated';
import { CAPTCHA_INPUT_MAX, EMAIL_MAX_LENGTH, LOGIN_MOBILE_INPUT_MAX, SMS_CODE_INPUT_MAX } from '../../config/constants';
import { DIALING_CODES } from '../../config/dialing-codes';
import { rulesFromFieldRule, type FieldMessage, type RuleDescriptor } from './field-validation';

const m = (key: string, values?: Record<string, unknown>): FieldMessage => (values ? { key: `auth:${key}`, values } : { key: `auth:${key}` });

export const MESSAGES = {
  enterUsername: m('enter_username'),
  enterPassword: m('enter_password'),
  enterMobile: m('enter_mobile'),
  enterCode: m('enter_code'),
  captcha: m('in_vwrite_code'),
  enterEmail: m('enter_email'),
  emailIncorrect: m('in_email_incorrect'),
  confirmRequired: m('in_incorrect_password'),
  confirmMismatch: m('in_confirmation_correct'),
  enterOldPassword: m('enter_old_password'),
  enterNewPassword: m('enter_new_password'),
  enterNickname: m('enter_nickname'),
  enterPayeeName: m('enter_payee_name'),
  enterAffiliateCode: m('enter_affiliate_code'),
  dialingCode: m('dialing_code_invalid'),
} as const;

type Rules = Record<string, FieldRule> | undefined;

/**
 * The mobile message names the length (spec section 5) in the same terms as the field's hint
 * (field-hints.ts): exactly N digits, N–M digits, or at least N.
 */
export function mobileMessage(rule: FieldRule | undefined): FieldMessage {
  const min = rule?.minLength ?? null;
  const max = rule?.maxLength ?? null;
  if (min !== null && max !== null) return min === max ? m('mobile_length_exact', { length: min }) : m('mobile_length_range', { min, max });
  return m('mobile_min_length', { min: min ?? max ?? 10 });
}

export function loginUsernameRules(login: Rules): RuleDescriptor[] {
  return rulesFromFieldRule(login?.loginUsername, { name: 'loginUsername', requiredMessage: MESSAGES.enterUsername, required: true });
}

export function loginPasswordRules(login: Rules): RuleDescriptor[] {
  return rulesFromFieldRule(login?.loginPassword, { name: 'loginPassword', requiredMessage: MESSAGES.enterPassword, required: true });
}

/** Login, SMS login and set password by phone: the loginMobileNum rule, at most 20 characters. */
export function loginMobileRules(login: Rules): RuleDescriptor[] {
  const rule = login?.loginMobileNum;
  return rulesFromFieldRule(rule, {
    name: 'loginMobileNum',
    requiredMessage: MESSAGES.enterMobile,
    formatMessage: mobileMessage(rule),
    required: true,
    valueType: 'digits',
    maxLength: LOGIN_MOBILE_INPUT_MAX,
  });
}

/** SMS codes: the verificationCode rule, at most 10 characters. */
export function verificationCodeRules(rule: FieldRule | undefined, required = true): RuleDescriptor[] {
  return rulesFromFieldRule(rule, { name: 'verificationCode', requiredMessage: MESSAGES.enterCode, required, valueType: 'digits', maxLength: SMS_CODE_INPUT_MAX });
}

/** Captcha: required when shown, numeric, at most 6 characters, one message for all ('in_vwrite_code'). */
export function captchaRules(): RuleDescriptor[] {
  return [
    { type: 'required', message: MESSAGES.captcha },
    { type: 'whitespace', message: MESSAGES.captcha },
    { type: 'type', valueType: 'digits', message: MESSAGES.captcha },
    { type: 'range', max: CAPTCHA_INPUT_MAX, message: MESSAGES.captcha },
  ];
}

/** Forgot password's e-mail: required, the platform's e-mail rule, 'in_email_incorrect'. */
export function forgotEmailRules(login: Rules): RuleDescriptor[] {
  return rulesFromFieldRule(login?.email, {
    name: 'email',
    requiredMessage: MESSAGES.enterEmail,
    formatMessage: MESSAGES.emailIncorrect,
    required: true,
    valueType: 'email',
    maxLength: EMAIL_MAX_LENGTH,
  });
}

/** Confirmation: required ('in_incorrect_password') and equal to the password ('in_confirmation_correct'). */
export function confirmRules(password: string): RuleDescriptor[] {
  return [
    { type: 'required', message: MESSAGES.confirmRequired },
    { type: 'whitespace', message: MESSAGES.confirmRequired },
    { type: 'custom', check: (value) => value === password, message: MESSAGES.confirmMismatch },
  ];
}

/** A new password (change password, set password by phone): the newPassword rule. */
export function newPasswordRules(login: Rules): RuleDescriptor[] {
  return rulesFromFieldRule(login?.newPassword, { name: 'newPassword', requiredMessage: MESSAGES.enterNewPassword, required: true });
}

export function dialingCodeRules(): RuleDescriptor[] {
  return [
    { type: 'required', message: MESSAGES.dialingCode },
    { type: 'enum', values: DIALING_CODES.map((d) => d.code), message: MESSAGES.dialingCode },
  ];
}

export type RegisterFieldName = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'email' | 'nickname' | 'payeeName' | 'affiliateCode';

const REQUIRED_MESSAGE: Record<RegisterFieldName, FieldMessage> = {
  username: MESSAGES.enterUsername,
  password: MESSAGES.enterPassword,
  mobileNum: MESSAGES.enterMobile,
  verificationCode: MESSAGES.enterCode,
  email: MESSAGES.enterEmail,
  nickname: MESSAGES.enterNickname,
  payeeName: MESSAGES.enterPayeeName,
  affiliateCode: MESSAGES.enterAffiliateCode,
};

/** A registration field by its platform rule; `required` when the form's flags demand it. */
export function registerFieldRules(settings: RegisterSettings, name: RegisterFieldName, required?: boolean): RuleDescriptor[] {
  const rule = settings.fields[name];
  const base = { name, requiredMessage: REQUIRED_MESSAGE[name], ...(required !== undefined ? { required } : {}) };
  switch (name) {
    case 'mobileNum':
      return rulesFromFieldRule(rule, { ...base, formatMessage: mobileMessage(rule), valueType: 'digits', maxLength: LOGIN_MOBILE_INPUT_MAX });
    case 'verificationCode':
      return rulesFromFieldRule(rule, { ...base, valueType: 'digits', maxLength: SMS_CODE_INPUT_MAX });
    case 'email':
      return rulesFromFieldRule(rule, { ...base, valueType: 'email', maxLength: EMAIL_MAX_LENGTH });
    default:
      return rulesFromFieldRule(rule, base);
  }
}
