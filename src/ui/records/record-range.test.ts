import { describe, expect, it } from 'vitest';
import { customRange, customRangeProblem, earliestDay, pageFromParams, presetRange, rangeFromParams, totalPages, withRange } from './record-range';

// 2026-11-23 15:30 local time.
const NOW = new Date(2026, 10, 23, 15, 30).getTime();
const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(y, m - 1, d, h, min, s, ms).getTime();

describe('record ranges', () => {
  it('bounds today, yesterday and the last 7 days by whole local days', () => {
    expect(presetRange('today', NOW)).toEqual({ key: 'today', from: '2026-11-23', to: '2026-11-23', startDate: local(2026, 11, 23), endDate: local(2026, 11, 23, 23, 59, 59, 999) });
    expect(presetRange('yesterday', NOW)).toMatchObject({ from: '2026-11-22', to: '2026-11-22', startDate: local(2026, 11, 22), endDate: local(2026, 11, 22, 23, 59, 59, 999) });
    expect(presetRange('7days', NOW)).toMatchObject({ from: '2026-11-17', to: '2026-11-23', startDate: local(2026, 11, 17) });
  });

  it('refuses custom ranges that are malformed, reversed, in the future or older than the history window', () => {
    expect(customRangeProblem({ from: '2026-11-01', to: '2026-11-20' }, NOW)).toBeNull();
    expect(customRangeProblem({ from: '', to: '2026-11-20' }, NOW)).toBe('custom_invalid');
    expect(customRangeProblem({ from: '2026-02-30', to: '2026-11-20' }, NOW)).toBe('custom_invalid');
    expect(customRangeProblem({ from: '2026-11-21', to: '2026-11-20' }, NOW)).toBe('custom_order');
    expect(customRangeProblem({ from: '2026-11-20', to: '2026-11-24' }, NOW)).toBe('custom_future');
    expect(customRangeProblem({ from: earliestDay(NOW), to: '2026-11-20' }, NOW)).toBeNull();
    expect(customRangeProblem({ from: '2026-08-01', to: '2026-11-20' }, NOW)).toBe('custom_too_old');
    expect(customRange({ from: '2026-11-01', to: '2026-11-02' })).toMatchObject({ key: 'custom', startDate: local(2026, 11, 1), endDate: local(2026, 11, 2, 23, 59, 59, 999) });
  });

  it('reads and writes the range and page in the URL, keeping the screen\'s own parameters', () => {
    const params = withRange(new URLSearchParams('state=3'), customRange({ from: '2026-11-01', to: '2026-11-05' }), 3);
    expect(params.toString()).toBe('state=3&range=custom&from=2026-11-01&to=2026-11-05&page=3');
    expect(rangeFromParams(params, NOW)).toMatchObject({ key: 'custom', from: '2026-11-01', to: '2026-11-05' });
    expect(pageFromParams(params)).toBe(3);
    const back = withRange(params, presetRange('yesterday', NOW));
    expect(back.toString()).toBe('state=3&range=yesterday');
    expect(rangeFromParams(new URLSearchParams('range=custom&from=2026-11-09&to=2026-11-01'), NOW).key).toBe('today');
    expect(rangeFromParams(new URLSearchParams('range=whatever'), NOW).key).toBe('today');
    expect(pageFromParams(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageFromParams(new URLSearchParams('page=1.5'))).toBe(1);
  });

  it('counts pages of the list, one at least', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(23, 10)).toBe(3);
  });
});
