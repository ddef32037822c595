// Agents' affiliate links as registration (routes/member.ts) reads them and the link endpoints
// (routes/redrain.ts) manage them.
import type { Db } from './db/database';

export interface LinkRow {
  id: number;
  merchant_code: string;
  agent_id: number;
  code: string;
  channel: string;
  expiry_days: number;
  expires_at: number | null;
  created_at: number;
  deleted_at: number | null;
}

export const isExpired = (row: Pick<LinkRow, 'expires_at'>, now: number): boolean => row.expires_at !== null && row.expires_at <= now;

/**
 * The affiliate link a registration code names in a merchant, if any: `usable` false when it was
 * deleted or has expired (registration then answers affiliate.link.invalid).
 */
export function linkForCode(db: Db, merchantCode: string, code: string, now: number): { linkId: number; agentId: number; usable: boolean } | null {
  const row = db.prepare('SELECT * FROM affiliate_links WHERE merchant_code = ? AND code = ? COLLATE NOCASE').get(merchantCode, code) as LinkRow | undefined;
  if (!row) return null;
  return { linkId: row.id, agentId: row.agent_id, usable: row.deleted_at === null && !isExpired(row, now) };
}

/** Counts a registration for the link it came through. */
export function recordLinkRegistration(db: Db, linkId: number, userId: number, at: number): void {
  db.prepare('INSERT INTO affiliate_link_registrations (link_id, user_id, registered_at) VALUES (?, ?, ?)').run(linkId, userId, at);
}
