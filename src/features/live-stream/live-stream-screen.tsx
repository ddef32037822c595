// /m/liveStream (spec section 2): the merchant's live link embedded, a loading indicator until the
// frame has loaded, an error state with retry when it has not loaded within
// LIVE_STREAM_LOAD_TIMEOUT_MS, and an honest "not available" state when no link is configured.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIVE_STREAM_LOAD_TIMEOUT_MS } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';
import { LiveIcon, WarningIcon } from '../../ui/icons';
import { EmptyState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import './live-stream.css';
import { PATHS } from '../../domain/paths';

export type LiveStreamState = 'loading' | 'loaded' | 'error';

export function LiveStreamScreen({ timeoutMs = LIVE_STREAM_LOAD_TIMEOUT_MS }: { timeoutMs?: number }) {
  const { t, ready } = useTranslation(['live', 'common']);
  const config = readMerchantConfig();
  const url = config.liveStreamUrl;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LiveStreamState>('loading');

  useEffect(() => {
    if (!url) return undefined;
    setState('loading');
    const timer = setTimeout(() => setState((current) => (current === 'loading' ? 'error' : current)), timeoutMs);
    return () => clearTimeout(timer);
  }, [url, attempt, timeoutMs]);

  if (!ready) return <main className="screen live-stream-screen" data-screen="live-stream" aria-busy="true" />;

  if (!url) {
    return (
      <main className="screen screen--centered live-stream-screen" data-screen="live-stream" data-state="unavailable">
        <EmptyState className="live-stream__message" look="block" as="div">
          <LiveIcon width={48} height={48} aria-hidden="true" />
          <h2>{t('unavailable_title')}</h2>
          <p className="muted">{t('unavailable_body', { brand: config.name })}</p>
          <Link className="button button--primary" to={PATHS.home} data-testid="live-home">
            {t('home')}
          </Link>
        </EmptyState>
      </main>
    );
  }

  return (
    <main className="screen live-stream-screen" data-screen="live-stream" data-state={state} aria-busy={state === 'loading' ? 'true' : undefined}>
      {state === 'loading' && (
        <div className="live-stream__loading" role="status" data-testid="live-loading">
          <span className="spinner" aria-hidden="true" />
          <span>{t('loading')}</span>
        </div>
      )}
      {/* Touches on the frame go to the player's document, never to ours: this strip along the start
          edge keeps the shell's swipe-back working over the player. */}
      {state !== 'error' && <div className="live-stream__edge" data-testid="live-swipe-edge" aria-hidden="true" />}
      {state === 'error' ? (
        <ErrorState message={t('error_body')} onRetry={() => setAttempt((n) => n + 1)} testIdPrefix="live" className="screen--centered live-stream__message">
          <WarningIcon width={48} height={48} aria-hidden="true" />
          <h2>{t('error_title')}</h2>
        </ErrorState>
      ) : (
        <iframe
          key={attempt}
          className={`live-stream__frame${state === 'loaded' ? '' : ' live-stream__frame--loading'}`}
          data-testid="live-frame"
          src={url}
          title={t('frame_title', { brand: config.name })}
          // A player page: scripts, its own origin's storage, fullscreen and picture-in-picture, links
          // in new tabs; never navigating the lobby itself (no allow-top-navigation).
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setState((current) => (current === 'error' ? current : 'loaded'))}
        />
      )}
    </main>
  );
}
