// /m/securityCenter (spec section 2): the security items with their state — login
// password (the change-password screen), funds password set or not, bank cards (count of the limit,
// only when bank withdrawals are open), bound e-mail (masked), payee name, and the mobile number.
// A bound e-mail and a bound payee name are read-only.
import { Link } from 'react-router-dom';
import type { SecurityOverview } from '../../api/contract.generated';
import { loadOverview } from './security-api';
import { SecurityLoadScreen } from './security-form';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';
import { PATHS } from '../../domain/paths';

interface Item {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly set: boolean;
  /** Absent: the row only shows its state. */
  readonly to?: string;
}

export function SecurityCenterScreen() {
  return (
    <SecurityLoadScreen page="overview" loader={loadOverview}>
      {(overview) => <SecurityItems overview={overview} />}
    </SecurityLoadScreen>
  );
}

function SecurityItems({ overview }: { overview: SecurityOverview }) {
  const { t } = useSecurityTranslation();
  const items: Item[] = [
    { key: 'login-password', label: t('item_login_password'), value: t('state_change'), set: true, to: PATHS['change-password'] },
    { key: 'fund-password', label: t('item_fund_password'), value: overview.fundPasswordSet ? t('state_set') : t('state_not_set'), set: overview.fundPasswordSet, to: PATHS['security-funds-password'] },
  ];
  if (overview.bankCardsEnabled) {
    items.push({
      key: 'bank-cards',
      label: t('item_bank_cards'),
      value: t('state_cards', { count: overview.bankCardCount, max: overview.maxCardCount }),
      set: overview.bankCardCount > 0,
      to: PATHS['security-bank-cards'],
    });
  }
  items.push(
    overview.email === null
      ? { key: 'email', label: t('item_email'), value: t('state_not_bound'), set: false, to: PATHS['security-email'] }
      : { key: 'email', label: t('item_email'), value: overview.email, set: true },
    overview.payeeName === null
      ? { key: 'payee', label: t('item_payee'), value: t('state_not_set'), set: false, to: PATHS['security-payee'] }
      : { key: 'payee', label: t('item_payee'), value: overview.payeeName, set: true },
    { key: 'mobile', label: t('item_mobile'), value: overview.mobile ?? t('state_not_bound'), set: overview.mobile !== null },
  );
  return (
    <ul className="security-list" data-testid="security-items">
      {items.map((item) => {
        const content = (
          <>
            <span className="security-row__label">{item.label}</span>
            <span className={`security-row__value${item.set ? '' : ' security-row__value--unset'}`}>{item.value}</span>
            {item.to && (
              <span className="security-row__chevron" aria-hidden="true">
                ›
              </span>
            )}
          </>
        );
        return (
          <li key={item.key} data-testid={`security-item-${item.key}`} data-state={item.set ? 'set' : 'unset'}>
            {item.to ? (
              <Link className="security-row" to={item.to}>
                {content}
              </Link>
            ) : (
              <div className="security-row security-row--static">{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
