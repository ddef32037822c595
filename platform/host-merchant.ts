// Host → merchant, the one rule for requests that name no merchant: the static artifact routes
// (every page path) and upstream-style API calls without a Merchant header (the RSA key fetch).
import type { PlatformContext } from './context';
import type { Merchant } from './merchants';

/** Host → merchant: one of the merchant's domains, <code>.localhost, else the first merchant. */
export function merchantForHost(ctx: PlatformContext, hostHeader: string | undefined): Merchant {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  const byDomain = ctx.merchants.find((m) => m.domains.some((d) => d.toLowerCase() === host));
  if (byDomain) return byDomain;
  const sub = /^([^.]+)\.localhost$/.exec(host)?.[1];
  const bySub = sub === undefined ? undefined : ctx.merchantByCode.get(sub);
  const first = ctx.merchants[0];
  if (!first) throw new Error('no merchants');
  return bySub ?? first;
}
