// The one error type every API call rejects with, so screens switch on `kind`/`code` instead of
// guessing at fetch, JSON and HTTP failures.

/**
 * - `server`: the platform answered with an envelope whose success is false (code = its errorCode).
 * - `offline`: the device reports no connection; nothing was sent.
 * - `timeout`: no complete answer within the time limit (an unstable connection, or a slow server).
 * - `network`: the request failed below HTTP (DNS, refused, reset) while the device is online.
 * - `malformed`: an answer came but is not an envelope (not JSON, HTML error page, wrong types).
 * - `aborted`: the caller cancelled (e.g. the screen unmounted); screens normally ignore it.
 */
export type ApiErrorKind = 'server' | 'offline' | 'timeout' | 'network' | 'malformed' | 'aborted';

/** Codes for the failures that never reached (or never came back from) the platform. */
export const CLIENT_ERROR_CODES = {
  offline: 'client.offline',
  timeout: 'client.timeout',
  network: 'client.network',
  malformed: 'client.malformed',
  aborted: 'client.aborted',
} as const satisfies Record<Exclude<ApiErrorKind, 'server'>, string>;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  code: string;
  message: string;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** The envelope's value on a server error (e.g. `{ captcha: true }` after failed logins). */
  value?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly status: number;
  readonly value?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    if (init.value !== undefined) this.value = init.value;
  }

  /** The message the server sent, if this is a server error that carried one. */
  get serverMessage(): string | undefined {
    return this.kind === 'server' && this.message !== '' ? this.message : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function clientError(kind: Exclude<ApiErrorKind, 'server'>, message: string, status = 0, cause?: unknown): ApiError {
  return new ApiError({ kind, code: CLIENT_ERROR_CODES[kind], message, status, cause });
}
