// The contracts slice's platform calls, typed from the contract. Dividend info is fetched only for
// types other than 4, 40, 41 and 42 (spec section 6): every dividend call goes through
// `dividendsAllowed`, so an exempt session never reaches the platform.
import type { Contract } from '../../api/contract.generated';
import { callEndpoint, type EndpointQuery, type EndpointReply } from '../../api/endpoints';
import type { ContractProcessed } from '../../api/reader-types';
import { hasContracts } from '../../domain/customer-types';
import { sessionStore } from '../../state/session-store';

export type ContractType = Contract['contractType'];
export type DividendListQuery = NonNullable<EndpointQuery<'dividendList'>>;

/** Thrown instead of calling the platform for a session whose type has no contracts. */
export class ContractsNotAllowed extends Error {
  constructor() {
    super('This account type has no contracts or dividends.');
    this.name = 'ContractsNotAllowed';
  }
}

/** Whether the signed-in session may see contracts and dividends (types other than 4, 40, 41, 42). */
export function dividendsAllowed(session: { readonly type: number } | null | undefined = sessionStore.session): boolean {
  return !!session && hasContracts(session.type);
}

function guard(): void {
  if (!dividendsAllowed()) throw new ContractsNotAllowed();
}

/** Upstream's answer to an offer (its PC build's contract popup): A accepts, R declines. */
const PROCESS_STATUS = { ACCEPT: 'A', DECLINE: 'R' } as const;
type ProcessStatus = (typeof PROCESS_STATUS)[keyof typeof PROCESS_STATUS];

/**
 * Upstream answers an offer through one relay per contract kind, each with the fields its own
 * client sends (docs/contracts.md): the only place that knows which kind goes where.
 */
const PROCESS_RELAYS: Readonly<Record<ContractType, (contractId: number, status: ProcessStatus) => Promise<ContractProcessed>>> = {
  DIVIDEND: (contractId, status) => callEndpoint('contractProcessDividend', { query: { contractId, status } }),
  DAILY_SALARY: (id, status) => callEndpoint('contractProcessDailySalary', { query: { id, status } }),
  HOURLY_SALARY: (contractId, status) => callEndpoint('contractProcessHourlySalary', { body: { contractId, status } }),
};

export const contractsApi = {
  detail: async (contractType: ContractType): Promise<EndpointReply<'contractDetail'>> => {
    guard();
    return callEndpoint('contractDetail', { query: { contractType } });
  },
  process: async (contract: Pick<Contract, 'contractId' | 'contractType'>, action: 'ACCEPT' | 'DECLINE'): Promise<ContractProcessed> => {
    guard();
    return PROCESS_RELAYS[contract.contractType](contract.contractId, PROCESS_STATUS[action]);
  },
  dividendInfo: async (): Promise<EndpointReply<'dividendInfo'>> => {
    guard();
    return callEndpoint('dividendInfo', {});
  },
  dividends: async (query: DividendListQuery): Promise<EndpointReply<'dividendList'>> => {
    guard();
    return callEndpoint('dividendList', { query });
  },
  payout: async (dividendId: number): Promise<EndpointReply<'dividendPayout'>> => {
    guard();
    return callEndpoint('dividendPayout', { body: { dividendId } });
  },
};
