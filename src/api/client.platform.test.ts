// The client against the real reference platform over real HTTP (Fastify + in-memory SQLite):
// both encryption schemes log in, the password never appears on the wire, and tampering, a wrong
// key, a scheme mismatch, an unknown merchant and an expired session all arrive as typed errors.
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../platform/server';
import { generatePlatformKeyPair } from '../../platform/crypto';
import { ApiError } from './api-error';
import { apiClient, configure, onSessionExpired } from './client';
import type { ClientConfig } from './client';
import { callEndpoint } from './endpoints';
import { messageKeyForError } from './error-messages';
import type { EncryptionScheme } from './encryption-scheme';
import { MemoryStorage, readSession, setStorageBackends, writeSession } from '../state/storage';
import type { LoginReply } from './contract.generated';
import type { SignInReply } from './reader-types';

type Platform = Awaited<ReturnType<typeof buildPlatform>>;

interface WireRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

let platform: Platform;
let baseUrl: string;
let wire: WireRequest[] = [];
/** Lets a test rewrite a request body just before it leaves (to simulate tampering in transit). */
let tamper: ((url: string, body: string) => string) | undefined;

// Records exactly what goes over the socket; ofetch hands fetch the serialized body.
const capturingFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const sent = typeof init?.body === 'string' ? init.body : '';
  const body = tamper && sent ? tamper(url, sent) : sent;
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  // Whoever rewrites the body in transit rewrites its X-Digest copy too, or the platform would
  // refuse it for the mismatch before trying to decrypt.
  if (body !== sent && headers['x-digest'] !== undefined) headers['x-digest'] = (JSON.parse(body) as { value: string }).value;
  wire.push({ url, method: init?.method ?? 'GET', headers, body });
  return fetch(input, { ...init, headers, ...(body ? { body } : {}) });
};

function setup(merchantCode: string, scheme: EncryptionScheme, extra: Partial<ClientConfig> = {}): void {
  configure({ baseUrl, merchantCode, encryptionScheme: scheme, getLanguage: () => 'EN', fetch: capturingFetch, isOnline: () => true, ...extra });
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

function saveSession(reply: LoginReply | SignInReply): void {
  writeSession({ id: reply.id, token: reply.token, merchantCode: reply.merchantCode ?? 'demo', userName: reply.userName, type: reply.customerType, firstTimeLogin: reply.firstTimeLogin });
}

const DEVICE_ID = '3f2b8c1e-7d4a-4e2b-9c1d-0a1b2c3d4e5f';
const demoLogin = { type: 'username' as const, username: 'demo01', password: 'Demo@1234', loginDeviceId: DEVICE_ID };

beforeAll(async () => {
  platform = await buildPlatform({ dbPath: ':memory:', dev: true });
  await platform.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(platform.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await platform.close();
});
beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  wire = [];
  tamper = undefined;
});
afterEach(() => setStorageBackends({}));

describe.each([
  { merchant: 'demo', scheme: 'rsa-oaep-aes-gcm' as const, header: /^[A-Za-z0-9+/]{342}==$/ },
  // mono is on the legacy scheme, so the platform hands it the separate RSA-1024 key.
  { merchant: 'mono', scheme: 'legacy-rsa-des' as const, header: /^[0-9a-f]{256}$/ },
])('$merchant ($scheme)', ({ merchant, scheme, header }) => {
  it('logs demo01 in, and the password never travels in clear', async () => {
    setup(merchant, scheme);
    const reply = await callEndpoint('login', { body: demoLogin });
    expect(reply).toMatchObject({ userName: 'demo01', customerType: 0, merchantCode: merchant });
    expect(reply.token).toEqual(expect.any(String));

    const login = wire.filter((r) => r.url.endsWith('/wps/session/login'));
    expect(login).toHaveLength(1);
    const sent = login[0] as WireRequest;
    expect(sent.headers.encryption).toMatch(header);
    expect(Object.keys(JSON.parse(sent.body) as object)).toEqual(['value']);
    for (const request of wire) {
      expect(request.body).not.toContain('Demo@1234');
      expect(request.body).not.toContain('demo01');
      expect(JSON.stringify(request.headers)).not.toContain('Demo@1234');
    }
    expect(sent.headers).toMatchObject({ merchant, device: 'MOBILE', language: 'EN' });
    // Upstream's mobile client sends the cipher text again as X-Digest and the key as X-RSA.
    expect(sent.headers['x-digest']).toBe((JSON.parse(sent.body) as { value: string }).value);
    const key = wire.find((r) => r.url.includes('/wps/session/key/rsa'));
    expect(key?.url).toMatch(/\/wps\/session\/key\/rsa\?_=\d{13}$/);
    expect(key?.headers).toMatchObject({ 'cache-control': 'no-cache' });
    expect(key?.headers.authorization).toBeUndefined();
    expect(sent.headers['x-rsa']).toBe((await apiClient.getPublicKey()).modulus);

    // The session works for an authenticated, typed read.
    saveSession(reply);
    const info = await callEndpoint('memberInfo', {});
    expect(info.userName).toBe('demo01');
    expect(wire.at(-1)?.headers.authorization).toBe(reply.token);
  });

  it('a wrong password is a typed server error with its message key', async () => {
    setup(merchant, scheme);
    const error = await rejection(callEndpoint('login', { body: { ...demoLogin, username: 'nobody99', password: 'Wrong@1234' } }));
    expect(error).toMatchObject({ kind: 'server', code: 'login.cred.err', status: 400 });
    expect(messageKeyForError(error).key).toBe('errors:login_cred_err');
  });

  it('tampered ciphertext is refused with crypto.decrypt.err (after one fresh-key resend)', async () => {
    setup(merchant, scheme);
    tamper = (url, body) => {
      if (!url.endsWith('/wps/session/login')) return body;
      const { value } = JSON.parse(body) as { value: string };
      const bytes = Buffer.from(value, 'base64');
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
      bytes[0] = (bytes[0] ?? 0) ^ 0xff;
      return JSON.stringify({ value: bytes.toString('base64') });
    };
    const error = await rejection(callEndpoint('login', { body: demoLogin }));
    expect(error).toMatchObject({ kind: 'server', code: 'crypto.decrypt.err', status: 400 });
    expect(wire.filter((r) => r.url.endsWith('/wps/session/login'))).toHaveLength(2);
    expect(wire.filter((r) => r.url.includes('/wps/session/key/rsa'))).toHaveLength(2);
  });

  it('a payload encrypted for the wrong key is refused with crypto.decrypt.err', async () => {
    setup(merchant, scheme, { publicKeyPem: generatePlatformKeyPair().publicKeyPem });
    const error = await rejection(callEndpoint('login', { body: demoLogin }));
    expect(error).toMatchObject({ kind: 'server', code: 'crypto.decrypt.err' });
    expect(messageKeyForError(error).key).toBe('errors:secure_channel_failed');
  });

  it('the other scheme is refused with crypto.decrypt.err', async () => {
    setup(merchant, scheme === 'legacy-rsa-des' ? 'rsa-oaep-aes-gcm' : 'legacy-rsa-des');
    expect((await rejection(callEndpoint('login', { body: demoLogin }))).code).toBe('crypto.decrypt.err');
  });
});

describe('against the platform', () => {
  it('an unknown merchant is a typed error', async () => {
    setup('no-such-merchant', 'rsa-oaep-aes-gcm');
    expect((await rejection(callEndpoint('systemStatus', {}))).code).toBe('merchant.not.found');
  });

  it('an expired session answers 401 login.not.session: session cleared, one event', async () => {
    setup('demo', 'rsa-oaep-aes-gcm');
    const reply = await callEndpoint('login', { body: demoLogin });
    saveSession(reply);
    await apiClient.post('/__dev/sessions/expire', { token: reply.token });

    const events: string[] = [];
    const unsubscribe = onSessionExpired(({ code }) => events.push(code));
    const errors = await Promise.all([rejection(callEndpoint('memberInfo', {})), rejection(callEndpoint('walletBalance', {}))]);
    unsubscribe();
    expect(errors.map((e) => [e.status, e.code])).toEqual([
      [401, 'login.not.session'],
      [401, 'login.not.session'],
    ]);
    expect(events).toEqual(['login.not.session']);
    expect(readSession()).toBeUndefined();
  });

  it('serves the RSA key as upstream does, the bare modulus hex the client caches', async () => {
    setup('demo', 'rsa-oaep-aes-gcm');
    const key = await apiClient.getPublicKey();
    expect(key.modulus).toMatch(/^[0-9a-f]{512}$/);
    expect(key.exponent).toBe('10001');
    expect(key.pem).toBe('');
    const raw = await fetch(`${baseUrl}/wps/session/key/rsa?_=1`, { headers: { Merchant: 'demo' } });
    expect(raw.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await raw.text()).toBe(key.modulus);
    setup('mono', 'legacy-rsa-des');
    expect((await apiClient.getPublicKey({ refresh: true })).modulus).toMatch(/^[89a-f][0-9a-f]{255}$/);
  });
});
