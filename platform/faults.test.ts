// Fault injection: every fault of the catalogue against a real endpoint, N-call counting, clearing,
// merchant scoping and the dev routes' contract.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { START_TIME, TEST_DEVICE_ID, platformKey, startPlatform, type TestPlatform } from './test-helpers';
import { FAULTS, HOSTILE_MESSAGE, HUGE_PAYLOAD_BYTES, LONG_STRING_LENGTH, SERVER_MESSAGE, UNKNOWN_ERROR_CODE, WRONG_DATE, mutateValue } from './faults';
import { encryptPayload } from '../src/api/encryption';

let p: TestPlatform;
let token: string;
/** An account with a history of transactions (seeded for the records tests). */
let historyToken: string;

beforeAll(async () => {
  p = await startPlatform();
  token = (await p.login('demo01', 'Demo@1234')).token;
  historyToken = (await p.login('rec_hist', 'Demo@1234')).token;
});
afterAll(() => p.close());
beforeEach(async () => {
  await p.app.inject({ method: 'DELETE', url: '/__dev/faults' });
});

async function arm(body: Record<string, unknown>): Promise<{ statusCode: number; json: { success: boolean; errorCode: string | null; value: unknown } }> {
  const res = await p.app.inject({ method: 'POST', url: '/__dev/faults', payload: body });
  return { statusCode: res.statusCode, json: res.json() };
}

/** A raw call (no contract check: the replies are meant to break it). */
async function raw(path: string, options: { merchant?: string; auth?: boolean; method?: 'GET' | 'POST' } = {}) {
  const auth = path.startsWith(TRANSACTIONS_PATH) ? historyToken : token;
  return p.app.inject({
    method: options.method ?? 'GET',
    url: path,
    headers: { Merchant: options.merchant ?? 'demo', Device: 'MOBILE', Language: 'EN', ...(options.auth === false ? {} : { Authorization: auth }) },
  });
}

const WALLET = '/wps/v2/wallets/balance';
const TRANSACTIONS_PATH = '/wps/relay/ODSFE2_MemTransDet';
const DAY = 86_400_000;
const TRANSACTIONS = `${TRANSACTIONS_PATH}?startDate=${START_TIME - 60 * DAY}&endDate=${START_TIME + DAY}`;

describe('catalogue', () => {
  it('lists at least 30 distinct named faults with descriptions', async () => {
    const res = await p.app.inject({ method: 'GET', url: '/__dev/faults' });
    const view = res.json<{ value: { catalogue: { name: string; kind: string; description: string }[]; armed: unknown[] } }>().value;
    expect(view.catalogue.length).toBeGreaterThanOrEqual(30);
    expect(new Set(view.catalogue.map((f) => f.name)).size).toBe(view.catalogue.length);
    for (const f of view.catalogue) expect(f.description.length).toBeGreaterThan(10);
    expect(view.armed).toEqual([]);
  });

  it('refuses unknown faults, unknown routes, unknown merchants and dev routes', async () => {
    expect((await arm({ route: 'walletBalance', fault: 'nope' })).json.errorCode).toBe('request.invalid');
    expect((await arm({ route: 'noSuchEndpoint', fault: 'http500' })).json.errorCode).toBe('request.invalid');
    expect((await arm({ route: 'walletBalance', fault: 'http500', merchant: 'zzz' })).json.errorCode).toBe('merchant.not.found');
    expect((await arm({ route: '/__dev/reset', fault: 'http500' })).json.errorCode).toBe('request.invalid');
  });
});

describe('arming', () => {
  it('fires for the next N calls only, then the real reply is back', async () => {
    await arm({ route: 'walletBalance', fault: 'http503', times: 2 });
    expect((await raw(WALLET)).statusCode).toBe(503);
    expect((await raw(WALLET)).statusCode).toBe(503);
    const third = await raw(WALLET);
    expect(third.statusCode).toBe(200);
    expect(third.json<{ success: boolean }>().success).toBe(true);
    const view = (await p.app.inject({ method: 'GET', url: '/__dev/faults' })).json<{ value: { armed: unknown[]; fired: { fault: string; merchant: string }[] } }>().value;
    expect(view.armed).toEqual([]);
    expect(view.fired.map((f) => f.fault)).toEqual(['http503', 'http503']);
  });

  it('matches by path too, and only the named merchant', async () => {
    await arm({ route: WALLET, fault: 'http500', merchant: 'mono' });
    expect((await raw(WALLET)).statusCode).toBe(200);
    const mono = await p.login('demo01', 'Demo@1234', 'mono').catch(() => undefined);
    if (mono) {
      const res = await p.app.inject({ method: 'GET', url: WALLET, headers: { Merchant: 'mono', Authorization: mono.token } });
      expect(res.statusCode).toBe(500);
    } else {
      // No such account on mono: the fault still fires before the session check.
      expect((await raw(WALLET, { merchant: 'mono' })).statusCode).toBe(500);
    }
  });

  it('DELETE clears what is armed and /__dev/reset does too', async () => {
    await arm({ route: 'walletBalance', fault: 'http500', times: 5 });
    await p.app.inject({ method: 'DELETE', url: '/__dev/faults' });
    expect((await raw(WALLET)).statusCode).toBe(200);
    await arm({ route: 'walletBalance', fault: 'http500', times: 5 });
    await p.app.inject({ method: 'POST', url: '/__dev/reset' });
    token = (await p.login('demo01', 'Demo@1234')).token;
    historyToken = (await p.login('rec_hist', 'Demo@1234')).token;
    expect((await raw(WALLET)).statusCode).toBe(200);
  });

  it("DELETE ?merchant= clears only that merchant's armed and fired faults", async () => {
    await arm({ route: 'walletBalance', fault: 'http500', merchant: 'demo' });
    await arm({ route: 'walletBalance', fault: 'http503', times: 3, merchant: 'mono' });
    expect((await raw(WALLET)).statusCode).toBe(500);
    expect((await raw(WALLET, { merchant: 'mono' })).statusCode).toBe(503);
    const cleared = await p.app.inject({ method: 'DELETE', url: '/__dev/faults?merchant=mono' });
    const view = cleared.json<{ value: { armed: { merchant: string }[]; fired: { merchant: string }[] } }>().value;
    expect(view.armed).toEqual([]);
    expect(view.fired.map((f) => f.merchant)).toEqual(['demo']);
    expect((await raw(WALLET, { merchant: 'mono' })).statusCode).not.toBe(503);
    expect((await p.app.inject({ method: 'DELETE', url: '/__dev/faults?merchant=' })).statusCode).toBe(400);
  });
});

describe('replacing faults', () => {
  const cases: [string, number, (body: string, type: string) => void][] = [
    ['http500', 500, (b) => expect(JSON.parse(b)).toMatchObject({ success: false, errorCode: 'unknown.system.err' })],
    ['http502', 502, (b, t) => (expect(t).toMatch(/text\/html/), expect(b).toContain('502 Bad Gateway'))],
    ['http503', 503, (b, t) => (expect(t).toMatch(/text\/plain/), expect(b).toBe('Service Unavailable'))],
    ['http504', 504, (b) => expect(b).toContain('504 Gateway')],
    ['http404Html', 404, (b, t) => (expect(t).toMatch(/text\/html/), expect(b).toContain('Not Found'))],
    ['http429', 429, (b) => expect(b).toBe('Too Many Requests')],
    ['htmlInsteadOfJson', 200, (b, t) => (expect(t).toMatch(/text\/html/), expect(b).toContain('<form'))],
    ['emptyBody', 200, (b) => expect(b).toBe('')],
    ['jsonNotEnvelope', 200, (b) => expect(Array.isArray(JSON.parse(b))).toBe(true)],
    ['successNotBoolean', 200, (b) => expect(JSON.parse(b).success).toBe('true')],
    ['successFalseNoCode', 200, (b) => expect(JSON.parse(b)).toEqual({ success: false })],
    ['serverMessageOnly', 400, (b) => expect(JSON.parse(b)).toMatchObject({ success: false, errorCode: null, message: SERVER_MESSAGE })],
    ['unknownErrorCode', 400, (b) => expect(JSON.parse(b)).toMatchObject({ success: false, errorCode: UNKNOWN_ERROR_CODE, message: null })],
    ['htmlInMessage', 400, (b) => expect(JSON.parse(b)).toMatchObject({ success: false, message: HOSTILE_MESSAGE })],
    ['sessionExpired', 401, (b) => expect(JSON.parse(b)).toMatchObject({ success: false, errorCode: 'login.not.session' })],
  ];
  for (const [fault, status, check] of cases) {
    it(fault, async () => {
      await arm({ route: 'walletBalance', fault });
      const res = await raw(WALLET);
      expect(res.statusCode).toBe(status);
      check(res.body, String(res.headers['content-type']));
      // The session was not touched: the next call works.
      expect((await raw(WALLET)).json<{ success: boolean }>().success).toBe(true);
    });
  }

  // These two need a real socket (inject has none to destroy).
  async function overHttp(): Promise<Response> {
    const address = p.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    return fetch(`http://127.0.0.1:${address.port}${WALLET}`, { headers: { Merchant: 'demo', Authorization: token } });
  }

  it('reset drops the connection without a reply', async () => {
    if (!p.app.server.listening) await p.app.listen({ port: 0, host: '127.0.0.1' });
    await arm({ route: 'walletBalance', fault: 'reset' });
    await expect(overHttp()).rejects.toThrow();
    expect((await overHttp()).status).toBe(200);
  });

  it('timeout sends nothing until the hold ends, then drops the connection', async () => {
    if (!p.app.server.listening) await p.app.listen({ port: 0, host: '127.0.0.1' });
    await arm({ route: 'walletBalance', fault: 'timeout', delayMs: 300 });
    const started = Date.now();
    await expect(overHttp()).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('slowReply answers the real reply after the delay', async () => {
    await arm({ route: 'walletBalance', fault: 'slowReply', delayMs: 150 });
    const started = Date.now();
    const res = await raw(WALLET);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(res.json<{ success: boolean }>().success).toBe(true);
  });
});

describe('mutating faults on real replies', () => {
  async function mutated(fault: string, path = WALLET) {
    await arm({ route: path.split('?')[0] as string, fault });
    return raw(path);
  }
  const real = async (path = WALLET) => (await raw(path)).json<{ value: Record<string, unknown> }>().value;

  it('truncatedJson cuts the real JSON', async () => {
    const body = (await mutated('truncatedJson')).body;
    expect(() => JSON.parse(body) as unknown).toThrow();
    expect(body.startsWith('{"success":true')).toBe(true);
  });

  it('textPlainJson keeps the envelope under text/plain', async () => {
    const res = await mutated('textPlainJson');
    expect(String(res.headers['content-type'])).toMatch(/text\/plain/);
    expect(res.json<{ success: boolean }>().success).toBe(true);
  });

  it('successWithoutValue, valueNull, valueArrayForObject', async () => {
    expect('value' in (await mutated('successWithoutValue')).json<object>()).toBe(false);
    expect((await mutated('valueNull')).json<{ value: unknown }>().value).toBeNull();
    const arr = (await mutated('valueArrayForObject')).json<{ value: unknown }>().value;
    expect(Array.isArray(arr)).toBe(true);
  });

  it("mutates a bare-JSON reply (upstream's /lgw/* lottery gateway) and keeps it bare", async () => {
    const LIST = '/lgw/games/mobile?prizeMode=Lott';
    const bare = (await raw(LIST)).json<{ games: { remainTime: unknown }[] }[]>();
    expect(Array.isArray(bare)).toBe(true);
    const strings = (await mutated('stringForNumber', LIST)).json<{ games: { remainTime: unknown }[] }[]>();
    expect(Array.isArray(strings)).toBe(true);
    expect(typeof strings[0]?.games[0]?.remainTime).toBe('string');
    expect((await mutated('valueNull', LIST)).json<unknown>()).toBeNull();
    // The faults about the envelope itself answer an envelope, which the app reads there too.
    expect((await mutated('successWithoutValue', LIST)).json<object>()).toEqual({ success: true, message: null, errorCode: null });
  });

  it('stringForNumber, numberForString, booleanForString change every field of that kind', async () => {
    const before = await real();
    const numbers = Object.entries(before).filter(([, v]) => typeof v === 'number');
    expect(numbers.length).toBeGreaterThan(0);
    const s = (await mutated('stringForNumber')).json<{ value: Record<string, unknown> }>().value;
    for (const [k, v] of numbers) expect(s[k]).toBe(String(v));
    const tx = (await mutated('numberForString', TRANSACTIONS)).json<{ value: { content: Record<string, unknown>[] } }>().value;
    expect(tx.content.length).toBeGreaterThan(0);
    for (const row of tx.content) for (const v of Object.values(row)) expect(typeof v).not.toBe('string');
    const b = (await mutated('booleanForString', TRANSACTIONS)).json<{ value: { content: Record<string, unknown>[] } }>().value;
    expect(Object.values(b.content[0] as object)).toContain(true);
  });

  it('objectForArray, duplicateIds, pageBeyondTotal on a paged list', async () => {
    const before = (await raw(TRANSACTIONS)).json<{ value: { content: { id: unknown }[]; totalPages: number } }>().value;
    const o = (await mutated('objectForArray', TRANSACTIONS)).json<{ value: { content: unknown } }>().value;
    expect(Array.isArray(o.content)).toBe(false);
    expect(typeof o.content).toBe('object');
    const d = (await mutated('duplicateIds', TRANSACTIONS)).json<{ value: { content: { id: unknown }[] } }>().value;
    expect(d.content).toHaveLength(before.content.length * 2);
    const pg = (await mutated('pageBeyondTotal', TRANSACTIONS)).json<{ value: { content: unknown[]; pageNum: number; totalPages: number; totalElements: number } }>().value;
    expect(pg.content).toEqual([]);
    expect(pg.pageNum).toBeGreaterThan(pg.totalPages);
    expect(pg.totalElements).toBeGreaterThan(0);
  });

  it('nullForRequired nulls what the reply definition requires', async () => {
    const v = (await mutated('nullForRequired')).json<{ value: Record<string, unknown> }>().value;
    const required = ((await import('./contract')).apiSchema.definitions.Wallet as { required: string[] }).required;
    expect(required.length).toBeGreaterThan(0);
    for (const name of required) expect(v[name]).toBeNull();
  });

  it('negativeAmounts and nanAmounts hit the balance', async () => {
    const before = await real();
    const amountKeys = Object.keys(before).filter((k) => /balance|amount/i.test(k) && typeof before[k] === 'number');
    expect(amountKeys.length).toBeGreaterThan(0);
    const neg = (await mutated('negativeAmounts')).json<{ value: Record<string, number> }>().value;
    for (const k of amountKeys) expect(neg[k]).toBeLessThan(0);
    const nan = (await mutated('nanAmounts')).json<{ value: Record<string, unknown> }>().value;
    for (const k of amountKeys) expect(nan[k]).toBe('NaN');
  });

  it('longStrings, hugePayload, extraFields', async () => {
    const tx = (await mutated('longStrings', TRANSACTIONS)).json<{ value: { content: Record<string, unknown>[] } }>().value;
    const strings = Object.values(tx.content[0] as object).filter((v) => typeof v === 'string') as string[];
    expect(strings.length).toBeGreaterThan(0);
    for (const s of strings) expect(s).toHaveLength(LONG_STRING_LENGTH);
    const huge = await mutated('hugePayload');
    expect(huge.body.length).toBeGreaterThanOrEqual(HUGE_PAYLOAD_BYTES - 100);
    expect(huge.json<{ success: boolean }>().success).toBe(true);
    const extra = (await mutated('extraFields')).json<{ value: Record<string, unknown> }>().value;
    expect(extra.faultExtra).toBe('unexpected');
  });

  it('wrongDateFormat and epochSeconds change the date fields of records', async () => {
    const before = (await raw(TRANSACTIONS)).json<{ value: { content: Record<string, unknown>[] } }>().value;
    const dateKeys = Object.keys(before.content[0] as object).filter((k) => /(At|Date|Time)$|^(date|time)$/.test(k));
    expect(dateKeys.length).toBeGreaterThan(0);
    const wrong = (await mutated('wrongDateFormat', TRANSACTIONS)).json<{ value: { content: Record<string, unknown>[] } }>().value;
    for (const k of dateKeys) expect((wrong.content[0] as Record<string, unknown>)[k]).toBe(WRONG_DATE);
    const secs = (await mutated('epochSeconds', TRANSACTIONS)).json<{ value: { content: Record<string, unknown>[] } }>().value;
    for (const k of dateKeys) expect((secs.content[0] as Record<string, number>)[k]).toBe(Math.floor(((before.content[0] as Record<string, number>)[k] as number) / 1000));
  });

  it('error replies pass through the value mutators untouched', async () => {
    await arm({ route: 'walletBalance', fault: 'stringForNumber' });
    const res = await raw(WALLET, { auth: false });
    expect(res.json<{ errorCode: string }>().errorCode).toBe('login.not.session');
  });

  it('mutators are pure over values the schema does not describe', () => {
    expect(mutateValue('stringForNumber', { a: 1, b: [2, { c: 3 }] }, undefined)).toEqual({ a: '1', b: ['2', { c: '3' }] });
    expect(mutateValue('unknownFault', { a: 1 }, undefined)).toEqual({ a: 1 });
  });
});

describe('rsaKeyChanged', () => {
  it('rotates the key: the cached key gets crypto.decrypt.err, a refetched key works', async () => {
    const oldKey = await platformKey(p.app);
    await arm({ route: 'memberInfo', fault: 'rsaKeyChanged' });
    // The rotation happens on memberInfo's call, which itself succeeds or fails on its own terms.
    await p.app.inject({ method: 'GET', url: '/wps/member/info', headers: { Merchant: 'demo', Authorization: token } });
    const sealed = await encryptPayload('rsa-oaep-aes-gcm', oldKey, { type: 'username', username: 'demo01', password: 'Demo@1234', loginDeviceId: TEST_DEVICE_ID });
    const stale = await p.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { Merchant: 'demo', 'content-type': 'application/json', Encryption: sealed.encryptionHeader, 'X-Digest': sealed.body.value, 'X-RSA': oldKey.modulus },
      payload: JSON.stringify(sealed.body),
    });
    expect(stale.json<{ errorCode: string }>().errorCode).toBe('crypto.decrypt.err');
    const newKey = await platformKey(p.app);
    expect(newKey.modulus).not.toBe(oldKey.modulus);
    const fresh = await p.encrypted<{ token: string }>('POST', '/wps/session/login', { type: 'username', username: 'demo01', password: 'Demo@1234' }, { key: newKey });
    expect(fresh.body.success).toBe(true);
  });
});

it('every catalogued fault is covered by a test above', () => {
  const covered = new Set([
    'http500', 'http502', 'http503', 'http504', 'http404Html', 'http429', 'htmlInsteadOfJson', 'emptyBody', 'jsonNotEnvelope', 'successNotBoolean',
    'successFalseNoCode', 'serverMessageOnly', 'unknownErrorCode', 'htmlInMessage', 'sessionExpired', 'reset', 'timeout', 'slowReply', 'truncatedJson',
    'textPlainJson', 'successWithoutValue', 'valueNull', 'valueArrayForObject', 'stringForNumber', 'numberForString', 'booleanForString', 'objectForArray',
    'duplicateIds', 'pageBeyondTotal', 'nullForRequired', 'negativeAmounts', 'nanAmounts', 'longStrings', 'hugePayload', 'extraFields', 'wrongDateFormat',
    'epochSeconds', 'rsaKeyChanged',
  ]);
  expect(FAULTS.map((f) => f.name).filter((n) => !covered.has(n))).toEqual([]);
});
