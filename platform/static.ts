// Serves each merchant's built artifact (dist/<code>/) by Host, the platform's generated images and the demo game page.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, posix, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCompressible, PRECOMPRESSED_ENCODINGS, type ContentEncoding } from '../scripts/compile/compress';
import { HEADER_FILES, MANIFEST_TYPE } from '../scripts/compile/security-headers';
import { ApiError, failure } from './contract';
import type { PlatformContext } from './context';
import { headerValue } from './http';
import { merchantForHost } from './host-merchant';
import { bannerSvg, gameIconPng, gameIconSvg, lotteryIconSvg, teamSvg, vendorSvg } from './images';
import { drawState } from './lottery-clock';
import { safeBackUrl } from './routes/games';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': MANIFEST_TYPE,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

// The headers themselves live with the compiler, which writes them for other servers too.
export { SECURITY_HEADERS, securityHeadersFor } from '../scripts/compile/security-headers';

/**
 * The policy of the platform's stand-ins for third-party pages (a vendor's game, the live player,
 * the chat embed): no script at all, their one inline stylesheet by its hash, framable by the app
 * only. The reply sets it itself; the onSend hook (platform/server.ts) keeps a policy already set.
 */
export function standInPolicy(css: string): string {
  const hash = createHash('sha256').update(css).digest('base64');
  return `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`;
}

/** A stand-in page: its HTML with its stylesheet inline under standInPolicy. */
export function sendStandInPage(reply: FastifyReply, head: string, css: string, body: string): FastifyReply {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${head}\n<style>${css}</style></head>\n${body}</html>`;
  return reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', standInPolicy(css)).type('text/html; charset=utf-8').send(html);
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The encodings an Accept-Encoding header allows, best first among those we have precompressed
 * (br, then gzip): q=0 refuses one, '*' stands for any not named, higher q wins, ties keep br first.
 */
export function acceptedEncodings(header: string | undefined): ContentEncoding[] {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const weight = (encoding: string): number => q.get(encoding) ?? q.get('*') ?? 0;
  return PRECOMPRESSED_ENCODINGS.map((e) => e.encoding)
    .filter((encoding) => weight(encoding) > 0)
    .sort((a, b) => weight(b) - weight(a));
}

/**
 * Sends a file of an artifact; when the compiler left a precompressed sibling (<file>.br / .gz)
 * that the client accepts, that one goes out with Content-Encoding and the original's type.
 */
async function sendFile(req: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string): Promise<boolean> {
  if (!(await isFile(file))) return false;
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  reply.header('Cache-Control', cacheControl).type(type);
  if (isCompressible(file)) {
    // The reply differs by Accept-Encoding whichever variant goes out, so caches must key on it.
    reply.header('Vary', 'Accept-Encoding');
    for (const encoding of acceptedEncodings(headerValue(req, 'Accept-Encoding'))) {
      const sibling = `${file}${PRECOMPRESSED_ENCODINGS.find((e) => e.encoding === encoding)?.suffix ?? ''}`;
      if (!(await isFile(sibling))) continue;
      reply.header('Content-Encoding', encoding);
      await reply.send(await readFile(sibling));
      return true;
    }
  }
  await reply.send(await readFile(file));
  return true;
}

/** Real vendor artwork ({VENDOR}-{WHITE|COLOR}.png), when present; the generated SVG stands in otherwise. */
export const VENDOR_ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'assets', 'vendors');

function svg(reply: FastifyReply, body: string): FastifyReply {
  return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(body);
}

/** Demo raster images drawn by npm run demo-images (platform/assets/<kind>/). */
const ASSETS_DIR = resolve(import.meta.dirname, 'assets');
/** Banner files never change under a name (a new picture gets a new name): cache them for a year. */
const BANNER_CACHE = 'public, max-age=31536000, immutable';

/**
 * A request path as the file system would read it: percent-decoded once, backslashes as slashes,
 * dot segments and repeated slashes collapsed (keeping a trailing slash); null when it cannot be
 * decoded or carries a control character.
 */
export function normalisedPath(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if ([...decoded].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  const path = posix.normalize(`/${decoded.replace(/\\/g, '/')}`);
  return path;
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(failure(new ApiError('not.found')));
}

export function staticRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get('/platform-assets/games/:merchant/:file', async (req, reply) => {
    const { merchant, file } = req.params as { merchant: string; file: string };
    const row = ctx.db.prepare('SELECT name, vendor FROM games WHERE merchant_code = ? AND node_id = ?').get(merchant, Number.parseInt(file, 10)) as
      | { name: string; vendor: string }
      | undefined;
    if (!row) return notFound(reply);
    if (file.endsWith('.png')) return reply.header('Cache-Control', 'public, max-age=86400').type('image/png').send(gameIconPng(row.name, row.vendor));
    return svg(reply, gameIconSvg(row.name, row.vendor));
  });
  app.get('/platform-assets/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string };
    if (kind === 'banners' && /^\d+-\d+\.webp$/.test(file)) {
      if (await sendFile(req, reply, join(ASSETS_DIR, 'banners', file), BANNER_CACHE)) return reply;
      return notFound(reply);
    }
    const png = file.endsWith('.png');
    // Fastify has decoded the path once; a second decoding of a doubly-encoded name may not parse.
    let name: string;
    try {
      name = decodeURIComponent(file.replace(/\.(svg|png)$/, ''));
    } catch {
      return notFound(reply);
    }
    if (kind === 'banners' && /^\d+$/.test(name)) return svg(reply, bannerSvg(Number(name)));
    if (kind === 'teams') return svg(reply, teamSvg(name));
    if (kind === 'lottery') return svg(reply, lotteryIconSvg(name));
    const vendor = /^([A-Za-z0-9]+)-(WHITE|COLOR)$/.exec(name);
    if (kind === 'vendors' && vendor?.[1] && vendor[2]) {
      // The icon CDN layout ({vendor}-WHITE.png / -COLOR.png): the real PNG when one is checked in,
      // else the generated SVG under the same name so every vendor still has an icon.
      if (png && (await sendFile(req, reply, join(VENDOR_ASSETS_DIR, `${vendor[1]}-${vendor[2]}.png`), 'public, max-age=86400'))) return reply;
      return svg(reply, vendorSvg(vendor[1], vendor[2] as 'WHITE' | 'COLOR'));
    }
    return notFound(reply);
  });

  // The page a launch URL opens: stands in for a vendor's game, with a way back into the app.
  app.get('/demo-game', async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    const back = safeBackUrl(q.back);
    let title = 'Game';
    let detail = '';
    if (q.lottery && q.merchant) {
      const row = ctx.db.prepare('SELECT name, cycle_seconds FROM lotteries WHERE merchant_code = ? AND game_code = ?').get(q.merchant, q.lottery) as
        | { name: string; cycle_seconds: number }
        | undefined;
      if (row) {
        const draw = drawState(q.lottery, row.cycle_seconds, ctx.now());
        title = row.name;
        detail = `Issue ${draw.numero} · draw in ${Math.ceil(draw.remainTime / 1000)} s · last result ${draw.previousWinningNumber} · mode ${q.mode ?? 'Lott'}`;
      }
    } else if (q.nodeId && q.merchant) {
      const row = ctx.db.prepare('SELECT name, vendor FROM games WHERE merchant_code = ? AND node_id = ?').get(q.merchant, Number(q.nodeId)) as
        | { name: string; vendor: string }
        | undefined;
      if (row) {
        title = row.name;
        detail = `A demo of ${row.vendor}'s game, served by the Lobby reference platform.`;
      }
    }
    return sendStandInPage(
      reply,
      `<title>${escapeHtml(title)}</title>`,
      'body{margin:0;font-family:sans-serif;background:#101522;color:#fff;display:flex;flex-direction:column;min-height:100vh;align-items:center;justify-content:center;gap:16px;text-align:center;padding:16px}a{color:#101522;background:#f5d36b;padding:12px 24px;border-radius:24px;text-decoration:none;font-weight:bold}',
      `<body data-screen="demo-game"><h1 data-testid="demo-game-title">${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p><a data-testid="demo-game-back" href="${escapeHtml(back)}">Back to lobby</a></body>`,
    );
  });

  // The live page a merchant's liveStreamUrl may point at (demo's is /demo-live): stands in for a
  // streaming provider's player, so development and the tests never reach the internet.
  app.get('/demo-live', async (req, reply) => {
    const merchant = merchantForHost(ctx, headerValue(req, 'Host'));
    return sendStandInPage(
      reply,
      `<title>${escapeHtml(merchant.name)} live</title>`,
      'body{margin:0;font-family:sans-serif;background:#0d1117;color:#fff;display:flex;flex-direction:column;min-height:100vh;align-items:center;justify-content:center;gap:12px;text-align:center;padding:16px;box-sizing:border-box}.badge{background:#c5221f;color:#fff;font-weight:bold;padding:4px 10px;border-radius:4px;letter-spacing:.1em}.screen{width:min(100%,480px);aspect-ratio:16/9;border-radius:8px;background:linear-gradient(135deg,#1f2a44,#3b1f44);display:grid;place-items:center}',
      `<body data-screen="demo-live"><span class="badge">LIVE</span><div class="screen"><h1 data-testid="demo-live-title">${escapeHtml(merchant.name)} live match</h1></div><p>A demo live stream served by the Lobby reference platform.</p></body>`,
    );
  });

  // Everything else: the artifact of the merchant the Host names.
  app.get('/*', async (req: FastifyRequest, reply) => {
    // Every rule below reads the normalised path ('//nginx.conf', '/./_headers', '/%2fnginx.conf'
    // and '/a/../_headers' are all '/_headers' or '/nginx.conf'); what cannot be decoded or holds a
    // control character names no file.
    const path = normalisedPath(req.url.split('?')[0] ?? '/');
    if (path === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (path.startsWith('/wps/') || path.startsWith('/lgw/') || path.startsWith('/__dev/')) return notFound(reply);
    // The server configs the compiler leaves in the artifact are for operators, not browsers.
    if ((HEADER_FILES as readonly string[]).includes(path.slice(1))) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const host = headerValue(req, 'Host');
    const site = ctx.sites.get((host ?? '').toLowerCase().replace(/:\d+$/, ''));
    const merchant = merchantForHost(ctx, host);
    const root = resolve(site ?? join(ctx.distDir, merchant.code));
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) && file !== root) return notFound(reply);
    const immutable = path.startsWith('/assets/');
    if (path !== '/' && !path.endsWith('/') && (await sendFile(req, reply, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache'))) return reply;
    // History fallback: any page path (no extension, or .html such as the legacy /register.html)
    // is the app, which routes it itself — including a merchant's extra routes and its not-found screen.
    const ext = extname(path);
    if (!path.startsWith('/assets/') && (ext === '' || ext === '.html')) {
      if (await sendFile(req, reply, join(root, 'index.html'), 'no-cache')) return reply;
      if (site) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.code(503).type('text/plain; charset=utf-8').send(`The ${merchant.code} artifact is not built (dist/${merchant.code}/index.html missing). Run npm run build.`);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
