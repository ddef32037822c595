// The brand gallery (`npm run gallery`): every merchant's key screens in every language it offers,
// photographed at the e2e suite's phone viewport into dist/gallery/<code>/<screen>-<locale>.png,
// with a contact sheet per brand and one for all (sheet.ts). The artifacts are built first when
// missing; the reference platform runs in-process (platform/server.ts's buildPlatform, as
// `npm start` does) on a free port with an in-memory seeded database; Debian's Chromium is driven
// through Playwright's library API with the headless flags of playwright.config.ts.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium, devices, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import type { LanguageCode } from '../../src/config/languages';
import type { MerchantConfig } from '../../src/config/merchant-config.generated';
import { closedRecord, popupSignature } from '../../src/features/announcements/popup-state';
import { storageKeys, type SessionInfo } from '../../src/state/storage';
import { buildPlatform } from '../../platform/server';
import { compile, PROJECT_ROOT } from '../compile/index';
import { formatDiagnostic } from '../compile/diagnostics';
import { validateMerchants, type ValidMerchant } from '../compile/validate';
import { formatLayoutProblems, LAYOUT_AUDIT_SCRIPT, type LayoutProblem } from './layout-audit';
import { GALLERY_ACCOUNTS, planMerchant, type GalleryAccount, type GalleryShot, type MerchantPlan } from './plan';
import { renderBrandSheet, renderIndexSheet, type BrandSheet } from './sheet';

/** The e2e suite's phone (playwright.config.ts uses the same descriptor). */
export const GALLERY_DEVICE = devices['Pixel 5'];
export const DEFAULT_CONCURRENCY = 3;
/** The brand's manifest beside its PNGs; the index sheet is built from every brand's. */
export const BRAND_MANIFEST = 'gallery.json';
const SHOT_TIMEOUT_MS = 20_000;

export interface GalleryOptions {
  /** Merchant codes (default: every merchant in merchantsDir). */
  readonly merchants?: readonly string[];
  /** Default <project>/dist/gallery. */
  readonly outDir?: string;
  /** The built artifacts the platform serves. Default <project>/dist. */
  readonly distDir?: string;
  readonly merchantsDir?: string;
  /** 'auto' builds the merchants whose dist/<code>/ is missing; 'never' uses dist/ as it is; 'always' rebuilds them. */
  readonly build?: 'auto' | 'never' | 'always';
  /** Pages rendering at once (default 3). */
  readonly concurrency?: number;
  readonly log?: (line: string) => void;
}

export interface ShotResult {
  readonly shot: GalleryShot;
  /** Absolute path of the PNG (written only when ok). */
  readonly path: string;
  readonly ok: boolean;
  readonly error?: string;
  /** What the page said once drawn: `<html lang>` and `dir`, the screen's key. */
  readonly htmlLang?: string;
  readonly dir?: string;
  /** What the layout audit found on the drawn screen (layout-audit.ts): words cut or spilling, small targets. */
  readonly layout?: readonly LayoutProblem[];
  readonly ms: number;
}

export interface GalleryResult {
  readonly outDir: string;
  readonly plans: readonly MerchantPlan[];
  readonly results: readonly ShotResult[];
  readonly sheets: readonly BrandSheet[];
  readonly built: readonly string[];
  readonly ms: number;
  /** Where the time went: checking and building, starting the platform and browser and signing in, rendering. */
  readonly timings: { readonly prepareMs: number; readonly startMs: number; readonly renderMs: number };
}

/** The Chromium flags the e2e suite launches with (playwright.config.ts is their one source). */
function launchArgs(): string[] {
  return [...(playwrightConfig.use?.launchOptions?.args ?? [])];
}

function loadBrands(merchantsDir: string, only: readonly string[] | undefined): ValidMerchant[] {
  const validation = validateMerchants({
    merchantsDir,
    themesDir: join(PROJECT_ROOT, 'themes'),
    schemaFile: join(PROJECT_ROOT, 'schemas/merchant.schema.json'),
    localesDir: join(PROJECT_ROOT, 'src/i18n/locales'),
  });
  const errors = validation.diagnostics.filter((d) => d.severity === 'error' && (!only || only.some((code) => d.file.endsWith(`${code}.json`))));
  if (errors.length > 0) throw new Error(`merchant configs have errors (npm run build -- --check):\n${errors.map(formatDiagnostic).join('\n')}`);
  if (!only || only.length === 0) return validation.merchants;
  return only.map((code) => {
    const found = validation.merchants.find((m) => m.config.code === code);
    if (!found) throw new Error(`no such merchant "${code}" in ${merchantsDir}`);
    return found;
  });
}

async function ensureBuilt(brands: readonly ValidMerchant[], distDir: string, merchantsDir: string, mode: GalleryOptions['build'], log: (line: string) => void): Promise<string[]> {
  if (mode === 'never') {
    const missing = brands.filter((b) => !existsSync(join(distDir, b.config.code, 'index.html'))).map((b) => b.config.code);
    if (missing.length > 0) throw new Error(`no built artifact for ${missing.join(', ')} in ${distDir} (run npm run build, or drop --no-build)`);
    return [];
  }
  const codes = brands.filter((b) => mode === 'always' || !existsSync(join(distDir, b.config.code, 'index.html'))).map((b) => b.config.code);
  if (codes.length === 0) return [];
  log(`building ${codes.join(', ')} (their artifacts are missing)...`);
  const result = await compile({ only: codes, merchantsDir, outDir: distDir, log: () => {} });
  if (!result.ok) throw new Error(`the build failed:\n${result.diagnostics.map(formatDiagnostic).join('\n')}`);
  return codes;
}

interface Platform {
  readonly port: number;
  close(): Promise<void>;
}

async function startPlatform(distDir: string, merchantsDir: string): Promise<Platform> {
  const app = await buildPlatform({ dbPath: ':memory:', distDir, merchantsDir, dev: false, logger: false });
  // "localhost" binds 127.0.0.1 and ::1 (one port), where Chromium resolves <code>.localhost.
  await app.listen({ port: 0, host: 'localhost' });
  const address = app.server.address() as AddressInfo;
  return { port: address.port, close: () => app.close() };
}

/** Signs in through POST /wps/session/login with the app's own client (encrypted as the app does). */
async function signIn(port: number, config: MerchantConfig, account: Exclude<GalleryAccount, 'guest'>): Promise<SessionInfo> {
  const { configure } = await import('../../src/api/client');
  const { callEndpoint } = await import('../../src/api/endpoints');
  configure({ baseUrl: `http://localhost:${port}`, merchantCode: config.code, encryptionScheme: config.encryption.scheme, getLanguage: () => 'EN', isOnline: () => true });
  const { username, password } = GALLERY_ACCOUNTS[account];
  // A fixed install id (the app keeps a random one in storage): the gallery is one install.
  const reply = await callEndpoint('login', { body: { type: 'username', username, password, loginDeviceId: '00000000-0000-4000-8000-0000000a11e7' } });
  return { id: reply.id, token: reply.token, merchantCode: reply.merchantCode ?? config.code, userName: reply.userName, type: reply.customerType, firstTimeLogin: reply.firstTimeLogin };
}

/**
 * What the app stores once a visitor has closed the home popups (the e2e global setup does the
 * same, tests/e2e/support/announcements.ts): the popup would otherwise cover home.
 */
async function seenPopupsRecord(port: number, config: MerchantConfig): Promise<string> {
  const { configure } = await import('../../src/api/client');
  const { callEndpoint } = await import('../../src/api/endpoints');
  // A popup's identity is the hash of its words, so each language the platform writes popups in
  // (platform/content-language.ts) is another set; the record holds them all.
  const popups = [];
  for (const language of ['EN', 'VI', 'CN']) {
    configure({ baseUrl: `http://localhost:${port}`, merchantCode: config.code, encryptionScheme: config.encryption.scheme, getLanguage: () => language, isOnline: () => true });
    const reply = await callEndpoint('homeAnnouncements', { query: { types: 'PU', groupName: 'm_home', platform: 'M', merchantCode: config.code } });
    popups.push(...(reply.popup ?? []));
  }
  return JSON.stringify(closedRecord(popupSignature(popups)));
}

interface BrandContext {
  readonly origin: string;
  readonly popupRecord: string;
  readonly sessions: Partial<Record<GalleryAccount, SessionInfo>>;
}

/** Waits until the screen is drawn: its root without aria-busy, no skeleton or busy part on screen, pictures decoded, fonts ready, finite animations over. */
async function waitDrawn(page: Page, screen: string): Promise<void> {
  await page.locator(`main[data-screen="${screen}"]:not([aria-busy="true"])`).waitFor({ state: 'visible', timeout: SHOT_TIMEOUT_MS });
  // No named helpers inside page functions: tsx would wrap them in its __name(), which the page lacks.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[aria-busy="true"], .skeleton, img')].every((el) => {
        const r = el.getBoundingClientRect();
        const onScreen = r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
        if (!onScreen) return true;
        return el instanceof HTMLImageElement && !el.classList.contains('skeleton') && el.getAttribute('aria-busy') !== 'true' && el.complete;
      }),
    undefined,
    { timeout: SHOT_TIMEOUT_MS, polling: 100 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    // Two frames: what the last state change drew is on screen.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * One visitor of one brand (guest, demo01 or agent01) in one browser context: every shot of theirs,
 * language by language, each a fresh page load (the language is what the picker would have stored).
 * One context per visitor rather than per shot: the assets load once, as on a phone.
 */
async function shootVisitor(browser: Browser, shots: readonly GalleryShot[], brand: BrandContext, outDir: string, done: (result: ShotResult) => void): Promise<void> {
  const first = shots[0];
  if (!first) return;
  const session = brand.sessions[first.screen.account];
  const options: BrowserContextOptions = {
    ...GALLERY_DEVICE,
    // The app's service worker would precache the whole artifact behind every visitor's first
    // shot (seconds of CPU per context) and changes nothing a screenshot shows.
    serviceWorkers: 'block',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: brand.origin,
          localStorage: [
            { name: storageKeys.language.name, value: JSON.stringify(first.language) },
            { name: storageKeys.announcementPopupMember.name, value: brand.popupRecord },
            { name: storageKeys.announcementPopupGuest.name, value: brand.popupRecord },
          ],
        },
      ],
    },
  };
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    if (session) {
      // The session where the app keeps it, with its contract prompts already put (they are modal).
      await page.addInitScript(
        ({ sessionKey, promptedKey, value }) => {
          sessionStorage.setItem(sessionKey, JSON.stringify(value));
          sessionStorage.setItem(promptedKey, JSON.stringify(value.token));
        },
        { sessionKey: storageKeys.session.name, promptedKey: storageKeys.contractPromptsShown.name, value: session },
      );
    }
    let language = first.language;
    for (const shot of shots) {
      const started = performance.now();
      const path = join(outDir, shot.merchant, shot.file);
      try {
        if (shot.language !== language) {
          // What the language picker stores; the next load starts in it.
          await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: storageKeys.language.name, value: JSON.stringify(shot.language) });
          language = shot.language;
        }
        await page.goto(`${brand.origin}${shot.path}`, { waitUntil: 'load', timeout: SHOT_TIMEOUT_MS });
        await waitDrawn(page, shot.screen.id);
        const seen = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
          screen: document.querySelector('main[data-screen]')?.getAttribute('data-screen') ?? '',
        }));
        if (seen.screen !== shot.screen.id) throw new Error(`expected screen ${shot.screen.id}, the app shows ${seen.screen || 'nothing'} at ${page.url()}`);
        if (seen.lang !== shot.locale) throw new Error(`expected <html lang="${shot.locale}">, found "${seen.lang}"`);
        if ((seen.dir === 'rtl') !== shot.rtl) throw new Error(`expected dir ${shot.rtl ? 'rtl' : 'ltr'}, found "${seen.dir}"`);
        const layout = (await page.evaluate(LAYOUT_AUDIT_SCRIPT)) as LayoutProblem[];
        await page.screenshot({ path, animations: 'disabled', caret: 'hide', timeout: SHOT_TIMEOUT_MS });
        done({ shot, path, ok: true, htmlLang: seen.lang, dir: seen.dir, layout, ms: performance.now() - started });
      } catch (error) {
        done({ shot, path, ok: false, error: (error instanceof Error ? error.message : String(error)).split('\n')[0], ms: performance.now() - started });
      }
    }
  } finally {
    await context.close();
  }
}

/** The brand sheets in outDir (every brand rendered so far, this run's and earlier ones). */
function readSheets(outDir: string): BrandSheet[] {
  if (!existsSync(outDir)) return [];
  const sheets: BrandSheet[] = [];
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    const file = join(outDir, entry.name, BRAND_MANIFEST);
    if (entry.isDirectory() && existsSync(file)) sheets.push(JSON.parse(readFileSync(file, 'utf8')) as BrandSheet);
  }
  return sheets.sort((a, b) => a.code.localeCompare(b.code));
}

export async function runGallery(options: GalleryOptions = {}): Promise<GalleryResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const merchantsDir = resolve(options.merchantsDir ?? join(PROJECT_ROOT, 'merchants'));
  const distDir = resolve(options.distDir ?? join(PROJECT_ROOT, 'dist'));
  const outDir = resolve(options.outDir ?? join(distDir, 'gallery'));
  const concurrency = Math.max(1, Math.min(8, Math.trunc(options.concurrency ?? DEFAULT_CONCURRENCY)));

  const brands = loadBrands(merchantsDir, options.merchants);
  const built = await ensureBuilt(brands, distDir, merchantsDir, options.build ?? 'auto', log);
  const plans = brands.map((b) => planMerchant(b.config));
  const prepared = performance.now();

  const platform = await startPlatform(distDir, merchantsDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launchArgs() });
  const results: ShotResult[] = [];
  let startedRendering = performance.now();
  let rendered = startedRendering;
  try {
    const contexts = new Map<string, BrandContext>();
    for (const brand of brands) {
      const { config } = brand;
      const plan = plans.find((p) => p.code === config.code);
      const accounts = new Set(plan?.shots.map((s) => s.screen.account));
      const sessions: BrandContext['sessions'] = {};
      for (const account of ['member', 'agent'] as const) if (accounts.has(account)) sessions[account] = await signIn(platform.port, config, account);
      contexts.set(config.code, { origin: `http://${config.code}.localhost:${platform.port}`, popupRecord: await seenPopupsRecord(platform.port, config), sessions });
      rmSync(join(outDir, config.code), { recursive: true, force: true });
      mkdirSync(join(outDir, config.code), { recursive: true });
    }
    startedRendering = performance.now();
    // One unit per brand and visitor, the longest first so the pages finish together.
    const units = plans
      .flatMap((p) => (['guest', 'member', 'agent'] as const).map((account) => p.shots.filter((s) => s.screen.account === account).sort((a, b) => a.language.localeCompare(b.language))))
      .filter((unit) => unit.length > 0)
      .sort((a, b) => b.length - a.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < units.length) {
        const unit = units[next++];
        const brand = unit?.[0] && contexts.get(unit[0].merchant);
        if (!unit || !brand) continue;
        await shootVisitor(browser, unit, brand, outDir, (result) => {
          results.push(result);
          log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.shot.merchant}/${result.shot.file} ${Math.round(result.ms)} ms${result.error ? `: ${result.error}` : ''}`);
          for (const line of formatLayoutProblems(result.layout ?? [])) log(`     layout ${line}`);
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, units.length) }, worker));
    rendered = performance.now();
  } finally {
    await browser.close();
    await platform.close();
  }

  const generatedAt = new Date().toISOString();
  const viewport = { ...GALLERY_DEVICE.viewport, deviceScaleFactor: GALLERY_DEVICE.deviceScaleFactor };
  const sheets: BrandSheet[] = brands.map((brand) => {
    const plan = plans.find((p) => p.code === brand.config.code) ?? { code: brand.config.code, shots: [], skipped: [] };
    const mine = results.filter((r) => r.shot.merchant === brand.config.code);
    const sheet: BrandSheet = {
      code: brand.config.code,
      name: brand.config.name,
      theme: { name: brand.theme.name, colors: brand.theme.colors },
      languages: brand.config.languages,
      defaultLanguage: brand.config.defaultLanguage as LanguageCode,
      shots: plan.shots.map(({ file, language, locale, rtl, screen }) => ({ file, language, locale, rtl, screen })),
      skipped: plan.skipped.map(({ screen, reason }) => ({ screen, reason })),
      failed: mine.filter((r) => !r.ok).map((r) => ({ file: r.shot.file, error: r.error ?? 'failed' })),
      layout: mine.filter((r) => (r.layout ?? []).length > 0).map((r) => ({ file: r.shot.file, problems: formatLayoutProblems(r.layout ?? []) })),
      generatedAt,
      viewport,
    };
    writeFileSync(join(outDir, sheet.code, BRAND_MANIFEST), JSON.stringify(sheet, null, 2) + '\n');
    writeFileSync(join(outDir, sheet.code, 'index.html'), renderBrandSheet(sheet));
    return sheet;
  });
  writeFileSync(join(outDir, 'index.html'), renderIndexSheet(readSheets(outDir)));
  const timings = { prepareMs: prepared - started, startMs: startedRendering - prepared, renderMs: rendered - startedRendering };
  return { outDir, plans, results, sheets, built, ms: performance.now() - started, timings };
}

const secs = (ms: number): string => (ms / 1000).toFixed(1);

/** The summary `npm run gallery` prints. */
export function summarize(result: GalleryResult): string[] {
  const lines: string[] = [];
  for (const plan of result.plans) {
    const mine = result.results.filter((r) => r.shot.merchant === plan.code);
    const ok = mine.filter((r) => r.ok).length;
    const skipped = plan.skipped.map((s) => `${s.screen.id} (${s.reason})`).join(', ');
    lines.push(`  ${plan.code.padEnd(10)} ${ok}/${plan.shots.length} screenshot(s)${skipped ? `, skipped ${skipped}` : ''}`);
  }
  const failed = result.results.filter((r) => !r.ok);
  const ok = result.results.length - failed.length;
  const slowest = Math.max(0, ...result.results.map((r) => r.ms));
  const layout = result.results.filter((r) => (r.layout ?? []).length > 0);
  lines.push(
    `${ok} screenshot(s) of ${result.plans.length} brand(s) in ${(result.ms / 1000).toFixed(1)} s${result.built.length > 0 ? ` (built ${result.built.join(', ')} first)` : ''}; slowest shot ${Math.round(slowest)} ms; ${failed.length} failed`,
    `  time: check${result.built.length > 0 ? ' and build' : ''} ${secs(result.timings.prepareMs)} s, platform + browser + sign-ins ${secs(result.timings.startMs)} s, rendering ${secs(result.timings.renderMs)} s`,
  );
  for (const f of failed) lines.push(`  FAILED ${f.shot.merchant}/${f.shot.file}: ${f.error ?? ''}`);
  lines.push(`layout audit: ${layout.length === 0 ? 'no words cut or spilling, every target 44 px' : `${layout.length} screenshot(s) with problems`}`);
  for (const r of layout) for (const line of formatLayoutProblems(r.layout ?? [])) lines.push(`  ${r.shot.merchant}/${r.shot.file} ${line}`);
  lines.push(`contact sheet: ${join(result.outDir, 'index.html')}`);
  return lines;
}
