// The date ranges every record list filters by (upstream facts §2 Records): today, yesterday, the
// last 7 days (today included) and a custom range of whole days. A range is day-bounded in the
// device's time zone: from 00:00:00.000 of its first day to 23:59:59.999 of its last, in ms, which
// is what the record endpoints take as startDate/endDate. The choice lives in the URL (`range`,
// `from`, `to`, `page`), so back from a detail returns to the same list.
import dayjs from 'dayjs';
import { RECORD_DATE_FORMAT, RECORD_HISTORY_DAYS, RECORD_TIME_FORMAT } from '../../config/constants';

export const RANGE_KEYS = ['today', 'yesterday', '7days', 'custom'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

export interface DayRange {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day (inclusive), YYYY-MM-DD. */
  to: string;
}

export interface RecordRange extends DayRange {
  key: RangeKey;
  /** 00:00:00.000 of `from`, ms. */
  startDate: number;
  /** 23:59:59.999 of `to`, ms. */
  endDate: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function bounded(key: RangeKey, from: dayjs.Dayjs, to: dayjs.Dayjs): RecordRange {
  return {
    key,
    from: from.format(RECORD_DATE_FORMAT),
    to: to.format(RECORD_DATE_FORMAT),
    startDate: from.startOf('day').valueOf(),
    endDate: to.endOf('day').valueOf(),
  };
}

/** The preset ranges, counted from `now`. */
export function presetRange(key: Exclude<RangeKey, 'custom'>, now: number): RecordRange {
  const today = dayjs(now);
  if (key === 'today') return bounded(key, today, today);
  if (key === 'yesterday') {
    const yesterday = today.subtract(1, 'day');
    return bounded(key, yesterday, yesterday);
  }
  return bounded(key, today.subtract(6, 'day'), today);
}

export type CustomRangeProblem = 'custom_invalid' | 'custom_order' | 'custom_future' | 'custom_too_old';

/** Why a custom range cannot be used (null when it can): dates, order, not after today, not before the history window. */
export function customRangeProblem(range: DayRange, now: number): CustomRangeProblem | null {
  if (!DAY.test(range.from) || !DAY.test(range.to)) return 'custom_invalid';
  const from = dayjs(range.from);
  const to = dayjs(range.to);
  if (!from.isValid() || !to.isValid() || from.format(RECORD_DATE_FORMAT) !== range.from || to.format(RECORD_DATE_FORMAT) !== range.to) return 'custom_invalid';
  if (from.isAfter(to, 'day')) return 'custom_order';
  const today = dayjs(now);
  if (to.isAfter(today, 'day')) return 'custom_future';
  if (from.isBefore(earliestDay(now), 'day')) return 'custom_too_old';
  return null;
}

/** The first day a custom range may start on. */
export function earliestDay(now: number): string {
  return dayjs(now).subtract(RECORD_HISTORY_DAYS, 'day').format(RECORD_DATE_FORMAT);
}

export function customRange(range: DayRange): RecordRange {
  return bounded('custom', dayjs(range.from), dayjs(range.to));
}

/** The range the URL asks for; anything unknown or invalid falls back to today. */
export function rangeFromParams(params: URLSearchParams, now: number): RecordRange {
  const key = params.get('range');
  if (key === 'custom') {
    const wanted = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
    if (customRangeProblem(wanted, now) === null) return customRange(wanted);
  }
  if (key === 'yesterday' || key === '7days') return presetRange(key, now);
  return presetRange('today', now);
}

/** The 1-based page the URL asks for (1 when absent or nonsense). */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** URL parameters for a range and page, keeping every other parameter (a screen's own filters). */
export function withRange(params: URLSearchParams, range: RecordRange, page = 1): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('range', range.key);
  if (range.key === 'custom') {
    next.set('from', range.from);
    next.set('to', range.to);
  } else {
    next.delete('from');
    next.delete('to');
  }
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

export function totalPages(totalElements: number, size: number): number {
  return Math.max(1, Math.ceil(totalElements / size));
}

/** A row's time as the lists show it. */
export function formatRecordTime(ms: number): string {
  return dayjs(ms).format(RECORD_TIME_FORMAT);
}
