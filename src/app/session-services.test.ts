// A session expiring mid-use: the stores forget it, open dialogs and the loading toast go, the
// 'Session logged out, log in again' message shows and the login screen opens.
import { afterEach, expect, it, vi } from 'vitest';

let expired: ((detail: { code: string }) => void) | undefined;
vi.mock('../api/client-config', () => ({
  onSessionExpired: (listener: (detail: { code: string }) => void) => {
    expired = listener;
    return () => {
      expired = undefined;
    };
  },
}));
vi.mock('../state/endpoint-call', () => ({ callLazily: () => new Promise(() => {}) }));

const { startSessionServices, SESSION_EXPIRED_MESSAGE } = await import('./session-services');
const { sessionStore, signIn } = await import('../state/session-store');
const { showConfirm, showLoading, uiStore, resetUi } = await import('../state/ui-store');
const { MemoryStorage, readSession, setStorageBackends } = await import('../state/storage');
import type { MerchantConfig } from '../config/merchant-config';

afterEach(() => {
  setStorageBackends({});
  resetUi();
});

it('on expiry forgets the session, clears the feedback layer, tells the user and opens login', async () => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  const navigate = vi.fn();
  const stop = startSessionServices({ code: 'demo' } as MerchantConfig, navigate);
  signIn({ id: 1, token: 't', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false });
  showLoading();
  const pending = showConfirm('x');
  expired?.({ code: 'login.not.session' });
  expect(sessionStore.session).toBeNull();
  expect(readSession()).toBeUndefined();
  expect(uiStore.loading).toBeNull();
  await expect(pending).resolves.toBe(false);
  expect(uiStore.toast).toMatchObject({ message: SESSION_EXPIRED_MESSAGE });
  expect(SESSION_EXPIRED_MESSAGE).toBe('errors:login_not_session');
  expect(navigate).toHaveBeenCalledWith('/m/login');
  stop();
  expect(expired).toBeUndefined();
});
