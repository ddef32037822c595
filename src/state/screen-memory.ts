// The last data each screen showed in this session, in memory only (never written to storage): a
// screen opened again shows it at once and refreshes it in the background (spec section 4's
// caching; it is what makes a revisit after a tap instant). Entries belong to the session they were made in; another sign-in,
// a sign-out or an expiry reads as empty, so one member never sees another's data.
import { sessionStore } from './session-store';

interface Entry {
  readonly token: string;
  readonly value: unknown;
}

const memory = new Map<string, Entry>();

function currentToken(): string {
  return sessionStore.session?.token ?? '';
}

/** What the screen behind `key` last showed in this session, or undefined. */
export function recall<T>(key: string): T | undefined {
  const entry = memory.get(key);
  if (!entry) return undefined;
  if (entry.token !== currentToken()) {
    memory.delete(key);
    return undefined;
  }
  return entry.value as T;
}

/** Keeps what a screen shows now, for its next visit in this session. */
export function remember<T>(key: string, value: T): void {
  memory.set(key, { token: currentToken(), value });
}

/** Forgets every screen's data (sign-out, tests). */
export function forgetScreens(): void {
  memory.clear();
}
