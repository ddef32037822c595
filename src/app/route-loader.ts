// A route's screen (its code and strings: route-table.ts lazyScreen) loaded once per page life, for
// the router's lazy routes and for everything that loads a screen ahead (route-prefetch.ts,
// sign-in-warmup.ts, both kept out of the first load). A failed load is forgotten, so a later try
// can succeed.
import type { ComponentType } from 'react';
import type { RouteDefinition } from './route-table';

const loaded = new Map<string, Promise<ComponentType>>();

/** Loads a route's screen (code and strings) once; a failure forgets it so a later try can succeed. */
export function loadRoute(route: RouteDefinition): Promise<ComponentType> {
  let pending = loaded.get(route.id);
  if (!pending) {
    pending = route.screen().catch((error: unknown) => {
      loaded.delete(route.id);
      throw error;
    });
    loaded.set(route.id, pending);
  }
  return pending;
}

/** Whether the route's screen has been asked for (loading or loaded). */
export function routeRequested(id: string): boolean {
  return loaded.has(id);
}

/** Tests only: forget which routes have loaded. */
export function resetRouteLoads(): void {
  loaded.clear();
}
