import { describe, expect, it } from 'vitest';
import { formatRate, parseRate, rateProblem, rateProblems, ratesToTexts, textsToRates } from './rebate-rates';

const max = { SPORTS: 1.5, LIVE: 1.2, RNG: 1.8, FISH: 1, PVP: 1, LOTT: 2 };

describe('rebate rates as typed', () => {
  it('reads percentages on the 0.1 step, with a comma too', () => {
    expect(parseRate('1')).toBe(1);
    expect(parseRate('0.7')).toBe(0.7);
    expect(parseRate(' 1,5 ')).toBe(1.5);
    expect(parseRate('1.50')).toBe(1.5);
    for (const bad of ['', '-1', '0.15', 'abc', '1.', '.5', '1e1']) expect(parseRate(bad), bad).toBeNull();
  });

  it('names the limit it breaks: required, step, quota, floor', () => {
    expect(rateProblem('', { max: 1.5 })).toEqual({ key: 'rebates:rate.required' });
    expect(rateProblem('0.15', { max: 1.5 })).toEqual({ key: 'rebates:rate.format', values: { step: '0.1' } });
    expect(rateProblem('1.6', { max: 1.5 })).toEqual({ key: 'rebates:rate.above', values: { max: '1.5' } });
    expect(rateProblem('1.5', { max: 1.5 })).toBeNull();
    expect(rateProblem('0', { max: 1.5 })).toBeNull();
    expect(rateProblem('0.7', { max: 1.5, min: 0.8 })).toEqual({ key: 'rebates:rate.below', values: { min: '0.8' } });
    expect(rateProblem('0.8', { max: 1.5, min: 0.8 })).toBeNull();
    // 0.1 + 0.2 style sums still compare as people read them.
    expect(rateProblem('0.3', { max: 0.1 + 0.2 })).toBeNull();
  });

  it('checks every product and round-trips to the payload', () => {
    const texts = ratesToTexts({ SPORTS: 0.5, LIVE: 0.4, RNG: 0.6, FISH: 0.3, PVP: 0.3, LOTT: 0.8 });
    expect(texts.SPORTS).toBe('0.5');
    expect(Object.values(rateProblems(texts, max)).every((p) => p === null)).toBe(true);
    expect(rateProblems({ ...texts, LOTT: '2.1' }, max).LOTT).toEqual({ key: 'rebates:rate.above', values: { max: '2.0' } });
    expect(textsToRates(texts)).toEqual({ SPORTS: 0.5, LIVE: 0.4, RNG: 0.6, FISH: 0.3, PVP: 0.3, LOTT: 0.8 });
    expect(formatRate(1)).toBe('1.0');
  });
});
