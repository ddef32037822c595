// @vitest-environment jsdom
// /m/service: loading, empty, channels from decrypted paths (platform-made fixtures) of the
// consolidated settings, the merchant file's plain links when the platform cannot be reached, and
// a failed chat token's 'Error: {message}' toast for CHAT_ERROR_TOAST_MS.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { MemoryStorage, setStorageBackends } from '../../state/storage';

let pathList: { csType: string; type: string; path: string }[] = [];
let failList = false;
let failChat = false;
vi.mock('../../state/endpoint-call', () => ({
  callLazily: vi.fn(async (id: string) => {
    if (id === 'consolidatedSettings') {
      if (failList) throw new ApiError({ kind: 'server', code: 'system.not.available', message: 'Down for maintenance', status: 200 });
      return { customerService: pathList };
    }
    if (id === 'chatVerifyToken') {
      if (failChat) throw new ApiError({ kind: 'server', code: 'chat.offline', message: 'Chat service is offline.', status: 503 });
      return { token: 'tok', userId: 'guest-1', userName: '' };
    }
    return null;
  }),
}));
vi.mock('../../config/merchant-config', () => ({
  readMerchantConfig: () => ({ code: 'demo', name: 'Demo Casino', customerService: [{ csType: 'ZALO', url: 'https://zalo.example/demo' }] }),
}));

const { initI18n } = await import('../../i18n/i18n');
const { uiStore } = await import('../../state/ui-store');
const { CHAT_ERROR_TOAST_MS } = await import('../../config/constants');
const { ServiceScreen } = await import('./service-screen');
const { resetPlatformSettings } = await import('../../state/platform-settings');

// Made by platform/customer-service-path.ts (see service-path.test.ts).
const CHAT = { csType: 'LIVECHAT', type: 'LIVECHAT', path: 'MxEmfx9Mboy6dg9rGkOWtg==Qm7Zr2Xa' };
const TELEGRAM = { csType: 'TELEGRAM', type: 'TELEGRAM', path: 'iYg/R/cvoT+soeiogiIr76U64jjdoLO+J4OlTHBK+ZQ=b4NcT0pL' };

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  // A phone: the chat opens in-app (chat.ts).
  Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
  pathList = [CHAT, TELEGRAM];
  failList = false;
  failChat = false;
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  resetPlatformSettings();
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
  vi.useRealTimers();
});

function mount() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/m/service', element: <ServiceScreen /> }], { initialEntries: ['/m/service'] })} />);
  return document.querySelector('main[data-screen="service"]');
}

it('is busy, then lists the channels with their decrypted targets', async () => {
  const main = mount();
  expect(main?.getAttribute('aria-busy')).toBe('true');
  const entries = await screen.findAllByTestId('service-entry');
  expect(entries.map((e) => e.getAttribute('data-cs-type'))).toEqual(['LIVECHAT', 'TELEGRAM']);
  expect(entries[1]?.getAttribute('href')).toBe('https://t.me/demo_lobby_support');
  expect(entries[1]?.getAttribute('rel')).toContain('noopener');
  expect(main?.getAttribute('aria-busy')).toBeNull();
});

it('skips a path that does not decrypt, and shows the empty state when none is left', async () => {
  pathList = [{ csType: 'ZALO', type: 'ZALO', path: 'QUJDRA==Qm7Zr2Xa' }];
  mount();
  expect(await screen.findByTestId('empty-state')).toBeTruthy();
});

it('lists the merchant file\'s plain links when the platform cannot be reached', async () => {
  failList = true;
  mount();
  const entries = await screen.findAllByTestId('service-entry');
  expect(entries.map((e) => [e.getAttribute('data-cs-type'), e.getAttribute('href')])).toEqual([['ZALO', 'https://zalo.example/demo']]);
  expect(screen.queryByTestId('service-error')).toBeNull();
});

it('opens the chat in-app with the token on a phone-sized screen', async () => {
  mount();
  fireEvent.click((await screen.findAllByTestId('service-entry'))[0] as HTMLElement);
  const frame = await screen.findByTestId('service-chat-frame');
  const src = new URL(frame.getAttribute('src') ?? '');
  expect(src.pathname).toBe('/demo-chat');
  expect(src.searchParams.get('token')).toBe('tok');
  expect(src.searchParams.get('userId')).toBe('guest-1');
});

it("a failed token: the toast 'Error: {message}' for 3 s, no chat", async () => {
  failChat = true;
  mount();
  fireEvent.click((await screen.findAllByTestId('service-entry'))[0] as HTMLElement);
  await waitFor(() => expect(uiStore.toast).not.toBeNull());
  expect(uiStore.toast).toMatchObject({ kind: 'error', durationMs: CHAT_ERROR_TOAST_MS, message: { key: 'service:chat_error', values: { message: 'The chat service is offline. Please try again later.' } } });
  expect(CHAT_ERROR_TOAST_MS).toBe(3000);
  expect(screen.queryByTestId('service-chat')).toBeNull();
});
