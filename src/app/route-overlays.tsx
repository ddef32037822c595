// The pieces a route's handle asks to draw over its screen (home: the announcement popup, the
// agent contract prompts and the download bar; login: the download bar). Each loads lazily in its own chunk,
// so none of them (nor DOMPurify behind the popup) is part of the first load; features stay
// independent of each other because only the shell knows which component an overlay name means.
import type { ComponentType } from 'react';
import { useFirstBannerPainted } from '../ui/first-banner-paint';
import { OptionalLazy } from '../ui/optional-lazy';
import type { RouteHandle, RouteOverlay } from '../ui/route-handle';

type Loader = () => Promise<{ default: ComponentType<object> }>;

const OVERLAYS: Record<RouteOverlay, Loader> = {
  'announcement-popup': () => import('../features/announcements/announcement-popup').then((m) => ({ default: m.AnnouncementPopup })),
  'contract-prompts': () => import('../features/contracts/contract-prompts-overlay').then((m) => ({ default: m.ContractPromptsOverlay })),
  'download-bar': () => import('../features/install/download-bar').then((m) => ({ default: m.DownloadBar })),
  'download-popup': () => import('../features/install/download-popup-overlay').then((m) => ({ default: m.DownloadPopupOverlay })),
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
        // One boundary each: a slow or failed chunk of one overlay holds back neither the other
        // overlays nor the screen (offline, it comes when the connection does).
        return <OptionalLazy key={name} load={OVERLAYS[name]} props={{}} />;
      })}
    </>
  );
}
