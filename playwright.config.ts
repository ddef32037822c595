import { defineConfig, devices } from '@playwright/test';
import { SEEN_POPUPS_STATE } from './tests/e2e/support/announcements';
import { E2E_WORKERS, workerPort } from './tests/e2e/support/platform';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) at a phone viewport,
// against the real reference platform (in-memory database) serving the artifacts the global
// setup builds. CHROMIUM_PATH overrides the executable. Spec files run in parallel workers
// (LOBBY_E2E_WORKERS, default 2), each against its own platform and database (support/platform.ts),
// the tests of one file in order.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // The axe reporter prints how many pages axe analysed (support/axe.ts), to compare runs.
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/e2e.json' }], ['./tests/e2e/support/axe-reporter.ts']]
    : [['list'], ['./tests/e2e/support/axe-reporter.ts']],
  // Playwright starts web servers before the global setup; the platform reads dist/ on every
  // request, so it serves what the global setup builds (once, for every worker's platform:
  // LOBBY_SKIP_BUILD stops each platform building a missing dist/ itself, see platform/main.ts).
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'npx tsx platform/main.ts',
    port: workerPort(index),
    // The suite logs in, sends codes and registers hundreds of times from 127.0.0.1: the rate
    // limits are raised here (their defaults are checked by platform/rate-limits.test.ts).
    env: { PORT: String(workerPort(index)), LOBBY_DB: ':memory:', LOBBY_DEV: '1', LOBBY_SKIP_BUILD: '1', LOBBY_RATE_LIMITS: 'login:100000/60,sms:100000/60,register:100000/60,freePlay:100000/60,passwordMail:100000/60' },
    // LOBBY_E2E_REUSE=1 uses platforms already listening on the ports (one started under a profiler, say).
    reuseExistingServer: process.env.LOBBY_E2E_REUSE === '1',
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
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
    // A context that registers the app's service worker spends about 4 CPU-seconds precaching the
    // artifact in the background, competing with the test on two cores: the worker is kept out of
    // every context except where a spec tests it (pwa.spec.ts sets serviceWorkers: 'allow').
    serviceWorkers: 'block',
    // Every context starts with the home popups closed (written by the global setup), so a modal
    // announcement does not cover what other specs test; the popup specs opt out.
    storageState: SEEN_POPUPS_STATE,
  },
});
