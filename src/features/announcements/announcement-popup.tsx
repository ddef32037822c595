// The announcement popup over home (spec section 4, upstream PopupV2): 500 ms after it mounts or
// after the list changes, the visitor's popups (member: A, plus F on the first login; guest: B)
// show unless this exact set was closed before. Prev/next stay inside the list; closing animates
// (not under reduced motion), hides and stores show=false with the set's hashes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { POPUP_CHECK_DELAY_MS } from '../../config/constants';
import { flag } from '../../config/flags';
import { loadHomeAnnouncements, useAnnouncements } from '../../state/announcements-store';
import { useSession } from '../../state/session-store';
import { readStored, storageKeys, writeStored } from '../../state/storage';
import { Dialog } from '../../ui/dialog';
import { prefersReducedMotion } from '../../ui/motion/page-transition';
import { SanitizedHtml, useSanitizerSettled } from '../../ui/sanitized-html';
import { clampPage, closedRecord, popupAction, popupSignature, popupsFor, shouldShow, type PopupAudience } from './popup-state';
import { useAnnouncementsTranslation } from './use-announcements-translation';
import './announcements.css';
import { PATHS } from '../../domain/paths';

/** Matches the .announcement-popup--closing animation in announcements.css. */
export const POPUP_CLOSE_ANIMATION_MS = 200;

export function AnnouncementPopup() {
  const { session } = useSession();
  const { popups, status } = useAnnouncements();
  const firstTimeLogin = session?.firstTimeLogin === true;
  const audience = useMemo<PopupAudience>(() => (session ? { kind: 'member', firstTimeLogin } : { kind: 'guest' }), [session, firstTimeLogin]);
  const storageKey = audience.kind === 'member' ? storageKeys.announcementPopupMember : storageKeys.announcementPopupGuest;
  const shown = useMemo(() => popupsFor(popups, audience), [popups, audience]);
  const hashes = useMemo(() => popupSignature(shown), [shown]);
  const setKey = `${audience.kind}:${hashes.join(',')}`;

  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [page, setPage] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navigate = useNavigate();
  const { t, ready } = useAnnouncementsTranslation();
  // The content arrives sanitised at once rather than as plain text first: no jump once it shows.
  const sanitizerSettled = useSanitizerSettled();

  useEffect(() => {
    void loadHomeAnnouncements();
  }, [session?.userName]);

  // 500 ms after mount, or after the list (or the visitor) changes.
  useEffect(() => {
    if (status !== 'ready') return;
    const timer = setTimeout(() => {
      if (shouldShow(readStored(storageKey), hashes)) {
        setPage(0);
        setClosing(false);
        setOpen(true);
      } else setOpen(false);
    }, POPUP_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // setKey stands for storageKey + hashes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setKey, status]);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const finish = useCallback(() => {
    setOpen(false);
    setClosing(false);
    writeStored(storageKey, closedRecord(hashes));
  }, [storageKey, hashes]);

  const close = useCallback(
    (options: { immediately?: boolean } = {}) => {
      if (closing && !options.immediately) return;
      if (options.immediately || prefersReducedMotion()) {
        finish();
        return;
      }
      setClosing(true);
      closeTimer.current = setTimeout(finish, POPUP_CLOSE_ANIMATION_MS);
    },
    [closing, finish],
  );

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  const current = shown[clampPage(page, shown.length)];
  if (!open || !current || !ready || !sanitizerSettled) return null;
  const index = clampPage(page, shown.length);
  const action = popupAction(current, audience);
  const go = (path: string) => {
    close({ immediately: true });
    void navigate(path);
  };

  return (
    <Dialog
      testId="announcement-popup"
      className={`announcement-popup${closing ? ' announcement-popup--closing' : ''}`}
      data={{ 'data-announcement-id': String(current.id), 'data-page': String(index + 1), 'data-pages': String(shown.length) }}
      title={current.title}
      footer={
        action.kind === 'go' ? (
          <button type="button" className="button button--primary" data-testid="announcement-action" onClick={() => go(action.path)}>
            {t(action.labelKey)}
          </button>
        ) : (
          <>
            <button type="button" className="button" data-testid="announcement-login" onClick={() => go(PATHS.login)}>
              {t('login')}
            </button>
            {flag('REG3') && (
              <button type="button" className="button button--primary" data-testid="announcement-register" onClick={() => go(PATHS.register)}>
                {t('register')}
              </button>
            )}
          </>
        )
      }
    >
      <button type="button" className="icon-button announcement-popup__close" data-testid="announcement-close" aria-label={t('popup_close')} onClick={() => close()}>
        <span aria-hidden="true">×</span>
      </button>
      <SanitizedHtml key={current.id} className="html-content announcement-popup__content" testId="announcement-content" html={current.content} onInAppLink={() => close({ immediately: true })} />
      {shown.length > 1 && (
        <div className="announcement-popup__pager">
          <button type="button" className="icon-button" data-testid="announcement-prev" aria-label={t('popup_prev')} disabled={index === 0} onClick={() => setPage(clampPage(index - 1, shown.length))}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className="announcement-popup__page" data-testid="announcement-page" aria-live="polite">
            {t('popup_pages', { current: index + 1, total: shown.length })}
          </span>
          <button
            type="button"
            className="icon-button"
            data-testid="announcement-next"
            aria-label={t('popup_next')}
            disabled={index === shown.length - 1}
            onClick={() => setPage(clampPage(index + 1, shown.length))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </Dialog>
  );
}
