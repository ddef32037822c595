// The reply of upstream's four contract relays (MCSFE_processContractDividend and its three siblings,
// which re-export this reader). Upstream's reply body is not seen (its PC build only reloads the
// offers after the call), so any success is an answer: the reference platform's Contract is read
// for its id and status where present, anything else (null, true, another object) yields neither.
import type { ContractProcessed } from '../reader-types';
import { optInteger, optString } from './read';

const STATUSES: ReadonlySet<string> = new Set(['PENDING', 'ACCEPTED', 'DECLINED']);

export default function readContractProcessed(value: unknown): ContractProcessed {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const v = value as Readonly<Record<string, unknown>>;
  const contractId = optInteger(v.contractId, 'value.contractId');
  const status = optString(v.status, 'value.status');
  return {
    ...(contractId !== undefined ? { contractId } : {}),
    ...(status !== undefined && STATUSES.has(status) ? { status: status as NonNullable<ContractProcessed['status']> } : {}),
  };
}
