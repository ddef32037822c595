// Announcements: the merchant's banners, notices and popups in their order, which notices a member
// has read, the hot matches, and the dev call's added announcement.
import type { Db } from '../db/database';

export interface AnnouncementRow {
  id: number;
  kind: string;
  group_name: string;
  title: string;
  content: string;
  execution: string | null;
  promotion_type: string | null;
  redirect: string | null;
  image_url: string | null;
  created_at: number;
}

export interface MatchRow {
  id: number;
  league: string;
  league_id: string;
  home_team: string;
  away_team: string;
  home_odds: number;
  away_odds: number;
  day_offset: number;
  minute_of_day: number;
  node_id: number;
  vendor: string;
}

/** An announcement the dev call adds to a merchant's home (after every other one). */
export interface NewAnnouncement {
  merchantCode: string;
  kind: string;
  groupName: string;
  title: string;
  content: string;
  execution: string | null;
  promotionType: string | null;
  createdAt: number;
}

export function ofMerchant(db: Db, merchantCode: string): AnnouncementRow[] {
  return db.prepare('SELECT * FROM announcements WHERE merchant_code = ? ORDER BY sort').all(merchantCode) as AnnouncementRow[];
}

/** The ids of the announcements the member has read. */
export function readIds(db: Db, userId: number): number[] {
  return (db.prepare('SELECT announcement_id FROM announcement_reads WHERE user_id = ?').all(userId) as { announcement_id: number }[]).map((r) => r.announcement_id);
}

export function hotMatches(db: Db, merchantCode: string): MatchRow[] {
  return db.prepare('SELECT * FROM hot_matches WHERE merchant_code = ? ORDER BY id').all(merchantCode) as MatchRow[];
}

/** Whether the merchant has that notice (a player's or an agent's: the kinds that are read). */
export function noticeExists(db: Db, id: number, merchantCode: string): boolean {
  return db.prepare("SELECT id FROM announcements WHERE id = ? AND merchant_code = ? AND kind IN ('PL', 'A')").get(id, merchantCode) !== undefined;
}

export function markRead(db: Db, userId: number, announcementId: number): void {
  db.prepare('INSERT OR IGNORE INTO announcement_reads (user_id, announcement_id) VALUES (?, ?)').run(userId, announcementId);
}

export function markUnread(db: Db, userId: number, announcementId: number): void {
  db.prepare('DELETE FROM announcement_reads WHERE user_id = ? AND announcement_id = ?').run(userId, announcementId);
}

/** Returns the new announcement's id. */
export function insert(db: Db, a: NewAnnouncement): number {
  const sort = (db.prepare('SELECT COALESCE(MAX(sort), 0) + 1 AS next FROM announcements WHERE merchant_code = ?').get(a.merchantCode) as { next: number }).next;
  const info = db
    .prepare('INSERT INTO announcements (merchant_code, kind, group_name, title, content, execution, promotion_type, redirect, image_url, created_at, sort) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?)')
    .run(a.merchantCode, a.kind, a.groupName, a.title, a.content, a.execution, a.promotionType, a.createdAt, sort);
  return Number(info.lastInsertRowid);
}
