// What the money and sign-in security review found holding, kept as tests so it keeps holding (the rest
// lives beside its code: 50 concurrent withdrawals in withdraw.test.ts, exactly-once claims, payouts
// and red rain in money-model.test.ts, traversal in static.test.ts, hostile HTML in
// src/ui/sanitize.test.ts): no prototype pollution through a body, no reading another player's or
// another merchant's orders, and SQL that takes what is typed as data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositReceipt, GamePage } from '../src/api/contract.generated';
import { endpoint } from './contract';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

const path = (id: string) => endpoint(id).path;

describe('bodies cannot reach the prototype', () => {
  it('refuses __proto__ and constructor.prototype in a JSON body, and pollutes nothing', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    for (const payload of ['{"__proto__":{"polluted":true},"recordSource":"SYSTEM","id":1}', '{"constructor":{"prototype":{"polluted":true}},"recordSource":"SYSTEM","id":1}']) {
      const res = await p.app.inject({ method: 'POST', url: path('messagesMarkRead'), headers: { Merchant: 'demo', Authorization: token, 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json<{ errorCode: string }>().errorCode).toBe('request.invalid');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("no one reads another's orders", () => {
  it("another player's deposit is not found; another merchant's token is no session", async () => {
    const owner = await p.login('dep_flow', 'Demo@1234');
    const order = await p.call<DepositReceipt>('POST', path('depositPost'), { token: owner.token, body: { methodCode: 'USDT', channelId: 'DEMO-USDT-TRC20', amount: 250, idempotencyKey: 'held-up-deposit-1' } });
    expect(order.body.success).toBe(true);
    const stranger = await p.login('demo01', 'Demo@1234');
    const peek = await p.call('POST', path('depositCreateTask'), { token: stranger.token, body: { depositId: order.body.value.depositId } });
    expect(peek.body.success).toBe(false);
    expect(peek.body.errorCode).toBe('not.found');
    const elsewhere = await p.call('GET', path('memberInfo'), { token: owner.token, merchant: 'mono' });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.errorCode).toBe('login.not.session');
  });
});

describe('what is typed is data, never SQL', () => {
  it('a search for quotes and comments finds nothing instead of everything; a login with them is a wrong password', async () => {
    const all = await p.call<GamePage>('GET', path('gameList'), { query: { gameType: 'RNG', vassalage: 'MEGA', pageNo: 1, pageSize: 26 } });
    expect(all.body.value.totalCount).toBeGreaterThan(26);
    for (const gameName of ["' OR '1'='1", "%' OR 1=1 --", '"; DROP TABLE games; --']) {
      const res = await p.call<GamePage>('GET', path('gameList'), { query: { gameType: 'RNG', vassalage: 'MEGA', gameName, pageNo: 1, pageSize: 26 } });
      expect(res.status, gameName).toBe(200);
      expect(res.body.value.totalCount, gameName).toBe(0);
    }
    const login = await p.encrypted('POST', '/wps/session/login', { type: 'username', username: "demo01' --", password: "' OR '1'='1" });
    expect(login.body.success).toBe(false);
    expect((await p.call<GamePage>('GET', path('gameList'), { query: { gameType: 'RNG', vassalage: 'MEGA', pageNo: 1, pageSize: 26 } })).body.value.totalCount).toBe(all.body.value.totalCount);
  });
});
