// The platform's fault injection (platform/faults.ts) as the end-to-end tests use it: arm a hostile
// reply for a route's next calls, clear, read what fired; and the message the app must show for
// each fault, computed from the locale files (never a hard-coded translation).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORT, type MerchantCode } from './platform';
import { ERROR_MESSAGE_KEYS, UNKNOWN_ERROR_KEY } from '../../../src/api/error-messages';
import type { DevFaults } from '../../../src/api/contract.generated';

const API = `http://localhost:${E2E_PORT}`;

async function faultsCall(method: 'GET' | 'POST' | 'DELETE', body?: unknown, query = ''): Promise<DevFaults> {
  const response = await fetch(`${API}/__dev/faults${query}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value: DevFaults; message?: string };
  if (!envelope.success) throw new Error(`/__dev/faults ${method} failed: ${envelope.message ?? response.status}`);
  return envelope.value;
}

export interface ArmFault {
  /** An endpoint id of schemas/api/endpoints.json, or a path. */
  route: string;
  fault: string;
  times?: number;
  merchant?: MerchantCode;
  delayMs?: number;
}

export function armFault(request: ArmFault): Promise<DevFaults> {
  return faultsCall('POST', request);
}

/** Disarms every fault, or only one merchant's (so tests of other merchants can go on meanwhile). */
export function clearFaults(merchant?: MerchantCode): Promise<DevFaults> {
  return faultsCall('DELETE', undefined, merchant === undefined ? '' : `?merchant=${encodeURIComponent(merchant)}`);
}

export function faultState(): Promise<DevFaults> {
  return faultsCall('GET');
}

// ---------------------------------------------------------------------------------------------
// What the app shows

type Messages = Record<string, string>;
const localeDir = join(process.cwd(), 'src', 'i18n', 'locales');
const cache = new Map<string, Messages>();

function messages(language: string, namespace: string): Messages {
  const key = `${language}/${namespace}`;
  let found = cache.get(key);
  if (!found) {
    found = JSON.parse(readFileSync(join(localeDir, language, `${namespace}.json`), 'utf8')) as Messages;
    cache.set(key, found);
  }
  return found;
}

/** The errors namespace's text for an error code (the app's one table), in a language. */
export function errorText(code: string, language = 'vi'): string {
  const key = (ERROR_MESSAGE_KEYS as Record<string, string>)[code] ?? UNKNOWN_ERROR_KEY;
  const text = messages(language, 'errors')[key];
  if (text === undefined) throw new Error(`errors.${key} missing in ${language}`);
  return text;
}

export const UNKNOWN_ERROR = (language = 'vi') => {
  const text = messages(language, 'errors')[UNKNOWN_ERROR_KEY];
  if (text === undefined) throw new Error('unknown_error missing');
  return text;
};
