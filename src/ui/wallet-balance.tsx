// A screen's total balance with its refresh button (spec section 4, balance display), shared by the
// member centre, account, deposit and withdraw screens: every figure comes from the one wallet store
// (state/wallet-store.ts), so a movement refreshed anywhere shows everywhere. Refresh hides the figure
// until the wallet has reloaded, then shows the new one.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance, reloadWalletQuietly, useWallet } from '../state/wallet-store';
import { toast } from '../state/ui-store';
import { formatMoney } from './format-money';
import './wallet-balance.css';
import { useCurrencySymbol } from './currency';

function RefreshGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 12a8 8 0 1 1-2.34-5.66" />
      <path d="M20 4v5h-5" />
    </svg>
  );
}

export function WalletBalance({ label, refreshTestId }: { label: string; refreshTestId: string }) {
  const { t } = useTranslation();
  const { wallet, loading, hidden } = useWallet();
  useEffect(reloadWalletQuietly, []);
  const symbol = useCurrencySymbol();
  const state = hidden ? 'hidden' : wallet ? 'shown' : 'loading';
  const text = hidden ? '******' : wallet ? formatMoney(wallet.sumBalance, symbol) : '…';
  const refresh = () => {
    refreshBalance().catch((error: unknown) => void toast.apiError(error));
  };
  return (
    <div className="wallet-balance">
      <span className="wallet-balance__label">{label}</span>
      <span className="wallet-balance__figure" data-testid="wallet-balance" data-state={state} aria-busy={state === 'loading' ? true : undefined}>
        <bdi dir="ltr">{text}</bdi>
        {state === 'loading' && <span className="visually-hidden">{t('wallet.balance_loading')}</span>}
      </span>
      <button type="button" className="icon-button wallet-balance__refresh" data-testid={refreshTestId} aria-label={t('wallet.refresh_balance')} disabled={loading} onClick={refresh}>
        <RefreshGlyph />
      </button>
    </div>
  );
}
