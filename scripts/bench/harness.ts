// What the browser benchmarks share: a free port, `npm start` itself (platform/main.ts, in-memory
// database) with extra sites and environment, the floor page built as the compiler would serve it,
// and the median.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { compile, PROJECT_ROOT } from '../compile/index';
import { isCompressible, precompressFile } from '../compile/compress';

export const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Builds every merchant unless `--no-build` is given and dist/ has them. */
export async function buildMerchantsUnlessAsked(): Promise<void> {
  const { existsSync } = await import('node:fs');
  if (process.argv.includes('--no-build') && existsSync(join(PROJECT_ROOT, 'dist/merchants.json'))) return;
  const result = await compile({ log: () => {} });
  if (!result.ok) throw new Error('merchant build failed; run npm run build to see why');
}

/** `npm start` itself (platform/main.ts) on a port, in-memory database, extra sites (host → directory) and environment. */
export async function startPlatform(port: number, options: { sites?: Record<string, string>; env?: Record<string, string> } = {}): Promise<ChildProcess> {
  const sites = Object.entries(options.sites ?? {}).map(([host, dir]) => `${host}=${dir}`).join(',');
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), join(PROJECT_ROOT, 'platform/main.ts')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), LOBBY_DB: ':memory:', LOBBY_DEV: '0', ...(sites ? { LOBBY_SITES: sites } : {}), ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Demo accounts')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`platform exited with ${code}:\n${out}`)));
  });
  return child;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/** The floor+banner page asks for demo's home announcements, so it paints demo's first banner. */
const BANNER_MERCHANT = 'demo';

/**
 * Builds the floor page with Vite and adds the same .br/.gz siblings the compiler writes. With
 * `banner`, the page also carries what the compiler gives a brand's home for its first banner (the
 * announcements preload, the merchant config, the boot screen and its CSS, the home prefetch
 * script as its own async module): the least a page with the floor's libraries pays for that banner.
 */
export async function buildFloor(outDir: string, banner = false): Promise<void> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { BOOT_SCREEN_CSS, renderBootScreen } = await import('../compile/boot-screen');
  const { homeAnnouncementsUrl, PREFETCH_CONFIG_ELEMENT_ID } = await import('../../src/home-prefetch');
  const bannerPage = {
    name: 'floor-banner-page',
    transformIndexHtml: {
      order: 'pre' as const,
      handler: (html: string) =>
        html
          .replace('<title>', `<link rel="preload" as="fetch" crossorigin href="${homeAnnouncementsUrl('/', BANNER_MERCHANT).replace(/&/g, '&amp;')}" />\n    <title>`)
          .replace(
            '<div id="root"></div>',
            [
              `<div id="root">${renderBootScreen('Floor Casino', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="10" fill="#0b3d2e"/></svg>')}</div>`,
              '<div id="app"></div>',
              `<script type="application/json" id="${PREFETCH_CONFIG_ELEMENT_ID}">${JSON.stringify({ code: BANNER_MERCHANT, apiBaseUrl: '/', languages: ['en'], defaultLanguage: 'en' })}</script>`,
            ].join('\n    '),
          ),
    },
  };
  const result = await build({
    root: join(PROJECT_ROOT, 'scripts/bench/floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), ...(banner ? [bannerPage] : [])],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2020',
      sourcemap: false,
      ...(banner ? { rolldownOptions: { input: { index: join(PROJECT_ROOT, 'scripts/bench/floor/index.html'), 'home-prefetch': join(PROJECT_ROOT, 'scripts/bench/floor/banner.ts') } } } : {}),
    },
  });
  if (banner) {
    // As the compiler does: the prefetch script as an async module of its own, the boot screen's
    // rules in a stylesheet (the CSP allows no inline style), the theme's variables the floor's.
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
    const prefetch = outputs.find((o) => o.type === 'chunk' && o.name === 'home-prefetch')?.fileName;
    if (!prefetch) throw new Error('floor+banner: no home-prefetch chunk');
    writeFileSync(join(outDir, 'assets/boot-screen.css'), `:root { --color-background: #f4f6f8; --color-text: #1b1f24; --font-family: system-ui, sans-serif; --color-header: #0b3d2e; --color-on-header: #fff; --color-surface: #fff; --radius: 8px; }\n${BOOT_SCREEN_CSS}`);
    const html = readFileSync(join(outDir, 'index.html'), 'utf8').replace(
      '<title>',
      `<link rel="stylesheet" href="/assets/boot-screen.css" />\n    <script type="module" async crossorigin src="/${prefetch}"></script>\n    <title>`,
    );
    writeFileSync(join(outDir, 'index.html'), html);
  }
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
  for (const file of files.filter(isCompressible)) {
    const { br, gz } = await precompressFile(readFileSync(file));
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
  }
  console.log(`${banner ? 'floor+banner' : 'floor'} built: ${files.map((f) => relative(outDir, f)).join(', ')}`);
}

