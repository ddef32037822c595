import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMerchant, nextSteps } from './merchant-new';
import { validateMerchants } from './compile/validate';
import { PROJECT_ROOT } from './compile/index';

const dir = mkdtempSync(join(tmpdir(), 'lobby-new-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('merchant:new', () => {
  it('writes a merchant the compiler accepts', () => {
    const { file, problems } = createMerchant({ code: 'brandx', name: 'Brand X', theme: 'sunset', merchantsDir: dir });
    expect(problems).toEqual([]);
    const written = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(written).toMatchObject({ code: 'brandx', name: 'Brand X', theme: 'sunset', domains: ['brandx.lobby.test'] });
    const result = validateMerchants({
      merchantsDir: dir,
      themesDir: join(PROJECT_ROOT, 'themes'),
      schemaFile: join(PROJECT_ROOT, 'schemas/merchant.schema.json'),
      localesDir: join(PROJECT_ROOT, 'src/i18n/locales'),
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('refuses an invalid code and leaves nothing behind', () => {
    const { problems } = createMerchant({ code: 'Bad Code', merchantsDir: dir });
    expect(problems[0]).toMatch(/\/code {2}"Bad Code" is not valid: expected lower-case letters/);
    expect(readdirSync(dir)).toEqual(['brandx.json']);
  });

  it('prints the commands that build the new brand and show it in the gallery', () => {
    const lines = nextSteps(join(dir, 'brandx.json'), 'brandx');
    expect(lines.join('\n')).toContain('npm run build -- --merchant brandx');
    expect(lines.join('\n')).toContain('npm run gallery -- --merchant brandx');
    expect(lines.join('\n')).toContain('dist/gallery/brandx/index.html');
  });

  it('refuses to overwrite an existing merchant', () => {
    expect(createMerchant({ code: 'brandx', merchantsDir: dir }).problems[0]).toMatch(/already exists/);
  });
});
