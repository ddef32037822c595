// @vitest-environment jsdom
// The popup is centred: it must not appear as plain text and grow when the sanitiser arrives a
// moment later (Lighthouse measured that jump as a 0.048 layout shift on home). It waits for the
// sanitiser, and shows plain text only when the sanitiser cannot load at all.
import { cleanup, render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import readAnnouncements from '../../api/readers/announcements';
import type { Announcements } from '../../api/contract.generated';
import type { AnnouncementPopup as Popup } from './announcement-popup';
import type * as Sanitize from '../../ui/sanitize';

const reply: Announcements = {
  popup: [{ id: 3, title: 'Popup 3', content: '<p>Hello <b>guest</b></p>', promotionType: null, execution: 'B', redirect: null }],
  player: [],
  banners: [],
  hot: [],
  footer: { unreadCount: 0 },
};
vi.mock('../../state/endpoint-call', () => ({
  callLazily: vi.fn(async (id: string) => (id === 'announcements' || id === 'homeAnnouncements' ? readAnnouncements(structuredClone(reply)) : null)),
}));
vi.mock('../../config/merchant-config', () => ({ readMerchantConfig: () => ({ code: 'demo', features: {} }) }));
vi.mock('../../config/flags', () => ({ flag: () => true }));
let purifyLoad: { promise: Promise<ReturnType<typeof DOMPurify>>; resolve: () => void; reject: () => void };
vi.mock('../../ui/sanitize', async (original) => ({
  ...(await original<typeof Sanitize>()),
  loadPurify: () => purifyLoad.promise,
}));

// Fresh modules per test: whether the sanitiser loaded is remembered for the page's life.
let AnnouncementPopup: typeof Popup;
beforeEach(async () => {
  vi.resetModules();
  const { initI18n } = await import('../../i18n/i18n');
  await initI18n('EN');
  ({ AnnouncementPopup } = await import('./announcement-popup'));
  const storage = await import('../../state/storage');
  storage.setStorageBackends({ local: new storage.MemoryStorage(), session: new storage.MemoryStorage() });
  let resolve: () => void = () => {};
  let reject: () => void = () => {};
  const promise = new Promise<ReturnType<typeof DOMPurify>>((ok, fail) => {
    resolve = () => ok(DOMPurify(window));
    reject = () => fail(new Error('offline'));
  });
  purifyLoad = { promise, resolve, reject };
});
afterEach(() => {
  cleanup();
});

function mount() {
  const router = createMemoryRouter([{ path: '/m/home', element: <AnnouncementPopup /> }], { initialEntries: ['/m/home'] });
  render(<RouterProvider router={router} />);
}

it('waits for the sanitiser, then appears with its HTML already in place', async () => {
  mount();
  await new Promise((r) => setTimeout(r, 900));
  expect(screen.queryByTestId('announcement-popup')).toBeNull();
  purifyLoad.resolve();
  const dialog = await screen.findByTestId('announcement-popup', {}, { timeout: 2000 });
  expect(dialog.querySelector('[data-testid="announcement-content"] b')?.textContent).toBe('guest');
});

it('shows plain text when the sanitiser cannot load', async () => {
  mount();
  purifyLoad.reject();
  const dialog = await screen.findByTestId('announcement-popup', {}, { timeout: 2000 });
  expect(dialog.querySelector('[data-testid="announcement-content"]')?.textContent).toContain('Hello guest');
  expect(dialog.querySelector('[data-testid="announcement-content"] b')).toBeNull();
});
