// Screens' code and strings fetched before the tap that opens them, so a tap waits for the
// screen's data at most, never for its code. Two triggers:
//  - idle: once the landing screen has painted (home: once its first banner has) and the page has
//    loaded, and again after every navigation, when the browser is idle, the routes the current
//    screen links to (in-app `href`s and `data-href`s of the buttons that navigate) are loaded one
//    after another; never under Save-Data, where only a tap's intent loads anything;
//  - intent: a pointer down on, or the focus of, such a link loads its route at once (the tap's
//    click follows some 100 ms later), and starts the route's first request (route-table.ts
//    `data`), which the idle pass never does.
// This module and sign-in-warmup.ts load after the first paint (main.tsx), not with the entry.
// Each route loads once (route-loader.ts, the router's own loader), a failed load may be tried
// again; guarded routes the visitor cannot open are still fetched (the guard
// runs on the tap), which costs a chunk, never a request to the platform.
import { matchPath } from 'react-router-dom';
import { inAppPath } from '../ui/html-links';
import { loadRoute, resetRouteLoads, routeRequested } from './route-loader';
import { ROUTES, pathsOf, type RouteDefinition } from './route-table';

/** Elements whose target is a screen of the app: links, and buttons that navigate (data-href). */
export const PREFETCH_TARGETS = 'a[href], [data-href]';
/** How many routes one idle pass loads at most (a long menu must not fill the connection). */
export const IDLE_PREFETCH_LIMIT = 16;
/** A second idle pass this long after a screen opened, for links drawn once its data came. */
export const SECOND_LOOK_MS = 2000;

interface NetworkInformationLike {
  saveData?: boolean;
}

/** The visitor asked their browser to save data (navigator.connection.saveData). */
export function saveDataOn(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  return (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection?.saveData === true;
}

/** The route an in-app path opens (aliases included), or undefined. */
export function routeFor(pathname: string, routes: readonly RouteDefinition[] = ROUTES): RouteDefinition | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => pathsOf(route).some((p) => matchPath({ path: p, caseSensitive: false, end: true }, path)));
}

/** The target of a link or navigating button, as an in-app route (not the current one). */
function targetRoute(el: Element, origin: string, current: string): RouteDefinition | undefined {
  const href = el.getAttribute('data-href') ?? el.getAttribute('href');
  const path = inAppPath(href, origin);
  if (!path) return undefined;
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (pathname === current) return undefined;
  return routeFor(pathname);
}

/** Loads the route behind an element (a tap's intent). */
export function prefetchTarget(el: Element | null, doc: Document = document): void {
  const target = el?.closest(PREFETCH_TARGETS);
  if (!target) return;
  const route = targetRoute(target, doc.location.origin, doc.location.pathname);
  if (!route) return;
  route.data?.();
  void loadRoute(route).catch(() => undefined);
}

/** The routes the page links to now, in document order, without repeats or the current one. */
export function linkedRoutes(doc: Document = document): RouteDefinition[] {
  const seen = new Set<string>();
  const out: RouteDefinition[] = [];
  for (const el of doc.querySelectorAll(PREFETCH_TARGETS)) {
    const route = targetRoute(el, doc.location.origin, doc.location.pathname);
    if (!route || seen.has(route.id)) continue;
    seen.add(route.id);
    out.push(route);
  }
  return out;
}

/** Loads the routes the page links to, one after another, up to IDLE_PREFETCH_LIMIT not yet loaded. */
export async function prefetchLinked(doc: Document = document): Promise<number> {
  let fetched = 0;
  for (const route of linkedRoutes(doc)) {
    if (fetched >= IDLE_PREFETCH_LIMIT) break;
    if (routeRequested(route.id)) continue;
    fetched += 1;
    await loadRoute(route).catch(() => undefined);
  }
  return fetched;
}

type IdleScheduler = (run: () => void) => () => void;

/** requestIdleCallback where there is one (not Safari), else a short timer. */
const whenIdle: IdleScheduler = (run) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
};

interface RouterLike {
  subscribe(listener: (state: { navigation: { state: string }; location: { pathname: string } }) => void): () => void;
}

export interface RoutePrefetchOptions {
  /** Resolves once the landing screen has painted what matters first (home: its first banner). */
  readonly firstPaint: Promise<void>;
  readonly doc?: Document;
  readonly idle?: IdleScheduler;
  readonly saveData?: () => boolean;
  /** What a screen fetches ahead besides its links' routes (the login screen: sign-in-warmup.ts). */
  readonly warmUp?: (routeId: string) => (() => void) | undefined;
}

/** Starts both triggers; returns a function that stops them. */
export function startRoutePrefetch(router: RouterLike, options: RoutePrefetchOptions): () => void {
  const doc = options.doc ?? document;
  const idle = options.idle ?? whenIdle;
  const saveData = options.saveData ?? (() => saveDataOn());
  const warmUpHere = () => {
    const route = routeFor(doc.location.pathname);
    if (route) options.warmUp?.(route.id)?.();
  };
  const onIntent = (event: Event) => {
    prefetchTarget(event.target instanceof Element ? event.target : null, doc);
    warmUpHere();
  };
  doc.addEventListener('pointerdown', onIntent, { capture: true, passive: true });
  doc.addEventListener('focusin', onIntent, { capture: true });
  let stopped = false;
  let cancel: (() => void) | undefined;
  let ready = false;
  let again: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (stopped || !ready || saveData()) return;
    cancel?.();
    clearTimeout(again);
    cancel = idle(() => {
      warmUpHere();
      void prefetchLinked(doc);
    });
    // A screen draws some links only once its data is in (the member centre's menu): look again.
    again = setTimeout(() => {
      cancel = idle(() => void prefetchLinked(doc));
    }, SECOND_LOOK_MS);
  };
  const whenLoaded = () => (doc.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => doc.defaultView?.addEventListener('load', () => resolve(), { once: true })));
  void options.firstPaint.then(whenLoaded).then(() => {
    ready = true;
    schedule();
  });
  let lastPath = doc.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    schedule();
  });
  return () => {
    stopped = true;
    cancel?.();
    clearTimeout(again);
    unsubscribe();
    doc.removeEventListener('pointerdown', onIntent, { capture: true });
    doc.removeEventListener('focusin', onIntent, { capture: true });
  };
}

/** Tests only: forget which routes have loaded. */
export function resetRoutePrefetch(): void {
  resetRouteLoads();
}
