// What the red-rain form may send, worked out before submit: the amount in cents, the shares and
// their total (the same rule as the platform, api/red-rain-shares.ts), and the first problem that
// keeps the submit button disabled, worded in the 'redrain' namespace. The total is checked
// against the agent's balance here so an over-balance transfer never reaches the platform.
import type { RedRainMode } from '../../api/contract.generated';
import { redRainShares } from '../../api/red-rain-shares';

/** Cents of a typed amount: digits with at most two decimals (a comma counts as the point); null otherwise. */
export function parseAmountCents(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

export type RedRainProblem =
  | { key: 'rain.problem.none_selected' }
  | { key: 'rain.problem.too_many'; max: number }
  | { key: 'rain.problem.amount_missing' }
  | { key: 'rain.problem.amount_invalid' }
  | { key: 'rain.problem.amount_min'; minCents: number }
  | { key: 'rain.problem.share_too_small' }
  | { key: 'rain.problem.over_balance'; totalCents: number; balanceCents: number };

export interface RedRainPlan {
  amountCents: number | null;
  shares: number[];
  totalCents: number;
  problem: RedRainProblem | null;
}

export interface RedRainInput {
  mode: RedRainMode;
  amountText: string;
  selected: number;
  /** The agent's balance in cents; null while it loads (submit waits for it). */
  balanceCents: number | null;
  maxDownlines: number;
  minAmountCents: number;
}

export function planRedRain(input: RedRainInput): RedRainPlan {
  const amountCents = parseAmountCents(input.amountText);
  const shares = amountCents === null ? [] : redRainShares(input.mode, amountCents, input.selected);
  const totalCents = shares.reduce((sum, s) => sum + s, 0);
  const plan = (problem: RedRainProblem | null): RedRainPlan => ({ amountCents, shares, totalCents, problem });
  if (input.selected === 0) return plan({ key: 'rain.problem.none_selected' });
  if (input.selected > input.maxDownlines) return plan({ key: 'rain.problem.too_many', max: input.maxDownlines });
  if (input.amountText.trim() === '') return plan({ key: 'rain.problem.amount_missing' });
  if (amountCents === null || amountCents === 0) return plan({ key: 'rain.problem.amount_invalid' });
  if (amountCents < input.minAmountCents) return plan({ key: 'rain.problem.amount_min', minCents: input.minAmountCents });
  if (input.mode === 'SPLIT' && amountCents < input.selected) return plan({ key: 'rain.problem.share_too_small' });
  if (input.balanceCents !== null && totalCents > input.balanceCents) return plan({ key: 'rain.problem.over_balance', totalCents, balanceCents: input.balanceCents });
  return plan(null);
}
