import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolidatedSettings, RegisterSettings, SystemStatus } from '../src/api/contract.generated';
import { decodeCustomerServicePath } from './customer-service-path';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

describe('merchant header', () => {
  it('answers merchant.not.found for a missing or unknown merchant, before anything else', async () => {
    const missing = await p.call('GET', '/wps/system/status', { merchant: null });
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe('merchant.not.found');
    const unknown = await p.call('POST', '/wps/session/login', { merchant: 'nobody', body: { broken: true } });
    expect(unknown.body.errorCode).toBe('merchant.not.found');
    // A trial merchant is internal: not addressable as a merchant.
    expect((await p.call('GET', '/wps/system/status', { merchant: 'demo_trial' })).body.errorCode).toBe('merchant.not.found');
  });

  it('answers unknown /wps paths with a not.found envelope', async () => {
    const res = await p.call('POST', '/wps/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('not.found');
  });
});

describe('system information', () => {
  it('reports status, template, menu and flags per merchant', async () => {
    const demo = await p.call<SystemStatus>('GET', '/wps/system/status');
    expect(demo.body.value).toMatchObject({ merchantCode: 'demo', maintenance: false, regionRestriction: false, mobileTemplate: { mem_cen: '1', dep_func: '1' } });
    expect(demo.body.value.whitelabel.childrenNodes?.map((n) => n.modId)).toEqual(['MEMCEN', 'AGECEN']);
    expect(demo.body.value.whitelabelVal).toMatchObject({ DIRECTREG3: true, MOBILENUMREG3: true, FREEPLAY3: true });
    const mono = await p.call<SystemStatus>('GET', '/wps/system/status', { merchant: 'mono' });
    expect(mono.body.value.whitelabelVal).toMatchObject({ DIRECTREG3: false, USERNAMEREG3: false });
    expect(mono.body.value.mobileTemplate).toEqual({ mem_cen: '0', dep_func: '0' });
  });

  it('serves consolidated settings and register rules', async () => {
    const c = await p.call<ConsolidatedSettings>('GET', '/wps/system/settings/consolidated', { query: { device: 'MOBILE' } });
    expect(c.body.value).toMatchObject({ trialMerchantCode: 'demo_trial', encryptionScheme: 'rsa-oaep-aes-gcm', minimumAge: 18 });
    const r = await p.call<RegisterSettings>('GET', '/wps/system/setting/register', { merchant: 'mono' });
    expect(r.body.value).toMatchObject({ direct: false, methods: { username: false, mobile: true }, requirePasswordForMobile: true });
    expect(r.body.value.fields.username).toMatchObject({ enabled: false, messageKey: 'format.username.err' });
    expect(new RegExp(r.body.value.fields.password?.pattern ?? '').test('Demo@1234')).toBe(true);
    // Download links and customer-service paths travel in the consolidated settings.
    expect(c.body.value.resources.map((i) => i.resourceType)).toContain('Android');
    expect((await p.call('GET', '/wps/system/downloadLinks')).status).toBe(404);
    expect((await p.call('GET', '/wps/system/customerService')).status).toBe(404);
  });

  it('obfuscates customer-service paths with the last 8 characters as key', async () => {
    const res = await p.call<ConsolidatedSettings>('GET', '/wps/system/settings/consolidated', { query: { device: 'MOBILE' } });
    const first = res.body.value.customerService[0];
    expect(first?.csType).toBe('LIVECHAT');
    expect(first?.path).not.toContain('http');
    expect(decodeCustomerServicePath(first?.path ?? '')).toBe('https://support.demo.lobby.test/chat');
  });

  it('serves the RSA key as upstream does: the bare modulus hex as text/plain, no envelope, stable across calls', async () => {
    const a = await p.app.inject({ method: 'GET', url: '/wps/session/key/rsa?_=1', headers: { Merchant: 'demo' } });
    const again = await p.app.inject({ method: 'GET', url: '/wps/session/key/rsa?_=2', headers: { Merchant: 'demo' } });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^text\/plain/);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.body).toMatch(/^[0-9a-f]{512}$/);
    expect(again.body).toBe(a.body);
    expect(a.body).toBe(p.app.platform.keys.modulusHex);
  });

  it('gives a legacy-scheme merchant the separate RSA-1024 legacy key', async () => {
    const mono = await p.app.inject({ method: 'GET', url: '/wps/session/key/rsa?_=1', headers: { Merchant: 'mono' } });
    expect(mono.body).toMatch(/^[89a-f][0-9a-f]{255}$/);
    expect(mono.body).toBe(p.app.platform.legacyKeys.modulusHex);
  });

  it('answers the upstream-style fetch (no Merchant header) with the bare modulus hex of the Host\'s merchant', async () => {
    const fetchKey = (host: string) =>
      p.app.inject({ method: 'GET', url: `/wps/session/key/rsa?t=${Date.now()}`, headers: { host, 'cache-control': 'no-cache' } });
    const mono = await fetchKey('mono.localhost:8080');
    expect(mono.statusCode).toBe(200);
    expect(mono.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(mono.headers['cache-control']).toBe('no-store');
    expect(mono.body).toBe(p.app.platform.legacyKeys.modulusHex);
    expect((await fetchKey('mono.lobby.test')).body).toBe(p.app.platform.legacyKeys.modulusHex);
    // A default-scheme merchant asked this way answers its own RSA-2048 modulus.
    const demo = await fetchKey('demo.localhost');
    expect(demo.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(demo.body).toBe(p.app.platform.keys.modulusHex);
    // Only the key endpoint has a header-less variant.
    const status = await p.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'mono.localhost' } });
    expect(status.json()).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
  });

  // The captcha (a PNG in base64, as upstream sends it): platform/captcha.test.ts.
});

describe('maintenance and region restriction (dev switches)', () => {
  it('closes the API but keeps status, settings and key answering', async () => {
    const on = await p.call('POST', '/__dev/merchants/mono/status', { merchant: null, body: { maintenance: true } });
    expect(on.body.value).toEqual({ maintenance: true, regionRestriction: false });
    expect((await p.call<SystemStatus>('GET', '/wps/system/status', { merchant: 'mono' })).body.value.maintenance).toBe(true);
    expect((await p.app.inject({ method: 'GET', url: '/wps/session/key/rsa', headers: { Merchant: 'mono' } })).body).toBe(p.app.platform.legacyKeys.modulusHex);
    const games = await p.call('GET', '/wps/relay/GCSGAME_gameList', { merchant: 'mono' });
    expect(games.status).toBe(503);
    expect(games.body.errorCode).toBe('system.not.available');
    expect((await p.call('GET', '/wps/relay/GCSGAME_gameList')).body.success).toBe(true);
    await p.call('POST', '/__dev/merchants/mono/status', { merchant: null, body: { maintenance: false, regionRestriction: true } });
    expect((await p.call('GET', '/wps/relay/GCSGAME_gameList', { merchant: 'mono' })).body.errorCode).toBe('system.region.restricted');
    await p.call('POST', '/__dev/merchants/mono/status', { merchant: null, body: { regionRestriction: false } });
    expect((await p.call('GET', '/wps/relay/GCSGAME_gameList', { merchant: 'mono' })).body.success).toBe(true);
    expect((await p.call('POST', '/__dev/merchants/zzz/status', { merchant: null, body: { maintenance: true } })).body.errorCode).toBe('merchant.not.found');
    expect((await p.call('POST', '/__dev/merchants/mono/status', { merchant: null, body: { maintenance: 'yes' } })).body.errorCode).toBe('request.invalid');
  });

  it('has an SMS outbox that says when nothing was sent', async () => {
    expect((await p.call('GET', '/__dev/sms', { merchant: null, query: { mobileNum: '0000000000' } })).body.errorCode).toBe('not.found');
  });
});

describe('without the dev endpoints (the default)', () => {
  it('has no dev endpoints', async () => {
    const prod = await startPlatform({ dev: false });
    try {
      expect((await prod.app.inject({ method: 'POST', url: '/__dev/reset' })).statusCode).toBe(404);
      expect((await prod.app.inject({ url: '/__dev/sms?mobileNum=0901234567' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
