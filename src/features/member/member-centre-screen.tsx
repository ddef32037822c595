// Member centre (/m/mine, /m/member/home), spec section 2 and upstream facts §1, in both templates
// (mem_cen '1' or '3' → new, else base). Header (home, title, settings), the user block (account,
// VIP label, joined day N, tap → account details) or a guest block, the quick row (level interests,
// download), the four fixed entries, the agent block and the menu built by member-menu.ts from the
// merchant's MEMCEN tree, flags, member info, promotions and service links.
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { MemberInfoReply as MemberInfo } from '../../api/reader-types';
import { flag } from '../../config/flags';
import { requestDownloadPopup } from '../../state/download-popup-request';
import { callLazily } from '../../state/endpoint-call';
import { hasHelpTopics } from '../../state/help-topics';
import { loadMemberInfo, signOutWithFeedback, useSession } from '../../state/session-store';
import { usePlayerAvatar } from './use-player-avatar';
import { useMemberCentreTemplate } from '../../state/startup-store';
import { showAlert, showConfirm } from '../../state/ui-store';
import { loadUnreadMessages, useUnread } from '../../state/unread-store';
import { useWhiteLabelTree } from '../../state/white-label-tree';
import { useDownloads, useServiceLinks } from '../../state/platform-settings';
import { AddUserIcon, BackIcon, CoinIcon, GiftIcon, MailIcon, MoreIcon, ServiceIcon, UserIcon, WarningIcon } from '../../ui/icons';
import { useBackAction } from '../../ui/route-handle';
import { ErrorState } from '../../ui/error-state';
import { useAsyncEffect } from '../../ui/use-async-effect';
import { useLoad, type Load } from '../../ui/use-load';
import { WalletBalance } from '../../ui/wallet-balance';
import {
  buildMemberMenu,
  decideTap,
  joinedDays,
  layoutFor,
  showsAgentBlock,
  showsVip,
  type MemberMenuEntry,
  type MenuTreeNode,
  type PromotionAvailability,
} from './member-menu';
import { useMemberTranslation } from './use-member-translation';
import './member.css';
import { PATHS } from '../../domain/paths';

/** The four fixed entries (spec section 2), always shown. */
const FIXED: readonly { key: string; to: string; labelKey: string }[] = [
  { key: 'deposit', to: PATHS.deposit, labelKey: 'fixed.deposit' },
  { key: 'bet-record', to: PATHS['game-record'], labelKey: 'fixed.bet_record' },
  { key: 'account-record', to: PATHS['transaction-record'], labelKey: 'fixed.account_record' },
  { key: 'security', to: PATHS['security-center'], labelKey: 'fixed.security' },
];

function SettingsGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}

function iconFor(modId: string): ReactNode {
  switch (modId) {
    case 'MAILCEN':
      return <MailIcon />;
    case 'REWCEN3':
    case 'PTSYS3':
    case 'MISSIONLB3':
      return <GiftIcon />;
    case 'OPENHOURSSERVE':
    case 'HELPCENTER':
    case 'FEEDBACK3':
      return <ServiceIcon />;
    case 'MYACC':
    case 'SECPRIV':
      return <UserIcon />;
    case 'REFERRAL':
      return <AddUserIcon />;
    case 'LOGOUT':
      return <WarningIcon />;
    case 'DEPRECM3':
    case 'WITHREC3':
    case 'TRANSREC3':
    case 'TRANSBETREPMEM3':
    case 'PERSPNL3':
    case 'PLYRBT':
    case 'MANPLAYREB3':
    case 'AGETRANSFERUP3':
    case 'BINDCARD3':
    case 'BINDVC3':
      return <CoinIcon />;
    default:
      return <MoreIcon />;
  }
}

function useMenuTree(): MenuTreeNode | null {
  return useWhiteLabelTree();
}

export function MemberCentreScreen() {
  const { t, ready } = useMemberTranslation();
  const navigate = useNavigate();
  const { session, memberInfo } = useSession();
  const { avatar } = usePlayerAvatar(session?.token);
  const template = useMemberCentreTemplate();
  const { messages: unreadMessages } = useUnread();
  const tree = useMenuTree();
  const back = useBackAction();
  const [promotions, setPromotions] = useState<Record<string, PromotionAvailability> | null>(null);
  const token = session?.token;

  // The member's details (kept in the session store) are the block's own load; the unread count
  // and the promotions the menu shows come alongside, on each load and retry.
  const { load: infoState, reload: reloadInfo } = useLoad(() => loadMemberInfo(), { deps: [token], enabled: token !== undefined });
  const [round, setRound] = useState(0);
  useAsyncEffect(
    (run) => {
      if (!token) return;
      if (flag('MAILCEN')) loadUnreadMessages().catch(() => undefined);
      run.settle(
        callLazily('memberAvailablePromotions', {}),
        (reply) => setPromotions(reply.content),
        () => setPromotions(null),
      );
    },
    [token, round],
  );
  const retry = useCallback(() => {
    reloadInfo();
    setRound((n) => n + 1);
  }, [reloadInfo]);

  // The help centre entry shows only when the merchant has topics (a cached list).
  const [helpAvailable, setHelpAvailable] = useState(false);
  useAsyncEffect((run) => run.settle(hasHelpTopics(), setHelpAvailable), []);

  const member = session ? { type: memberInfo?.type ?? session.type, toUpline: memberInfo?.toUpline ?? null } : null;
  // Service and download links resolve as the boot settings do: the platform's, else the file's.
  const serviceLinks = useServiceLinks().length;
  const downloadAvailable = useDownloads().items.length > 0;
  const entries = buildMemberMenu({
    tree,
    flag,
    member,
    promotions,
    unreadMessages,
    serviceLinks,
    downloadAvailable,
    helpAvailable,
  });
  const layout = layoutFor(template, entries);

  const busy = !ready || (session !== null && infoState.status === 'loading' && memberInfo === null);
  if (!ready) return <main className="screen member-centre" data-screen="member-center" aria-busy="true" />;

  const go = (to: string) => void navigate(session ? to : PATHS.login);
  const tap = (entry: Pick<MemberMenuEntry, 'virtualAuth' | 'action'>) => {
    const decision = decideTap(entry, member);
    if (decision.kind === 'login') return void navigate(PATHS.login);
    if (decision.kind === 'no-permissions') return void showAlert('member:centre.no_permissions');
    const action = decision.action;
    if (action.kind === 'route') return void navigate(action.to);
    if (action.kind === 'download') return requestDownloadPopup();
    void showConfirm('member:centre.logout_confirm').then((yes) => {
      if (yes) void signOutWithFeedback().then(() => navigate(PATHS.home, { replace: true }));
    });
  };

  const badge = (entry: MemberMenuEntry) =>
    entry.badge > 0 ? (
      <span className="badge member-badge" data-testid={`member-badge-${entry.modId}`}>
        <span aria-hidden="true">{entry.badge > 99 ? '99+' : entry.badge}</span>
        <span className="visually-hidden">{t('member:centre.badge', { count: entry.badge })}</span>
      </span>
    ) : null;

  const entryButton = (entry: MemberMenuEntry, variant: 'grid' | 'row' | 'tile' | 'header' | 'shortcut') => (
    <button
      key={entry.modId}
      type="button"
      className={`member-entry member-entry--${variant}`}
      data-testid={`member-menu-${entry.modId}`}
      data-virtual-auth={entry.virtualAuth ? 'true' : undefined}
      data-href={entry.action.kind === 'route' ? entry.action.to : undefined}
      aria-label={variant === 'header' ? t(`member:${entry.labelKey}`) : undefined}
      onClick={() => tap(entry)}
    >
      <span className="member-entry__icon" aria-hidden="true">
        {iconFor(entry.modId)}
      </span>
      {variant !== 'header' && <span className="member-entry__label">{t(`member:${entry.labelKey}`)}</span>}
      {badge(entry)}
      {variant === 'row' && (
        <span className="member-entry__chevron icon--directional" aria-hidden="true">
          ›
        </span>
      )}
    </button>
  );

  const isNew = template === 'new';
  return (
    <main className={`screen member-centre member-centre--${template}`} data-screen="member-center" data-template={template} aria-busy={busy ? true : undefined}>
      <header className="member-centre__header" data-testid="member-header">
        <button type="button" className="icon-button member-centre__home" data-testid="header-back" aria-label={t('member:centre.home')} onClick={back}>
          <BackIcon />
        </button>
        <h1 className="member-centre__title" data-testid="header-title">
          {t('common:route.member_center')}
        </h1>
        <div className="member-centre__header-end">
          {session && layout.header.map((entry) => entryButton(entry, 'header'))}
          <button type="button" className="icon-button" data-testid="member-settings" aria-label={t('member:centre.settings')} onClick={() => go(PATHS.settings)}>
            <SettingsGlyph />
          </button>
        </div>
      </header>

      {session ? (
        <UserBlock info={memberInfo} avatarUrl={avatar?.url ?? null} fallbackName={session.userName} infoState={infoState} onRetry={retry} shortcuts={layout.shortcuts.map((e) => entryButton(e, 'shortcut'))} />
      ) : (
        <section className="member-card member-guest" data-testid="member-guest-block">
          <h2 className="member-guest__title">{t('member:centre.guest_title')}</h2>
          <p className="muted">{t('member:centre.guest_body')}</p>
          <Link className="button button--primary" to={PATHS.login} data-testid="member-login">
            {t('member:centre.guest_title')}
          </Link>
        </section>
      )}

      <nav className="member-quick" aria-label={t('member:centre.quick_benefits')}>
        <button type="button" className="member-quick__item" data-testid="member-quick-benefits" onClick={() => go(PATHS['level-benefits'])}>
          <GiftIcon />
          <span>{t('member:centre.quick_benefits')}</span>
        </button>
        {downloadAvailable && (
          <button type="button" className="member-quick__item" data-testid="member-quick-download" onClick={() => (session ? requestDownloadPopup() : go(PATHS.login))}>
            <MoreIcon />
            <span>{t('member:centre.quick_download')}</span>
          </button>
        )}
      </nav>

      <ul className="member-fixed">
        {FIXED.map((entry) => (
          <li key={entry.key}>
            <button type="button" className="member-entry member-entry--grid" data-testid={`member-menu-${entry.key}`} data-href={entry.to} onClick={() => go(entry.to)}>
              <span className="member-entry__icon" aria-hidden="true">
                <CoinIcon />
              </span>
              <span className="member-entry__label">{t(`member:${entry.labelKey}`)}</span>
            </button>
          </li>
        ))}
      </ul>

      {isNew && layout.tiles.length > 0 && (
        <section className="member-tiles" aria-label={t('member:centre.features')}>
          {layout.tiles.map((entry) => entryButton(entry, 'tile'))}
        </section>
      )}

      {member && showsAgentBlock(member.type, flag('HIAGECEN3')) && (
        <section className="member-card member-agent" data-testid="member-agent-block">
          <div>
            <h2 className="member-agent__title">{t('member:centre.agent_title')}</h2>
            <p className="muted">{t('member:centre.agent_body')}</p>
          </div>
          <Link className="button button--primary button--small" to={PATHS['agent-home']} data-testid="member-agent-open">
            {t('member:centre.agent_go')}
          </Link>
        </section>
      )}

      <section className={isNew ? 'member-list' : 'member-grid'} aria-label={t('member:centre.more')} data-testid="member-menu">
        {(session ? layout.list : [...layout.header, ...layout.list]).map((entry) => entryButton(entry, isNew ? 'row' : 'grid'))}
      </section>
    </main>
  );
}

function UserBlock({
  info,
  avatarUrl,
  fallbackName,
  infoState,
  onRetry,
  shortcuts,
}: {
  info: MemberInfo | null;
  avatarUrl: string | null;
  fallbackName: string;
  infoState: Load<void>;
  onRetry: () => void;
  shortcuts: ReactNode[];
}) {
  const { t } = useMemberTranslation();
  const navigate = useNavigate();
  const vip = showsVip(info?.clubLabel, flag('MEMCLUB3'));
  const days = info?.regDate != null ? joinedDays(info.regDate, Date.now()) : null;
  return (
    <section className="member-card member-user" data-testid="member-user-block">
      <button type="button" className="member-user__main" onClick={() => void navigate(PATHS['my-account'])} aria-label={t('member:centre.open_account')}>
        {avatarUrl ? <img className="member-user__avatar" src={avatarUrl} alt="" width={56} height={56} data-testid="member-avatar" /> : <span className="member-user__avatar member-user__avatar--empty" />}
        <span className="member-user__who">
          <span className="member-user__account" data-testid="member-account">
            {info?.account ?? fallbackName}
          </span>
          {info?.nickname && <span className="member-user__nickname muted">{info.nickname}</span>}
          {days !== null && (
            <span className="member-user__days muted" data-testid="member-joined-days" data-days={days}>
              {t('member:centre.joined_days', { count: days })}
            </span>
          )}
        </span>
      </button>
      {vip && info?.clubLabel && (
        <Link
          className="member-vip"
          to={PATHS['level-benefits']}
          data-testid="member-vip"
          data-label-type={info.clubLabel.type}
          style={{ backgroundImage: `linear-gradient(90deg, ${info.clubLabel.color}, ${info.clubLabel.color2})` }}
          aria-label={t('member:centre.vip_label', { label: info.clubLabel.labelName })}
        >
          {info.clubLabel.labelName}
        </Link>
      )}
      {infoState.status === 'error' && !info && (
        <ErrorState message={t('member:centre.load_failed')} error={infoState.error} onRetry={onRetry} testIdPrefix="member" compact />
      )}
      <WalletBalance label={t('member:centre.balance')} refreshTestId="member-refresh-balance" />
      {shortcuts.length > 0 && <div className="member-user__shortcuts">{shortcuts}</div>}
    </section>
  );
}
