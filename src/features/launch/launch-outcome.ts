// What the launch screen shows for a failed launch (failures are explained, not
// swallowed): a short balance offers the deposit screen, a vendor in maintenance says until
// when, a trial account is told to use an actual account, anything else is worded through the
// error table with a retry.
import { ApiError } from '../../api/api-error';
import { messageKeyForError } from '../../api/error-messages';
import { formatMoney } from '../../ui/format-money';
import { inAppPath } from '../../ui/html-links';
import { APP_PATH_PREFIX, PATHS } from '../../domain/paths';

export type LaunchFailure =
  | { kind: 'insufficient'; key: string; values: Record<string, string> }
  | { kind: 'maintenance'; key: string; values: Record<string, string> }
  | { kind: 'trial'; key: string }
  | { kind: 'other'; key: string; values?: Record<string, unknown> };

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm in the device's time zone. */
export function formatUntil(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function valueOf(error: ApiError): Record<string, unknown> {
  return typeof error.value === 'object' && error.value !== null ? (error.value as Record<string, unknown>) : {};
}

export function launchFailure(error: unknown, currencySymbol: string): LaunchFailure {
  if (error instanceof ApiError) {
    const value = valueOf(error);
    if (error.code === 'balance.insufficient') {
      const required = typeof value.required === 'number' ? value.required : 0;
      return { kind: 'insufficient', key: 'errors:balance_insufficient', values: { required: formatMoney(required, currencySymbol) } };
    }
    if (error.code === 'vendor.maintenance') {
      const vendor = typeof value.vendor === 'string' ? value.vendor : '';
      const until = typeof value.until === 'number' ? formatUntil(value.until) : '';
      return { kind: 'maintenance', key: 'errors:vendor_maintenance', values: { vendor, until } };
    }
    if (error.code === 'permission.trial.denied') return { kind: 'trial', key: 'errors:trial_denied' };
  }
  const message = messageKeyForError(error);
  return { kind: 'other', key: message.key, ...(message.values ? { values: message.values } : {}) };
}

/** Where the frame's own back goes: pageBack=home → /m/home, a same-origin path as is, else null (history back). */
export function pageBackPath(pageBack: string | null, origin: string = window.location.origin): string | null {
  if (!pageBack) return null;
  if (pageBack === 'home') return PATHS.home;
  // The one same-origin check (ui/html-links), then only the app's own pages.
  const path = inAppPath(pageBack, origin);
  return path !== null && path.startsWith(APP_PATH_PREFIX) ? path : null;
}
