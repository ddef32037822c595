// Pieces both redrain screens share: their translation, the brand's money format, the first-data
// states (loading, error with retry, empty) and the screen root with its data-screen and aria-busy.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyForError } from '../../api/error-messages';
import type { Namespace } from '../../i18n/i18n';
import { formatMoney } from '../../ui/format-money';
import './redrain.css';
import { useCurrencySymbol } from '../../ui/currency';

const REDRAIN_NAMESPACES: readonly Namespace[] = ['redrain', 'common', 'errors'];

export function useRedRainTranslation() {
  const { t, ready } = useTranslation(REDRAIN_NAMESPACES);
  return { t, ready };
}

/** Amounts as #,##0.00 with the brand's symbol (the wallet's when it has loaded); cents in. */
export function useMoneyCents(): (cents: number) => string {
  const symbol = useCurrencySymbol();
  return (cents) => formatMoney(cents / 100, symbol);
}

export function RedRainScreenRoot({ screen, busy, children }: { screen: 'red-rain' | 'link-manage'; busy: boolean; children?: ReactNode }) {
  return (
    <main className="screen redrain-screen" data-screen={screen} aria-busy={busy ? 'true' : undefined}>
      {children}
    </main>
  );
}

export function LoadingState() {
  const { t } = useRedRainTranslation();
  return (
    <p className="screen-state muted" role="status">
      {t('loading')}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="screen-state muted" data-testid="empty-state">
      {children}
    </p>
  );
}

/** A failed load: what failed, the catalogued cause when there is one, and a retry. */
export function ErrorState({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  const { t } = useRedRainTranslation();
  const cause = messageKeyForError(error);
  const known = cause.key !== 'errors:unknown_error' && cause.key !== 'errors:server_message';
  return (
    <div className="screen-state" role="alert" data-testid="redrain-error">
      <p>{message}</p>
      {known && <p className="muted">{cause.values ? t(cause.key, { ...cause.values }) : t(cause.key)}</p>}
      <button type="button" className="button button--primary" data-testid="redrain-retry" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
