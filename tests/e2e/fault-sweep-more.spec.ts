// The fault sweep, second half of the screens (member, form and agent screens); the first half is in
// fault-sweep.spec.ts so both e2e workers share it. See docs/faults.md.
import { FAULT_CASES, SCREENS, sweep, sweepLine, tallyLine } from './support/fault-sweep';
import { resetPlatform } from './support/auth';
import { test } from './support/test';

const screens = SCREENS.slice(Math.ceil(SCREENS.length / 2));

test('fault sweep: every fault on the second half of the main screens', async ({ browser }) => {
  test.setTimeout(360_000);
  await resetPlatform();
  const cases = await sweep(browser, screens);
  console.log(tallyLine());
  console.log(sweepLine(' (part 2)', FAULT_CASES.length, screens.length));
  if (!process.env.LOBBY_FAULT_SCREENS && !process.env.LOBBY_FAULT_NAMES) test.expect(cases).toBe(FAULT_CASES.length * screens.length);
});
