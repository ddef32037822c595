// The header files the compiler writes carry exactly the headers npm start sends (one table).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRUSTED_TYPES_POLICIES } from '../../src/ui/trusted-types';
import { caddySnippet, headerFiles, headersFile, HEADER_FILES, IMMUTABLE_CACHE, nginxSnippet, parseHeadersFile, REVALIDATE_CACHE, securityHeadersFor, SECURITY_HEADERS } from './security-headers';

/** nginx include → location → header → value (add_header ... always). */
function parseNginx(text: string): Map<string, Record<string, string>> {
  const locations = new Map<string, Record<string, string>>();
  for (const m of text.matchAll(/^location ([^{]+)\{([\s\S]*?)^\}/gm)) {
    const headers: Record<string, string> = {};
    for (const h of (m[2] ?? '').matchAll(/add_header (\S+) "([^"]*)" always;/g)) headers[h[1] ?? ''] = h[2] ?? '';
    locations.set((m[1] ?? '').trim(), headers);
  }
  return locations;
}

/** Caddy's `header { Name "value" }` block. */
function parseCaddy(text: string): Record<string, string> {
  const block = /^header \{\n([\s\S]*?)^\}/m.exec(text)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/^\s+(\S+) "([^"]*)"$/gm)].map((m) => [m[1], m[2]]));
}

const LIVE = 'https://live.example.test';

describe('security headers', () => {
  it('one strict policy: no inline script or style, no eval, Trusted Types enforced with the app\'s policies', () => {
    const csp = SECURITY_HEADERS['Content-Security-Policy'] ?? '';
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|report-only/);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain(`trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`);
    expect(csp).not.toContain("'allow-duplicates'");
    expect(securityHeadersFor(null)).toEqual(SECURITY_HEADERS);
    // HSTS on every reply (browsers ignore it over plain HTTP), this host only.
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(securityHeadersFor(LIVE)['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(securityHeadersFor(LIVE)['Content-Security-Policy']).toBe(`${csp}; frame-src 'self' ${LIVE}`);
  });

  for (const origin of [null, LIVE]) {
    it(`the three files carry exactly securityHeadersFor(${origin ?? 'null'})`, () => {
      const expected = securityHeadersFor(origin);
      const files = headerFiles(origin ? `${origin}/room/1` : '/demo-live');
      expect([...files.keys()]).toEqual([...HEADER_FILES]);

      const rules = parseHeadersFile(files.get('_headers') ?? '');
      expect(rules.get('/*')).toEqual(expected);
      expect(rules.get('/assets/*')).toEqual({ 'Cache-Control': IMMUTABLE_CACHE });

      const locations = parseNginx(files.get('nginx.conf') ?? '');
      // Every serving location repeats every header (a location's add_header drops the server's).
      expect([...locations.keys()]).toEqual(['~ ^/(_headers|nginx\\.conf|Caddyfile)$', '^~ /assets/', '= /manifest.webmanifest', '~ ^[^.]*$', '~ \\.html$', '/']);
      expect(locations.get('^~ /assets/')).toEqual({ ...expected, 'Cache-Control': IMMUTABLE_CACHE });
      for (const page of ['= /manifest.webmanifest', '~ ^[^.]*$', '~ \\.html$', '/']) expect(locations.get(page), page).toEqual({ ...expected, 'Cache-Control': REVALIDATE_CACHE });
      expect(files.get('nginx.conf')).toMatch(/location ~ \^\/\(_headers\|nginx\\\.conf\|Caddyfile\)\$ \{\n\s+return 404;/);

      const caddy = files.get('Caddyfile') ?? '';
      expect(parseCaddy(caddy)).toEqual(expected);
      expect(caddy).toContain(`header /assets/* Cache-Control "${IMMUTABLE_CACHE}"`);
      // The manifest's type, which neither server's default table knows.
      expect(caddy).toContain('header /manifest.webmanifest Content-Type "application/manifest+json"');
      expect(files.get('nginx.conf')).toMatch(/location = \/manifest\.webmanifest \{\n\s+types \{ \}\n\s+default_type application\/manifest\+json;/);
      expect(caddy).toContain('@lobbyServerConfig path /_headers /nginx.conf /Caddyfile');
      expect(caddy).toContain('respond @lobbyServerConfig 404');
    });
  }

  it('refuses a value the formats cannot quote', () => {
    const bad = { 'Content-Security-Policy': "frame-src 'self' \"x\"" };
    expect(() => headersFile({ X: 'a\nb' })).toThrow(/cannot quote/);
    expect(() => nginxSnippet(bad)).toThrow(/cannot quote/);
    expect(() => caddySnippet(bad)).toThrow(/cannot quote/);
  });

  it("the operators' guide shows the policy the build writes", () => {
    const guide = readFileSync(new URL('../../docs/operators.md', import.meta.url), 'utf8');
    expect(guide).toContain(`Content-Security-Policy: ${SECURITY_HEADERS['Content-Security-Policy']}\n`);
  });
});
