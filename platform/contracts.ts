// Agents' contracts as the contract endpoints (routes/contracts.ts) and the agent's home
// (routes/agent.ts) both answer them.
import type { Contract } from '../src/api/contract.generated';
import type { Merchant } from './merchants';

export function dividendsOn(merchant: Merchant): boolean {
  return merchant.flags.DIVIDEND === true;
}

export interface ContractRow {
  id: number;
  user_id: number;
  contract_type: Contract['contractType'];
  status: Contract['status'];
  from_user: string;
  terms_json: string;
  created_at: number;
  processed_at: number | null;
}

export function contractOf(row: ContractRow): Contract {
  return {
    contractId: row.id,
    contractType: row.contract_type,
    status: row.status,
    fromUser: row.from_user,
    createdAt: row.created_at,
    processedAt: row.processed_at,
    terms: JSON.parse(row.terms_json) as Contract['terms'],
  };
}
