import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxMessage } from '../../api/contract.generated';

const inbox = (inboxId: number, read: boolean, recordSource: InboxMessage['recordSource'] = 'SYSTEM'): InboxMessage => ({
  inboxId,
  senderName: 'System',
  subject: `S${inboxId}`,
  content: '<p>x</p>',
  sendTime: 1000 - inboxId,
  read,
  recordSource,
  canReply: false,
});

let pages: InboxMessage[][] = [];
let serverUnread = 0;
const calls: { name: string; arg: unknown }[] = [];
let failing: string | null = null;

function api(name: string, answer: (arg: never) => unknown) {
  return vi.fn(async (arg: never) => {
    calls.push({ name, arg });
    if (failing === name) throw new Error(`${name} refused`);
    return answer(arg);
  });
}

vi.mock('./messages-api', () => ({
  messagesApi: {
    inbox: api('inbox', (q: { page: number }) => ({ content: pages[q.page - 1] ?? [], pageNum: q.page, totalPages: pages.length })),
    outbox: api('outbox', () => ({ content: [], pageNum: 1, totalPages: 1 })),
    markRead: api('markRead', () => null),
    deleteInbox: api('deleteInbox', () => null),
    deleteOutbox: api('deleteOutbox', () => null),
    reply: api('reply', () => ({ outboxId: 1 })),
  },
}));
vi.mock('../../state/endpoint-call', () => ({
  callLazily: vi.fn(async (id: string) => {
    calls.push({ name: id, arg: null });
    return serverUnread;
  }),
}));
const apiError = vi.fn<(error: unknown) => Promise<void>>(async () => {});
vi.mock('../../state/ui-store', () => ({ toast: { apiError: (e: unknown) => apiError(e), success: vi.fn() }, showConfirm: vi.fn() }));

const store = await import('./messages-store');
const { unreadStore } = await import('../../state/unread-store');
const { sessionStore } = await import('../../state/session-store');

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  calls.length = 0;
  failing = null;
  apiError.mockClear();
  sessionStore.session = { id: 1, token: 't1', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false };
  store.resetMessages();
  pages = [
    [inbox(1, false), inbox(2, true), inbox(3, false, 'SERVICE')],
    [inbox(4, false, 'AGENT'), inbox(5, true)],
  ];
  serverUnread = 3;
  unreadStore.messages = 3;
});

describe('messages store', () => {
  it('loads the first page with a 30-day window and the next page with the same window', async () => {
    await store.loadFirstPage('inbox');
    expect(store.messagesStore.inbox.items.map((m) => m.inboxId)).toEqual([1, 2, 3]);
    const first = calls.find((c) => c.name === 'inbox')?.arg as { startTime: number; endTime: number; size: number; sort: string };
    expect(first.endTime - first.startTime).toBe(30 * 86_400_000);
    expect(first).toMatchObject({ size: 20, sort: 'sendTime:desc' });
    expect(await store.loadNextPage('inbox')).toBe(true);
    const second = calls.filter((c) => c.name === 'inbox')[1]?.arg as { startTime: number; page: number };
    expect(second).toMatchObject({ startTime: first.startTime, page: 2 });
    expect(store.messagesStore.inbox.items).toHaveLength(5);
    expect(store.hasMore('inbox')).toBe(false);
  });

  it('marks one read in the list and the count at once, then takes the platform count', async () => {
    await store.loadFirstPage('inbox');
    serverUnread = 2;
    const done = store.markOneRead(1);
    expect(store.messagesStore.inbox.items[0]?.read).toBe(true);
    expect(unreadStore.messages).toBe(2);
    expect(await done).toBe(true);
    expect(calls.find((c) => c.name === 'markRead')?.arg).toEqual({ id: 1, recordSource: 'SYSTEM' });
    await settle();
    expect(calls.some((c) => c.name === 'unreadCount')).toBe(true);
  });

  it('rolls back a refused mark and reports the error', async () => {
    await store.loadFirstPage('inbox');
    failing = 'markRead';
    expect(await store.markOneRead(1)).toBe(false);
    expect(store.messagesStore.inbox.items[0]?.read).toBe(false);
    expect(unreadStore.messages).toBe(3);
    expect(apiError).toHaveBeenCalledTimes(1);
  });

  it('marks all read: fetches the remaining pages, then one call per recordSource', async () => {
    await store.loadFirstPage('inbox');
    serverUnread = 0;
    await store.markAllRead();
    expect(store.messagesStore.inbox.items.every((m) => m.read)).toBe(true);
    const marks = calls.filter((c) => c.name === 'markRead').map((c) => c.arg);
    expect(marks).toEqual([
      { ids: [1], recordSource: 'SYSTEM' },
      { ids: [3], recordSource: 'SERVICE' },
      { ids: [4], recordSource: 'AGENT' },
    ]);
    await settle();
    expect(unreadStore.messages).toBe(0);
  });

  it('deletes many grouped by recordSource and drops them from the list', async () => {
    await store.loadFirstPage('inbox');
    expect(await store.deleteMessages('inbox', [1, 2, 3])).toBe(true);
    expect(calls.filter((c) => c.name === 'deleteInbox').map((c) => c.arg)).toEqual([
      { inboxIds: '1,2', recordSource: 'SYSTEM' },
      { inboxIds: '3', recordSource: 'SERVICE' },
    ]);
    expect(store.messagesStore.inbox.items).toEqual([]);
  });

  it('keeps what a refused delete did not remove', async () => {
    await store.loadFirstPage('inbox');
    failing = 'deleteInbox';
    expect(await store.deleteMessages('inbox', [1])).toBe(false);
    expect(store.messagesStore.inbox.items).toHaveLength(3);
    expect(apiError).toHaveBeenCalled();
  });

  it('starts empty for another session', async () => {
    await store.loadFirstPage('inbox');
    sessionStore.session = { id: 2, token: 't2', merchantCode: 'demo', userName: 'other', type: 0, firstTimeLogin: false };
    pages = [[]];
    await store.loadFirstPage('inbox');
    expect(store.messagesStore.inbox.items).toEqual([]);
  });

  it('a reply empties the outbox so it is fetched again', async () => {
    await store.loadFirstPage('outbox');
    expect(store.messagesStore.outbox.status).toBe('ready');
    await store.sendReply(inbox(3, true, 'SERVICE'), ' RE: S3 ', ' thanks ');
    expect(calls.find((c) => c.name === 'reply')?.arg).toEqual({ inboxId: 3, recordSource: 'SERVICE', subject: 'RE: S3', content: 'thanks' });
    expect(store.messagesStore.outbox.status).toBe('idle');
  });
});

describe('coming back', () => {
  it('refreshes a shown list behind it, and keeps it when that fails', async () => {
    await store.loadFirstPage('inbox');
    pages = [[inbox(9, false), ...(pages[0] ?? [])]];
    const refreshing = store.loadFirstPage('inbox', { refresh: true });
    expect(store.messagesStore.inbox.status).toBe('ready');
    await refreshing;
    expect(store.messagesStore.inbox.items[0]?.inboxId).toBe(9);
    failing = 'inbox';
    await store.loadFirstPage('inbox', { refresh: true });
    expect(store.messagesStore.inbox.status).toBe('ready');
    expect(store.messagesStore.inbox.items).toHaveLength(4);
  });
});
