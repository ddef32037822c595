// Writes generated files only when their text changed; with `--check`, reports the stale ones instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export function writeGenerated(outputs: ReadonlyArray<readonly [file: string, text: string]>, check = process.argv.includes('--check')): void {
  let stale = 0;
  for (const [file, text] of outputs) {
    let current: string;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      current = '';
    }
    if (current === text) continue;
    if (check) {
      console.error(`stale: ${relative(process.cwd(), file)} (run npm run gen:types)`);
      stale++;
    } else {
      writeFileSync(file, text);
      console.log(`wrote ${relative(process.cwd(), file)}`);
    }
  }
  if (stale) process.exitCode = 1;
}
