// The pieces a route's handle asks the shell to add to its screen (download bar, announcement
// popup ...). Each loads lazily on the first route that wants it, so features stay out of the
// first load and no feature imports another: the shell composes them.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteHandle, RouteOverlay } from '../ui/route-handle';

const OVERLAYS: Partial<Record<RouteOverlay, LazyExoticComponent<ComponentType>>> = {
  'download-bar': lazy(() => import('../features/install/download-bar').then((m) => ({ default: m.DownloadBar }))),
};

export function RouteOverlays({ handle }: { handle: RouteHandle }) {
  if (!handle.overlays || handle.overlays.length === 0) return null;
  return (
    <>
      {handle.overlays.map((overlay) => {
        const Overlay = OVERLAYS[overlay];
        return Overlay ? (
          <Suspense key={overlay} fallback={null}>
            <Overlay />
          </Suspense>
        ) : null;
      })}
    </>
  );
}
