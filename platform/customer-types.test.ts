// What the client hides by customer type, the platform refuses too (the endpoints' declared refusals, platform/http.ts):
// the mail and reward centres only for types 0, 1 and 2 (upstream's virtualAuth), contracts and
// dividends never for types 4, 40, 41 and 42 (spec section 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint } from './contract';
import { START_TIME, startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const DAY = 86_400_000;
const RANGE = { startDate: START_TIME - 7 * DAY, endDate: START_TIME };

async function tokenOf(username: string, password = 'Demo@1234'): Promise<string> {
  return (await p.login(username, password)).token;
}

function setType(username: string, type: number): void {
  p.ctx.db.prepare("UPDATE users SET type = ? WHERE merchant_code = 'demo' AND username = ?").run(type, username);
}

describe('virtualAuth: the mail and reward centres', () => {
  it('refuses a type-40 member the inbox, outbox, messages, rewards and rebates; demo01 (type 0) gets them', async () => {
    const virtual = await tokenOf('mem_virtual');
    const member = await tokenOf('demo01');
    const calls: [string, string, { query?: Record<string, string | number>; body?: unknown }][] = [
      ['GET', endpointPath('inbox'), {}],
      ['GET', endpointPath('outbox'), {}],
      ['POST', endpointPath('messagesMarkRead'), { body: { id: 1, recordSource: 'SYSTEM' } }],
      ['GET', endpointPath('rewardsList'), {}],
      ['GET', endpointPath('rewardsRebate'), {}],
      ['GET', endpointPath('rewardsRebateReport'), { query: RANGE }],
    ];
    for (const [method, path, options] of calls) {
      const refused = await p.call(method, path, { token: virtual, ...options });
      expect(refused.status, path).toBe(403);
      expect(refused.body.errorCode, path).toBe('permission.denied');
    }
    for (const [method, path, options] of calls.filter(([method]) => method === 'GET')) {
      const served = await p.call(method, path, { token: member, ...options });
      expect(served.status, path).not.toBe(403);
    }
    // The badge count stays: it shows nothing but a number, and the entry itself says no.
    expect((await p.call('GET', endpointPath('unreadCount'), { token: virtual })).status).toBe(200);
  });
});

describe('contracts and dividends', () => {
  it('refuses types 40, 41 and 42 the contract prompts, offers and dividends; agent01 (type 1) gets them', async () => {
    const agent = await tokenOf('agent01', 'Agent@1234');
    expect((await p.call('GET', endpointPath('contractRequests'), { token: agent })).status).toBe(200);
    for (const type of [40, 41, 42]) {
      setType('agent01', type);
      try {
        for (const id of ['contractRequests', 'dividendInfo']) {
          const refused = await p.call('GET', endpointPath(id), { token: agent });
          expect(refused.body.errorCode, `${id} for type ${type}`).toBe('permission.denied');
        }
        const detail = await p.call('GET', endpointPath('contractDetail'), { token: agent, query: { contractType: 'DAILY_SALARY' } });
        expect(detail.body.errorCode, `contractDetail for type ${type}`).toBe('permission.denied');
      } finally {
        setType('agent01', 1);
      }
    }
  });
});

const endpointPath = (id: string): string => endpoint(id).path;
