// Cached platform data (spec section 4, Caching): each cache is a named localStorage key holding
// { version, savedAt, value }. A value older than the cache's lifetime, written by another build
// or of another shape version, or failing its parser reads as absent, so a new deploy never reads
// a stale shape and a phone never shows yesterday's lists forever. Scoped caches (per language,
// per user) keep one entry per scope under the same key.
import { readStored, removeStored, writeStored, type StorageKey } from './storage';

declare const __LOBBY_BUILD__: string;

/** The build the running code came from (vite/vitest define it); a different build ignores old caches. */
export const BUILD_ID: string = typeof __LOBBY_BUILD__ === 'string' ? __LOBBY_BUILD__ : 'dev';

export interface CacheOptions<T> {
  /** Upstream-style key name, stored as MC_CACHE_<name>. */
  readonly name: string;
  /** How long a stored value stays good, in ms. */
  readonly ttlMs: number;
  /** Bump when the stored shape changes. */
  readonly version: number;
  /** Returns undefined when a stored value does not have the expected shape. */
  readonly parse: (raw: unknown) => T | undefined;
}

interface Entry {
  version: string;
  savedAt: number;
  value: unknown;
}
type Entries = Record<string, Entry>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseEntries(raw: unknown): Entries | undefined {
  if (!isRecord(raw)) return undefined;
  const out: Entries = {};
  for (const [scope, entry] of Object.entries(raw)) {
    if (isRecord(entry) && typeof entry.version === 'string' && typeof entry.savedAt === 'number' && 'value' in entry) {
      out[scope] = { version: entry.version, savedAt: entry.savedAt, value: entry.value };
    }
  }
  return out;
}

export interface Cache<T> {
  readonly name: string;
  /** The stored value for a scope (default ''), or undefined when absent, expired, stale or malformed. */
  read(scope?: string, now?: number): T | undefined;
  write(value: T, scope?: string, now?: number): void;
  /** Forgets one scope, or every scope without an argument. */
  clear(scope?: string): void;
}

/** Every cache the app defines, so sign-out can forget the member's ones. */
const registry: Cache<unknown>[] = [];

export function defineCache<T>(options: CacheOptions<T>): Cache<T> {
  const key: StorageKey<Entries> = { name: `MC_CACHE_${options.name}`, area: 'local', parse: parseEntries };
  const version = `${BUILD_ID}:${options.version}`;
  const cache: Cache<T> = {
    name: options.name,
    read(scope = '', now = Date.now()) {
      const entry = readStored(key)?.[scope];
      if (!entry || entry.version !== version) return undefined;
      const age = now - entry.savedAt;
      if (age < 0 || age > options.ttlMs) return undefined;
      return options.parse(entry.value);
    },
    write(value, scope = '', now = Date.now()) {
      const all = readStored(key) ?? {};
      // Drop entries of other builds or past their lifetime while we are here: storage is small.
      const kept: Entries = {};
      for (const [s, e] of Object.entries(all)) if (e.version === version && now - e.savedAt <= options.ttlMs) kept[s] = e;
      kept[scope] = { version, savedAt: now, value };
      writeStored(key, kept);
    },
    clear(scope) {
      if (scope === undefined) {
        removeStored(key);
        return;
      }
      const all = readStored(key);
      if (!all || !(scope in all)) return;
      delete all[scope];
      writeStored(key, all);
    },
  };
  registry.push(cache as Cache<unknown>);
  return cache;
}

/** Loads in flight, per cache and scope: a second reader while one runs shares it. */
const inFlight = new Map<string, object>();
const sharing = new WeakMap<object, Promise<unknown>>();

/**
 * Reads through a cache: the cached value when there is one (and `renew` is not asked), else
 * loads, stores and returns it. A reader that finds a load of the same cache and scope already
 * running shares it (a route's data started beside its code, then the screen's own read), so
 * the platform is asked once. A failed load throws and leaves the cache as it was.
 */
export async function cached<T>(cache: Cache<T>, load: () => Promise<T>, options: { scope?: string; renew?: boolean } = {}): Promise<T> {
  const key = `${cache.name}\u0000${options.scope ?? ''}`;
  if (!options.renew) {
    const hit = cache.read(options.scope);
    if (hit !== undefined) return hit;
    const token = inFlight.get(key);
    const running = token && sharing.get(token);
    if (running) return running as Promise<T>;
  }
  const token = {};
  inFlight.set(key, token);
  const settle = () => {
    const current = inFlight.get(key) === token;
    if (current) inFlight.delete(key);
    return current;
  };
  const pending = load().then(
    (value) => {
      // Cleared meanwhile (a sign-out): the answer goes to its caller, not into the cache.
      if (settle()) cache.write(value, options.scope);
      return value;
    },
    (error: unknown) => {
      settle();
      throw error;
    },
  );
  sharing.set(token, pending);
  return pending;
}

/** Forgets every cache whose name is listed (sign-out drops the member's data). */
export function clearCaches(names?: readonly string[]): void {
  for (const cache of registry) if (!names || names.includes(cache.name)) cache.clear();
  for (const key of [...inFlight.keys()]) if (!names || names.some((name) => key.startsWith(`${name}\u0000`))) inFlight.delete(key);
}

/** Accepts any JSON value of the right top-level kind; feature caches pass a stricter parser where a shape matters. */
export const parseArray = <T>(raw: unknown): T[] | undefined => (Array.isArray(raw) ? (raw as T[]) : undefined);
export const parseObject = <T>(raw: unknown): T | undefined => (isRecord(raw) ? (raw as T) : undefined);
