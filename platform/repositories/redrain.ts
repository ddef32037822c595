// Red envelope rain and affiliate links: an agent's direct downlines, its transfers with each
// downline's share, and its links with the accounts registered through each.
import type { RedRainMode } from '../../src/api/contract.generated';
import type { LinkRow } from '../affiliate-links';
import type { Db } from '../db/database';

export interface TransferRow {
  transfer_id: string;
  mode: RedRainMode;
  total_cents: number;
}

export interface NewTransfer {
  transferId: string;
  agentId: number;
  merchantCode: string;
  mode: RedRainMode;
  totalCents: number;
  requestId: string;
  createdAt: number;
}

export interface NewLink {
  merchantCode: string;
  agentId: number;
  code: string;
  channel: string;
  expiryDays: number;
  expiresAt: number | null;
  createdAt: number;
}

/** The agent's direct downlines at the merchant, by name in any case. */
export function downlines(db: Db, agentId: number, merchantCode: string): { id: number; username: string; nickname: string | null }[] {
  return db.prepare('SELECT id, username, nickname FROM users WHERE upline_id = ? AND merchant_code = ? ORDER BY username COLLATE NOCASE').all(agentId, merchantCode) as {
    id: number;
    username: string;
    nickname: string | null;
  }[];
}

/** The agent's direct downline of that name, if it is one. */
export function downline(db: Db, merchantCode: string, username: string, agentId: number): { id: number; username: string } | undefined {
  return db.prepare('SELECT id, username FROM users WHERE merchant_code = ? AND username = ? AND upline_id = ?').get(merchantCode, username, agentId) as
    | { id: number; username: string }
    | undefined;
}

/** The transfer an agent's request id made, if any. */
export function transferByRequest(db: Db, agentId: number, requestId: string): TransferRow | undefined {
  return db.prepare('SELECT * FROM red_rain_transfers WHERE agent_id = ? AND request_id = ?').get(agentId, requestId) as TransferRow | undefined;
}

export function transfer(db: Db, transferId: string): TransferRow | undefined {
  return db.prepare('SELECT * FROM red_rain_transfers WHERE transfer_id = ?').get(transferId) as TransferRow | undefined;
}

/** The highest row id so far (0 with none): the serial of the next transfer's number. */
export function lastTransferId(db: Db): number {
  return (db.prepare('SELECT MAX(id) AS id FROM red_rain_transfers').get() as { id: number | null }).id ?? 0;
}

export function insertTransfer(db: Db, t: NewTransfer): void {
  db.prepare('INSERT INTO red_rain_transfers (transfer_id, agent_id, merchant_code, mode, total_cents, request_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    t.transferId,
    t.agentId,
    t.merchantCode,
    t.mode,
    t.totalCents,
    t.requestId,
    t.createdAt,
  );
}

/** One downline's share of a transfer, at its position in the request. */
export function insertShare(db: Db, transferId: string, position: number, userId: number, amountCents: number): void {
  db.prepare('INSERT INTO red_rain_shares (transfer_id, position, user_id, amount_cents) VALUES (?, ?, ?, ?)').run(transferId, position, userId, amountCents);
}

/** A transfer's shares in the request's order, with each downline's name. */
export function shares(db: Db, transferId: string): { username: string; amount_cents: number }[] {
  return db
    .prepare('SELECT u.username, s.amount_cents FROM red_rain_shares s JOIN users u ON u.id = s.user_id WHERE s.transfer_id = ? ORDER BY s.position')
    .all(transferId) as { username: string; amount_cents: number }[];
}

export function registrationCount(db: Db, linkId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM affiliate_link_registrations WHERE link_id = ?').get(linkId) as { n: number }).n;
}

/** The accounts registered through a link, latest first. */
export function registrations(db: Db, linkId: number): { username: string; registered_at: number }[] {
  return db
    .prepare('SELECT u.username, r.registered_at FROM affiliate_link_registrations r JOIN users u ON u.id = r.user_id WHERE r.link_id = ? ORDER BY r.registered_at DESC, u.id DESC')
    .all(linkId) as { username: string; registered_at: number }[];
}

/** Whether a link of the merchant has that code (in any case). */
export function linkCodeTaken(db: Db, merchantCode: string, code: string): boolean {
  return db.prepare('SELECT 1 FROM affiliate_links WHERE merchant_code = ? AND code = ? COLLATE NOCASE').get(merchantCode, code) !== undefined;
}

/** One of the agent's links not deleted. */
export function ownLink(db: Db, linkId: number, agentId: number, merchantCode: string): LinkRow | undefined {
  return db.prepare('SELECT * FROM affiliate_links WHERE id = ? AND agent_id = ? AND merchant_code = ? AND deleted_at IS NULL').get(linkId, agentId, merchantCode) as LinkRow | undefined;
}

/** The agent's links not deleted, latest first. */
export function links(db: Db, agentId: number, merchantCode: string): LinkRow[] {
  return db
    .prepare('SELECT * FROM affiliate_links WHERE agent_id = ? AND merchant_code = ? AND deleted_at IS NULL ORDER BY created_at DESC, id DESC')
    .all(agentId, merchantCode) as LinkRow[];
}

/** Returns the new link. */
export function insertLink(db: Db, l: NewLink): LinkRow {
  const info = db
    .prepare('INSERT INTO affiliate_links (merchant_code, agent_id, code, channel, expiry_days, expires_at, created_at, deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL)')
    .run(l.merchantCode, l.agentId, l.code, l.channel, l.expiryDays, l.expiresAt, l.createdAt);
  return db.prepare('SELECT * FROM affiliate_links WHERE id = ?').get(info.lastInsertRowid) as LinkRow;
}

export function deleteLink(db: Db, id: number, at: number): void {
  db.prepare('UPDATE affiliate_links SET deleted_at = ? WHERE id = ?').run(at, id);
}
