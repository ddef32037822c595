import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import type { MerchantConfig } from '../config/merchant-config';
import { HomeScreen } from '../features/home/home-screen';

const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'];

export function App({ config }: { config: MerchantConfig }) {
  const router = createBrowserRouter([
    { path: '/m/home', element: <HomeScreen config={config} /> },
    ...HOME_ALIASES.map((path) => ({ path, element: <Navigate to="/m/home" replace /> })),
    { path: '*', element: <Navigate to="/m/home" replace /> },
  ]);
  return <RouterProvider router={router} />;
}
