// Prints the one summary line CI reads: "tests: N passed, M failed", from the Vitest and
// Playwright JSON reports. A failing step that ran no test (typecheck, lint) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const status = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync('reports/unit.json')) {
  const unit = JSON.parse(readFileSync('reports/unit.json', 'utf8'));
  passed += unit.numPassedTests ?? 0;
  failed += unit.numFailedTests ?? 0;
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
}
if (existsSync('reports/e2e.json')) {
  const e2e = JSON.parse(readFileSync('reports/e2e.json', 'utf8'));
  passed += (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0);
  failed += e2e.stats?.unexpected ?? 0;
  skipped += e2e.stats?.skipped ?? 0;
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
