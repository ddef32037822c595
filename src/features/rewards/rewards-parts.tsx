// Pieces the rewards screens share: the money formatter of the brand, the first-data states
// (loading, error with retry), the screen root with its data-screen key and aria-busy, and a screen
// that loads its data first and then draws it.
import type { ReactNode } from 'react';
import { LoadingState } from '../../ui/screen-state';
import { ErrorState as SharedErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { useRewardsTranslation } from './use-rewards-translation';
import './rewards.css';

export function RewardsScreen({ screen, busy, children }: { screen: string; busy: boolean; children?: ReactNode }) {
  return (
    <main className="screen rewards-screen" data-screen={screen} aria-busy={busy ? 'true' : undefined}>
      {children}
    </main>
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

/** The shared first-data states (ui/screen-state.tsx), with this area's test ids. */
export { LoadingState };
export function ErrorState(props: { message: string; error: unknown; onRetry: () => void }) {
  return <SharedErrorState {...props} testIdPrefix="rewards" />;
}
