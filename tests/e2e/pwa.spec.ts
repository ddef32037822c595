// The brand's PWA (docs/pwa.md) on a platform of this spec's own, whose served artifacts it swaps
// to play a redeploy: demo installs its worker, runs offline (the precached shell for /m/*, the
// brand's offline page for the rest), is installable, and offers the update toast when a new build
// is deployed; mono's kill-switch build, deployed over an installed worker, leaves no registration
// and no cache behind. The releases are real builds: the artifacts the global setup built, and
// a second compile (the same application, demo renamed, mono with serviceWorker.killSwitch).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildPlatform } from '../../platform/server';
import { compile } from '../../scripts/compile/index';
import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

// Each test installs a worker that precaches every shared chunk, and the first builds a second release.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// The suite keeps service workers out of its contexts (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: 'allow' });

const RENAMED = 'Demo Casino Plus';

let work: string;
let platform: FastifyInstance;
let port: number;
/** The second release (demo renamed, mono with the kill switch), built while the first test runs. */
let nextRelease: Promise<string>;

function url(code: 'demo' | 'mono', path: string): string {
  return `http://${code}.localhost:${port}${path}`;
}

/** Puts a merchant's artifact of the second release where the platform serves it. */
async function deploy(code: 'demo' | 'mono'): Promise<void> {
  const next = await nextRelease;
  const live = join(work, 'live', code);
  renameSync(live, join(work, `${code}.previous`));
  renameSync(join(next, code), live);
}

async function buildNextRelease(): Promise<string> {
  const merchants = join(work, 'merchants');
  mkdirSync(merchants, { recursive: true });
  const demo = JSON.parse(readFileSync('merchants/demo.json', 'utf8')) as Record<string, unknown>;
  const mono = JSON.parse(readFileSync('merchants/mono.json', 'utf8')) as Record<string, unknown>;
  writeFileSync(join(merchants, 'demo.json'), JSON.stringify({ ...demo, name: RENAMED }));
  writeFileSync(join(merchants, 'mono.json'), JSON.stringify({ ...mono, serviceWorker: { killSwitch: true } }));
  const outDir = join(work, 'next');
  const result = await compile({ merchantsDir: merchants, outDir, appDir: '.build/app', log: () => {} });
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return outDir;
}

/** The worker's state, or null while a navigation replaces the page's context. */
async function workerState(page: Page): Promise<{ registrations: number; active: string | null; caches: string[] } | null> {
  try {
    return await page.evaluate(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      return { registrations: registrations.length, active: registrations[0]?.active?.state ?? null, caches: await caches.keys() };
    });
  } catch {
    return null;
  }
}

async function installabilityErrors(page: Page): Promise<unknown[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  await cdp.detach();
  return installabilityErrors;
}

test.beforeAll(async () => {
  // Copying two artifacts (every language's strings in each) while the next release compiles.
  test.setTimeout(120_000);
  work = mkdtempSync(join(tmpdir(), 'lobby-pwa-'));
  for (const code of ['demo', 'mono']) cpSync(join('dist', code), join(work, 'live', code), { recursive: true });
  nextRelease = buildNextRelease();
  nextRelease.catch(() => undefined);
  platform = await buildPlatform({ dbPath: ':memory:', distDir: join(work, 'live'), dev: false });
  await platform.listen({ port: 0, host: 'localhost' });
  port = (platform.server.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await platform?.close();
  await nextRelease?.catch(() => undefined);
  if (work) rmSync(work, { recursive: true, force: true });
});

test('demo: the worker installs and controls the page, the shell works offline, the offline page answers the rest, then a redeploy offers the update', async ({ page, context }) => {
  await page.goto(url('demo', '/m/home'));
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  // The install precaches every shared chunk (about 400 files, 8 s on an idle machine): give a busy CI room.
  await expect.poll(async () => (await workerState(page))?.active, { timeout: 45_000 }).toBe('activated');
  await page.reload();
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(url('demo', '/sw.js'));

  // What the worker keeps: the precache and nothing from the API.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toEqual(expect.arrayContaining(['/index.html', '/offline.html', '/manifest.webmanifest', '/icons/icon-maskable-512.png']));
  expect(cached.filter((path) => path.startsWith('/wps/') || path.startsWith('/lgw/'))).toEqual([]);

  // Offline: an app page is the precached shell (its data says it is offline, the page is not blank)…
  await context.setOffline(true);
  await page.goto(url('demo', '/m/home'));
  await expect(page.locator('main[data-screen]')).toBeVisible();
  await expect(page.getByTestId('brand-name').or(page.locator('.title-bar')).first()).toBeVisible();
  await expect(page.getByTestId('connection-banner')).toHaveAttribute('data-state', /^(offline|unstable)$/);
  // …and a page outside the app, never cached, is the brand's offline page in its languages.
  await page.goto(url('demo', '/demo-game?nodeId=1&merchant=demo'));
  const offline = page.locator('main[data-screen="offline"]');
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText('Bạn đang ngoại tuyến');
  await expect(page.getByTestId('offline-brand')).toHaveText('Demo Casino');
  await expect(offline.locator('li[lang="en"]')).toContainText('You are offline');
  await expect(offline.locator('li[lang="zh-CN"]')).toContainText('您已离线');
  await expect(page.getByTestId('offline-retry')).toHaveAttribute('href', '');
  expect(await axeViolations(page)).toEqual([]);
  const retry = await page.getByTestId('offline-retry').boundingBox();
  expect(Math.min(retry?.width ?? 0, retry?.height ?? 0)).toBeGreaterThanOrEqual(43.5);
  await context.setOffline(false);

  // A redeploy: the page still runs the installed version until the player taps Reload.
  await deploy('demo');
  await page.goto(url('demo', '/m/home'));
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  await expect(page).toHaveTitle('Demo Casino');
  const toast = page.getByTestId('update-toast');
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast).toContainText('Đã có phiên bản mới.');
  expect(await axeViolations(page, { include: '[data-testid="update-toast"]' })).toEqual([]);
  const button = await page.getByTestId('update-reload').boundingBox();
  expect(Math.min(button?.width ?? 0, button?.height ?? 0)).toBeGreaterThanOrEqual(43.5);
  await page.getByTestId('update-reload').click();
  await expect(page).toHaveTitle(RENAMED);
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  await expect(page.getByTestId('update-toast')).toHaveCount(0);
});

test('demo and mono are installable (Chrome reports no installability error)', async ({ playwright }) => {
  // Not from an incognito context (Chrome's first installability error there): a profile on disk.
  const profile = mkdtempSync(join(tmpdir(), 'lobby-pwa-profile-'));
  const persistent = await playwright.chromium.launchPersistentContext(profile, {
    ...playwright.devices['Pixel 5'],
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync', '--disable-component-update'],
  });
  try {
    const page = persistent.pages()[0] ?? (await persistent.newPage());
    for (const code of ['demo', 'mono'] as const) {
      await page.goto(url(code, '/m/home'));
      await expect(page.locator('main[data-screen="home"]')).toBeVisible();
      // The install precaches every shared chunk (about 400 files, 8 s on an idle machine): give a busy CI room.
      await expect.poll(async () => (await workerState(page))?.active, { timeout: 45_000 }).toBe('activated');
      await expect.poll(() => installabilityErrors(page)).toEqual([]);
    }
  } finally {
    await persistent.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('mono: its kill-switch build removes the installed worker and every cache', async ({ page }) => {
  await page.goto(url('mono', '/m/home'));
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  // The install precaches every shared chunk (about 400 files, 8 s on an idle machine): give a busy CI room.
  await expect.poll(async () => (await workerState(page))?.active, { timeout: 45_000 }).toBe('activated');
  expect((await workerState(page))?.caches.length).toBeGreaterThan(0);

  await deploy('mono');
  await page.reload();
  await expect.poll(async () => await workerState(page), { timeout: 15_000 }).toEqual({ registrations: 0, active: null, caches: [] });
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  // The page now comes from the network, and the kill-switch build registers nothing.
  await page.reload();
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await workerState(page)).toEqual({ registrations: 0, active: null, caches: [] });
});

/** A stand-in for the upstream site's worker (reference facts §6): scope /m/, its own caches and database, and it answers every /m/ navigation with its offline page. */
const UPSTREAM_WORKER = `
self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open('spa-offline-v1-37322');
    await cache.put('/m/offline.html', new Response('<!DOCTYPE html><title>Upstream</title><h1 data-testid="upstream-offline">Upstream offline page</h1>', { headers: { 'Content-Type': 'text/html' } }));
    await self.skipWaiting();
  })());
});
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([
    self.clients.claim(),
    caches.open('workbox-precache-v2-' + self.registration.scope),
    new Promise((resolve) => { const open = indexedDB.open('tc-app'); open.onupgradeneeded = () => open.result.createObjectStore('storage'); open.onsuccess = () => { open.result.close(); resolve(); }; }),
  ]));
});
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.respondWith(caches.match('/m/offline.html'));
});
`;

test("a phone with the upstream site's worker (scope /m/) gets it retired by the artifact's /m/sw.js and lands in the app", async ({ browser }) => {
  // That worker was registered by the upstream site, under its own policy: bypassCSP stands for it.
  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'allow', bypassCSP: true });
  const page = await context.newPage();
  const served = join(work, 'live', 'demo', 'm');
  const ours = join(work, 'demo.m-sw');
  renameSync(served, ours);
  mkdirSync(served);
  writeFileSync(join(served, 'sw.js'), UPSTREAM_WORKER);
  try {
    await page.goto(url('demo', '/m/useragreement'));
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/m/sw.js', { scope: '/m/' });
    });
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/m/home'))?.active?.state ?? null).catch(() => null), { timeout: 15_000 })
      .toBe('activated');
    // The upstream worker keeps answering the app's pages with its own page…
    await page.goto(url('demo', '/m/home'));
    await expect(page.getByTestId('upstream-offline')).toBeVisible();
  } finally {
    // …until the artifact's own m/sw.js is what that URL serves again.
    rmSync(served, { recursive: true, force: true });
    renameSync(ours, served);
  }
  // The next visit's update check installs the retiring worker, which reloads the page into the app.
  await page.goto(url('demo', '/m/home'));
  await expect(page.locator('main[data-screen="home"]')).toBeVisible({ timeout: 15_000 });
  const left = async () =>
    page
      .evaluate(async () => ({
        upstream: (await navigator.serviceWorker.getRegistrations()).filter((r) => r.scope.endsWith('/m/')).length,
        caches: (await caches.keys()).filter((name) => name.startsWith('spa-offline-') || name.endsWith('/m/')),
        databases: (await indexedDB.databases()).map((d) => d.name).filter((name) => name === 'tc-app'),
      }))
      .catch(() => null);
  await expect.poll(left, { timeout: 15_000 }).toEqual({ upstream: 0, caches: [], databases: [] });
  await expect(page.locator('main[data-screen="home"]')).toBeVisible();
  await context.close();
});
