// npm run bench:journeys — what a player waits for after a tap, on a phone: Debian's Chromium at a
// Pixel 5 viewport with slow 4G (562.5 ms a round trip, 1.47 Mbit/s down, 675 kbit/s up: Lighthouse's
// mobile profile, applied with DevTools throttling, not simulated) and 4x CPU, against `npm start`
// itself (in-memory database), on two brands, signed in as the README's accounts (demo01, agent01).
// Each run opens a new session (cold: nothing cached, no service worker) and taps through the
// journeys, then through them again (revisits, same session). Between brands it times the floor:
// the floor page's one route change that fetches one JSON reply (scripts/bench/floor/), measured the
// same way, so the ratio tells what the app adds over the least a tap can cost.
// For each journey: median time from the tap (pointerdown) to the screen's content (not its
// skeleton), the sequential round trips on the critical path (requests for code, styles and data,
// and the content's own picture, sent after the tap and done before the content, chained when one
// started after another had finished) and which requests they were, and the JavaScript fetched. Targets: cold <= 1.5 s and <= 2 round trips,
// revisit <= 0.3 s. Not a timed test: it prints numbers.
//   JOURNEY_RUNS=5 npm run bench:journeys       more runs (default 3)
//   JOURNEY_MERCHANTS=demo,atlas               brands (default demo,atlas)
//   npm run bench:journeys -- --no-build        use dist/ as it is
//   JOURNEY_VERBOSE=1                          print every sample as it is taken
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { buildFloor, buildMerchantsUnlessAsked, CHROME, freePort, median, startPlatform } from './harness';

const RUNS = Math.max(1, Number(process.env.JOURNEY_RUNS ?? 3));
const MERCHANTS = (process.env.JOURNEY_MERCHANTS ?? 'demo,atlas').split(',').filter(Boolean);
const FLOOR_HOST = 'floor.localhost';
/** Lighthouse's mobile slow 4G, as DevTools throttling applies it. */
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 } as const;
const CPU_RATE = 4;
const TARGET = { coldMs: 1500, coldRoundTrips: 2, revisitMs: 300 } as const;
/** The network counts as idle after this long without a request in flight. */
const QUIET_MS = 1500;

/** Content checks, run in the page: the screen's own data is there (not its skeleton). */
const CONTENT = {
  home: `[data-screen="home"] [data-testid="banner-slide"] img`,
  member: `[data-screen="member-center"]:not([aria-busy="true"]) [data-testid="member-account"]`,
  deposit: `[data-screen="deposit"]:not([aria-busy="true"]) [data-testid="deposit-method"]`,
  withdraw: `[data-screen="withdraw"]:not([aria-busy="true"]) [data-testid="wallet-balance"][data-state="shown"], [data-screen="withdraw"]:not([aria-busy="true"]) [role="alertdialog"]`,
  games: `[data-screen="game-list"] [data-testid="game-tile"]`,
  lottery: `[data-screen="lottery"] [data-testid="lottery-row"]`,
  records: `[data-screen="account-record"]:not([aria-busy="true"]) [data-testid="record-row"], [data-screen="account-record"]:not([aria-busy="true"]) [data-testid="empty-state"]`,
  agent: `[data-screen="agent-home"] [data-testid="agent-counter-logged-in"]`,
  floor: `[data-testid="floor-data"]`,
} as const;
type ContentKey = keyof typeof CONTENT;

interface Request {
  url: string;
  type: string;
  start: number;
  end?: number;
  cached: boolean;
  bytes: number;
}

/** Every request of a page, on the page's clock (epoch ms), from the DevTools protocol. */
class NetworkLog {
  readonly requests = new Map<string, Request>();
  private offset: number | undefined;
  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => {
      this.offset ??= e.wallTime * 1000 - e.timestamp * 1000;
      const previous = this.requests.get(e.requestId);
      // A redirect reuses the id: the chain is one request that started when the first did.
      this.requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', start: previous?.start ?? this.at(e.timestamp), cached: false, bytes: 0 });
    });
    cdp.on('Network.requestServedFromCache', (e) => {
      const r = this.requests.get(e.requestId);
      if (r) r.cached = true;
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = this.requests.get(e.requestId);
      if (r && (e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache)) r.cached = true;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = this.requests.get(e.requestId);
      if (!r) return;
      r.end = this.at(e.timestamp);
      r.bytes = e.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = this.requests.get(e.requestId);
      if (r) r.end = this.at(e.timestamp);
    });
  }
  private at(timestamp: number): number {
    return timestamp * 1000 + (this.offset ?? 0);
  }
  inFlight(): number {
    let n = 0;
    for (const r of this.requests.values()) if (r.end === undefined) n += 1;
    return n;
  }
  /** Resolves once nothing has been in flight for QUIET_MS (the app's idle prefetch included). */
  async quiet(page: Page, timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < until) {
      if (this.inFlight() > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) return;
      await page.waitForTimeout(100);
    }
  }
}

interface Sample {
  ms: number;
  roundTrips: number;
  chain: string[];
  jsKb: number;
}

function shortName(url: string): string {
  const u = new URL(url);
  if (u.pathname.startsWith('/assets/')) return u.pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');
  return u.pathname.replace(/^\/wps\/relay\//, '').replace(/^\/(wps|lgw)\//, '');
}

/** Requests a screen's content can wait for: code, styles, data; pictures only when the content is one. */
const GATING_TYPES = new Set(['Script', 'Stylesheet', 'Fetch', 'XHR', 'Document']);

/**
 * The critical path between a tap and its content: requests (not from a cache) sent after the tap
 * and finished before the content showed; a request's depth is one more than the deepest request
 * that had finished before it was sent.
 */
function criticalPath(log: NetworkLog, tapAt: number, shownAt: number, contentImage: string | undefined): { roundTrips: number; chain: string[]; jsKb: number } {
  const inWindow = [...log.requests.values()]
    .filter((r) => r.start >= tapAt - 5 && r.end !== undefined && r.end <= shownAt && !r.cached && (GATING_TYPES.has(r.type) || r.url === contentImage))
    .sort((a, b) => a.start - b.start);
  const depth = new Map<Request, { depth: number; after?: Request }>();
  for (const r of inWindow) {
    let best: { depth: number; after?: Request } = { depth: 1 };
    for (const q of inWindow) {
      const d = depth.get(q);
      if (q !== r && d && (q.end ?? Infinity) <= r.start && d.depth + 1 > best.depth) best = { depth: d.depth + 1, after: q };
    }
    depth.set(r, best);
  }
  let last: Request | undefined;
  for (const [r, d] of depth) if (!last || d.depth > (depth.get(last)?.depth ?? 0)) last = r;
  const chain: string[] = [];
  for (let r = last; r; r = depth.get(r)?.after) chain.unshift(shortName(r.url));
  const jsBytes = [...log.requests.values()].filter((r) => r.start >= tapAt - 5 && r.start <= shownAt && r.type === 'Script' && !r.cached).reduce((sum, r) => sum + r.bytes, 0);
  return { roundTrips: last ? (depth.get(last)?.depth ?? 0) : 0, chain, jsKb: jsBytes / 1024 };
}

interface Tab {
  page: Page;
  log: NetworkLog;
}

async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    addEventListener('pointerdown', () => ((window as unknown as { __tapAt: number }).__tapAt = performance.timeOrigin + performance.now()), true);
    localStorage.setItem('MC_LANGUAGE', JSON.stringify('EN'));
  });
  const cdp = await context.newCDPSession(page);
  const log = new NetworkLog(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  return { page, log };
}

/** Taps and times until the content shows (an image must have loaded, text must be there). */
async function tapTo(tab: Tab, target: Locator, content: ContentKey): Promise<Sample> {
  const { page, log } = tab;
  await page.evaluate(() => ((window as unknown as { __tapAt?: number }).__tapAt = undefined));
  const shown = page.waitForFunction(
    (selector) => {
      const el = document.querySelector(selector);
      if (!el) return false;
      if (el instanceof HTMLImageElement ? !(el.complete && el.naturalWidth > 0) : !el.textContent?.trim() && el.getAttribute('role') !== 'alertdialog') return false;
      return { at: performance.timeOrigin + performance.now(), image: el instanceof HTMLImageElement ? el.currentSrc : '' };
    },
    CONTENT[content],
    { polling: 'raf', timeout: 60_000 },
  );
  shown.catch(() => {});
  await target.click({ timeout: 30_000 });
  const { at: shownAt, image } = (await (await shown).jsonValue()) as { at: number; image: string };
  const tapAt = await page.evaluate(() => (window as unknown as { __tapAt?: number }).__tapAt);
  if (typeof tapAt !== 'number') throw new Error(`no pointerdown seen before ${content}`);
  // Requests that finish in the same frame as the content count: give the log a moment to hear of them.
  await page.waitForTimeout(50);
  return { ms: shownAt - tapAt, ...criticalPath(log, tapAt, shownAt, image || undefined) };
}

/** Home's announcement popups and an agent's contract prompts (once a session) stand over what the journeys tap: closed, untimed. */
async function closePopups(page: Page): Promise<void> {
  const close = page.locator('[data-testid="announcement-close"], [data-testid="contract-prompt-cancel"]').first();
  for (let i = 0; i < 10 && (await close.isVisible()); i += 1) {
    await close.click({ timeout: 3_000 }).catch(() => {});
    await page.waitForTimeout(300);
  }
}

async function back(tab: Tab, content: ContentKey): Promise<void> {
  await tab.page.goBack();
  await tab.page.locator(CONTENT[content]).first().waitFor({ timeout: 60_000 });
  await tab.log.quiet(tab.page);
  await closePopups(tab.page);
}

type Journey = 'login → home' | 'home → member centre' | 'member centre → deposit' | 'member centre → account records' | 'home → withdraw' | 'home → game list' | 'home → lottery list' | 'agent login → agent home';
const JOURNEYS: readonly Journey[] = ['login → home', 'home → member centre', 'member centre → deposit', 'member centre → account records', 'home → withdraw', 'home → game list', 'home → lottery list', 'agent login → agent home'];

type Results = Map<string, { cold: Sample[]; revisit: Sample[] }>;

function record(results: Results, key: string, kind: 'cold' | 'revisit', sample: Sample): void {
  if (process.env.JOURNEY_VERBOSE) console.log(`  ${key} ${kind}: ${Math.round(sample.ms)} ms, ${sample.roundTrips} round trip(s): ${sample.chain.join(' → ')}`);
  const entry = results.get(key) ?? { cold: [], revisit: [] };
  entry[kind].push(sample);
  results.set(key, entry);
}

/** The lottery list's link on home sits under the lottery tab of the games menu. */
async function lotteryLink(page: Page): Promise<Locator> {
  const link = page.locator('[data-screen="home"] a[href="/m/moreLottery"]').first();
  if (await link.isVisible()) return link;
  const tab = page.locator('[data-testid^="games-tab-"]').filter({ has: page.locator('text=/lott/i') }).first();
  if (await tab.count()) await tab.click();
  else await page.locator('[data-testid="games-tab-LOTT"], [data-testid^="games-tab-"]').last().click();
  await link.waitFor({ timeout: 30_000 });
  return link;
}

async function memberSession(browser: Browser, base: string, merchant: string, results: Results): Promise<void> {
  const context = await browser.newContext({ ...devices['Pixel 5'], serviceWorkers: 'block' });
  const tab = await openTab(context);
  const { page } = tab;
  try {
    await page.goto(`${base}/m/login`);
    await page.getByTestId('login-form').waitFor();
    await tab.log.quiet(page);
    await page.locator('[data-testid="login-form"] input[name="username"]').fill('demo01');
    await page.locator('[data-testid="login-form"] input[name="password"]').fill('Demo@1234');
    record(results, `${merchant}|login → home`, 'cold', await tapTo(tab, page.getByTestId('login-form').locator('button[type="submit"]'), 'home'));
    await tab.log.quiet(page);
    await closePopups(page);
    for (const kind of ['cold', 'revisit'] as const) {
      const key = (j: Journey) => `${merchant}|${j}`;
      record(results, key('home → member centre'), kind, await tapTo(tab, page.getByTestId('footer-item-member'), 'member'));
      await tab.log.quiet(page);
      record(results, key('member centre → deposit'), kind, await tapTo(tab, page.getByTestId('member-menu-deposit'), 'deposit'));
      await tab.log.quiet(page);
      await back(tab, 'member');
      record(results, key('member centre → account records'), kind, await tapTo(tab, page.getByTestId('member-menu-account-record'), 'records'));
      await tab.log.quiet(page);
      await back(tab, 'member');
      await back(tab, 'home');
      record(results, key('home → withdraw'), kind, await tapTo(tab, page.getByTestId('header-withdraw'), 'withdraw'));
      await tab.log.quiet(page);
      await back(tab, 'home');
      record(results, key('home → game list'), kind, await tapTo(tab, page.locator('[data-screen="home"] [data-testid="vendor-item"]').first(), 'games'));
      await tab.log.quiet(page);
      await back(tab, 'home');
      record(results, key('home → lottery list'), kind, await tapTo(tab, await lotteryLink(page), 'lottery'));
      await tab.log.quiet(page);
      await back(tab, 'home');
    }
  } finally {
    await context.close();
  }
}

async function agentSession(browser: Browser, base: string, merchant: string, results: Results): Promise<void> {
  const context = await browser.newContext({ ...devices['Pixel 5'], serviceWorkers: 'block' });
  const tab = await openTab(context);
  const { page } = tab;
  try {
    await page.goto(`${base}/m/agent`);
    await page.getByTestId('login-form').waitFor();
    await tab.log.quiet(page);
    await page.locator('[data-testid="login-form"] input[name="username"]').fill('agent01');
    await page.locator('[data-testid="login-form"] input[name="password"]').fill('Agent@1234');
    record(results, `${merchant}|agent login → agent home`, 'cold', await tapTo(tab, page.getByTestId('login-form').locator('button[type="submit"]'), 'agent'));
    await tab.log.quiet(page);
    await closePopups(page);
    await page.getByTestId('agent-footer-item-notices').click();
    await page.locator('[data-screen="agent-notices"]').waitFor();
    await tab.log.quiet(page);
    // Back to agent home with the header's back arrow (the notices have the main footer).
    record(results, `${merchant}|agent login → agent home`, 'revisit', await tapTo(tab, page.getByTestId('header-back'), 'agent'));
  } finally {
    await context.close();
  }
}

async function floorTap(browser: Browser, base: string): Promise<Sample> {
  const context = await browser.newContext({ ...devices['Pixel 5'], serviceWorkers: 'block' });
  const tab = await openTab(context);
  try {
    await tab.page.goto(`${base}/m/home`);
    await tab.page.getByTestId('floor-data-link').waitFor();
    await tab.log.quiet(tab.page);
    return await tapTo(tab, tab.page.getByTestId('floor-data-link'), 'floor');
  } finally {
    await context.close();
  }
}

const fmt = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');

async function main(): Promise<void> {
  await buildMerchantsUnlessAsked();
  const work = mkdtempSync(join(tmpdir(), 'lobby-journeys-'));
  const floorDir = join(work, 'floor');
  await buildFloor(floorDir);
  const port = await freePort();
  const platform = await startPlatform(port, { sites: { [FLOOR_HOST]: floorDir } });
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const results: Results = new Map();
  const floor: Sample[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const merchant of MERCHANTS) {
        floor.push(await floorTap(browser, `http://${FLOOR_HOST}:${port}`));
        const base = `http://${merchant}.localhost:${port}`;
        await memberSession(browser, base, merchant, results);
        await agentSession(browser, base, merchant, results);
        console.log(`run ${run}/${RUNS} ${merchant} done`);
      }
    }
  } finally {
    await browser.close();
    platform.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
  const floorMs = median(floor.map((s) => s.ms));
  console.log(`\nJourneys: Pixel 5, slow 4G applied (${NETWORK.latency} ms round trip, 1.47 Mbit/s down), ${CPU_RATE}x CPU; median of ${RUNS} runs; time from the tap to the screen's content`);
  console.log(`floor (a route change that fetches one JSON reply): ${fmt(floorMs)}, ${median(floor.map((s) => s.roundTrips))} round trip(s)`);
  console.log('| brand | journey | cold | ×floor | round trips | critical path | JS KB | revisit | revisit round trips |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  let met = true;
  for (const merchant of MERCHANTS) {
    for (const journey of JOURNEYS) {
      const entry = results.get(`${merchant}|${journey}`);
      if (!entry) continue;
      const cold = median(entry.cold.map((s) => s.ms));
      const trips = median(entry.cold.map((s) => s.roundTrips));
      const revisit = entry.revisit.length ? median(entry.revisit.map((s) => s.ms)) : NaN;
      const revisitTrips = entry.revisit.length ? median(entry.revisit.map((s) => s.roundTrips)) : NaN;
      const chain = entry.cold.map((s) => s.chain).sort((a, b) => b.length - a.length)[Math.floor(entry.cold.length / 2)] ?? [];
      const ok = cold <= TARGET.coldMs && trips <= TARGET.coldRoundTrips && (!(revisit >= 0) || revisit <= TARGET.revisitMs);
      met &&= ok;
      console.log(
        `| ${merchant} | ${journey} | ${fmt(cold)} | ${(cold / floorMs).toFixed(2)} | ${trips} | ${chain.join(' → ') || '—'} | ${median(entry.cold.map((s) => s.jsKb)).toFixed(1)} | ${fmt(revisit)} | ${Number.isFinite(revisitTrips) ? revisitTrips : '—'} |${ok ? '' : ' MISSED'}`,
      );
    }
  }
  console.log(`targets: cold <= ${TARGET.coldMs / 1000} s and <= ${TARGET.coldRoundTrips} round trips, revisit <= ${TARGET.revisitMs / 1000} s: ${met ? 'met' : 'NOT met'}`);
  if (!met) process.exitCode = 1;
}

void main();
