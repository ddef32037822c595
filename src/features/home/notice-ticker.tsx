// The notice strip (spec section 2): announcement titles scroll by as a CSS marquee that stops
// under prefers-reduced-motion and pauses on hover or focus; with none it says 'no_announcement'.
// The whole strip is one link to /m/notice.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AnnouncementNotice as Notice } from '../../api/reader-types';
import { BellIcon } from '../../ui/icons';
import { PATHS } from '../../domain/paths';

/** Marquee speed: long lists take longer, so titles always pass at a readable pace. */
const TICKER_PX_PER_SECOND = 40;
const TICKER_AVERAGE_TITLE_PX = 260;

export function NoticeTicker({ notices, status, onRetry }: { notices: readonly Notice[]; status: 'loading' | 'ready' | 'error'; onRetry: () => void }) {
  const { t } = useTranslation(['home', 'common']);
  if (status === 'error') {
    return (
      <div className="notice-ticker notice-ticker--error" data-testid="notice-ticker" data-state="error">
        <BellIcon className="notice-ticker__icon" aria-hidden="true" />
        <span className="notice-ticker__message">{t('home:load_failed')}</span>
        <button type="button" className="button button--small" onClick={onRetry}>
          {/* eslint-disable-next-line no-restricted-syntax -- the one-line ticker strip keeps its height and bell; the banner above shows the cause */}
          {t('common:feedback.retry')}
        </button>
      </div>
    );
  }
  const seconds = Math.max(10, Math.round((notices.length * TICKER_AVERAGE_TITLE_PX) / TICKER_PX_PER_SECOND));
  return (
    <Link className="notice-ticker" to={PATHS.notices} data-testid="notice-ticker" data-state={status === 'loading' ? 'loading' : notices.length ? 'ready' : 'empty'}>
      <BellIcon className="notice-ticker__icon" aria-hidden="true" />
      <span className="visually-hidden">{t('home:notices_label')}: </span>
      <span className="notice-ticker__viewport" data-overflow="scrolls">
        {status === 'loading' ? (
          <span className="notice-ticker__placeholder" aria-hidden="true" />
        ) : notices.length === 0 ? (
          <span className="notice-ticker__empty">{t('common:no_announcement')}</span>
        ) : (
          <span className="notice-ticker__track" style={{ '--ticker-duration': `${seconds}s` } as CSSProperties}>
            {notices.map((n) => (
              <span className="notice-ticker__item" key={n.id} data-testid="ticker-item" data-announcement-id={n.id}>
                {n.title}
              </span>
            ))}
          </span>
        )}
      </span>
    </Link>
  );
}
