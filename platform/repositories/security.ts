// The security centre's rows: what it keeps on the account (funds password, payee name, e-mail),
// the member's bank cards, and the verification codes it sends (and the dev outbox reads them).
import type { Db } from '../db/database';

export type CodeChannel = 'email' | 'mobile';
export type CodePurpose = 'bindEmail' | 'fundReset';

/** The account's fields the security centre reads. */
export interface SecurityRow {
  fund_password_hash: string | null;
  payee_name: string | null;
  email: string | null;
  mobile: string | null;
  password_hash: string | null;
}

export interface BankCardRow {
  id: number;
  bank_code: string;
  card_number: string;
  payee_name: string;
}

/** A code as it is sent: to whom, why, by which channel, until when. */
export interface NewCode {
  userId: number;
  merchantCode: string;
  channel: CodeChannel;
  destination: string;
  purpose: CodePurpose;
  code: string;
  sentAt: number;
  expiresAt: number;
}

export interface NewBankCard {
  userId: number;
  merchantCode: string;
  bankCode: string;
  cardNumber: string;
  payeeName: string;
  createdAt: number;
}

export function securityRow(db: Db, userId: number): SecurityRow {
  return db.prepare('SELECT fund_password_hash, payee_name, email, mobile, password_hash FROM users WHERE id = ?').get(userId) as SecurityRow;
}

export function setFundPassword(db: Db, userId: number, hash: string): void {
  db.prepare('UPDATE users SET fund_password_hash = ? WHERE id = ?').run(hash, userId);
}

export function setPayeeName(db: Db, userId: number, payeeName: string): void {
  db.prepare('UPDATE users SET payee_name = ? WHERE id = ?').run(payeeName, userId);
}

export function setEmail(db: Db, userId: number, email: string): void {
  db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, userId);
}

/** Whether another account of the merchant has that address (in any case). */
export function emailTakenByOther(db: Db, merchantCode: string, email: string, userId: number): boolean {
  return db.prepare('SELECT 1 FROM users WHERE merchant_code = ? AND lower(email) = lower(?) AND id != ?').get(merchantCode, email, userId) !== undefined;
}

export function cardCount(db: Db, userId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM bank_cards WHERE user_id = ?').get(userId) as { n: number }).n;
}

/** The member's cards in the order they were bound. */
export function cards(db: Db, userId: number): BankCardRow[] {
  return db.prepare('SELECT id, bank_code, card_number, payee_name FROM bank_cards WHERE user_id = ? ORDER BY id').all(userId) as BankCardRow[];
}

/** Whether any account of the merchant has bound that card number. */
export function cardNumberTaken(db: Db, merchantCode: string, cardNumber: string): boolean {
  return db.prepare('SELECT 1 FROM bank_cards WHERE merchant_code = ? AND card_number = ?').get(merchantCode, cardNumber) !== undefined;
}

export function ownsCard(db: Db, id: number, userId: number): boolean {
  return db.prepare('SELECT id FROM bank_cards WHERE id = ? AND user_id = ?').get(id, userId) !== undefined;
}

/** Returns the card's id. */
export function insertCard(db: Db, c: NewBankCard): number {
  return Number(
    db
      .prepare('INSERT INTO bank_cards (user_id, merchant_code, bank_code, card_number, payee_name, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(c.userId, c.merchantCode, c.bankCode, c.cardNumber, c.payeeName, c.createdAt).lastInsertRowid,
  );
}

export function deleteCard(db: Db, id: number): void {
  db.prepare('DELETE FROM bank_cards WHERE id = ?').run(id);
}

/** When the member was last sent a code of that purpose to that destination. */
export function lastSentAt(db: Db, userId: number, purpose: CodePurpose, destination: string): number | undefined {
  const row = db.prepare('SELECT sent_at FROM security_codes WHERE user_id = ? AND purpose = ? AND destination = ? ORDER BY id DESC LIMIT 1').get(userId, purpose, destination) as
    | { sent_at: number }
    | undefined;
  return row?.sent_at;
}

/** Spends every code of the member's of that purpose (only the latest one works). */
export function spendCodesFor(db: Db, userId: number, purpose: CodePurpose): void {
  db.prepare('UPDATE security_codes SET used = 1 WHERE user_id = ? AND purpose = ?').run(userId, purpose);
}

export function insertCode(db: Db, c: NewCode): void {
  db.prepare('INSERT INTO security_codes (user_id, merchant_code, channel, destination, purpose, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    c.userId,
    c.merchantCode,
    c.channel,
    c.destination,
    c.purpose,
    c.code,
    c.sentAt,
    c.expiresAt,
  );
}

/** The member's latest unspent code of that purpose sent to that destination. */
export function liveCode(db: Db, userId: number, purpose: CodePurpose, destination: string): { id: number; code: string; expires_at: number } | undefined {
  return db.prepare('SELECT id, code, expires_at FROM security_codes WHERE user_id = ? AND purpose = ? AND destination = ? AND used = 0 ORDER BY id DESC LIMIT 1').get(userId, purpose, destination) as
    | { id: number; code: string; expires_at: number }
    | undefined;
}

/** Spends every code sent to the destination (its lock after too many wrong codes). */
export function spendCodesTo(db: Db, merchantCode: string, destination: string): void {
  db.prepare('UPDATE security_codes SET used = 1 WHERE merchant_code = ? AND destination = ?').run(merchantCode, destination);
}

export function spendCode(db: Db, id: number): void {
  db.prepare('UPDATE security_codes SET used = 1 WHERE id = ?').run(id);
}

/** The latest code sent to a destination (at one merchant when given): the dev outbox. */
export function latestCodeTo(
  db: Db,
  destination: string,
  merchantCode: string | undefined,
): { code: string; expires_at: number; merchant_code: string; purpose: CodePurpose; channel: CodeChannel } | undefined {
  return db
    .prepare(`SELECT code, expires_at, merchant_code, purpose, channel FROM security_codes WHERE destination = ? ${merchantCode ? 'AND merchant_code = ?' : ''} ORDER BY id DESC LIMIT 1`)
    .get(...(merchantCode ? [destination, merchantCode] : [destination])) as
    | { code: string; expires_at: number; merchant_code: string; purpose: CodePurpose; channel: CodeChannel }
    | undefined;
}

/** Lets every unspent code run out at `at`; returns how many. */
export function expireLiveCodes(db: Db, at: number): number {
  return db.prepare('UPDATE security_codes SET expires_at = ? WHERE used = 0').run(at).changes;
}
