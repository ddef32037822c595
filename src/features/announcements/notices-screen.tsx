// /m/notice (spec section 2): the player notices (the ticker's list), unread ones marked. Expanding
// one shows its sanitised content and marks it read: a member locally, then on the platform, then
// the list reloads; a guest locally only. Marks are throttled at 150 ms (spec sections 4 and 9).
// The shell draws the title bar, whose back arrow goes home.
import { useEffect, useMemo, useState } from 'react';
import { MARK_AS_READ_THROTTLE_MS } from '../../config/constants';
import { loadHomeAnnouncements, markNoticeRead, useAnnouncements } from '../../state/announcements-store';
import { useSession } from '../../state/session-store';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { throttledMarker } from './read-throttle';
import { useAnnouncementsTranslation } from './use-announcements-translation';
import './announcements.css';

export function NoticesScreen() {
  const { session } = useSession();
  const { notices, status } = useAnnouncements();
  const { t, ready } = useAnnouncementsTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const markRead = useMemo(() => throttledMarker((id: number) => markNoticeRead(id), MARK_AS_READ_THROTTLE_MS), []);

  useEffect(() => {
    void loadHomeAnnouncements();
  }, [session?.userName]);

  const loading = !ready || status === 'idle' || status === 'loading';
  return (
    <main className="screen notices" data-screen="notices" aria-busy={loading ? 'true' : undefined}>
      {loading ? (
        <p className="notices__state muted" role="status">
          {ready ? t('notices_loading') : ''}
        </p>
      ) : status === 'error' ? (
        <div className="notices__state" role="alert" data-testid="notices-error">
          <p>{t('notices_error')}</p>
          <button type="button" className="button button--primary" data-testid="notices-retry" onClick={() => void loadHomeAnnouncements({ renew: true })}>
            {t('notices_retry')}
          </button>
        </div>
      ) : notices.length === 0 ? (
        <p className="notices__state muted" data-testid="empty-state">
          {t('notices_empty')}
        </p>
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
                    if (!expanded && !notice.read) markRead(notice.id);
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
