// An agent's contracts (spec sections 4 and 6): daily salary, dividend and hourly salary. The one
// home of their kinds, the platform's name for each, and the page each is signed on; the contract
// pages and home's contract prompts both read it.
import { PATHS } from './paths';

export type ContractKind = 'salary' | 'dividend' | 'hourly';

/** The spec's order (the prompts ask in this order). */
export const CONTRACT_KINDS: readonly ContractKind[] = ['salary', 'dividend', 'hourly'];

/** The platform's contract type of each kind (upstream's contractType). */
export const CONTRACT_TYPES = { salary: 'DAILY_SALARY', dividend: 'DIVIDEND', hourly: 'HOURLY_SALARY' } as const satisfies Record<ContractKind, string>;
export type PlatformContractType = (typeof CONTRACT_TYPES)[ContractKind];

/** The page where each kind is read and signed. */
export const CONTRACT_PAGES: Readonly<Record<ContractKind, string>> = {
  salary: PATHS['salary-contract'],
  dividend: PATHS['dividend-contract'],
  hourly: PATHS['hour-contract'],
};

export function contractKind(type: PlatformContractType): ContractKind {
  return type === 'DAILY_SALARY' ? 'salary' : type === 'DIVIDEND' ? 'dividend' : 'hourly';
}
