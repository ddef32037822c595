// The member's mail shared beyond the mail endpoints (routes/messages.ts): the inbox's window and
// the unread count the member centre's badge shows too.
import type { PlatformContext } from './context';

const DAY = 86_400_000;
/** How far back the inbox reaches. */
export const INBOX_WINDOW_MS = 30 * DAY;

/** A member's unread inbox messages inside the inbox's window: the header dot and the mail badge. */
export function unreadMessageCount(ctx: PlatformContext, userId: number): number {
  const row = ctx.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND read = 0 AND sent_at >= ?').get(userId, ctx.now() - INBOX_WINDOW_MS) as { n: number };
  return row.n;
}
