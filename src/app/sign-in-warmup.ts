// What a sign-in needs next, fetched while the player types (route-prefetch.ts runs it when the
// login screen is idle after its first paint, and on the first pointer down or focus on it): the
// platform's key and the encryption code (the login call is encrypted), the login reply's reader, the signed-in header's
// code, and the destination: home's announcements with its first banner picture for a member, the
// agent home screen for an agent. The tap on 'log in' then waits for the login call and little else.
import { bannerSrcSet, BANNER_SIZES } from '../features/home/home-logic';
import { announcementsStore, loadHomeAnnouncements } from '../state/announcements-store';
import { loadRoute } from './route-loader';
import { routeById, type RouteId } from './route-table';

const warmed = new Set<string>();

/** A `<link rel="preload">` for home's first banner picture, at the size home will ask for. */
function preloadFirstBanner(doc: Document): void {
  const banner = announcementsStore.banners[0];
  if (!banner) return;
  const srcSet = bannerSrcSet(banner);
  if (!srcSet || doc.head.querySelector('link[data-preload="first-banner"]')) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('imagesrcset', srcSet);
  link.setAttribute('imagesizes', BANNER_SIZES);
  link.dataset.preload = 'first-banner';
  doc.head.append(link);
}

/** The warm-up of a screen where a sign-in starts, once a page life; undefined for other screens. */
export function warmUpFor(routeId: string, doc: Document = document): (() => void) | undefined {
  const agent = routeId === ('agent-login' satisfies RouteId);
  if (!agent && routeId !== ('login' satisfies RouteId) && routeId !== ('register' satisfies RouteId)) return undefined;
  return () => {
    if (warmed.has(routeId)) return;
    warmed.add(routeId);
    void import('../api/client').then((m) => m.warmEncryption());
    // The login reply's reader, which would otherwise load once the reply is in.
    void import('../api/reply-check').then((m) => m.replyCheck('login'));
    void import('./member-header').catch(() => undefined);
    if (agent) void loadRoute(routeById('agent-home')).catch(() => undefined);
    else void loadHomeAnnouncements().then(() => preloadFirstBanner(doc));
  };
}

/** Tests only. */
export function resetSignInWarmup(): void {
  warmed.clear();
}
