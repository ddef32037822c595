import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevLedgerAudit, Wallet } from '../src/api/contract.generated';
import type { PlatformContext } from './context';
import { balanceCents, ledgerKey, ledgerMismatches, postMovement, postMovements, REQUEST_ID, TX } from './ledger';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
let ctx: PlatformContext;
beforeAll(async () => {
  p = await startPlatform();
  ctx = p.ctx;
});
afterAll(() => p.close());

const userId = (username: string, merchant = 'demo'): number => p.userId(username, merchant);

describe('ledger', () => {
  it('books every seeded balance as an opening row, so each balance is its ledger sum', async () => {
    expect(ledgerMismatches(ctx.db)).toEqual([]);
    const demo = userId('demo01');
    expect(balanceCents(ctx.db, demo)).toBe(1_234_567);
    const { token } = await p.login('demo01', 'Demo@1234');
    expect((await p.call<Wallet>('GET', '/wps/v2/wallets/balance', { token })).body.value.sumBalance).toBe(12_345.67);
  });

  it('moves money only through rows: a direct balance update is refused by the database', () => {
    const demo = userId('demo01');
    expect(() => ctx.db.prepare('UPDATE users SET balance_cents = balance_cents + 100 WHERE id = ?').run(demo)).toThrow(/ledger/);
    expect(() => ctx.db.prepare('UPDATE ledger SET amount_cents = 1 WHERE user_id = ?').run(demo)).toThrow(/never changed/);
    expect(() => ctx.db.prepare('INSERT INTO ledger (user_id, merchant_code, tx_type, amount_cents, balance_after_cents, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(demo, 'demo', TX.BET, -999_999_999, 0, 0)).toThrow(
      /below zero/,
    );
    expect(ledgerMismatches(ctx.db)).toEqual([]);
  });

  it('credits and debits, records the balance after, and refuses an overdraft without moving anything', () => {
    const id = userId('down01');
    const start = balanceCents(ctx.db, id);
    const credit = postMovement(ctx.db, { userId: id, merchantCode: 'demo', txType: TX.DEPOSIT, amountCents: 5_000, at: p.clock.now });
    expect(credit.row.balance_after_cents).toBe(start + 5_000);
    expect(() => postMovement(ctx.db, { userId: id, merchantCode: 'demo', txType: TX.WITHDRAW, amountCents: -(start + 5_001), at: p.clock.now })).toThrow(
      expect.objectContaining({ code: 'balance.insufficient' }),
    );
    expect(balanceCents(ctx.db, id)).toBe(start + 5_000);
    postMovement(ctx.db, { userId: id, merchantCode: 'demo', txType: TX.WITHDRAW, amountCents: -(start + 5_000), at: p.clock.now });
    expect(balanceCents(ctx.db, id)).toBe(0);
    expect(ledgerMismatches(ctx.db)).toEqual([]);
  });

  it('moves nothing twice for a repeated ledger key, and refuses a key that names another movement', () => {
    const id = userId('down02');
    const start = balanceCents(ctx.db, id);
    const claim = { userId: id, merchantCode: 'demo', txType: TX.REWARD, amountCents: 1_000, refKind: 'reward', refId: 'R-1', key: ledgerKey('reward', 'R-1'), at: p.clock.now };
    const first = postMovement(ctx.db, claim);
    const again = postMovement(ctx.db, claim);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ row: first.row, replayed: true });
    // The same key for another amount, type or order is not a replay: refused, nothing moves.
    expect(() => postMovement(ctx.db, { ...claim, amountCents: 400_000 })).toThrow(/different amount or type/);
    expect(() => postMovement(ctx.db, { ...claim, txType: TX.WITHDRAW, amountCents: -1_000 })).toThrow(/different amount or type/);
    expect(() => postMovement(ctx.db, { ...claim, refId: 'R-2' })).toThrow(/different amount or type/);
    expect(balanceCents(ctx.db, id)).toBe(start + 1_000);
  });

  it('makes keys from an operation and the platform’s ids; a client request id can never look like one', () => {
    expect(ledgerKey('withdraw-fee', 'WDEMO00000012')).toBe('withdraw-fee:WDEMO00000012');
    expect(ledgerKey('redrain-out', 'RR00000001', 42)).toBe('redrain-out:RR00000001:42');
    expect(() => ledgerKey('deposit')).toThrow();
    for (const ok of ['0b8f2a4e-3c1d-4f6a-9e2b-7c5d1a0f3e9b', 'req-00000001', 'lz3k1.abc_DEF']) expect(REQUEST_ID.test(ok), ok).toBe(true);
    for (const bad of ['KKKKKKKK:fee', 'deposit:D1', 'short', 'x'.repeat(65), 'with space', 'tab\there']) expect(REQUEST_ID.test(bad), bad).toBe(false);
  });

  it('posts a transfer atomically: a failing leg undoes the other', () => {
    const from = userId('down03');
    const to = userId('agent01');
    const [fromStart, toStart] = [balanceCents(ctx.db, from), balanceCents(ctx.db, to)];
    expect(() =>
      postMovements(ctx.db, [
        { userId: to, merchantCode: 'demo', txType: TX.TRANSFER_FROM_DOWNLINE, amountCents: fromStart + 1, at: p.clock.now },
        { userId: from, merchantCode: 'demo', txType: TX.TRANSFER_TO_UPLINE, amountCents: -(fromStart + 1), at: p.clock.now },
      ]),
    ).toThrow();
    expect([balanceCents(ctx.db, from), balanceCents(ctx.db, to)]).toEqual([fromStart, toStart]);
  });

  it('books the opening balance of accounts created later (trial play) and audits clean over the dev endpoint', async () => {
    const audit = (await p.call<DevLedgerAudit>('GET', '/__dev/ledger/audit', { merchant: null })).body.value;
    expect(audit).toMatchObject({ negative: 0, mismatches: [] });
    expect(audit.accounts).toBeGreaterThan(10);
  });
});
