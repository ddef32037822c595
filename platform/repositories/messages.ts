// The message centre's rows: the member's inbox and outbox pages within a window, which of a list
// of ids are the member's, marking read, deleting, a reply's outbox row, and the messages the dev
// calls drop into an inbox.
import type { MessageRecordSource } from '../../src/api/contract.generated';
import type { Db } from '../db/database';

export interface InboxRow {
  id: number;
  sender: string;
  subject: string;
  content: string;
  sent_at: number;
  read: number;
  record_source: MessageRecordSource;
  can_reply: number;
}

export interface OutboxRow {
  id: number;
  inbox_id: number | null;
  record_source: MessageRecordSource;
  recipient: string;
  subject: string;
  content: string;
  sent_at: number;
}

/** Which page, how long, and which way by send time. */
export interface Paging {
  page: number;
  size: number;
  order: 'ASC' | 'DESC';
}

/** A message someone (a test, an operator) drops into an inbox. */
export interface NewMessage {
  userId: number;
  sender: string;
  subject: string;
  content: string;
  sentAt: number;
  read: boolean;
  recordSource: MessageRecordSource;
  canReply: boolean;
}

/** A reply to an inbox message, kept in the member's outbox. */
export interface NewReply {
  userId: number;
  inboxId: number;
  recordSource: MessageRecordSource;
  recipient: string;
  subject: string;
  content: string;
  sentAt: number;
}

const marks = (ids: readonly number[]): string => ids.map(() => '?').join(',');

/** How many of `ids` are the member's inbox messages of that source. */
export function countOwnedInbox(db: Db, userId: number, source: MessageRecordSource, ids: readonly number[]): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND record_source = ? AND id IN (${marks(ids)})`).get(userId, source, ...ids) as { n: number }).n;
}

/** How many of `ids` are the member's sent messages of that source. */
export function countOwnedOutbox(db: Db, userId: number, source: MessageRecordSource, ids: readonly number[]): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM message_outbox WHERE user_id = ? AND record_source = ? AND id IN (${marks(ids)})`).get(userId, source, ...ids) as { n: number }).n;
}

/** One page of the member's inbox sent within [start, end], and how many the window holds. */
export function inboxPage(db: Db, userId: number, start: number, end: number, paging: Paging): { total: number; rows: InboxRow[] } {
  const where = 'FROM messages WHERE user_id = ? AND sent_at BETWEEN ? AND ?';
  const total = (db.prepare(`SELECT COUNT(*) AS n ${where}`).get(userId, start, end) as { n: number }).n;
  const rows = db
    .prepare(`SELECT id, sender, subject, content, sent_at, read, record_source, can_reply ${where} ORDER BY sent_at ${paging.order}, id ${paging.order} LIMIT ? OFFSET ?`)
    .all(userId, start, end, paging.size, (paging.page - 1) * paging.size) as InboxRow[];
  return { total, rows };
}

/** One page of the member's outbox sent within [start, end], and how many the window holds. */
export function outboxPage(db: Db, userId: number, start: number, end: number, paging: Paging): { total: number; rows: OutboxRow[] } {
  const where = 'FROM message_outbox WHERE user_id = ? AND sent_at BETWEEN ? AND ?';
  const total = (db.prepare(`SELECT COUNT(*) AS n ${where}`).get(userId, start, end) as { n: number }).n;
  const rows = db
    .prepare(`SELECT id, inbox_id, record_source, recipient, subject, content, sent_at ${where} ORDER BY sent_at ${paging.order}, id ${paging.order} LIMIT ? OFFSET ?`)
    .all(userId, start, end, paging.size, (paging.page - 1) * paging.size) as OutboxRow[];
  return { total, rows };
}

export function markRead(db: Db, userId: number, ids: readonly number[]): void {
  db.prepare(`UPDATE messages SET read = 1 WHERE user_id = ? AND id IN (${marks(ids)})`).run(userId, ...ids);
}

export function deleteInbox(db: Db, userId: number, ids: readonly number[]): void {
  db.prepare(`DELETE FROM messages WHERE user_id = ? AND id IN (${marks(ids)})`).run(userId, ...ids);
}

export function deleteOutbox(db: Db, userId: number, ids: readonly number[]): void {
  db.prepare(`DELETE FROM message_outbox WHERE user_id = ? AND id IN (${marks(ids)})`).run(userId, ...ids);
}

/** The inbox message a reply answers: the member's own, of that source. */
export function replyTarget(db: Db, id: number, userId: number, source: MessageRecordSource): { id: number; sender: string; can_reply: number } | undefined {
  return db.prepare('SELECT id, sender, can_reply FROM messages WHERE id = ? AND user_id = ? AND record_source = ?').get(id, userId, source) as
    | { id: number; sender: string; can_reply: number }
    | undefined;
}

/** Returns the outbox row's id. */
export function insertReply(db: Db, r: NewReply): number {
  const info = db
    .prepare('INSERT INTO message_outbox (user_id, inbox_id, record_source, recipient, subject, content, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(r.userId, r.inboxId, r.recordSource, r.recipient, r.subject, r.content, r.sentAt);
  return Number(info.lastInsertRowid);
}

/** Returns the message's id. */
export function insert(db: Db, m: NewMessage): number {
  const info = db
    .prepare('INSERT INTO messages (user_id, sender, subject, content, sent_at, read, record_source, can_reply) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(m.userId, m.sender, m.subject, m.content, m.sentAt, m.read ? 1 : 0, m.recordSource, m.canReply ? 1 : 0);
  return Number(info.lastInsertRowid);
}

/** An unread system message (the record source and reply switch keep their defaults). */
export function insertUnread(db: Db, userId: number, sender: string, subject: string, content: string, sentAt: number): void {
  db.prepare('INSERT INTO messages (user_id, sender, subject, content, sent_at, read) VALUES (?, ?, ?, ?, ?, 0)').run(userId, sender, subject, content, sentAt);
}
