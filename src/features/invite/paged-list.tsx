// A page-by-page list (page size 10) with its loading, empty and error states (the error with its
// cause and a retry), shared by the invitations and the leaderboard.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorCause } from '../../ui/error-cause';
import { pageCount } from './invite-model';
import { useInviteTranslation } from './use-invite-translation';

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export interface PagedState<T> {
  page: number;
  data: Page<T> | null;
  failed: boolean;
  /** Why the last load failed (while `failed`), else null. */
  error: unknown;
  loading: boolean;
  setPage(page: number): void;
  reload(): void;
}

export function usePaged<T>(load: (page: number) => Promise<Page<T>>): PagedState<T> {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<T> | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const mine = ++latest.current;
    setLoading(true);
    setFailure(null);
    load(page).then(
      (next) => {
        if (mine !== latest.current) return;
        setData(next);
        setLoading(false);
      },
      (error: unknown) => {
        if (mine !== latest.current) return;
        setFailure({ error });
        setLoading(false);
      },
    );
  }, [load, page, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { page, data, failed: failure !== null, error: failure?.error ?? null, loading, setPage, reload };
}

interface PagedListProps<T> {
  state: PagedState<T>;
  size: number;
  testId: string;
  labelledBy: string;
  empty: string;
  failed: string;
  renderItem(item: T): ReactNode;
}

export function PagedList<T>({ state, size, testId, labelledBy, empty, failed, renderItem }: PagedListProps<T>) {
  const { t } = useInviteTranslation();
  const { page, data, loading, setPage, reload } = state;
  if (state.failed) {
    return (
      <div className="invite-error" role="alert" data-testid={`${testId}-error`}>
        <div className="error-text">
          <span>{failed}</span>
          <ErrorCause error={state.error} />
        </div>
        <button type="button" className="button button--small" data-testid={`${testId}-retry`} onClick={reload}>
          {t('common:feedback.retry')}
        </button>
      </div>
    );
  }
  if (!data) return <div className="invite-list-loading" data-testid={`${testId}-loading`} aria-busy="true" />;
  if (data.total === 0) {
    return (
      <p className="muted invite-empty" data-testid="empty-state">
        {empty}
      </p>
    );
  }
  const pages = pageCount(data.total, size);
  return (
    <>
      <ul className="invite-list" data-testid={testId} aria-labelledby={labelledBy} aria-busy={loading ? true : undefined}>
        {data.items.map(renderItem)}
      </ul>
      {pages > 1 && (
        <nav className="invite-pager" aria-label={t('invite:paging.page', { page, pages })}>
          <button type="button" className="button button--small" data-testid={`${testId}-prev`} disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
            {t('invite:paging.previous')}
          </button>
          <span data-testid={`${testId}-page`}>{t('invite:paging.page', { page, pages })}</span>
          <button type="button" className="button button--small" data-testid={`${testId}-next`} disabled={page >= pages || loading} onClick={() => setPage(page + 1)}>
            {t('invite:paging.next')}
          </button>
        </nav>
      )}
    </>
  );
}
