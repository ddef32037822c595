// The accounts (users rows) as every area looks them up: by id, name, mobile number or affiliate
// code; registration's new accounts (a member's own, a free-play account, an agent's downline), the
// login password, and the password mail outbox. What one area alone keeps on an account (the
// security centre's funds password and bindings, invite's referral code) is that area's repository's.
import type { UserRow } from '../context';
import type { Db } from '../db/database';

/** A new account a member registers (type 0, no balance). */
export interface NewMember {
  merchantCode: string;
  username: string;
  passwordHash: string | null;
  mobile: string | null;
  email: string | null;
  nickname: string | null;
  payeeName: string | null;
  uplineId: number | null;
  regDate: number;
}

/** A free-play account: its type and starting balance, and the instant it ends. */
export interface NewTrialMember {
  merchantCode: string;
  username: string;
  type: number;
  balanceCents: number;
  regDate: number;
  trialExpiresAt: number;
}

/** A member an agent opens as its direct downline (type 0, no balance). */
export interface NewDownline {
  merchantCode: string;
  username: string;
  passwordHash: string;
  nickname: string | null;
  uplineId: number;
  regDate: number;
}

export function byId(db: Db, id: number | bigint): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function byUsername(db: Db, merchantCode: string, username: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE merchant_code = ? AND username = ?').get(merchantCode, username) as UserRow | undefined;
}

export function byMobile(db: Db, merchantCode: string, mobile: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE merchant_code = ? AND mobile = ?').get(merchantCode, mobile) as UserRow | undefined;
}

/** The account an affiliate code (an agent's or a member's referral code) belongs to. */
export function byAffiliateCode(db: Db, merchantCode: string, code: string): { id: number; type: number } | undefined {
  return db.prepare('SELECT id, type FROM users WHERE merchant_code = ? AND affiliate_code = ?').get(merchantCode, code) as { id: number; type: number } | undefined;
}

/** An account's id and name (an upline, an inviter). */
export function nameOf(db: Db, id: number | null): { id: number; username: string } | undefined {
  return db.prepare('SELECT id, username FROM users WHERE id = ?').get(id) as { id: number; username: string } | undefined;
}

/** The account one level up (null at the top); undefined for no such account. */
export function uplineOf(db: Db, id: number): { upline_id: number | null } | undefined {
  return db.prepare('SELECT upline_id FROM users WHERE id = ?').get(id) as { upline_id: number | null } | undefined;
}

/** The balance kept on the account row (the ledger's sum, cached by every posting). */
export function storedBalanceCents(db: Db, id: number): number {
  return (db.prepare('SELECT balance_cents FROM users WHERE id = ?').get(id) as { balance_cents: number }).balance_cents;
}

export function usernameTaken(db: Db, merchantCode: string, username: string): boolean {
  return db.prepare('SELECT 1 FROM users WHERE merchant_code = ? AND username = ?').get(merchantCode, username) !== undefined;
}

/** Taken in any case: a downline's name may not differ from another account's by case alone. */
export function usernameTakenInAnyCase(db: Db, merchantCode: string, username: string): boolean {
  return db.prepare('SELECT 1 FROM users WHERE merchant_code = ? AND lower(username) = lower(?)').get(merchantCode, username) !== undefined;
}

export function mobileTaken(db: Db, merchantCode: string, mobile: string): boolean {
  return db.prepare('SELECT 1 FROM users WHERE merchant_code = ? AND mobile = ?').get(merchantCode, mobile) !== undefined;
}

/** Whether the account of that name has that e-mail address (in any case). */
export function emailMatches(db: Db, merchantCode: string, username: string, email: string): boolean {
  return db.prepare('SELECT 1 FROM users WHERE merchant_code = ? AND username = ? AND lower(email) = lower(?)').get(merchantCode, username, email) !== undefined;
}

/** Returns the new account's id. */
export function insertMember(db: Db, m: NewMember): number | bigint {
  return db
    .prepare('INSERT INTO users (merchant_code, username, password_hash, mobile, email, nickname, payee_name, type, balance_cents, upline_id, reg_date) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)')
    .run(m.merchantCode, m.username, m.passwordHash, m.mobile, m.email, m.nickname, m.payeeName, m.uplineId, m.regDate).lastInsertRowid;
}

/** Returns the new account's id. */
export function insertTrialMember(db: Db, m: NewTrialMember): number | bigint {
  return db
    .prepare('INSERT INTO users (merchant_code, username, type, balance_cents, reg_date, trial_expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(m.merchantCode, m.username, m.type, m.balanceCents, m.regDate, m.trialExpiresAt).lastInsertRowid;
}

/** Returns the new account's id. */
export function insertDownline(db: Db, m: NewDownline): number {
  const info = db
    .prepare('INSERT INTO users (merchant_code, username, password_hash, nickname, type, balance_cents, upline_id, reg_date) VALUES (?, ?, ?, ?, 0, 0, ?, ?)')
    .run(m.merchantCode, m.username, m.passwordHash, m.nickname, m.uplineId, m.regDate);
  return Number(info.lastInsertRowid);
}

/** A new login password, which also lifts the must-change mark. */
export function setPassword(db: Db, id: number, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ?, must_change_password = 0 WHERE id = ?').run(passwordHash, id);
}

/** The password mail a matching name and address are sent (the dev outbox stands in for a mailer). */
export function queuePasswordMail(db: Db, merchantCode: string, username: string, email: string, at: number): void {
  db.prepare('INSERT INTO mail_outbox (merchant_code, username, email, sent_at) VALUES (?, ?, ?, ?)').run(merchantCode, username, email, at);
}
