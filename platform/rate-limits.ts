// Rate limits per client (free play and password mail joined with the guessing limits): login (member and
// agent), SMS sending, registration, free play (each makes an account with money and a session) and
// the password-by-email request each
// allow `max` attempts per client in a fixed window of `windowMs`; the next one answers HTTP 429
// `request.too.frequent` with value { action, retryAfter } (seconds until the window ends) and a
// Retry-After header. The client is the connection's address (Fastify's req.ip): the platform does
// not trust a proxy, so X-Forwarded-For is ignored (a client could otherwise pick a new identity per
// request). Counters live in memory, per platform instance: a restart forgets them, which is fine
// for a limit whose windows are minutes long. Refused attempts do not count.
import type { FastifyRequest } from 'fastify';
import { ApiError } from './contract';
import type { PlatformContext } from './context';

export const RATE_LIMIT_ACTIONS = ['login', 'sms', 'register', 'freePlay', 'passwordMail'] as const;
export type RateLimitAction = (typeof RATE_LIMIT_ACTIONS)[number];

export interface RateLimit {
  /** Attempts allowed per client in one window. */
  max: number;
  windowMs: number;
}

export type RateLimits = Readonly<Record<RateLimitAction, RateLimit>>;

/**
 * Production defaults: generous for a person (typos, a shared NAT), far too few for a script.
 * Login 20 a minute; SMS 10 in 10 minutes (each number also has its own 60 s cooldown);
 * registration 10 an hour; free play 10 an hour; password by e-mail 5 in 10 minutes.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, windowMs: 60_000 },
  sms: { max: 10, windowMs: 10 * 60_000 },
  register: { max: 10, windowMs: 60 * 60_000 },
  freePlay: { max: 10, windowMs: 60 * 60_000 },
  passwordMail: { max: 5, windowMs: 10 * 60_000 },
};

/**
 * LOBBY_RATE_LIMITS="login:1000/60,sms:1000/60" → { login: { max: 1000, windowMs: 60000 }, ... }
 * (attempts / window in seconds). Unknown actions and malformed pairs are ignored; actions left out
 * keep their defaults. The e2e web servers raise the limits this way (the suite logs in hundreds
 * of times from 127.0.0.1).
 */
export function parseRateLimits(value: string | undefined, base: RateLimits = DEFAULT_RATE_LIMITS): RateLimits {
  const out: Record<RateLimitAction, RateLimit> = { ...base };
  for (const pair of (value ?? '').split(',')) {
    const match = /^\s*([A-Za-z]+)\s*:\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(pair);
    if (!match) continue;
    const action = match[1] as RateLimitAction;
    const max = Number(match[2]);
    const seconds = Number(match[3]);
    if (!RATE_LIMIT_ACTIONS.includes(action) || max < 1 || seconds < 1) continue;
    out[action] = { max, windowMs: seconds * 1000 };
  }
  return out;
}

interface Window {
  start: number;
  count: number;
}

const counters = new WeakMap<PlatformContext, Map<string, Window>>();

/** Above this many live keys, expired windows are swept (keeps the map bounded under a spray of addresses). */
const SWEEP_ABOVE = 10_000;

/** The client a limit counts against: the socket's address (no proxy is trusted). */
export function clientOf(req: FastifyRequest): string {
  return req.ip;
}

/** Counts one attempt of `action` by the requesting client, or refuses it with request.too.frequent. */
export function limitRate(ctx: PlatformContext, req: FastifyRequest, action: RateLimitAction): void {
  const limit = ctx.settings.rateLimits[action];
  let windows = counters.get(ctx);
  if (!windows) {
    windows = new Map();
    counters.set(ctx, windows);
  }
  const now = ctx.now();
  const key = `${action} ${clientOf(req)}`;
  let window = windows.get(key);
  if (!window || now - window.start >= limit.windowMs) {
    if (windows.size > SWEEP_ABOVE) sweep(windows, ctx.settings.rateLimits, now);
    window = { start: now, count: 0 };
    windows.set(key, window);
  }
  if (window.count >= limit.max) {
    throw new ApiError('request.too.frequent', undefined, { action, retryAfter: Math.max(1, Math.ceil((window.start + limit.windowMs - now) / 1000)) });
  }
  window.count += 1;
}

function sweep(windows: Map<string, Window>, limits: RateLimits, now: number): void {
  for (const [key, window] of windows) {
    const action = key.slice(0, key.indexOf(' ')) as RateLimitAction;
    if (now - window.start >= limits[action].windowMs) windows.delete(key);
  }
}

/** Forgets every counter (the dev reset: a fresh platform state for the next test). */
export function resetRateLimits(ctx: PlatformContext): void {
  counters.delete(ctx);
}
