// Home's header: the brand bar, the message-centre icon, and either the guest actions (login,
// register when DIRECTREG3 is on, language picker) or the member's (member-header.tsx).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { flag } from '../config/flags';
import { readMerchantConfig } from '../config/merchant-config';
import { setLanguage, useLanguage } from '../state/language-store';
import { useSession } from '../state/session-store';
import { showConfirm } from '../state/ui-store';
import { useUnread } from '../state/unread-store';
import { MailIcon } from '../ui/icons';
import { LanguagePicker } from '../ui/language-picker';
import { PATHS } from '../domain/paths';

// The member's part of the header loads only for members (a guest's first page stays lighter);
// session-services starts fetching it as soon as a session exists.
const MemberAccountBar = lazy(() => import('./member-header').then((m) => ({ default: m.MemberAccountBar })));
const MemberMenu = lazy(() => import('./member-header').then((m) => ({ default: m.HeaderMenu })));

/** The login popup: a guest asked for something that needs a session. */
export async function askToLogIn(navigate: (to: string) => void): Promise<void> {
  if (await showConfirm('in_logged_login', { go: 'header.login' })) navigate(PATHS.login);
}

function MessagesButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  const { messages } = useUnread();
  const unread = session ? messages : 0;
  return (
    <button
      type="button"
      className="icon-button"
      data-testid="header-messages"
      aria-label={unread > 0 ? t('header.messages_unread', { count: unread }) : t('header.messages')}
      onClick={() => {
        if (session) void navigate(PATHS.messages);
        else void askToLogIn((to) => void navigate(to));
      }}
    >
      <MailIcon />
      {unread > 0 && <span className="dot" data-testid="header-messages-dot" aria-hidden="true" />}
    </button>
  );
}

export function BrandHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = readMerchantConfig();
  const session = useSession();
  const { code } = useLanguage();
  const signedIn = session.session !== null;
  return (
    <header className="brand-header" data-testid="app-header" data-variant="brand">
      <div className="brand-bar">
        {/* Low priority: a 36 px icon must not take a connection from the scripts on a slow network. */}
        <img className="brand-bar__logo" src="/icons/logo.svg" alt={t('home.logo_alt', { brand: config.name })} width={36} height={36} fetchPriority="low" />
        <span className="brand-bar__name" data-testid="brand-name">
          {config.name}
        </span>
        <div className="brand-bar__actions">
          {flag('MAILCEN') && <MessagesButton />}
          {signedIn ? (
            <Suspense fallback={<span className="icon-button" aria-hidden="true" />}>
              <MemberMenu />
            </Suspense>
          ) : (
            <LanguagePicker languages={config.languages} current={code} onSelect={(next) => void setLanguage(next)} />
          )}
        </div>
      </div>
      {signedIn ? (
        <Suspense fallback={<div className="account-bar account-bar--loading" aria-busy="true" />}>
          <MemberAccountBar />
        </Suspense>
      ) : (
        <div className="account-bar account-bar--guest">
          <button type="button" className="button button--primary button--small" data-testid="header-login" onClick={() => void navigate(PATHS.login)}>
            {t('header.login')}
          </button>
          {flag('DIRECTREG3') && (
            <button type="button" className="button button--small" data-testid="header-register" onClick={() => void navigate(PATHS.register)}>
              {t('header.register')}
            </button>
          )}
        </div>
      )}
    </header>
  );
}
