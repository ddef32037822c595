// The main footer: activity, live matches, home, customer service, member centre.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GiftIcon, HomeIcon, LiveIcon, ServiceIcon, UserIcon } from '../ui/icons';
import { PATHS } from '../domain/paths';

export interface FooterItem {
  readonly key: string;
  readonly to: string;
  readonly labelKey: string;
  /** The route ids that light this item up. */
  readonly routes: readonly string[];
  readonly Icon: ComponentType;
}

const MAIN_ITEMS: readonly FooterItem[] = [
  { key: 'activity', to: PATHS.activity, labelKey: 'footer.activity', routes: ['activity', 'activity-info'], Icon: GiftIcon },
  { key: 'live', to: PATHS['live-stream'], labelKey: 'footer.live', routes: ['live-stream'], Icon: LiveIcon },
  { key: 'home', to: PATHS.home, labelKey: 'footer.home', routes: ['home'], Icon: HomeIcon },
  { key: 'service', to: PATHS.service, labelKey: 'footer.service', routes: ['service'], Icon: ServiceIcon },
  { key: 'member', to: PATHS['member-center'], labelKey: 'footer.member', routes: ['member-center'], Icon: UserIcon },
];

export function FooterLink({ item, active, prefix, badge }: { item: FooterItem; active: boolean; prefix: string; badge?: number }) {
  const { t } = useTranslation();
  const { Icon } = item;
  return (
    <Link to={item.to} className={`footer-item${active ? ' footer-item--active' : ''}`} data-testid={`${prefix}-item-${item.key}`} aria-current={active ? 'page' : undefined}>
      <span className="footer-item__icon">
        <Icon />
        {badge !== undefined && badge > 0 && (
          <span className="badge" data-testid={`${prefix}-badge-${item.key}`}>
            {badge > 99 ? '99+' : badge}
          </span>
        )}
      </span>
      <span className="footer-item__label">{t(item.labelKey)}</span>
    </Link>
  );
}

export function AppFooter({ activeRoute }: { activeRoute: string }) {
  const { t } = useTranslation();
  return (
    <nav className="app-footer" data-testid="app-footer" aria-label={t('footer.label')}>
      {MAIN_ITEMS.map((item) => (
        <FooterLink key={item.key} item={item} prefix="footer" active={item.routes.includes(activeRoute)} />
      ))}
    </nav>
  );
}
