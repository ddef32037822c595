// @vitest-environment jsdom
// The auth screens rendered in a memory router against the real reference platform (in-memory
// database, real HTTP): per-merchant flags shape the forms, validation words its messages, and the
// happy paths store the session and navigate. The end-to-end specs cover the same in Chromium.
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../../platform/server';
import { initI18n } from '../../i18n/i18n';
import { sessionStore } from '../../state/session-store';
import { sessionPassword } from '../../state/session-secret';
import { MemoryStorage, readSession, readStored, setStorageBackends, storageKeys } from '../../state/storage';
import { installFakeCredentials, type FakeCredentials } from './browser-credentials.test-support';
import { resetUi, uiStore } from '../../state/ui-store';
import { renderAuthAt, input, type, useMerchant } from './auth-screens.test-support';

type Platform = Awaited<ReturnType<typeof buildPlatform>>;
let platform: Platform;
let baseUrl: string;






beforeAll(async () => {
  platform = await buildPlatform({ dbPath: ':memory:', dev: true });
  await platform.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(platform.server.address() as AddressInfo).port}`;
  await initI18n('EN');
});
afterAll(async () => {
  await platform.close();
});
let credentials: FakeCredentials;
beforeEach(() => {
  credentials = installFakeCredentials();
});
afterEach(() => credentials.uninstall());
let local: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  setStorageBackends({ local, session: new MemoryStorage() });
  sessionStore.session = null;
  resetUi();
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

describe('login', () => {
  it('demo: both tabs, social icons, register link; empty submit words the required messages', async () => {
    useMerchant('demo', baseUrl);
    renderAuthAt('/m/login');
    expect(await screen.findByTestId('login-tab-mobile')).toBeTruthy();
    expect(screen.getByTestId('social-facebook')).toBeTruthy();
    expect(screen.getByTestId('social-google')).toBeTruthy();
    expect(screen.getByTestId('login-register-link')).toBeTruthy();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('field-error-username')).textContent).toBe('Please enter your username');
    expect(screen.getByTestId('field-error-password').textContent).toBe('Please enter your password');
  });

  it('signs demo01 in: session, password kept in memory only, remembered name, browser credential, home', async () => {
    useMerchant('mono', baseUrl);
    const router = renderAuthAt('/m/login');
    await screen.findByTestId('login-form');
    expect(screen.queryByTestId('social-facebook')).toBeNull();
    type('username', 'demo01');
    type('password', 'Demo@1234');
    fireEvent.click(screen.getByLabelText('Remember password'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), { timeout: 10_000 });
    expect(readSession()).toMatchObject({ userName: 'demo01', merchantCode: 'mono', type: 0 });
    expect(sessionPassword()).toBe('Demo@1234');
    expect(readStored(storageKeys.rememberedLogin)).toEqual({ userName: 'demo01' });
    expect(local.getItem(storageKeys.rememberedLogin.name)).toBe('{"userName":"demo01"}');
    expect(readStored(storageKeys.agentMarker)).toBeUndefined();
    // The browser's password manager is offered the password (Credential Management API).
    await waitFor(() => expect(credentials.stored).toEqual([{ id: 'demo01', password: 'Demo@1234', name: 'demo01' }]));
  });

  it('a wrong password opens the notice alert and the platform asks for a captcha on the second', async () => {
    useMerchant('atlas', baseUrl);
    renderAuthAt('/m/agent');
    await screen.findByTestId('login-form');
    expect(screen.queryByTestId('login-register-link')).toBeNull();
    type('username', 'down01');
    type('password', 'Wrong@1234');
    for (let i = 0; i < 2; i += 1) {
      fireEvent.click(screen.getByTestId('login-submit'));
      await waitFor(() => expect(uiStore.dialogs).toHaveLength(1), { timeout: 10_000 });
      expect(uiStore.dialogs[0]).toMatchObject({ kind: 'alert', title: 'feedback.notice', message: 'errors:login_cred_err' });
      act(() => uiStore.dialogs[0]!.settle(true));
    }
    expect(await screen.findByLabelText('Image code')).toBeTruthy();
    await screen.findByTestId('captcha-image');
  });

  it('an agent signs in on the agent page and the agent marker is stored', async () => {
    useMerchant('demo', baseUrl);
    const router = renderAuthAt('/m/agent');
    await screen.findByTestId('login-form');
    type('username', 'agent01');
    type('password', 'Agent@1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/agent/home'), { timeout: 10_000 });
    expect(readStored(storageKeys.agentMarker)).toBe('agent01');
  });
});

describe('registration', () => {
  it('mono: no tabs, mobile by default, password fields, age 18', async () => {
    useMerchant('mono', baseUrl);
    renderAuthAt('/m/register');
    const form = await screen.findByTestId('register-form');
    expect(form.getAttribute('data-method')).toBe('mobile');
    expect(screen.queryByTestId('register-tab-username')).toBeNull();
    expect(input('password')).toBeTruthy();
    expect(input('username')).toBeNull();
    expect(screen.getByText('I confirm that I am at least 18 years old')).toBeTruthy();
  });

  it('demo: tabs, the mobile number carries over, SMS field in the username tab, confirmation messages', async () => {
    useMerchant('demo', baseUrl);
    renderAuthAt('/m/register');
    await screen.findByTestId('register-form');
    fireEvent.click(screen.getByTestId('register-tab-mobile'));
    type('mobileNum', '0912000077');
    fireEvent.click(screen.getByTestId('register-tab-username'));
    expect(input('mobileNum')?.value).toBe('0912000077');
    expect(input('verificationCode')).toBeTruthy();
    type('password', 'Newbie@123');
    type('confirmPassword', 'Other@123');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-confirmPassword')).textContent).toBe('Confirmation password not matched');
    expect(screen.getByTestId('field-error-username').textContent).toBe('Please enter your username');
    expect(document.activeElement).toBe(input('username'));
  });

  it('atlas: username only, no SMS code, age 21', async () => {
    useMerchant('atlas', baseUrl);
    renderAuthAt('/m/register');
    await screen.findByTestId('register-form');
    expect(screen.queryByTestId('register-tab-mobile')).toBeNull();
    expect(input('verificationCode')).toBeNull();
    expect(screen.getByText('I confirm that I am at least 21 years old')).toBeTruthy();
  });
});

describe('forgot password', () => {
  it('shows the phone form first with CHNGPASSVERIF3 (demo) and the e-mail form only without it (mono)', async () => {
    useMerchant('demo', baseUrl);
    renderAuthAt('/m/forget');
    expect(await screen.findByTestId('set-password-form')).toBeTruthy();
    expect((screen.getByTestId('set-password-submit') as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    useMerchant('mono', baseUrl);
    renderAuthAt('/m/forget');
    expect(await screen.findByTestId('forget-email-form')).toBeTruthy();
    expect(screen.queryByTestId('forget-tab-phone')).toBeNull();
    type('email', 'bad@mail');
    fireEvent.blur(input('email')!);
    expect((await screen.findByTestId('field-error-email')).textContent).toBe('E-mail format is incorrect');
  });
});
