// The caller's pending contract offers (GET /wps/member/info/funds/consolidated). Two shapes:
// - ours: one Contract or null per kind under dailysalreqtype, divtypecompperiodreq, contracthoursalreq;
// - upstream's, as its PC build reads them (GoPoint9/point PGPC componetns/Notice.js, layour.js):
//   dailysalreqtype, divtypereq and contracthoursalreq are maps from a product type (LOTT, LIVE, ...)
//   to a list of offers; an offer is pending while its status is P (or E), and carries its id as id
//   (daily salary) or contractId (hourly); a dividend offer carries none (upstream names it by type).
// Either is read into one pending offer (or null) per kind; nothing here is needed by the screen
// beyond "is there one", so an unreadable kind is simply no offer.
import type { PendingContractOffer, PendingContractOffers } from '../reader-types';
import { object, optInteger, optString, ReplyShapeError, type Fields } from './read';

/** Upstream's statuses of an offer still awaiting an answer (P proposed, E edited). */
const UPSTREAM_PENDING: ReadonlySet<string> = new Set(['P', 'E']);

function offerOf(fields: Fields, path: string): PendingContractOffer {
  const contractId = optInteger(fields.contractId, `${path}.contractId`) ?? optInteger(fields.id, `${path}.id`);
  const fromUser = optString(fields.fromUser, `${path}.fromUser`);
  return { ...(contractId !== undefined ? { contractId } : {}), ...(fromUser ? { fromUser } : {}) };
}

function pendingOf(value: unknown, path: string): PendingContractOffer | null {
  if (value === undefined || value === null) return null;
  try {
    const v = object(value, path);
    // Ours: a Contract, pending or not.
    if (typeof v.status === 'string' && v.contractType !== undefined) return v.status === 'PENDING' ? offerOf(v, path) : null;
    // Upstream's: product type → offers (or one offer); the first pending one answers for the kind.
    for (const [product, entry] of Object.entries(v)) {
      const offers = Array.isArray(entry) ? (entry as unknown[]) : [entry];
      for (const [i, offer] of offers.entries()) {
        if (typeof offer !== 'object' || offer === null) continue;
        const fields = offer as Fields;
        if (typeof fields.status === 'string' && UPSTREAM_PENDING.has(fields.status)) return offerOf(fields, `${path}.${product}[${i}]`);
      }
    }
    return null;
  } catch (error) {
    if (error instanceof ReplyShapeError) return null;
    throw error;
  }
}

export default function readContractRequests(value: unknown): PendingContractOffers {
  const v = object(value);
  return {
    salary: pendingOf(v.dailysalreqtype ?? v.dailysalreq, 'value.dailysalreqtype'),
    dividend: pendingOf(v.divtypecompperiodreq ?? v.divtypereq, 'value.divtypecompperiodreq'),
    hourly: pendingOf(v.contracthoursalreq, 'value.contracthoursalreq'),
  };
}
