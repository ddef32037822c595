// What the auth screens' component tests share: a merchant's config and client against a test
// platform, the screens in a memory router, and typing into a named input.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { configure } from '../../api/client';
import type { MerchantConfig } from '../../config/merchant-config';
import { injectMerchantConfig } from '../../../tests/support/component-setup';
import type { RouteHandle } from '../../ui/route-handle';
import { resetRegisterSettingsCache } from './auth-api';
import { ForgetScreen } from './forget-screen';
import { AgentLoginScreen, LoginScreen } from './login-screen';
import { RegisterScreen } from './register-screen';
import { PATHS } from '../../domain/paths';

export function merchant(code: string): MerchantConfig {
  return JSON.parse(readFileSync(join(process.cwd(), 'merchants', `${code}.json`), 'utf8')) as MerchantConfig;
}

/** The merchant's config injected and the client configured for it against `baseUrl`. */
export function useMerchant(code: string, baseUrl: string): void {
  const config = injectMerchantConfig(merchant(code));
  resetRegisterSettingsCache();
  configure({ baseUrl, merchantCode: code, encryptionScheme: config.encryption.scheme, getLanguage: () => 'EN', isOnline: () => true });
}

const handle = (id: string): RouteHandle => ({ id, titleKey: `route.${id}`, header: 'none', footer: 'none', back: 'home', access: 'public' });

/** Login, agent login, register and forget in a memory router (anything else: `elsewhere`). */
export function renderAuthAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: PATHS.login, element: <LoginScreen />, handle: handle('login') },
      { path: PATHS['agent-login'], element: <AgentLoginScreen />, handle: handle('agent_login') },
      { path: PATHS.register, element: <RegisterScreen />, handle: handle('register') },
      { path: PATHS.forget, element: <ForgetScreen />, handle: handle('forget') },
      { path: '*', element: <main data-screen="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
export const type = (name: string, value: string) => fireEvent.change(input(name)!, { target: { value } });
