// Writes generated files only when their text changed; with `--check`, reports the stale ones instead.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export interface WriteOptions {
  /** No line per written file (a caller that prints one summary, such as a build step). */
  readonly quiet?: boolean;
}

/** Writes the files whose text differs; returns how many it wrote (or, with `check`, found stale). */
export function writeGenerated(outputs: ReadonlyArray<readonly [file: string, text: string]>, check = process.argv.includes('--check'), options: WriteOptions = {}): number {
  let changed = 0;
  for (const [file, text] of outputs) {
    let current: string;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      current = '';
    }
    if (current === text) continue;
    changed++;
    if (check) {
      console.error(`stale: ${relative(process.cwd(), file)} (run npm run gen:types)`);
    } else {
      writeAtomically(file, text);
      if (!options.quiet) console.log(`wrote ${relative(process.cwd(), file)}`);
    }
  }
  if (check && changed) process.exitCode = 1;
  return changed;
}

/**
 * Writes through a temporary file and a rename, so a reader (or a second build generating the same
 * files at the same moment) sees the old text or the new, never half a file.
 */
export function writeAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
