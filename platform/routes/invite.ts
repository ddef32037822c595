// Invite friends and missions: the member's referral code (users.affiliate_code, made once
// and kept), the friends who registered with it, the referral terms and income; the mission period's
// milestones (progress = settled valid bets in the period), claims that credit the ledger exactly once,
// and the period's leaderboard. Every reward moves through the ledger (platform/ledger.ts).
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  InvitePageQuery,
  InviteReferralDetails,
  InviteReferralDetailsQuery,
  InviteReferralIncome,
  InviteReferralPage,
  InviteReferralRules,
  MissionClaim,
  MissionClaimRequest,
  MissionLeaderboard,
  MissionMilestone,
  MissionMilestones,
  MissionRules,
  MissionSummary,
} from '../../src/api/contract.generated';
import { type UserRow } from '../context';
import { FREE_TYPE } from '../../src/domain/customer-types';
import type { Db } from '../db/database';
import { authedRoute, type AreaOptions } from '../http';
import { ledgerKey, postMovement, TX } from '../ledger';
import type { Merchant } from '../merchants';
import { PATHS } from '../../src/domain/paths';
import * as invites from '../repositories/invite';

const DAY = 86_400_000;
export const INVITE_PAGE_SIZE = 10;

export interface MissionConfig {
  readonly minBetCents: number;
  readonly milestones: readonly { readonly id: string; readonly targetCents: number; readonly rewardCents: number }[];
}

export interface ReferralConfig {
  readonly rewardPerFriendCents: number;
  readonly minFirstDepositCents: number;
}

// demo: four weekly milestones; atlas: three smaller ones; any other merchant the demo set (the
// MISSION flag decides whether the merchant runs missions at all).
const MISSIONS: Readonly<Record<string, MissionConfig>> = {
  demo: {
    minBetCents: 1_000,
    milestones: [
      { id: 'M1', targetCents: 100_000, rewardCents: 1_000 },
      { id: 'M2', targetCents: 500_000, rewardCents: 3_800 },
      { id: 'M3', targetCents: 2_000_000, rewardCents: 12_800 },
      { id: 'M4', targetCents: 10_000_000, rewardCents: 58_800 },
    ],
  },
  atlas: {
    minBetCents: 500,
    milestones: [
      { id: 'A1', targetCents: 50_000, rewardCents: 500 },
      { id: 'A2', targetCents: 200_000, rewardCents: 2_000 },
      { id: 'A3', targetCents: 1_000_000, rewardCents: 8_800 },
    ],
  },
};

const REFERRALS: Readonly<Record<string, ReferralConfig>> = {
  demo: { rewardPerFriendCents: 5_000, minFirstDepositCents: 10_000 },
  atlas: { rewardPerFriendCents: 2_000, minFirstDepositCents: 5_000 },
};

export function missionConfig(merchantCode: string): MissionConfig {
  return MISSIONS[merchantCode] ?? (MISSIONS.demo as MissionConfig);
}

export function referralConfig(merchantCode: string): ReferralConfig {
  return REFERRALS[merchantCode] ?? (REFERRALS.demo as ReferralConfig);
}

/** The mission period holding `now`: Monday 00:00 UTC to the next Monday. */
export function missionPeriod(now: number): { start: number; end: number } {
  const day = Math.floor(now / DAY) * DAY;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = day - weekday * DAY;
  return { start, end: start + 7 * DAY };
}

/** Keeps the first two characters and the last one: "inv_member" → "in****r". */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}****`;
  return `${name.slice(0, 2)}****${name.slice(-1)}`;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The member's referral code; made once (8 characters, unique in the merchant) when asked to. */
export function referralCodeOf(db: Db, user: UserRow, generate: boolean): string | null {
  const current = invites.referralCode(db, user.id);
  if (current !== null || !generate) return current;
  for (;;) {
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    // Only set when still empty: two first calls at once keep whichever came first.
    if (invites.claimReferralCode(db, user.id, user.merchant_code, code)) return code;
    const now = invites.referralCode(db, user.id);
    if (now !== null) return now;
  }
}

function requirePromo(merchant: Merchant, key: 'REFERRAL' | 'MISSION'): void {
  if (merchant.flags[key] !== true) throw new ApiError('function.not.available', `The ${key} promotion is off for this merchant.`);
}

function page(query: InvitePageQuery): { page: number; size: number } {
  return { page: query.page ?? 1, size: query.size ?? INVITE_PAGE_SIZE };
}

/** Each ranked member's settled valid bets in the period, highest first (ties: the earlier account). */
function boardRows(db: Db, merchantCode: string, period: { start: number; end: number }, minBetCents: number): { user_id: number; username: string; score: number }[] {
  return invites.board(db, merchantCode, period, minBetCents, FREE_TYPE);
}

export function missionProgressCents(db: Db, userId: number, period: { start: number; end: number }, minBetCents: number): number {
  return invites.validBetCents(db, userId, period, minBetCents);
}

function milestoneStatus(db: Db, merchantCode: string, userId: number, now: number): { progressCents: number; milestones: (MissionMilestone & { rewardCents: number })[] } {
  const config = missionConfig(merchantCode);
  const period = missionPeriod(now);
  const progressCents = missionProgressCents(db, userId, period, config.minBetCents);
  const claimed = new Set(invites.claimedMilestones(db, userId, period.start));
  return {
    progressCents,
    milestones: config.milestones.map((m) => ({
      id: m.id,
      target: m.targetCents / 100,
      reward: m.rewardCents / 100,
      rewardCents: m.rewardCents,
      status: claimed.has(m.id) ? 'CLAIMED' : progressCents >= m.targetCents ? 'REACHED' : 'IN_PROGRESS',
    })),
  };
}

/** Reached-and-unclaimed milestones of the period (the member centre's MISSION badge may use it). */
export function claimableMilestones(db: Db, merchantCode: string, userId: number, now: number): number {
  return milestoneStatus(db, merchantCode, userId, now).milestones.filter((m) => m.status === 'REACHED').length;
}

export const inviteRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  authedRoute<InviteReferralDetailsQuery, null, InviteReferralDetails>(app, ctx, { id: 'inviteReferralDetails', refuse: ['free-play'] }, ({ merchant, session, query }) => {
    requirePromo(merchant, 'REFERRAL');
    const code = referralCodeOf(db, session.user, query.autoGenerate !== false);
    const total = invites.referralCount(db, session.user.id);
    return {
      referralCode: code,
      totalInvitations: total,
      promotionDomains: [...merchant.domains],
      registerPath: code === null ? null : `${PATHS.register}?affiliateCode=${encodeURIComponent(code)}`,
    };
  });

  authedRoute<InvitePageQuery, null, InviteReferralPage>(app, ctx, { id: 'inviteReferralList', refuse: ['free-play'] }, ({ merchant, session, query }) => {
    requirePromo(merchant, 'REFERRAL');
    const { page: pageNum, size } = page(query);
    const total = invites.referralCount(db, session.user.id);
    const rows = invites.referralPage(db, session.user.id, { deposit: TX.DEPOSIT, income: TX.REFERRAL_INCOME }, size, (pageNum - 1) * size);
    return {
      content: rows.map((r) => ({ id: r.id, username: maskName(r.username), registeredAt: r.reg_date, firstDeposit: r.deposited === 1, reward: r.reward / 100 })),
      pageNum,
      totalPages: Math.max(1, Math.ceil(total / size)),
      total,
    };
  });

  authedRoute<unknown, null, InviteReferralRules>(app, ctx, { id: 'inviteReferralRules', refuse: ['free-play'] }, ({ merchant }) => {
    requirePromo(merchant, 'REFERRAL');
    const c = referralConfig(merchant.code);
    return { rewardPerFriend: c.rewardPerFriendCents / 100, minFirstDeposit: c.minFirstDepositCents / 100 };
  });

  authedRoute<unknown, null, InviteReferralIncome>(app, ctx, { id: 'inviteReferralIncome', refuse: ['free-play'] }, ({ merchant, session }) => {
    requirePromo(merchant, 'REFERRAL');
    const sum = invites.ledgerIncome(db, session.user.id, TX.REFERRAL_INCOME);
    const latest = invites.latestIncome(db, session.user.id, TX.REFERRAL_INCOME);
    return { totalIncome: sum.s / 100, incomeCount: sum.n, latest: latest.map((r) => ({ amount: r.amount_cents / 100, at: r.created_at })) };
  });

  authedRoute<unknown, null, MissionSummary>(app, ctx, { id: 'missionSummary', refuse: ['free-play'] }, ({ merchant, session }) => {
    requirePromo(merchant, 'MISSION');
    const now = ctx.now();
    const period = missionPeriod(now);
    const { progressCents, milestones } = milestoneStatus(db, merchant.code, session.user.id, now);
    const claimedCents = invites.claimedCents(db, session.user.id, period.start);
    return {
      period,
      progress: progressCents / 100,
      reached: milestones.filter((m) => m.status !== 'IN_PROGRESS').length,
      claimable: milestones.filter((m) => m.status === 'REACHED').length,
      claimedTotal: claimedCents / 100,
      milestoneCount: milestones.length,
    };
  });

  authedRoute<unknown, null, MissionRules>(app, ctx, { id: 'missionRules', refuse: ['free-play'] }, ({ merchant }) => {
    requirePromo(merchant, 'MISSION');
    return { metric: 'VALID_BET', periodDays: 7, minBet: missionConfig(merchant.code).minBetCents / 100 };
  });

  authedRoute<unknown, null, MissionMilestones>(app, ctx, { id: 'missionMilestones', refuse: ['free-play'] }, ({ merchant, session }) => {
    requirePromo(merchant, 'MISSION');
    const { progressCents, milestones } = milestoneStatus(db, merchant.code, session.user.id, ctx.now());
    return { progress: progressCents / 100, milestones: milestones.map(({ rewardCents: _cents, ...m }) => m) };
  });

  authedRoute<unknown, MissionClaimRequest, MissionClaim>(app, ctx, { id: 'missionClaim', refuse: ['free-play'] }, ({ merchant, session, body }) => {
    requirePromo(merchant, 'MISSION');
    const now = ctx.now();
    const period = missionPeriod(now);
    const userId = session.user.id;
    // One transaction: the status check, the claim row and the ledger row commit together.
    return db.transaction((): MissionClaim => {
      const { milestones } = milestoneStatus(db, merchant.code, userId, now);
      const milestone = milestones.find((m) => m.id === body.milestoneId);
      if (!milestone) throw new ApiError('not.found', `No milestone "${body.milestoneId}".`);
      if (milestone.status === 'IN_PROGRESS') throw new ApiError('mission.not.reached');
      const posted = postMovement(db, {
        userId,
        merchantCode: merchant.code,
        txType: TX.MISSION_REWARD,
        amountCents: milestone.rewardCents,
        refKind: 'mission',
        refId: `${milestone.id}@${period.start}`,
        key: ledgerKey('mission', milestone.id, period.start),
        remark: `mission milestone ${milestone.id}`,
        at: now,
      });
      invites.insertMissionClaim(db, {
        userId,
        merchantCode: merchant.code,
        milestoneId: milestone.id,
        periodStart: period.start,
        rewardCents: milestone.rewardCents,
        ledgerId: posted.row.id,
        claimedAt: now,
      });
      return { milestoneId: milestone.id, reward: milestone.rewardCents / 100, replayed: posted.replayed };
    })();
  });

  authedRoute<InvitePageQuery, null, MissionLeaderboard>(app, ctx, { id: 'missionLeaderboard', refuse: ['free-play'] }, ({ merchant, session, query }) => {
    requirePromo(merchant, 'MISSION');
    const { page: pageNum, size } = page(query);
    const rows = boardRows(db, merchant.code, missionPeriod(ctx.now()), missionConfig(merchant.code).minBetCents);
    const mine = rows.findIndex((r) => r.user_id === session.user.id);
    return {
      list: rows.slice((pageNum - 1) * size, pageNum * size).map((r, i) => ({
        rank: (pageNum - 1) * size + i + 1,
        username: maskName(r.username),
        score: r.score / 100,
        mine: r.user_id === session.user.id,
      })),
      total: rows.length,
      entryVisible: mine !== -1,
      myRank: mine === -1 ? null : mine + 1,
      myScore: mine === -1 ? 0 : (rows[mine]?.score ?? 0) / 100,
    };
  });
};
