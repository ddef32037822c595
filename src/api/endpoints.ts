// Typed calls by endpoint id: `callEndpoint('login', { body: { type: 'username', username, password } })`
// picks the method and path from the contract, encrypts when the contract says so, and types the
// reply value. Feature API modules are thin wrappers over this.
import { API_ENDPOINTS } from './contract.generated';
import type { ApiEndpoints, EndpointId } from './contract.generated';
import type { ReaderReplies } from './reader-types';
import { apiClient } from './client';
import type { CallOptions, RequestOptions } from './client';
import { firstBannerSettled } from '../ui/first-banner-paint';

export type { ApiEndpoints, EndpointId } from './contract.generated';

/** What a call resolves with: the reader's type where the endpoint has a reader (src/api/readers/), else the contract's. */
export type EndpointReply<Id extends EndpointId> = Id extends keyof ReaderReplies ? ReaderReplies[Id] : ApiEndpoints[Id]['reply'];
export type EndpointQuery<Id extends EndpointId> = ApiEndpoints[Id]['query'];
/** The request body, or for encrypted endpoints the payload before encryption. */
export type EndpointBody<Id extends EndpointId> = ApiEndpoints[Id]['body'];

export type EndpointInput<Id extends EndpointId> = (EndpointQuery<Id> extends undefined ? { query?: undefined } : { query?: EndpointQuery<Id> }) &
  (EndpointBody<Id> extends undefined ? { body?: undefined } : { body: EndpointBody<Id> });

type Query = NonNullable<RequestOptions<unknown>['query']>;

/** An endpoint's contract entry (method, path, content type). The table stays in this module's chunk. */
export function endpointSpec<Id extends EndpointId>(id: Id): (typeof API_ENDPOINTS)[Id] {
  return API_ENDPOINTS[id];
}

export function callEndpoint<Id extends EndpointId>(
  id: Id,
  input: EndpointInput<Id>,
  options: CallOptions<EndpointReply<Id>> = {},
): Promise<EndpointReply<Id>> {
  const spec: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; encrypted?: true; contentType?: 'form' | 'multipart'; envelope?: 'none' } = API_ENDPOINTS[id];
  // File uploads go through uploadEndpoint (upload.ts): XMLHttpRequest, for its progress events.
  if (spec.contentType === 'multipart') throw new Error(`${id} is a multipart upload: call uploadEndpoint`);
  const query = input.query as Query | undefined;
  // The reply's contract check (reply-check.ts) loads while the call is under way; before the first
  // banner has painted, once the reply is in, so it does not compete with the largest paint.
  const load = () => import('./reply-check').then((m) => m.replyCheck(id));
  const checked: CallOptions<EndpointReply<Id>> = { check: firstBannerSettled() ? load() : load, ...(spec.envelope === 'none' ? { bareJson: true } : {}), ...options };
  const merged: CallOptions<EndpointReply<Id>> = query ? { ...checked, query: { ...query, ...options.query } } : checked;
  if (spec.encrypted) {
    const send = spec.method === 'PUT' ? apiClient.putEncrypted : apiClient.postEncrypted;
    return send<EndpointReply<Id>>(spec.path, input.body, merged);
  }
  const body = spec.contentType === 'form' && input.body ? toForm(input.body as unknown as Record<string, unknown>) : input.body;
  return apiClient.request<EndpointReply<Id>>(spec.method, spec.path, { ...merged, body });
}

function toForm(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) if (value !== undefined && value !== null) form.set(key, String(value));
  return form;
}
