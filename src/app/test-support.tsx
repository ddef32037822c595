// Shared set-up for the shell's component tests: a merchant config in the document (as the
// compiler injects it), i18n in English, and the real routes in a memory router.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { MerchantConfig } from '../config/merchant-config';
import { buildRoutes } from './router';

export { injectMerchantConfig, merchantFile, startEnglish } from '../../tests/support/component-setup';

export function renderRoutes(config: MerchantConfig, path: string, leave?: (url: string) => void) {
  const router = createMemoryRouter(buildRoutes(config, leave), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
