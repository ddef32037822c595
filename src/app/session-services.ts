// Keeps the session-dependent stores in step with the session: wallet, member info and unread
// counts load when a session starts and reset when it ends; an expiry reported by the API
// client mid-use shows 'Session logged out, log in again' and opens the login screen; coming back to
// the page reloads the balance.
import { onSessionExpired } from '../api/client-config';
import { flag } from '../config/flags';
import type { MerchantConfig } from '../config/merchant-config';
import { isAgentType } from '../domain/customer-types';
import { forgetSession, loadMemberInfo, onSessionChange, sessionStore, type SessionInfo } from '../state/session-store';
import { closeAllDialogs, hideLoading, toast } from '../state/ui-store';
import { loadAgentUnreadNotices, loadUnreadMessages, resetUnread } from '../state/unread-store';
import { loadWallet, reloadWalletQuietly, resetWallet } from '../state/wallet-store';
import { PATHS } from '../domain/paths';

export const SESSION_EXPIRED_MESSAGE = 'errors:login_not_session';

/** Loads what the header and footers show for a session; each failure is reported elsewhere. */
export function loadSessionData(session: SessionInfo, config: MerchantConfig): void {
  const quiet = (promise: Promise<unknown>) => void promise.catch(() => {});
  // The member header's code, fetched alongside its data rather than after the first render.
  quiet(import('./member-header'));
  quiet(loadMemberInfo());
  quiet(loadWallet({ sessionStart: true }));
  if (flag('MAILCEN')) quiet(loadUnreadMessages());
  if (isAgentType(session.type)) quiet(loadAgentUnreadNotices(config.code));
}

export function startSessionServices(config: MerchantConfig, navigate: (to: string) => void): () => void {
  const stopChange = onSessionChange((session) => {
    if (session) loadSessionData(session, config);
    else {
      resetWallet();
      resetUnread();
    }
  });
  const stopExpiry = onSessionExpired(() => {
    forgetSession();
    hideLoading();
    closeAllDialogs();
    toast.long(SESSION_EXPIRED_MESSAGE);
    navigate(PATHS.login);
  });
  // Back from another app (the banking app of a deposit, a game's own tab): the balance catches up.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && sessionStore.session) reloadWalletQuietly();
  };
  const page = typeof document === 'undefined' ? null : document;
  page?.addEventListener('visibilitychange', onVisible);
  if (sessionStore.session) loadSessionData(sessionStore.session, config);
  return () => {
    page?.removeEventListener('visibilitychange', onVisible);
    stopChange();
    stopExpiry();
  };
}
