// One pattern for every record list (deposit, withdrawal, betting, account, profit and loss,
// rebate): the date tabs (today / yesterday / last 7 days / custom range of whole days), the
// screen's own filters, a page of 10 rows, a pager, and the footer of totals over the whole
// filtered range; loading, empty and error-with-retry states. The screen supplies how to load a
// page and how to draw a row and the footer; the range and page live in the URL.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { EmptyState } from '../screen-state';
import { ErrorState } from '../error-state';
import { RECORD_DATE_FORMAT } from '../../config/constants';
import { RANGE_KEYS, customRange, customRangeProblem, earliestDay, presetRange, type CustomRangeProblem, type RangeKey } from './record-range';
import { useRecordList, type RecordList, type RecordLoader } from './use-record-list';
import '../chip-tabs.css';
import './record-list.css';

export interface RecordListScreenProps<Row, Footer> {
  /** The screen's data-screen key (testing hooks). */
  screen: string;
  /** The list's accessible name (the screen's title). */
  label: string;
  load: RecordLoader<Row, Footer>;
  /** Filters kept in the URL (`list.setFilter`) reload by themselves; this names any other state the loader depends on. */
  filterKey?: string;
  /** Bump to reload the current page (after an action on a row). */
  reloadKey?: number;
  /** The screen's own filters, drawn under the date tabs; they get the list's controls to set URL parameters. */
  filters?: (list: RecordList<Row, Footer>) => ReactNode;
  /** Content above the tabs (a balance, a summary). */
  before?: ReactNode;
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  renderFooter?: (footer: Footer) => ReactNode;
  /** Content below the list (e.g. a link); not shown while loading the first time. */
  after?: ReactNode;
  emptyText?: string;
  /** Extra class on the root, for the screen's own styles. */
  className?: string;
  /** A clock for tests; the device's by default. */
  now?: () => number;
}

function CustomRangeForm({ initial, now, onApply, onCancel }: { initial: { from: string; to: string }; now: number; onApply: (range: { from: string; to: string }) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [problem, setProblem] = useState<CustomRangeProblem | null>(null);
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = { from, to };
    const found = customRangeProblem(wanted, now);
    setProblem(found);
    if (!found) onApply(wanted);
  };
  const today = dayjs(now).format(RECORD_DATE_FORMAT);
  const described = problem ? errorId : undefined;
  return (
    <form className="record-custom" data-testid="record-custom-form" onSubmit={submit} noValidate>
      <label className="record-custom__field">
        <span>{t('record_list.from')}</span>
        <input type="date" name="startDate" value={from} min={earliestDay(now)} max={today} aria-invalid={problem ? true : undefined} aria-describedby={described} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label className="record-custom__field">
        <span>{t('record_list.to')}</span>
        <input type="date" name="endDate" value={to} min={earliestDay(now)} max={today} aria-invalid={problem ? true : undefined} aria-describedby={described} onChange={(e) => setTo(e.target.value)} />
      </label>
      {problem && (
        <p className="record-custom__error" id={errorId} role="alert" data-testid="record-custom-error">
          {t(`record_list.${problem}`, { count: dayjs(today).diff(dayjs(earliestDay(now)), 'day') })}
        </p>
      )}
      <div className="record-custom__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('record_list.cancel')}
        </button>
        <button type="submit" className="button button--primary" data-testid="record-custom-apply">
          {t('record_list.apply')}
        </button>
      </div>
    </form>
  );
}

export function RecordListScreen<Row, Footer>(props: RecordListScreenProps<Row, Footer>) {
  const { t } = useTranslation();
  const clock = props.now ?? Date.now;
  const list = useRecordList(props.load, props.filterKey ?? '', props.reloadKey ?? 0, clock);
  const { range, page, pages, state } = list;
  const [editingCustom, setEditingCustom] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const firstLoad = state.status === 'loading' && state.previous === null;
  const shown = state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : null;

  // A new page starts at its top.
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current !== page) listRef.current?.scrollIntoView?.({ block: 'start' });
    previousPage.current = page;
  }, [page]);

  const pick = (key: RangeKey) => {
    if (key === 'custom') {
      setEditingCustom(true);
      return;
    }
    setEditingCustom(false);
    list.setRange(presetRange(key, clock()));
  };

  const customInitial = range.key === 'custom' ? { from: range.from, to: range.to } : { from: presetRange('7days', clock()).from, to: presetRange('today', clock()).to };

  return (
    <main className={`screen record-screen${props.className ? ` ${props.className}` : ''}`} data-screen={props.screen} aria-busy={firstLoad ? 'true' : undefined}>
      {props.before}
      <nav className="chip-bar record-ranges" aria-label={t('record_list.ranges')}>
        <ul className="chip-bar__list">
          {RANGE_KEYS.map((key) => (
            <li key={key}>
              <button
                type="button"
                className={`chip-tab${range.key === key ? ' chip-tab--active' : ''}`}
                data-testid={`record-range-${key}`}
                aria-pressed={range.key === key}
                onClick={() => pick(key)}
              >
                {t(`record_list.range_${key}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <p className="record-range-label muted" data-testid="record-range-label">
        <bdi dir="ltr">{range.from === range.to ? range.from : `${range.from} – ${range.to}`}</bdi>
      </p>
      {editingCustom && (
        <CustomRangeForm
          initial={customInitial}
          now={clock()}
          onCancel={() => setEditingCustom(false)}
          onApply={(wanted) => {
            setEditingCustom(false);
            list.setRange(customRange(wanted));
          }}
        />
      )}
      {props.filters && <div className="record-filters">{props.filters(list)}</div>}
      <div className="record-list" ref={listRef} aria-busy={state.status === 'loading' ? 'true' : undefined}>
        {firstLoad ? (
          <ul className="record-list__rows record-list__rows--skeleton" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="record-row record-row--placeholder" />
            ))}
          </ul>
        ) : state.status === 'error' ? (
          <ErrorState error={state.error} onRetry={list.retry} testIdPrefix="record" />
        ) : shown && shown.rows.length === 0 ? (
          <EmptyState>{props.emptyText ?? t('record_list.empty')}</EmptyState>
        ) : shown ? (
          <ul className="record-list__rows" aria-label={props.label}>
            {shown.rows.map((row) => {
              const key = props.rowKey(row);
              return (
                <li key={key} className="record-row" data-testid="record-row" data-record-id={key}>
                  {props.renderRow(row)}
                </li>
              );
            })}
          </ul>
        ) : null}
        {shown && shown.rows.length > 0 && pages > 1 && (
          <nav className="record-pager" aria-label={t('record_list.pages')}>
            <button type="button" className="button record-pager__step" data-testid="record-page-prev" disabled={page <= 1 || state.status === 'loading'} onClick={() => list.setPage(page - 1)}>
              {t('record_list.previous')}
            </button>
            <span className="record-pager__where" data-testid="record-page" aria-live="polite">
              {t('record_list.page_of', { page, pages })}
            </span>
            <button type="button" className="button record-pager__step" data-testid="record-page-next" disabled={page >= pages || state.status === 'loading'} onClick={() => list.setPage(page + 1)}>
              {t('record_list.next')}
            </button>
          </nav>
        )}
      </div>
      {!firstLoad && props.after}
      {shown?.footer && props.renderFooter && state.status !== 'error' && shown.rows.length > 0 && (
        <footer className="record-footer" data-testid="record-footer" aria-label={t('record_list.totals')}>
          {props.renderFooter(shown.footer)}
        </footer>
      )}
    </main>
  );
}

export interface RecordFigure {
  /** Stable key; tests find a figure by `data-figure`. */
  key: string;
  label: string;
  value: ReactNode;
  /** A signed amount's direction: shown with its sign; debits also in the error colour as a second cue. */
  tone?: 'plus' | 'minus';
}

/** Label/value pairs of a row or of the footer, laid out the same in every record list. */
export function RecordFigures({ items, className }: { items: readonly RecordFigure[]; className?: string }) {
  return (
    <dl className={`record-figures${className ? ` ${className}` : ''}`}>
      {items.map((item) => (
        <div key={item.key} className="record-figures__item" data-figure={item.key}>
          <dt>{item.label}</dt>
          <dd data-tone={item.tone}>{typeof item.value === 'string' ? <bdi dir="ltr">{item.value}</bdi> : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
