// Loads the API contract (schemas/api/) once: endpoint manifest, request/reply schemas, error catalogue.
import { readFileSync } from 'node:fs';
import { localizedErrorMessage, type ContentLanguage } from './content-language';
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
export interface ContractLimits {
  /** The highest page number any paged query may ask for. */
  maxPage: number;
  /** The longest span, in days, of a startDate/endDate or startTime/endTime pair. */
  maxRangeDays: number;
}

const contractFile = readJson('endpoints.json') as { endpoints: EndpointSpec[]; limits: ContractLimits };
export const endpoints = contractFile.endpoints;
export const contractLimits: ContractLimits = contractFile.limits;

/** The query fields that make a range, [from, to] both inclusive instants in epoch ms. */
export const RANGE_FIELDS = [
  ['startDate', 'endDate'],
  ['startTime', 'endTime'],
] as const;

const DAY_MS = 86_400_000;

/**
 * What a validated query must hold besides its schema: every number finite (Ajv coerces
 * "Infinity" and "1e400" to Infinity and lets it past an integer's maximum), and each range's end
 * not before its start and at most contractLimits.maxRangeDays days later (endpoints.json
 * `limits`). Strings (a day as YYYY-MM-DD, as team KPI takes) are checked by the endpoint that
 * parses them, through this too.
 */
export function checkQueryLimits(query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  const fields = query as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new ApiError('request.invalid', `query.${name} must be a finite number.`);
  }
  for (const [from, to] of RANGE_FIELDS) {
    const start = fields[from];
    const end = fields[to];
    if (typeof start !== 'number' || typeof end !== 'number') continue;
    if (end < start) throw new ApiError('request.invalid', `query.${to} must not be before ${from}.`);
    if (end - start > contractLimits.maxRangeDays * DAY_MS) throw new ApiError('request.invalid', `query.${from}..${to} spans more than ${contractLimits.maxRangeDays} days.`);
  }
}
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

/** The error's envelope; its message in the request's language where the catalogue has one (platform/content-language.ts). */
export function failure(error: ApiError, language: ContentLanguage = 'en'): Envelope<Record<string, unknown>> {
  return { success: false, value: error.details, message: localizedErrorMessage(error.code, language) ?? error.message, errorCode: error.code };
}
