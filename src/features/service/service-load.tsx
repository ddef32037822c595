// The root of the service screens over their first data: busy until the strings and the data are
// in, the loading state, the error with its cause and retry (`<prefix>-error`, `<prefix>-retry`), then what
// `children` makes of the data. A retry asks the platform again past the caches (renew).
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorCause } from '../../ui/error-cause';
import { WarningIcon } from '../../ui/icons';
import { useServiceTranslation } from './use-service-translation';

type Load<T> = { readonly status: 'loading' } | { readonly status: 'error'; readonly error: unknown } | { readonly status: 'ready'; readonly data: T };

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
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loader(attempt > 0).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [loader, attempt]);

  const loading = !ready || state.status === 'loading';
  return (
    <main className="screen service-screen" data-screen={screen} aria-busy={loading ? 'true' : undefined}>
      {loading ? (
        <p className="screen-state muted" role="status">
          {ready ? t('loading') : ''}
        </p>
      ) : state.status === 'error' ? (
        <div className="screen-state" role="alert" data-testid={`${testIdPrefix}-error`}>
          <WarningIcon width={40} height={40} aria-hidden="true" />
          <p>{t(errorKey)}</p>
          <ErrorCause error={state.error} />
          <button type="button" className="button button--primary" data-testid={`${testIdPrefix}-retry`} onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : (
        children(state.data, (data) => setState({ status: 'ready', data }))
      )}
      {after}
    </main>
  );
}
