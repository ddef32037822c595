import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InboxMessage, OutboxMessage } from '../../api/contract.generated';
import { MESSAGE_BULK_MAX, MESSAGE_PAGE_SIZE, MESSAGE_REPLY_CONTENT_MAX, MESSAGE_REPLY_SUBJECT_MAX } from '../../config/constants';
import { batchesBySource, mergePage, messageId, replyProblem, replySubject, unreadOf, windowStart } from './message-list';

const inbox = (inboxId: number, recordSource: InboxMessage['recordSource'] = 'SYSTEM', read = false): InboxMessage => ({
  inboxId,
  senderName: 'System',
  subject: `S${inboxId}`,
  content: '<p>x</p>',
  sendTime: inboxId,
  read,
  recordSource,
  canReply: false,
});
const outbox = (outboxId: number, inboxId: number | null): OutboxMessage => ({ outboxId, inboxId, recipientName: 'CS', subject: 'RE: x', content: 'y', sendTime: 1, recordSource: 'SERVICE' });

describe('message list logic', () => {
  it('names a message by its own box id (an outbox item also carries the inbox id it answers)', () => {
    expect(messageId(inbox(4))).toBe(4);
    expect(messageId(outbox(9, 4))).toBe(9);
  });

  it('merges a page without duplicates', () => {
    expect(mergePage([inbox(1), inbox(2)], [inbox(2), inbox(3)]).map(messageId)).toEqual([1, 2, 3]);
  });

  it('groups ids by recordSource and cuts each group into calls of at most 100', () => {
    const mixed = [inbox(1, 'SYSTEM'), inbox(2, 'SERVICE'), inbox(3, 'SYSTEM'), inbox(4, 'AGENT'), inbox(5, 'SERVICE')];
    expect(batchesBySource(mixed)).toEqual([
      { recordSource: 'SYSTEM', ids: [1, 3] },
      { recordSource: 'SERVICE', ids: [2, 5] },
      { recordSource: 'AGENT', ids: [4] },
    ]);
    const many = Array.from({ length: 205 }, (_, i) => inbox(i + 1));
    expect(batchesBySource(many).map((b) => b.ids.length)).toEqual([MESSAGE_BULK_MAX, MESSAGE_BULK_MAX, 5]);
    expect(batchesBySource([])).toEqual([]);
  });

  it('finds the unread ones', () => {
    expect(unreadOf([inbox(1, 'SYSTEM', true), inbox(2)]).map(messageId)).toEqual([2]);
  });

  it('prefixes RE: once and keeps the subject within bounds', () => {
    expect(replySubject('Hello')).toBe('RE: Hello');
    expect(replySubject('re: Hello')).toBe('RE: Hello');
    expect(replySubject('x'.repeat(300))).toHaveLength(MESSAGE_REPLY_SUBJECT_MAX);
  });

  it('checks the reply bounds after trimming', () => {
    expect(replyProblem('RE: x', '   ')).toBe('content_required');
    expect(replyProblem(' ', 'hi')).toBe('subject_required');
    expect(replyProblem('RE: x', 'y'.repeat(MESSAGE_REPLY_CONTENT_MAX + 1))).toBe('content_too_long');
    expect(replyProblem('RE: x', ` ${'y'.repeat(MESSAGE_REPLY_CONTENT_MAX)} `)).toBeNull();
  });

  it('asks for a window ending now', () => {
    expect(windowStart(31 * 86_400_000, 30)).toBe(86_400_000);
  });

  it('uses the bounds the platform contract validates', () => {
    const schema = JSON.parse(readFileSync(join(__dirname, '../../../schemas/api/api.schema.json'), 'utf8')) as {
      definitions: Record<string, { properties: Record<string, { maxLength?: number; maxItems?: number; default?: number }> }>;
    };
    const reply = schema.definitions.MessagesReplyRequest!.properties;
    expect(reply.content?.maxLength).toBe(MESSAGE_REPLY_CONTENT_MAX);
    expect(reply.subject?.maxLength).toBe(MESSAGE_REPLY_SUBJECT_MAX);
    expect(schema.definitions.MessagesReadRequest!.properties.ids?.maxItems).toBe(MESSAGE_BULK_MAX);
    expect(schema.definitions.InboxQuery!.properties.size?.default).toBe(MESSAGE_PAGE_SIZE);
  });
});
