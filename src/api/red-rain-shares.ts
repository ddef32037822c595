// How a red-rain transfer divides its amount, shared by the platform (which moves the money) and the
// red-rain screen (which shows the shares before submit), so the two can never disagree.
import type { RedRainMode } from './contract.generated';

/**
 * The shares in cents, in the order the downlines were named. EACH: `amountCents` to every one.
 * SPLIT: `amountCents` divided in whole cents; the remainder (fewer cents than downlines) goes one
 * cent each to the first downlines, so the shares always add up to the total exactly.
 */
export function redRainShares(mode: RedRainMode, amountCents: number, count: number): number[] {
  if (count <= 0) return [];
  if (mode === 'EACH') return Array.from({ length: count }, () => amountCents);
  const base = Math.floor(amountCents / count);
  const remainder = amountCents - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < remainder ? 1 : 0));
}
