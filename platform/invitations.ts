// Invitations made at registration (routes/member.ts), which the invite endpoints (routes/invite.ts) count.
import type { Db } from './db/database';

/** Called by registration: the new account is an invitation of the code's owner. */
export function recordInvitation(db: Db, merchantCode: string, inviterId: number, inviteeId: number, at: number): void {
  db.prepare('INSERT OR IGNORE INTO referrals (merchant_code, inviter_id, invitee_id, created_at) VALUES (?, ?, ?, ?)').run(merchantCode, inviterId, inviteeId, at);
}
