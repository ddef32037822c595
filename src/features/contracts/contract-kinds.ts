// The contract pages' data-screen keys (testing hooks); the kinds themselves live in src/domain/contracts.ts.
import type { ContractKind } from '../../domain/contracts';

/** data-screen keys (testing hooks). */
export const CONTRACT_SCREENS: Readonly<Record<ContractKind, string>> = { salary: 'contract-salary', dividend: 'contract-dividend', hourly: 'contract-hourly' };
