// Builds every merchant's artifact once before the end-to-end run (the real compiler, real Vite).
import { compile } from '../../scripts/compile/index';

export default async function globalSetup(): Promise<void> {
  if (process.env.LOBBY_E2E_SKIP_BUILD === '1') return;
  const result = await compile({ log: () => {} });
  if (!result.ok) {
    throw new Error(`merchant build failed:\n${result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join('\n')}`);
  }
}
