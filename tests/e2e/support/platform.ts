// The reference platform as the end-to-end tests see it: merchant URLs, the dev endpoints, and
// signing in through the real API (the login screen is a later issue) with the app's own client.
import { contentLanguage, localizeText } from '../../../platform/content-language';
import { loadMerchant } from './merchants';
import type { Page } from '@playwright/test';
import type { ConsolidatedSettings } from '../../../src/api/contract.generated';
import { storageKeys, type SessionInfo } from '../../../src/state/storage';

/**
 * Fixed so the merchants' <code>.localhost origins (and their storage) are stable across runs;
 * LOBBY_E2E_PORT moves it when two runs share a machine.
 */
export const E2E_BASE_PORT = Number(process.env.LOBBY_E2E_PORT ?? 4317);
/** Parallel workers (LOBBY_E2E_WORKERS, default 2); each has its own platform and database. */
export const E2E_WORKERS = Math.max(1, Number(process.env.LOBBY_E2E_WORKERS ?? 2));
const PORT_STEP = 100;

/** The platform of parallel worker `index` (0-based): the base port, then one per hundred above it. */
export function workerPort(index: number): number {
  return E2E_BASE_PORT + index * PORT_STEP;
}

/**
 * This worker's platform. Playwright numbers the workers running at the same time 0..workers-1
 * (TEST_PARALLEL_INDEX), so two specs never share a database: one spec's reset, maintenance switch
 * or added announcement never reaches a spec running beside it.
 */
export const E2E_PORT = workerPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const API = `http://localhost:${E2E_PORT}`;
/** The install id the suite's API logins carry (the app keeps a random one in storage). */
export const E2E_DEVICE_ID = '00000000-0000-4000-8000-0000000000e2';

export type MerchantCode = 'demo' | 'mono' | 'atlas';

export function merchantUrl(code: MerchantCode, path = '/m/home'): string {
  return `http://${code}.localhost:${E2E_PORT}${path}`;
}

async function dev(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value: unknown; message?: string };
  if (!envelope.success) throw new Error(`${path} failed: ${envelope.message ?? response.status}`);
  return envelope.value;
}

export function setMerchantStatus(code: MerchantCode, status: { maintenance?: boolean; regionRestriction?: boolean }): Promise<unknown> {
  return dev(`/__dev/merchants/${code}/status`, status);
}

/** Switches white-label modules (tree node and whitelabelVal together) of a merchant's platform; /__dev/reset restores. */
export function setMerchantModules(code: MerchantCode, modules: Record<string, boolean>): Promise<unknown> {
  return dev(`/__dev/merchants/${code}/modules`, { modules });
}

/** The merchant's consolidated settings as the platform sends them (the app's boot call). */
export async function consolidatedSettings(code: MerchantCode): Promise<ConsolidatedSettings> {
  const response = await fetch(`${API}/wps/system/settings/consolidated?device=MOBILE`, { headers: { Merchant: code, Accept: 'application/json' } });
  const envelope = (await response.json()) as { success: boolean; value: ConsolidatedSettings };
  if (!envelope.success) throw new Error(`consolidated settings of ${code} failed`);
  return envelope.value;
}

export function expireSessions(token?: string): Promise<unknown> {
  return dev(`/__dev/sessions/expire${token ? `?token=${encodeURIComponent(token)}` : ''}`);
}

/** What the app keeps under MC_SESSION_INFO: the tests seed exactly the app's own shape. */
export type E2eSession = SessionInfo;

export const ACCOUNTS = {
  member: { username: 'demo01', password: 'Demo@1234' },
  agent: { username: 'agent01', password: 'Agent@1234' },
  free: { username: 'free01', password: 'Free@1234' },
} as const;

/** apiLogin configures the app's one client for its merchant: logins run one at a time. */
let loginQueue: Promise<unknown> = Promise.resolve();

/** Logs in through POST /wps/session/login with the app's client (encrypted exactly as the app does). */
export function apiLogin(code: MerchantCode, account: { username: string; password: string }): Promise<E2eSession> {
  const next = loginQueue.then(() => loginNow(code, account));
  loginQueue = next.catch(() => undefined);
  return next;
}

async function loginNow(code: MerchantCode, account: { username: string; password: string }): Promise<E2eSession> {
  const { configure } = await import('../../../src/api/client');
  const { callEndpoint } = await import('../../../src/api/endpoints');
  const { loadMerchant } = await import('./merchants');
  configure({ baseUrl: API, merchantCode: code, encryptionScheme: loadMerchant(code).encryption.scheme, getLanguage: () => 'EN', isOnline: () => true });
  const reply = await callEndpoint('login', { body: { type: 'username', username: account.username, password: account.password, loginDeviceId: E2E_DEVICE_ID } });
  return { id: reply.id, token: reply.token, merchantCode: reply.merchantCode ?? code, userName: reply.userName, type: reply.customerType, firstTimeLogin: reply.firstTimeLogin };
}

/**
 * sessionStorage key of the app's "contract prompts already shown for this session" record (its
 * value is the session's token, JSON). A spec that seeds a session its own way writes it too, so the
 * prompts (a modal over home for members and agents) do not cover what it tests.
 */
export const CONTRACT_PROMPTED_KEY = storageKeys.contractPromptsShown.name;

/**
 * Puts the session where the app keeps it (sessionStorage MC_SESSION_INFO) before the page's
 * scripts run, once per tab: a later reload or sign-out is not undone by it. Like a session whose
 * home has already been visited, it carries the app's record that the agent contract prompts were
 * shown (MC_CONTRACT_PROMPTED = token), unless `promptContracts` asks for the prompts.
 */
export async function seedSession(page: Page, session: E2eSession, options: { promptContracts?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ({ value, promptedKey }) => {
      if (sessionStorage.getItem('__e2e_session_seeded')) return;
      sessionStorage.setItem('__e2e_session_seeded', '1');
      sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value));
      if (promptedKey) sessionStorage.setItem(promptedKey, JSON.stringify(value.token));
    },
    { value: session, promptedKey: options.promptContracts === true ? null : CONTRACT_PROMPTED_KEY },
  );
}

/** Chooses the interface language before the app starts (what the picker remembers). */
export async function seedLanguage(page: Pick<Page, 'addInitScript'>, code: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('__e2e_language_seeded')) {
      sessionStorage.setItem('__e2e_language_seeded', '1');
      localStorage.setItem('MC_LANGUAGE', JSON.stringify(value));
    }
  }, code);
}

/**
 * Every page of a context starts in `code` (a spec that reads the platform's English demo content
 * runs its pages in English; the platform writes its content in the page's language).
 */
export function seedContextLanguage(context: Pick<Page, 'addInitScript'>, code: string): Promise<void> {
  return seedLanguage(context, code);
}

/**
 * A text the platform seeds (an announcement, a promotion, a message, a help topic), as the
 * platform answers it in a page's language: the app sends its language (VI, EN, CN …) and the
 * platform writes its demo content in vi, en or zh-CN (platform/content-language.ts).
 */
export function seeded(text: string, language: string): string {
  return localizeText(text, contentLanguage(language));
}

/** A seeded text as a brand's pages show it in their first language (the merchant file's defaultLanguage). */
export function seededFor(code: MerchantCode, text: string): string {
  return seeded(text, loadMerchant(code).defaultLanguage ?? 'VI');
}
