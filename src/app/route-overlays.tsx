// The pieces a route's handle asks to draw over its screen (home: the announcement popup, the
// agent contract prompts and the download bar; login: the download bar). Each loads lazily in its own chunk,
// so none of them (nor DOMPurify behind the popup) is part of the first load; features stay
// independent of each other because only the shell knows which component an overlay name means.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useFirstBannerPainted } from '../ui/first-banner-paint';
import type { RouteHandle, RouteOverlay } from '../ui/route-handle';

const OVERLAYS: Record<RouteOverlay, LazyExoticComponent<ComponentType>> = {
  'announcement-popup': lazy(() => import('../features/announcements/announcement-popup').then((m) => ({ default: m.AnnouncementPopup }))),
  'contract-prompts': lazy(() => import('../features/announcements/contract-prompts-overlay').then((m) => ({ default: m.ContractPromptsOverlay }))),
  'download-bar': lazy(() => import('../features/install/download-bar').then((m) => ({ default: m.DownloadBar }))),
};

export function RouteOverlays({ handle }: { handle: RouteHandle }) {
  const overlays = handle.overlays ?? [];
  // Over home (the one brand-header screen, the one with banners) nothing is drawn before its first
  // banner painted: the overlays' code must not compete with the largest paint.
  const bannerPainted = useFirstBannerPainted(handle.header === 'brand');
  if (overlays.length === 0 || !bannerPainted) return null;
  return (
    <>
      {overlays.map((name) => {
        const Overlay = OVERLAYS[name];
        return (
          // One boundary each: a slow chunk of one overlay does not hold back the other.
          <Suspense key={name} fallback={null}>
            <Overlay />
          </Suspense>
        );
      })}
    </>
  );
}
