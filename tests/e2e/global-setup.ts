// Builds every merchant's artifact once before the end-to-end run (the real compiler, real Vite),
// then records the home popups as already seen for the contexts of the specs that are not about
// them (tests/e2e/support/announcements.ts; the platform is already up: web servers start first).
import { compile } from '../../scripts/compile/index';
import { writeSeenPopupsState } from './support/announcements';

export default async function globalSetup(): Promise<void> {
  if (process.env.LOBBY_E2E_SKIP_BUILD !== '1') {
    const result = await compile({ log: () => {} });
    if (!result.ok) {
      throw new Error(`merchant build failed:\n${result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join('\n')}`);
    }
  }
  await writeSeenPopupsState();
}
