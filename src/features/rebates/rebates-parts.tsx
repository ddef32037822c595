// Pieces the rebates screens share: their translation (own namespace, then the errors table and
// the shell's words), amounts with the brand's symbol, the screen root, and the first-load states.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyForError } from '../../api/error-messages';
import type { Namespace } from '../../i18n/i18n';
import { formatMoney } from '../../ui/format-money';
import type { AgentProductType } from '../../api/contract.generated';
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

export function useProductLabel(): (product: AgentProductType) => string {
  const { t } = useRebatesTranslation();
  return (product) => t(`rebates:product.${product}`);
}

export function RebatesScreen({ screen, busy, children }: { screen: string; busy: boolean; children?: ReactNode }) {
  return (
    <main className="screen rebates-screen" data-screen={screen} aria-busy={busy ? 'true' : undefined}>
      {children}
    </main>
  );
}

export function LoadingState() {
  const { t } = useRebatesTranslation();
  return (
    <p className="screen-state muted" role="status">
      {t('rebates:loading')}
    </p>
  );
}

/** A failed first load: what failed, the catalogued cause, and a retry. */
export function ErrorState({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  const { t } = useRebatesTranslation();
  const cause = messageKeyForError(error);
  return (
    <div className="screen-state" role="alert" data-testid="rebates-error">
      <p>{message}</p>
      <p className="muted">{cause.values ? t(cause.key, { ...cause.values }) : t(cause.key)}</p>
      <button type="button" className="button button--primary" data-testid="rebates-retry" onClick={onRetry}>
        {t('rebates:retry')}
      </button>
    </div>
  );
}
