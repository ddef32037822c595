// @vitest-environment jsdom
// Issue 13: what the auth screens show when the platform refuses for abuse: the per-client rate
// limits (login, registration, SMS sending: request.too.frequent) and the SMS verification lockout
// (sms.verify.locked), against a real platform whose limits refuse every attempt.
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../../platform/server';
import { initI18n } from '../../i18n/i18n';
import { sessionStore } from '../../state/session-store';
import { MemoryStorage, setStorageBackends } from '../../state/storage';
import { resetUi, uiStore } from '../../state/ui-store';
import { renderAuthAt, type, useMerchant } from './auth-screens.test-support';

type Platform = Awaited<ReturnType<typeof buildPlatform>>;
let platform: Platform;
let baseUrl: string;





async function expectAlert(message: string, values: Record<string, unknown>): Promise<void> {
  await waitFor(() => expect(uiStore.dialogs).toHaveLength(1), { timeout: 10_000 });
  expect(uiStore.dialogs[0]).toMatchObject({ kind: 'alert', message: { key: message, values } });
  act(() => uiStore.dialogs[0]!.settle(true));
}

beforeAll(async () => {
  // Every login, registration, SMS send, free play and password mail is refused by the rate limits (max 0 per window).
  const none = { max: 0, windowMs: 60_000 };
  platform = await buildPlatform({ dbPath: ':memory:', dev: true, settings: { rateLimits: { login: none, register: none, sms: none, freePlay: none, passwordMail: none } } });
  await platform.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(platform.server.address() as AddressInfo).port}`;
  await initI18n('EN');
});
afterAll(async () => {
  await platform.close();
});
beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  sessionStore.session = null;
  resetUi();
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

describe('refusals for abuse on the auth screens', () => {
  it('login: request.too.frequent opens the notice alert with the wait in minutes', async () => {
    useMerchant('mono', baseUrl);
    const router = renderAuthAt('/m/login');
    await screen.findByTestId('login-form');
    type('username', 'demo01');
    type('password', 'Demo@1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    await expectAlert('errors:request_too_frequent', { retryAfter: 60, retryAfterMinutes: 1 });
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it('registration: request.too.frequent opens the alert', async () => {
    useMerchant('atlas', baseUrl);
    renderAuthAt('/m/register');
    await screen.findByTestId('register-form');
    type('username', 'limited01');
    type('password', 'Limit@1234');
    type('confirmPassword', 'Limit@1234');
    const age = document.querySelector<HTMLInputElement>('input[name="confirmedAge"]');
    if (age && !age.checked) fireEvent.click(age);
    fireEvent.click(screen.getByTestId('register-submit'));
    await expectAlert('errors:request_too_frequent', { retryAfterMinutes: 1 });
  });

  it('SMS send: request.too.frequent shows as the error toast', async () => {
    useMerchant('demo', baseUrl);
    renderAuthAt('/m/register');
    await screen.findByTestId('register-form');
    fireEvent.click(screen.getByTestId('register-tab-mobile'));
    type('mobileNum', '0912000078');
    fireEvent.click(screen.getByTestId('sms-get-code'));
    await waitFor(() => expect(uiStore.toast?.message).toMatchObject({ key: 'errors:request_too_frequent', values: { retryAfterMinutes: 1 } }), { timeout: 10_000 });
  });

  it('SMS login on a locked number: sms.verify.locked opens the alert', async () => {
    // demo01's number, locked as five wrong codes leave it (the platform tests count them).
    platform.platform.db
      .prepare('INSERT INTO sms_verify_failures (merchant_code, mobile, failures, locked_until) VALUES (?, ?, ?, ?)')
      .run('demo', '0901234567', 5, Date.now() + 15 * 60_000);
    // Logins allowed this time, so the lock is what answers.
    const { rateLimits } = platform.platform.settings;
    platform.platform.settings.rateLimits = { ...rateLimits, login: { max: 100, windowMs: 60_000 } };
    try {
      useMerchant('demo', baseUrl);
      renderAuthAt('/m/login');
      await screen.findByTestId('login-form');
      fireEvent.click(screen.getByTestId('login-tab-mobile'));
      type('mobileNum', '0901234567');
      type('verificationCode', '123456');
      fireEvent.click(screen.getByTestId('login-submit'));
      await expectAlert('errors:sms_verify_locked', { retryAfterMinutes: 15 });
    } finally {
      platform.platform.settings.rateLimits = rateLimits;
    }
  });
});
