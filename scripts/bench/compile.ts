// npm run bench:compile — wall time of the whole compile (application build, validation,
// per-merchant emit and archives) for 1, 10 and 100 synthetic merchants, and t(100)/t(1).
// Each count runs as a fresh `npm run build` process would, so start-up is counted every time.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from '../compile/index';

const template = JSON.parse(readFileSync(join(PROJECT_ROOT, 'merchants/demo.json'), 'utf8')) as Record<string, unknown>;
const themes = ['emerald', 'midnight', 'sunset'];

function writeMerchants(dir: string, count: number): void {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) {
    const code = `bench-${String(i).padStart(3, '0')}`;
    const merchant = { ...template, code, name: `Bench Brand ${i}`, domains: [`${code}.bench.test`], trialMerchantCode: `${code}_trial`, theme: themes[i % themes.length] };
    writeFileSync(join(dir, `${code}.json`), JSON.stringify(merchant, null, 2));
  }
}

const work = mkdtempSync(join(tmpdir(), 'lobby-bench-compile-'));
const results: Record<number, number> = {};
try {
  for (const count of [1, 10, 100]) {
    const dir = join(work, `m${count}`);
    writeMerchants(join(dir, 'merchants'), count);
    const started = performance.now();
    const run = spawnSync(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), join(PROJECT_ROOT, 'scripts/compile/cli.ts'), '--merchants-dir', join(dir, 'merchants'), '--out', join(dir, 'dist')], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });
    const ms = performance.now() - started;
    const summary = run.stdout.split('\n').find((l) => l.includes('merchant(s) emitted')) ?? '';
    if (run.status !== 0 || !summary.startsWith(`${count} merchant(s) emitted`)) throw new Error(`compile of ${count} merchants failed:\n${run.stdout}\n${run.stderr}`);
    results[count] = ms;
    console.log(`merchants=${String(count).padStart(3)}  wall ${(ms / 1000).toFixed(2)} s  (${summary.trim()})`);
  }
  const ratio = (results[100] ?? NaN) / (results[1] ?? NaN);
  console.log(`ratio t(100)/t(1) = ${ratio.toFixed(2)} (target <= 1.5)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
