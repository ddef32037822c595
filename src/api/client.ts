// The app's single HTTP client for the platform API: one ofetch instance, the contract headers,
// the { success, value, message, errorCode } envelope unwrapped into a value or an ApiError,
// timeouts, retries for reads only, session expiry, and encrypted calls. See docs/client.md.
import { ofetch } from 'ofetch';
import type { $Fetch, FetchResponse } from 'ofetch';
import { ApiError, clientError } from './api-error';
import { configVersion, notifySessionExpired, readClientConfig, type ClientConfig } from './client-config';
import type { RsaPublicKey } from './encryption';
import type { ReplyCheck } from './reply-check';
import { readSession } from '../state/storage';

// configure() and the session-expiry listeners live in client-config.ts, which the first page
// loads; this module (with ofetch) loads with the first request.
export { configure, isConfigured, onSessionExpired, type ClientConfig } from './client-config';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Per-call override of the configured timeout. */
  timeoutMs?: number;
  /**
   * Checks/converts the envelope's value; throwing (or returning undefined for a required value)
   * turns the reply into ApiError kind 'malformed'. Without it the value is trusted to match T.
   */
  decode?: (value: unknown) => T;
  /**
   * The contract check of the reply value (reply-check.ts), loading while the request is under
   * way (or, given as a function, once the reply is in); a value that breaks it is ApiError kind
   * 'malformed'. callEndpoint passes the endpoint's.
   */
  check?: Promise<ReplyCheck | undefined> | (() => Promise<ReplyCheck | undefined>);
  /**
   * The endpoint may answer its value bare, no envelope (upstream's /lgw/* lottery gateway): a 2xx
   * JSON body that is not an envelope is then the value. An envelope is read as usual.
   */
  bareJson?: boolean;
}

export type CallOptions<T> = Omit<RequestOptions<T>, 'body'>;

export const RSA_KEY_PATH = '/wps/session/key/rsa';
/** Codes that, on HTTP 401 for a request that carried a token, mean the session is gone. */
const SESSION_EXPIRED_CODES: ReadonlySet<string> = new Set(['login.not.session']);
const DECRYPT_ERROR_CODE = 'crypto.decrypt.err';

interface ResolvedConfig extends Required<Omit<ClientConfig, 'publicKeyPem' | 'fetch' | 'credentials'>> {
  publicKeyPem: string | undefined;
  http: $Fetch;
}

let resolved: { version: number; config: ResolvedConfig } | undefined;
let rsaKey: Promise<RsaPublicKey> | undefined;

function resolve(input: ClientConfig): ResolvedConfig {
  return {
    baseUrl: input.baseUrl,
    merchantCode: input.merchantCode,
    encryptionScheme: input.encryptionScheme,
    getLanguage: input.getLanguage,
    publicKeyPem: input.publicKeyPem,
    timeoutMs: input.timeoutMs ?? 10_000,
    retryDelaysMs: input.retryDelaysMs ?? [300, 900],
    isOnline: input.isOnline ?? defaultIsOnline,
    isStandalone: input.isStandalone ?? defaultIsStandalone,
    // ofetch's own retry and timeout are off: ours distinguish reads from writes and timeouts
    // from offline, which ofetch's cannot.
    http: ofetch.create(
      { baseURL: input.baseUrl, retry: 0, ...(input.credentials ? { credentials: input.credentials } : {}) },
      input.fetch ? { fetch: input.fetch } : {},
    ),
  };
}

/** The configuration of the latest configure(); a new one drops the cached key. */
function requireConfig(): ResolvedConfig {
  const input = readClientConfig();
  if (!input) throw new Error('API client used before configure() (call it once at app start)');
  const version = configVersion();
  if (resolved?.version !== version) {
    resolved = { version, config: resolve(input) };
    rsaKey = undefined;
  }
  return resolved.config;
}

// ---------------------------------------------------------------------------------------------
// Requests

function defaultIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function defaultIsStandalone(): boolean {
  try {
    if (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) return true;
  } catch {
    /* old WebViews without matchMedia support for display-mode */
  }
  return typeof navigator !== 'undefined' && (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export async function request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const cfg = requireConfig();
  // Writes are never retried: a POST that timed out may still have happened on the server.
  const delays = method === 'GET' ? cfg.retryDelaysMs : [];
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await sendOnce(cfg, method, path, options);
    } catch (error) {
      const apiError = toApiError(error);
      const delay = delays[attempt];
      if (delay === undefined || !isRetryable(apiError) || options.signal?.aborted) throw apiError;
      await sleep(delay, options.signal);
    }
  }
}

function isRetryable(error: ApiError): boolean {
  // Envelopes with success false are deliberate answers; retrying cannot change them. Dropped
  // connections and proxy error pages (malformed 5xx) fail fast and are often transient. A timeout
  // is not retried: each attempt would cost the full timeout again, and the user has already
  // waited as long as the loading toast lasts (10 s).
  return error.kind === 'network' || (error.kind === 'malformed' && error.status >= 500);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(clientError('aborted', 'Request cancelled'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return clientError('malformed', error instanceof Error ? error.message : 'Unexpected client failure', 0, error);
}

async function sendOnce<T>(cfg: ResolvedConfig, method: HttpMethod, path: string, options: RequestOptions<T>): Promise<T> {
  if (!cfg.isOnline()) throw clientError('offline', 'No internet connection');

  const { token, headers: contract } = contractHeaders(cfg);
  const headers: Record<string, string> = { ...contract, ...options.headers };

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? cfg.timeoutMs);
  const callerSignal = options.signal;
  const forwardAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  let response: FetchResponse<string>;
  try {
    response = await cfg.http.raw<string, 'text'>(path, {
      method,
      query: options.query ? dropUndefined(options.query) : undefined,
      body: options.body as BodyInit | Record<string, unknown> | undefined,
      headers,
      signal: controller.signal,
      responseType: 'text',
      // Non-2xx replies still carry an envelope; we read it ourselves.
      ignoreResponseError: true,
    });
  } catch (error) {
    if (callerSignal?.aborted) throw clientError('aborted', 'Request cancelled', 0, error);
    if (timedOut) throw clientError('timeout', 'The connection is unstable: no reply in time', 0, error);
    if (!cfg.isOnline()) throw clientError('offline', 'No internet connection', 0, error);
    throw clientError('network', 'The connection failed', 0, error);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }

  const value = options.bareJson ? bareOrEnvelopeValue(response._data, response.status, token) : replyValue(response._data, response.status, token);
  const check = options.check ? await (typeof options.check === 'function' ? options.check() : options.check) : undefined;
  if (!check && !options.decode) return value as T;
  let decoded: T;
  try {
    const accepted = check ? check(value) : value;
    decoded = options.decode ? options.decode(accepted) : (accepted as T);
  } catch (error) {
    throw clientError('malformed', `Unexpected reply value: ${error instanceof Error ? error.message : String(error)}`, response.status, error);
  }
  return decoded;
}

/**
 * The headers every platform call carries (Merchant, Device, Language, Authorization with a
 * session) and the token they carry. Also used by the upload helper (upload.ts), which sends
 * through XMLHttpRequest for its progress events.
 */
export function contractHeaders(cfg: Pick<ClientConfig, 'merchantCode' | 'getLanguage'> & { isStandalone?: () => boolean } = requireConfig()): {
  token: string | undefined;
  headers: Record<string, string>;
} {
  const token = readSession()?.token;
  const standalone = (cfg.isStandalone ?? defaultIsStandalone)();
  return {
    token,
    headers: {
      Accept: 'application/json',
      Merchant: cfg.merchantCode,
      Device: standalone ? 'OTHERS' : 'MOBILE',
      Language: cfg.getLanguage(),
      ...(token ? { Authorization: token } : {}),
    },
  };
}

/**
 * A reply's envelope as the app sees it: its value, or the ApiError it stands for. A 401 with a
 * session-expired code for the token that was sent ends that session first.
 */
export function replyValue(text: unknown, status: number, sentToken: string | undefined): unknown {
  const envelope = parseEnvelope(text, status);
  if (status === 401 && sentToken && envelope.errorCode && SESSION_EXPIRED_CODES.has(envelope.errorCode)) {
    notifySessionExpired(sentToken, envelope.errorCode);
  }
  if (!envelope.success) {
    throw new ApiError({
      kind: 'server',
      code: envelope.errorCode ?? (status === 401 ? 'login.not.session' : 'unknown.system.err'),
      message: envelope.message ?? '',
      status,
      value: envelope.value ?? undefined,
    });
  }
  if (status < 200 || status > 299) throw clientError('malformed', `HTTP ${status} with a success envelope`, status);
  return envelope.value;
}

/**
 * A reply of an endpoint that may answer bare JSON (upstream's /lgw/* gateway, no envelope [I]):
 * a 2xx body that is an array, a scalar or an object with none of the envelope's success, value
 * and errorCode is the value itself; anything else (an envelope, an error status, not JSON) is read
 * as an envelope.
 */
export function bareOrEnvelopeValue(text: unknown, status: number, sentToken: string | undefined): unknown {
  if (status >= 200 && status <= 299 && typeof text === 'string' && text.trim() !== '') {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (body !== undefined) {
      const envelopeLike = typeof body === 'object' && body !== null && !Array.isArray(body) && ['success', 'value', 'errorCode'].some((key) => key in body);
      if (!envelopeLike) return body;
    }
  }
  return replyValue(text, status, sentToken);
}

/** The device's connectivity as the configured client judges it (offline: nothing is sent). */
export function clientIsOnline(): boolean {
  return requireConfig().isOnline();
}

function dropUndefined(query: NonNullable<RequestOptions<unknown>['query']>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) out[k] = v;
  return out;
}

interface Envelope {
  success: boolean;
  value: unknown;
  message: string | null;
  errorCode: string | null;
}

/** Anything that is not exactly an envelope becomes ApiError kind 'malformed', never a TypeError later. */
export function parseEnvelope(text: unknown, status: number): Envelope {
  if (typeof text !== 'string' || text.trim() === '') throw clientError('malformed', `Empty reply (HTTP ${status})`, status);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw clientError('malformed', `Reply is not JSON (HTTP ${status})`, status, error);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw clientError('malformed', 'Reply is not an object', status);
  const { value, message, errorCode } = body as Record<string, unknown>;
  // Some upstream replies leave success out ({"value":1} for the unread count): a body with a value
  // and no errorCode is a success, as upstream's clients read it.
  const success = (body as Record<string, unknown>).success ?? ('value' in body && (errorCode === undefined || errorCode === null) ? true : undefined);
  if (typeof success !== 'boolean') throw clientError('malformed', 'Reply lacks a boolean success', status);
  if (message !== undefined && message !== null && typeof message !== 'string') throw clientError('malformed', 'Reply message is not a string', status);
  if (errorCode !== undefined && errorCode !== null && typeof errorCode !== 'string') throw clientError('malformed', 'Reply errorCode is not a string', status);
  if (!success && !errorCode && !message) throw clientError('malformed', 'Failed reply carries neither errorCode nor message', status);
  return { success, value: value ?? null, message: message || null, errorCode: errorCode || null };
}

// ---------------------------------------------------------------------------------------------
// Encrypted calls

/** Upstream's public exponent: its key reply carries only the modulus. */
const UPSTREAM_RSA_EXPONENT = '10001';
const HEX = /^[0-9a-fA-F]+$/;

/**
 * The key reply as upstream sends it (the bare modulus hex, no envelope), or wrapped in an
 * envelope whose value is that hex or { modulus, exponent, pem } (older platforms of ours).
 */
export function readRsaKeyReply(text: unknown, status: number): RsaPublicKey {
  if (typeof text !== 'string' || text.trim() === '') throw clientError('malformed', `Empty key reply (HTTP ${status})`, status);
  const body = text.trim();
  if (HEX.test(body)) {
    if (status < 200 || status > 299) throw clientError('malformed', `HTTP ${status} for the key`, status);
    return { modulus: body.toLowerCase().replace(/^0+/, ''), exponent: UPSTREAM_RSA_EXPONENT, pem: '' };
  }
  const value = replyValue(body, status, undefined);
  try {
    return decodeRsaKey(value);
  } catch (error) {
    throw clientError('malformed', `Unexpected key reply: ${error instanceof Error ? error.message : String(error)}`, status, error);
  }
}

function decodeRsaKey(value: unknown): RsaPublicKey {
  if (typeof value === 'string' && HEX.test(value.trim())) return { modulus: value.trim().toLowerCase().replace(/^0+/, ''), exponent: UPSTREAM_RSA_EXPONENT, pem: '' };
  if (typeof value !== 'object' || value === null) throw new Error('key reply is neither hex nor an object');
  const { modulus, exponent, pem } = value as Record<string, unknown>;
  if (typeof modulus !== 'string' || !HEX.test(modulus)) throw new Error('modulus is not hex');
  if (exponent !== undefined && (typeof exponent !== 'string' || !HEX.test(exponent))) throw new Error('exponent is not hex');
  if (pem !== undefined && typeof pem !== 'string') throw new Error('pem is not a string');
  return { modulus: modulus.toLowerCase().replace(/^0+/, ''), exponent: (exponent ?? UPSTREAM_RSA_EXPONENT).toLowerCase(), pem: pem ?? '' };
}

/**
 * Fetches the key as upstream's client does: `?_=<ms>`, `Cache-Control: no-cache`, no session,
 * read as text. The Merchant header still goes along: one platform may serve merchants with
 * different keys, and upstream, which names the merchant by the Host, ignores it.
 */
async function fetchRsaKey(cfg: ResolvedConfig): Promise<RsaPublicKey> {
  const delays = cfg.retryDelaysMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if (!cfg.isOnline()) throw clientError('offline', 'No internet connection');
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), cfg.timeoutMs);
      let response: FetchResponse<string>;
      try {
        response = await cfg.http.raw<string, 'text'>(RSA_KEY_PATH, {
          method: 'GET',
          query: { _: Date.now() },
          headers: { Accept: 'text/plain, application/json', 'Cache-Control': 'no-cache', Merchant: cfg.merchantCode },
          signal: controller.signal,
          responseType: 'text',
          ignoreResponseError: true,
        });
      } catch (error) {
        if (controller.signal.aborted) throw clientError('timeout', 'The connection is unstable: no reply in time', 0, error);
        if (!cfg.isOnline()) throw clientError('offline', 'No internet connection', 0, error);
        throw clientError('network', 'The connection failed', 0, error);
      } finally {
        clearTimeout(timer);
      }
      // The platform's clock, for the time our scheme seals into each body (encryption.ts): a
      // phone whose clock is wrong still gets in. Only a readable, parseable Date header counts.
      const platformDate = Date.parse(response.headers.get('date') ?? '');
      if (Number.isFinite(platformDate)) platformClockOffsetMs = platformDate - Date.now();
      return readRsaKeyReply(response._data, response.status);
    } catch (error) {
      const apiError = toApiError(error);
      const delay = delays[attempt];
      if (delay === undefined || !isRetryable(apiError)) throw apiError;
      await sleep(delay);
    }
  }
}

/** The platform's clock less this device's, from the key reply's Date header (0 until known). */
let platformClockOffsetMs = 0;

/** The platform's RSA public key, fetched once and cached until a decrypt failure or configure(). */
export function getPublicKey(options: { refresh?: boolean } = {}): Promise<RsaPublicKey> {
  const cfg = requireConfig();
  if (options.refresh) rsaKey = undefined;
  if (!rsaKey) {
    const pinned = cfg.publicKeyPem;
    rsaKey = pinned ? import('./encryption').then((m) => m.publicKeyFromPem(pinned)) : fetchRsaKey(cfg);
    // A failed fetch must not be cached, or every later encrypted call would fail the same way.
    rsaKey.catch(() => {
      rsaKey = undefined;
    });
  }
  return rsaKey;
}

/**
 * Fetches what an encrypted call needs before it is made (the key, and the encryption code with
 * node-forge): the login screen asks while the player types, so the tap on 'log in' waits for the
 * login call alone. Failures are left for the call itself to meet.
 */
export function warmEncryption(): Promise<void> {
  return Promise.all([getPublicKey(), import('./encryption'), import('./forge').then((m) => m.loadForge())]).then(
    () => undefined,
    () => undefined,
  );
}

async function sendEncrypted<T>(method: 'POST' | 'PUT', path: string, payload: unknown, options: CallOptions<T>, isRetry: boolean): Promise<T> {
  const cfg = requireConfig();
  const key = await getPublicKey();
  let encrypted;
  try {
    // encryption.ts (and with it node-forge) loads only now, never in the first page load.
    const { encryptPayload } = await import('./encryption');
    encrypted = await encryptPayload(cfg.encryptionScheme, key, payload, { now: Date.now() + platformClockOffsetMs });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A failed chunk load while offline is an offline error, not a crypto bug.
    if (!cfg.isOnline()) throw clientError('offline', 'No internet connection', 0, error);
    throw clientError('network', `Could not encrypt the request: ${error instanceof Error ? error.message : String(error)}`, 0, error);
  }
  try {
    return await request<T>(method, path, {
      ...options,
      body: encrypted.body,
      // Upstream's mobile client sends the cipher text again as X-Digest and the key it used as
      // X-RSA; upstream refused logins without them (request_body_required).
      headers: { ...options.headers, Encryption: encrypted.encryptionHeader, 'X-Digest': encrypted.body.value, 'X-RSA': key.modulus },
    });
  } catch (error) {
    // The platform rotated its key (restart) since we cached it. The server decrypted nothing and
    // so did nothing, which makes one re-encrypted retry safe even for a write.
    if (!isRetry && !cfg.publicKeyPem && error instanceof ApiError && error.code === DECRYPT_ERROR_CODE) {
      rsaKey = undefined;
      return sendEncrypted(method, path, payload, options, true);
    }
    throw error;
  }
}

export const apiClient = {
  request,
  get: <T = unknown>(path: string, options?: CallOptions<T>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: CallOptions<T>) => request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: CallOptions<T>) => request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: CallOptions<T>) => request<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
  postEncrypted: <T = unknown>(path: string, payload: unknown, options: CallOptions<T> = {}) => sendEncrypted<T>('POST', path, payload, options, false),
  putEncrypted: <T = unknown>(path: string, payload: unknown, options: CallOptions<T> = {}) => sendEncrypted<T>('PUT', path, payload, options, false),
  getPublicKey,
};
