// The money model: random sequences of deposits, staff decisions, withdrawals, transfers
// to the upline, red rain, reward claims and dividend payouts, sent by several players through the platform's API (its real routes
// and SQLite database), with hostile request ids: fresh ones, repeats, ids that look like the
// platform's own ledger keys, ids another operation used, and pairs of calls in flight together.
// After every step the books are checked against a model that only knows what each order is
// (what the platform answered about it), never how the platform moved the money:
//   - every balance equals the model's (money moved exactly as the orders say, nothing minted),
//   - every balance is the sum of its ledger rows and none is below zero,
//   - every order reconciles with its own ledger rows (the audit).
// MONEY_MODEL_RUNS sets the number of sequences (npm test: 25; `npm run bench:money`: 10,000).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositReceipt, DevDepositDecisionReply, DividendPayoutResult, RedRainTransferResult, RewardsClaimResult, RewardsUplineTransferResult, WithdrawAccountInfo, WithdrawRecord, WithdrawReply } from '../src/api/contract.generated';
import { CT_AGENT } from './db/seed-contracts';
import { endpoints } from './contract';
import { resetDatabase } from './db/seed';
import { REDRAIN_ACCOUNTS } from './db/seed-redrain';
import { REWARDS_ACCOUNTS, REWARDS_FUND_PASSWORD } from './db/seed-rewards';
import { WITHDRAW_ACCOUNTS, WITHDRAW_FUND_PASSWORD, WITHDRAW_PASSWORD } from './db/seed-withdraw';
import { balanceCents, ledgerMismatches, orderMismatches, postMovement, TX } from './ledger';
import { startPlatform, type CallResult, type TestPlatform } from './test-helpers';

const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 25);
const MEMBER_PASSWORD = 'Demo@1234';
const AGENT_PASSWORD = 'Agent@1234';

let p: TestPlatform;
beforeAll(async () => {
  // Sessions outlive the day each sequence moves the clock on: a sign-in (scrypt) per player per
  // sequence would be most of a sequence's time.
  p = await startPlatform({ settings: { sessionTtlMs: 10 * 365 * 86_400_000 } });
});
afterAll(() => p.close());

/** Method and path of an endpoint by id, from the contract (paths follow upstream's). */
function ep(id: string): { method: string; path: string } {
  const spec = endpoints.find((e) => e.id === id);
  if (!spec) throw new Error(`no endpoint ${id}`);
  return spec;
}

const tokens = new Map<string, string>();
async function tokenOf(username: string, password: string): Promise<string> {
  let token = tokens.get(username);
  if (!token) {
    token = (await p.login(username, password)).token;
    tokens.set(username, token);
  }
  return token;
}

const PLAYERS = {
  withdrawer: WITHDRAW_ACCOUNTS.ok,
  depositor: WITHDRAW_ACCOUNTS.hist,
  member: REWARDS_ACCOUNTS.upline,
  upline: REWARDS_ACCOUNTS.agent,
  agent: REDRAIN_ACCOUNTS.agent,
  downA: REDRAIN_ACCOUNTS.downlines[0],
  downB: REDRAIN_ACCOUNTS.downlines[1],
  claimer: REWARDS_ACCOUNTS.claim,
  payee: CT_AGENT,
} as const;
const WATCHED = Object.values(PLAYERS);

/** How a request id is chosen: the hostile ones reuse what the platform or another call used. */
type KeyChoice =
  | { kind: 'fresh' }
  | { kind: 'again'; index: number }
  | { kind: 'ledger'; index: number; suffix: '' | ':fee' | ':out' | ':in' }
  | { kind: 'shaped'; shape: 'deposit' | 'deposit-bonus' | 'withdraw-returned' | 'upline' | 'redrain'; index: number };

const keyChoice: fc.Arbitrary<KeyChoice> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<KeyChoice>({ kind: 'fresh' }) },
  { weight: 2, arbitrary: fc.nat(50).map((index): KeyChoice => ({ kind: 'again', index })) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('ledger' as const), index: fc.nat(30), suffix: fc.constantFrom('' as const, ':fee' as const, ':out' as const, ':in' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('shaped' as const), shape: fc.constantFrom('deposit' as const, 'deposit-bonus' as const, 'withdraw-returned' as const, 'upline' as const, 'redrain' as const), index: fc.nat(20) }),
  },
);

type Op =
  | { op: 'deposit'; amount: number; key: KeyChoice }
  | { op: 'decideDeposit'; index: number; approve: boolean }
  | { op: 'withdraw'; amount: number; key: KeyChoice }
  | { op: 'decideWithdraw'; index: number; approve: boolean }
  | { op: 'upline'; amount: number; key: KeyChoice }
  | { op: 'redRain'; amount: number; split: boolean; key: KeyChoice }
  | { op: 'claim'; index: number }
  | { op: 'payout'; index: number }
  | { op: 'together'; first: Op; second: Op };

const amount = fc.integer({ min: 1, max: 600 }).map((n) => n * 25);
const single: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), amount, key: keyChoice }),
  fc.record({ op: fc.constant('decideDeposit' as const), index: fc.nat(20), approve: fc.boolean() }),
  fc.record({ op: fc.constant('withdraw' as const), amount: fc.integer({ min: 100, max: 3_000 }), key: keyChoice }),
  fc.record({ op: fc.constant('decideWithdraw' as const), index: fc.nat(20), approve: fc.boolean() }),
  fc.record({ op: fc.constant('upline' as const), amount: fc.integer({ min: 1, max: 200 }), key: keyChoice }),
  fc.record({ op: fc.constant('redRain' as const), amount: fc.integer({ min: 1, max: 50 }), split: fc.boolean(), key: keyChoice }),
  // Claims and payouts pick among every reward and dividend, claimed, expired, paid or not: each
  // may credit once, ever, whatever is sent again or at the same time.
  fc.record({ op: fc.constant('claim' as const), index: fc.nat(20) }),
  fc.record({ op: fc.constant('payout' as const), index: fc.nat(20) }),
);
const operation: fc.Arbitrary<Op> = fc.oneof({ weight: 6, arbitrary: single }, { weight: 1, arbitrary: fc.record({ op: fc.constant('together' as const), first: single, second: single }) });

interface Model {
  balances: Map<string, number>;
  deposits: Map<string, { state: 'pending' | 'approved' | 'rejected' }>;
  depositOrder: string[];
  withdrawals: Map<string, { debit: number; state: 'pending' | 'approved' | 'rejected' }>;
  withdrawOrder: string[];
  transfers: Set<string>;
  /** Rewards and dividends the platform has said it credited: each may be credited once. */
  claimed: Set<string>;
  paid: Set<number>;
  keys: string[];
  serial: number;
}

const orders: Omit<Model, 'balances'> = { deposits: new Map(), depositOrder: [], withdrawals: new Map(), withdrawOrder: [], transfers: new Set(), claimed: new Set(), paid: new Set(), keys: [], serial: 0 };

const userIds = (): Map<string, number> => new Map(WATCHED.map((u) => [u, p.userId(u)]));

function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

/** The request id a choice names, at least 8 characters as the contract asks. */
function requestId(m: Model, choice: KeyChoice, actor: string): string {
  const pad = (key: string) => (key.length >= 8 ? key : `${key}--------`.slice(0, 8));
  const fresh = () => `req-${Date.now().toString(36)}-${(orders.serial += 1)}`;
  let key: string | undefined;
  if (choice.kind === 'again') key = pick(m.keys, choice.index);
  if (choice.kind === 'ledger') {
    // The actor's own keys: a ledger key is unique per account.
    const rows = p.ctx.db.prepare('SELECT idempotency_key AS k FROM ledger WHERE user_id = ? AND idempotency_key IS NOT NULL ORDER BY id DESC LIMIT 30').all(p.userId(actor)) as { k: string }[];
    const row = pick(rows, choice.index);
    if (row) key = `${row.k}${choice.suffix}`;
  }
  if (choice.kind === 'shaped') {
    const deposit = pick(m.depositOrder, choice.index);
    const withdrawal = pick(m.withdrawOrder, choice.index);
    const transfer = pick([...m.transfers], choice.index);
    if (choice.shape === 'deposit' && deposit) key = `deposit:${deposit}`;
    if (choice.shape === 'deposit-bonus' && deposit) key = `deposit-bonus:${deposit}`;
    if (choice.shape === 'withdraw-returned' && withdrawal) key = `withdraw-returned:${withdrawal}`;
    if (choice.shape === 'upline' && transfer) key = `upline:${transfer}`;
    if (choice.shape === 'redrain' && transfer) key = `redrain:${transfer}:${p.userId(PLAYERS.downA)}:out`;
  }
  const chosen = pad(key ?? fresh()).slice(0, 64);
  m.keys.push(chosen);
  return chosen;
}

const move = (m: Model, username: string, cents: number) => m.balances.set(username, (m.balances.get(username) ?? 0) + cents);
const toCents = (major: number) => Math.round(major * 100);

const STATS = new Map<string, number>();
const tally = (what: string) => STATS.set(what, (STATS.get(what) ?? 0) + 1);
afterAll(() => {
  if (process.env.MONEY_MODEL_STATS) console.log(Object.fromEntries([...STATS].sort()));
});

async function run(m: Model, o: Op): Promise<void> {
  switch (o.op) {
    case 'together':
      await Promise.all([run(m, o.first), run(m, o.second)]);
      return;
    case 'deposit': {
      const { method, path } = ep('depositPost');
      const token = await tokenOf(PLAYERS.depositor, WITHDRAW_PASSWORD);
      const res = await p.call<DepositReceipt>(method, path, { token, body: { methodCode: 'MT', channelId: 'DEMO-VCB', amount: o.amount, idempotencyKey: requestId(m, o.key, PLAYERS.depositor) } });
      tally(`deposit ${res.body.errorCode ?? 'ok'}`);
      if (res.body.success && !m.deposits.has(res.body.value.depositId)) {
        m.deposits.set(res.body.value.depositId, { state: 'pending' });
        m.depositOrder.push(res.body.value.depositId);
      }
      return;
    }
    case 'decideDeposit': {
      const depositId = pick(m.depositOrder, o.index);
      if (!depositId) return;
      const { method, path } = ep(o.approve ? 'devDepositApprove' : 'devDepositReject');
      const res = await p.call<DevDepositDecisionReply>(method, path, { merchant: null, body: { depositId } });
      const order = m.deposits.get(depositId);
      if (!res.body.success || !order || order.state !== 'pending') return;
      // The order is decided once: an approval credits what the order says, whatever else happened.
      order.state = o.approve ? 'approved' : 'rejected';
      if (o.approve) move(m, PLAYERS.depositor, toCents(res.body.value.credited) + toCents(res.body.value.bonus));
      return;
    }
    case 'withdraw': {
      const { method, path } = ep('withdraw');
      const token = await tokenOf(PLAYERS.withdrawer, WITHDRAW_PASSWORD);
      const info = await p.call<WithdrawAccountInfo>(ep('withdrawAccountInfo').method, ep('withdrawAccountInfo').path, { token });
      const card = info.body.value.bankCards.find((c) => !c.frozen)?.bankCardId ?? 0;
      const res = await p.encrypted<WithdrawReply>(method, path, { amount: o.amount, bankCardId: card, password: WITHDRAW_FUND_PASSWORD, idempotencyKey: requestId(m, o.key, PLAYERS.withdrawer) }, { token });
      tally(`withdraw ${res.body.errorCode ?? (res.body.value.replayed ? 'replayed' : 'ok')}`);
      if (!res.body.success) return;
      const record: WithdrawRecord = res.body.value.record;
      if (m.withdrawals.has(record.withdrawId)) return;
      // A withdrawal the platform has not told us of before is a new order: its amount and fee leave.
      const debit = toCents(record.amount) + toCents(record.fee);
      m.withdrawals.set(record.withdrawId, { debit, state: 'pending' });
      m.withdrawOrder.push(record.withdrawId);
      move(m, PLAYERS.withdrawer, -debit);
      return;
    }
    case 'decideWithdraw': {
      const withdrawId = pick(m.withdrawOrder, o.index);
      if (!withdrawId) return;
      const { method, path } = ep(o.approve ? 'devWithdrawApprove' : 'devWithdrawReject');
      const res = await p.call<WithdrawRecord>(method, path, { merchant: null, body: { withdrawId } });
      const order = m.withdrawals.get(withdrawId);
      if (!res.body.success || !order || order.state !== 'pending') return;
      order.state = o.approve ? 'approved' : 'rejected';
      if (!o.approve) move(m, PLAYERS.withdrawer, order.debit);
      return;
    }
    case 'upline': {
      const { method, path } = ep('rewardsUplineTransfer');
      const token = await tokenOf(PLAYERS.member, MEMBER_PASSWORD);
      const res = await p.encrypted<RewardsUplineTransferResult>(method, path, { amount: o.amount, fundPassword: REWARDS_FUND_PASSWORD, requestId: requestId(m, o.key, PLAYERS.member) }, { token });
      tally(`upline ${res.body.errorCode ?? 'ok'}`);
      if (!res.body.success || m.transfers.has(res.body.value.transferId)) return;
      m.transfers.add(res.body.value.transferId);
      move(m, PLAYERS.member, -toCents(res.body.value.amount));
      move(m, PLAYERS.upline, toCents(res.body.value.amount));
      return;
    }
    case 'claim': {
      const rewards = p.ctx.db.prepare('SELECT reward_id AS id FROM rewards WHERE user_id = ? ORDER BY id').all(p.userId(PLAYERS.claimer)) as { id: string }[];
      const reward = pick(rewards, o.index);
      if (!reward) return;
      const { method, path } = ep('rewardsClaim');
      const res = await p.call<RewardsClaimResult>(method, path, { token: await tokenOf(PLAYERS.claimer, MEMBER_PASSWORD), body: { rewardId: reward.id } });
      tally(`claim ${res.body.errorCode ?? (res.body.value.credited ? 'credited' : 'again')}`);
      // A reward credited a second time is money from nowhere: the model does not follow it, the books then disagree.
      if (!res.body.success || !res.body.value.credited || m.claimed.has(reward.id)) return;
      m.claimed.add(reward.id);
      move(m, PLAYERS.claimer, toCents(res.body.value.amount));
      return;
    }
    case 'payout': {
      const dividends = p.ctx.db.prepare('SELECT id FROM dividends WHERE user_id = ? ORDER BY id').all(p.userId(PLAYERS.payee)) as { id: number }[];
      const dividend = pick(dividends, o.index);
      if (!dividend) return;
      const { method, path } = ep('dividendPayout');
      const res = await p.call<DividendPayoutResult>(method, path, { token: await tokenOf(PLAYERS.payee, AGENT_PASSWORD), body: { dividendId: dividend.id } });
      tally(`payout ${res.body.errorCode ?? 'paid'}`);
      if (!res.body.success || m.paid.has(dividend.id)) return;
      m.paid.add(dividend.id);
      move(m, PLAYERS.payee, toCents(res.body.value.dividend.amount));
      return;
    }
    case 'redRain': {
      const { method, path } = ep('redRainTransfer');
      const token = await tokenOf(PLAYERS.agent, AGENT_PASSWORD);
      const body = { downlines: [PLAYERS.downA, PLAYERS.downB], mode: o.split ? 'SPLIT' : 'EACH', amount: o.amount, requestId: requestId(m, o.key, PLAYERS.agent) };
      const res: CallResult<RedRainTransferResult> = await p.encrypted<RedRainTransferResult>(method, path, body, { token });
      tally(`redRain ${res.body.errorCode ?? 'ok'}`);
      if (!res.body.success || m.transfers.has(res.body.value.transferId)) return;
      m.transfers.add(res.body.value.transferId);
      move(m, PLAYERS.agent, -toCents(res.body.value.total));
      for (const share of res.body.value.shares) move(m, share.username, toCents(share.amount));
      return;
    }
  }
}

function books(m: Model, ids: Map<string, number>): void {
  for (const [username, id] of ids) expect(balanceCents(p.ctx.db, id), `${username}'s balance`).toBe(m.balances.get(username));
  expect(ledgerMismatches(p.ctx.db)).toEqual([]);
  expect((p.ctx.db.prepare('SELECT COUNT(*) AS n FROM users WHERE balance_cents < 0').get() as { n: number }).n).toBe(0);
  expect(orderMismatches(p.ctx.db)).toEqual([]);
}

const FRESH_START_EVERY = 500;
let sequences = 0;

/** The seed again, and a model that has been told of no order yet. */
async function freshStart(): Promise<void> {
  await resetDatabase(p.ctx.db, p.ctx.merchants, p.clock.now);
  tokens.clear();
  Object.assign(orders, { deposits: new Map(), depositOrder: [], withdrawals: new Map(), withdrawOrder: [], transfers: new Set(), claimed: new Set(), paid: new Set(), keys: [] });
}

describe('the money model', () => {
  it(`holds over ${RUNS} random sequences with hostile request ids and calls in flight together`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (ops) => {
        // A long run starts over from the seed every FRESH_START_EVERY sequences, so the audits
        // (which read the whole ledger after every step) cost the same at the 10,000th as at the first.
        if ((sequences += 1) % FRESH_START_EVERY === 0) await freshStart();
        const ids = userIds();
        // Players start each sequence with enough to spend (booked as a deposit before the model looks).
        for (const id of ids.values()) {
          const short = 5_000_000 - balanceCents(p.ctx.db, id);
          if (short > 0) postMovement(p.ctx.db, { userId: id, merchantCode: 'demo', txType: TX.DEPOSIT, amountCents: short, refKind: 'seed', refId: 'money-model', at: p.clock.now });
        }
        // The orders the platform has told of carry over from sequence to sequence (a request id of
        // an earlier sequence still names its order); the balances start from the books.
        const m: Model = { ...orders, balances: new Map([...ids].map(([u, id]) => [u, balanceCents(p.ctx.db, id)])) };
        // Each sequence starts on a new day of the platform's clock, so the daily withdrawal count
        // of the last one does not refuse every withdrawal of this one.
        p.advance(86_400_000);
        for (const o of ops) {
          await run(m, o);
          books(m, ids);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, Math.max(600_000, RUNS * 5_000));
});
