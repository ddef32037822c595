// What the first page needs of the API client: its configuration (set once at boot) and the
// session-expiry listeners. The client itself (client.ts, with ofetch) loads with the first
// request, after the first paint, so neither weighs on the landing page.
import type { EncryptionScheme } from './encryption-scheme';
import { clearSession, readSession } from '../state/storage';

export interface ClientConfig {
  /** The merchant config's apiBaseUrl: '/' for the same origin, or an absolute URL. */
  baseUrl: string;
  merchantCode: string;
  encryptionScheme: EncryptionScheme;
  /** Read on every request so a language switch applies to the very next call. */
  getLanguage: () => string;
  /** A pinned platform key (merchant config encryption.publicKeyPem); skips GET /wps/session/key/rsa. */
  publicKeyPem?: string;
  /** Default 10 000 ms per attempt. */
  timeoutMs?: number;
  /** Waits before each retry of a read; default [300, 900] (two retries). */
  retryDelaysMs?: readonly number[];
  /**
   * fetch credentials mode. Leave unset for a same-origin API; an API on another origin that
   * relies on cookies (the captcha binding) needs 'include' and matching CORS on the platform.
   */
  credentials?: RequestCredentials;
  /** Overrides for tests and non-browser hosts. */
  fetch?: typeof globalThis.fetch;
  isOnline?: () => boolean;
  isStandalone?: () => boolean;
}

let current: ClientConfig | undefined;
let version = 0;

export function configure(input: ClientConfig): void {
  current = input;
  version += 1;
}

export function isConfigured(): boolean {
  return current !== undefined;
}

export function readClientConfig(): ClientConfig | undefined {
  return current;
}

/** Bumped by every configure(), so the client rebuilds its instance and drops a cached key. */
export function configVersion(): number {
  return version;
}

// ---------------------------------------------------------------------------------------------
// Session expiry: one event per expired token, however many requests fail with it at once.

type SessionExpiredListener = (detail: { code: string }) => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();
let lastExpiredToken: string | undefined;

export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
}

export function notifySessionExpired(sentToken: string, code: string): void {
  // A newer login may have replaced the session while this request was in flight: keep it.
  if (readSession()?.token === sentToken) clearSession();
  if (lastExpiredToken === sentToken) return;
  lastExpiredToken = sentToken;
  for (const listener of [...sessionExpiredListeners]) {
    try {
      listener({ code });
    } catch {
      // A broken listener must not turn into a failed API call.
    }
  }
}
