// The rebates screens' platform calls, typed from the contract. Nothing here is cached: the rates
// and the income change with every action on these screens.
import type { AgentProductType, DownlineCreateRequest, RebateRatesInput } from '../../api/contract.generated';
import { callEndpoint, type EndpointQuery } from '../../api/endpoints';

export type RebateIncomeQuery = NonNullable<EndpointQuery<'rebateIncome'>>;

/** Product types in display order (the contract's AgentProductType). */
export const PRODUCT_TYPES: readonly AgentProductType[] = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT'];

export const rebatesApi = {
  settings: () => callEndpoint('rebateSettings', {}),
  updateDefaults: (rates: RebateRatesInput) => callEndpoint('rebateDefaultsUpdate', { body: { rates } }),
  downlines: () => callEndpoint('rebateDownlines', {}),
  updateDownline: (username: string, rates: RebateRatesInput) => callEndpoint('rebateDownlineUpdate', { body: { username, rates } }),
  income: (query: RebateIncomeQuery) => callEndpoint('rebateIncome', { query }),
  checkUsername: (username: string, signal?: AbortSignal) => callEndpoint('downlineCheckUsername', { query: { username } }, signal ? { signal } : {}),
  /** Encrypted like login (the contract marks it so; callEndpoint seals the payload). */
  createDownline: (payload: DownlineCreateRequest) => callEndpoint('downlineCreate', { body: payload }),
  registerSettings: () => callEndpoint('registerSettings', {}),
};
