// The data-driven fault sweep (docs/faults.md): a table of hostile replies (the platform's fault
// catalogue, platform/faults.ts) × a table of main screens. For each pair: arm the fault on the
// endpoint the screen's data comes from, load the screen afresh inside the running app, and check
// that the screen is not blank, nothing threw, the catalogued message (or the data, for faults the
// app must tolerate) shows, typed input is still there, and the screen comes back once the fault
// clears. The spec files only pick their screens from SCREENS.
import { HOSTILE_MESSAGE } from '../../../platform/faults';
import { readFileSync } from 'node:fs';
import { LANGUAGES, type LanguageCode } from '../../../src/config/languages';
import { TOAST } from '../../../src/config/constants';
import { UNKNOWN_ERROR_CODE } from '../../../platform/faults';
import { armFault, clearFaults, errorText, faultState } from './faults';
import { navigateInApp } from './app';
import { ACCOUNTS, apiLogin, merchantUrl, seedSession, type E2eSession, type MerchantCode } from './platform';
import { expect, test, type Browser, type Page } from './test';
import { resetPlatform } from './auth';

/** What the app must show under a fault. */
export type Outcome =
  /** The error table's message for this code (computed from the locale files). */
  | { kind: 'code'; code: string }
  /** A literal text (the server's own words). */
  | { kind: 'text'; text: string }
  /** The real data: the fault must be tolerated. */
  | { kind: 'data' }
  /** A reply of the wrong shape: the malformed message, or the data where the value still fits. */
  | { kind: 'dataOrMalformed' }
  /** The session ended: the login screen with its message (a guest sees the message). */
  | { kind: 'session' };

export interface FaultCase {
  fault: string;
  outcome: Outcome;
  /** Calls to spoil: reads are retried (network and 5xx malformed), so those faults cover three. */
  times?: number;
  delayMs?: number;
}

const malformed: Outcome = { kind: 'code', code: 'client.malformed' };
const wrongShape: Outcome = { kind: 'dataOrMalformed' };

/** Every fault of the catalogue and what the app must show for it. */
export const FAULT_CASES: readonly FaultCase[] = [
  { fault: 'http500', outcome: { kind: 'code', code: 'unknown.system.err' } },
  { fault: 'http502', outcome: malformed, times: 3 },
  { fault: 'http503', outcome: malformed, times: 3 },
  { fault: 'http504', outcome: malformed, times: 3 },
  { fault: 'http404Html', outcome: malformed },
  { fault: 'http429', outcome: malformed },
  { fault: 'timeout', outcome: { kind: 'code', code: 'client.timeout' } },
  { fault: 'slowReply', outcome: { kind: 'data' }, delayMs: 1_200 },
  // Chromium itself silently resends a request whose reused keep-alive connection is reset (a POST
  // too), once per idle connection it holds: spoil enough calls to outlast those and our retries.
  { fault: 'reset', outcome: { kind: 'code', code: 'client.network' }, times: 10 },
  { fault: 'truncatedJson', outcome: malformed },
  { fault: 'htmlInsteadOfJson', outcome: malformed },
  { fault: 'emptyBody', outcome: malformed },
  { fault: 'textPlainJson', outcome: { kind: 'data' } },
  { fault: 'jsonNotEnvelope', outcome: malformed },
  { fault: 'successNotBoolean', outcome: malformed },
  { fault: 'successWithoutValue', outcome: wrongShape },
  { fault: 'successFalseNoCode', outcome: malformed },
  // No errorCode: the client files it under unknown.system.err (its catalogued message wins over the words).
  { fault: 'serverMessageOnly', outcome: { kind: 'code', code: 'unknown.system.err' } },
  // A code outside the table and no words: 'Unknown error'.
  { fault: 'unknownErrorCode', outcome: { kind: 'code', code: UNKNOWN_ERROR_CODE } },
  { fault: 'htmlInMessage', outcome: { kind: 'text', text: HOSTILE_MESSAGE } },
  { fault: 'sessionExpired', outcome: { kind: 'session' } },
  { fault: 'rsaKeyChanged', outcome: { kind: 'data' } },
  { fault: 'valueNull', outcome: wrongShape },
  { fault: 'valueArrayForObject', outcome: wrongShape },
  { fault: 'stringForNumber', outcome: wrongShape },
  { fault: 'numberForString', outcome: wrongShape },
  { fault: 'booleanForString', outcome: wrongShape },
  { fault: 'objectForArray', outcome: wrongShape },
  { fault: 'nullForRequired', outcome: wrongShape },
  { fault: 'negativeAmounts', outcome: wrongShape },
  { fault: 'nanAmounts', outcome: wrongShape },
  { fault: 'longStrings', outcome: wrongShape },
  { fault: 'hugePayload', outcome: wrongShape },
  { fault: 'wrongDateFormat', outcome: wrongShape },
  { fault: 'epochSeconds', outcome: { kind: 'data' } },
  { fault: 'duplicateIds', outcome: { kind: 'data' } },
  { fault: 'pageBeyondTotal', outcome: wrongShape },
  { fault: 'extraFields', outcome: { kind: 'data' } },
];

export interface FormSpec {
  /** name attribute → value typed before submitting (a value the platform refuses on its own terms). */
  fields: Record<string, string>;
  submit: string;
}

export interface ScreenSpec {
  key: string;
  path: string;
  merchant: MerchantCode;
  account: 'guest' | 'member' | 'agent';
  /** The endpoint the screen's data (or, for a form, its submit) comes from. */
  endpoint: string;
  /** Selector of the real data once it shows (for a form: what its real reply shows). */
  data: string;
  /** For a form: what to type and the submit button; the fault hits the submit. */
  form?: FormSpec;
  /** Where to step away to so the next visit loads afresh (default: the user agreement). */
  away?: string;
  /**
   * How to load afresh: 'navigate' (default: step away and back inside the app) or 'reload' (drop
   * the cached platform data, MC_CACHE_*, and reload: for screens whose data a store keeps).
   */
  fresh?: 'navigate' | 'reload';
}

export const SCREENS: readonly ScreenSpec[] = [
  { key: 'notices', fresh: 'reload', path: '/m/notice', merchant: 'atlas', account: 'guest', endpoint: 'homeAnnouncements', data: '[data-testid="notice-item"]' },
  { key: 'lottery', fresh: 'reload', path: '/m/moreLottery', merchant: 'demo', account: 'guest', endpoint: 'lotteryList', data: '[data-testid="lottery-row"]' },
  { key: 'promotions', fresh: 'reload', path: '/m/activity', merchant: 'mono', account: 'guest', endpoint: 'announcements', data: '[data-testid="promotion-item"]' },
  { key: 'game-list', path: '/m/gameCenter', merchant: 'atlas', account: 'guest', endpoint: 'gameList', data: '[data-testid="game-tile"], [data-testid="empty-state"]' },
  { key: 'member-center', path: '/m/mine', merchant: 'demo', account: 'member', endpoint: 'memberInfo', fresh: 'reload', data: '[data-testid="member-user-block"]' },
  { key: 'messages', path: '/m/message', merchant: 'demo', account: 'member', endpoint: 'inbox', data: '[data-testid="message-item"]' },
  { key: 'account-record', path: '/m/transaction/record', merchant: 'mono', account: 'member', endpoint: 'recordsTransactions', data: '[data-testid="record-row"], [data-testid="empty-state"]' },
  { key: 'deposit', path: '/m/voucherCenter', merchant: 'demo', account: 'member', endpoint: 'depositChannels', data: '[data-testid="deposit-method"]' },
  { key: 'withdraw', path: '/m/withdraw', merchant: 'demo', account: 'member', endpoint: 'withdrawSettings', data: '[data-testid="withdraw-card"], [data-testid="withdraw-fee"]' },
  { key: 'reward-center', path: '/m/rewardCenter', merchant: 'mono', account: 'member', endpoint: 'rewardsList', data: '[data-testid="reward-claim"], [data-testid="empty-state"]' },
  { key: 'security-center', path: '/m/securityCenter', merchant: 'demo', account: 'member', endpoint: 'securityOverview', data: 'main a[href*="securityCenter/"]' },
  // The service list comes with the boot settings now, which fall back to the merchant
  // file's links when they fail: its neighbour on the service screens, the help centre, stands in.
  { key: 'help-center', fresh: 'reload', path: '/m/helpCenter', merchant: 'demo', account: 'member', endpoint: 'helpCenter', data: '[data-testid="help-topic"]' },
  {
    key: 'change-password',
    path: '/m/changePsw',
    merchant: 'demo',
    account: 'member',
    endpoint: 'changePassword',
    data: '[role="alert"], .field__error',
    form: { fields: { oldPassword: 'Wrong@1234', newPassword: 'Brand@5678', confirmNewPassword: 'Brand@5678' }, submit: '[data-testid="change-password-submit"]' },
  },
  // On atlas, so the second half's two lanes (demo's screens, the other brands') carry four screens each.
  { key: 'agent-home', path: '/m/agent/home', merchant: 'atlas', account: 'agent', endpoint: 'teamSummary', data: '[data-testid^="agent-counter-"]' },
  { key: 'team-overview', path: '/m/agent/team/overview', merchant: 'mono', account: 'agent', endpoint: 'teamOverviewSum', data: '[data-testid="wallet-balance"], main dd' },
  { key: 'agent-rebate', path: '/m/member/agent/agentRebeat', merchant: 'mono', account: 'agent', endpoint: 'rebateSettings', data: 'main input, main [data-testid="empty-state"]' },
];

interface Observation {
  screen: string | null;
  busy: boolean;
  text: string;
  data: number;
  retry: boolean;
  xss: boolean;
}

async function observe(page: Page, screen: ScreenSpec): Promise<Observation> {
  return page.evaluate((dataSelector) => {
    const main = document.querySelector('main[data-screen]');
    const w = window as Window & { __faultXss?: unknown };
    return {
      screen: main?.getAttribute('data-screen') ?? null,
      busy: main?.getAttribute('aria-busy') === 'true',
      text: (document.body.innerText || '').replace(/\s+/g, ' '),
      data: main ? main.querySelectorAll(dataSelector).length : 0,
      retry: Boolean(main?.querySelector('[data-testid$="retry"]')),
      xss: w.__faultXss !== undefined || document.querySelector('img[src="x"]') !== null,
    };
  }, screen.data);
}

/** The brand's default language (the sweep's players never pick another). */
const languages = new Map<MerchantCode, string>();
function languageOf(merchant: MerchantCode): string {
  let language = languages.get(merchant);
  if (language === undefined) {
    const config = JSON.parse(readFileSync(`merchants/${merchant}.json`, 'utf8')) as { defaultLanguage: LanguageCode };
    language = LANGUAGES[config.defaultLanguage].locale;
    languages.set(merchant, language);
  }
  return language;
}

function expectedText(outcome: Outcome, screen: ScreenSpec): string | undefined {
  const language = languageOf(screen.merchant);
  if (outcome.kind === 'code') return errorText(outcome.code, language);
  if (outcome.kind === 'text') return outcome.text.replace(/\s+/g, ' ');
  if (outcome.kind === 'session') return errorText('login.not.session', language);
  return undefined;
}

function satisfied(o: Observation, screen: ScreenSpec, outcome: Outcome): boolean {
  if (o.screen === 'route-error') return true;
  const text = expectedText(outcome, screen);
  if (text !== undefined) return o.text.includes(text);
  const busy = o.busy && o.screen === screen.key;
  if (outcome.kind === 'data') return !busy && o.data > 0;
  return (!busy && o.data > 0) || o.text.includes(errorText('client.malformed', languageOf(screen.merchant)));
}

export interface SweepPage {
  page: Page;
  screen: ScreenSpec;
  session: E2eSession | null;
  errors: string[];
}

/** One page per screen: the clock is installed (the timeout fault runs it forward), the session seeded. */
export async function openScreen(page: Page, screen: ScreenSpec): Promise<SweepPage> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.clock.install();
  const session = screen.account === 'guest' ? null : await apiLogin(screen.merchant, screen.account === 'agent' ? ACCOUNTS.agent : ACCOUNTS.member);
  if (session) await seedSession(page, session);
  if (screen.fresh === 'reload') {
    // Every load starts without the cached platform data (MC_CACHE_*), so its call always goes out
    // (clearing it from the page could race a reply still being written to the cache).
    await page.addInitScript(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('MC_CACHE_')) localStorage.removeItem(key);
    });
  }
  await page.goto(merchantUrl(screen.merchant, screen.path));
  await expect(page.locator(`main[data-screen="${screen.key}"]`)).toBeVisible();
  if (!screen.form) {
    await expect
      .poll(async () => (await observe(page, screen)).data, { message: `${screen.key} shows its data before the sweep`, timeout: 10_000 })
      .toBeGreaterThan(0)
      .catch(async (error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)}\nsaw: ${(await observe(page, screen)).text.slice(0, 400)}`);
      });
  }
  return { page, screen, session, errors };
}

async function closeDialogs(page: Page): Promise<void> {
  const dialog = page.locator('[role="alertdialog"], [role="dialog"]').first();
  if (await dialog.isVisible()) {
    await dialog.locator('button').last().click();
    await expect(dialog).toBeHidden();
  }
}

/** Loads the screen afresh (step away and back inside the app), or for a form types and submits. */
async function trigger(s: SweepPage): Promise<void> {
  const { page, screen } = s;
  await closeDialogs(page);
  if (screen.form) {
    if ((await observe(page, screen)).screen !== screen.key) {
      await navigateInApp(page, screen.path);
      await expect(page.locator(`main[data-screen="${screen.key}"]`)).toBeVisible();
    }
    for (const [name, value] of Object.entries(screen.form.fields)) await page.locator(`main [name="${name}"]`).fill(value);
    await page.locator(screen.form.submit).click();
    return;
  }
  if (screen.fresh === 'reload') {
    // openScreen's init script drops the cached platform data before the app starts.
    await page.reload();
    return;
  }
  await navigateInApp(page, screen.away ?? '/m/useragreement');
  await expect(page.locator(`main[data-screen="${screen.key}"]`)).toBeHidden();
  await navigateInApp(page, screen.path);
}

type How = 'message' | 'data' | 'kept' | 'none';

function isError(outcome: Outcome): boolean {
  return outcome.kind === 'code' || outcome.kind === 'text' || outcome.kind === 'session';
}

/** How long a screen that keeps its data must go on showing it after the last spoiled call. */
const KEPT_MS = 600;
/** The longest a case may take to answer (a loaded CI machine answers some in 4–5 s; only a failing case waits this long). */
const ANSWER_MS = 8_000;

/**
 * Waits for the screen to answer the fault: the expected message, or the data (for faults that
 * must be tolerated), or, for a screen that already had data in memory and refreshes it quietly,
 * that data still showing once every spoiled call has been answered ('kept': a failed refresh
 * keeps what is shown).
 */
async function settle(s: SweepPage, c: FaultCase): Promise<{ seen: Observation; how: How; fired: boolean }> {
  const { page, screen } = s;
  const times = c.times ?? 1;
  const text = expectedText(c.outcome, screen);
  const start = Date.now();
  let fired = 0;
  let firstAt = 0;
  let lastAt = 0;
  for (;;) {
    const count = (await faultState()).fired.filter((f) => f.merchant === screen.merchant && f.route === screen.endpoint).length;
    if (count > fired) {
      lastAt = Date.now();
      if (fired === 0) firstAt = lastAt;
      fired = count;
    }
    const seen = await observe(page, screen);
    const result = (how: How) => ({ seen, how, fired: fired > 0 });
    if (seen.screen === 'route-error') return result('none');
    if (fired > 0 && text !== undefined && seen.text.includes(text)) return result('message');
    const shows = seen.data > 0 && !seen.busy && seen.screen === screen.key;
    if (fired > 0 && !isError(c.outcome) && satisfied(seen, screen, c.outcome) && Date.now() - firstAt > 150) return result(shows ? 'data' : 'message');
    if (fired > 0 && isError(c.outcome) && shows && !screen.form && Date.now() - lastAt > KEPT_MS) return result('kept');
    if (Date.now() - start > ANSWER_MS) return result('none');
    // The client's timers (10 s timeout, retry back-off) run on the page's clock: move it on.
    if (fired > 0 && (c.fault === 'timeout' || times > 1)) await page.clock.runFor(c.fault === 'timeout' ? 11_000 : 1_000);
    else await page.waitForTimeout(40);
  }
}

/** How each case was answered, for the summary line. */
export const TALLY: Record<How, number> = { message: 0, data: 0, kept: 0, none: 0 };

/** One fault on one screen; every check is soft and names the pair. */
export async function sweepCase(s: SweepPage, c: FaultCase): Promise<void> {
  const { page, screen } = s;
  const name = `${c.fault} × ${screen.key}`;
  const errorsBefore = s.errors.length;
  const t0 = Date.now();
  // A toast of the last case must not answer this one: its timer runs on the page's clock.
  if ((await page.getByTestId('toast').count()) > 0) await page.clock.runFor(TOAST.longMs);
  await clearFaults(screen.merchant);
  await armFault({ route: screen.endpoint, fault: c.fault, times: c.times ?? 1, merchant: screen.merchant, ...(c.delayMs ? { delayMs: c.delayMs } : {}) });
  await trigger(s);
  const t1 = Date.now();
  const { seen, how, fired } = await settle(s, c);
  const t2 = Date.now();
  TALLY[how] += 1;
  expect.soft(fired, `${name}: the fault reached the platform`).toBe(true);
  expect.soft(seen.screen, `${name}: no crash screen`).not.toBe('route-error');
  expect.soft(seen.text.trim().length, `${name}: not blank`).toBeGreaterThan(0);
  expect.soft(how, `${name}: shows ${JSON.stringify(c.outcome)} (saw: ${seen.text.slice(0, 300)})`).not.toBe('none');
  expect.soft(seen.xss, `${name}: no markup from a reply ran`).toBe(false);
  expect.soft(s.errors.slice(errorsBefore), `${name}: no uncaught error`).toEqual([]);
  if (screen.form && c.outcome.kind !== 'session') {
    for (const [field, value] of Object.entries(screen.form.fields)) {
      expect.soft(await page.locator(`main [name="${field}"]`).inputValue(), `${name}: ${field} keeps what was typed`).toBe(value);
    }
  }
  await clearFaults(screen.merchant);
  const t3 = Date.now();
  await recover(s, name, c);
  if (process.env.LOBBY_FAULT_PROFILE) console.log(`${name}: trigger ${t1 - t0} settle ${t2 - t1} (${how}) checks ${t3 - t2} recover ${Date.now() - t3}`);
}

async function recover(s: SweepPage, name: string, c: FaultCase): Promise<void> {
  const { page, screen } = s;
  if (c.outcome.kind === 'session' && s.session) {
    // The app ended the session and opened the login screen: sign in again as the player would.
    await page.evaluate((value) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value)), s.session);
    await page.goto(merchantUrl(screen.merchant, screen.path));
    await expect(page.locator(`main[data-screen="${screen.key}"]`)).toBeVisible();
  }
  await closeDialogs(page);
  const now = await observe(page, screen);
  if (screen.form) {
    await trigger(s);
  } else if (now.retry) {
    await page.locator('main [data-testid$="retry"]').first().click();
  } else if (!(now.data > 0 && now.screen === screen.key)) {
    await trigger(s);
  }
  const data = { kind: 'data' } as const;
  let back = await observe(page, screen);
  for (const deadline = Date.now() + 4_000; Date.now() < deadline && !satisfied(back, screen, data); ) {
    await page.waitForTimeout(40);
    back = await observe(page, screen);
  }
  expect.soft(back.screen === screen.key && back.data > 0, `${name}: recovers with real data once the fault clears (saw ${back.screen}: ${back.text.slice(0, 200)})`).toBe(true);
  await closeDialogs(page);
}

/**
 * Screens run in lanes side by side, one lane per merchant group: faults are armed and cleared per
 * merchant, so a lane never meets another lane's fault. demo's screens make one lane, the other
 * brands' the other.
 */
function lanesOf(screens: readonly ScreenSpec[]): ScreenSpec[][] {
  const demo = screens.filter((s) => s.merchant === 'demo');
  const others = screens.filter((s) => s.merchant !== 'demo');
  return [demo, others].filter((lane) => lane.length > 0);
}

/** The sweep of some screens (each in its own fresh context) over every fault; returns the case count. */
export async function sweep(browser: Browser, screens: readonly ScreenSpec[], faults: readonly FaultCase[] = FAULT_CASES): Promise<number> {
  // LOBBY_FAULT_SCREENS / LOBBY_FAULT_NAMES (comma lists) narrow a run while investigating one pair.
  const onlyScreens = process.env.LOBBY_FAULT_SCREENS?.split(',');
  const onlyFaults = process.env.LOBBY_FAULT_NAMES?.split(',');
  if (onlyFaults) faults = faults.filter((c) => onlyFaults.includes(c.fault));
  const chosen = onlyScreens ? screens.filter((s) => onlyScreens.includes(s.key)) : screens;
  const counts = await Promise.all(
    lanesOf(chosen).map(async (lane) => {
      let cases = 0;
      for (const screen of lane) {
        const context = await browser.newContext({ ...test.info().project.use });
        try {
          const s = await openScreen(await context.newPage(), screen);
          for (const c of faults) {
            await sweepCase(s, c);
            cases += 1;
          }
        } finally {
          await clearFaults(screen.merchant);
          await context.close();
        }
      }
      return cases;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** The line the sweep prints: how many faults, screens and cases it covered. */
export function sweepLine(part: string, faults: number, screens: number): string {
  return `fault sweep${part}: ${faults} faults × ${screens} screens = ${faults * screens} cases`;
}

export function tallyLine(): string {
  return `fault sweep answers: ${TALLY.message} catalogued message, ${TALLY.data} data shown, ${TALLY.kept} last data kept, ${TALLY.none} unanswered`;
}

/**
 * One spec file's share of the sweep (part 1 or 2 of SCREENS, so both workers share it): runs it,
 * prints the counts (part 1 the whole sweep's too) and checks every case ran.
 */
export async function sweepPart(browser: Browser, part: 1 | 2): Promise<void> {
  const half = Math.ceil(SCREENS.length / 2);
  const screens = part === 1 ? SCREENS.slice(0, half) : SCREENS.slice(half);
  await resetPlatform();
  const cases = await sweep(browser, screens);
  console.log(tallyLine());
  console.log(sweepLine(` (part ${part})`, FAULT_CASES.length, screens.length));
  if (part === 1) console.log(sweepLine('', FAULT_CASES.length, SCREENS.length));
  if (!process.env.LOBBY_FAULT_SCREENS && !process.env.LOBBY_FAULT_NAMES) expect(cases).toBe(FAULT_CASES.length * screens.length);
}
