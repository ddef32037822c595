// The total balance with its refresh button (spec section 4, balance display): refresh hides the
// figure until the wallet has reloaded, then shows the new one.
import { DEFAULT_CURRENCY_SYMBOL } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';
import { refreshBalance, useWallet } from '../../state/wallet-store';
import { toast } from '../../state/ui-store';
import { formatMoney } from '../../ui/format-money';
import { useMemberTranslation } from './use-member-translation';

function RefreshGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 12a8 8 0 1 1-2.34-5.66" />
      <path d="M20 4v5h-5" />
    </svg>
  );
}

export function MemberBalance({ label, refreshTestId }: { label: string; refreshTestId: string }) {
  const { t } = useMemberTranslation();
  const { wallet, loading, hidden } = useWallet();
  const symbol = wallet?.currencySymbol || readMerchantConfig().currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const state = hidden ? 'hidden' : wallet ? 'shown' : 'loading';
  const text = hidden ? '******' : wallet ? formatMoney(wallet.sumBalance, symbol) : '…';
  const refresh = () => {
    refreshBalance().catch((error: unknown) => void toast.apiError(error));
  };
  return (
    <div className="member-balance">
      <span className="member-balance__label">{label}</span>
      <span className="member-balance__figure" data-testid="wallet-balance" data-state={state} aria-busy={state === 'loading' ? true : undefined}>
        <bdi dir="ltr">{text}</bdi>
        {state === 'loading' && <span className="visually-hidden">{t('member:account.balance_loading')}</span>}
      </span>
      <button type="button" className="icon-button member-balance__refresh" data-testid={refreshTestId} aria-label={t('member:account.refresh_balance')} disabled={loading} onClick={refresh}>
        <RefreshGlyph />
      </button>
    </div>
  );
}
