import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPrecompressed } from '../scripts/compile/compress';
import { HEADER_FILES, headerFiles, parseHeadersFile } from '../scripts/compile/security-headers';
import type { MerchantConfig } from '../src/config/merchant-config.generated';
import { COMPRESS_THRESHOLD_BYTES } from './server';
import { acceptedEncodings } from './static';
import { FIXTURE_MERCHANTS, startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const get = (url: string, host: string) => p.app.inject({ url, headers: { host } });

describe('artifact serving', () => {
  it('picks the merchant by <code>.localhost, by configured domain, else the first merchant', async () => {
    expect((await get('/m/home', 'mono.localhost:8080')).body).toContain('mono artifact');
    expect((await get('/m/home', 'demo.lobby.test')).body).toContain('demo artifact');
    expect((await get('/m/home', 'localhost:8080')).body).toContain('demo artifact');
    expect((await get('/', '127.0.0.1:8080')).body).toContain('demo artifact');
  });

  it('falls back to index.html for /m/* (no-cache) and caches hashed assets for a year', async () => {
    const page = await get('/m/member/agent/getSalaryContract', 'demo.localhost');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const asset = await get('/assets/app-abc123.js', 'demo.localhost');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect((await get('/assets/missing.js', 'demo.localhost')).statusCode).toBe(404);
    expect((await get('/config.json', 'demo.localhost')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the app for page paths outside /m too: the legacy /register.html and extra routes', async () => {
    for (const path of ['/register.html', '/m/register.html', '/m/index.html', '/promo-2026']) {
      const page = await get(path, 'mono.localhost');
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain('mono artifact');
    }
    expect((await get('/favicon.ico', 'mono.localhost')).statusCode).toBe(404);
  });

  it('sends security headers on pages and API replies', async () => {
    for (const res of [await get('/m/home', 'demo.localhost'), await p.app.inject({ url: '/wps/system/status', headers: { merchant: 'demo' } })]) {
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('never serves files outside the artifact', async () => {
    const res = await get('/..%2f..%2fmerchants%2fdemo.json', 'demo.localhost');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('trialMerchantCode');
  });

  it('says so when an artifact is not built', async () => {
    const bare = await startPlatform({ distDir: '/nonexistent-dist' });
    try {
      expect((await bare.app.inject({ url: '/m/home', headers: { host: 'demo.localhost' } })).statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

describe('precompressed artifacts', () => {
  const dist = mkdtempSync(join(tmpdir(), 'lobby-static-'));
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
  const html = '<!doctype html><title>demo artifact</title>' + '<p>hello</p>'.repeat(200);
  let site: TestPlatform;
  beforeAll(async () => {
    const files = withPrecompressed(new Map<string, string | Buffer>([['index.html', html], ['assets/app-1.js', script], ['icons/icon.png', Buffer.from([137, 80, 78, 71])]]), { effort: 'fast' });
    for (const [rel, body] of files) {
      mkdirSync(join(dist, 'demo', rel, '..'), { recursive: true });
      writeFileSync(join(dist, 'demo', rel), body);
    }
    site = await startPlatform({ distDir: dist, sites: { 'floor.localhost': join(dist, 'demo') } });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const fetch = (url: string, acceptEncoding?: string) =>
    site.app.inject({ url, headers: { host: 'demo.localhost', ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

  it('prefers br, then gzip, honours q=0 and falls back to identity', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1, br;q=0.5')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*;q=0.1, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('sends the brotli or gzip sibling with Content-Encoding, Vary and the original type and cache policy', async () => {
    const br = await fetch('/assets/app-1.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await fetch('/assets/app-1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const identity = await fetch('/assets/app-1.js', 'br;q=0, gzip;q=0');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.body).toBe(script);
  });

  it('compresses the history fallback too, serves an extra site by host the same way, and leaves images alone', async () => {
    const page = await fetch('/m/home', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
    const other = await site.app.inject({ url: '/m/anything', headers: { host: 'floor.localhost:9999', 'accept-encoding': 'gzip' } });
    expect(other.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(other.rawPayload).toString()).toBe(html);
    expect((await site.app.inject({ url: '/assets/missing.js', headers: { host: 'floor.localhost' } })).statusCode).toBe(404);
    const png = await fetch('/icons/icon.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
  });
});

describe('replies made on request', () => {
  const announcements = (acceptEncoding?: string) =>
    p.app.inject({
      url: '/wps/relay/CCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&groupName=m_home&platform=M&merchantCode=demo',
      headers: { host: 'demo.localhost', ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });

  it('leave compressed for a client that accepts it (brotli first), with Vary, and decode to the same JSON', async () => {
    const plain = await announcements();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.json()).toMatchObject({ success: true });

    const br = await announcements('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const gz = await announcements('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    expect((await announcements('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('leave a reply under the threshold as it is', async () => {
    // The session key as upstream's client asks for it (no Merchant header): the bare modulus hex.
    const key = (acceptEncoding?: string) => p.app.inject({ url: '/wps/session/key/rsa', headers: { host: 'demo.localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
    const plain = await key();
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    const small = await key('br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(plain.body);
  });
});

describe('demo live page and framing', () => {
  it('serves the demo live page of the host merchant, framable by the app only', async () => {
    const page = await get('/demo-live', 'demo.localhost:8080');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('data-testid="demo-live-title"');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it("lets a merchant's pages frame its absolute live-stream origin, and nothing else", async () => {
    const { liveStreamOrigin } = await import('./merchants');
    const { securityHeadersFor } = await import('./static');
    expect(liveStreamOrigin('/demo-live')).toBeNull();
    expect(liveStreamOrigin(undefined)).toBeNull();
    expect(liveStreamOrigin('https://live.example.test/room/1?x=1')).toBe('https://live.example.test');
    expect(securityHeadersFor(null)['Content-Security-Policy']).not.toContain('frame-src');
    expect(securityHeadersFor('https://live.example.test')['Content-Security-Policy']).toContain("frame-src 'self' https://live.example.test");
  });
});

describe('header files the compiler emits', () => {
  it("npm start sends exactly the headers of each merchant's emitted _headers, and never serves the header files", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'lobby-headers-'));
    const codes = ['demo', 'mono'];
    for (const code of codes) {
      const config = JSON.parse(readFileSync(join(FIXTURE_MERCHANTS, `${code}.json`), 'utf8')) as MerchantConfig;
      mkdirSync(join(dist, code), { recursive: true });
      writeFileSync(join(dist, code, 'index.html'), `<!doctype html><title>${code}</title>`);
      for (const [name, text] of headerFiles(config.liveStreamUrl)) writeFileSync(join(dist, code, name), text);
    }
    const site = await startPlatform({ distDir: dist });
    try {
      for (const code of codes) {
        const emitted = parseHeadersFile(readFileSync(join(dist, code, '_headers'), 'utf8')).get('/*') ?? {};
        expect(Object.keys(emitted).length, code).toBeGreaterThan(2);
        for (const path of ['/m/home', '/wps/system/status']) {
          const res = await site.app.inject({ url: path, headers: { host: `${code}.localhost`, merchant: code } });
          for (const [name, value] of Object.entries(emitted)) expect(res.headers[name.toLowerCase()], `${code} ${path} ${name}`).toBe(value);
        }
        for (const file of HEADER_FILES) {
          // However the path is spelt: doubled slashes, dot segments, encoded slashes, backslashes.
          for (const url of [`/${file}`, `//${file}`, `/./${file}`, `/%2f${file}`, `/%2F${file}`, `/m/../${file}`, `/%5c${file}`, `/.%2f${file}`]) {
            const res = await site.app.inject({ url, headers: { host: `${code}.localhost` } });
            expect(res.statusCode, url).toBe(404);
            expect(res.body, url).not.toContain('Content-Security-Policy');
            expect(res.body, url).not.toContain('server {');
          }
        }
        // Undecodable or control-character paths name no file: 404, never 500.
        for (const url of ['/assets/%E0%A4%A', '/assets/%25E0%25A4%25A.js', '/platform-assets/teams/%25E0%25A4%25A.svg', '/platform-assets/vendors/%25ZZ-WHITE.png', '/%00index.html', '/m/%0d%0ahome']) {
          const res = await site.app.inject({ url, headers: { host: `${code}.localhost` } });
          expect(res.statusCode, url).toBeLessThan(500);
        }
      }
    } finally {
      await site.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('the stand-ins for third-party pages bring their own policy: no script, their one stylesheet by hash', async () => {
    for (const path of ['/demo-live', '/demo-game?merchant=demo&nodeId=1']) {
      const res = await get(path, 'demo.localhost');
      const csp = res.headers['content-security-policy'] as string;
      const css = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
      expect(csp, path).toBe(`default-src 'none'; style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
