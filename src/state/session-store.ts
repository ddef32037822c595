// Who is signed in: the stored session (MC_SESSION_INFO) mirrored into a valtio store so the
// header, footer and guards re-render when it changes, plus the member info the header shows.
import { proxy, useSnapshot } from 'valtio';
import { TOAST } from '../config/constants';
import { cached, defineCache } from './cache';
import { callLazily } from './endpoint-call';
import { showLoading, toast } from './ui-store';
import type { MemberInfoReply as MemberInfo } from '../api/reader-types';
import readMemberInfo from '../api/readers/memberInfo';
import { clearSession, readSession, readStored, removeStored, storageKeys, writeSession, writeStored, type SessionInfo, type StorageKey } from './storage';

export type { SessionInfo } from './storage';

interface SessionState {
  session: SessionInfo | null;
  memberInfo: MemberInfo | null;
  /** Until the player changes the password the platform asked for, the app shows nothing else. */
  passwordChangeRequired: boolean;
}

export const sessionStore = proxy<SessionState>({
  session: readSession() ?? null,
  memberInfo: null,
  passwordChangeRequired: readStored(storageKeys.passwordChangeRequired) === true,
});

/** Who is visiting, as the route guards see it (null for a guest). */
export interface Visitor {
  readonly type: number;
  readonly passwordChangeRequired?: boolean;
}

export function currentVisitor(): Visitor | null {
  const { session, passwordChangeRequired } = sessionStore;
  return session ? { type: session.type, passwordChangeRequired } : null;
}

/** Set at a sign-in that answered updatePassword; cleared once the password is changed (or on sign-out). */
export function setPasswordChangeRequired(required: boolean): void {
  if (required) writeStored(storageKeys.passwordChangeRequired, true);
  else removeStored(storageKeys.passwordChangeRequired);
  sessionStore.passwordChangeRequired = required;
}

type Listener = (session: SessionInfo | null) => void;
const listeners = new Set<Listener>();

/** Called whenever a session starts or ends (wallet and unread counts reload or reset on it). */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit(): void {
  for (const listener of [...listeners]) listener(sessionStore.session);
}

/** After a successful login (or registration): store the session and let the app load the wallet. */
export function signIn(session: SessionInfo): void {
  // A new sign-in may bring changed details (nickname, level): never start from the old copy.
  memberInfoCache.clear();
  writeSession(session);
  sessionStore.session = session;
  sessionStore.memberInfo = null;
  emit();
}

/** Member info (spec section 4: served from cache unless a renew is asked), one entry per user name. */
export const MEMBER_INFO_TTL_MS = 10 * 60_000;
const memberInfoCache = defineCache<MemberInfo>({
  name: 'MEMBER_INFO',
  ttlMs: MEMBER_INFO_TTL_MS,
  version: 2,
  parse: (raw) => {
    try {
      return readMemberInfo(raw);
    } catch {
      return undefined;
    }
  },
});

/** Forgets the session locally (storage and stores) without calling the platform. */
export function forgetSession(): void {
  clearSession();
  memberInfoCache.clear();
  setPasswordChangeRequired(false);
  if (sessionStore.session === null && sessionStore.memberInfo === null) return;
  sessionStore.session = null;
  sessionStore.memberInfo = null;
  emit();
}

/**
 * Ends the session on the platform, then locally as spec section 4 describes logout: every
 * session-area key (token, trial marker ...) goes, so does the password kept in memory, and
 * auto-login turns off. The remembered login stays: it holds the user name only, and
 * prefilling it on the next visit to the login screen is what 'remember' is for. The agent marker
 * 'ac' stays too: the password flows use it after a sign-out. A failed logout call still signs
 * out here.
 */
export async function signOut(): Promise<void> {
  try {
    if (sessionStore.session) await callLazily('logout', {});
  } catch {
    // The token may already be dead (expired, or the platform restarted); locally we are done either way.
  } finally {
    for (const key of Object.values(storageKeys) as StorageKey<unknown>[]) if (key.area === 'session') removeStored(key);
    writeStored(storageKeys.autoLogin, false);
    forgetSession();
  }
}

/**
 * Sign-out as the player sees it wherever it is offered (header menu, settings, the forced
 * password change): the loading toast (spec: up to 10 s), then 'Signed out'. The caller goes home.
 */
export async function signOutWithFeedback(): Promise<void> {
  const hide = showLoading(null, TOAST.loadingMs);
  try {
    await signOut();
  } finally {
    hide();
    toast.success('common:menu.signed_out', true);
  }
}

/** Re-reads storage: another part of the app (or the API client on expiry) may have changed it. */
export function syncSessionFromStorage(): void {
  const stored = readSession() ?? null;
  if (stored?.token === sessionStore.session?.token) return;
  if (stored) {
    sessionStore.session = stored;
    sessionStore.memberInfo = null;
    emit();
  } else forgetSession();
}

/** The member's info from the cache, or the platform when there is none or `renew` is asked. */
export async function loadMemberInfo(options: { renew?: boolean } = {}): Promise<void> {
  const session = sessionStore.session;
  const token = session?.token;
  if (!session || !token) return;
  const info = await cached(memberInfoCache, () => callLazily('memberInfo', {}), { scope: session.userName, renew: options.renew });
  // A sign-out (or another login) may have happened while the call was in flight.
  if (sessionStore.session?.token === token) sessionStore.memberInfo = info;
}

/** The header's display name: nickname, else account, else the session's user name. */
export function displayName(state: { session: SessionInfo | null; memberInfo: MemberInfo | null }): string {
  const info = state.memberInfo;
  const nickname = info?.nickname?.trim();
  if (nickname) return nickname;
  return info?.account || state.session?.userName || '';
}

export function useSession() {
  return useSnapshot(sessionStore);
}
