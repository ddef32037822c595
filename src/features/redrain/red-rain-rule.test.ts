import { describe, expect, it } from 'vitest';
import { redRainShares } from '../../api/red-rain-shares';
import { parseAmountCents, planRedRain, type RedRainInput } from './red-rain-rule';

const input = (patch: Partial<RedRainInput> = {}): RedRainInput => ({ mode: 'EACH', amountText: '10', selected: 3, balanceCents: 100_000, maxDownlines: 50, minAmountCents: 100, ...patch });

describe('parseAmountCents', () => {
  it('reads digits with at most two decimals, a comma as the point', () => {
    expect(parseAmountCents('10')).toBe(1000);
    expect(parseAmountCents('10.5')).toBe(1050);
    expect(parseAmountCents('10,05')).toBe(1005);
    expect(parseAmountCents(' 0.01 ')).toBe(1);
    expect(parseAmountCents('10.')).toBe(1000);
    for (const bad of ['', 'abc', '1.005', '-1', '1e3', '1,000.00', '.5']) expect(parseAmountCents(bad), bad).toBeNull();
  });
});

describe('redRainShares (the platform uses the same)', () => {
  it('EACH repeats the amount; SPLIT adds up exactly with the remainder on the first', () => {
    expect(redRainShares('EACH', 250, 2)).toEqual([250, 250]);
    expect(redRainShares('SPLIT', 1000, 3)).toEqual([334, 333, 333]);
    expect(redRainShares('SPLIT', 1002, 4)).toEqual([251, 251, 250, 250]);
    expect(redRainShares('SPLIT', 5, 0)).toEqual([]);
  });
});

describe('planRedRain', () => {
  it('computes total and shares', () => {
    expect(planRedRain(input())).toMatchObject({ amountCents: 1000, totalCents: 3000, shares: [1000, 1000, 1000], problem: null });
    expect(planRedRain(input({ mode: 'SPLIT' }))).toMatchObject({ totalCents: 1000, shares: [334, 333, 333], problem: null });
  });

  it('names the first problem, in order', () => {
    const cases: [Partial<RedRainInput>, string][] = [
      [{ selected: 0 }, 'rain.problem.none_selected'],
      [{ selected: 51 }, 'rain.problem.too_many'],
      [{ amountText: '  ' }, 'rain.problem.amount_missing'],
      [{ amountText: '1.234' }, 'rain.problem.amount_invalid'],
      [{ amountText: '0' }, 'rain.problem.amount_invalid'],
      [{ amountText: '0.99' }, 'rain.problem.amount_min'],
      [{ mode: 'SPLIT', amountText: '1', selected: 101, maxDownlines: 200 }, 'rain.problem.share_too_small'],
      [{ amountText: '400', balanceCents: 100_000 }, 'rain.problem.over_balance'],
    ];
    for (const [patch, key] of cases) expect(planRedRain(input(patch)).problem?.key, JSON.stringify(patch)).toBe(key);
  });

  it('checks the total, not the amount, against the balance; exactly the balance is fine; an unknown balance waits for the platform', () => {
    expect(planRedRain(input({ amountText: '333.34', balanceCents: 100_000 })).problem).toEqual({ key: 'rain.problem.over_balance', totalCents: 100_002, balanceCents: 100_000 });
    expect(planRedRain(input({ amountText: '1000', mode: 'SPLIT', balanceCents: 100_000 })).problem).toBeNull();
    expect(planRedRain(input({ amountText: '1000.01', mode: 'SPLIT', balanceCents: 100_000 })).problem?.key).toBe('rain.problem.over_balance');
    expect(planRedRain(input({ amountText: '99999', balanceCents: null })).problem).toBeNull();
  });
});
