// Client-side form validation driven by the platform's field rules (spec section 5): each field
// gets a list of generic rules (required, type, range, pattern, enum, whitespace, the rule types
// the spec names), checked in order; an optional empty field passes. Messages are i18n keys, not
// text, so a language change re-renders them without re-running anything.
import type { FieldRule } from '../../api/contract.generated';
import { ERROR_MESSAGE_KEYS, ERRORS_NAMESPACE } from '../../api/error-messages';

import type { FieldMessage } from '../../ui/field-message';

/** An i18n key (namespaced) with interpolation values: what a field shows under itself (src/ui/field-message.ts). */
export type { FieldMessage };

export type ValueType = 'string' | 'email' | 'digits' | 'integer';

export type RuleDescriptor =
  | { readonly type: 'required'; readonly message: FieldMessage }
  /** A value of spaces only counts as empty (and fails when the field is required). */
  | { readonly type: 'whitespace'; readonly message: FieldMessage }
  | { readonly type: 'type'; readonly valueType: ValueType; readonly message: FieldMessage }
  /** Length bounds of the (trimmed) text. */
  | { readonly type: 'range'; readonly min?: number; readonly max?: number; readonly message: FieldMessage }
  | { readonly type: 'pattern'; readonly pattern: RegExp; readonly message: FieldMessage }
  | { readonly type: 'enum'; readonly values: readonly string[]; readonly message: FieldMessage }
  /** Anything else a form needs (password confirmation): returns false to fail. */
  | { readonly type: 'custom'; readonly check: (value: string) => boolean; readonly message: FieldMessage };

// Same shape as the platform's email rule; 'type: email' is the generic check, the field's own
// pattern (when the platform sends one) is stricter.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function typeMatches(valueType: ValueType, text: string): boolean {
  switch (valueType) {
    case 'string':
      return true;
    case 'email':
      return EMAIL_SHAPE.test(text);
    case 'digits':
      return /^\d+$/.test(text);
    case 'integer':
      return /^-?\d+$/.test(text);
  }
}

/** The first failing rule's message, or null when the value passes. */
export function validateValue(value: string, rules: readonly RuleDescriptor[]): FieldMessage | null {
  const text = value.trim();
  const empty = text === '';
  for (const rule of rules) {
    if (rule.type === 'required') {
      if (empty) return rule.message;
      continue;
    }
    if (rule.type === 'whitespace') {
      if (value !== '' && empty) return rule.message;
      continue;
    }
    // Every other rule checks a value; an optional empty field passes them all.
    if (empty) continue;
    switch (rule.type) {
      case 'type':
        if (!typeMatches(rule.valueType, text)) return rule.message;
        break;
      case 'range':
        if ((rule.min !== undefined && text.length < rule.min) || (rule.max !== undefined && text.length > rule.max)) return rule.message;
        break;
      case 'pattern':
        if (!rule.pattern.test(text)) return rule.message;
        break;
      case 'enum':
        if (!rule.values.includes(text)) return rule.message;
        break;
      case 'custom':
        if (!rule.check(value)) return rule.message;
        break;
    }
  }
  return null;
}

/** The catalogued message of a platform error code ('format.username.err' → 'errors:format_username'). */
export function errorCodeMessage(code: string): FieldMessage {
  const key = (ERROR_MESSAGE_KEYS as Record<string, string>)[code];
  return { key: `${ERRORS_NAMESPACE}:${key ?? 'unknown_error'}` };
}

// The login rules report a failure as 'login.cred.err' (the platform answers a bad name or
// password alike so as not to reveal accounts). Shown under a field before anything was sent,
// "Wrong username or password" would be untrue, so the client words those as format errors.
const FORMAT_CODE_FOR_CREDENTIAL_RULE: Readonly<Record<string, string>> = {
  loginUsername: 'format.username.err',
  loginPassword: 'format.pwd.err',
};

/** The catalogue's catch-all format code; fields that fail with it name the failing rule instead. */
const GENERIC_FORMAT_CODE = 'format.field.err';

/** What each pattern of the platform's rules asks for, as a message under the field. */
const PATTERN_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  LETTERS_SPACES: 'invalid_letters_spaces',
  LETTER_DIGIT: 'invalid_letter_digit',
  LETTER_DIGIT_START_LETTER: 'invalid_letter_digit_start_letter',
  DIGITS: 'invalid_digits',
  PASSWORD_UPPER_LOWER_DIGIT: 'invalid_password_upper_lower_digit',
  EMAIL: 'in_email_incorrect',
};

function lengthMessage(min: number | undefined, max: number | undefined): FieldMessage {
  if (min !== undefined && max !== undefined) return min === max ? { key: 'auth:invalid_length_exact', values: { length: min } } : { key: 'auth:invalid_length_range', values: { min, max } };
  if (min !== undefined) return { key: 'auth:invalid_length_min', values: { min } };
  return { key: 'auth:invalid_length_max', values: { max } };
}

export interface FieldRuleOptions {
  /** The rule's name in the platform's rule map (loginUsername, password ...). */
  readonly name: string;
  /** Shown when a required field is empty. */
  readonly requiredMessage: FieldMessage;
  /** Overrides the rule's own message for format failures. */
  readonly formatMessage?: FieldMessage;
  /** Forces required on or off whatever the rule says (the form knows the flag that needs it). */
  readonly required?: boolean;
  /** A generic type check that comes before the rule's pattern. */
  readonly valueType?: ValueType;
  /** Caps the length below the rule's own maximum (input limits of spec section 9). */
  readonly maxLength?: number;
}

/**
 * A platform field rule as generic rules. A disabled rule yields no rules at all; the form does
 * not show the field either.
 */
export function rulesFromFieldRule(rule: FieldRule | undefined, options: FieldRuleOptions): RuleDescriptor[] {
  if (rule && !rule.enabled && options.required !== true) return [];
  const required = options.required ?? rule?.required ?? true;
  const formatCode = rule && rule.messageKey === 'login.cred.err' ? (FORMAT_CODE_FOR_CREDENTIAL_RULE[options.name] ?? rule.messageKey) : rule?.messageKey;
  const format = options.formatMessage ?? (formatCode ? errorCodeMessage(formatCode) : options.requiredMessage);
  // The catalogue's generic 'format not valid' would leave the player guessing (nickname, payee
  // name): those fields say which rule failed instead, in the hint's own terms.
  const specific = options.formatMessage === undefined && formatCode === GENERIC_FORMAT_CODE;
  const rules: RuleDescriptor[] = [];
  if (required) rules.push({ type: 'required', message: options.requiredMessage });
  rules.push({ type: 'whitespace', message: options.requiredMessage });
  if (options.valueType) rules.push({ type: 'type', valueType: options.valueType, message: format });
  const max = minDefined(rule?.maxLength ?? undefined, options.maxLength);
  const min = rule?.minLength ?? undefined;
  if (min !== undefined || max !== undefined) {
    rules.push({ type: 'range', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}), message: specific ? lengthMessage(min, max) : format });
  }
  const pattern = compilePattern(rule?.pattern);
  const patternKey = rule?.patternId ? PATTERN_MESSAGE_KEYS[rule.patternId] : undefined;
  if (pattern) rules.push({ type: 'pattern', pattern, message: specific && patternKey ? { key: `auth:${patternKey}` } : format });
  return rules;
}

function minDefined(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.min(a, b);
}

/** A pattern the platform sent that this browser cannot compile is skipped (the platform still checks). */
function compilePattern(source: string | null | undefined): RegExp | undefined {
  if (!source) return undefined;
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/** The input's maxLength attribute for a rule: its own maximum, capped by the spec's input limit. */
export function inputMaxLength(rule: FieldRule | undefined, cap?: number): number | undefined {
  return minDefined(rule?.maxLength ?? undefined, cap);
}
