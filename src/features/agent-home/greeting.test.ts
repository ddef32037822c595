import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greetingFor (spec section 2: 0–10 morning, 11–14 early afternoon, 15–18 late afternoon, 19–24 evening)', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'early_afternoon'],
    [14, 'early_afternoon'],
    [15, 'late_afternoon'],
    [18, 'late_afternoon'],
    [19, 'evening'],
    [23, 'evening'],
    [24, 'evening'],
  ])('hour %i → %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});
