// Reproductions of the client-chosen ledger keys the security review found: a client-chosen key must never stand in for another movement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevLedgerAudit, RewardsUplineTransferResult, WithdrawAccountInfo, WithdrawRecord, WithdrawReply } from '../src/api/contract.generated';
import { endpoints } from './contract';
import { REWARDS_ACCOUNTS, REWARDS_FUND_PASSWORD } from './db/seed-rewards';
import { WITHDRAW_ACCOUNTS, WITHDRAW_FUND_PASSWORD, WITHDRAW_PASSWORD } from './db/seed-withdraw';
import { balanceCents, orderMismatches } from './ledger';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

function ep(id: string): { method: string; path: string } {
  const spec = endpoints.find((e) => e.id === id);
  if (!spec) throw new Error(`no endpoint ${id}`);
  return spec;
}

async function withdraw(token: string, amount: number, idempotencyKey: string) {
  const info = await p.call<WithdrawAccountInfo>(ep('withdrawAccountInfo').method, ep('withdrawAccountInfo').path, { token });
  const bankCardId = info.body.value.bankCards.find((c) => !c.frozen)?.bankCardId ?? 0;
  return p.encrypted<WithdrawReply>(ep('withdraw').method, ep('withdraw').path, { amount, bankCardId, password: WITHDRAW_FUND_PASSWORD, idempotencyKey }, { token });
}

const audit = async () => (await p.call<DevLedgerAudit>(ep('devLedgerAudit').method, ep('devLedgerAudit').path, { merchant: null })).body.value;

describe('ledger keys are the platform’s', () => {
  it('withdraw 100 with K, then 4,000 with "K:fee" and with the fee row’s key: refused, nothing moves, the books hold', async () => {
    const { token } = await p.login(WITHDRAW_ACCOUNTS.ok, WITHDRAW_PASSWORD);
    const id = p.userId(WITHDRAW_ACCOUNTS.ok);
    // Use up the free withdrawals of the day, so the next one has a fee row.
    for (const key of ['free-0001', 'free-0002']) expect((await withdraw(token, 100, key)).body.success).toBe(true);
    const first = await withdraw(token, 100, 'KKKKKKKK');
    expect(first.body.value.record.fee).toBeGreaterThan(0);
    const before = balanceCents(p.ctx.db, id);
    const feeKey = (p.ctx.db.prepare("SELECT idempotency_key AS k FROM ledger WHERE user_id = ? AND ref_id = ? AND tx_type = 3002").get(id, first.body.value.record.withdrawId) as { k: string }).k;
    expect(feeKey).toBe(`withdraw-fee:${first.body.value.record.withdrawId}`);
    for (const key of ['KKKKKKKK:fee', feeKey, `withdraw-returned:${first.body.value.record.withdrawId}`]) {
      const res = await withdraw(token, 4_000, key);
      expect(res.status, key).toBe(400);
      expect(res.body.errorCode, key).toBe('request.invalid');
    }
    expect(balanceCents(p.ctx.db, id)).toBe(before);
    expect((await audit()).orders).toEqual([]);
  });

  it('a rejected withdrawal returns exactly what that order took', async () => {
    const { token } = await p.login(WITHDRAW_ACCOUNTS.ok, WITHDRAW_PASSWORD);
    const id = p.userId(WITHDRAW_ACCOUNTS.ok);
    const before = balanceCents(p.ctx.db, id);
    const res = await withdraw(token, 250, 'reject-me-0001');
    const record = res.body.value.record;
    const taken = Math.round((record.amount + record.fee) * 100);
    expect(balanceCents(p.ctx.db, id)).toBe(before - taken);
    const rejected = await p.call<WithdrawRecord>(ep('devWithdrawReject').method, ep('devWithdrawReject').path, { merchant: null, body: { withdrawId: record.withdrawId } });
    expect(rejected.body.value.state).toBe(3);
    expect(balanceCents(p.ctx.db, id)).toBe(before);
  });

  it('an upline transfer whose request id is a withdrawal’s key debits the member and credits the upline once', async () => {
    const member = p.userId(REWARDS_ACCOUNTS.upline);
    const upline = p.userId(REWARDS_ACCOUNTS.agent);
    const wd = await p.login(WITHDRAW_ACCOUNTS.ok, WITHDRAW_PASSWORD);
    expect((await withdraw(wd.token, 100, 'shared-key-0001')).body.success).toBe(true);
    const { token } = await p.login(REWARDS_ACCOUNTS.upline, 'Demo@1234');
    const [m0, u0] = [balanceCents(p.ctx.db, member), balanceCents(p.ctx.db, upline)];
    const res = await p.encrypted<RewardsUplineTransferResult>(ep('rewardsUplineTransfer').method, ep('rewardsUplineTransfer').path, { amount: 2, fundPassword: REWARDS_FUND_PASSWORD, requestId: 'shared-key-0001' }, { token });
    expect(res.body.value.replayed).toBe(false);
    expect([balanceCents(p.ctx.db, member), balanceCents(p.ctx.db, upline)]).toEqual([m0 - 200, u0 + 200]);
  });

  it('the audit names an order whose rows do not add up, even when every balance equals its rows', () => {
    const id = p.userId(WITHDRAW_ACCOUNTS.empty);
    p.ctx.db
      .prepare(
        `INSERT INTO withdrawals (withdraw_id, user_id, merchant_code, withdraw_type, bank_card_id, account_label, amount_cents, fee_cents, state, remark, created_at, updated_at)
         VALUES ('WFORGED0001', ?, 'demo', 'BC', NULL, 'forged', 400000, 0, 3, NULL, 0, 0)`,
      )
      .run(id);
    expect(orderMismatches(p.ctx.db)).toEqual([]);
    p.ctx.db.prepare("UPDATE withdrawals SET state = 1 WHERE withdraw_id = 'WFORGED0001'").run();
    expect(orderMismatches(p.ctx.db)).toEqual([{ kind: 'withdraw', id: 'WFORGED0001', userId: id, expectedCents: -400_000, ledgerCents: 0 }]);
    p.ctx.db.prepare("DELETE FROM withdrawals WHERE withdraw_id = 'WFORGED0001'").run();
  });
});
