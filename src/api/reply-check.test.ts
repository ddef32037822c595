// The reply contract check at the boundary: the generated validators (made at test time, not
// committed) cover every app endpoint with a reply, and the generator gives the same text in any
// process; a value of the wrong shape becomes ApiError 'malformed' through
// callEndpoint (against a tiny server that answers badly on purpose), a valid one passes, and
// fields the contract does not know are tolerated.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_SCHEMA_FILE, generateReplyValidators, REPLY_VALIDATORS_DIR, replyEndpoints, STAMP_FILE, SUFFIX } from '../../scripts/gen-api-validators';
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

const execFileAsync = promisify(execFile);

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

describe('src/api/replies (generated, git-ignored)', () => {
  it('holds one validator per app endpoint with a reply, made before the tests ran (vitest.config.ts)', () => {
    const names = readdirSync(REPLY_VALIDATORS_DIR).filter((name) => name.endsWith(SUFFIX));
    expect(names.sort()).toEqual(replyEndpoints().map((e) => `${e.id}${SUFFIX}`).sort());
    // Every reply an endpoint names is a definition of the contract's schema.
    const definitions = Object.keys((JSON.parse(readFileSync(API_SCHEMA_FILE, 'utf8')) as { definitions: Record<string, unknown> }).definitions);
    for (const endpoint of replyEndpoints()) expect(definitions, endpoint.id).toContain(endpoint.reply);
    // Made for this contract already: a second run only hashes.
    expect(generateReplyValidators().fresh).toBe(true);
  });

  it('generates the same files in another process, two generators at once into one folder, repairing what changed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reply-validators-'));
    try {
      // A file edited by hand, and one an endpoint that left the contract left behind.
      writeFileSync(join(dir, `systemStatus${SUFFIX}`), 'export default () => true;\n');
      writeFileSync(join(dir, `noSuchEndpoint${SUFFIX}`), 'export default () => true;\n');
      const generator = fileURLToPath(new URL('../../scripts/gen-api-validators.ts', import.meta.url));
      const other = execFileAsync(process.execPath, ['--import', 'tsx', generator, '--out', dir], { cwd: fileURLToPath(new URL('../..', import.meta.url)) });
      expect(generateReplyValidators(dir).fresh).toBe(false);
      await other;
      // Text for text what the test run's own generation made (vitest.config.ts, another process).
      const made = readdirSync(dir).sort();
      expect(made).toEqual([STAMP_FILE, ...readdirSync(REPLY_VALIDATORS_DIR).filter((name) => name.endsWith(SUFFIX))].sort());
      for (const name of made) expect(readFileSync(join(dir, name), 'utf8'), name).toBe(readFileSync(join(REPLY_VALIDATORS_DIR, name), 'utf8'));
      expect(generateReplyValidators(dir)).toMatchObject({ fresh: true, written: 0, removed: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

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
