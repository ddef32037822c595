// The state of one record list: the range and page from the URL, the page of rows the screen's
// loader returns, the footer of totals over the whole filtered range, and loading/error. A newer
// request always wins (changing range or page while a reply is on its way drops the old reply).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { recall, remember } from '../../state/screen-memory';
import { RECORD_PAGE_SIZE } from '../../config/constants';
import { pageFromParams, rangeFromParams, totalPages, withRange, type RecordRange } from './record-range';

export interface RecordQuery {
  /** 00:00:00.000 of the range's first day, ms. */
  startDate: number;
  /** 23:59:59.999 of its last day, ms. */
  endDate: number;
  /** 1-based. */
  page: number;
  size: number;
}

export interface RecordPage<Row, Footer> {
  rows: readonly Row[];
  /** Rows in the whole filtered range (all pages). */
  totalElements: number;
  /** Totals over the whole filtered range, or null when the endpoint gives none. */
  footer: Footer | null;
}

export type RecordLoader<Row, Footer> = (query: RecordQuery) => Promise<RecordPage<Row, Footer>>;

export type RecordListState<Row, Footer> =
  | { status: 'loading'; previous: RecordPage<Row, Footer> | null }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: RecordPage<Row, Footer> };

export interface RecordList<Row, Footer> {
  range: RecordRange;
  page: number;
  pages: number;
  state: RecordListState<Row, Footer>;
  setRange: (range: RecordRange) => void;
  setPage: (page: number) => void;
  /** Sets (or clears, with null) one of the screen's own filter parameters and goes back to page 1. */
  setFilter: (name: string, value: string | null) => void;
  /** The screen's own filter parameter from the URL. */
  filter: (name: string) => string | null;
  retry: () => void;
}

const RANGE_PARAMS = new Set(['range', 'from', 'to', 'page']);

/**
 * Filters kept in the URL (`setFilter`) reload the list by themselves; `filterKey` names the screen's own filters (state, vendor, type ...): when it changes the list
 * reloads. `reloadKey` reloads the same page (after an action such as 'accelerate').
 */
export function useRecordList<Row, Footer>(load: RecordLoader<Row, Footer>, filterKey: string, reloadKey = 0, now: () => number = Date.now): RecordList<Row, Footer> {
  const [params, setParams] = useSearchParams();
  const rangeParams = `${params.get('range') ?? ''}|${params.get('from') ?? ''}|${params.get('to') ?? ''}`;
  // The range is worked out once per URL change, not per render, so 'today' stays the day it was chosen.
  const range = useMemo(() => rangeFromParams(new URLSearchParams(params), now()), [rangeParams]); // eslint-disable-line react-hooks/exhaustive-deps
  const page = pageFromParams(params);
  // The screen's own URL filters (every parameter but the range and page): a change reloads.
  const ownParams = [...params.entries()].filter(([name]) => !RANGE_PARAMS.has(name)).map(([name, value]) => `${name}=${value}`).sort().join('&');
  // A list opened again in the session shows its last page of the same query at once while it
  // reloads (state/screen-memory.ts).
  const { pathname } = useLocation();
  const query = `${range.startDate}|${range.endDate}|${page}|${ownParams}|${filterKey}`;
  const memoryKey = `record-list:${pathname}|${query}`;
  const [state, setState] = useState<RecordListState<Row, Footer>>(() => ({ status: 'loading', previous: recall<RecordPage<Row, Footer>>(memoryKey) ?? null }));
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The last page shown and the query it answered: kept on screen only while the same query
  // reloads (a retry, an action on a row), never under another page, range or filter's label.
  const lastData = useRef<{ query: string; data: RecordPage<Row, Footer> } | null>(null);

  useEffect(() => {
    const mine = ++generation.current;
    setState({ status: 'loading', previous: lastData.current?.query === query ? lastData.current.data : (recall<RecordPage<Row, Footer>>(memoryKey) ?? null) });
    loadRef.current({ startDate: range.startDate, endDate: range.endDate, page, size: RECORD_PAGE_SIZE }).then(
      (data) => {
        if (mine !== generation.current) return;
        lastData.current = { query, data };
        remember(memoryKey, data);
        setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (mine === generation.current) setState({ status: 'error', error });
      },
    );
    // The query and its memory key follow from the dependencies below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [range, page, ownParams, filterKey, reloadKey, attempt, pathname]);

  const setRange = useCallback((next: RecordRange) => setParams((current) => withRange(current, next, 1), { replace: true }), [setParams]);
  const setPage = useCallback((next: number) => setParams((current) => withRange(current, rangeFromParams(current, now()), next), { replace: true }), [setParams, now]);
  const setFilter = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const filter = useCallback((name: string) => params.get(name), [params]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const known = state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : null;
  const pages = known ? totalPages(known.totalElements, RECORD_PAGE_SIZE) : 1;
  return { range, page, pages, state, setRange, setPage, setFilter, filter, retry };
}
