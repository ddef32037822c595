// The shell around every route: connection banner, header and footer as the route's handle says,
// the page transition, swipe-back, the in-app guard, and the feedback hosts.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useBlocker, useLocation, useNavigationType } from 'react-router-dom';
import { flag } from '../config/flags';
import { readMerchantConfig } from '../config/merchant-config';
import { currentVisitor } from '../state/session-store';
import { useStartup } from '../state/startup-store';
import { toast } from '../state/ui-store';
import { ConnectionBanner } from '../ui/connection-banner';
import { DialogHost } from '../ui/dialog-host';
import { PageTransition, prefersReducedMotion, transitionFor } from '../ui/motion/page-transition';
import { useSwipeBack } from '../ui/motion/swipe-back';
import { useBackAction, useRouteHandle, type RouteHandle } from '../ui/route-handle';
import { TitleBar } from '../ui/title-bar';
import { ToastHost } from '../ui/toast-host';
import { AppFooter } from './app-footer';
import { BrandHeader } from './brand-header';
import { decideAccess, handleForPath } from './route-access';
import { RouteOverlays } from './route-overlays';

const AgentFooter = lazy(() => import('./agent-footer').then((m) => ({ default: m.AgentFooter })));

function useDocumentTitle(handle: RouteHandle): void {
  const { t } = useTranslation();
  const brand = readMerchantConfig().name;
  const title = handle.header === 'brand' || !handle.titleKey ? brand : `${t(handle.titleKey)} - ${brand}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** In-app taps on a refused route stay where they are, with the notice (spec: 'free_reject'). */
function useRefusalBlocker(): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && decideAccess(handleForPath(nextLocation.pathname), currentVisitor(), flag).kind === 'refuse',
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const decision = decideAccess(handleForPath(blocker.location.pathname), currentVisitor(), flag);
    if (decision.kind === 'refuse') toast.notice(decision.notice);
    blocker.reset();
  }, [blocker]);
}

export function AppLayout() {
  const handle = useRouteHandle();
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstKey = useRef(location.key);
  const goBack = useBackAction({ gesture: true });
  useDocumentTitle(handle);
  useRefusalBlocker();
  useSwipeBack(handle.header === 'brand' ? null : goBack);

  const { memberCentreTemplate, depositDetailTemplate } = useStartup();
  const mode = transitionFor({ initial: location.key === firstKey.current, navigationType, state: location.state, reducedMotion: prefersReducedMotion() });

  return (
    // The template choices are on the root too, so a test (or QA) can see what the platform said.
    <div className="app-shell" data-route={handle.id} data-member-centre-template={memberCentreTemplate} data-deposit-template={depositDetailTemplate}>
      <ConnectionBanner />
      <RouteOverlays handle={handle} />
      {handle.header === 'brand' && <BrandHeader />}
      {handle.header === 'titled' && <TitleBar testId="app-header" />}
      <PageTransition key={location.pathname} mode={mode}>
        <Outlet />
      </PageTransition>
      {handle.footer === 'main' && <AppFooter activeRoute={handle.id} />}
      {handle.footer === 'agent' && (
        <Suspense fallback={null}>
          <AgentFooter activeRoute={handle.id} />
        </Suspense>
      )}
      <ToastHost />
      <DialogHost />
    </div>
  );
}
