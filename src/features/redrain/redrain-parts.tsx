// Pieces of the red-rain screen: its translation, the brand's money format, the first-data
// states (loading, error with retry, empty) and the screen root with its data-screen and aria-busy.
import type { ReactNode } from 'react';
import { EmptyState, LoadingState } from '../../ui/screen-state';
import { ErrorState as SharedErrorState } from '../../ui/error-state';
import { useTranslation } from 'react-i18next';
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

export function RedRainScreenRoot({ screen, busy, children }: { screen: 'red-rain'; busy: boolean; children?: ReactNode }) {
  return (
    <main className="screen redrain-screen" data-screen={screen} aria-busy={busy ? 'true' : undefined}>
      {children}
    </main>
  );
}

/** The shared first-data states (ui/screen-state.tsx), with this area's test ids. */
export { EmptyState, LoadingState };
export function ErrorState(props: { message: string; error: unknown; onRetry: () => void }) {
  return <SharedErrorState {...props} testIdPrefix="redrain" />;
}
