// The contract kinds of the slice: the prompt's kind, the platform's type, the page's data-screen key.
import type { ContractType } from './contracts-api';

export type ContractKind = 'salary' | 'dividend' | 'hourly';

export const CONTRACT_TYPES: Readonly<Record<ContractKind, ContractType>> = { salary: 'DAILY_SALARY', dividend: 'DIVIDEND', hourly: 'HOURLY_SALARY' };

/** data-screen keys (testing hooks). */
export const CONTRACT_SCREENS: Readonly<Record<ContractKind, string>> = { salary: 'contract-salary', dividend: 'contract-dividend', hourly: 'contract-hourly' };

export function contractKind(type: ContractType): ContractKind {
  return type === 'DAILY_SALARY' ? 'salary' : type === 'DIVIDEND' ? 'dividend' : 'hourly';
}
