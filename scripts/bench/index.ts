// npm run bench — every benchmark, each in its own process so one's warm caches never flatter
// another: first-load JavaScript, compiler scale, platform under concurrent load, and Lighthouse's
// mobile first visit against the floor page, scrolling a 600-game list to its end, and a 100-row lottery list ticking. They print numbers; they are not timed tests.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../compile/index';

const BENCHES = ['bundle.ts', 'compile.ts', 'platform.ts', 'lighthouse.ts', 'game-list-scroll.ts', 'lottery-tick.ts', 'journeys.ts'];
let failed = 0;
for (const file of BENCHES) {
  console.log(`\n== ${file.replace('.ts', '')} ==`);
  const run = spawnSync(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), join(PROJECT_ROOT, 'scripts/bench', file)], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
if (failed > 0) process.exitCode = 1;
