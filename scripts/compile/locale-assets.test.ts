// The strings as versioned JSON files: every locale directory gets every namespace, the version
// follows the contents, and the paths are the ones the app and the HTML preload ask for.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../src/i18n/i18n';
import { PROJECT_ROOT } from './index';
import { LOCALES_SOURCE_DIR, localeAssetPath, readLocaleCatalogue } from './locale-assets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function copyOfLocales(): string {
  const root = mkdtempSync(join(tmpdir(), 'locales-'));
  dirs.push(root);
  cpSync(join(PROJECT_ROOT, LOCALES_SOURCE_DIR), join(root, LOCALES_SOURCE_DIR), { recursive: true });
  return root;
}

describe('locale assets', () => {
  it('every locale directory has every namespace i18n knows; a partial locale gets {} where it has none', () => {
    const catalogue = readLocaleCatalogue(PROJECT_ROOT);
    expect(catalogue.locales).toEqual(expect.arrayContaining(['vi', 'en', 'zh-CN']));
    expect([...catalogue.namespaces].sort()).toEqual([...NAMESPACES].sort());
    for (const locale of catalogue.locales) for (const ns of catalogue.namespaces) expect(catalogue.files.has(`${locale}/${ns}`), `${locale}/${ns}`).toBe(true);
    expect(JSON.parse(catalogue.files.get('en/common') ?? '{}')).toHaveProperty('footer');
    // Every listed language ships complete; a copy where Thai lacks a namespace stands for a partial one.
    const root = copyOfLocales();
    rmSync(join(root, LOCALES_SOURCE_DIR, 'th', 'home.json'));
    expect(readLocaleCatalogue(root).files.get('th/home')).toBe('{}');
  });

  it('the version changes with any string and only then', () => {
    const root = copyOfLocales();
    const before = readLocaleCatalogue(root).version;
    expect(readLocaleCatalogue(root).version).toBe(before);
    writeFileSync(join(root, LOCALES_SOURCE_DIR, 'en', 'common.json'), JSON.stringify({ changed: 'yes' }));
    expect(readLocaleCatalogue(root).version).not.toBe(before);
  });

  it('paths are versioned under assets/locales', () => {
    expect(localeAssetPath('abc', 'zh-CN', 'home')).toBe('assets/locales/abc/zh-CN/home.json');
  });
});
