// /m/webEmail and /m/message (spec section 2; upstream facts §3): the inbox and outbox tabs
// (INBOX3 / OUTBOX3), each a paged list with its loading, empty and error states. `?box=outbox`
// picks the tab and `?id=<id>` opens one message, so the header's back arrow returns to the list.
// Inbox: mark all read, select to delete many. The list and the unread count stay in step
// (messages-store.ts).
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INFINITE_SCROLL_TRIGGER_PX, LOAD_MORE_THROTTLE_MS } from '../../config/constants';
import { flag } from '../../config/flags';
import { showConfirm } from '../../state/ui-store';
import { loadUnreadMessages, useUnread } from '../../state/unread-store';
import { useSession } from '../../state/session-store';
import { ErrorCause } from '../../ui/error-cause';
import { EmptyState, LoadingState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { MessageDetail } from './message-detail';
import { formatMessageTime, messageId, type AnyMessage, type Box } from './message-list';
import { deleteMessages, hasMore, loadFirstPage, loadNextPage, markAllRead, useMessages } from './messages-store';
import { useMessagesTranslation } from './use-messages-translation';
import './messages.css';

export function availableBoxes(): Box[] {
  const boxes: Box[] = [];
  if (flag('INBOX3')) boxes.push('inbox');
  if (flag('OUTBOX3')) boxes.push('outbox');
  return boxes;
}

export function MessagesScreen() {
  const { t, ready } = useMessagesTranslation();
  const [params, setParams] = useSearchParams();
  const { session } = useSession();
  const boxes = availableBoxes();
  const wanted = params.get('box') === 'outbox' ? 'outbox' : 'inbox';
  const box: Box | undefined = boxes.includes(wanted) ? wanted : boxes[0];
  const openId = Number(params.get('id'));
  const state = useMessages();

  // Entering the screen or a tab shows what is kept at once and fetches it again behind it, with
  // the unread count, so mail that arrived meanwhile appears.
  useEffect(() => {
    if (box) void loadFirstPage(box, { refresh: true });
    if (session?.token) void loadUnreadMessages().catch(() => {});
  }, [box, session?.token]);

  if (!box) {
    return (
      <main className="screen messages" data-screen="messages">
        <EmptyState className="messages__state" look="block">
          {ready ? t('unavailable') : ''}
        </EmptyState>
      </main>
    );
  }

  const list = state[box];
  const loading = !ready || list.status === 'idle' || list.status === 'loading';
  const listPath = (next: Box) => (next === 'outbox' ? { box: 'outbox' } : ({} as Record<string, string>));

  if (Number.isInteger(openId) && openId > 0) {
    const message = (list.items as readonly AnyMessage[]).find((m) => messageId(m) === openId);
    return (
      <main className="screen messages" data-screen="messages" aria-busy={loading ? 'true' : undefined}>
        {loading ? (
          ready && <LoadingState />
        ) : message ? (
          <MessageDetail key={openId} box={box} message={message} onClosed={() => setParams(listPath(box), { replace: true })} />
        ) : (
          <div className="messages__state" role="alert" data-testid="message-missing">
            <p>{t('missing')}</p>
            <button type="button" className="button" onClick={() => setParams(listPath(box), { replace: true })}>
              {t('back_to_list')}
            </button>
          </div>
        )}
      </main>
    );
  }

  return (
    <main className="screen messages" data-screen="messages" aria-busy={loading ? 'true' : undefined}>
      {boxes.length > 1 && <BoxTabs boxes={boxes} current={box} onPick={(next) => setParams(listPath(next), { replace: true })} />}
      <MessageList key={box} box={box} loading={loading} onOpen={(id) => setParams({ ...listPath(box), id: String(id) })} />
    </main>
  );
}

function BoxTabs({ boxes, current, onPick }: { boxes: readonly Box[]; current: Box; onPick: (box: Box) => void }) {
  const { t } = useMessagesTranslation();
  const { messages: unread } = useUnread();
  return (
    <div className="messages__tabs" role="tablist" aria-label={t('tabs_label')}>
      {boxes.map((b) => (
        <button
          key={b}
          type="button"
          role="tab"
          aria-selected={b === current}
          className={`messages__tab${b === current ? ' messages__tab--active' : ''}`}
          data-testid={`message-tab-${b}`}
          onClick={() => onPick(b)}
        >
          {b === 'inbox' ? t('inbox') : t('outbox')}
          {b === 'inbox' && unread > 0 && (
            <span className="messages__count" data-testid="message-unread-count" aria-label={t('unread_count', { count: unread })}>
              {unread}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

function MessageList({ box, loading, onOpen }: { box: Box; loading: boolean; onOpen: (id: number) => void }) {
  const { t } = useMessagesTranslation();
  const state = useMessages();
  const list = state[box];
  const items = list.items as readonly AnyMessage[];
  const [selecting, setSelecting] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const lastMore = useRef(0);
  const more = list.status === 'ready' && list.page < list.totalPages;

  const loadMore = () => {
    const now = Date.now();
    if (now - lastMore.current < LOAD_MORE_THROTTLE_MS && !list.moreFailed) return;
    lastMore.current = now;
    void loadNextPage(box);
  };

  // Infinite scroll: the next page loads when the end of the list comes within 500 px.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || list.moreFailed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && hasMore(box)) loadMore();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_TRIGGER_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
    // Re-observe when a page arrives, and when the list first shows (`loading` ends: its strings
    // may arrive after its first page, and until then no sentinel is drawn).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, more, list.page, list.moreFailed, loading]);

  if (loading) return <LoadingState />;
  if (list.status === 'error') return <ErrorState message={t('error')} error={list.error} onRetry={() => void loadFirstPage(box, { renew: true })} testIdPrefix="messages" />;

  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const stopSelecting = () => {
    setSelecting(false);
    setChosen(new Set());
  };
  const removeChosen = async () => {
    if (chosen.size === 0) return;
    const ok = await showConfirm({ key: 'messages:delete_many_confirm', values: { count: chosen.size } }, { go: 'messages:delete' });
    if (!ok) return;
    setBusy(true);
    await deleteMessages(box, [...chosen]);
    setBusy(false);
    stopSelecting();
  };
  const anyUnread = box === 'inbox' && (items.some((m) => 'read' in m && !m.read) || more);

  return (
    <>
      {items.length > 0 && (
        <div className="messages__toolbar">
          {selecting ? (
            <>
              <button type="button" className="button button--small" data-testid="message-select-all" onClick={() => setChosen(chosen.size === items.length ? new Set() : new Set(items.map(messageId)))}>
                {chosen.size === items.length ? t('select_none') : t('select_all')}
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                data-testid="message-delete"
                disabled={chosen.size === 0 || busy}
                onClick={() => void removeChosen()}
              >
                {t('delete_count', { count: chosen.size })}
              </button>
              <button type="button" className="button button--small" data-testid="message-select-cancel" onClick={stopSelecting}>
                {t('cancel')}
              </button>
            </>
          ) : (
            <>
              {box === 'inbox' && (
                <button
                  type="button"
                  className="button button--small"
                  data-testid="message-mark-read"
                  disabled={!anyUnread || busy}
                  onClick={() => {
                    setBusy(true);
                    void markAllRead().finally(() => setBusy(false));
                  }}
                >
                  {t('mark_all_read')}
                </button>
              )}
              <button type="button" className="button button--small" data-testid="message-select" onClick={() => setSelecting(true)}>
                {t('select')}
              </button>
            </>
          )}
        </div>
      )}
      {items.length === 0 ? (
        <EmptyState className="messages__state" look="block">
          {box === 'inbox' ? t('empty_inbox') : t('empty_outbox')}
        </EmptyState>
      ) : (
        <ul className="messages__list" aria-label={box === 'inbox' ? t('inbox') : t('outbox')}>
          {items.map((m) => {
            const id = messageId(m);
            const read = 'read' in m ? m.read : true;
            const who = 'senderName' in m ? m.senderName : t('to_recipient', { name: m.recipientName });
            const body = (
              <>
                <span className={`message-item__dot${read ? ' message-item__dot--read' : ''}`} aria-hidden="true" />
                <span className="message-item__text">
                  <span className="message-item__subject" data-overflow="truncates">{m.subject}</span>
                  <span className="message-item__meta">
                    <span>{who}</span>
                    <time dateTime={new Date(m.sendTime).toISOString()}>{formatMessageTime(m.sendTime)}</time>
                  </span>
                </span>
                {box === 'inbox' && <span className="message-item__state">{read ? t('read') : t('unread')}</span>}
              </>
            );
            return (
              <li key={id} className="message-item" data-testid="message-item" data-message-id={id} data-read={String(read)} data-box={box}>
                {selecting ? (
                  <label className="message-item__row">
                    <input type="checkbox" className="message-item__check" checked={chosen.has(id)} onChange={() => toggle(id)} data-testid="message-check" />
                    {body}
                  </label>
                ) : (
                  <button type="button" className="message-item__row" onClick={() => onOpen(id)}>
                    {body}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {more && (
        <div ref={sentinel} className={list.moreFailed ? 'messages__more messages__more--failed' : 'messages__more'}>
          {list.moreFailed ? (
            <>
              <button type="button" className="button button--small" data-testid="message-load-more" onClick={loadMore}>
                {t('more_failed')}
              </button>
              <ErrorCause error={list.error} />
            </>
          ) : (
            <button type="button" className="button button--small" data-testid="message-load-more" disabled={list.loadingMore} onClick={loadMore}>
              {list.loadingMore ? t('loading_more') : t('load_more')}
            </button>
          )}
        </div>
      )}
    </>
  );
}
