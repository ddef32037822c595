// Customer service's rows: the merchant's feedback (submitted and listed per member), the help
// centre's topics, and the chat faults the dev switch raises (a faulty chat vendor is offline).
import type { FeedbackItem, HelpTopics } from '../../src/api/contract.generated';
import type { Db } from '../db/database';

export interface FeedbackRow {
  id: number;
  type: string;
  content: string;
  created_at: number;
  status: FeedbackItem['status'];
  reply: string | null;
}

/** A member's new feedback, not answered yet. */
export interface NewFeedback {
  merchantCode: string;
  username: string;
  type: string;
  content: string;
  createdAt: number;
  status: FeedbackItem['status'];
}

export function hasFault(db: Db, merchantCode: string, fault: string): boolean {
  return db.prepare('SELECT 1 FROM service_faults WHERE merchant_code = ? AND fault = ?').get(merchantCode, fault) !== undefined;
}

export function raiseFault(db: Db, merchantCode: string, fault: string): void {
  db.prepare('INSERT OR IGNORE INTO service_faults (merchant_code, fault) VALUES (?, ?)').run(merchantCode, fault);
}

export function clearFault(db: Db, merchantCode: string, fault: string): void {
  db.prepare('DELETE FROM service_faults WHERE merchant_code = ? AND fault = ?').run(merchantCode, fault);
}

/** Returns the feedback's id. */
export function insertFeedback(db: Db, f: NewFeedback): number {
  const info = db
    .prepare('INSERT INTO service_feedback (merchant_code, username, type, content, created_at, status, reply) VALUES (?, ?, ?, ?, ?, ?, NULL)')
    .run(f.merchantCode, f.username, f.type, f.content, f.createdAt, f.status);
  return Number(info.lastInsertRowid);
}

/** The member's feedback, newest first. */
export function feedbackOf(db: Db, merchantCode: string, username: string): FeedbackRow[] {
  return db
    .prepare('SELECT id, type, content, created_at, status, reply FROM service_feedback WHERE merchant_code = ? AND username = ? ORDER BY created_at DESC, id DESC')
    .all(merchantCode, username) as FeedbackRow[];
}

export function helpTopics(db: Db, merchantCode: string): HelpTopics['topics'] {
  return db.prepare('SELECT id, title, content FROM service_help_topics WHERE merchant_code = ? ORDER BY sort, id').all(merchantCode) as HelpTopics['topics'];
}
