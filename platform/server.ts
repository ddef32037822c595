// Builds the reference platform: one Fastify app serving the API, dev endpoints and every merchant's artifact.
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { ApiError, apiSchema, failure } from './contract';
import { contentLanguage } from './content-language';
import { DEFAULT_SETTINGS, type PlatformContext, type PlatformSettings } from './context';
import { generateLegacyKeyPair, generatePlatformKeyPair, NonceBook, type PlatformKeyPair } from './crypto';
import { openDatabase, type Db } from './db/database';
import { seedMissing } from './db/seed';
import { messageRoutes } from './routes/messages';
import { headerValue, validationMessage } from './http';
import { loadMerchants } from './merchants';
import { agentRoutes } from './routes/agent';
import { contractsRoutes } from './routes/contracts';
import { redRainRoutes } from './routes/redrain';
import { rebateRoutes } from './routes/rebates';
import { serviceRoutes } from './routes/service';
import { announcementRoutes } from './routes/announcements';
import { devRoutes } from './routes/dev';
import { installFaults } from './faults';
import { gameRoutes } from './routes/games';
import { inviteRoutes } from './routes/invite';
import { lotteryRoutes } from './routes/lottery';
import { memberCentreRoutes } from './routes/member-centre';
import { memberRoutes } from './routes/member';
import { promotionRoutes } from './routes/promotions';
import { recordsRoutes } from './routes/records';
import { rewardsRoutes } from './routes/rewards';
import { securityRoutes } from './routes/security';
import { depositRoutes } from './routes/deposit';
import { withdrawRoutes } from './routes/withdraw';
import { sessionRoutes } from './routes/session';
import { systemRoutes } from './routes/system';
import { teamRoutes } from './routes/team';
import { securityHeadersFor, staticRoutes } from './static';
import { merchantForHost } from './host-merchant';

export interface PlatformOptions {
  /** SQLite file; ':memory:' for tests. Default data/lobby.sqlite. */
  dbPath?: string;
  merchantsDir?: string;
  distDir?: string;
  /**
   * Extra static sites: host name (without port) → folder served exactly like an artifact
   * (precompressed siblings, history fallback to its index.html, the same headers). Used by
   * `npm run bench:lighthouse` to serve its floor page from the same server; env LOBBY_SITES.
   */
  sites?: Readonly<Record<string, string>>;
  /** Dev endpoints (/__dev/*) and dev sign-in. Default off; on with LOBBY_DEV=1 (npm start -- --dev). */
  dev?: boolean;
  now?: () => number;
  settings?: Partial<PlatformSettings>;
  /** Fastify request logging. Default off. */
  logger?: boolean;
}

export const DEFAULT_DB_PATH = join('data', 'lobby.sqlite');
/** Replies shorter than this leave as they are: compressing them saves less than its headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** LOBBY_SITES="floor.localhost=/tmp/floor,other.localhost=./site" → { host: folder }. */
export function parseSites(value: string | undefined): Record<string, string> {
  const sites: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    sites[pair.slice(0, at).trim().toLowerCase()] = pair.slice(at + 1).trim();
  }
  return sites;
}

type KeyPurpose = 'default' | 'legacy';

/** The stored key pair of a purpose, generated and stored on first use so it survives restarts. */
function loadKeys(db: Db, purpose: KeyPurpose, now: number): PlatformKeyPair {
  const row = db.prepare('SELECT public_pem, private_pem, modulus_hex, exponent_hex FROM platform_keys WHERE purpose = ?').get(purpose) as
    | { public_pem: string; private_pem: string; modulus_hex: string; exponent_hex: string }
    | undefined;
  if (row) return { publicKeyPem: row.public_pem, privateKeyPem: row.private_pem, modulusHex: row.modulus_hex, exponentHex: row.exponent_hex };
  const keys = purpose === 'legacy' ? generateLegacyKeyPair() : generatePlatformKeyPair();
  db.prepare('INSERT INTO platform_keys (purpose, public_pem, private_pem, modulus_hex, exponent_hex, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    purpose,
    keys.publicKeyPem,
    keys.privateKeyPem,
    keys.modulusHex,
    keys.exponentHex,
    now,
  );
  return keys;
}

/** Whether a listen address is loopback only (the dev endpoints may listen only there). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export async function buildPlatform(opts: PlatformOptions = {}): Promise<FastifyInstance> {
  const merchants = loadMerchants(opts.merchantsDir ?? 'merchants');
  const now = opts.now ?? Date.now;
  const db = openDatabase(opts.dbPath ?? DEFAULT_DB_PATH);
  await seedMissing(db, merchants, now());
  const ctx: PlatformContext = {
    db,
    merchants,
    merchantByCode: new Map(merchants.map((m) => [m.code, m])),
    keys: loadKeys(db, 'default', now()),
    legacyKeys: loadKeys(db, 'legacy', now()),
    now,
    settings: { ...DEFAULT_SETTINGS, ...opts.settings },
    distDir: opts.distDir ?? 'dist',
    sites: new Map(Object.entries(opts.sites ?? {}).map(([host, dir]) => [host.toLowerCase(), dir])),
    dev: opts.dev ?? process.env.LOBBY_DEV === '1',
    nonces: new NonceBook(),
  };

  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 64 * 1024,
    ajv: { customOptions: { allowUnionTypes: true, allErrors: false } },
  });
  app.addSchema(apiSchema);
  app.decorate('platform', ctx);

  // The upstream posts the e-mail reset form-encoded; no plugin needed for flat key=value pairs.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  // Multipart bodies (promotion applications) stream to their handler, which sets the limits per endpoint.
  await app.register(multipart);

  app.addHook('onSend', async (_req, reply, payload) => {
    const headers = securityHeadersFor(ctx.merchants.length > 0 ? merchantForHost(ctx, headerValue(_req, 'Host')).liveStreamOrigin : null);
    // A stand-in for a third-party page (platform/static.ts sendStandInPage) brings its own policy.
    for (const [name, value] of Object.entries(headers)) if (!(name === 'Content-Security-Policy' && reply.hasHeader(name))) reply.header(name, value);
    if (reply.getHeader('Cache-Control') === undefined && (_req.url.startsWith('/wps/') || _req.url.startsWith('/lgw/'))) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) {
      // 429s (SMS cooldown and lockout, rate limits) also say when to come back in the standard header.
      const retryAfter = error.details?.retryAfter;
      if (error.status === 429 && typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return reply.code(error.status).send(failure(error, contentLanguage(req.headers.language)));
    }
    if (error.validation) {
      return reply.code(400).send(failure(new ApiError('request.invalid', validationMessage(error.validation, error.validationContext ?? 'request')), contentLanguage(req.headers.language)));
    }
    // Fastify's own 4xx (unparseable JSON, wrong content type, body too large) are the client's fault too.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send(failure(new ApiError('request.invalid', error.message), contentLanguage(req.headers.language)));
    }
    req.log.error(error);
    return reply.code(500).send(failure(new ApiError('unknown.system.err'), contentLanguage(req.headers.language)));
  });
  // Dev only: hostile replies on demand (POST /__dev/faults); before the routes so every one gets the hooks.
  installFaults(app, ctx);
  // Replies made on request (the API's JSON, stand-in pages) leave compressed, as nginx's gzip or a
  // CDN would send them: a game page of 26 tiles or home's announcements is a third of its size on
  // a phone's network. After the header and fault hooks, so faults still see the plain text;
  // artifacts already compressed by the compiler (Content-Encoding set) pass untouched. Brotli at
  // quality 4: the default (11) costs milliseconds per reply for a few percent.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.setNotFoundHandler((req, reply) => reply.code(404).send(failure(new ApiError('not.found'), contentLanguage(req.headers.language))));

  // One encapsulated plugin per area, registered after the root's hooks and handlers so those apply
  // inside each. Awaited one by one, so routes exist in this order as before (the static catch-all last).
  await app.register(systemRoutes, { ctx });
  await app.register(sessionRoutes, { ctx });
  await app.register(memberRoutes, { ctx });
  await app.register(memberCentreRoutes, { ctx });
  await app.register(messageRoutes, { ctx });
  await app.register(announcementRoutes, { ctx });
  await app.register(gameRoutes, { ctx });
  await app.register(lotteryRoutes, { ctx });
  await app.register(agentRoutes, { ctx });
  await app.register(teamRoutes, { ctx });
  await app.register(contractsRoutes, { ctx });
  await app.register(redRainRoutes, { ctx });
  await app.register(rebateRoutes, { ctx });
  await app.register(serviceRoutes, { ctx });
  await app.register(promotionRoutes, { ctx });
  await app.register(recordsRoutes, { ctx });
  await app.register(rewardsRoutes, { ctx });
  await app.register(securityRoutes, { ctx });
  await app.register(depositRoutes, { ctx });
  await app.register(inviteRoutes, { ctx });
  await app.register(withdrawRoutes, { ctx });
  await app.register(devRoutes, { ctx });
  staticRoutes(app, ctx);

  app.addHook('onClose', async () => {
    db.close();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's state, for tests and scripts that need the database or the clock. */
    platform: PlatformContext;
  }
}
