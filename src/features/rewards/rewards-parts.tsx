// Pieces the rewards screens share: the money formatter of the brand, the first-data states
// (loading, error with retry), the screen root with its data-screen key and aria-busy, and a screen
// that loads its data first and then draws it.
import type { ReactNode } from 'react';
import { useLoad } from '../../ui/use-load';
import { messageKeyForError } from '../../api/error-messages';
import { useRewardsTranslation } from './use-rewards-translation';
import './rewards.css';

export function RewardsScreen({ screen, busy, children }: { screen: string; busy: boolean; children?: ReactNode }) {
  return (
    <main className="screen rewards-screen" data-screen={screen} aria-busy={busy ? 'true' : undefined}>
      {children}
    </main>
  );
}

export function LoadingState() {
  const { t } = useRewardsTranslation();
  return (
    <p className="screen-state muted" role="status">
      {t('loading')}
    </p>
  );
}

/** A failed first load: what failed, the catalogued cause when there is one, and a retry. */
export function ErrorState({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  const { t } = useRewardsTranslation();
  // The catalogued cause, 'Unknown error', or the server's own words (as text): never nothing.
  const cause = messageKeyForError(error);
  return (
    <div className="screen-state" role="alert" data-testid="rewards-error">
      <p>{message}</p>
      <p className="muted">{cause.values ? t(cause.key, { ...cause.values }) : t(cause.key)}</p>
      <button type="button" className="button button--primary" data-testid="rewards-retry" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/**
 * A rewards screen whose content waits for one load: loading, the failure (`failedKey` says what
 * failed) with a retry, then `children(data, reload)`.
 */
export function LoadedRewardsScreen<T>({ screen, loader, failedKey, children }: { screen: string; loader: () => Promise<T>; failedKey: string; children: (data: T, reload: () => void) => ReactNode }) {
  const { t, ready } = useRewardsTranslation();
  const { load, reload } = useLoad(loader);
  return (
    <RewardsScreen screen={screen} busy={!ready || load.status === 'loading'}>
      {!ready ? null : load.status === 'loading' ? (
        <LoadingState />
      ) : load.status === 'error' ? (
        <ErrorState message={t(failedKey)} error={load.error} onRetry={reload} />
      ) : (
        children(load.data, reload)
      )}
    </RewardsScreen>
  );
}
