// Bounded work per request: every GET endpoint of the contract, each numeric or date query field
// set to hostile values (huge, negative, NaN, floats, words, empty), and each range stretched to its
// widest. Nothing answers 500 and nothing takes a second: the contract's maxima (api.schema.json)
// and range limit (endpoints.json `limits`) refuse what would make a handler work without bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSchema, contractLimits, endpoints, RANGE_FIELDS, type EndpointSpec } from './contract';
import { START_TIME, startPlatform, type TestPlatform } from './test-helpers';

type Schema = Record<string, unknown>;
const DAY = 86_400_000;
const HOSTILE = ['1e20', '9e15', '1e17', '-1', '-0', 'NaN', '1.5', 'abc', '', 'Infinity', '0x10', '99999999999999999999999', '1e308', '2147483648'];

function resolve(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  return resolve(apiSchema.definitions[ref.split('/').pop()!]!);
}

function queryOf(spec: EndpointSpec): { properties: Record<string, Schema>; required: string[] } {
  if (!spec.query) return { properties: {}, required: [] };
  const schema = resolve(apiSchema.definitions[spec.query]!);
  return { properties: (schema.properties ?? {}) as Record<string, Schema>, required: (schema.required ?? []) as string[] };
}

const isDateField = (name: string) => /^(start|end)(Date|Time)$/.test(name);

/** A valid value for a required field, so that the hostile one is the only thing wrong. */
function validValue(name: string, schema: Schema): string {
  const s = resolve(schema);
  if (Array.isArray(s.enum)) return String(s.enum[0]);
  if (isDateField(name)) return String(name.startsWith('start') ? START_TIME - 7 * DAY : START_TIME);
  if (s.type === 'integer' || s.type === 'number') return String(Math.max(1, Number(s.minimum ?? 1)));
  return name === 'username' ? 'sub01' : 'a';
}

/** The fields a hostile number can reach: every integer or number, and dates sent as text. */
function numericFields(properties: Record<string, Schema>): string[] {
  return Object.entries(properties)
    .filter(([name, schema]) => {
      const s = resolve(schema);
      return s.type === 'integer' || s.type === 'number' || isDateField(name);
    })
    .map(([name]) => name);
}

// The RSA key answers bare text and takes no query.
const GETS = endpoints.filter((e) => e.method === 'GET' && !e.dev && !e.bareReply);

let p: TestPlatform;
let token: string;
beforeAll(async () => {
  p = await startPlatform();
  token = (await p.login('agent01', 'Agent@1234')).token;
});
afterAll(() => p.close());

async function timedCall(spec: EndpointSpec, query: Record<string, string>): Promise<{ status: number; ms: number; errorCode: string | null }> {
  const started = performance.now();
  const res = await p.call(spec.method, spec.path, { token, query, ...(spec.merchantInQuery ? { query: { ...query, [spec.merchantInQuery]: 'demo' } } : {}) });
  return { status: res.status, ms: performance.now() - started, errorCode: res.body.errorCode };
}

describe('the contract bounds every GET query', () => {
  it('gives every numeric query field a minimum and a maximum, pages at most maxPage', () => {
    const unbounded: string[] = [];
    for (const spec of GETS) {
      for (const [name, schema] of Object.entries(queryOf(spec).properties)) {
        const s = resolve(schema);
        if (s.type !== 'integer' && s.type !== 'number') continue;
        if (Array.isArray(s.enum)) continue;
        if (typeof s.minimum !== 'number' || typeof s.maximum !== 'number') unbounded.push(`${spec.id}.${name}`);
        if ((name === 'page' || name === 'pageNo') && s.maximum !== contractLimits.maxPage) unbounded.push(`${spec.id}.${name} (max ${String(s.maximum)})`);
      }
    }
    expect(unbounded).toEqual([]);
    expect(contractLimits.maxRangeDays).toBe(366);
  });

  it.each(GETS.map((spec) => [spec.id, spec] as const))('%s: hostile numbers get a 4xx or an answer, never a 500, each within a second', async (_id, spec) => {
    const { properties, required } = queryOf(spec);
    const base = Object.fromEntries(required.map((name) => [name, validValue(name, properties[name]!)]));
    // A launch without launchMode answers 500 #727 as upstream does (docs/upstream.md): name one.
    if ('launchMode' in properties) base.launchMode = 'GLS';
    const cases: Record<string, string>[] = [base];
    for (const field of numericFields(properties)) for (const value of HOSTILE) cases.push({ ...base, [field]: value });
    // Each range at its widest: from 1970 to the last instant the schema allows.
    for (const [from, to] of RANGE_FIELDS) if (from in properties && to in properties) cases.push({ ...base, [from]: '0', [to]: '4102444800000' });
    const failures: string[] = [];
    for (const query of cases) {
      const { status, ms, errorCode } = await timedCall(spec, query);
      if (status >= 500 || ms >= 1_000) failures.push(`${JSON.stringify(query)} → ${status} ${errorCode ?? ''} in ${Math.round(ms)} ms`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the reproductions of the review', () => {
  const DAILY = '/wps/relay/ODSFE2_getTeamOverviewDailyList';
  it('the daily list over 9e15 or 1e17 ms is refused at once, and its longest range makes only its page', async () => {
    for (const endDate of ['9e15', '1e17', '9000000000000000']) {
      const res = await p.call('GET', DAILY, { token, query: { startDate: 0, endDate } });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('request.invalid');
    }
    const tooLong = await p.call('GET', DAILY, { token, query: { startDate: START_TIME - 367 * DAY, endDate: START_TIME } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/366 days/);
    const backwards = await p.call('GET', DAILY, { token, query: { startDate: START_TIME, endDate: START_TIME - DAY } });
    expect(backwards.status).toBe(400);
    // 366 days: 37 pages of 10, the last one holding the oldest 6 days.
    const year = { startDate: START_TIME - 365 * DAY, endDate: START_TIME + DAY - 1 };
    const first = await p.call<{ content: { date: number }[]; totalElements: number; totalPages: number }>('GET', DAILY, { token, query: { ...year, page: 1, size: 10 } });
    expect(first.status).toBe(200);
    expect(first.body.value.totalElements).toBe(366);
    expect(first.body.value.totalPages).toBe(37);
    expect(first.body.value.content.map((r) => r.date)).toEqual(Array.from({ length: 10 }, (_, i) => START_TIME - i * DAY));
    const last = await p.call<{ content: { date: number }[] }>('GET', DAILY, { token, query: { ...year, page: 37, size: 10 } });
    expect(last.body.value.content.map((r) => r.date)).toEqual(Array.from({ length: 6 }, (_, i) => START_TIME - (360 + i) * DAY));
    const beyond = await p.call<{ content: unknown[] }>('GET', DAILY, { token, query: { ...year, page: 10_000, size: 100 } });
    expect(beyond.status).toBe(200);
    expect(beyond.body.value.content).toEqual([]);
  });

  it('pageNo=1e20 and page=1e19 are refused with a 400, not a 500', async () => {
    const games = await p.call('GET', '/wps/relay/GCSGAME_gameList', { query: { pageNo: '1e20', pageSize: 26, gameType: 'RNG' } });
    expect(games.status).toBe(400);
    const records = await p.call('GET', '/wps/relay/ODSFE2_MemTransDet', { token, query: { startDate: START_TIME - DAY, endDate: START_TIME, page: '1e19' } });
    expect(records.status).toBe(400);
    expect(records.body.errorCode).toBe('request.invalid');
  });
});
