// The root of the service screens over their first data: busy until the strings and the data are
// in, the loading state, the error with its cause and retry (`<prefix>-error`, `<prefix>-retry`), then what
// `children` makes of the data. A retry asks the platform again past the caches (renew).
import type { ReactNode } from 'react';
import { LoadingState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { useServiceTranslation } from './use-service-translation';

export interface ServiceLoadScreenProps<T> {
  /** The data-screen key (testing hooks). */
  readonly screen: string;
  /** A module-level function (the load runs again when it changes); `renew` is true on a retry. */
  readonly loader: (renew: boolean) => Promise<T>;
  /** The error state's message key and its test ids' prefix. */
  readonly errorKey: string;
  readonly testIdPrefix: string;
  /** The ready screen; `update` replaces the data (an item the member just sent ...). */
  readonly children: (data: T, update: (data: T) => void) => ReactNode;
  /** Stays after the content whatever its state (the chat frame). */
  readonly after?: ReactNode;
}

export function ServiceLoadScreen<T>({ screen, loader, errorKey, testIdPrefix, children, after }: ServiceLoadScreenProps<T>) {
  const { t, ready } = useServiceTranslation();
  const { load, reload, update } = useLoad((attempt) => loader(attempt > 0), { deps: [loader] });

  const loading = !ready || load.status === 'loading';
  return (
    <main className="screen service-screen" data-screen={screen} aria-busy={loading ? 'true' : undefined}>
      {loading ? (
        <LoadingState />
      ) : load.status === 'error' ? (
        <ErrorState message={t(errorKey)} error={load.error} onRetry={reload} testIdPrefix={testIdPrefix} />
      ) : (
        children(load.data, (data) => update(() => data))
      )}
      {after}
    </main>
  );
}
