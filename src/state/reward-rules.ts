// Rules the member centre and the rewards screens share (single source): who may transfer to the
// upline (spec §6) and what adds up to the reward-centre badge (facts §4).
import { mayTransferToUpline } from '../domain/customer-types';

/** Promotion keys whose unclaimed counts add up to the reward-centre badge (facts §4). */
export const REWARD_BADGE_KEYS = ['MANUAL', 'RAFFLE', 'TICKET', 'REGISTER', 'LOGIN', 'SAVIOR', 'UPGRADE_BONUS', 'MISSION_MANUAL'] as const;

/** The kinds the reward centre's receiving list holds (facts §4: the receiving tab's gate). */
export const RECEIVING_KEYS = ['MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET'] as const;

export interface PromotionCount {
  readonly enabled: boolean;
  readonly count: number;
}
export type PromotionCounts = Readonly<Record<string, PromotionCount | undefined>>;

function sumOf(keys: readonly string[], promotions: PromotionCounts | null | undefined): number {
  if (!promotions) return 0;
  return keys.reduce((sum, key) => sum + (promotions[key]?.count ?? 0), 0);
}

export function rewardBadge(promotions: PromotionCounts | null | undefined): number {
  return sumOf(REWARD_BADGE_KEYS, promotions);
}

export function receivingCount(promotions: PromotionCounts | null | undefined): number {
  return sumOf(RECEIVING_KEYS, promotions);
}


/**
 * Spec §6 / facts §1 (AGETRANSFERUP3): transfer to upline shows only when the merchant's flag is on,
 * the member has a toUpline value and their type may (not agent-only, domain/customer-types.ts). The member-centre entry and the screen's
 * guard both ask this.
 */
export function canTransferToUpline(flagOn: boolean, member: { readonly type: number; readonly toUpline: string | null } | null | undefined): boolean {
  return flagOn && !!member && Boolean(member.toUpline) && mayTransferToUpline(member.type);
}
