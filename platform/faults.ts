// Fault injection (dev only): hostile replies on demand, per route, for the next N calls. A test
// arms a fault with POST /__dev/faults { route, fault, times?, merchant?, delayMs? }; the matching
// calls then get a broken reply instead of (or made out of) the real one. See docs/faults.md.
//
// Three kinds of fault:
// - replace: answered in onRequest, the real handler never runs (HTTP errors, HTML pages, empty or
//   truncated bodies, a reset connection, no reply at all, a forged 401);
// - mutate: the real handler runs and onSend rewrites its envelope (wrong types, nulls, huge and
//   hostile values), guided by the endpoint's reply definition in schemas/api/api.schema.json;
// - action: something happens before the real handler (a delay, the platform's key rotating).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, apiSchema, endpoints, type EndpointSpec } from './contract';
import type { PlatformContext } from './context';
import { generateLegacyKeyPair, generatePlatformKeyPair } from './crypto';
import { headerValue } from './http';
import { merchantForHost } from './host-merchant';

export type FaultKind = 'replace' | 'mutate' | 'action';

export interface FaultSpec {
  name: string;
  kind: FaultKind;
  description: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Schema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
}

interface Envelope {
  success: boolean;
  value: Json;
  message: string | null;
  errorCode: string | null;
}

/** A 100 000-character string (longStrings) and the 10 MB padding (hugePayload). */
export const LONG_STRING_LENGTH = 100_000;
export const HUGE_PAYLOAD_BYTES = 10 * 1024 * 1024;
/** slowReply's delay and timeout's hold unless the arming request names delayMs. */
export const DEFAULT_SLOW_MS = 3_000;
export const DEFAULT_HOLD_MS = 30_000;
export const HOSTILE_MESSAGE = '<img src=x onerror="window.__faultXss=1"><script>window.__faultXss=1</script>Hostile <b>message</b>';
export const UNKNOWN_ERROR_CODE = 'fault.unknown.code';
export const SERVER_MESSAGE = 'Plain words from the server';
export const WRONG_DATE = '31/12/2026 25:61';

const PROXY_502 = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
const GATEWAY_504 = '<!DOCTYPE html><html><head><title>504 Gateway Time-out</title></head><body><h1>504 Gateway Time-out</h1></body></html>';
const NOT_FOUND_404 = '<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>';
const LOGIN_PAGE = '<!DOCTYPE html><html><head><title>Captive portal</title></head><body><form action="/login"><input name="user"><button>Sign in to Wi-Fi</button></form></body></html>';

function failed(errorCode: string | null, message: string | null): string {
  return JSON.stringify({ success: false, value: null, message, errorCode });
}

interface Replacement {
  status: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
}

const REPLACEMENTS: Record<string, Replacement> = {
  http500: { status: 500, type: 'application/json', body: failed('unknown.system.err', 'Internal error') },
  http502: { status: 502, type: 'text/html', body: PROXY_502 },
  http503: { status: 503, type: 'text/plain', body: 'Service Unavailable', headers: { 'Retry-After': '30' } },
  http504: { status: 504, type: 'text/html', body: GATEWAY_504 },
  http404Html: { status: 404, type: 'text/html', body: NOT_FOUND_404 },
  http429: { status: 429, type: 'text/plain', body: 'Too Many Requests', headers: { 'Retry-After': '5' } },
  htmlInsteadOfJson: { status: 200, type: 'text/html', body: LOGIN_PAGE },
  emptyBody: { status: 200, type: 'application/json', body: '' },
  jsonNotEnvelope: { status: 200, type: 'application/json', body: '["not", "an", "envelope"]' },
  successNotBoolean: { status: 200, type: 'application/json', body: JSON.stringify({ success: 'true', value: null, message: null, errorCode: null }) },
  successFalseNoCode: { status: 200, type: 'application/json', body: JSON.stringify({ success: false }) },
  serverMessageOnly: { status: 400, type: 'application/json', body: failed(null, SERVER_MESSAGE) },
  unknownErrorCode: { status: 400, type: 'application/json', body: failed(UNKNOWN_ERROR_CODE, null) },
  htmlInMessage: { status: 400, type: 'application/json', body: failed('fault.html.message', HOSTILE_MESSAGE) },
  sessionExpired: { status: 401, type: 'application/json', body: failed('login.not.session', 'The session has expired.') },
};

export const FAULTS: readonly FaultSpec[] = [
  { name: 'http500', kind: 'replace', description: 'HTTP 500 with an unknown.system.err envelope.' },
  { name: 'http502', kind: 'replace', description: "HTTP 502: a proxy's HTML error page." },
  { name: 'http503', kind: 'replace', description: 'HTTP 503 text/plain "Service Unavailable" with Retry-After.' },
  { name: 'http504', kind: 'replace', description: "HTTP 504: a gateway's HTML time-out page." },
  { name: 'http404Html', kind: 'replace', description: "HTTP 404: a web server's HTML not-found page." },
  { name: 'http429', kind: 'replace', description: 'HTTP 429 text/plain "Too Many Requests" with Retry-After.' },
  { name: 'timeout', kind: 'replace', description: 'No reply at all until the client gives up (holds delayMs, default 30 s, then ends the socket).' },
  { name: 'slowReply', kind: 'action', description: 'The real reply, after delayMs (default 3 s): the loading state shows, then the data.' },
  { name: 'reset', kind: 'replace', description: 'The connection is reset (socket destroyed) without a reply.' },
  { name: 'truncatedJson', kind: 'mutate', description: 'The real reply cut off halfway through its JSON.' },
  { name: 'htmlInsteadOfJson', kind: 'replace', description: "HTTP 200 text/html: a captive portal's login page." },
  { name: 'emptyBody', kind: 'replace', description: 'HTTP 200 with an empty body.' },
  { name: 'textPlainJson', kind: 'mutate', description: 'The real envelope labelled text/plain (must be tolerated).' },
  { name: 'jsonNotEnvelope', kind: 'replace', description: 'HTTP 200 JSON that is not an envelope (an array).' },
  { name: 'successNotBoolean', kind: 'replace', description: 'success is the string "true" instead of a boolean.' },
  { name: 'successWithoutValue', kind: 'mutate', description: 'success: true and no value field at all.' },
  { name: 'successFalseNoCode', kind: 'replace', description: 'success: false with neither errorCode nor message.' },
  { name: 'serverMessageOnly', kind: 'replace', description: 'A failure with a message and no errorCode (shown as the server words it).' },
  { name: 'unknownErrorCode', kind: 'replace', description: 'A failure with an errorCode outside the catalogue and no message.' },
  { name: 'htmlInMessage', kind: 'replace', description: 'A failure whose message carries <img onerror> and <script> (must show as text).' },
  { name: 'sessionExpired', kind: 'replace', description: 'HTTP 401 login.not.session although the token is valid.' },
  { name: 'rsaKeyChanged', kind: 'action', description: "The platform rotates its RSA key first: the call answers crypto.decrypt.err and the client refetches the key once." },
  { name: 'valueNull', kind: 'mutate', description: 'The envelope value becomes null.' },
  { name: 'valueArrayForObject', kind: 'mutate', description: 'An object value becomes [value] (an array value becomes { items }).' },
  { name: 'stringForNumber', kind: 'mutate', description: 'Every number field becomes a string ("12.5").' },
  { name: 'numberForString', kind: 'mutate', description: 'Every string field becomes the number 12345.' },
  { name: 'booleanForString', kind: 'mutate', description: 'Every string field becomes true.' },
  { name: 'objectForArray', kind: 'mutate', description: 'Every array becomes an object keyed by index.' },
  { name: 'nullForRequired', kind: 'mutate', description: "Every field the reply definition requires becomes null." },
  { name: 'negativeAmounts', kind: 'mutate', description: 'Amount and balance fields become negative.' },
  { name: 'nanAmounts', kind: 'mutate', description: 'Amount and balance fields become the string "NaN".' },
  { name: 'longStrings', kind: 'mutate', description: 'Every string becomes 100 000 characters long.' },
  { name: 'hugePayload', kind: 'mutate', description: 'A 10 MB unknown field beside the real value.' },
  { name: 'wrongDateFormat', kind: 'mutate', description: `Date/time fields (epoch ms) become "${WRONG_DATE}".` },
  { name: 'epochSeconds', kind: 'mutate', description: 'Date/time fields in epoch seconds instead of milliseconds (valid type, 1970 dates).' },
  { name: 'duplicateIds', kind: 'mutate', description: 'Every list of items is doubled: each id appears twice.' },
  { name: 'pageBeyondTotal', kind: 'mutate', description: 'Paged replies: an empty page numbered past totalPages, the totals still saying there is more.' },
  { name: 'extraFields', kind: 'mutate', description: 'Unknown extra fields on every object (must be tolerated).' },
];

const FAULT_BY_NAME = new Map(FAULTS.map((f) => [f.name, f]));

export interface ArmRequest {
  route: string;
  fault: string;
  times?: number;
  merchant?: string;
  delayMs?: number;
}

interface Armed {
  route: string;
  method: string | null;
  path: string;
  fault: string;
  remaining: number;
  merchant: string | null;
  delayMs: number | null;
}

interface Fired {
  fault: string;
  route: string;
  method: string;
  url: string;
  merchant: string | null;
  at: number;
}

export interface FaultState {
  armed: Armed[];
  fired: Fired[];
}

export interface FaultsView {
  catalogue: FaultSpec[];
  armed: { route: string; fault: string; remaining: number; merchant: string | null }[];
  fired: Fired[];
}

const states = new WeakMap<PlatformContext, FaultState>();
const MAX_FIRED = 200;

function stateOf(ctx: PlatformContext): FaultState {
  let state = states.get(ctx);
  if (!state) {
    state = { armed: [], fired: [] };
    states.set(ctx, state);
  }
  return state;
}

export function faultsView(ctx: PlatformContext): FaultsView {
  const state = stateOf(ctx);
  return {
    catalogue: FAULTS.map((f) => ({ ...f })),
    armed: state.armed.map((a) => ({ route: a.route, fault: a.fault, remaining: a.remaining, merchant: a.merchant })),
    fired: state.fired.map((f) => ({ ...f })),
  };
}

export function armFault(ctx: PlatformContext, request: ArmRequest): FaultsView {
  if (!FAULT_BY_NAME.has(request.fault)) throw new ApiError('request.invalid', `Unknown fault "${request.fault}"; GET /__dev/faults lists them.`);
  if (request.merchant !== undefined && !ctx.merchantByCode.has(request.merchant)) throw new ApiError('merchant.not.found', `Unknown merchant "${request.merchant}".`);
  let method: string | null = null;
  let path: string;
  const spec = endpoints.find((e) => e.id === request.route);
  if (spec) {
    method = spec.method;
    path = spec.path;
  } else if (request.route.startsWith('/')) {
    path = request.route;
  } else {
    throw new ApiError('request.invalid', `Unknown route "${request.route}": an endpoint id of schemas/api/endpoints.json or a path.`);
  }
  if (path.startsWith('/__dev/')) throw new ApiError('request.invalid', 'Dev endpoints cannot be faulted.');
  stateOf(ctx).armed.push({
    route: request.route,
    method,
    path,
    fault: request.fault,
    remaining: request.times ?? 1,
    merchant: request.merchant ?? null,
    delayMs: request.delayMs ?? null,
  });
  return faultsView(ctx);
}

/** Disarms and forgets every fault, or only one merchant's (armed for it, fired by its calls). */
export function clearFaults(ctx: PlatformContext, merchant?: string): FaultsView {
  const state = stateOf(ctx);
  state.armed = merchant === undefined ? [] : state.armed.filter((a) => a.merchant !== merchant);
  state.fired = merchant === undefined ? [] : state.fired.filter((f) => f.merchant !== merchant);
  return faultsView(ctx);
}

function requestMerchant(ctx: PlatformContext, req: FastifyRequest): string | null {
  const code = headerValue(req, 'Merchant');
  if (code !== undefined) return code;
  if (ctx.merchants.length === 0) return null;
  return merchantForHost(ctx, headerValue(req, 'Host')).code;
}

function pathOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? url : url.slice(0, at);
}

/** Takes one call from the first armed fault matching the request (and disarms it when spent). */
function takeFault(ctx: PlatformContext, req: FastifyRequest): Armed | undefined {
  const state = stateOf(ctx);
  if (state.armed.length === 0) return undefined;
  const url = pathOf(req.url);
  if (url.startsWith('/__dev/')) return undefined;
  const pattern = req.routeOptions.url;
  const merchant = requestMerchant(ctx, req);
  const index = state.armed.findIndex(
    (a) => (a.method === null || a.method === req.method) && (a.path === pattern || a.path === url) && (a.merchant === null || a.merchant === merchant),
  );
  if (index < 0) return undefined;
  const armed = state.armed[index] as Armed;
  armed.remaining -= 1;
  if (armed.remaining <= 0) state.armed.splice(index, 1);
  state.fired.push({ fault: armed.fault, route: armed.route, method: req.method, url: req.url, merchant, at: ctx.now() });
  if (state.fired.length > MAX_FIRED) state.fired.splice(0, state.fired.length - MAX_FIRED);
  return armed;
}

/** Resolves after ms, or as soon as the client hangs up. */
function holdUntil(req: FastifyRequest, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      req.raw.socket?.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    req.raw.socket?.on('close', done);
  });
}

function rotateKey(ctx: PlatformContext, req: FastifyRequest): void {
  const code = requestMerchant(ctx, req);
  const merchant = code === null ? undefined : ctx.merchantByCode.get(code);
  if (merchant?.scheme === 'legacy-rsa-des') ctx.legacyKeys = generateLegacyKeyPair();
  else ctx.keys = generatePlatformKeyPair();
}

// ---------------------------------------------------------------------------------------------
// Mutations of a real reply, guided by the endpoint's reply definition

function resolveSchema(schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let depth = 0; current?.$ref && depth < 20; depth += 1) {
    const name = current.$ref.replace(/^.*#\/definitions\//, '');
    current = apiSchema.definitions[name] as Schema | undefined;
  }
  return current;
}

function jsonType(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The branch of a oneOf/anyOf that describes this value (by JSON type), else the schema itself. */
function branchFor(schema: Schema | undefined, value: Json): Schema | undefined {
  const resolved = resolveSchema(schema);
  const branches = resolved?.oneOf ?? resolved?.anyOf;
  if (!branches) return resolved;
  const type = jsonType(value);
  for (const branch of branches) {
    const b = resolveSchema(branch);
    const types = b?.type === undefined ? [] : Array.isArray(b.type) ? b.type : [b.type];
    if (types.includes(type) || (type === 'integer' && types.includes('number'))) return b;
  }
  return resolveSchema(branches[0]);
}

type Visitor = (value: Json, schema: Schema | undefined, key: string | null, parent: Schema | undefined) => Json;

/** Rebuilds the value bottom-up: children first, then the visitor on each node with its schema. */
function transform(value: Json, schema: Schema | undefined, visit: Visitor, key: string | null = null, parent?: Schema): Json {
  const s = branchFor(schema, value);
  let next: Json = value;
  if (Array.isArray(value)) {
    next = value.map((item) => transform(item, s?.items, visit, null, s));
  } else if (value !== null && typeof value === 'object') {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) {
      const child = s?.properties?.[k] ?? (typeof s?.additionalProperties === 'object' ? s.additionalProperties : undefined);
      out[k] = transform(v, child, visit, k, s);
    }
    next = out;
  }
  return visit(next, s, key, parent);
}

const AMOUNT_FIELD = /amount|balance|bonus|money|profit|payout|commission|rebate|deposit|withdraw|winloss|win$|fee|total|turnover|credit|salary|dividend|valid|bet$/i;
const DATE_FIELD = /(At|Date|Time)$|^(date|time|at)$/;

function isAmountField(key: string | null, value: Json): boolean {
  return key !== null && typeof value === 'number' && AMOUNT_FIELD.test(key) && !/count|id$|times|type|days|rate|pages|elements|num$/i.test(key);
}

function isDateField(key: string | null, value: Json): boolean {
  return key !== null && typeof value === 'number' && DATE_FIELD.test(key) && value > 1e11;
}

function isListOfItems(value: Json): value is Json[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item));
}

/** Pads an envelope (as JSON text) to `bytes` with an unknown field. */
function padTo(env: Envelope, bytes: number): string {
  const base = JSON.stringify(env);
  const padding = Math.max(0, bytes - base.length - 20);
  const value = env.value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return JSON.stringify({ ...env, value: { ...value, faultPadding: 'x'.repeat(padding) } });
  }
  return JSON.stringify({ ...env, faultPadding: 'x'.repeat(padding) });
}

/**
 * The reply text a mutate fault makes of the real one (a JSON envelope as the route produced it).
 * Replies that are not envelopes (static files, bare text) pass through.
 */
export function mutateReply(fault: string, payload: string, spec: EndpointSpec | undefined): { body: string; type?: string } {
  if (fault === 'truncatedJson') return { body: payload.slice(0, Math.max(1, Math.floor(payload.length / 2))) };
  if (fault === 'textPlainJson') return { body: payload, type: 'text/plain; charset=utf-8' };
  let env: Envelope;
  try {
    env = JSON.parse(payload) as Envelope;
  } catch {
    return { body: payload };
  }
  // A bare-JSON endpoint's success body (upstream's /lgw/*) is its value: mutated values stay bare;
  // the faults about the envelope itself answer an envelope, which the app reads there too.
  const bare = spec?.envelope === 'none' && !(typeof env === 'object' && env !== null && !Array.isArray(env) && typeof env.success === 'boolean');
  if (bare) env = { success: true, value: env as unknown as Json, message: null, errorCode: null };
  if (typeof env !== 'object' || env === null || typeof env.success !== 'boolean') return { body: payload };
  if (fault === 'successWithoutValue') return { body: JSON.stringify({ success: true, message: null, errorCode: null }) };
  if (fault === 'hugePayload') return { body: padTo(env, HUGE_PAYLOAD_BYTES) };
  if (!env.success) return { body: payload };
  const schema: Schema | undefined = spec ? (apiSchema.definitions[spec.reply] as Schema | undefined) : undefined;
  const value = mutateValue(fault, env.value, schema);
  return { body: JSON.stringify(bare ? value : { ...env, value }) };
}

export function mutateValue(fault: string, value: Json, schema: Schema | undefined): Json {
  switch (fault) {
    case 'valueNull':
      return null;
    case 'valueArrayForObject':
      return Array.isArray(value) ? { items: value } : [value];
    case 'stringForNumber':
      return transform(value, schema, (v) => (typeof v === 'number' ? String(v) : v));
    case 'numberForString':
      return transform(value, schema, (v) => (typeof v === 'string' ? 12345 : v));
    case 'booleanForString':
      return transform(value, schema, (v) => (typeof v === 'string' ? true : v));
    case 'objectForArray':
      return transform(value, schema, (v) => (Array.isArray(v) ? Object.fromEntries(v.map((item, i) => [String(i), item])) : v));
    case 'nullForRequired':
      return transform(value, schema, (v, s) => {
        if (v === null || typeof v !== 'object' || Array.isArray(v) || !s?.required) return v;
        const out: JsonObject = { ...v };
        for (const name of s.required) out[name] = null;
        return out;
      });
    case 'negativeAmounts':
      return transform(value, schema, (v, _s, key) => (isAmountField(key, v) ? -Math.abs(v as number) - 1234.56 : v));
    case 'nanAmounts':
      return transform(value, schema, (v, _s, key) => (isAmountField(key, v) ? 'NaN' : v));
    case 'longStrings':
      return transform(value, schema, (v) => (typeof v === 'string' ? (v === '' ? 'W' : v).repeat(Math.ceil(LONG_STRING_LENGTH / Math.max(1, v.length))).slice(0, LONG_STRING_LENGTH) : v));
    case 'wrongDateFormat':
      return transform(value, schema, (v, _s, key) => (isDateField(key, v) ? WRONG_DATE : v));
    case 'epochSeconds':
      return transform(value, schema, (v, _s, key) => (isDateField(key, v) ? Math.floor((v as number) / 1000) : v));
    case 'duplicateIds':
      return transform(value, schema, (v) => (isListOfItems(v) ? [...v, ...v] : v));
    case 'pageBeyondTotal':
      return transform(value, schema, (v) => {
        if (v === null || typeof v !== 'object' || Array.isArray(v) || typeof v.totalPages !== 'number') return v;
        const out: JsonObject = { ...v };
        const totalPages = Math.max(1, v.totalPages);
        for (const [k, field] of Object.entries(v)) if (Array.isArray(field)) out[k] = [];
        out.totalPages = totalPages;
        out.pageNum = totalPages + 1;
        if (typeof v.totalElements === 'number') out.totalElements = Math.max(v.totalElements, totalPages * 10 + 1);
        if (typeof v.total === 'number') out.total = Math.max(v.total, totalPages * 10 + 1);
        return out;
      });
    case 'extraFields':
      return transform(value, schema, (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? { ...v, faultExtra: 'unexpected', faultExtraObject: { nested: [1, 2, 3] } } : v));
    default:
      return value;
  }
}

// ---------------------------------------------------------------------------------------------
// The hooks

const pending = new WeakMap<FastifyRequest, Armed>();

function specOf(req: FastifyRequest): EndpointSpec | undefined {
  const pattern = req.routeOptions.url;
  return endpoints.find((e) => e.method === req.method && e.path === pattern);
}

function sendReplacement(reply: FastifyReply, r: Replacement): FastifyReply {
  reply.code(r.status).header('Content-Type', `${r.type}; charset=utf-8`);
  for (const [name, value] of Object.entries(r.headers ?? {})) reply.header(name, value);
  return reply.send(r.body);
}

/** Installs the fault hooks (dev platforms only). Call before the routes are registered. */
export function installFaults(app: FastifyInstance, ctx: PlatformContext): void {
  if (!ctx.dev) return;
  app.addHook('onRequest', async (req, reply) => {
    const armed = takeFault(ctx, req);
    if (!armed) return;
    const replacement = REPLACEMENTS[armed.fault];
    if (replacement) return sendReplacement(reply, replacement);
    switch (armed.fault) {
      case 'reset':
        reply.hijack();
        req.raw.socket?.destroy();
        return reply;
      case 'timeout':
        await holdUntil(req, armed.delayMs ?? DEFAULT_HOLD_MS);
        reply.hijack();
        req.raw.socket?.destroy();
        return reply;
      case 'slowReply':
        await holdUntil(req, armed.delayMs ?? DEFAULT_SLOW_MS);
        return;
      case 'rsaKeyChanged':
        rotateKey(ctx, req);
        return;
      default:
        pending.set(req, armed);
        return;
    }
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const armed = pending.get(req);
    if (!armed || typeof payload !== 'string') return payload;
    pending.delete(req);
    const mutated = mutateReply(armed.fault, payload, specOf(req));
    if (mutated.type) reply.header('Content-Type', mutated.type);
    return mutated.body;
  });
}
