// The reply checks of the two calls the first page makes (the startup status and the home
// announcements), each on its own: loading them does not bring in reply-check.ts's table of every
// endpoint's module, and each loads once its reply is in, so neither counts before the first
// banner. Same generated validators as every other call (src/api/replies/).
import { replyCheckFrom, type ReplyCheck } from './reply-validate';

export function systemStatusCheck(): Promise<ReplyCheck | undefined> {
  return replyCheckFrom(import.meta.glob('./replies/systemStatus.generated.js'));
}

export function announcementsCheck(): Promise<ReplyCheck | undefined> {
  return replyCheckFrom(import.meta.glob('./replies/announcements.generated.js'));
}
