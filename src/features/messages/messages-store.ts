// The message centre's state: the inbox and outbox pages loaded so far, and every action on them.
// Marking read moves the list and the unread count (header dot, member-centre badge) at once and
// rolls both back when the platform refuses; after every action the count is fetched again, so
// it always ends on the platform's figure.
import { proxy, useSnapshot } from 'valtio';
import type { InboxMessage, InboxPage, OutboxMessage, OutboxPage } from '../../api/contract.generated';
import { INBOX_WINDOW_DAYS, MESSAGE_PAGE_SIZE, OUTBOX_WINDOW_DAYS } from '../../config/constants';
import { sessionStore } from '../../state/session-store';
import { toast } from '../../state/ui-store';
import { adjustUnreadMessages, loadUnreadMessages } from '../../state/unread-store';
import { messagesApi } from './messages-api';
import { batchesBySource, mergePage, messageId, unreadOf, windowStart, type Box } from './message-list';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

interface BoxState<T> {
  items: T[];
  page: number;
  totalPages: number;
  status: ListStatus;
  loadingMore: boolean;
  moreFailed: boolean;
  /** Why the first page (status 'error') or the next one (moreFailed) failed; null otherwise. */
  error: unknown;
  /** The window of the first page, kept for the following ones so the pages line up. */
  window: { startTime: number; endTime: number } | null;
}

interface MessagesState {
  /** The session token the lists belong to; another session starts empty. */
  owner: string | null;
  inbox: BoxState<InboxMessage>;
  outbox: BoxState<OutboxMessage>;
}

function emptyBox<T>(): BoxState<T> {
  return { items: [], page: 0, totalPages: 0, status: 'idle', loadingMore: false, moreFailed: false, error: null, window: null };
}

export const messagesStore = proxy<MessagesState>({ owner: null, inbox: emptyBox(), outbox: emptyBox() });

export function resetMessages(): void {
  messagesStore.owner = null;
  messagesStore.inbox = emptyBox();
  messagesStore.outbox = emptyBox();
}

function ensureOwner(): string | null {
  const token = sessionStore.session?.token ?? null;
  if (messagesStore.owner !== token) {
    resetMessages();
    messagesStore.owner = token;
  }
  return token;
}

function fetchPage(box: Box, page: number, window: { startTime: number; endTime: number }): Promise<InboxPage | OutboxPage> {
  const query = { page, size: MESSAGE_PAGE_SIZE, sort: 'sendTime:desc' as const, ...window };
  return box === 'inbox' ? messagesApi.inbox(query) : messagesApi.outbox(query);
}

function boxState(box: Box): BoxState<InboxMessage | OutboxMessage> {
  return messagesStore[box] as BoxState<InboxMessage | OutboxMessage>;
}

/**
 * The first page of a box; the window ends now. `renew` fetches it again from scratch (retry);
 * `refresh` fetches it again behind the list already shown (coming back to the screen), which
 * stays on screen if that fails.
 */
export async function loadFirstPage(box: Box, options: { renew?: boolean; refresh?: boolean } = {}): Promise<void> {
  const token = ensureOwner();
  if (!token) return;
  const state = boxState(box);
  if (state.status === 'loading') return;
  const quiet = state.status === 'ready' && options.refresh === true;
  if (state.status === 'ready' && !options.renew && !quiet) return;
  const now = Date.now();
  const window = { startTime: windowStart(now, box === 'inbox' ? INBOX_WINDOW_DAYS : OUTBOX_WINDOW_DAYS), endTime: now };
  if (!quiet) state.status = 'loading';
  try {
    const reply = await fetchPage(box, 1, window);
    if (messagesStore.owner !== token) return;
    Object.assign(state, { items: reply.content, page: 1, totalPages: reply.totalPages, status: 'ready', moreFailed: false, error: null, window });
  } catch (error) {
    if (messagesStore.owner === token && !quiet) Object.assign(state, { status: 'error', error });
  }
}

export function hasMore(box: Box): boolean {
  const state = messagesStore[box];
  return state.status === 'ready' && state.page < state.totalPages;
}

/** The next page; false when there was none or it failed (the list then offers a retry). */
export async function loadNextPage(box: Box): Promise<boolean> {
  const token = messagesStore.owner;
  const state = boxState(box);
  if (!token || state.loadingMore || !hasMore(box) || !state.window) return false;
  state.loadingMore = true;
  state.moreFailed = false;
  state.error = null;
  try {
    const reply = await fetchPage(box, state.page + 1, state.window);
    if (messagesStore.owner !== token) return false;
    state.items = mergePage(state.items, reply.content);
    state.page += 1;
    state.totalPages = reply.totalPages;
    return true;
  } catch (error) {
    if (messagesStore.owner === token) Object.assign(state, { moreFailed: true, error });
    return false;
  } finally {
    state.loadingMore = false;
  }
}

function syncCount(): void {
  void loadUnreadMessages().catch(() => {});
}

function setRead(ids: ReadonlySet<number>, read: boolean): void {
  for (const m of messagesStore.inbox.items) if (ids.has(m.inboxId)) m.read = read;
}

/** Opening an unread message: read at once in the list and the count, then on the platform. */
export async function markOneRead(inboxId: number): Promise<boolean> {
  const message = messagesStore.inbox.items.find((m) => m.inboxId === inboxId);
  if (!message || message.read) return true;
  const ids = new Set([inboxId]);
  setRead(ids, true);
  adjustUnreadMessages(-1);
  try {
    await messagesApi.markRead({ id: inboxId, recordSource: message.recordSource });
    return true;
  } catch (error) {
    setRead(ids, false);
    adjustUnreadMessages(1);
    void toast.apiError(error);
    return false;
  } finally {
    syncCount();
  }
}

/**
 * Every unread message of the inbox window read: the remaining pages are fetched first (the
 * platform marks by id), then one call per recordSource and batch. A refused batch is rolled back.
 */
export async function markAllRead(): Promise<void> {
  while (hasMore('inbox')) {
    if (!(await loadNextPage('inbox'))) break;
  }
  const unread = unreadOf(messagesStore.inbox.items);
  if (unread.length === 0) {
    syncCount();
    return;
  }
  const batches = batchesBySource(unread);
  setRead(new Set(unread.map((m) => m.inboxId)), true);
  adjustUnreadMessages(-unread.length);
  const failures = await Promise.allSettled(batches.map((b) => messagesApi.markRead({ ids: b.ids, recordSource: b.recordSource })));
  let firstError: unknown = null;
  failures.forEach((result, i) => {
    if (result.status === 'fulfilled') return;
    firstError ??= result.reason;
    setRead(new Set(batches[i]?.ids), false);
  });
  if (firstError !== null) void toast.apiError(firstError);
  syncCount();
}

/** Deletes messages of one box (grouped by recordSource); what the platform deleted leaves the list. */
export async function deleteMessages(box: Box, ids: readonly number[]): Promise<boolean> {
  const state = boxState(box);
  const chosen = new Set(ids);
  const batches = batchesBySource(state.items.filter((m) => chosen.has(messageId(m))));
  const results = await Promise.allSettled(
    batches.map((b) =>
      box === 'inbox'
        ? messagesApi.deleteInbox({ inboxIds: b.ids.join(','), recordSource: b.recordSource })
        : messagesApi.deleteOutbox({ outboxIds: b.ids.join(','), recordSource: b.recordSource }),
    ),
  );
  const deleted = new Set<number>();
  let firstError: unknown = null;
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') for (const id of batches[i]?.ids ?? []) deleted.add(id);
    else firstError ??= result.reason;
  });
  state.items = state.items.filter((m) => !deleted.has(messageId(m)));
  if (firstError !== null) void toast.apiError(firstError);
  if (box === 'inbox') syncCount();
  return firstError === null;
}

/** Sends a reply; the outbox is fetched again the next time it shows. */
export async function sendReply(message: InboxMessage, subject: string, content: string): Promise<boolean> {
  try {
    await messagesApi.reply({ inboxId: message.inboxId, recordSource: message.recordSource, subject: subject.trim(), content: content.trim() });
    messagesStore.outbox = emptyBox();
    return true;
  } catch (error) {
    void toast.apiError(error);
    return false;
  }
}

export function useMessages() {
  return useSnapshot(messagesStore);
}
