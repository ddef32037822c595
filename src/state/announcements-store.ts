// The home screen's announcements in one call (spec section 7: types B,PL,PU,H for group m_home), on
// upstream's H5-shell relay (homeAnnouncements, CCSFE_getListAnnouncements): banners, player notices
// (ticker and /m/notice), popups and hot matches. Shared by the home,
// announcement popup and notice list so the platform is asked once; cached per language and
// visitor (read flags differ per member) with an expiry. A notice is marked read locally first,
// then on the platform, then the list reloads (spec section 4).
import { proxy, useSnapshot } from 'valtio';
import type { HotMatch, Popup } from '../api/contract.generated';
import { readHomeAnnouncements } from '../api/first-page-checks';
import type { AnnouncementBanner, AnnouncementNotice, AnnouncementsReply } from '../api/reader-types';
import { CONTENT_TYPES } from '../config/constants';
import { readMerchantConfig } from '../config/merchant-config';
import { cached, defineCache } from './cache';
import { callLazily } from './endpoint-call';
import { languageStore } from './language-store';
import { sessionStore } from './session-store';
import type {} from '../home-prefetch';

export type AnnouncementsStatus = 'idle' | 'loading' | 'ready' | 'error';

interface AnnouncementsState {
  status: AnnouncementsStatus;
  /** The scope (language + visitor) the lists below belong to. */
  scope: string;
  banners: AnnouncementBanner[];
  notices: AnnouncementNotice[];
  popups: Popup[];
  hotMatches: HotMatch[];
  unreadCount: number;
  error: unknown;
}

export const announcementsStore = proxy<AnnouncementsState>({ status: 'idle', scope: '', banners: [], notices: [], popups: [], hotMatches: [], unreadCount: 0, error: null });

/** Home content changes rarely; read flags change when the member reads (which renews the cache). */
export const HOME_ANNOUNCEMENTS_TTL_MS = 5 * 60_000;
const HOME_TYPES = [CONTENT_TYPES.Banner, CONTENT_TYPES.Player, CONTENT_TYPES.PopUp, 'H'].join(',');

const homeAnnouncementsCache = defineCache<AnnouncementsReply>({
  name: 'ANNOUNCEMENT_NOTICE',
  ttlMs: HOME_ANNOUNCEMENTS_TTL_MS,
  version: 2,
  parse: (raw) => {
    try {
      return readHomeAnnouncements(raw);
    } catch {
      return undefined;
    }
  },
});

/** Language and visitor: a member's read flags must never show for a guest or another member. */
export function announcementsScope(): string {
  return `${languageStore.contentCode}:${sessionStore.session?.userName ?? ''}`;
}

/** `from` is a guest's scope and `to` a member's, in the same language. */
function signedInOverGuest(from: string, to: string): boolean {
  return from.endsWith(':') && to.startsWith(from) && to.length > from.length;
}

function apply(scope: string, value: AnnouncementsReply): void {
  announcementsStore.scope = scope;
  announcementsStore.banners = [...value.banners];
  announcementsStore.notices = [...value.player];
  announcementsStore.popups = [...value.popup];
  announcementsStore.hotMatches = [...value.hot];
  announcementsStore.unreadCount = value.footer.unreadCount;
  announcementsStore.status = 'ready';
  announcementsStore.error = null;
}

let inFlight: { scope: string; promise: Promise<void> } | null = null;

/**
 * The reply src/home-prefetch.ts asked for before the app started (a guest landing on home), once,
 * when it is for this scope; a refused or failed prefetch falls back to the app's own call.
 */
function takeHomePrefetch(scope: string): Promise<AnnouncementsReply> | undefined {
  if (typeof window === 'undefined') return undefined;
  const prefetch = window.__lobbyHomePrefetch;
  // Taken, or the app asks itself: a prefetch script arriving later must not ask again.
  window.__lobbyHomePrefetch = null;
  if (!prefetch) return undefined;
  if (prefetch.scope !== scope) return undefined;
  // The same reader as the client's reply (a failure asks again through the client, whose reply
  // then says what is wrong).
  return prefetch.reply.then(readHomeAnnouncements);
}

/**
 * Loads (or reuses) the home announcements for the current language and visitor. Safe to call
 * early and often: one request per scope is in flight at a time, and a reply for a scope the
 * visitor has left is dropped.
 */
export function loadHomeAnnouncements(options: { renew?: boolean } = {}): Promise<void> {
  const scope = announcementsScope();
  if (!options.renew && inFlight?.scope === scope) return inFlight.promise;
  if (!options.renew && announcementsStore.status === 'ready' && announcementsStore.scope === scope) return Promise.resolve();
  if (signedInOverGuest(announcementsStore.scope, scope) && announcementsStore.status === 'ready') {
    // A guest who has just signed in: the guest's banners, notices and matches of the same language
    // stay on screen while the member's own reply (their read flags, their popups) comes; the
    // guest's popups go, so none shows twice.
    announcementsStore.popups = [];
  } else if (announcementsStore.scope !== scope || announcementsStore.status !== 'ready') {
    announcementsStore.status = 'loading';
  }
  const merchantCode = readMerchantConfig().code;
  const promise = cached(
    homeAnnouncementsCache,
    () => {
      const ask = () => callLazily('homeAnnouncements', { query: { types: HOME_TYPES, groupName: 'm_home', platform: 'M', merchantCode } });
      return takeHomePrefetch(scope)?.catch(ask) ?? ask();
    },
    { scope, renew: options.renew },
  ).then(
    (value) => {
      if (announcementsScope() === scope) apply(scope, value);
    },
    (error: unknown) => {
      if (announcementsScope() !== scope) return;
      // A failed renew keeps what is on screen, and so does a member's first load over the guest's
      // lists; only a first load turns into the error state.
      if (announcementsStore.status !== 'ready' || (announcementsStore.scope !== scope && !signedInOverGuest(announcementsStore.scope, scope))) {
        announcementsStore.status = 'error';
        announcementsStore.error = error;
      }
    },
  );
  const entry = { scope, promise };
  inFlight = entry;
  void promise.finally(() => {
    if (inFlight === entry) inFlight = null;
  });
  return promise;
}

/** Marks a player notice read: on screen at once, then on the platform, then the list reloads. */
export async function markNoticeRead(id: number): Promise<void> {
  const notice = announcementsStore.notices.find((n) => n.id === id);
  if (!notice || notice.read) return;
  notice.read = true;
  announcementsStore.unreadCount = Math.max(0, announcementsStore.unreadCount - 1);
  if (!sessionStore.session) return;
  await callLazily('markAnnouncementRead', { body: { announcementId: id, read: true } });
  await loadHomeAnnouncements({ renew: true });
}

export function resetAnnouncements(): void {
  inFlight = null;
  homeAnnouncementsCache.clear();
  Object.assign(announcementsStore, { status: 'idle', scope: '', banners: [], notices: [], popups: [], hotMatches: [], unreadCount: 0, error: null });
}

export function useAnnouncements() {
  return useSnapshot(announcementsStore);
}
