// Rebate rates as the agent types them: a percentage ≥ 0 on the 0.1 step (REBATE_RATE_STEP),
// at most the agent's own rate (its quota) and, for a downline that is an agent itself, at least
// the highest rate it already gave its own downlines. The platform applies the same rules
// (platform/routes/rebates.ts); the client says so before sending, naming the limit.
import type { AgentProductType, FieldRule, RebateRatesInput } from '../../api/contract.generated';
import { REBATE_RATE_STEP } from '../../config/constants';
import type { FieldMessage } from '../../ui/field-message';
import { PRODUCT_TYPES } from './rebates-api';

const RATE_SHAPE = /^\d{1,3}(\.\d+)?$/;

/** Rates read as the step's precision (one decimal), so 0.7 + 0.1 compares as people read it. */
export const roundRate = (rate: number): number => Math.round(rate / REBATE_RATE_STEP) * REBATE_RATE_STEP;

/** The rate shown in an input or a limit: one decimal. */
export const formatRate = (rate: number): string => roundRate(rate).toFixed(1);

/** The typed rate, or null when it is not a percentage on the step. */
export function parseRate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!RATE_SHAPE.test(trimmed)) return null;
  const value = Number(trimmed);
  const steps = value / REBATE_RATE_STEP;
  if (!Number.isFinite(value) || Math.abs(steps - Math.round(steps)) > 1e-6) return null;
  return Number(roundRate(value).toFixed(1));
}

/** What is wrong with a typed rate (an i18n key of the rebates namespace naming the limit), or null. */
export function rateProblem(text: string, bounds: { max: number; min?: number }): FieldMessage | null {
  if (text.trim() === '') return { key: 'rebates:rate.required' };
  const value = parseRate(text);
  if (value === null) return { key: 'rebates:rate.format', values: { step: formatRate(REBATE_RATE_STEP) } };
  if (value > roundRate(bounds.max) + 1e-9) return { key: 'rebates:rate.above', values: { max: formatRate(bounds.max) } };
  if (bounds.min !== undefined && value < roundRate(bounds.min) - 1e-9) return { key: 'rebates:rate.below', values: { min: formatRate(bounds.min) } };
  return null;
}

export type RateTexts = Record<AgentProductType, string>;

export const ratesToTexts = (rates: Record<AgentProductType, number>): RateTexts =>
  Object.fromEntries(PRODUCT_TYPES.map((p) => [p, formatRate(rates[p])])) as RateTexts;

/** Every product's problem (null where fine). */
export function rateProblems(texts: RateTexts, max: Record<AgentProductType, number>, min?: Record<AgentProductType, number>): Record<AgentProductType, FieldMessage | null> {
  return Object.fromEntries(PRODUCT_TYPES.map((p) => [p, rateProblem(texts[p], { max: max[p], ...(min ? { min: min[p] } : {}) })])) as Record<AgentProductType, FieldMessage | null>;
}

/** The typed rates as the payload (call only when rateProblems found none). */
export const textsToRates = (texts: RateTexts): RebateRatesInput => Object.fromEntries(PRODUCT_TYPES.map((p) => [p, parseRate(texts[p]) ?? 0])) as unknown as RebateRatesInput;

/**
 * A text field checked against the platform's registration rule for it (the same rules
 * registration uses; GET /wps/system/setting/register): required, length bounds, pattern. The
 * message is the catalogued error the platform would answer.
 */
export function ruleProblem(value: string, rule: FieldRule | undefined, errorKey: string, required: boolean): FieldMessage | null {
  const text = value.trim();
  if (text === '') return required ? { key: 'rebates:form.required' } : null;
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
  if (pattern) parts.push(t(`rebates:form.${pattern}`));
  if (rule.minLength !== null && rule.maxLength !== null) parts.push(t('rebates:form.hint_length_range', { min: rule.minLength, max: rule.maxLength }));
  if (!required) parts.push(t('rebates:form.hint_optional'));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
