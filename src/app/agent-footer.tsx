// The agent footer on agent home: agent home, open account, dividends (only when enabled) and
// agent announcements with their unread badge. Loaded only where it shows.
import { useTranslation } from 'react-i18next';
import { flag } from '../config/flags';
import { useUnread } from '../state/unread-store';
import { AddUserIcon, BellIcon, CoinIcon, HomeIcon } from '../ui/icons';
import { FooterLink, type FooterItem } from './app-footer';
import { PATHS, pathWith } from '../domain/paths';

const AGENT_ITEMS: readonly FooterItem[] = [
  { key: 'home', to: PATHS['agent-home'], labelKey: 'agent_footer.home', routes: ['agent-home'], Icon: HomeIcon },
  { key: 'open-account', to: PATHS['open-account'], labelKey: 'agent_footer.open_account', routes: ['open-account'], Icon: AddUserIcon },
  { key: 'dividends', to: PATHS.dividends, labelKey: 'agent_footer.dividends', routes: ['dividends'], Icon: CoinIcon },
  { key: 'notices', to: pathWith(PATHS['agent-notice'], { types: 'A' }), labelKey: 'agent_footer.notices', routes: ['agent-notice'], Icon: BellIcon },
];

export function AgentFooter({ activeRoute }: { activeRoute: string }) {
  const { t } = useTranslation();
  const { agentNotices } = useUnread();
  const items = AGENT_ITEMS.filter((item) => item.key !== 'dividends' || flag('DIVIDEND'));
  return (
    <nav className="app-footer app-footer--agent" data-testid="agent-footer" aria-label={t('agent_footer.label')}>
      {items.map((item) => (
        <FooterLink
          key={item.key}
          item={item}
          prefix="agent-footer"
          active={item.routes.includes(activeRoute)}
          badge={item.key === 'notices' ? agentNotices : undefined}
        />
      ))}
    </nav>
  );
}
