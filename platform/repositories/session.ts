// Ending sessions: at logout, when a password changes or is reset, and the dev switch that lets
// them run out (issuing and checking them is platform/sessions.ts's and platform/http.ts's).
import type { Db } from '../db/database';

export function endSession(db: Db, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
}

/** Every session of the account. */
export function endSessionsOf(db: Db, userId: number): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}

/** Every session of the account but the one that asked. */
export function endOtherSessions(db: Db, userId: number, keepToken: string): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ? AND token <> ?').run(userId, keepToken);
}

/** Sets when sessions run out: one (by token) or all of them; returns how many it changed. */
export function setSessionsExpiry(db: Db, expiresAt: number, token?: string): number {
  const info =
    token === undefined
      ? db.prepare('UPDATE sessions SET expires_at = ?').run(expiresAt)
      : db.prepare('UPDATE sessions SET expires_at = ? WHERE token = ?').run(expiresAt, token);
  return info.changes;
}
