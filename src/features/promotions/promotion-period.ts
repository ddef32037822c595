// A promotion's period as the list and the detail show it: "2024-01-15 – 2030-12-31", or from its
// start with no end for a long-running one.
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../config/constants';

export function formatPromotionDate(epochMs: number): string {
  return dayjs(epochMs).format(DATE_FORMAT);
}

export interface PeriodText {
  /** i18n key of the promotions namespace. */
  readonly key: 'period_range' | 'period_open';
  readonly values: { readonly start: string; readonly end?: string };
}

export function promotionPeriod(startTime: number, endTime: number | null): PeriodText {
  const start = formatPromotionDate(startTime);
  return endTime === null ? { key: 'period_open', values: { start } } : { key: 'period_range', values: { start, end: formatPromotionDate(endTime) } };
}
