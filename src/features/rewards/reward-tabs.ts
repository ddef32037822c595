// The reward centre's tabs (facts §4), each with its gate from the availability content
// (MCSFE_getAvailablePromotions) and the merchant's flags. A tab either renders inside the reward
// centre (receiving) or leads to another route; a route tab shows only when its destination is
// built in the lobby (BUILT_DESTINATIONS), so no tab is a dead end. When more destinations land,
// adding their path here is all it takes.
import type { FlagKey } from '../../config/flags';
import { RECEIVING_KEYS, type PromotionCounts } from '../../state/reward-rules';
import { PATHS, UPSTREAM_PAGES } from '../../domain/paths';

export type RewardTabKey =
  | 'receiving'
  | 'copy_bet'
  | 'sign_in'
  | 'novice_task'
  | 'points_mall'
  | 'rescue'
  | 'referral'
  | 'promo_code'
  | 'temu'
  | 'lucky_bet'
  | 'deposit_discount';

export type RewardTabTarget = { readonly kind: 'inside' } | { readonly kind: 'route'; readonly to: string };

export interface RewardTabInput {
  readonly promotions: PromotionCounts | null;
  readonly flag: (key: FlagKey) => boolean;
}

export interface RewardTabDefinition {
  readonly key: RewardTabKey;
  readonly target: RewardTabTarget;
  readonly gate: (input: RewardTabInput) => boolean;
}

const enabled = (key: string) => (input: RewardTabInput) => input.promotions?.[key]?.enabled === true;
const route = (to: string): RewardTabTarget => ({ kind: 'route', to });

/** Every tab upstream has, in its order (facts §4). */
export const REWARD_TABS: readonly RewardTabDefinition[] = [
  // Receiving: any receiving kind the member may have, or one waiting unclaimed.
  { key: 'receiving', target: { kind: 'inside' }, gate: (i) => RECEIVING_KEYS.some((k) => i.promotions?.[k]?.enabled === true || (i.promotions?.[k]?.count ?? 0) > 0) },
  { key: 'copy_bet', target: route(UPSTREAM_PAGES.copyBet), gate: enabled('COPY_BET') },
  { key: 'sign_in', target: route(UPSTREAM_PAGES.signIn), gate: enabled('LOGIN') },
  { key: 'novice_task', target: route(UPSTREAM_PAGES.noviceTask), gate: enabled('REGISTER') },
  { key: 'points_mall', target: route(UPSTREAM_PAGES.pointsMall), gate: (i) => i.flag('PTSYS3') },
  { key: 'rescue', target: route(UPSTREAM_PAGES.rescue), gate: enabled('SAVIOR') },
  { key: 'referral', target: route(PATHS['invite-friends']), gate: enabled('REFERRAL') },
  // Upstream asks PROMOFE_getPromoCodeEnable / PROMOFE_getLuckyBetEnable; the platform offers neither.
  { key: 'promo_code', target: route(UPSTREAM_PAGES.promoCode), gate: () => false },
  { key: 'temu', target: route(UPSTREAM_PAGES.temuTicket), gate: () => true },
  { key: 'lucky_bet', target: route(UPSTREAM_PAGES.luckyBet), gate: () => false },
  { key: 'deposit_discount', target: route(UPSTREAM_PAGES.depositDiscount), gate: () => true },
];

/** Destinations outside the reward centre that the lobby has a screen for (invite friends). */
export const BUILT_DESTINATIONS: ReadonlySet<string> = new Set([PATHS['invite-friends']]);

export function visibleRewardTabs(input: RewardTabInput, built: ReadonlySet<string> = BUILT_DESTINATIONS): RewardTabDefinition[] {
  return REWARD_TABS.filter((tab) => (tab.target.kind === 'inside' || built.has(tab.target.to)) && tab.gate(input));
}
