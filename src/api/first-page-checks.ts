// The reply checks of the two calls the first page makes, without reply-check.ts's table of every
// endpoint's module. Same generated validators as every other call (src/api/replies/).
//  - Home's announcements: its check is in the entry chunk (eager). The reply is usually in before
//    the app has started (src/home-prefetch.ts), so a lazy check would put two round trips (this
//    module, then the validator) between the reply and home's content on a phone's network.
//  - The startup status: its check loads once the reply is in. The first render does not wait for
//    the status (render optimistically), so it costs nothing on the way to the first screen.
import { checkWith, replyCheckFrom, type ReplyCheck, type ReplyValidator } from './reply-validate';

const announcementsValidator = Object.values(import.meta.glob<ReplyValidator>('./replies/announcements.generated.js', { eager: true, import: 'default' }))[0];

/** Checks home's announcements reply (undefined only if the generated validator is missing). */
export const announcementsCheck: ReplyCheck | undefined = announcementsValidator ? checkWith(announcementsValidator) : undefined;

export function systemStatusCheck(): Promise<ReplyCheck | undefined> {
  return replyCheckFrom(import.meta.glob('./replies/systemStatus.generated.js'));
}
