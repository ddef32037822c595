// The fault sweep, first half of the screens; the second half is in fault-sweep-more.spec.ts so
// both e2e workers share it. See docs/faults.md.
import { sweepPart } from './support/fault-sweep';
import { test } from './support/test';

test('fault sweep: every fault on the first half of the main screens', async ({ browser }) => {
  test.setTimeout(540_000);
  await sweepPart(browser, 1);
});
