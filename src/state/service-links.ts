// The merchant's customer-service entries (spec section 3: csType and an encrypted path), as the
// platform reports them, cached (spec section 4, Caching: "service link"). Paths stay encrypted
// here; the service screen decrypts them. The member centre gates OPENHOURSSERVE on this list
// being non-empty (upstream: linkList not empty and CUSTOMERSERVICE3).
import type { CustomerServicePath } from '../api/contract.generated';
import { SERVICE_LINKS_CACHE_TTL_MS } from '../config/constants';
import { cached, defineCache, parseArray } from './cache';
import { callLazily } from './endpoint-call';

export type ServiceLink = CustomerServicePath;

const isLink = (v: unknown): v is ServiceLink =>
  typeof v === 'object' && v !== null && typeof (v as ServiceLink).csType === 'string' && typeof (v as ServiceLink).path === 'string';

export const serviceLinksCache = defineCache<ServiceLink[]>({
  name: 'SERVICE_LINK',
  ttlMs: SERVICE_LINKS_CACHE_TTL_MS,
  version: 1,
  parse: (raw) => {
    const list = parseArray<unknown>(raw);
    return list && list.every(isLink) ? (list as ServiceLink[]) : undefined;
  },
});

/** The entries, from the cache unless `renew`; a failed load throws. */
export function loadServiceLinks(options: { renew?: boolean } = {}): Promise<ServiceLink[]> {
  return cached(serviceLinksCache, async () => (await callLazily('customerService', {})).version.pathList, options);
}
