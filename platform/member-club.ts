// Label colours are light on purpose: the app writes the label in near-black (#111) on them.
// The member club of each merchant (level table with requirements and benefits), the stored avatar's
// preset id and the nickname rule: static data of the reference platform, different per merchant so the
// screens are exercised with more than one shape.
import type { MemberClubLevel, MemberPromotionAvailability } from '../src/api/contract.generated';
import type { PlatformContext } from './context';
import type { Merchant } from './merchants';
import { PLAYER_AVATARS } from '../src/config/player-avatars';

type Level = MemberClubLevel;

function level(levelName: string, color: string, color2: string, totalTurnover: number, monthlyTurnover: number, upgradeBonus: number, monthlyBonus: number, rebateRate: number, dailyWithdrawals: number): Level {
  return { levelName, color, color2, totalTurnover, monthlyTurnover, upgradeBonus, monthlyBonus, rebateRate, dailyWithdrawals };
}

const DEMO_LEVELS: readonly Level[] = [
  level('VIP0', '#cfd6dd', '#9aa5b1', 0, 0, 0, 0, 0.3, 3),
  level('VIP1', '#f5d36b', '#e0b447', 10_000, 2_000, 58, 18, 0.4, 5),
  level('VIP2', '#f7b267', '#f08c3a', 100_000, 20_000, 188, 58, 0.5, 8),
  level('VIP3', '#9fe0cc', '#5cc2a2', 500_000, 80_000, 588, 188, 0.6, 10),
  level('VIP4', '#b5cfff', '#7fa5f5', 2_000_000, 300_000, 1_888, 588, 0.8, 15),
  level('VIP5', '#e2c2ff', '#c28cf2', 10_000_000, 1_000_000, 8_888, 1_888, 1, 20),
];

const MONO_LEVELS: readonly Level[] = [
  level('Bronze', '#e0b38f', '#c98b5b', 0, 0, 0, 0, 0.2, 2),
  level('Silver', '#dfe3e6', '#c0c6cc', 50_000, 10_000, 100, 20, 0.3, 4),
  level('Gold', '#f5d36b', '#e0b447', 300_000, 50_000, 500, 100, 0.5, 6),
  level('Diamond', '#c8efff', '#8fd3f5', 1_500_000, 200_000, 2_000, 500, 0.8, 10),
];

/** The level table of a merchant (demo and atlas share the VIP ladder; mono has its own). */
export function clubLevels(merchantCode: string): readonly Level[] {
  return merchantCode === 'mono' ? MONO_LEVELS : DEMO_LEVELS;
}

/** Colours of a label: its level's, or a fixed pair for a special label outside the ladder. */
export function labelColours(merchantCode: string, labelName: string): { color: string; color2: string } {
  const found = clubLevels(merchantCode).find((l) => l.levelName === labelName);
  return found ? { color: found.color, color2: found.color2 } : { color: '#ffc2d1', color2: '#ff8fab' };
}

/**
 * The member's avatar id as upstream names presets ("0"…): older rows of ours stored a1…a8 (a1 = "0");
 * an unknown id reads as the first preset.
 */
export function avatarIdOf(stored: string): string {
  const legacy = /^a(\d+)$/.exec(stored);
  const id = legacy ? String(Number(legacy[1]) - 1) : stored;
  return PLAYER_AVATARS.some((preset) => preset.id === id) ? id : (PLAYER_AVATARS[0]?.id ?? '0');
}

/** Nickname rule (the client checks the same one before sending): 2-16 letters, digits, spaces, _ or -. */
export const NICKNAME_RULE = { minLength: 2, maxLength: 16, pattern: /^[\p{L}\p{N} _-]+$/u } as const;

export function nicknameValid(nickname: string): boolean {
  const length = [...nickname].length;
  return length >= NICKNAME_RULE.minLength && length <= NICKNAME_RULE.maxLength && NICKNAME_RULE.pattern.test(nickname) && nickname.trim() === nickname;
}

/** Promotion keys whose unclaimed rewards add up to the reward-centre badge (facts §4). */
export const REWARD_BADGE_KEYS = ['MANUAL', 'RAFFLE', 'TICKET', 'REGISTER', 'LOGIN', 'SAVIOR', 'UPGRADE_BONUS', 'MISSION_MANUAL'] as const;
export const PROMOTION_KEYS = [...REWARD_BADGE_KEYS, 'REFERRAL', 'COPY_BET', 'MISSION'] as const;

/** Every promotion kind: the member's row, else enabled by the merchant's promo flag (REFERRAL, MISSION) with nothing waiting. */
export function availablePromotions(ctx: PlatformContext, merchant: Merchant, userId: number): Record<string, MemberPromotionAvailability> {
  const rows = ctx.db.prepare('SELECT promo_key, enabled, unclaimed FROM member_promotions WHERE user_id = ?').all(userId) as { promo_key: string; enabled: number; unclaimed: number }[];
  const content: Record<string, MemberPromotionAvailability> = {};
  for (const key of PROMOTION_KEYS) content[key] = { enabled: merchant.flags[key] === true, count: 0 };
  for (const row of rows) content[row.promo_key] = { enabled: row.enabled === 1, count: row.unclaimed };
  return content;
}

export function rewardBadge(content: Record<string, MemberPromotionAvailability>): number {
  return REWARD_BADGE_KEYS.reduce((sum, key) => sum + (content[key]?.count ?? 0), 0);
}
