// Rewards seed, per merchant, deterministic relative to the seed's `now` (so the rebate
// report's today / last 7 days windows hold records): rw_claim has claimable rewards of every
// receiving kind plus an expired and a claimed one, two earlier rebate claims and settled bets
// since the last one; rw_none has nothing claimable; rw_up_* cover the transfer-to-upline matrix
// (an upline or none, type 0 or 2) under their own agent rw_upline, so agent01's team is unchanged.
// Every movement of money is a ledger row at its record's time.
// demo01 at demo gets the rewards behind its seeded badge (2 manual, 1 raffle, 1 mission).
import type { RewardKind } from '../../src/api/contract.generated';
import { ledgerKey, postMovement, TX } from '../ledger';
import type { Merchant } from '../merchants';
import { rebateRates, syncRewardCounts } from '../routes/rewards';
import type { Db } from './database';
import { seedHash } from './seed-security';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SEED_EPOCH = Date.UTC(2024, 1, 1, 3, 0, 0);

/** Login password Demo@1234 for all; funds password Fund1234 where set. */
export const REWARDS_ACCOUNTS = {
  claim: 'rw_claim',
  none: 'rw_none',
  /** The agent (type 1) above the rw_up_* accounts that have an upline (agent01's team stays as it was). */
  agent: 'rw_upline',
  /** type 0 with rw_upline as upline: the one that may transfer where AGETRANSFERUP3 is on. */
  upline: 'rw_up_ok',
  /** type 0 without an upline. */
  noUpline: 'rw_up_none',
  /** type 2 (agent-only) with rw_upline as upline. */
  agentOnly: 'rw_up_a2',
  /** type 2 without an upline. */
  agentOnlyNoUpline: 'rw_up_a2none',
} as const;
export const REWARDS_FUND_PASSWORD = 'Fund1234';

interface SeedReward {
  kind: RewardKind;
  name: string;
  amountCents: number;
  /** Hours from now; negative = in the past. */
  expiresIn: number;
  claimedHoursAgo?: number;
}

const CLAIM_REWARDS: readonly SeedReward[] = [
  { kind: 'MANUAL', name: 'Weekend reload bonus', amountCents: 8_800, expiresIn: 30 * 24 },
  { kind: 'RAFFLE', name: 'Lucky draw prize', amountCents: 1_880, expiresIn: 10 * 24 },
  { kind: 'UPGRADE_BONUS', name: 'VIP1 upgrade bonus', amountCents: 5_800, expiresIn: 20 * 24 },
  { kind: 'MISSION_MANUAL', name: 'Daily mission reward', amountCents: 1_200, expiresIn: 2 * 24 },
  { kind: 'TICKET', name: 'Free spin ticket', amountCents: 500, expiresIn: 5 * 24 },
  { kind: 'MANUAL', name: 'Birthday bonus', amountCents: 2_000, expiresIn: -24 },
  { kind: 'MANUAL', name: 'Welcome back bonus', amountCents: 3_000, expiresIn: 20 * 24, claimedHoursAgo: 5 * 24 },
];

const DEMO01_REWARDS: readonly SeedReward[] = [
  { kind: 'MANUAL', name: 'Weekend reload bonus', amountCents: 5_000, expiresIn: 30 * 24 },
  { kind: 'MANUAL', name: 'Deposit match bonus', amountCents: 2_500, expiresIn: 30 * 24 },
  { kind: 'RAFFLE', name: 'Lucky draw prize', amountCents: 1_000, expiresIn: 10 * 24 },
  { kind: 'MISSION_MANUAL', name: 'Daily mission reward', amountCents: 800, expiresIn: 3 * 24 },
];

/** Settled bets: [product type, bet, valid bet, win, hours ago settled]. */
type SeedBet = readonly [string, number, number, number, number];
/** Covered by the first earlier claim (settled before it). */
const BETS_BEFORE_FIRST: readonly SeedBet[] = [
  ['SPORTS', 200_000, 200_000, 150_000, 4 * 24],
  ['LIVE', 150_000, 150_000, 180_000, 4 * 24 - 1],
];
/** Covered by the second earlier claim. */
const BETS_BEFORE_SECOND: readonly SeedBet[] = [['RNG', 100_000, 100_000, 90_000, 2 * 24]];
/** Settled after the last claim: what the manual rebate offers now. */
const BETS_CLAIMABLE: readonly SeedBet[] = [
  ['SPORTS', 500_000, 500_000, 520_000, 6],
  ['LIVE', 250_000, 250_000, 200_000, 5],
  ['RNG', 123_456, 123_456, 100_000, 4],
  ['FISH', 30_000, 0, 30_000, 3],
];
const CLAIM_TIMES_HOURS_AGO = [3 * 24, 1 * 24] as const;

export function seedRewards(db: Db, merchant: Merchant, hashes: Map<string, string>, now: number): void {
  const code = merchant.code;
  const loginHash = hashes.get('Demo@1234') ?? null;
  const fundHash = seedHash(REWARDS_FUND_PASSWORD);
  const insertUser = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, nickname, fund_password_hash, type, balance_cents, upline_id, reg_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const add = (username: string, type: number, balanceCents: number, upline: number | null, nickname: string | null): number =>
    Number(insertUser.run(code, username, loginHash, nickname, fundHash, type, balanceCents, upline, SEED_EPOCH).lastInsertRowid);

  const claimId = add(REWARDS_ACCOUNTS.claim, 0, 2_000_000, null, 'Reward Hunter');
  add(REWARDS_ACCOUNTS.none, 0, 50_000, null, null);
  const agent = add(REWARDS_ACCOUNTS.agent, 1, 100_000, null, 'Reward Upline');
  add(REWARDS_ACCOUNTS.upline, 0, 30_000, agent, null);
  add(REWARDS_ACCOUNTS.noUpline, 0, 30_000, null, null);
  add(REWARDS_ACCOUNTS.agentOnly, 2, 30_000, agent, null);
  add(REWARDS_ACCOUNTS.agentOnlyNoUpline, 2, 30_000, null, null);

  seedRewardRows(db, code, claimId, CLAIM_REWARDS, now);
  syncRewardCounts(db, claimId, now);
  if (code === 'demo') {
    const demo = db.prepare("SELECT id FROM users WHERE merchant_code = ? AND username = 'demo01'").get(code) as { id: number } | undefined;
    // The member-centre seed already set demo01's counts to exactly these rewards.
    if (demo) seedRewardRows(db, code, demo.id, DEMO01_REWARDS, now);
  }

  // Bets and the two earlier manual-rebate claims, each with its ledger rows at its own time.
  let betNo = 0;
  const insertBet = db.prepare(
    `INSERT INTO bets (bet_id, user_id, merchant_code, vendor, game_type, game_name, bet_cents, valid_bet_cents, win_cents, settled, placed_at, settled_at)
     VALUES (?, ?, ?, 'SEED', ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const bet = ([type, stake, valid, win, hoursAgo]: SeedBet) => {
    betNo += 1;
    const betId = `RWB-${code}-${claimId}-${betNo}`;
    const settledAt = now - hoursAgo * HOUR;
    const placedAt = settledAt - HOUR / 2;
    insertBet.run(betId, claimId, code, type, `${type} round ${betNo}`, stake, valid, win, placedAt, settledAt);
    postMovement(db, { userId: claimId, merchantCode: code, txType: TX.BET, amountCents: -stake, refKind: 'bet', refId: betId, key: ledgerKey('bet', betId), at: placedAt });
    if (win > 0) postMovement(db, { userId: claimId, merchantCode: code, txType: TX.PAYOUT, amountCents: win, refKind: 'bet', refId: betId, key: ledgerKey('payout', betId), at: settledAt });
  };
  let previous: string | null = null;
  [BETS_BEFORE_FIRST, BETS_BEFORE_SECOND].forEach((bets, i) => {
    bets.forEach(bet);
    const at = now - (CLAIM_TIMES_HOURS_AGO[i] ?? 0) * HOUR;
    previous = seedRebateClaim(db, code, claimId, i + 1, bets, previous, at);
  });
  BETS_CLAIMABLE.forEach(bet);
  // One open (unsettled) bet: not counted until it settles.
  betNo += 1;
  const openId = `RWB-${code}-${claimId}-${betNo}`;
  db.prepare(
    `INSERT INTO bets (bet_id, user_id, merchant_code, vendor, game_type, game_name, bet_cents, valid_bet_cents, win_cents, settled, placed_at, settled_at)
     VALUES (?, ?, ?, 'SEED', 'SPORTS', 'Open sports bet', 10000, 10000, 0, 0, ?, NULL)`,
  ).run(openId, claimId, code, now - HOUR);
  postMovement(db, { userId: claimId, merchantCode: code, txType: TX.BET, amountCents: -10_000, refKind: 'bet', refId: openId, key: ledgerKey('bet', openId), at: now - HOUR });
}

function seedRewardRows(db: Db, code: string, userId: number, rewards: readonly SeedReward[], now: number): void {
  const insert = db.prepare('INSERT INTO rewards (reward_id, user_id, merchant_code, kind, name, amount_cents, created_at, expires_at, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  rewards.forEach((r, i) => {
    const rewardId = `RW-${code}-${userId}-${i + 1}`;
    const createdAt = now - 7 * DAY;
    const claimedAt = r.claimedHoursAgo === undefined ? null : now - r.claimedHoursAgo * HOUR;
    insert.run(rewardId, userId, code, r.kind, r.name, r.amountCents, createdAt, now + r.expiresIn * HOUR, claimedAt);
    if (claimedAt !== null) {
      postMovement(db, { userId, merchantCode: code, txType: TX.REWARD, amountCents: r.amountCents, refKind: 'reward', refId: rewardId, key: ledgerKey('reward', rewardId), remark: r.name, at: claimedAt });
    }
  });
}

/** A claim as the platform books one (same ids and ledger key as disburseRebate). */
function seedRebateClaim(db: Db, code: string, userId: number, n: number, bets: readonly SeedBet[], previous: string | null, at: number): string {
  const rates = rebateRates(code);
  const lines = bets.map(([type, , valid]) => ({ type, valid, rate: rates[type] ?? 0, amount: Math.floor((valid * (rates[type] ?? 0)) / 100) }));
  const amount = lines.reduce((s, l) => s + l.amount, 0);
  const valid = lines.reduce((s, l) => s + l.valid, 0);
  const rebateId = `RB${userId}-${n}`;
  postMovement(db, { userId, merchantCode: code, txType: TX.REBATE, amountCents: amount, refKind: 'rebate', refId: rebateId, key: ledgerKey('rebate', rebateId), remark: 'manual rebate', at });
  db.prepare('INSERT INTO rebate_claims (rebate_id, user_id, merchant_code, valid_bet_cents, amount_cents, up_to, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(rebateId, userId, code, valid, amount, at, at);
  const item = db.prepare('INSERT INTO rebate_claim_items (rebate_id, product_type, valid_bet_cents, rate, amount_cents) VALUES (?, ?, ?, ?, ?)');
  for (const l of lines) item.run(rebateId, l.type, l.valid, l.rate, l.amount);
  return rebateId;
}
