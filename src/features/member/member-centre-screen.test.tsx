// @vitest-environment jsdom
// The member centre's own states in a memory router (no platform: calls are held or refused):
// the guest block whose every tap leads to /m/login, and the error-with-retry of member info.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { clientError } from '../../api/api-error';
import { injectMerchantConfig, merchantFile, startEnglish } from '../../../tests/support/component-setup';
import { forgetSession, signIn } from '../../state/session-store';
import { MemoryStorage, setStorageBackends } from '../../state/storage';
import { resetUi } from '../../state/ui-store';
import type { RouteHandle } from '../../ui/route-handle';
import { MemberCentreScreen } from './member-centre-screen';

/** What every call rejects with; null: calls are held. */
const calls = vi.hoisted(() => ({ fail: null as unknown }));
vi.mock('../../state/endpoint-call', () => ({
  callLazily: () => (calls.fail !== null ? Promise.reject(calls.fail) : new Promise(() => {})),
}));

const handle: RouteHandle = { id: 'member-center', titleKey: 'route.member_center', header: 'none', footer: 'main', back: 'home', access: 'member' };

function renderAt() {
  const router = createMemoryRouter(
    [
      { path: '/m/mine', element: <MemberCentreScreen />, handle },
      { path: '*', element: <main data-screen="elsewhere" /> },
    ],
    { initialEntries: ['/m/mine'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(async () => {
  injectMerchantConfig(merchantFile('mono'));
  await startEnglish();
});
beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  forgetSession();
  resetUi();
  calls.fail = null;
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

it('without a session: the login block, and every entry leads to /m/login', async () => {
  const router = renderAt();
  expect(await screen.findByTestId('member-guest-block')).toBeTruthy();
  expect(screen.queryByTestId('member-user-block')).toBeNull();
  for (const testId of ['member-menu-security', 'member-menu-MAILCEN', 'member-quick-benefits']) {
    fireEvent.click(screen.getByTestId(testId));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    await act(() => router.navigate('/m/mine'));
  }
});

it('a failed member-info load says why and shows a retry', async () => {
  calls.fail = clientError('offline', 'offline');
  signIn({ id: 1, token: 't', merchantCode: 'mono', userName: 'demo01', type: 0, firstTimeLogin: false });
  renderAt();
  expect(await screen.findByTestId('member-retry')).toBeTruthy();
  expect(document.querySelector('main')?.getAttribute('aria-busy')).toBeNull();
  // The cause under the message: the errors namespace's words for client.offline.
  expect((await screen.findByText('No internet connection. Please check your network.', {}, { timeout: 5_000 })).closest('[role="alert"]')).toBeTruthy();
  calls.fail = null;
  fireEvent.click(screen.getByTestId('member-retry'));
  await waitFor(() => expect(document.querySelector('main')?.getAttribute('aria-busy')).toBe('true'));
});
