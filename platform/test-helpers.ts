// Shared helpers of the platform tests: a platform on :memory: with fixture merchants, a movable clock,
// contract-checked calls and encrypted calls through the real client encryptor.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from './context';
import { apiSchema, API_SCHEMA_ID, endpoints, type EndpointSpec } from './contract';
import { encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { encryptPayload } from '../src/api/encryption';
import type { LoginReply } from '../src/api/contract.generated';
import type { RsaPublicKey } from '../src/api/encryption';
import { RATE_LIMIT_ACTIONS, type RateLimitAction, type RateLimits } from './rate-limits';
import { buildPlatform, type PlatformOptions } from './server';

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURE_MERCHANTS = join(here, 'test-fixtures', 'merchants');
export const FIXTURE_DIST = join(here, 'test-fixtures', 'dist');
/** Rate limits no platform test reaches by accident. */
export const TEST_RATE_LIMITS: RateLimits = Object.fromEntries(RATE_LIMIT_ACTIONS.map((action) => [action, { max: 100_000, windowMs: 60_000 }])) as Record<RateLimitAction, { max: number; windowMs: number }>;
/** 2026-01-01 12:00:30 UTC: mid-cycle for every lottery. */
export const START_TIME = Date.UTC(2026, 0, 1, 12, 0, 30);

const replyAjv = new Ajv({ allowUnionTypes: true, strict: false });
replyAjv.addSchema(apiSchema);

export interface CallResult<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: { success: boolean; value: T; message: string | null; errorCode: string | null };
}

export interface CallOptions {
  merchant?: string | null;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  /** The client's address as the platform sees it (default 127.0.0.1). */
  remoteAddress?: string;
}

function specFor(method: string, path: string): EndpointSpec | undefined {
  return endpoints.find((e) => e.method === method && new RegExp(`^${e.path.replace(/:[^/]+/g, '[^/]+')}$`).test(path));
}

export interface TestPlatform {
  app: FastifyInstance;
  /** The platform's context (database, merchants, clock) for tests that look behind the API. */
  ctx: PlatformContext;
  /** An account's id by username (demo unless another merchant is named). */
  userId(username: string, merchant?: string): number;
  clock: { now: number };
  advance(ms: number): void;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  encrypted<T = unknown>(method: string, path: string, payload: unknown, options?: CallOptions & { key?: RsaPublicKey; withoutDeviceId?: boolean; withoutUpstreamHeaders?: boolean }): Promise<CallResult<T>>;
  login(username: string, password: string, merchant?: string): Promise<LoginReply>;
  close(): Promise<void>;
}

export async function startPlatform(options: PlatformOptions = {}): Promise<TestPlatform> {
  const clock = { now: START_TIME };
  const app = await buildPlatform({
    dbPath: ':memory:',
    merchantsDir: FIXTURE_MERCHANTS,
    distDir: FIXTURE_DIST,
    dev: true,
    now: () => clock.now,
    ...options,
    // Test files log in and register many times from one address at one instant: the rate limits
    // are raised unless a test passes its own (platform/rate-limits.test.ts checks the defaults).
    settings: { rateLimits: TEST_RATE_LIMITS, ...options.settings },
  });
  const keyCache = new Map<string, RsaPublicKey>();

  const call = async <T>(method: string, path: string, o: CallOptions = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = { Device: 'MOBILE', Language: 'EN', ...o.headers };
    if (o.merchant !== null) headers.Merchant = o.merchant ?? 'demo';
    if (o.token) headers.Authorization = o.token;
    const query = o.query ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]) => [k, String(v)])).toString()}` : '';
    const isString = typeof o.body === 'string';
    const res = await app.inject({
      method: method as 'GET',
      url: `${path}${query}`,
      headers: o.body === undefined ? headers : { 'content-type': isString ? 'application/x-www-form-urlencoded' : 'application/json', ...headers },
      ...(o.body === undefined ? {} : { payload: isString ? (o.body as string) : JSON.stringify(o.body) }),
      ...(o.remoteAddress === undefined ? {} : { remoteAddress: o.remoteAddress }),
    });
    const spec = specFor(method, path);
    const parsed: unknown = res.json();
    // A bare-JSON endpoint (envelope 'none', upstream's /lgw/*) answers its value bare on success;
    // tests read it as the app does, as the value of a successful envelope.
    const bare = spec?.envelope === 'none' && res.statusCode >= 200 && res.statusCode < 300;
    if (bare && typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'success' in parsed) throw new Error(`${method} ${path}: a bare-JSON endpoint answered an envelope`);
    const body = (bare ? { success: true, value: parsed, message: null, errorCode: null } : parsed) as CallResult<T>['body'];
    // Every reply must follow the contract: the envelope always, the endpoint's reply schema on success.
    const envelope = replyAjv.getSchema(`${API_SCHEMA_ID}#/definitions/Envelope`);
    if (!envelope?.(body)) throw new Error(`${method} ${path}: reply is not an envelope: ${res.body}`);
    if (body.success && spec) {
      const validate = replyAjv.getSchema(`${API_SCHEMA_ID}#/definitions/${spec.reply}`);
      if (!validate?.(body.value)) throw new Error(`${method} ${path}: value breaks ${spec.reply}: ${JSON.stringify(validate?.errors)}`);
    }
    if (!body.success) {
      const details = replyAjv.getSchema(`${API_SCHEMA_ID}#/definitions/ErrorDetails`);
      if (!details?.(body.value)) throw new Error(`${method} ${path}: error value breaks ErrorDetails: ${res.body}`);
    }
    return { status: res.statusCode, headers: res.headers, body };
  };

  const platform: TestPlatform = {
    app,
    clock,
    advance(ms) {
      clock.now += ms;
    },
    call,
    async encrypted(method, path, payload, o = {}) {
      const merchant = o.merchant ?? 'demo';
      // Per merchant: legacy-scheme merchants get the platform's separate RSA-1024 key.
      let key = o.key ?? keyCache.get(merchant);
      if (!key) {
        key = await platformKey(app, merchant);
        keyCache.set(merchant, key);
      }
      const scheme = app.platform.merchantByCode.get(merchant)?.scheme ?? 'rsa-oaep-aes-gcm';
      // Like the app, every login and registration carries this install's id.
      const withDevice =
        !o.withoutDeviceId && DEVICE_ID_PATHS.has(path) && typeof payload === 'object' && payload !== null && !('loginDeviceId' in payload)
          ? { ...payload, loginDeviceId: TEST_DEVICE_ID }
          : payload;
      const sealed = await encryptPayload(scheme, key, withDevice, { now: clock.now });
      const upstream: Record<string, string> = o.withoutUpstreamHeaders ? {} : { 'X-Digest': sealed.body.value, 'X-RSA': key.modulus };
      return call(method, path, { ...o, merchant, body: sealed.body, headers: { Encryption: sealed.encryptionHeader, ...upstream, ...o.headers } });
    },
    async login(username, password, merchant = 'demo') {
      const res = await platform.encrypted<LoginReply>('POST', '/wps/session/login', { type: 'username', username, password }, { merchant });
      if (!res.body.success) throw new Error(`login ${username} failed: ${res.body.errorCode}`);
      return res.body.value;
    },
    ctx: app.platform,
    userId(username, merchant = 'demo') {
      const row = app.platform.db.prepare('SELECT id FROM users WHERE username = ? AND merchant_code = ?').get(username, merchant) as { id: number } | undefined;
      if (!row) throw new Error(`no account ${username} on ${merchant}`);
      return row.id;
    },
    close: () => app.close(),
  };
  return platform;
}

/** The merchant's key as upstream answers it (the bare modulus hex, no envelope), read as the app reads it. */
export async function platformKey(app: Pick<FastifyInstance, 'inject'>, merchant = 'demo'): Promise<RsaPublicKey> {
  const res = await app.inject({ method: 'GET', url: `/wps/session/key/rsa?_=${Date.now()}`, headers: { Merchant: merchant } });
  return { modulus: res.body.trim(), exponent: '10001', pem: '' };
}

/** The install id platform tests' logins and registrations carry (the app keeps its own in storage). */
export const TEST_DEVICE_ID = '00000000-0000-4000-8000-00000000beef';
const DEVICE_ID_PATHS: ReadonlySet<string> = new Set(['/wps/session/login', '/wps/member/register', '/wps/member/register/mobile']);

/** The latest SMS code of a number, read from the dev outbox. */
export async function smsCode(platform: TestPlatform, mobileNum: string, merchant = 'demo'): Promise<string> {
  const res = await platform.call<{ code: string }>('GET', '/__dev/sms', { merchant: null, query: { mobileNum, merchant } });
  if (!res.body.success) throw new Error(`no SMS for ${mobileNum}`);
  return res.body.value.code;
}

/** A real PNG of the given size (a colour gradient), as a phone's screenshot would be. */
export function testPng(width = 4, height = 3): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) png.data.set([(i * 37) % 256, (i * 91) % 256, 200, 255], i * 4);
  return PNG.sync.write(png);
}

/** A real JPEG of the given size, as a phone's camera would send (without its EXIF). */
export function testJpeg(width = 16, height = 16): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([(i * 13) % 256, 120, (i * 7) % 256, 255], i * 4);
  return Buffer.from(encodeJpeg({ data, width, height }, 90).data);
}
