// Opening a downline: a text field (username, password, nickname) checked against the platform's
// registration rule for it, and the hint under it worded from the same rule.
import type { FieldRule } from '../../api/contract.generated';
import type { FieldMessage } from '../../ui/field-message';

/**
 * A text field checked against the platform's registration rule for it (the same rules
 * registration uses; GET /wps/system/setting/register): required, length bounds, pattern. The
 * message is the catalogued error the platform would answer.
 */
export function ruleProblem(value: string, rule: FieldRule | undefined, errorKey: string, required: boolean): FieldMessage | null {
  const text = value.trim();
  if (text === '') return required ? { key: 'team:form.required' } : null;
  if (!rule) return null;
  const short = rule.minLength !== null && text.length < rule.minLength;
  const long = rule.maxLength !== null && text.length > rule.maxLength;
  const mismatch = rule.pattern !== null && !new RegExp(rule.pattern).test(text);
  return short || long || mismatch ? { key: `errors:${errorKey}` } : null;
}

const PATTERN_HINTS: Readonly<Record<string, string>> = {
  LETTER_DIGIT_START_LETTER: 'hint_letter_digit_start_letter',
  PASSWORD_UPPER_LOWER_DIGIT: 'hint_password_upper_lower_digit',
  LETTER_DIGIT: 'hint_letter_digit',
};

/** The hint under a field from its rule: the pattern's words and the length bounds. */
export function ruleHint(t: (key: string, values?: Record<string, unknown>) => string, rule: FieldRule | undefined, required: boolean): string | undefined {
  if (!rule) return undefined;
  const parts: string[] = [];
  const pattern = rule.patternId ? PATTERN_HINTS[rule.patternId] : undefined;
  if (pattern) parts.push(t(`team:form.${pattern}`));
  if (rule.minLength !== null && rule.maxLength !== null) parts.push(t('team:form.hint_length_range', { min: rule.minLength, max: rule.maxLength }));
  if (!required) parts.push(t('team:form.hint_optional'));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
