// The data router, generated from the route table: one child route per path (aliases included)
// carrying the table entry as its `handle`, a guard loader, the lazily loaded screen and an error
// boundary of its own; any other path goes through the merchant's extra routes to not-found.
import { memo, type ComponentType } from 'react';
import { createBrowserRouter, replace, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { flag } from '../config/flags';
import type { MerchantConfig } from '../config/merchant-config';
import { currentVisitor } from '../state/session-store';
import { toast } from '../state/ui-store';
import { RouteErrorScreen } from '../ui/route-error-screen';
import type { RouteHandle } from '../ui/route-handle';
import { AppLayout } from './app-layout';
import { BootSplash } from './screens/boot-splash';
import { NotFoundScreen } from './screens/not-found-screen';
import { decideAccess } from './route-access';
import { loadRoute } from './route-loader';
import { NOT_FOUND_HANDLE, ROUTES, handleOf, pathsOf, type RouteDefinition, type RouteId } from './route-table';
import { HomeScreen } from '../features/home/home-screen';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Trailing slashes do not make a different route (/m and /m/ are one). */
function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function guardLoader(handle: RouteHandle): LoaderFunction {
  return () => {
    const decision = decideAccess(handle, currentVisitor(), flag);
    if (decision.kind === 'allow') return null;
    if (decision.kind === 'redirect') throw replace(decision.to);
    // Reached only on a direct entry (URL, reload, redirect): in-app taps are stopped before
    // navigating by the layout's blocker, so the user stays where they were.
    toast.notice(decision.notice);
    throw replace(decision.fallback);
  };
}

export type ExtraRoute = NonNullable<MerchantConfig['extraRoutes']>[number];

export function findExtraRoute(extraRoutes: readonly ExtraRoute[] | undefined, pathname: string): ExtraRoute | undefined {
  const wanted = normalisePath(pathname).toLowerCase();
  return extraRoutes?.find((route) => normalisePath(route.path).toLowerCase() === wanted);
}

export function isExternalTarget(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

function extraRouteLoader(config: MerchantConfig, leave: (url: string) => void): LoaderFunction {
  return ({ request }) => {
    const extra = findExtraRoute(config.extraRoutes, new URL(request.url).pathname);
    if (!extra) return null;
    if (!isExternalTarget(extra.target)) throw replace(extra.target);
    leave(extra.target);
    // The page is being replaced; never settle so nothing renders in between.
    return new Promise<never>(() => {});
  };
}

/**
 * Screens that travel in the entry chunk instead of loading lazily. Home only: most visitors land
 * there (the start URL, every alias of '/'), and its first paint then needs no second script
 * request, which on a phone's HTTP/1.1 connections would queue behind the others. What home shows
 * below the fold still loads lazily.
 */
const EAGER_SCREENS: Partial<Record<RouteId, ComponentType>> = { home: HomeScreen };

/**
 * Screens take no props, so a screen wrapped in memo renders only when its own state or context
 * changes. Without it every router state change renders the whole current screen again, the
 * 'loading' one at the start of each navigation included: router updates are plain updates
 * (app.tsx), so on a tap from home that render came before the next screen's requests went out.
 */
const screens = new WeakMap<ComponentType, ComponentType>();
function screenOf(component: ComponentType): ComponentType {
  let screen = screens.get(component);
  if (!screen) {
    screen = memo(component);
    screens.set(component, screen);
  }
  return screen;
}

export function buildRoutes(config: MerchantConfig, leave: (url: string) => void = (url) => window.location.replace(url)): RouteObject[] {
  const seen = new Set<string>();
  const children: RouteObject[] = [];
  for (const route of ROUTES) {
    const handle = handleOf(route);
    const loader = guardLoader(handle);
    const eager = EAGER_SCREENS[route.id];
    const screen = eager
      ? { Component: screenOf(eager) }
      : {
          lazy: async () => {
            (route as RouteDefinition).data?.();
            return { Component: screenOf(await loadRoute(route)) };
          },
        };
    for (const path of pathsOf(route)) {
      const key = normalisePath(path).toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      children.push({ id: `${route.id}@${key}`, path: normalisePath(path), handle, loader, ...screen, errorElement: <RouteErrorScreen /> });
    }
  }
  children.push({ id: 'not-found', path: '*', handle: NOT_FOUND_HANDLE, loader: extraRouteLoader(config, leave), Component: NotFoundScreen, errorElement: <RouteErrorScreen /> });
  return [{ id: 'root', Component: AppLayout, HydrateFallback: BootSplash, errorElement: <RouteErrorScreen />, children }];
}

let router: DataRouter | undefined;

/** The app's one browser router (created at boot, before the status is known, so the landing screen loads early). */
export function appRouter(config: MerchantConfig): DataRouter {
  router ??= createBrowserRouter(buildRoutes(config));
  return router;
}

/** The router if it exists yet (session expiry navigates through it). */
export function existingRouter(): DataRouter | undefined {
  return router;
}

/** Resolves once the router has run its first match: guards decided, the landing screen's code loaded. */
export function routerReady(dataRouter: DataRouter): Promise<void> {
  if (dataRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
