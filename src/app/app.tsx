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

export function App({ config }: { config: MerchantConfig }) {
  const { mode } = useStartup();
  const pending = useStatusPending();
  if (mode !== 0) return <Suspense fallback={null}>{mode === 1 ? <MaintenanceScreen /> : <RestrictedScreen />}</Suspense>;
  return (
    <div className="startup-gate" data-testid="startup-gate" inert={pending} aria-busy={pending || undefined}>
      <RouterProvider router={appRouter(config)} />
    </div>
  );
}
