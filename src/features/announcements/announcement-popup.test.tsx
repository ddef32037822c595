// @vitest-environment jsdom
// The popup component on the real store and storage, with the platform call mocked: who sees
// what, paging bounds, closing persists, a new popup shows again, hostile content does nothing.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import readAnnouncements from '../../api/readers/announcements';
import type { Announcements, Popup } from '../../api/contract.generated';
import { MemoryStorage, readStored, setStorageBackends, storageKeys } from '../../state/storage';

let reply: Announcements;
vi.mock('../../state/endpoint-call', () => ({
  callLazily: vi.fn(async (id: string) => (id === 'announcements' || id === 'homeAnnouncements' ? readAnnouncements(structuredClone(reply)) : null)),
}));
vi.mock('../../config/merchant-config', () => ({ readMerchantConfig: () => ({ code: 'demo', features: {} }) }));
vi.mock('../../config/flags', () => ({ flag: () => true }));

const { initI18n } = await import('../../i18n/i18n');
const { resetAnnouncements } = await import('../../state/announcements-store');
const { sessionStore } = await import('../../state/session-store');
const { AnnouncementPopup } = await import('./announcement-popup');
const { popupSignature } = await import('./popup-state');

const popup = (id: number, execution: Popup['execution'], content = `<p>Content ${id}</p>`): Popup => ({ id, title: `Popup ${id}`, content, promotionType: id === 4 ? 'APP_DOWNLOAD' : null, execution, redirect: null });
const POPUPS = [popup(1, 'A'), popup(2, 'A'), popup(3, 'B'), popup(4, 'F')];

beforeAll(async () => {
  await initI18n('EN');
});
let local: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  setStorageBackends({ local, session: new MemoryStorage() });
  reply = { popup: structuredClone(POPUPS), player: [], banners: [], hot: [], footer: { unreadCount: 0 } };
  sessionStore.session = null;
  resetAnnouncements();
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

function mount() {
  const router = createMemoryRouter(
    [
      { path: '/m/home', element: <AnnouncementPopup /> },
      { path: '*', element: <main data-screen="elsewhere" /> },
    ],
    { initialEntries: ['/m/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const dialog = () => screen.findByTestId('announcement-popup', {}, { timeout: 2000 });
const signIn = (firstTimeLogin: boolean) => {
  sessionStore.session = { id: 1, token: 't', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin };
};

it('a guest sees B only, 500 ms after mount, named by its title; login/register instead of go', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mount();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(450);
  });
  expect(screen.queryByTestId('announcement-popup')).toBeNull();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(100);
  });
  vi.useRealTimers();
  const popupEl = await dialog();
  expect(popupEl.getAttribute('role')).toBe('dialog');
  expect(screen.getByRole('dialog', { name: 'Popup 3' })).toBeTruthy();
  expect(screen.queryByTestId('announcement-next')).toBeNull();
  expect(screen.getByTestId('announcement-login')).toBeTruthy();
  expect(screen.getByTestId('announcement-register')).toBeTruthy();
});

it('a member sees A; on the first login A and F; paging stays in the list', async () => {
  signIn(true);
  mount();
  await dialog();
  expect(screen.getByTestId('announcement-page').textContent).toBe('Announcement 1 of 3');
  const prev = screen.getByTestId('announcement-prev') as HTMLButtonElement;
  const next = screen.getByTestId('announcement-next') as HTMLButtonElement;
  expect(prev.disabled).toBe(true);
  fireEvent.click(prev);
  expect(screen.getByRole('dialog', { name: 'Popup 1' })).toBeTruthy();
  fireEvent.click(next);
  fireEvent.click(next);
  expect(screen.getByRole('dialog', { name: 'Popup 4' })).toBeTruthy();
  expect(next.disabled).toBe(true);
  fireEvent.click(next);
  expect(screen.getByTestId('announcement-page').textContent).toBe('Announcement 3 of 3');
  expect(screen.getByTestId('announcement-action').textContent).toBe('Download');
});

it('closing hides and stores show=false for the set; a new popup shows it again', async () => {
  signIn(false);
  mount();
  await dialog();
  expect(screen.getByTestId('announcement-page').textContent).toBe('Announcement 1 of 2');
  fireEvent.click(screen.getByTestId('announcement-close'));
  await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
  expect(readStored(storageKeys.announcementPopupMember)).toEqual({ show: false, data: popupSignature(POPUPS.slice(0, 2)) });
  expect(readStored(storageKeys.announcementPopupGuest)).toBeUndefined();
  cleanup();
  // Same set: stays closed.
  resetAnnouncements();
  mount();
  await new Promise((r) => setTimeout(r, 700));
  expect(screen.queryByTestId('announcement-popup')).toBeNull();
  cleanup();
  // A new A popup joins: shown again.
  reply.popup = [...POPUPS, popup(5, 'A')];
  resetAnnouncements();
  mount();
  await dialog();
  expect(screen.getByTestId('announcement-page').textContent).toBe('Announcement 1 of 3');
});

it('hostile content runs nothing; the go action leads to the reward center', async () => {
  signIn(false);
  reply.popup = [popup(1, 'A', '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><p>Safe</p>')];
  const router = mount();
  await dialog();
  await waitFor(() => expect(screen.getByTestId('announcement-content').getAttribute('data-sanitized')).toBe('done'));
  expect(screen.getByTestId('announcement-content').innerHTML).toBe('<img src="x"><p>Safe</p>');
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  fireEvent.click(screen.getByTestId('announcement-action'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/m/rewardCenter'));
  expect(readStored(storageKeys.announcementPopupMember)?.show).toBe(false);
});
