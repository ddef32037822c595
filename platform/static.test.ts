import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from './test-helpers';

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
