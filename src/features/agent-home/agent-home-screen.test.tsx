// @vitest-environment jsdom
// Agent home's own states in a memory router (the platform's replies are scripted here; the e2e
// spec checks the real ones): greeting for the hour, the counters loading → figures, a failure
// with a retry, the shortcut grid of the merchant's tree with the message badge, the buttons.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { injectMerchantConfig, merchantFile, startEnglish } from '../../../tests/support/component-setup';
import { forgetScreens } from '../../state/screen-memory';
import { forgetSession, signIn } from '../../state/session-store';
import { MemoryStorage, setStorageBackends } from '../../state/storage';
import { resetUnread } from '../../state/unread-store';
import type { RouteHandle } from '../../ui/route-handle';
import { AgentHomeScreen } from './agent-home-screen';

const FIGURES = { teamLoginMemberCount: 7, teamBetMemberCount: 5, teamRegisterMemberCount: 1234, teamOnlineCount: 1 };
const platform = vi.hoisted(() => ({ fail: 0, calls: [] as string[], gate: null as Promise<void> | null, footer: null as Record<string, number> | null }));
vi.mock('../../state/endpoint-call', () => ({
  callLazily: (id: string) => {
    platform.calls.push(id);
    if (id === 'teamSummary') {
      const footer = platform.footer ?? FIGURES;
      const failNow = platform.fail > 0;
      if (failNow) platform.fail -= 1;
      const answer = () => (failNow ? Promise.reject(new Error('offline')) : Promise.resolve({ footer }));
      return platform.gate ? platform.gate.then(answer) : answer();
    }
    if (id === 'unreadCount') return Promise.resolve(3);
    return new Promise(() => {});
  },
}));

const handle: RouteHandle = { id: 'agent-home', titleKey: 'route.agent_home', header: 'none', footer: 'agent', back: 'history', access: 'agent' };

function renderAt() {
  const router = createMemoryRouter(
    [
      { path: '/m/agent/home', element: <AgentHomeScreen />, handle },
      { path: '*', element: <main data-screen="elsewhere" /> },
    ],
    { initialEntries: ['/m/agent/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(async () => {
  injectMerchantConfig(merchantFile('demo'));
  await startEnglish();
});
beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  forgetSession();
  forgetScreens();
  resetUnread();
  signIn({ id: 2, token: 't', merchantCode: 'demo', userName: 'agent01', type: 1, firstTimeLogin: false });
  Object.assign(platform, { fail: 0, calls: [], gate: null, footer: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setStorageBackends({});
});

it('greets by the local hour with the username', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 0, 1, 16, 30));
  renderAt();
  const greeting = await screen.findByTestId('agent-greeting');
  expect(greeting.getAttribute('data-greeting')).toBe('late_afternoon');
  expect(greeting.textContent).toBe('Good afternoon, agent01');
});

it('is busy while the counters load, then shows the four figures', async () => {
  let release = () => {};
  platform.gate = new Promise<void>((resolve) => (release = resolve));
  renderAt();
  await screen.findByTestId('agent-counter-online');
  expect(screen.getByTestId('agent-counter-online').getAttribute('data-state')).toBe('loading');
  expect(document.querySelector('main[data-screen="agent-home"]')?.getAttribute('aria-busy')).toBe('true');
  release();
  await waitFor(() => expect(screen.getByTestId('agent-counter-registered').getAttribute('data-state')).toBe('ready'));
  expect(document.querySelector('main[data-screen="agent-home"]')?.getAttribute('aria-busy')).toBeNull();
  const value = (key: string) => screen.getByTestId(`agent-counter-${key}`).querySelector('dd')?.textContent;
  expect([value('logged-in'), value('betting'), value('registered'), value('online')]).toEqual(['7', '5', '1,234', '1']);
  expect(platform.calls).toContain('teamSummary');
});

it('a failed counter load offers a retry that loads them again', async () => {
  platform.fail = 1;
  renderAt();
  fireEvent.click(await screen.findByTestId('agent-counters-retry'));
  await waitFor(() => expect(screen.getByTestId('agent-counter-logged-in').getAttribute('data-value')).toBe('7'));
  expect(screen.queryByTestId('agent-counters-error')).toBeNull();
});

function hold(): () => void {
  let release = () => {};
  platform.gate = new Promise<void>((resolve) => (release = resolve));
  return release;
}
const counter = (key: string) => screen.getByTestId(`agent-counter-${key}`);
const figures = () => ['logged-in', 'betting', 'registered', 'online'].map((key) => counter(key).querySelector('dd')?.textContent);
const busy = () => document.querySelector('main[data-screen="agent-home"]')?.getAttribute('aria-busy');

it('a revisit in the session shows the last figures at once, then the refreshed ones', async () => {
  renderAt();
  await waitFor(() => expect(counter('logged-in').getAttribute('data-value')).toBe('7'));
  cleanup();

  const release = hold();
  platform.footer = { teamLoginMemberCount: 8, teamBetMemberCount: 6, teamRegisterMemberCount: 1235, teamOnlineCount: 2 };
  platform.calls = [];
  renderAt();
  // Synchronously, with the refresh still held.
  expect(figures()).toEqual(['7', '5', '1,234', '1']);
  expect(counter('online').getAttribute('data-state')).toBe('ready');
  expect(counter('online').getAttribute('data-refreshing')).toBe('true');
  expect(busy()).toBeNull();
  expect(platform.calls).toContain('teamSummary');
  release();
  await waitFor(() => expect(figures()).toEqual(['8', '6', '1,235', '2']));
  expect(counter('online').getAttribute('data-refreshing')).toBeNull();
});

it('a failed refresh on a revisit keeps the last figures (no error)', async () => {
  renderAt();
  await waitFor(() => expect(counter('logged-in').getAttribute('data-value')).toBe('7'));
  cleanup();

  const release = hold();
  platform.fail = 1;
  renderAt();
  expect(figures()).toEqual(['7', '5', '1,234', '1']);
  release();
  await waitFor(() => expect(counter('online').getAttribute('data-refreshing')).toBeNull());
  expect(figures()).toEqual(['7', '5', '1,234', '1']);
  expect(screen.queryByTestId('agent-counters-error')).toBeNull();
  expect(busy()).toBeNull();
});

it("another member's visit does not see the last member's figures", async () => {
  renderAt();
  await waitFor(() => expect(counter('logged-in').getAttribute('data-value')).toBe('7'));
  cleanup();
  signIn({ id: 3, token: 't2', merchantCode: 'demo', userName: 'agent02', type: 1, firstTimeLogin: false });
  hold();
  renderAt();
  expect(counter('online').getAttribute('data-state')).toBe('loading');
  expect(busy()).toBe('true');
});

it("shows demo's tree as shortcuts, badges the message centre, and each opens its route", async () => {
  const router = renderAt();
  await screen.findByTestId('agent-shortcuts');
  const keys = Array.from(document.querySelectorAll('[data-testid^="agent-shortcut-"]:not([data-testid^="agent-shortcut-badge"])')).map((el) => el.getAttribute('data-testid'));
  expect(keys).toEqual(
    ['team-overview', 'team-members', 'agent-rebate', 'team-betting', 'team-pnl', 'agent-transactions', 'team-rebate', 'red-rain', 'messages', 'security', 'service'].map((k) => `agent-shortcut-${k}`),
  );
  expect((await screen.findByTestId('agent-shortcut-badge-messages')).textContent).toBe('3');
  fireEvent.click(screen.getByTestId('agent-shortcut-team-rebate'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/teamRebate'));
});

it('withdraw and deposit lead to their screens', async () => {
  const router = renderAt();
  fireEvent.click(await screen.findByTestId('agent-withdraw'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/m/withdraw'));
  await router.navigate('/m/agent/home');
  fireEvent.click(await screen.findByTestId('agent-deposit'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/m/voucherCenter'));
});
