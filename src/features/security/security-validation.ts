// Client-side rules of the security centre's fields (spec section 5, bounds in constants.ts): each
// validator returns the i18n key of its message (namespaced) or null. The platform checks the same
// rules with the same constants.
import {
  BANK_CARD_NUMBER_MAX_LENGTH,
  BANK_CARD_NUMBER_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  FUNDS_PASSWORD_MAX_LENGTH,
  FUNDS_PASSWORD_MIN_LENGTH,
  FUNDS_PASSWORD_PATTERN,
  PAYEE_NAME_MAX_LENGTH,
  PAYEE_NAME_MIN_LENGTH,
  PAYEE_NAME_PATTERN,
  SMS_CODE_INPUT_MAX,
} from '../../config/constants';

import type { FieldMessage } from '../../ui/field-message';

/** An i18n key (namespaced) with interpolation values: what a field shows under itself (src/ui/field-message.ts). */
export type { FieldMessage };

export type Validator = (value: string) => FieldMessage | null;

const m = (key: string, values?: Record<string, unknown>): FieldMessage => (values ? { key: `security:${key}`, values } : { key: `security:${key}` });

const FUND_PATTERN = new RegExp(FUNDS_PASSWORD_PATTERN);
const PAYEE_PATTERN = new RegExp(PAYEE_NAME_PATTERN);
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const FUND_PASSWORD_BOUNDS = { min: FUNDS_PASSWORD_MIN_LENGTH, max: FUNDS_PASSWORD_MAX_LENGTH } as const;

/** A funds password (current, new): required, 6–20 letters or digits. */
export function fundPasswordRule(requiredKey: string): Validator {
  return (value) => {
    if (value === '') return m(requiredKey);
    if (value.length < FUNDS_PASSWORD_MIN_LENGTH || value.length > FUNDS_PASSWORD_MAX_LENGTH || !FUND_PATTERN.test(value)) return m('fund_password_rule', FUND_PASSWORD_BOUNDS);
    return null;
  };
}

/** The current funds password only needs to be there: the platform says whether it is right. */
export const currentFundPasswordRule: Validator = (value) => (value === '' ? m('enter_fund_password') : null);

export function confirmRule(password: string): Validator {
  return (value) => {
    if (value === '') return m('enter_confirm_fund_password');
    return value === password ? null : m('confirm_mismatch');
  };
}

/** The rules of a new funds password and its confirmation (set, change and reset forms). */
export function newFundPasswordRules(values: { readonly newFundPassword: string }): { newFundPassword: Validator; confirmFundPassword: Validator } {
  return { newFundPassword: fundPasswordRule('enter_new_fund_password'), confirmFundPassword: confirmRule(values.newFundPassword) };
}

/** Diacritics (Vietnamese tone marks and the like) are the usual mistake: say so specifically. */
function hasDiacritics(text: string): boolean {
  return /[^\u0020-\u007e]/.test(text) && /\p{L}/u.test(text);
}

/**
 * Payee name: the real name without diacritics, single spaces between words (spec section 5).
 * Surrounding spaces are ignored (the platform trims them).
 */
export const payeeNameRule: Validator = (value) => {
  const name = value.trim();
  if (name === '') return m('enter_payee_name');
  if (hasDiacritics(name)) return m('payee_name_no_diacritics');
  if (name.length < PAYEE_NAME_MIN_LENGTH || name.length > PAYEE_NAME_MAX_LENGTH || !PAYEE_PATTERN.test(name)) {
    return m('payee_name_rule', { min: PAYEE_NAME_MIN_LENGTH, max: PAYEE_NAME_MAX_LENGTH });
  }
  return null;
};

/** Card numbers may be typed in groups ("9704 1234 ..."); the digits are what counts and what is sent. */
export function cardDigits(value: string): string {
  return value.replace(/\s+/g, '');
}

export const cardNumberRule: Validator = (value) => {
  const digits = cardDigits(value);
  if (digits === '') return m('enter_card_number');
  if (!/^\d+$/.test(digits) || digits.length < BANK_CARD_NUMBER_MIN_LENGTH || digits.length > BANK_CARD_NUMBER_MAX_LENGTH) {
    return m('card_number_rule', { min: BANK_CARD_NUMBER_MIN_LENGTH, max: BANK_CARD_NUMBER_MAX_LENGTH });
  }
  return null;
};

export const bankRule: Validator = (value) => (value === '' ? m('choose_bank') : null);

export const emailRule: Validator = (value) => {
  const email = value.trim();
  if (email === '') return m('enter_email');
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email) ? null : { key: 'errors:format_email' };
};

export const codeRule: Validator = (value) => {
  const code = value.trim();
  if (code === '') return m('enter_code');
  return /^\d+$/.test(code) && code.length <= SMS_CODE_INPUT_MAX ? null : m('code_rule');
};

/** A login or funds password to confirm a card's deletion. */
export const deletePasswordRule: Validator = (value) => (value === '' ? m('enter_password') : null);
