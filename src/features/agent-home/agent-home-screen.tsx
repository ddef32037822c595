// /m/agent/home (spec section 2, Agent home): greeting by the local hour, the username, the total
// balance with withdraw and deposit, the team's four counters (ODSFE2_teamKPIC over the whole
// team; a revisit in the session shows the last figures at once while they refresh) and
// the shortcut grid built by agent-shortcuts.ts from the merchant's white-label tree.
// The route table keeps guests and types 0, 4 and 40 out (→ /m/home) and the shell draws the agent
// footer; there is no header on this screen.
import { useEffect, useMemo, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import type { TeamSummary } from '../../api/contract.generated';
import { flag } from '../../config/flags';
import { callLazily } from '../../state/endpoint-call';
import { useSession } from '../../state/session-store';
import { loadUnreadMessages, useUnread } from '../../state/unread-store';
import { useWhiteLabelTree } from '../../state/white-label-tree';
import { ErrorState } from '../../ui/error-state';
import { formatCount } from '../../ui/format-money';
import { ChartIcon, CoinIcon, EnvelopeRainIcon, ListIcon, MailIcon, PercentIcon, ServiceIcon, ShieldIcon, TeamIcon, TicketIcon, UserIcon } from '../../ui/icons';
import { useRememberedLoad } from '../../ui/use-remembered-load';
import { WalletBalance } from '../../ui/wallet-balance';
import { buildAgentShortcuts, type AgentShortcut, type AgentShortcutKey } from './agent-shortcuts';
import { greetingFor } from './greeting';
import { useAgentTranslation } from './use-agent-translation';
import './agent-home.css';
import { PATHS } from '../../domain/paths';

const ICONS: Record<AgentShortcutKey, ComponentType> = {
  'team-overview': TeamIcon,
  'agent-transactions': ListIcon,
  'team-members': UserIcon,
  'red-rain': EnvelopeRainIcon,
  'team-pnl': ChartIcon,
  'team-betting': TicketIcon,
  'agent-rebate': PercentIcon,
  'team-rebate': CoinIcon,
  security: ShieldIcon,
  messages: MailIcon,
  service: ServiceIcon,
};

type CounterKey = 'logged-in' | 'betting' | 'registered' | 'online';
const COUNTERS: readonly (readonly [CounterKey, keyof TeamSummary['footer']])[] = [
  ['logged-in', 'teamLoginMemberCount'],
  ['betting', 'teamBetMemberCount'],
  ['registered', 'teamRegisterMemberCount'],
  ['online', 'teamOnlineCount'],
];

/** All-time counters (no range): upstream sends size 0 and reads value.footer. */
async function loadTeamSummary(): Promise<TeamSummary['footer']> {
  return (await callLazily('teamSummary', { query: { size: 0 } })).footer;
}

/** Screen memory: a revisit shows the last counters at once while they refresh. */
const COUNTERS_MEMORY = 'agent-home:counters';

export function AgentHomeScreen() {
  const { t, ready } = useAgentTranslation();
  const { session, memberInfo } = useSession();
  const { messages: unreadMessages } = useUnread();
  const { load, reload } = useRememberedLoad(COUNTERS_MEMORY, loadTeamSummary);
  const tree = useWhiteLabelTree();
  const greeting = useMemo(() => greetingFor(new Date().getHours()), []);

  useEffect(() => {
    if (flag('MAILCEN')) loadUnreadMessages().catch(() => undefined);
  }, []);

  const shortcuts = buildAgentShortcuts({ tree, flag, unreadMessages });
  const username = memberInfo?.account ?? session?.userName ?? '';
  const busy = !ready || load.status === 'loading';

  if (!ready) return <main className="screen agent-home" data-screen="agent-home" aria-busy="true" />;
  return (
    <main className="screen agent-home" data-screen="agent-home" aria-busy={busy ? 'true' : undefined}>
      <section className="agent-card agent-home__profile" aria-labelledby="agent-greeting">
        <h1 className="agent-home__greeting" id="agent-greeting" data-testid="agent-greeting" data-greeting={greeting}>
          <span>{t(`agent:greeting.${greeting}`)}</span>{' '}
          <bdi className="agent-home__username" data-testid="agent-username">
            {username}
          </bdi>
        </h1>
        <WalletBalance label={t('agent:home.balance')} refreshTestId="agent-refresh-balance" />
        <div className="agent-home__money">
          <Link className="button" to={PATHS.withdraw} data-testid="agent-withdraw">
            {t('agent:home.withdraw')}
          </Link>
          <Link className="button button--primary" to={PATHS.deposit} data-testid="agent-deposit">
            {t('agent:home.deposit')}
          </Link>
        </div>
      </section>

      <section className="agent-card agent-home__team" aria-labelledby="agent-team-title">
        <h2 className="agent-home__section-title" id="agent-team-title">
          {t('agent:home.team_title')}
        </h2>
        {load.status === 'error' ? (
          <ErrorState message={t('agent:home.counters_failed')} error={load.error} onRetry={reload} testIdPrefix="agent-counters" className="agent-home__error" />
        ) : (
          <dl className="agent-counters">
            {COUNTERS.map(([key, field]) => (
              <div
                key={key}
                className="agent-counter"
                data-testid={`agent-counter-${key}`}
                data-state={load.status}
                data-refreshing={load.status === 'ready' && load.refreshing ? 'true' : undefined}
                data-value={load.status === 'ready' ? load.data[field] : undefined}
              >
                <dt className="agent-counter__label">{t(`agent:counter.${key}`)}</dt>
                <dd className="agent-counter__value">
                  {load.status === 'ready' ? (
                    formatCount(load.data[field])
                  ) : (
                    <>
                      <span aria-hidden="true">…</span>
                      <span className="visually-hidden">{t('agent:home.counters_loading')}</span>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <nav className="agent-card agent-home__shortcuts" aria-labelledby="agent-shortcuts-title">
        <h2 className="agent-home__section-title" id="agent-shortcuts-title">
          {t('agent:home.shortcuts_title')}
        </h2>
        <ul className="agent-shortcuts" data-testid="agent-shortcuts">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.key}>
              <ShortcutLink shortcut={shortcut} />
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

function ShortcutLink({ shortcut }: { shortcut: AgentShortcut }) {
  const { t } = useAgentTranslation();
  const Icon = ICONS[shortcut.key];
  return (
    <Link className="agent-shortcut" to={shortcut.to} data-testid={`agent-shortcut-${shortcut.key}`} data-mod-id={shortcut.modId ?? undefined}>
      <span className="agent-shortcut__icon" aria-hidden="true">
        <Icon />
        {shortcut.badge > 0 && (
          <span className="badge" data-testid={`agent-shortcut-badge-${shortcut.key}`}>
            {shortcut.badge > 99 ? '99+' : shortcut.badge}
          </span>
        )}
      </span>
      <span className="agent-shortcut__label">{t(`agent:shortcut.${shortcut.key}`)}</span>
      {shortcut.badge > 0 && <span className="visually-hidden">{t('agent:home.unread', { count: shortcut.badge })}</span>}
    </Link>
  );
}

