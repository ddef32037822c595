// Pieces the rebate settings and team rebate screens share: their translation (own namespace, then the errors table and
// the shell's words), amounts with the brand's symbol, the screen root, and the first-load states.
import type { ReactNode } from 'react';
import { LoadingState } from '../../ui/screen-state';
import { ErrorState as SharedErrorState } from '../../ui/error-state';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';
import { formatMoney } from '../../ui/format-money';
import './rebates.css';
import { currencySymbol } from '../../ui/currency';

const NAMESPACES: readonly Namespace[] = ['rebates', 'errors', 'common'];

export function useRebatesTranslation() {
  const { t, ready } = useTranslation(NAMESPACES);
  return { t, ready };
}

export function money(amount: number): string {
  return formatMoney(amount, currencySymbol());
}

export function RebatesScreen({ screen, busy, children }: { screen: string; busy: boolean; children?: ReactNode }) {
  return (
    <main className="screen rebates-screen" data-screen={screen} aria-busy={busy ? 'true' : undefined}>
      {children}
    </main>
  );
}

/** The shared first-data states (ui/screen-state.tsx), with this area's test ids. */
export { LoadingState };
export function ErrorState(props: { message: string; error: unknown; onRetry: () => void }) {
  return <SharedErrorState {...props} testIdPrefix="rebates" />;
}
