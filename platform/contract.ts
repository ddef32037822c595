// Loads the API contract (schemas/api/) once: endpoint manifest, request/reply schemas, error catalogue.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_SCHEMA_ID = 'lobby-api.json';

const schemasDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'schemas', 'api');

export type AuthMode = 'none' | 'optional' | 'required' | 'agent';

export interface EndpointSpec {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: AuthMode;
  encrypted?: boolean;
  /** multipart: form-data with file parts; the handler reads the parts and validates the fields itself. */
  contentType?: 'json' | 'form' | 'multipart';
  dev?: boolean;
  /** false for endpoints that need no Merchant header (dev endpoints). */
  merchant?: boolean;
  /**
   * How the endpoint answers a request with no Merchant header (instead of merchant.not.found):
   * the merchant is the Host's and the reply body is the bare `reply` value as text/plain, no
   * envelope. For upstream clients, which call it that way.
   */
  withoutMerchant?: { reply: string; summary: string };
  /**
   * 'none': a success reply's body is the bare `reply` value as JSON, no envelope, as upstream's
   * /lgw/* lottery gateway answers [I]; errors still come in the envelope. The app reads either.
   */
  envelope?: 'none';
  /** The reply body is the bare `reply` value as text/plain, no envelope, with or without a Merchant header (upstream's RSA key). */
  bareReply?: boolean;
  /**
   * The query field that names the merchant when a request comes with no Merchant header: the
   * HTML preloads such a call (`<link rel="preload" as="fetch">`), and a preload cannot send headers.
   */
  merchantInQuery?: string;
  /**
   * What is known of the endpoint on the upstream platform (docs/upstream.md): seen literally in its
   * client bundles or live replies, inferred (its PC build, how its client reads a reply), or not
   * seen. Where upstream's path is known ours is it (npm run upstream:check). Dev endpoints have none.
   */
  upstream?: UpstreamEvidence;
  summary: string;
  query?: string;
  body?: string;
  payload?: string;
  reply: string;
  errors: string[];
}

export interface UpstreamEvidence {
  seen: 'literal' | 'inferred' | 'none';
  /** Upstream's path; absent when not seen. */
  path?: string;
  /** Upstream's method, where its clients show it. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Where it was seen (the facts file's source names), or for `none` what upstream lacks. */
  source: string;
}

export interface ErrorCodeSpec {
  status: number;
  description: string;
}

export interface JsonSchemaDocument {
  $id: string;
  definitions: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(join(schemasDir, name), 'utf8')) as unknown;
}

export const apiSchema = readJson('api.schema.json') as JsonSchemaDocument;
export const endpoints = (readJson('endpoints.json') as { endpoints: EndpointSpec[] }).endpoints;
export const errorCodes = Object.fromEntries(
  Object.entries(readJson('error-codes.json') as Record<string, ErrorCodeSpec | string>).filter(
    (entry): entry is [string, ErrorCodeSpec] => typeof entry[1] === 'object',
  ),
);

export function endpoint(id: string): EndpointSpec {
  const found = endpoints.find((e) => e.id === id);
  if (!found) throw new Error(`endpoint ${id} is not in schemas/api/endpoints.json`);
  return found;
}

export function schemaRef(definition: string): { $ref: string } {
  return { $ref: `${API_SCHEMA_ID}#/definitions/${definition}` };
}

/** An error the platform answers with the envelope; code must be in schemas/api/error-codes.json. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: string,
    message?: string,
    readonly details: Record<string, unknown> | null = null,
  ) {
    const spec = errorCodes[code];
    if (!spec) throw new Error(`error code ${code} is not in schemas/api/error-codes.json`);
    super(message ?? spec.description);
    this.status = spec.status;
  }
}

export interface Envelope<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  errorCode: string | null;
}

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, message: null, errorCode: null };
}

export function failure(error: ApiError): Envelope<Record<string, unknown>> {
  return { success: false, value: error.details, message: error.message, errorCode: error.code };
}
