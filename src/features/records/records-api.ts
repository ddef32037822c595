// The records screens' platform calls (ODSFE2/GLS2 relay), typed from the contract, and the two
// filter lists (transaction types per view, the merchant's vendors) cached with expiry.
import type { RecordsBetVendor, RecordsTxType } from '../../api/contract.generated';
import { callEndpoint, type EndpointQuery } from '../../api/endpoints';
import { RECORDS_FILTER_CACHE_TTL_MS } from '../../config/constants';
import { cached, defineCache, parseArray } from '../../state/cache';

export type TransactionsQuery = NonNullable<EndpointQuery<'recordsTransactions'>>;
export type BetsQuery = NonNullable<EndpointQuery<'recordsBets'>>;
export type PnlQuery = NonNullable<EndpointQuery<'recordsPnl'>>;
/** The URL parameter of the betting records' vendor filter (profit and loss links with it). */
export const VENDOR_PARAM = 'vendor';

/** The agent view of the account records (`?types=A`), or the player's. */
export type RecordsView = 'A' | undefined;

const txTypesCache = defineCache<RecordsTxType[]>({ name: 'RECORDS_TX_TYPES', ttlMs: RECORDS_FILTER_CACHE_TTL_MS, version: 1, parse: parseArray });
const vendorsCache = defineCache<RecordsBetVendor[]>({ name: 'RECORDS_BET_VENDORS', ttlMs: RECORDS_FILTER_CACHE_TTL_MS, version: 1, parse: parseArray });

export const recordsApi = {
  /** The view's transaction types (GLS2_TxCodeList?txType=ALL), one cache entry per view. */
  txTypes: (view: RecordsView) =>
    cached(txTypesCache, () => callEndpoint('recordsTxTypes', { query: { txType: 'ALL', ...(view ? { types: view } : {}) } }).then((r) => r.types), { scope: view ?? 'player' }),
  vendors: () => cached(vendorsCache, () => callEndpoint('recordsBetVendors', {}).then((r) => r.vendors)),
  transactions: (query: TransactionsQuery) => callEndpoint('recordsTransactions', { query }),
  bets: (query: BetsQuery) => callEndpoint('recordsBets', { query }),
  pnl: (query: PnlQuery) => callEndpoint('recordsPnl', { query }),
  pnlDetail: (query: PnlQuery) => callEndpoint('recordsPnlDetail', { query }),
};
