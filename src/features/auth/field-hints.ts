// The hint under a registration field, from its rule's patternId and length bounds (spec section 5
// lists the hint texts: letters and digits only, starts with a letter, digits only ...).
import type { TFunction } from 'i18next';
import type { FieldRule } from '../../api/contract.generated';

const PATTERN_HINT_KEYS: Readonly<Record<string, string>> = {
  LETTER_DIGIT_START_LETTER: 'hint_letter_digit_start_letter',
  PASSWORD_UPPER_LOWER_DIGIT: 'hint_password_upper_lower_digit',
  DIGITS: 'hint_digits',
  EMAIL: 'hint_email',
  LETTERS_SPACES: 'hint_letters_spaces',
  LETTER_DIGIT: 'hint_letter_digit',
};

/** `required` overrides the rule's own flag where the form's flags make the field required. */
export function fieldHint(t: TFunction, rule: FieldRule | undefined, required?: boolean): string | undefined {
  if (!rule) return undefined;
  const parts: string[] = [];
  const { minLength: min, maxLength: max } = rule;
  // Digit-only fields (mobile numbers, codes) count digits: '10 digits' says both rules at once,
  // in the words the field's error uses (auth-rules.ts mobileMessage).
  const digits = rule.patternId === 'DIGITS';
  const patternKey = rule.patternId && !(digits && min !== null) ? PATTERN_HINT_KEYS[rule.patternId] : undefined;
  if (patternKey) parts.push(t(`auth:${patternKey}`));
  const unit = digits ? 'digits' : 'length';
  if (min !== null && max !== null) parts.push(min === max ? t(`auth:hint_${unit}_exact`, { length: min }) : t(`auth:hint_${unit}_range`, { min, max }));
  else if (min !== null) parts.push(t(`auth:hint_${unit}_min`, { min }));
  if (!(required ?? rule.required)) parts.push(t('auth:hint_optional'));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
