import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevLedgerAudit, Wallet } from '../src/api/contract.generated';
import type { PlatformContext } from './context';
import { balanceCents, ledgerMismatches, postMovement, postMovements, TX } from './ledger';
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

  it('moves nothing twice for a repeated idempotency key', () => {
    const id = userId('down02');
    const start = balanceCents(ctx.db, id);
    const first = postMovement(ctx.db, { userId: id, merchantCode: 'demo', txType: TX.REWARD, amountCents: 1_000, idempotencyKey: 'claim-1', at: p.clock.now });
    const again = postMovement(ctx.db, { userId: id, merchantCode: 'demo', txType: TX.REWARD, amountCents: 1_000, idempotencyKey: 'claim-1', at: p.clock.now });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ row: first.row, replayed: true });
    expect(balanceCents(ctx.db, id)).toBe(start + 1_000);
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
