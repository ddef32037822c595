// Guards the bundle rule of docs/encryption.md: node-forge (and the encryptor that needs it) load
// only with dynamic import(), so they can never slip into the first page load chunk.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sourceFiles(srcDir).map((path) => ({ path: relative(srcDir, path).replaceAll('\\', '/'), text: readFileSync(path, 'utf8') }));

describe('node-forge stays out of the first page load', () => {
  it('only src/api/forge.ts mentions node-forge, and only through import()', () => {
    const users = files.filter((f) => /['"]node-forge(\/[^'"]*)?['"]/.test(f.text)).map((f) => f.path);
    expect(users).toEqual(['api/forge.ts']);
    const forge = files.find((f) => f.path === 'api/forge.ts')?.text ?? '';
    expect(forge).not.toMatch(/^import\s+(?!type\b)[^;]*['"]node-forge/m);
    expect(forge).toMatch(/import\('node-forge\/lib\/rsa\.js'\)/);
  });

  it('app code imports the encryptor and forge.ts only dynamically (type imports are erased)', () => {
    const staticValueImport = /^import\s+(?!type\b)[^;]*from\s+['"]\.{1,2}\/(?:[\w-]+\/)*(encryption|forge)['"]/m;
    const offenders = files.filter((f) => f.path !== 'api/encryption.ts' && staticValueImport.test(f.text)).map((f) => f.path);
    expect(offenders).toEqual([]);
  });
});
