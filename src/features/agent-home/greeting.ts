// Agent home's greeting by the device's local hour (spec section 2): 0–10 morning, 11–14 early
// afternoon, 15–18 late afternoon, 19–24 evening.
export type Greeting = 'morning' | 'early_afternoon' | 'late_afternoon' | 'evening';

/** The last hour of each band, in order; 24 closes the day (an hour of 24 reads as evening too). */
const BANDS: readonly (readonly [number, Greeting])[] = [
  [10, 'morning'],
  [14, 'early_afternoon'],
  [18, 'late_afternoon'],
  [24, 'evening'],
];

export function greetingFor(hour: number): Greeting {
  for (const [last, greeting] of BANDS) if (hour <= last) return greeting;
  return 'evening';
}
