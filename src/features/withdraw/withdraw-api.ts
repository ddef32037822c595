// The withdraw screens' platform calls, one function each, through the typed contract. The submit
// is encrypted like login (the contract says so; callEndpoint does it). Nothing here is cached: the
// accounts, what is left today and the turnover change with every withdrawal.
import { callEndpoint } from '../../api/endpoints';
import type {
  WithdrawAccountInfo,
  WithdrawCharges,
  WithdrawMethods,
  WithdrawReply,
  WithdrawReport,
  WithdrawReportQuery,
  WithdrawRequest,
  WithdrawTurnover,
} from '../../api/contract.generated';
import type { WithdrawSettingsReply } from '../../api/reader-types';

export type WithdrawType = NonNullable<WithdrawRequest['withdrawType']>;

export interface WithdrawData {
  readonly methods: WithdrawMethods;
  readonly accounts: WithdrawAccountInfo;
  readonly settings: WithdrawSettingsReply;
  readonly turnover: WithdrawTurnover;
}

export async function loadWithdrawData(): Promise<WithdrawData> {
  const [methods, accounts, settings, turnover] = await Promise.all([
    callEndpoint('withdrawMethods', {}),
    callEndpoint('withdrawAccountInfo', {}),
    callEndpoint('withdrawSettings', {}),
    callEndpoint('withdrawTurnover', {}),
  ]);
  return { methods, accounts, settings, turnover };
}

export function loadAccounts(): Promise<WithdrawAccountInfo> {
  return callEndpoint('withdrawAccountInfo', {});
}

export function loadTurnover(): Promise<WithdrawTurnover> {
  return callEndpoint('withdrawTurnover', {});
}

export function loadFee(withdrawAmount: number, withdrawType: WithdrawType): Promise<WithdrawCharges> {
  return callEndpoint('withdrawCharges', { query: { withdrawAmount, withdrawType } });
}

export function submitWithdraw(body: WithdrawRequest): Promise<WithdrawReply> {
  return callEndpoint('withdraw', { body });
}

export function loadWithdrawReport(query: WithdrawReportQuery): Promise<WithdrawReport> {
  return callEndpoint('withdrawReport', { query });
}

