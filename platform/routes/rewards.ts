// Rewards: the receiving centre (claim a reward once), manual rebate (claimable per
// product type from the member's settled valid bets since the last claim, claimed all at once),
// the rebate report, the merchant's rebate rates, and the transfer to the upline. Every movement of
// money goes through the ledger with an idempotency key, so a repeat never pays twice.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  RewardItem,
  RewardKind,
  RewardsClaimRequest,
  RewardsClaimResult,
  RewardsList,
  RewardsRebate,
  RewardsRebateClaim,
  RewardsRebateItem,
  RewardsRebateReport,
  RewardsRebateReportQuery,
  RewardsRebateSettings,
  RewardsUplineTransferRequest,
  RewardsUplineTransferResult,
} from '../../src/api/contract.generated';
import type { PlatformContext, UserRow } from '../context';
import { AGENT_ONLY_TYPE } from '../../src/domain/customer-types';
import type { Db } from '../db/database';
import { authedRoute, type AreaOptions } from '../http';
import { balanceCents, ledgerKey, postMovement, postMovements, TX } from '../ledger';
import type { Merchant } from '../merchants';
import { verifyFundPassword } from '../guesses';
import * as memberCentre from '../repositories/member-centre';
import * as members from '../repositories/member';
import * as rewards from '../repositories/rewards';
import type { RewardRow } from '../repositories/rewards';

/** The kinds the receiving centre lists (facts §4: the receiving tab's unclaimed kinds). */
export const RECEIVING_KINDS: readonly RewardKind[] = ['MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET'];

/** Rebate rate per product type, in percent of the valid bet; mono pays less than demo and atlas. */
const DEFAULT_RATES: Readonly<Record<string, number>> = { SPORTS: 0.8, LIVE: 0.6, RNG: 1, FISH: 1, PVP: 0.7, LOTT: 0.5, ELOTT: 0.5 };
const RATES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  mono: { SPORTS: 0.5, LIVE: 0.4, RNG: 0.8, FISH: 0.8, PVP: 0.5, LOTT: 0.3, ELOTT: 0.3 },
};

export function rebateRates(merchantCode: string): Readonly<Record<string, number>> {
  return RATES[merchantCode] ?? DEFAULT_RATES;
}

const cents = (amount: number): number => amount / 100;

export function rewardStatus(row: Pick<RewardRow, 'claimed_at' | 'expires_at'>, now: number): RewardItem['status'] {
  if (row.claimed_at !== null) return 'CLAIMED';
  return row.expires_at <= now ? 'EXPIRED' : 'UNCLAIMED';
}

const STATUS_ORDER: Record<RewardItem['status'], number> = { UNCLAIMED: 0, EXPIRED: 1, CLAIMED: 2 };

export function listRewards(db: Db, userId: number, now: number): RewardsList {
  const rows = rewards.rewardsOf(db, userId);
  const items = rows
    .map(
      (row): RewardItem => ({
        rewardId: row.reward_id,
        kind: row.kind,
        name: row.name,
        amount: cents(row.amount_cents),
        status: rewardStatus(row, now),
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        claimedAt: row.claimed_at,
      }),
    )
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
  return { items, claimable: items.filter((i) => i.status === 'UNCLAIMED').length };
}

/**
 * Keeps the availability counts (member_promotions, the reward-centre badge) equal to what the
 * receiving centre can claim, for every kind the member has rewards of.
 */
export function syncRewardCounts(db: Db, userId: number, now: number): void {
  for (const row of rewards.openCountsByKind(db, userId, now)) memberCentre.setUnclaimed(db, userId, row.kind, row.open);
}

/**
 * Claims one reward: one REWARD ledger row keyed by the reward id. A reward already claimed answers
 * the same amount with credited=false and moves nothing (a double tap or a retry is harmless).
 */
export function claimReward(db: Db, user: Pick<UserRow, 'id' | 'merchant_code'>, rewardId: string, now: number): RewardsClaimResult {
  return db.transaction((): RewardsClaimResult => {
    const row = rewards.reward(db, rewardId, user.id);
    if (!row) throw new ApiError('reward.not.found');
    if (row.claimed_at !== null) return { rewardId, amount: cents(row.amount_cents), credited: false, balance: cents(balanceCents(db, user.id)) };
    if (row.expires_at <= now) throw new ApiError('reward.expired');
    const posted = postMovement(db, {
      userId: user.id,
      merchantCode: user.merchant_code,
      txType: TX.REWARD,
      amountCents: row.amount_cents,
      refKind: 'reward',
      refId: row.reward_id,
      key: ledgerKey('reward', row.reward_id),
      remark: row.name,
      at: now,
    });
    rewards.markClaimed(db, row.id, now);
    syncRewardCounts(db, user.id, now);
    return { rewardId, amount: cents(row.amount_cents), credited: !posted.replayed, balance: cents(posted.row.balance_after_cents) };
  })();
}

interface ClaimableRebate {
  items: RewardsRebateItem[];
  totalCents: number;
  validBetCents: number;
  lineCents: { productType: string; validBetCents: number; rate: number; amountCents: number }[];
  /** The last claim's instant (the bets counted start after it). */
  since: number | null;
  lastRebateId: string | null;
}

/** Settled valid bets after the last claim, up to now, per product type, times the merchant's rate (floored to the cent). */
export function claimableRebate(db: Db, merchantCode: string, userId: number, now: number): ClaimableRebate {
  const last = rewards.lastRebateClaim(db, userId);
  const since = last?.up_to ?? null;
  const sums = rewards.validBetsByProduct(db, userId, since ?? -1, now);
  const rates = rebateRates(merchantCode);
  const lineCents = sums
    .filter((s) => s.valid > 0)
    .map((s) => {
      const rate = rates[s.productType] ?? 0;
      return { productType: s.productType, validBetCents: s.valid, rate, amountCents: Math.floor((s.valid * rate) / 100) };
    });
  const totalCents = lineCents.reduce((sum, l) => sum + l.amountCents, 0);
  return {
    items: lineCents.map((l) => ({ productType: l.productType, validBet: cents(l.validBetCents), rate: l.rate, amount: cents(l.amountCents) })),
    totalCents,
    validBetCents: lineCents.reduce((sum, l) => sum + l.validBetCents, 0),
    lineCents,
    since,
    lastRebateId: last?.rebate_id ?? null,
  };
}

/**
 * Claims everything claimable as one REBATE row and one rebate record, in one synchronous
 * transaction: two claims cannot both see the same claimable amount, and the second finds nothing.
 */
export function disburseRebate(db: Db, user: Pick<UserRow, 'id' | 'merchant_code'>, now: number): RewardsRebateClaim {
  return db.transaction((): RewardsRebateClaim => {
    const claimable = claimableRebate(db, user.merchant_code, user.id, now);
    if (claimable.totalCents <= 0) throw new ApiError('rebate.nothing.to.claim');
    const count = rewards.rebateClaimCount(db, user.id);
    const rebateId = `RB${user.id}-${count + 1}`;
    const posted = postMovement(db, {
      userId: user.id,
      merchantCode: user.merchant_code,
      txType: TX.REBATE,
      amountCents: claimable.totalCents,
      refKind: 'rebate',
      refId: rebateId,
      key: ledgerKey('rebate', rebateId),
      remark: 'manual rebate',
      at: now,
    });
    rewards.insertRebateClaim(db, {
      rebateId,
      userId: user.id,
      merchantCode: user.merchant_code,
      validBetCents: claimable.validBetCents,
      amountCents: claimable.totalCents,
      upTo: now,
      claimedAt: now,
    });
    for (const line of claimable.lineCents) rewards.insertRebateClaimItem(db, rebateId, line.productType, line.validBetCents, line.rate, line.amountCents);
    return { rebateId, amount: cents(claimable.totalCents), items: claimable.items, balance: cents(posted.row.balance_after_cents) };
  })();
}

export function rebateReport(db: Db, userId: number, query: RewardsRebateReportQuery): RewardsRebateReport {
  const page = query.page ?? 1;
  const size = query.size ?? 10;
  const { rows, totals } = rewards.rebateClaimPage(db, { userId, from: query.startDate, to: query.endDate }, page, size);
  return {
    records: rows.map((r) => ({
      rebateId: r.rebate_id,
      claimedAt: r.claimed_at,
      validBet: cents(r.valid_bet_cents),
      amount: cents(r.amount_cents),
      items: rewards.rebateClaimItems(db, r.rebate_id).map((i) => ({
        productType: i.product_type,
        validBet: cents(i.valid_bet_cents),
        rate: i.rate,
        amount: cents(i.amount_cents),
      })),
    })),
    total: totals.n,
    page,
    size,
    footer: { amount: cents(totals.amount), validBet: cents(totals.valid) },
  };
}

/**
 * Spec §6: the merchant's AGETRANSFERUP3, an upline, and a type other than 2; each failing condition
 * has its own refusal. Free-play accounts and virtual members never get here: the endpoint refuses
 * them first (its declaration, platform/http.ts).
 */
export function checkUplineTransferAllowed(merchant: Merchant, user: Pick<UserRow, 'type' | 'upline_id'>): void {
  if (merchant.flags.AGETRANSFERUP3 !== true) throw new ApiError('function.not.available', 'Transfer to upline is off for this merchant.');
  if (user.type === AGENT_ONLY_TYPE) throw new ApiError('permission.denied', 'Agent-only accounts cannot transfer to an upline.');
  if (user.upline_id === null) throw new ApiError('upline.none');
}

/** Whole cents of a positive amount with at most two decimals, else null. */
export function amountToCents(amount: number): number | null {
  const value = Math.round(amount * 100);
  if (!Number.isSafeInteger(value) || value <= 0 || Math.abs(value - amount * 100) > 1e-6) return null;
  return value;
}

export async function transferToUpline(ctx: PlatformContext, merchant: Merchant, userId: number, body: RewardsUplineTransferRequest): Promise<RewardsUplineTransferResult> {
  const { db } = ctx;
  const user = members.byId(db, userId) as UserRow & { fund_password_hash: string | null };
  checkUplineTransferAllowed(merchant, user);
  const amountCents = amountToCents(body.amount);
  if (amountCents === null) throw new ApiError('transfer.amount.invalid', undefined, { field: 'amount' });
  if (user.fund_password_hash === null) throw new ApiError('member.fundpassword.not.set');
  await verifyFundPassword(ctx, user, body.fundPassword, 'fundPassword');
  const upline = members.nameOf(db, user.upline_id) as { id: number; username: string };
  const now = ctx.now();
  return db.transaction((): RewardsUplineTransferResult => {
    const earlier = rewards.uplineTransferByRequest(db, user.id, body.requestId);
    if (earlier) return { transferId: earlier.transfer_id, upline: upline.username, amount: cents(earlier.amount_cents), balance: cents(balanceCents(db, user.id)), replayed: true };
    const count = rewards.uplineTransferCount(db, user.id);
    const transferId = `UT${user.id}-${count + 1}`;
    const [out] = postMovements(db, [
      { userId: user.id, merchantCode: user.merchant_code, txType: TX.TRANSFER_TO_UPLINE, amountCents: -amountCents, refKind: 'upline-transfer', refId: transferId, key: ledgerKey('upline-out', transferId), remark: `to ${upline.username}`, at: now },
      { userId: upline.id, merchantCode: user.merchant_code, txType: TX.TRANSFER_FROM_DOWNLINE, amountCents, refKind: 'upline-transfer', refId: transferId, key: ledgerKey('upline-in', transferId), remark: `from ${user.username}`, at: now },
    ]);
    rewards.insertUplineTransfer(db, {
      transferId,
      userId: user.id,
      uplineId: upline.id,
      merchantCode: user.merchant_code,
      amountCents,
      requestId: body.requestId,
      createdAt: now,
    });
    return { transferId, upline: upline.username, amount: cents(amountCents), balance: cents(out?.row.balance_after_cents ?? balanceCents(db, user.id)), replayed: false };
  })();
}

function requireFlag(merchant: Merchant, flag: 'MANPLAYREB3' | 'PLYRBT'): void {
  if (merchant.flags[flag] !== true) throw new ApiError('function.not.available', `${flag} is off for this merchant.`);
}

export const rewardsRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  authedRoute<unknown, null, RewardsList>(app, ctx, { id: 'rewardsList', refuse: ['virtual-members'] }, ({ session }) => {
    const now = ctx.now();
    syncRewardCounts(ctx.db, session.user.id, now);
    return listRewards(ctx.db, session.user.id, now);
  });

  authedRoute<unknown, RewardsClaimRequest, RewardsClaimResult>(app, ctx, { id: 'rewardsClaim', refuse: ['virtual-members'] }, ({ session, body }) => {
    return claimReward(ctx.db, session.user, body.rewardId, ctx.now());
  });

  authedRoute<unknown, null, RewardsRebate>(app, ctx, { id: 'rewardsRebate', refuse: ['virtual-members'] }, ({ merchant, session }) => {
    requireFlag(merchant, 'MANPLAYREB3');
    const claimable = claimableRebate(ctx.db, merchant.code, session.user.id, ctx.now());
    return { items: claimable.items, total: cents(claimable.totalCents), since: claimable.since };
  });

  authedRoute<unknown, null, RewardsRebateClaim>(app, ctx, { id: 'rewardsRebateDisburse', refuse: ['virtual-members'] }, ({ merchant, session }) => {
    requireFlag(merchant, 'MANPLAYREB3');
    return disburseRebate(ctx.db, session.user, ctx.now());
  });

  authedRoute<unknown, null, RewardsRebateSettings>(app, ctx, 'rewardsRebateSettings', ({ merchant }) => ({
    settings: Object.entries(rebateRates(merchant.code)).map(([productType, rate]) => ({ productType, rate })),
  }));

  authedRoute<RewardsRebateReportQuery, null, RewardsRebateReport>(app, ctx, { id: 'rewardsRebateReport', refuse: ['virtual-members'] }, ({ merchant, session, query }) => {
    requireFlag(merchant, 'PLYRBT');
    return rebateReport(ctx.db, session.user.id, query);
  });

  authedRoute<unknown, RewardsUplineTransferRequest, RewardsUplineTransferResult>(app, ctx, { id: 'rewardsUplineTransfer', refuse: ['virtual-members'] }, ({ merchant, session, body }) => {
    return transferToUpline(ctx, merchant, session.user.id, body);
  });
};
