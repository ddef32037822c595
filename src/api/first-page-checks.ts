// The reply checks of the two calls the first page makes, without reply-check.ts's table of every
// endpoint's module.
//  - Home's announcements: read by their reader (src/api/readers/announcements.ts), in the entry
//    chunk (eager). The reply is usually in before the app has started (src/home-prefetch.ts), so a
//    lazy reader would put two round trips (this module, then the reader) between the reply and
//    home's content on a phone's network.
//  - The startup status: its check loads once the reply is in. The first render does not wait for
//    the status (render optimistically), so it costs nothing on the way to the first screen.
import readAnnouncements from './readers/announcements';
import { replyCheckFrom, type ReplyCheck } from './reply-validate';

/** Reads home's announcements reply into the app's type (throws on a reply home cannot use). */
export const readHomeAnnouncements = readAnnouncements;

export function systemStatusCheck(): Promise<ReplyCheck | undefined> {
  return replyCheckFrom(import.meta.glob('./replies/systemStatus.generated.js'));
}
