// THE security headers of a brand's site (docs/security.md): what `npm start` sends
// (platform/server.ts) and what the compiler writes beside each artifact for other servers
// (_headers for Netlify / Cloudflare Pages, an nginx include, a Caddyfile snippet). One table, so
// a deployed site and the reference platform cannot drift apart.
import { TRUSTED_TYPES_POLICIES } from '../../src/ui/trusted-types';

/**
 * The Content-Security-Policy directives, in order. No inline script or style anywhere (React's
 * `style` prop goes through CSSOM, which CSP does not govern; the sanitiser drops style attributes
 * from server HTML), and every HTML / script-URL sink takes a Trusted Types value from one of the
 * app's named policies (src/ui/trusted-types.ts).
 */
export const CSP_DIRECTIVES: readonly (readonly string[])[] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self'", 'data:', 'blob:'],
  ['font-src', "'self'", 'data:'],
  ['connect-src', "'self'"],
  ['frame-ancestors', "'self'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['object-src', "'none'"],
  ['require-trusted-types-for', "'script'"],
  ['trusted-types', ...TRUSTED_TYPES_POLICIES],
];

const BASE_CSP = CSP_DIRECTIVES.map((d) => d.join(' ')).join('; ');

/**
 * HSTS: a year, this host only. Browsers ignore it over plain HTTP (a local `npm start`, a staging
 * host without TLS), so it is sent everywhere; an operator whose every subdomain is HTTPS may add
 * includeSubDomains (docs/deploy.md).
 */
export const HSTS = 'max-age=31536000';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': BASE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': HSTS,
};

/** The web app manifest's media type (servers' default tables often lack .webmanifest). */
export const MANIFEST_TYPE = 'application/manifest+json';

/** The origin an absolute live-stream link is framed from (a same-origin path needs no exception). */
export function liveStreamOrigin(url: string | undefined): string | null {
  if (!url || url.startsWith('/')) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The security headers of a reply to a merchant's host: the app's pages may frame the merchant's
 * own live-stream origin (the /m/liveStream player), nothing else from outside.
 */
export function securityHeadersFor(liveStream: string | null): Record<string, string> {
  if (!liveStream) return { ...SECURITY_HEADERS };
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': `${BASE_CSP}; frame-src 'self' ${liveStream}` };
}

/** Content-hashed files: cached for a year. Everything else is revalidated (platform/static.ts does the same). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** The header files the compiler writes into dist/<code>/; servers must not hand them to browsers. */
export const HEADER_FILES = ['_headers', 'nginx.conf', 'Caddyfile'] as const;

function assertPlain(name: string, value: string): void {
  // Every format below quotes values with "...": a quote or a line break would end the value early.
  if (/["\r\n\\]/.test(value)) throw new Error(`header ${name} holds a character the server configs cannot quote: ${value}`);
}

/** Netlify / Cloudflare Pages `_headers`: security headers on every path, the year-long cache on /assets/*. */
export function headersFile(headers: Record<string, string>): string {
  const lines = ['# Written by the Lobby compiler (scripts/compile/security-headers.ts): the headers `npm start` sends.', '/*'];
  for (const [name, value] of Object.entries(headers)) {
    assertPlain(name, value);
    lines.push(`  ${name}: ${value}`);
  }
  lines.push(`/assets/*`, `  Cache-Control: ${IMMUTABLE_CACHE}`);
  return `${lines.join('\n')}\n`;
}

/** A `_headers` file read back: path pattern → header → value (the tests compare it with what npm start sends). */
export function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const at = line.indexOf(':');
    if (current && at > 0) current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

function nginxHeaders(headers: Record<string, string>, cache: string): string[] {
  return [...Object.entries({ ...headers, 'Cache-Control': cache })].map(([name, value]) => {
    assertPlain(name, value);
    return `        add_header ${name} "${value}" always;`;
  });
}

/**
 * An nginx include for the inside of the brand's `server { }` block (after its own `listen`,
 * `server_name`, `root` and the /wps/ proxy): precompressed siblings, history fallback, and the
 * security headers in every location (an `add_header` in a location drops the server's).
 */
export function nginxSnippet(headers: Record<string, string>): string {
  const page = nginxHeaders(headers, REVALIDATE_CACHE);
  return `# Written by the Lobby compiler (scripts/compile/security-headers.ts): the headers \`npm start\` sends.
# Include it inside the brand's server block:  include /srv/lobby/<code>/nginx.conf;
gzip off;                 # never compress on the fly: the build did it
gzip_static on;           # <file>.gz when the client accepts gzip
brotli_static on;         # <file>.br when the client accepts br (ngx_brotli)
gzip_vary on;             # Vary: Accept-Encoding on precompressed replies

# The server configs themselves are not for browsers.
location ~ ^/(${HEADER_FILES.map((f) => f.replace('.', '\\.')).join('|')})$ {
        return 404;
}
location ^~ /assets/ {
${nginxHeaders(headers, IMMUTABLE_CACHE).join('\n')}
        try_files $uri =404;
}
# nginx's mime.types has no .webmanifest (it would go out as the default type).
location = /manifest.webmanifest {
        types { }
        default_type ${MANIFEST_TYPE};
${page.join('\n')}
        try_files $uri =404;
}
# Page paths (no extension, or .html): the file if it exists, else the app.
location ~ ^[^.]*$ {
${page.join('\n')}
        try_files $uri /index.html;
}
location ~ \\.html$ {
${page.join('\n')}
        try_files $uri /index.html;
}
location / {
${page.join('\n')}
        try_files $uri =404;
}
`;
}

/**
 * A Caddyfile snippet for the inside of the brand's site block (after its `root` and its
 * `handle /wps/*` proxy; `import /srv/lobby/<code>/Caddyfile`).
 */
export function caddySnippet(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    assertPlain(name, value);
    return `        ${name} "${value}"`;
  });
  return `# Written by the Lobby compiler (scripts/compile/security-headers.ts): the headers \`npm start\` sends.
# Import it inside the brand's site block:  import /srv/lobby/<code>/Caddyfile
header {
${lines.join('\n')}
}
header /assets/* Cache-Control "${IMMUTABLE_CACHE}"
header /manifest.webmanifest Content-Type "${MANIFEST_TYPE}"
@lobbyNotAssets not path /assets/*
header @lobbyNotAssets Cache-Control "${REVALIDATE_CACHE}"

handle {
        # The server configs themselves are not for browsers.
        @lobbyServerConfig path ${HEADER_FILES.map((f) => `/${f}`).join(' ')}
        respond @lobbyServerConfig 404
        # Page paths (no extension, or .html) that are not files: the app.
        @lobbyPage {
                not file
                path_regexp ^(/[^.]*|.*\\.html)$
        }
        rewrite @lobbyPage /index.html
        file_server {
                precompressed br gzip
        }
}
`;
}

/** The three header files of a merchant's artifact, by file name. */
export function headerFiles(liveStreamUrl: string | undefined): Map<string, string> {
  const headers = securityHeadersFor(liveStreamOrigin(liveStreamUrl));
  return new Map([
    ['_headers', headersFile(headers)],
    ['nginx.conf', nginxSnippet(headers)],
    ['Caddyfile', caddySnippet(headers)],
  ]);
}
