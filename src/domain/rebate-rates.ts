// Rebate rates as the agent types them: a percentage ≥ 0 on the 0.1 step (REBATE_RATE_STEP),
// at most the agent's own rate (its quota) and, for a downline that is an agent itself, at least
// the highest rate it already gave its own downlines. The platform applies the same rules
// (platform/routes/rebates.ts); the client says so before sending, naming the limit.
// Shared by the rebate settings (features/rebates) and opening a downline (features/team), which
// both let the agent type rates. The messages are keys of the rebates namespace: a screen that shows
// them loads it.
import type { AgentProductType, RebateRatesInput } from '../api/contract.generated';
import { REBATE_RATE_STEP } from '../config/constants';
import type { FieldMessage } from '../ui/field-message';

/** Product types in display order (the contract's AgentProductType). */
export const PRODUCT_TYPES: readonly AgentProductType[] = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT'];

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
