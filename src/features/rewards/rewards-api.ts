// The rewards screens' platform calls, one function each, through the typed contract.
import { callEndpoint } from '../../api/endpoints';
import type {
  MemberAvailablePromotions,
  RewardsClaimResult,
  RewardsList,
  RewardsRebate,
  RewardsRebateClaim,
  RewardsRebateReport,
  RewardsUplineTransferResult,
  SecurityOverview,
} from '../../api/contract.generated';

export function loadAvailability(): Promise<MemberAvailablePromotions> {
  return callEndpoint('memberAvailablePromotions', {});
}

export function loadRewards(): Promise<RewardsList> {
  return callEndpoint('rewardsList', {});
}

export function claimReward(rewardId: string): Promise<RewardsClaimResult> {
  return callEndpoint('rewardsClaim', { body: { rewardId } });
}

export function loadRebate(): Promise<RewardsRebate> {
  return callEndpoint('rewardsRebate', {});
}

export function claimRebate(): Promise<RewardsRebateClaim> {
  return callEndpoint('rewardsRebateDisburse', {});
}

export function loadRebateReport(query: { startDate: number; endDate: number; page: number; size: number }): Promise<RewardsRebateReport> {
  return callEndpoint('rewardsRebateReport', { query });
}

export function loadSecurityOverview(): Promise<SecurityOverview> {
  return callEndpoint('securityOverview', {});
}

export function transferToUpline(amount: number, fundPassword: string, requestId: string): Promise<RewardsUplineTransferResult> {
  return callEndpoint('rewardsUplineTransfer', { body: { amount, fundPassword, requestId } });
}
