// Multipart uploads to the platform with progress: XMLHttpRequest, because fetch reports no upload
// progress. Everything else is the client's: the configured base URL, the contract headers (with
// the session's Authorization), the envelope and its errors (ApiError, so the one error table words
// them), session expiry. `uploadEndpoint('promotionApply', fields, { images: files }, { onProgress })`.
// The contract table itself is reached through endpoints.ts, so it stays in one chunk.
import type { API_ENDPOINTS, ApiEndpoints, EndpointId } from './contract.generated';
import { endpointSpec } from './endpoints';
import { clientError, ApiError } from './api-error';
import { clientIsOnline, contractHeaders, replyValue } from './client';
import { replyCheck } from './reply-check';
import { readClientConfig } from './client-config';
import { UPLOAD_TIMEOUT_MS } from '../config/constants';

/** The endpoints whose body is multipart/form-data. */
export type MultipartEndpointId = {
  [K in EndpointId]: (typeof API_ENDPOINTS)[K] extends { contentType: 'multipart' } ? K : never;
}[EndpointId];

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  readonly loaded: number;
  /** The whole body's size in bytes (0 when the browser cannot tell). */
  readonly total: number;
}

export interface UploadOptions {
  readonly onProgress?: (progress: UploadProgress) => void;
  readonly signal?: AbortSignal;
  /** Default UPLOAD_TIMEOUT_MS: images over a slow mobile network need longer than a plain call. */
  readonly timeoutMs?: number;
  /** For tests: the XMLHttpRequest to use. */
  readonly createRequest?: () => XMLHttpRequest;
}

type FieldValue = string | number | boolean | null | undefined;

/** Joins the configured base URL ('/' or absolute, maybe with a path) and an endpoint path. */
export function endpointUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** The multipart body: text fields first (the platform checks them before reading files), then the file parts. */
export function multipartBody(fields: Readonly<Record<string, FieldValue>>, files: Readonly<Record<string, readonly Blob[]>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(name, String(value));
  for (const [name, list] of Object.entries(files)) {
    for (const file of list) form.append(name, file, file instanceof File ? file.name : name);
  }
  return form;
}

export function uploadEndpoint<Id extends MultipartEndpointId>(
  id: Id,
  fields: ApiEndpoints[Id]['body'],
  files: Readonly<Record<string, readonly Blob[]>>,
  options: UploadOptions = {},
): Promise<ApiEndpoints[Id]['reply']> {
  const config = readClientConfig();
  if (!config) return Promise.reject(new Error('API client used before configure() (call it once at app start)'));
  const spec = endpointSpec(id);
  // The reply's contract check loads while the upload is under way (reply-check.ts).
  const check = replyCheck(id);
  return new Promise((resolve, reject) => {
    if (!clientIsOnline()) {
      reject(clientError('offline', 'No internet connection'));
      return;
    }
    if (options.signal?.aborted) {
      reject(clientError('aborted', 'Request cancelled'));
      return;
    }
    const { token, headers } = contractHeaders(config);
    const xhr = options.createRequest ? options.createRequest() : new XMLHttpRequest();
    xhr.open(spec.method, endpointUrl(config.baseUrl, spec.path));
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    if (config.credentials === 'include') xhr.withCredentials = true;
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    const onAbort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    options.signal?.addEventListener('abort', onAbort, { once: true });

    xhr.upload.onprogress = (event) => options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      done();
      const fail = (error: unknown) => reject(error instanceof ApiError ? error : clientError('malformed', String(error), xhr.status, error));
      try {
        const value = replyValue(xhr.responseText, xhr.status, token);
        check.then((checkValue) => {
          resolve((checkValue ? checkValue(value) : value) as ApiEndpoints[Id]['reply']);
        }).catch(fail);
      } catch (error) {
        fail(error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(clientIsOnline() ? clientError('network', 'The connection failed') : clientError('offline', 'No internet connection'));
    };
    xhr.ontimeout = () => {
      done();
      reject(clientError('timeout', 'The connection is unstable: no reply in time'));
    };
    xhr.onabort = () => {
      done();
      reject(clientError('aborted', 'Request cancelled'));
    };
    xhr.send(multipartBody(fields as unknown as Record<string, FieldValue>, files));
  });
}
