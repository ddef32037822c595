// The client against a tiny real HTTP server that can misbehave on purpose: malformed replies,
// slow replies, 5xx pages, 401s, key rotation. Platform round-trips are in client.platform.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { apiClient, configure, onSessionExpired } from './client';
import type { ClientConfig } from './client';
import { MemoryStorage, readSession, setStorageBackends, writeSession } from '../state/storage';
import { decryptRequestBody, generatePlatformKeyPair, NonceBook, publicKeyReply, unsealFresh } from '../../platform/crypto';
import type { PlatformKeyPair } from '../../platform/crypto';
import { sendJson, startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
const ok = (value: unknown) => ({ success: true, value, message: null, errorCode: null });
const session = { id: 1, token: 'token-A', merchantCode: 'alpha', userName: 'demo01', type: 0, firstTimeLogin: false };

function setup(overrides: Partial<ClientConfig> = {}): void {
  configure({
    baseUrl: server.baseUrl,
    merchantCode: 'alpha',
    encryptionScheme: 'rsa-oaep-aes-gcm',
    getLanguage: () => 'VI',
    retryDelaysMs: [10, 20],
    timeoutMs: 2_000,
    isOnline: () => true,
    isStandalone: () => false,
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  server.requests.length = 0;
  setup();
});
afterEach(() => setStorageBackends({}));

describe('headers and envelope', () => {
  it('sends Merchant, Device, Language and, with a session, Authorization', async () => {
    server.route('GET', '/h', (_req, res) => sendJson(res, 200, ok(1)));
    await apiClient.get('/h');
    expect(server.requests[0]?.headers).toMatchObject({ merchant: 'alpha', device: 'MOBILE', language: 'VI' });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();

    writeSession(session);
    let language = 'EN';
    setup({ isStandalone: () => true, getLanguage: () => language });
    await apiClient.get('/h');
    language = 'CN';
    await apiClient.get('/h');
    expect(server.requests[1]?.headers).toMatchObject({ device: 'OTHERS', language: 'EN', authorization: 'token-A' });
    expect(server.requests[2]?.headers.language).toBe('CN');
  });

  it('unwraps the value and passes query parameters', async () => {
    server.route('GET', '/games', (req, res) => sendJson(res, 200, ok({ path: req.path, games: [1, 2] })));
    const value = await apiClient.get<{ games: number[] }>('/games', { query: { pageNo: 1, gameName: undefined } });
    expect(value.games).toEqual([1, 2]);
  });

  it('turns success:false into a server ApiError with code, message, status and value', async () => {
    server.route('POST', '/login', (_req, res) => sendJson(res, 400, { success: false, value: { captcha: true }, message: 'Wrong', errorCode: 'login.cred.err' }));
    const error = await rejection(apiClient.post('/login', { a: 1 }));
    expect(error).toMatchObject({ kind: 'server', code: 'login.cred.err', message: 'Wrong', status: 400, value: { captcha: true } });
  });
});

describe('malformed replies become ApiError kind malformed', () => {
  const bad: [string, number, string][] = [
    ['HTML error page', 502, '<html><body>Bad gateway</body></html>'],
    ['not JSON', 200, 'OK'],
    ['empty body', 200, ''],
    ['JSON array', 200, '[1,2]'],
    ['JSON null', 200, 'null'],
    ['missing success and value', 200, JSON.stringify({ message: null, errorCode: null })],
    ['missing success, with an errorCode', 400, JSON.stringify({ value: 1, errorCode: 'x' })],
    ['success of the wrong type', 200, JSON.stringify({ success: 'true', value: 1 })],
    ['errorCode of the wrong type', 400, JSON.stringify({ success: false, value: null, message: null, errorCode: 5 })],
    ['message of the wrong type', 400, JSON.stringify({ success: false, value: null, message: { a: 1 }, errorCode: 'x' })],
    ['failure without code or message', 400, JSON.stringify({ success: false, value: null })],
    ['success on an error status', 500, JSON.stringify(ok(1))],
  ];
  it.each(bad)('%s', async (_name, status, body) => {
    server.route('POST', '/bad', (_req, res) => {
      res.writeHead(status, { 'content-type': body.startsWith('<') ? 'text/html' : 'application/json' });
      res.end(body);
    });
    const error = await rejection(apiClient.post('/bad'));
    expect(error.kind).toBe('malformed');
    expect(error.code).toBe('client.malformed');
    expect(error.status).toBe(status);
  });

  it("a success that leaves success out is read as upstream's clients read it ({\"value\":1}, the unread count)", async () => {
    server.route('GET', '/unread', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"value":1}');
    });
    expect(await apiClient.get('/unread')).toBe(1);
  });

  it('a value failing the caller decode is malformed too', async () => {
    server.route('GET', '/wallet', (_req, res) => sendJson(res, 200, ok({ sumBalance: 'lots' })));
    const decode = (v: unknown) => {
      const balance = (v as { sumBalance?: unknown } | null)?.sumBalance;
      if (typeof balance !== 'number') throw new Error('sumBalance is not a number');
      return { sumBalance: balance };
    };
    const error = await rejection(apiClient.get('/wallet', { decode }));
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('sumBalance');
  });

  it('a connection cut mid-reply is a typed error, not an exception', async () => {
    server.route('POST', '/cut', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"success":tr');
      res.destroy();
    });
    const error = await rejection(apiClient.post('/cut'));
    expect(['network', 'malformed']).toContain(error.kind);
  });
});

describe('retries: reads with backoff, writes never', () => {
  it('retries a GET through transient 5xx pages and succeeds', async () => {
    let calls = 0;
    server.route('GET', '/flaky', (_req, res) => {
      calls += 1;
      if (calls < 3) {
        res.writeHead(503, { 'content-type': 'text/html' });
        res.end('<h1>busy</h1>');
      } else sendJson(res, 200, ok('finally'));
    });
    await expect(apiClient.get('/flaky')).resolves.toBe('finally');
    expect(server.hits('/flaky')).toBe(3);
  });

  it('gives up after 2 retries', async () => {
    server.route('GET', '/down', (_req, res) => {
      res.writeHead(502);
      res.end('<h1>down</h1>');
    });
    expect((await rejection(apiClient.get('/down'))).kind).toBe('malformed');
    expect(server.hits('/down')).toBe(3);
  });

  it('never retries a POST, PUT or DELETE', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      server.route(method, '/write', (_req, res) => {
        res.writeHead(503);
        res.end('<h1>busy</h1>');
      });
    }
    await rejection(apiClient.post('/write', { x: 1 }));
    await rejection(apiClient.put('/write', { x: 1 }));
    await rejection(apiClient.delete('/write'));
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'PUT', 'DELETE']);
  });

  it('does not retry a deliberate server answer', async () => {
    server.route('GET', '/no', (_req, res) => sendJson(res, 403, { success: false, value: null, message: 'no', errorCode: 'permission.denied' }));
    expect((await rejection(apiClient.get('/no'))).code).toBe('permission.denied');
    expect(server.hits('/no')).toBe(1);
  });
});

describe('timeout, offline, network, aborted', () => {
  beforeEach(() => {
    server.route('GET', '/slow', () => {
      /* never answers */
    });
    server.route('POST', '/slow', () => {
      /* never answers */
    });
  });

  it('a reply that never comes is a timeout, reported after one attempt (not 3 x the timeout)', async () => {
    setup({ timeoutMs: 150 });
    const started = Date.now();
    const error = await rejection(apiClient.get('/slow'));
    expect(error).toMatchObject({ kind: 'timeout', code: 'client.timeout', status: 0 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(server.hits('/slow')).toBe(1);
    expect((await rejection(apiClient.post('/slow', {}))).kind).toBe('timeout');
    expect(server.hits('/slow')).toBe(2);
  });

  it('a GET whose connection drops is retried and can succeed', async () => {
    let calls = 0;
    server.route('GET', '/reset', (_req, res) => {
      calls += 1;
      if (calls === 1) res.destroy();
      else sendJson(res, 200, ok('back'));
    });
    await expect(apiClient.get('/reset')).resolves.toBe('back');
    expect(server.hits('/reset')).toBe(2);
  });

  it('a POST whose connection drops is not retried', async () => {
    server.route('POST', '/reset', (_req, res) => res.destroy());
    expect((await rejection(apiClient.post('/reset', {}))).kind).toBe('network');
    expect(server.hits('/reset')).toBe(1);
  });

  it('offline is reported as offline, without sending anything', async () => {
    setup({ isOnline: () => false });
    const error = await rejection(apiClient.get('/slow'));
    expect(error).toMatchObject({ kind: 'offline', code: 'client.offline' });
    expect(server.requests).toHaveLength(0);
  });

  it('a refused connection while online is a network error', async () => {
    const closed = await startTestServer();
    const url = closed.baseUrl;
    await closed.close();
    setup({ baseUrl: url, retryDelaysMs: [] });
    expect((await rejection(apiClient.get('/x'))).kind).toBe('network');
  });

  it('a connection that drops because the device went offline is offline, not timeout', async () => {
    let online = true;
    server.route('GET', '/drop', (_req, res) => {
      online = false;
      res.destroy();
    });
    setup({ isOnline: () => online, retryDelaysMs: [] });
    expect((await rejection(apiClient.get('/drop'))).kind).toBe('offline');
  });

  it('a caller abort is kind aborted and not retried', async () => {
    const controller = new AbortController();
    const pending = apiClient.get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await rejection(pending)).kind).toBe('aborted');
    expect(server.hits('/slow')).toBe(1);
  });
});

describe('session expiry', () => {
  const expired = { success: false, value: null, message: 'Please log in', errorCode: 'login.not.session' };

  it('clears the session and emits one event for concurrent 401s', async () => {
    server.route('GET', '/member', (_req, res) => setTimeout(() => sendJson(res, 401, expired), 20));
    writeSession(session);
    const events: string[] = [];
    const unsubscribe = onSessionExpired(({ code }) => events.push(code));
    const errors = await Promise.all([1, 2, 3, 4].map(() => rejection(apiClient.get('/member'))));
    expect(errors.map((e) => e.code)).toEqual(Array(4).fill('login.not.session'));
    expect(errors[0]?.status).toBe(401);
    expect(events).toEqual(['login.not.session']);
    expect(readSession()).toBeUndefined();
    expect(server.hits('/member')).toBe(4); // a 401 is an answer: never retried

    // A later session that expires again is a new event; after unsubscribing nothing arrives.
    writeSession({ ...session, token: 'token-B' });
    await rejection(apiClient.get('/member'));
    expect(events).toHaveLength(2);
    unsubscribe();
    writeSession({ ...session, token: 'token-C' });
    await rejection(apiClient.get('/member'));
    expect(events).toHaveLength(2);
  });

  it('keeps a newer session that arrived while the old one was failing', async () => {
    server.route('GET', '/member', (_req, res) => setTimeout(() => sendJson(res, 401, expired), 50));
    writeSession({ ...session, token: 'token-old' });
    const pending = rejection(apiClient.get('/member'));
    writeSession({ ...session, token: 'token-new' });
    await pending;
    expect(readSession()?.token).toBe('token-new');
  });

  it('a guest 401 emits nothing (there was no session to expire)', async () => {
    server.route('GET', '/member', (_req, res) => sendJson(res, 401, expired));
    const events: unknown[] = [];
    const unsubscribe = onSessionExpired((e) => events.push(e));
    expect((await rejection(apiClient.get('/member'))).code).toBe('login.not.session');
    expect(events).toEqual([]);
    unsubscribe();
  });
});

describe('encrypted calls', () => {
  let keys: PlatformKeyPair;
  const password = 'Demo@1234';

  let nonces: NonceBook;
  // How far the platform's clock is ahead of this device's; its Date header says so.
  let platformAhead = 0;

  beforeEach(() => {
    keys = generatePlatformKeyPair();
    nonces = new NonceBook();
    platformAhead = 0;
    server.route('GET', '/wps/session/key/rsa', (_req, res) => {
      res.setHeader('Date', new Date(Date.now() + platformAhead).toUTCString());
      sendJson(res, 200, ok(publicKeyReply(keys)));
    });
  });

  function echoDecrypted(scheme: 'rsa-oaep-aes-gcm' | 'legacy-rsa-des') {
    return (req: { headers: Record<string, string | string[] | undefined>; rawBody: string }, res: Parameters<Parameters<TestServer['route']>[2]>[1]) => {
      try {
        const header = req.headers.encryption;
        const plain = decryptRequestBody(scheme, keys, typeof header === 'string' ? header : undefined, JSON.parse(req.rawBody));
        // Our scheme seals a time and a nonce around the payload, checked as the platform does.
        const payload = scheme === 'rsa-oaep-aes-gcm' ? unsealFresh(plain, Date.now() + platformAhead, nonces) : plain;
        sendJson(res, 200, ok(payload));
      } catch (error) {
        sendJson(res, 400, { success: false, value: null, message: 'decrypt', errorCode: (error as { code?: string }).code ?? 'unknown.system.err' });
      }
    };
  }

  it.each(['rsa-oaep-aes-gcm', 'legacy-rsa-des'] as const)('%s: round-trips, caches the key, password never on the wire', async (scheme) => {
    setup({ encryptionScheme: scheme });
    server.route('POST', '/wps/session/login', echoDecrypted(scheme));
    const payload = { username: 'demo01', password, type: 'username' };
    await expect(apiClient.postEncrypted('/wps/session/login', payload)).resolves.toEqual(payload);
    await expect(apiClient.postEncrypted('/wps/session/login', payload)).resolves.toEqual(payload);
    expect(server.hits('/wps/session/key/rsa')).toBe(1);
    const sent = server.requests.filter((r) => r.path === '/wps/session/login');
    for (const request of sent) {
      expect(request.rawBody).not.toContain(password);
      expect(String(request.headers.encryption)).not.toContain(password);
      expect(Object.keys(JSON.parse(request.rawBody) as object)).toEqual(['value']);
    }
  });

  it("seals each body with the platform's time (its Date header) and a new nonce: a phone clock two hours behind still signs in", async () => {
    platformAhead = 2 * 3_600_000;
    server.route('POST', '/wps/session/login', echoDecrypted('rsa-oaep-aes-gcm'));
    await expect(apiClient.postEncrypted('/wps/session/login', { password })).resolves.toEqual({ password });
    await expect(apiClient.postEncrypted('/wps/session/login', { password })).resolves.toEqual({ password });
    // Two bodies, two nonces, no retries: neither was refused as stale or as a replay.
    expect(server.hits('/wps/session/login')).toBe(2);
    expect(server.hits('/wps/session/key/rsa')).toBe(1);
    // The same body sent again is refused (the platform's answer to a replay).
    const first = server.requests.find((r) => r.path === '/wps/session/login');
    const header = first?.headers.encryption;
    expect(() => unsealFresh(decryptRequestBody('rsa-oaep-aes-gcm', keys, typeof header === 'string' ? header : undefined, JSON.parse(first?.rawBody ?? '{}')), Date.now() + platformAhead, nonces)).toThrow(/replayed/);
  });

  it('refetches the key once when the platform rotated it, then succeeds', async () => {
    server.route('POST', '/wps/session/login', echoDecrypted('rsa-oaep-aes-gcm'));
    await apiClient.postEncrypted('/wps/session/login', { password });
    keys = generatePlatformKeyPair(); // platform restarted with a new key
    await expect(apiClient.postEncrypted('/wps/session/login', { password })).resolves.toEqual({ password });
    expect(server.hits('/wps/session/key/rsa')).toBe(2);
    expect(server.hits('/wps/session/login')).toBe(3);
  });

  it('gives up with crypto.decrypt.err when the retry fails too', async () => {
    server.route('POST', '/wps/session/login', (_req, res) => sendJson(res, 400, { success: false, value: null, message: 'x', errorCode: 'crypto.decrypt.err' }));
    const error = await rejection(apiClient.postEncrypted('/wps/session/login', { password }));
    expect(error).toMatchObject({ kind: 'server', code: 'crypto.decrypt.err' });
    expect(server.hits('/wps/session/login')).toBe(2);
  });

  it('a malformed key reply is a typed error and is not cached', async () => {
    server.route('GET', '/wps/session/key/rsa', (_req, res) => sendJson(res, 200, ok({ modulus: 'not hex!' })));
    expect((await rejection(apiClient.postEncrypted('/wps/session/login', { password }))).kind).toBe('malformed');
    server.route('GET', '/wps/session/key/rsa', (_req, res) => sendJson(res, 200, ok(publicKeyReply(keys))));
    server.route('POST', '/wps/session/login', echoDecrypted('rsa-oaep-aes-gcm'));
    await expect(apiClient.postEncrypted('/wps/session/login', { password })).resolves.toEqual({ password });
  });

  it('a pinned PEM skips the key endpoint, in both schemes', async () => {
    for (const scheme of ['rsa-oaep-aes-gcm', 'legacy-rsa-des'] as const) {
      setup({ encryptionScheme: scheme, publicKeyPem: keys.publicKeyPem });
      server.route('PUT', '/wps/member/register', echoDecrypted(scheme));
      await expect(apiClient.putEncrypted('/wps/member/register', { password })).resolves.toEqual({ password });
    }
    expect(server.hits('/wps/session/key/rsa')).toBe(0);
  });

  it('an upstream key reply without pem still works (forge builds the key)', async () => {
    server.route('GET', '/wps/session/key/rsa', (_req, res) => sendJson(res, 200, ok({ modulus: keys.modulusHex.toUpperCase(), exponent: keys.exponentHex })));
    server.route('POST', '/wps/session/login', echoDecrypted('rsa-oaep-aes-gcm'));
    await expect(apiClient.postEncrypted('/wps/session/login', { password })).resolves.toEqual({ password });
  });
});
