// A page-by-page list (page size 10) with the shared loading, empty and error states (the error with
// its cause and a retry), shared by the invitations and the leaderboard.
import { useState, type ReactNode } from 'react';
import { EmptyState, LoadingState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useLoad, type Load } from '../../ui/use-load';
import { pageCount } from './invite-model';
import { useInviteTranslation } from './use-invite-translation';

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export interface PagedState<T> {
  page: number;
  /** The page's rows: the load's state (the rows shown stay while the next page loads). */
  load: Load<Page<T>>;
  setPage(page: number): void;
  reload(): void;
}

export function usePaged<T>(load: (page: number) => Promise<Page<T>>): PagedState<T> {
  const [page, setPage] = useState(1);
  const { load: state, reload } = useLoad(() => load(page), { deps: [load, page], keepData: true });
  return { page, load: state, setPage, reload };
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
  const { page, load, setPage, reload } = state;
  if (load.status === 'error') return <ErrorState message={failed} error={load.error} onRetry={reload} testIdPrefix={testId} compact />;
  if (load.status === 'loading') return <LoadingState testId={`${testId}-loading`} />;
  const { data } = load;
  const loading = load.refreshing === true;
  if (data.total === 0) return <EmptyState className="invite-empty">{empty}</EmptyState>;
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
