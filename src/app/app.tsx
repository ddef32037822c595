// The app root: the startup mode decides between the maintenance page, the region-restricted
// page and the router. The router renders before the platform's status is known (optimistic
// start), inert and busy until it is, so maintenance can still replace it before anyone taps.
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { MerchantConfig } from '../config/merchant-config';
import { useStartup, useStatusPending } from '../state/startup-store';
import { appRouter } from './router';

// Only a platform in maintenance or a restricted region needs these: keep them off the usual page.
const MaintenanceScreen = lazy(() => import('./screens/status-screens').then((m) => ({ default: m.MaintenanceScreen })));
const RestrictedScreen = lazy(() => import('./screens/status-screens').then((m) => ({ default: m.RestrictedScreen })));

/**
 * The router's updates are plain state updates, not transitions (`useTransitions={false}`): a
 * screen's code is loaded before the router switches to it (route-loader.ts), so there is nothing
 * for a transition to wait for, and a transition's time-sliced render, yielding a frame to the old
 * screen every few milliseconds, made a revisit on a 4x-slowed phone some 100 ms slower (the
 * lottery list 0.38 → 0.26 s, a game list 0.35 → 0.24 s, median of 4; docs/tap-speed.md).
 */
export function App({ config }: { config: MerchantConfig }) {
  const { mode } = useStartup();
  const pending = useStatusPending();
  if (mode !== 0) return <Suspense fallback={null}>{mode === 1 ? <MaintenanceScreen /> : <RestrictedScreen />}</Suspense>;
  return (
    <div className="startup-gate" data-testid="startup-gate" inert={pending} aria-busy={pending || undefined}>
      <RouterProvider router={appRouter(config)} useTransitions={false} />
    </div>
  );
}
