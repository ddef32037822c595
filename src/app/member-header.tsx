// The member's part of the home header, loaded only for members: display name (nickname, else
// account), total balance (#,##0.00 with the currency symbol), deposit and withdraw buttons, and
// the popover menu (deposit, withdraw, refresh balance — which hides the figure until the wallet
// reloads —, hide/show balance, sign out).
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { readMerchantConfig } from '../config/merchant-config';
import { displayName, signOutWithFeedback, useSession } from '../state/session-store';
import { refreshBalance, reloadWalletQuietly, toggleBalanceHidden, useWallet } from '../state/wallet-store';
import { formatMoney } from '../ui/format-money';
import { MoreIcon } from '../ui/icons';
import { useDismissablePopover } from '../ui/use-dismissable-popover';
import { resolveCurrencySymbol } from '../ui/currency';
import { PATHS } from '../domain/paths';

function Balance() {
  const { t } = useTranslation();
  const { wallet, hidden } = useWallet();
  const config = readMerchantConfig();
  let text: string;
  if (hidden) text = '******';
  else if (!wallet) text = '…';
  else text = formatMoney(wallet.sumBalance, resolveCurrencySymbol(wallet.currencySymbol, config.currencySymbol));
  // The name is hidden text, not aria-label: a plain span has no role that aria-label could name.
  return (
    <>
      <span className="visually-hidden">{t('header.balance')}</span>
      <span className="account-bar__balance" data-testid="header-balance" data-state={hidden ? 'hidden' : wallet ? 'shown' : 'loading'}>
        <bdi dir="ltr">{text}</bdi>
      </span>
    </>
  );
}

export function MemberAccountBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  // Back on home after a deposit, a withdrawal or a game: the figure catches up.
  useEffect(reloadWalletQuietly, []);
  return (
    <div className="account-bar">
      <div className="account-bar__who">
        <span className="account-bar__name" data-testid="header-name">
          {displayName(session)}
        </span>
        <Balance />
      </div>
      <div className="account-bar__actions">
        <button type="button" className="button button--primary button--small" data-testid="header-deposit" data-href={PATHS.deposit} onClick={() => void navigate(PATHS.deposit)}>
          {t('header.deposit')}
        </button>
        <button type="button" className="button button--small" data-testid="header-withdraw" data-href={PATHS.withdraw} onClick={() => void navigate(PATHS.withdraw)}>
          {t('header.withdraw')}
        </button>
      </div>
    </div>
  );
}

export function HeaderMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hidden } = useWallet();
  const { open, setOpen, rootRef } = useDismissablePopover();
  const menuId = useId();

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  const items = [
    { id: 'deposit', label: t('menu.deposit'), run: () => void navigate(PATHS.deposit) },
    { id: 'withdraw', label: t('menu.withdraw'), run: () => void navigate(PATHS.withdraw) },
    // A failure here is already reported: a dead session by the expiry handler, a dead network by the banner.
    { id: 'refresh-balance', label: t('menu.refresh_balance'), run: () => void refreshBalance().catch(() => {}) },
    { id: 'toggle-balance', label: hidden ? t('menu.show_balance') : t('menu.hide_balance'), run: toggleBalanceHidden },
    {
      id: 'sign-out',
      label: t('menu.sign_out'),
      run: () => void signOutWithFeedback().then(() => navigate(PATHS.home, { replace: true })),
    },
  ];

  return (
    <div className="header-menu" ref={rootRef}>
      <button
        type="button"
        className="icon-button"
        data-testid="header-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('header.menu')}
        onClick={() => setOpen((v) => !v)}
      >
        <MoreIcon />
      </button>
      {open && (
        <ul className="popover__panel header-menu__popover" role="menu" id={menuId} aria-label={t('header.menu')}>
          {items.map((item) => (
            <li key={item.id} role="presentation">
              <button type="button" role="menuitem" className="popover__item header-menu__item" data-testid={`menu-${item.id}`} onClick={choose(item.run)}>
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
