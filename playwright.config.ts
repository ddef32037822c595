import { defineConfig, devices } from '@playwright/test';
import { SEEN_POPUPS_STATE } from './tests/e2e/support/announcements';
import { E2E_PORT } from './tests/e2e/support/platform';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) at a phone viewport,
// against the real reference platform (in-memory database) serving the artifacts the global
// setup builds. CHROMIUM_PATH overrides the executable.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  // Playwright starts web servers before the global setup; the platform reads dist/ on every
  // request, so it serves what the global setup has just built (and builds once itself when
  // dist/ is missing, see platform/main.ts).
  webServer: {
    command: 'npx tsx platform/main.ts',
    port: E2E_PORT,
    env: { PORT: String(E2E_PORT), LOBBY_DB: ':memory:', LOBBY_DEV: '1' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    ...devices['Pixel 5'],
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Chromium's own swipe-to-go-back would answer the touch gestures the motion tests make
        // for the app's swipe-back; on a phone that gesture belongs to the system, not the page.
        '--disable-features=OverscrollHistoryNavigation',
      ],
    },
    trace: 'off',
    // Every context starts with the home popups closed (written by the global setup), so a modal
    // announcement does not cover what other specs test; the popup specs opt out.
    storageState: SEEN_POPUPS_STATE,
  },
});
