// The rebates screens' platform calls, typed from the contract. Nothing here is cached: the rates
// and the income change with every action on these screens.
import type { RebateRatesInput } from '../../api/contract.generated';
import { callEndpoint, type EndpointQuery } from '../../api/endpoints';

export type RebateIncomeQuery = NonNullable<EndpointQuery<'rebateIncome'>>;

export const rebatesApi = {
  settings: () => callEndpoint('rebateSettings', {}),
  updateDefaults: (rates: RebateRatesInput) => callEndpoint('rebateDefaultsUpdate', { body: { rates } }),
  downlines: () => callEndpoint('rebateDownlines', {}),
  updateDownline: (username: string, rates: RebateRatesInput) => callEndpoint('rebateDownlineUpdate', { body: { username, rates } }),
  income: (query: RebateIncomeQuery) => callEndpoint('rebateIncome', { query }),
};
