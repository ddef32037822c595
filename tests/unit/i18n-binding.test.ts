// The product owner named react-i18next as the React binding of i18next: it is a dependency, every
// component takes useTranslation/Trans from it, and no hand-written binding is left in the app.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** Source text without comment lines, so a comment naming a hook is not taken for a use of it. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n');
}

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

it('lists react-i18next as a runtime dependency', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  expect(pkg.dependencies['react-i18next']).toBeDefined();
});

it('has no hand-written React binding of i18next; components import useTranslation from react-i18next', () => {
  const files = sources('src');
  const users = files.filter((f) => /\buseTranslation\(/.test(code(f)));
  expect(users.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = code(file);
    expect(text, file).not.toMatch(/export function useTranslation\b/);
    expect(text, file).not.toMatch(/i18next\.on\(['"]languageChanged/);
    if (/\buseTranslation\(/.test(text) && !file.endsWith('.test.tsx')) {
      expect(text, file).toMatch(/import \{[^}]*\buseTranslation\b[^}]*\} from 'react-i18next'/);
    }
  }
});
