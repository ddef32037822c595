// The message centre's list logic, pure: paging merges, grouping ids by recordSource for the bulk
// calls (upstream sends one recordSource per call), and the reply's subject and bounds.
import dayjs from 'dayjs';
import type { InboxMessage, MessageRecordSource, OutboxMessage } from '../../api/contract.generated';
import { MESSAGE_BULK_MAX, MESSAGE_REPLY_CONTENT_MAX, MESSAGE_REPLY_SUBJECT_MAX, MESSAGE_TIME_FORMAT } from '../../config/constants';

export type Box = 'inbox' | 'outbox';
export type AnyMessage = InboxMessage | OutboxMessage;

export function messageId(message: AnyMessage): number {
  return 'outboxId' in message ? message.outboxId : message.inboxId;
}

/** Appends a page, dropping what is already listed (a delete or a new message shifts the pages). */
export function mergePage<T extends AnyMessage>(listed: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(listed.map(messageId));
  return [...listed, ...page.filter((m) => !seen.has(messageId(m)))];
}

export interface SourceBatch {
  readonly recordSource: MessageRecordSource;
  /** Never empty (the bulk calls require one id at least). */
  readonly ids: [number, ...number[]];
}

/** Ids grouped by recordSource (first-seen order), each group cut into calls of at most `max` ids. */
export function batchesBySource(messages: readonly AnyMessage[], max: number = MESSAGE_BULK_MAX): SourceBatch[] {
  const groups = new Map<MessageRecordSource, number[]>();
  for (const m of messages) {
    const ids = groups.get(m.recordSource) ?? [];
    ids.push(messageId(m));
    groups.set(m.recordSource, ids);
  }
  const batches: SourceBatch[] = [];
  for (const [recordSource, ids] of groups) {
    for (let i = 0; i < ids.length; i += max) {
      const [first, ...rest] = ids.slice(i, i + max);
      if (first !== undefined) batches.push({ recordSource, ids: [first, ...rest] });
    }
  }
  return batches;
}

export function unreadOf(messages: readonly InboxMessage[]): InboxMessage[] {
  return messages.filter((m) => !m.read);
}

const RE = /^\s*re\s*:\s*/i;

/** "RE: " and the original subject, once (a reply to a reply does not stack them), within bounds. */
export function replySubject(subject: string): string {
  return `RE: ${subject.replace(RE, '')}`.slice(0, MESSAGE_REPLY_SUBJECT_MAX);
}

export type ReplyProblem = 'content_required' | 'content_too_long' | 'subject_required';

export function replyProblem(subject: string, content: string): ReplyProblem | null {
  if (subject.trim() === '') return 'subject_required';
  const text = content.trim();
  if (text === '') return 'content_required';
  if (text.length > MESSAGE_REPLY_CONTENT_MAX) return 'content_too_long';
  return null;
}

/** The start of the window the list calls ask for (inbox 30 days, outbox 7), ending now. */
export function windowStart(now: number, days: number): number {
  return now - days * 86_400_000;
}

export function formatMessageTime(epochMs: number): string {
  return dayjs(epochMs).format(MESSAGE_TIME_FORMAT);
}
