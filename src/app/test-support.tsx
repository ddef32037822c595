// Shared set-up for the shell's component tests: a merchant config in the document (as the
// compiler injects it), i18n in English, and the real routes in a memory router.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MERCHANT_CONFIG_ELEMENT_ID, readMerchantConfig, resetMerchantConfigCache, type MerchantConfig } from '../config/merchant-config';
import { initI18n } from '../i18n/i18n';
import { buildRoutes } from './router';

export function merchantFile(code: string): MerchantConfig {
  return JSON.parse(readFileSync(join(process.cwd(), 'merchants', `${code}.json`), 'utf8')) as MerchantConfig;
}

export function injectMerchantConfig(config: MerchantConfig): MerchantConfig {
  document.getElementById(MERCHANT_CONFIG_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = MERCHANT_CONFIG_ELEMENT_ID;
  script.textContent = JSON.stringify(config);
  document.body.append(script);
  resetMerchantConfigCache();
  return readMerchantConfig();
}

export async function startEnglish(): Promise<void> {
  await initI18n('EN');
}

export function renderRoutes(config: MerchantConfig, path: string, leave?: (url: string) => void) {
  const router = createMemoryRouter(buildRoutes(config, leave), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
