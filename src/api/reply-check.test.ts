// The reply contract check at the boundary: the generated validators are fresh and cover every
// app endpoint with a reply; a value of the wrong shape becomes ApiError 'malformed' through
// callEndpoint (against a tiny server that answers badly on purpose), a valid one passes, and
// fields the contract does not know are tolerated.
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPLY_VALIDATORS_DIR, renderReplyValidators } from '../../scripts/gen-api-validators';
import { ApiError } from './api-error';
import { apiClient, configure } from './client';
import { API_ENDPOINTS } from './contract.generated';
import type { SystemStatus } from './contract.generated';
import { callEndpoint } from './endpoints';
import { hasReplyCheck, replyCheck } from './reply-check';
import { readHomeAnnouncements, systemStatusCheck } from './first-page-checks';
import { sendJson, startTestServer } from './test-server';
import type { TestServer } from './test-server';
import { MemoryStorage, setStorageBackends } from '../state/storage';

const STATUS: SystemStatus = {
  merchantCode: 'alpha',
  maintenance: false,
  regionRestriction: false,
  location: { ip: '127.0.0.1', countryCode: 'VN' },
  mobileTemplate: { mem_cen: '3', dep_func: '1' },
  whitelabel: { modId: 'ROOT', enabled: true, childrenNodes: [{ modId: 'MEMCEN', enabled: true }] },
  whitelabelVal: {},
  currencySymbol: '₫',
};

describe('src/api/replies (generated)', () => {
  it('is up to date with schemas/api (run npm run gen:types)', () => {
    const outputs = renderReplyValidators();
    for (const [file, text] of outputs) expect(readFileSync(file, 'utf8'), file).toBe(text);
    const files = readdirSync(REPLY_VALIDATORS_DIR).filter((name) => name.endsWith('.generated.js'));
    expect(files.sort()).toEqual(outputs.map(([file]) => file.slice(REPLY_VALIDATORS_DIR.length + 1)).sort());
  });

  it('has a check for every app endpoint with a reply', () => {
    const endpoints = JSON.parse(readFileSync(new URL('../../schemas/api/endpoints.json', import.meta.url), 'utf8')) as { endpoints: { id: string; dev?: boolean; reply?: string }[] };
    const withReply = endpoints.endpoints.filter((e) => !e.dev && e.reply).map((e) => e.id);
    expect(withReply.length).toBeGreaterThan(100);
    for (const id of withReply) expect(hasReplyCheck(id), id).toBe(true);
    for (const id of Object.keys(API_ENDPOINTS)) expect(hasReplyCheck(id) || !withReply.includes(id), id).toBe(true);
  });
});

describe('replyCheck', () => {
  it('passes a value that keeps the contract, extra fields included', async () => {
    const check = await replyCheck('systemStatus');
    expect(check).toBeTypeOf('function');
    expect(() => check?.(STATUS)).not.toThrow();
    expect(() => check?.({ ...STATUS, addedByANewerPlatform: { anything: [1, 2] } })).not.toThrow();
  });

  it.each([
    ['a string for a boolean', { ...STATUS, maintenance: 'false' }, 'value.maintenance'],
    ['null for a required object', { ...STATUS, location: null }, 'value.location'],
    ['a missing required field', { ...STATUS, currencySymbol: undefined }, 'currencySymbol'],
    ['an array for the value', [STATUS], 'value'],
    ['no value at all', null, 'value'],
  ])('refuses %s, saying where', async (_label, value, where) => {
    const check = await replyCheck('systemStatus');
    expect(() => check?.(value)).toThrow(where);
  });

  it('the first page reads its two calls as every other call does', async () => {
    const status = await systemStatusCheck();
    expect(() => status?.(STATUS)).not.toThrow();
    expect(() => status?.({ ...STATUS, maintenance: 'no' })).toThrow('value.maintenance');
    // Home's reader is there at once (in the entry chunk), not behind another load.
    expect(readHomeAnnouncements).toBeTypeOf('function');
    expect(readHomeAnnouncements({ footer: { unreadCount: 0 }, banners: [] }).footer.unreadCount).toBe(0);
    expect(() => readHomeAnnouncements({ footer: 'not an object' })).toThrow('value.footer');
    expect(() => readHomeAnnouncements('<html>')).toThrow('value');
  });

  it('is undefined for an endpoint it does not know', async () => {
    expect(await replyCheck('noSuchEndpoint')).toBeUndefined();
  });
});

describe('callEndpoint checks the reply at the boundary', () => {
  let server: TestServer;
  const ok = (value: unknown) => ({ success: true, value, message: null, errorCode: null });
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
    configure({ baseUrl: server.baseUrl, merchantCode: 'alpha', encryptionScheme: 'rsa-oaep-aes-gcm', getLanguage: () => 'VI', retryDelaysMs: [], timeoutMs: 2_000, isOnline: () => true, isStandalone: () => false });
  });
  afterEach(() => setStorageBackends({}));

  it('a valid reply comes through', async () => {
    server.route('GET', API_ENDPOINTS.systemStatus.path, (_req, res) => sendJson(res, 200, ok(STATUS)));
    await expect(callEndpoint('systemStatus', {})).resolves.toMatchObject({ merchantCode: 'alpha' });
  });

  it.each([
    ['a number as a string', { ...STATUS, maintenance: 1 }],
    ['success without a value', undefined],
    ['an object where the contract says array', { ...STATUS, whitelabel: { modId: 'ROOT', enabled: true, childrenNodes: { a: 1 } } }],
  ])('%s is ApiError malformed, not a value', async (_label, value) => {
    server.route('GET', API_ENDPOINTS.systemStatus.path, (_req, res) => sendJson(res, 200, ok(value)));
    const error = await callEndpoint('systemStatus', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('malformed');
    expect((error as ApiError).message).toMatch(/breaks the contract/);
  });

  it('apiClient requests without a check trust the value (the caller decodes)', async () => {
    server.route('GET', '/raw', (_req, res) => sendJson(res, 200, ok({ anything: true })));
    await expect(apiClient.get('/raw')).resolves.toEqual({ anything: true });
    await expect(apiClient.get('/raw', { check: Promise.resolve(undefined) })).resolves.toEqual({ anything: true });
  });
});
