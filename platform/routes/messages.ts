// The message centre (EMFE relay calls, upstream facts §3): inbox and outbox pages within their
// windows, unread count, mark read one/many, delete, reply (the dev call that drops a message into an
// account's inbox is routes/dev.ts's). Bulk calls carry one recordSource each (the client groups by it).
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  InboxMessage,
  InboxPage,
  InboxQuery,
  MessageRecordSource,
  MessagesDeleteInboxRequest,
  MessagesDeleteOutboxRequest,
  MessagesReadRequest,
  MessagesReplyRequest,
  MessagesReplySent,
  OutboxPage,
} from '../../src/api/contract.generated';
import { authedRoute, type AreaOptions } from '../http';
import { INBOX_WINDOW_MS, unreadMessageCount } from '../messages';
import { localizeText, type ContentLanguage } from '../content-language';
import * as messages from '../repositories/messages';
import type { InboxRow, Paging } from '../repositories/messages';

const DAY = 86_400_000;
export const OUTBOX_WINDOW_MS = 7 * DAY;

function windowOf(query: InboxQuery, now: number, span: number): { start: number; end: number } {
  return { start: query.startTime ?? now - span, end: query.endTime ?? now };
}

function paging(query: InboxQuery): Paging {
  return { page: query.page ?? 1, size: query.size ?? 20, order: query.sort === 'sendTime:asc' ? 'ASC' : 'DESC' };
}

function parseIds(list: string): number[] {
  return [...new Set(list.split(',').map(Number))];
}

/** The platform's own mail reads in the player's language (a message someone wrote stays as written). */
function toInboxMessage(r: InboxRow, language: ContentLanguage): InboxMessage {
  return {
    inboxId: r.id,
    senderName: localizeText(r.sender, language),
    subject: localizeText(r.subject, language),
    content: localizeText(r.content, language),
    sendTime: r.sent_at,
    read: r.read === 1,
    recordSource: r.record_source,
    canReply: r.can_reply === 1,
  };
}

export const messageRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  /** The caller's messages among `ids` with that source; not.found unless all of them are. */
  const ownedInbox = (userId: number, ids: readonly number[], source: MessageRecordSource): void => {
    if (messages.countOwnedInbox(ctx.db, userId, source, ids) !== ids.length) throw new ApiError('not.found', 'No such message (id or recordSource).');
  };

  authedRoute<unknown, null, number>(app, ctx, 'unreadCount', ({ session }) => unreadMessageCount(ctx, session.user.id));

  authedRoute<InboxQuery, null, InboxPage>(app, ctx, { id: 'inbox', refuse: ['virtual-members'] }, ({ session, query, language }) => {
    const { page, size, order } = paging(query);
    const { start, end } = windowOf(query, ctx.now(), INBOX_WINDOW_MS);
    const { total, rows } = messages.inboxPage(ctx.db, session.user.id, start, end, { page, size, order });
    return { content: rows.map((r) => toInboxMessage(r, language)), pageNum: page, totalPages: Math.max(1, Math.ceil(total / size)) };
  });

  authedRoute<InboxQuery, null, OutboxPage>(app, ctx, { id: 'outbox', refuse: ['virtual-members'] }, ({ session, query, language }) => {
    const { page, size, order } = paging(query);
    const { start, end } = windowOf(query, ctx.now(), OUTBOX_WINDOW_MS);
    const { total, rows } = messages.outboxPage(ctx.db, session.user.id, start, end, { page, size, order });
    return {
      content: rows.map((r) => ({ outboxId: r.id, recipientName: localizeText(r.recipient, language), subject: r.subject, content: r.content, sendTime: r.sent_at, recordSource: r.record_source, inboxId: r.inbox_id })),
      pageNum: page,
      totalPages: Math.max(1, Math.ceil(total / size)),
    };
  });

  authedRoute<unknown, MessagesReadRequest, null>(app, ctx, { id: 'messagesMarkRead', refuse: ['virtual-members'] }, ({ session, body }) => {
    if ((body.id === undefined) === (body.ids === undefined)) throw new ApiError('request.invalid', 'Send exactly one of id and ids.');
    const ids = body.id !== undefined ? [body.id] : [...new Set(body.ids)];
    ownedInbox(session.user.id, ids, body.recordSource);
    messages.markRead(ctx.db, session.user.id, ids);
    return null;
  });

  authedRoute<unknown, MessagesDeleteInboxRequest, null>(app, ctx, { id: 'messagesDeleteInbox', refuse: ['virtual-members'] }, ({ session, body }) => {
    const ids = parseIds(body.inboxIds);
    ownedInbox(session.user.id, ids, body.recordSource);
    messages.deleteInbox(ctx.db, session.user.id, ids);
    return null;
  });

  authedRoute<unknown, MessagesDeleteOutboxRequest, null>(app, ctx, { id: 'messagesDeleteOutbox', refuse: ['virtual-members'] }, ({ session, body }) => {
    const ids = parseIds(body.outboxIds);
    if (messages.countOwnedOutbox(ctx.db, session.user.id, body.recordSource, ids) !== ids.length) throw new ApiError('not.found', 'No such sent message (id or recordSource).');
    messages.deleteOutbox(ctx.db, session.user.id, ids);
    return null;
  });

  authedRoute<unknown, MessagesReplyRequest, MessagesReplySent>(app, ctx, { id: 'messagesReply', refuse: ['virtual-members'] }, ({ merchant, session, body }) => {
    if (merchant.flags.SENDMAIL3 !== true) throw new ApiError('function.not.available', 'Replying (SENDMAIL3) is off for this merchant.');
    const original = messages.replyTarget(ctx.db, body.inboxId, session.user.id, body.recordSource);
    if (!original) throw new ApiError('not.found', 'No such message (id or recordSource).');
    if (original.can_reply !== 1) throw new ApiError('message.reply.not.allowed');
    const content = body.content.trim();
    const subject = body.subject.trim();
    if (content === '') throw new ApiError('request.invalid', 'content is blank', { field: 'content' });
    if (subject === '') throw new ApiError('request.invalid', 'subject is blank', { field: 'subject' });
    const outboxId = messages.insertReply(ctx.db, {
      userId: session.user.id,
      inboxId: original.id,
      recordSource: body.recordSource,
      recipient: original.sender,
      subject,
      content,
      sentAt: ctx.now(),
    });
    return { outboxId };
  });

};
