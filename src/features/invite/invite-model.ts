// Pure pieces of the invite and mission screens: the share links, dates and progress.

export interface ShareLink {
  /** Where the link points: the site the member is on, or one of the merchant's promotion domains. */
  readonly domain: string;
  readonly url: string;
}

/**
 * The member's invitation links. The first is on the site the member is using (its origin is
 * reachable by definition); the others are the merchant's promotion domains, once each, without the
 * current host. `registerPath` is the platform's /m/register?affiliateCode=… path.
 */
export function shareLinks(origin: string, registerPath: string, promotionDomains: readonly string[]): ShareLink[] {
  const here = new URL(origin);
  const links: ShareLink[] = [{ domain: here.host, url: new URL(registerPath, here).toString() }];
  for (const domain of promotionDomains) {
    if (domain === '' || links.some((l) => l.domain === domain) || domain === here.hostname) continue;
    links.push({ domain, url: new URL(registerPath, `https://${domain}`).toString() });
  }
  return links;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD in the device's time zone (spec section 9: date default). */
export function localDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** YYYY-MM-DD in UTC: mission periods run Monday to Monday UTC. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The period's last day (its end is exclusive). */
export function periodLastDay(endMs: number): string {
  return utcDate(endMs - 1);
}

/** Share of a milestone reached, 0-100. */
export function milestonePercent(progress: number, target: number): number {
  if (target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((progress / target) * 100)));
}

/** Pages of a list of `total` items, at least one. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
