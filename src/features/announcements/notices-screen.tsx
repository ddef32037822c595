// /m/notice (spec section 2): the player notices (the ticker's list), unread ones marked. Expanding
// one shows its sanitised content and marks it read: a member locally, then on the platform, then
// the list reloads; a guest locally only. Marks are throttled at 150 ms (spec sections 4 and 9).
// The shell draws the title bar, whose back arrow goes home.
//
// /m/member/notice?types=A: the same list for the agent announcements (types=A), with
// their own read flags. Opening an unread one drops the agent footer's badge at once, then marks it
// on the platform and reloads, which sets the badge to the platform's own count.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AnnouncementNotice as Notice } from '../../api/reader-types';
import { CONTENT_TYPES, MARK_AS_READ_THROTTLE_MS } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';
import { loadHomeAnnouncements, markNoticeRead, useAnnouncements } from '../../state/announcements-store';
import { callLazily } from '../../state/endpoint-call';
import { useSession } from '../../state/session-store';
import { adjustAgentUnreadNotices, setAgentUnreadNotices } from '../../state/unread-store';
import { EmptyState, LoadingState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { throttledMarker } from './read-throttle';
import { useAnnouncementsTranslation } from './use-announcements-translation';
import './announcements.css';

type ListStatus = 'loading' | 'ready' | 'error';

/** Loading, error with retry, empty, or the notices (one open at a time). */
function NoticeList({ screen, status, error, notices, onRetry, onOpen }: { screen: string; status: ListStatus; error?: unknown; notices: readonly Notice[]; onRetry: () => void; onOpen: (id: number) => void }) {
  const { t, ready } = useAnnouncementsTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const loading = !ready || status === 'loading';
  return (
    <main className="screen notices" data-screen={screen} aria-busy={loading ? 'true' : undefined}>
      {loading ? (
        ready && <LoadingState />
      ) : status === 'error' ? (
        <ErrorState message={t('notices_error')} error={error} onRetry={onRetry} testIdPrefix="notices" />
      ) : notices.length === 0 ? (
        <EmptyState>{t('notices_empty')}</EmptyState>
      ) : (
        <ul className="notices__list">
          {notices.map((notice) => {
            const expanded = open === notice.id;
            const bodyId = `notice-body-${notice.id}`;
            return (
              <li key={notice.id} className="notice-item" data-testid="notice-item" data-announcement-id={notice.id} data-read={String(notice.read)}>
                <button
                  type="button"
                  className="notice-item__toggle"
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => {
                    setOpen(expanded ? null : notice.id);
                    if (!expanded && !notice.read) onOpen(notice.id);
                  }}
                >
                  <span className={`notice-item__dot${notice.read ? ' notice-item__dot--read' : ''}`} aria-hidden="true" />
                  <span className="notice-item__title">{notice.title}</span>
                  <span className="notice-item__state">{notice.read ? t('notice_read') : t('notice_unread')}</span>
                </button>
                {expanded && (
                  <div id={bodyId} className="notice-item__body">
                    <SanitizedHtml className="html-content" testId="notice-content" html={notice.content} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}

export function NoticesScreen() {
  const { session } = useSession();
  const { notices, status, error } = useAnnouncements();
  const markRead = useMemo(() => throttledMarker((id: number) => markNoticeRead(id), MARK_AS_READ_THROTTLE_MS), []);

  useEffect(() => {
    void loadHomeAnnouncements();
  }, [session?.userName]);

  return (
    <NoticeList
      screen="notices"
      status={status === 'idle' ? 'loading' : status}
      error={error}
      notices={notices}
      onRetry={() => void loadHomeAnnouncements({ renew: true })}
      onOpen={markRead}
    />
  );
}

/** The agent announcements of the signed-in agent, with their read flags (never cached). */
async function fetchAgentNotices(): Promise<Notice[]> {
  const reply = await callLazily('announcements', { query: { types: CONTENT_TYPES.Agent, platform: 'M', merchantCode: readMerchantConfig().code } });
  setAgentUnreadNotices(reply.footer.unreadCount);
  return reply.agent ?? [];
}

export function AgentNoticesScreen() {
  const { session } = useSession();
  const [state, setState] = useState<{ status: ListStatus; notices: Notice[] }>({ status: 'loading', notices: [] });
  const token = session?.token;

  const load = useCallback((quiet: boolean) => {
    if (!quiet) setState((s) => ({ ...s, status: 'loading' }));
    return fetchAgentNotices().then(
      (notices) => setState({ status: 'ready', notices }),
      // A failed quiet reload keeps what is on screen; only a first load turns into the error state.
      () => setState((s) => (quiet && s.status === 'ready' ? s : { ...s, status: 'error' })),
    );
  }, []);

  useEffect(() => {
    if (token) void load(false);
  }, [token, load]);

  const markRead = useMemo(
    () =>
      throttledMarker(async (id: number) => {
        await callLazily('markAnnouncementRead', { body: { announcementId: id, read: true } });
        await load(true);
      }, MARK_AS_READ_THROTTLE_MS),
    [load],
  );

  const open = (id: number) => {
    // On screen and on the footer badge at once; the platform follows (throttled).
    setState((s) => ({ ...s, notices: s.notices.map((n) => (n.id === id ? { ...n, read: true } : n)) }));
    adjustAgentUnreadNotices(-1);
    markRead(id);
  };

  return <NoticeList screen="agent-notices" status={state.status} notices={state.notices} onRetry={() => void load(false)} onOpen={open} />;
}
