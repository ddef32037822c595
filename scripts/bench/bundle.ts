// npm run bench:bundle — the JavaScript a guest downloads for /m/home, measured in Chromium against the
// reference platform: every script response of a cold load (no cache), gzipped as a server
// would send it. Budget: 135 KB gzip (the React + router + i18next floor is about 118 KB).
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { compile, PROJECT_ROOT } from '../compile/index';
import { buildPlatform } from '../../platform/server';

const BUDGET_KB = 135;
const MERCHANTS = ['demo', 'mono', 'atlas'];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface ScriptFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  if (!existsSync(join(PROJECT_ROOT, 'dist', 'merchants.json')) || process.argv.includes('--build')) {
    const result = await compile({ log: () => {} });
    if (!result.ok) throw new Error('merchant build failed; run npm run build to see why');
  }
  const platform = await buildPlatform({ dbPath: ':memory:', distDir: join(PROJECT_ROOT, 'dist'), merchantsDir: join(PROJECT_ROOT, 'merchants') });
  await platform.listen({ port: 0, host: 'localhost' });
  const port = (platform.server.address() as AddressInfo).port;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
  let worst = 0;
  try {
    for (const code of MERCHANTS) {
      const context = await browser.newContext({ ...devices['Pixel 5'] });
      const page = await context.newPage();
      const pending: Promise<ScriptFile | undefined>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          response.body().then(
            (body) => ({ url: new URL(response.url()).pathname, rawBytes: body.length, gzipBytes: gzipSync(body).length }),
            () => undefined,
          ),
        );
      });
      await page.goto(`http://${code}.localhost:${port}/m/home`, { waitUntil: 'networkidle' });
      await page.locator('[data-screen="home"]').waitFor();
      const files = (await Promise.all(pending)).filter((f): f is ScriptFile => f !== undefined).sort((a, b) => b.gzipBytes - a.gzipBytes);
      const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
      const raw = files.reduce((sum, f) => sum + f.rawBytes, 0);
      worst = Math.max(worst, total);
      console.log(`${code}: guest /m/home JavaScript ${kb(total)} KB gzip (${kb(raw)} KB raw, ${files.length} files)`);
      for (const f of files) console.log(`  ${kb(f.gzipBytes).padStart(6)} KB  ${f.url}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await platform.close();
  }
  const verdict = worst / 1024 <= BUDGET_KB ? 'within' : 'OVER';
  console.log(`largest: ${kb(worst)} KB gzip — ${verdict} the ${BUDGET_KB} KB budget`);
  if (verdict === 'OVER') process.exitCode = 1;
}

await main();
