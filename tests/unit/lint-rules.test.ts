// The lint rules that keep the layout honest really fire: an import cycle and a cross-feature
// import are errors (a lint config that silently stopped resolving TypeScript would pass everything).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/compile/index';

const dir = mkdtempSync(join(tmpdir(), 'lobby-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text: string): void {
  mkdirSync(join(dir, rel, '..'), { recursive: true });
  writeFileSync(join(dir, rel), text);
}

async function ruleIds(files: string[]): Promise<string[]> {
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: join(PROJECT_ROOT, 'eslint.config.js') });
  const results = await eslint.lintFiles(files.map((f) => join(dir, f)));
  return results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(dir.length + 1)} ${m.ruleId ?? m.message}`));
}

describe('lint rules', () => {
  it('an import cycle is an error', async () => {
    write('src/config/alpha.ts', "import { beta } from './beta';\nexport const alpha = (): number => beta() + 1;\n");
    write('src/config/beta.ts', "import { alpha } from './alpha';\nexport const beta = (): number => (alpha.length > 0 ? 1 : 0);\n");
    expect(await ruleIds(['src/config/alpha.ts', 'src/config/beta.ts'])).toEqual(['src/config/alpha.ts import/no-cycle', 'src/config/beta.ts import/no-cycle']);
  });

  it('a feature importing another feature is an error', async () => {
    write('src/features/games/game-tile.ts', 'export const tile = 1;\n');
    write('src/features/lottery/lottery-row.ts', "import { tile } from '../games/game-tile';\nexport const row = tile;\n");
    // Zones are relative to the working directory, as when `npm run lint` runs at the project root.
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(await ruleIds(['src/features/lottery/lottery-row.ts'])).toEqual(['src/features/lottery/lottery-row.ts import/no-restricted-paths']);
    } finally {
      process.chdir(cwd);
    }
  });

  it('a screen importing the app layer (route table) is an error', async () => {
    write('src/app/route-table.ts', 'export const routes = [];\n');
    write('src/features/home/home-screen.ts', "import { routes } from '../../app/route-table';\nexport const n = routes.length;\n");
    expect(await ruleIds(['src/features/home/home-screen.ts'])).toContain('src/features/home/home-screen.ts no-restricted-imports');
  });

  it('server HTML only through the one sanitiser: dangerouslySetInnerHTML and HTML sinks elsewhere are errors', async () => {
    const component = 'export const Html = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n';
    write('src/features/promotions/promo-body.tsx', component);
    write('src/ui/sanitized-html.tsx', component);
    write('src/ui/raw.ts', "export function put(el: Element, html: string): void {\n  el.innerHTML = html;\n  el.insertAdjacentHTML('beforeend', html);\n  document.write(html);\n}\n");
    expect(await ruleIds(['src/features/promotions/promo-body.tsx', 'src/ui/sanitized-html.tsx', 'src/ui/raw.ts'])).toEqual([
      'src/features/promotions/promo-body.tsx no-restricted-syntax',
      'src/ui/raw.ts no-restricted-syntax',
      'src/ui/raw.ts no-restricted-syntax',
      'src/ui/raw.ts no-restricted-syntax',
    ]);
  });

  it("a feature's hand-written retry button, retry word or empty line is an error; the shared states are not", async () => {
    write(
      'src/features/lottery/lottery-fail.tsx',
      [
        "import { useTranslation } from 'react-i18next';",
        'export function Fail({ onRetry }: { onRetry: () => void }) {',
        '  const { t } = useTranslation();',
        '  const prefix = `lottery`;',
        '  return (',
        '    <div role="alert">',
        '      <button type="button" data-testid="lottery-retry" onClick={onRetry}>{t(\'retry\')}</button>',
        '      <button type="button" data-testid={`${prefix}-retry`} onClick={onRetry}>{t(\'common:feedback.retry\')}</button>',
        '      <p data-testid="empty-state">{t(\'empty\')}</p>',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    write(
      'src/features/lottery/lottery-shared.tsx',
      "import { EmptyState, ErrorState } from '../../ui/screen-state';\nexport const Shared = ({ onRetry }: { onRetry: () => void }) => (\n  <>\n    <ErrorState onRetry={onRetry} testIdPrefix=\"lottery\" />\n    <EmptyState>none</EmptyState>\n  </>\n);\n",
    );
    write('src/ui/screen-state.tsx', 'export const ErrorState = (p: { onRetry: () => void; testIdPrefix: string }) => <button data-testid={`${p.testIdPrefix}-retry`} onClick={p.onRetry} />;\nexport const EmptyState = ({ children }: { children: string }) => <p data-testid="empty-state">{children}</p>;\n');
    expect(await ruleIds(['src/features/lottery/lottery-fail.tsx', 'src/features/lottery/lottery-shared.tsx', 'src/ui/screen-state.tsx'])).toEqual([
      'src/features/lottery/lottery-fail.tsx no-restricted-syntax',
      'src/features/lottery/lottery-fail.tsx no-restricted-syntax',
      'src/features/lottery/lottery-fail.tsx no-restricted-syntax',
      'src/features/lottery/lottery-fail.tsx no-restricted-syntax',
      'src/features/lottery/lottery-fail.tsx no-restricted-syntax',
    ]);
  });
});
