// Route plumbing shared by every area: merchant header, maintenance, session, decryption, payload
// validation and the reply envelope. Routes declare only their contract id and a handler.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Ajv, { type ValidateFunction } from 'ajv';
import { contentLanguage, type ContentLanguage } from './content-language';
import { ApiError, apiSchema, checkQueryLimits, endpoint, ok, schemaRef, API_SCHEMA_ID, type EndpointSpec } from './contract';
import { decryptRequestBody, keyPairForScheme, unsealFresh } from './crypto';
import { merchantForHost } from './host-merchant';
import type { Merchant } from './merchants';
import { type PlatformContext, type Session, type UserRow } from './context';
import { hasContracts, isAgentType, isFreeType, mayUseVirtualAuth } from '../src/domain/customer-types';

export interface RouteContext<Q, B> {
  req: FastifyRequest;
  reply: FastifyReply;
  /**
   * Resolved from the Merchant header (null only for dev endpoints); from the Host when the header
   * is absent and the endpoint has a `withoutMerchant` variant.
   */
  merchant: Merchant;
  /**
   * The request came without a Merchant header and the endpoint's `withoutMerchant` variant
   * answers it: the handler returns that variant's reply, which goes out as bare text/plain.
   */
  headerless: boolean;
  session: Session | null;
  /** The language demo content and messages answer in, from the `Language` header (platform/content-language.ts). */
  language: ContentLanguage;
  query: Q;
  /** The validated body; for encrypted endpoints the decrypted, validated payload. */
  body: B;
}

/**
 * What every area's routes plugin is registered with (server.ts): the platform's state. Each area is
 * an encapsulated Fastify plugin, so what one area adds (a hook, a decorator) stays inside it, while
 * the root's error handler, not-found reply and hooks, registered first, apply to all of them.
 */
export interface AreaOptions {
  ctx: PlatformContext;
}

export interface RequiredSessionContext<Q, B> extends RouteContext<Q, B> {
  session: Session;
}

/** Endpoints a merchant under maintenance still answers, so the app can show its maintenance page. */
const ALWAYS_AVAILABLE = new Set(['systemStatus', 'consolidatedSettings', 'rsaKey']);

interface RequestState {
  merchant: Merchant | null;
  session: Session | null;
  headerless: boolean;
}

const requestState = new WeakMap<FastifyRequest, RequestState>();

// Decrypted payloads never pass through Fastify's validator, so they get an ajv configured like it.
const payloadAjv = new Ajv({ allErrors: false, useDefaults: true, removeAdditional: true, coerceTypes: false, allowUnionTypes: true });
payloadAjv.addSchema(apiSchema);
const payloadValidators = new Map<string, ValidateFunction>();

export function validationMessage(errors: readonly { instancePath: string; message?: string | undefined }[] | null | undefined, where: string): string {
  const first = errors?.[0];
  if (!first) return `invalid ${where}`;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return `${where}${field ? `.${field}` : ''} ${first.message ?? 'is invalid'}`;
}

/** Validates a payload the route read itself (decrypted, or the fields of a multipart body) against a definition. */
export function validatePayload(definition: string, payload: unknown): unknown {
  let validate = payloadValidators.get(definition);
  if (!validate) {
    validate = payloadAjv.getSchema(`${API_SCHEMA_ID}#/definitions/${definition}`);
    if (!validate) throw new Error(`no schema ${definition}`);
    payloadValidators.set(definition, validate);
  }
  if (!validate(payload)) throw new ApiError('request.invalid', validationMessage(validate.errors, 'payload'));
  return payload;
}

export function headerValue(req: FastifyRequest, name: string): string | undefined {
  const raw = req.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === '' ? undefined : value;
}

export function resolveMerchant(ctx: PlatformContext, req: FastifyRequest): Merchant {
  const code = headerValue(req, 'Merchant');
  const merchant = code === undefined ? undefined : ctx.merchantByCode.get(code);
  if (!merchant) throw new ApiError('merchant.not.found', code === undefined ? 'The Merchant header is missing.' : `Unknown merchant "${code}".`);
  return merchant;
}

/** A preloaded call (no headers possible) names its merchant in the query (EndpointSpec.merchantInQuery). */
function merchantFromQuery(ctx: PlatformContext, spec: EndpointSpec, req: FastifyRequest): Merchant | undefined {
  if (!spec.merchantInQuery || headerValue(req, 'Merchant') !== undefined) return undefined;
  const code = (req.query as Record<string, unknown> | undefined)?.[spec.merchantInQuery];
  return typeof code === 'string' ? ctx.merchantByCode.get(code) : undefined;
}

function loadSession(ctx: PlatformContext, req: FastifyRequest, merchant: Merchant): Session | null {
  const token = headerValue(req, 'Authorization')?.replace(/^Bearer\s+/i, '');
  if (token === undefined) return null;
  const row = ctx.db
    .prepare('SELECT token, user_id, merchant_code, expires_at, first_time_login FROM sessions WHERE token = ?')
    .get(token) as { token: string; user_id: number; merchant_code: string; expires_at: number; first_time_login: number } | undefined;
  const now = ctx.now();
  if (!row || row.expires_at <= now || (row.merchant_code !== merchant.code && row.merchant_code !== merchant.trialMerchantCode)) {
    if (row && row.expires_at <= now) ctx.db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
    throw new ApiError('login.not.session');
  }
  const user = ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(row.user_id) as UserRow | undefined;
  if (!user) throw new ApiError('login.not.session');
  // A free-play account ends a day after it was made, however busy its session kept it.
  if (user.trial_expires_at !== null && now >= user.trial_expires_at) {
    ctx.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.id);
    throw new ApiError('login.not.session', 'The free-play account has expired.');
  }
  const expiresAt = now + ctx.settings.sessionTtlMs;
  ctx.db.prepare('UPDATE sessions SET expires_at = ? WHERE token = ?').run(expiresAt, token);
  return { token, user, merchantCode: row.merchant_code, expiresAt, firstTimeLogin: row.first_time_login === 1 };
}

function merchantStatus(ctx: PlatformContext, code: string): { maintenance: boolean; regionRestriction: boolean } {
  const row = ctx.db.prepare('SELECT maintenance, region_restriction FROM merchants WHERE code = ?').get(code) as
    | { maintenance: number; region_restriction: number }
    | undefined;
  return { maintenance: row?.maintenance === 1, regionRestriction: row?.region_restriction === 1 };
}

export { merchantStatus };

function prepare(ctx: PlatformContext, spec: EndpointSpec, refusals: readonly Refusal[], req: FastifyRequest): void {
  if (spec.merchant === false) {
    requestState.set(req, { merchant: null, session: null, headerless: false });
    return;
  }
  // Upstream clients fetch some things (the RSA key) with no Merchant header: the Host names the brand.
  const headerless = spec.withoutMerchant !== undefined && headerValue(req, 'Merchant') === undefined;
  const merchant = headerless ? merchantForHost(ctx, headerValue(req, 'Host')) : (merchantFromQuery(ctx, spec, req) ?? resolveMerchant(ctx, req));
  if (!ALWAYS_AVAILABLE.has(spec.id)) {
    const status = merchantStatus(ctx, merchant.code);
    if (status.maintenance) throw new ApiError('system.not.available');
    if (status.regionRestriction) throw new ApiError('system.region.restricted');
  }
  const session = spec.auth === 'none' ? null : loadSession(ctx, req, merchant);
  if ((spec.auth === 'required' || spec.auth === 'agent') && !session) throw new ApiError('login.not.session');
  if (spec.auth === 'agent' && session) {
    if (isFreeType(session.user.type)) throw new ApiError('permission.trial.denied');
    if (!isAgentType(session.user.type)) throw new ApiError('permission.denied');
  }
  if (session) refuseAccount(refusals, session);
  requestState.set(req, { merchant, session, headerless });
}

/**
 * The kinds of account an endpoint turns away, declared where the endpoint is registered
 * (`authedRoute(app, ctx, { id, refuse: [...] }, handler)`) and enforced here, once, right after
 * the session checks and before the body is read, as the agent-only refusal above:
 * - 'free-play': a free-play (trial) account is told to sign in with a real account
 *   (permission.trial.denied): money, security and the member centre are not for it.
 * - 'virtual-members': only the types upstream's virtualAuth lets in (the mail and reward centres:
 *   members, agents, agent-only); a free-play account gets permission.trial.denied, a virtual
 *   member (40-42) permission.denied.
 * - 'contract-exempt': the types that have contracts (agents' contracts and dividends); a free-play
 *   account gets permission.trial.denied, the other exempt types permission.denied.
 */
export type Refusal = 'free-play' | 'virtual-members' | 'contract-exempt';

/** An endpoint of the contract and the accounts it turns away. */
export interface EndpointDeclaration {
  id: string;
  refuse: readonly Refusal[];
}

const REFUSED: Record<Refusal, (type: number) => boolean> = {
  'free-play': isFreeType,
  'virtual-members': (type) => !mayUseVirtualAuth(type),
  'contract-exempt': (type) => !hasContracts(type),
};

/** Every registered endpoint's declared refusals, by endpoint id (read by platform/refusals.test.ts). */
const declaredRefusals = new Map<string, readonly Refusal[]>();

export function refusalDeclarations(): ReadonlyMap<string, readonly Refusal[]> {
  return declaredRefusals;
}

/** Throws the refusal of the first declared kind the session's account is of. */
export function refuseAccount(refusals: readonly Refusal[], session: Pick<Session, 'user'>): void {
  const type = session.user.type;
  if (!refusals.some((refusal) => REFUSED[refusal](type))) return;
  throw new ApiError(isFreeType(type) ? 'permission.trial.denied' : 'permission.denied');
}

type Handler<Q, B, S extends Session | null, R> = (route: RouteContext<Q, B> & { session: S }) => R | Promise<R>;

/** An endpoint id, or the id with the accounts the endpoint refuses. */
export type EndpointRef = string | EndpointDeclaration;

function register<Q, B, R>(app: FastifyInstance, ctx: PlatformContext, ref: EndpointRef, handler: Handler<Q, B, Session | null, R>): void {
  const { id, refuse: refusals } = typeof ref === 'string' ? { id: ref, refuse: [] } : ref;
  const spec = endpoint(id);
  if (spec.dev && !ctx.dev) return;
  if (refusals.length > 0) {
    if (spec.auth === 'none') throw new Error(`${id} has no session to refuse`);
    declaredRefusals.set(id, refusals);
  }
  app.route({
    method: spec.method,
    url: spec.path,
    schema: {
      ...(spec.query ? { querystring: schemaRef(spec.query) } : {}),
      // A multipart body is read by its handler (file parts stream); it validates the fields itself.
      ...(spec.body && spec.contentType !== 'multipart' ? { body: schemaRef(spec.body) } : {}),
    },
    // Before validation, so an unknown merchant or a dead session wins over a malformed body.
    preValidation: async (req) => {
      prepare(ctx, spec, refusals, req);
    },
    handler: async (req, reply) => {
      const state = requestState.get(req) ?? { merchant: null, session: null, headerless: false };
      // Bounded work: the schema caps each number, this caps each range (contract limits).
      if (spec.query) checkQueryLimits(req.query);
      let body: unknown = req.body ?? null;
      if (spec.encrypted && state.merchant) {
        const keys = keyPairForScheme(state.merchant.scheme, ctx);
        checkEncryptionHeaders(req, keys.modulusHex);
        try {
          body = decryptRequestBody(state.merchant.scheme, keys, headerValue(req, 'Encryption'), req.body);
          // Our scheme seals a time and a nonce with the payload; the legacy one is upstream's as is.
          if (state.merchant.scheme === 'rsa-oaep-aes-gcm') body = unsealFresh(body, ctx.now(), ctx.nonces);
        } catch (error) {
          if (error instanceof Error && (error as Error & { code?: unknown }).code === 'crypto.decrypt.err') {
            req.log.info({ reason: error.message }, 'decrypt failed');
            throw new ApiError('crypto.decrypt.err');
          }
          throw error;
        }
        if (spec.payload) body = validatePayload(spec.payload, body);
      }
      const value = await handler({
        req,
        reply,
        // Dev endpoints have no merchant; their handlers never read it.
        merchant: state.merchant as Merchant,
        session: state.session,
        headerless: state.headerless,
        language: contentLanguage(req.headers.language),
        query: req.query as Q,
        body: body as B,
      });
      if (state.headerless || spec.bareReply) {
        // Upstream reads this body as-is, so no envelope and no JSON quoting.
        if (typeof value !== 'string') throw new Error(`${id}: the withoutMerchant variant must return a string`);
        return reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(value);
      }
      // Upstream's /lgw/* lottery gateway answers the bare JSON, no envelope [I] (errors, thrown
      // above, still come in the envelope).
      if (spec.envelope === 'none') return reply.type('application/json; charset=utf-8').send(JSON.stringify(value === undefined ? null : value));
      return ok(value === undefined ? null : value);
    },
  });
}

/**
 * Upstream's mobile client sends, beside `Encryption`, `X-Digest` (the body's DES text, i.e. its
 * `value`) and `X-RSA` (the public key's modulus hex it encrypted with); upstream refused logins
 * without them with request_body_required (facts 7.1). An X-RSA naming another key than the
 * merchant's means the client's cached key is stale: crypto.decrypt.err makes it fetch the key
 * again and re-send once (docs/encryption.md).
 */
function checkEncryptionHeaders(req: FastifyRequest, modulusHex: string): void {
  const digest = headerValue(req, 'X-Digest');
  const rsa = headerValue(req, 'X-RSA');
  const body = req.body as { value?: unknown } | null;
  if (!digest || !rsa || typeof body?.value !== 'string' || digest !== body.value) throw new ApiError('request_body_required');
  if (rsa.trim().toLowerCase().replace(/^0+/, '') !== modulusHex) throw new ApiError('crypto.decrypt.err');
}

/** Registers an endpoint of schemas/api/endpoints.json; the handler's return value becomes `value`. */
export function route<Q = Record<string, never>, B = null, R = unknown>(
  app: FastifyInstance,
  ctx: PlatformContext,
  ref: EndpointRef,
  handler: Handler<Q, B, Session | null, R>,
): void {
  register(app, ctx, ref, handler);
}

/** Like route() for endpoints whose auth is required/agent: the handler always gets a session. */
export function authedRoute<Q = Record<string, never>, B = null, R = unknown>(
  app: FastifyInstance,
  ctx: PlatformContext,
  ref: EndpointRef,
  handler: Handler<Q, B, Session, R>,
): void {
  const id = typeof ref === 'string' ? ref : ref.id;
  const spec = endpoint(id);
  if (spec.auth !== 'required' && spec.auth !== 'agent') throw new Error(`${id} is not an authenticated endpoint`);
  register<Q, B, R>(app, ctx, ref, (route) => {
    if (!route.session) throw new ApiError('login.not.session');
    return handler({ ...route, session: route.session });
  });
}
