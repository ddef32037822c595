// @vitest-environment jsdom
// /m/notice: loading, error with retry, empty, and expanding a notice shows its sanitised content
// and marks it read (member: platform call, then reload).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import readAnnouncements from '../../api/readers/announcements';
import type { Announcements } from '../../api/contract.generated';
import { MemoryStorage, setStorageBackends } from '../../state/storage';

const calls: { id: string; input: unknown }[] = [];
let reply: Announcements;
let fail = false;
vi.mock('../../state/endpoint-call', () => ({
  callLazily: vi.fn(async (id: string, input: unknown) => {
    calls.push({ id, input });
    if (fail) throw new Error('offline');
    return id === 'announcements' || id === 'homeAnnouncements' ? readAnnouncements(structuredClone(reply)) : null;
  }),
}));
vi.mock('../../config/merchant-config', () => ({ readMerchantConfig: () => ({ code: 'demo' }) }));

const { initI18n } = await import('../../i18n/i18n');
const { resetAnnouncements } = await import('../../state/announcements-store');
const { sessionStore } = await import('../../state/session-store');
const { NoticesScreen, AgentNoticesScreen } = await import('./notices-screen');
const { unreadStore } = await import('../../state/unread-store');

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  calls.length = 0;
  fail = false;
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  sessionStore.session = { id: 1, token: 't', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false };
  reply = {
    player: [
      { id: 7, title: 'N7', content: '<p>Seven</p><img src=x onerror="window.__pwned=1">', read: false, createdAt: 1 },
      { id: 8, title: 'N8', content: '<p>Eight</p>', read: true, createdAt: 2 },
    ],
    footer: { unreadCount: 1 },
  };
  resetAnnouncements();
  unreadStore.agentNotices = 0;
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

function mount() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/m/notice', element: <NoticesScreen /> }], { initialEntries: ['/m/notice'] })} />);
  return document.querySelector('main[data-screen="notices"]');
}

it('lists read and unread notices; expanding one shows it sanitised and marks it read on the platform', async () => {
  mount();
  const items = await screen.findAllByTestId('notice-item');
  expect(items.map((i) => [i.getAttribute('data-announcement-id'), i.getAttribute('data-read')])).toEqual([
    ['7', 'false'],
    ['8', 'true'],
  ]);
  reply.player = reply.player?.map((n) => ({ ...n, read: true }));
  fireEvent.click(screen.getByText('N7'));
  await waitFor(() => expect(screen.getByTestId('notice-content').getAttribute('data-sanitized')).toBe('done'));
  expect(screen.getByTestId('notice-content').innerHTML).toBe('<p>Seven</p><img src="x">');
  expect(items[0]?.getAttribute('data-read')).toBe('true');
  await waitFor(() => expect(calls.map((c) => c.id)).toEqual(['homeAnnouncements', 'markAnnouncementRead', 'homeAnnouncements']));
  expect(calls[1]?.input).toEqual({ body: { announcementId: 7, read: true } });
});

it('shows the empty state', async () => {
  reply.player = [];
  mount();
  expect(await screen.findByTestId('empty-state')).toBeTruthy();
});

it('is busy while loading, then offers a retry after a failure', async () => {
  fail = true;
  const main = mount();
  expect(main?.getAttribute('aria-busy')).toBe('true');
  const retry = await screen.findByTestId('notices-retry');
  fail = false;
  fireEvent.click(retry);
  await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(2));
  expect(document.querySelector('main[data-screen="notices"]')?.hasAttribute('aria-busy')).toBe(false);
});

// The agent view (/m/member/notice?types=A): the same list for types=A with its own read
// flags; opening an unread one drops the agent footer's badge at once, then the platform's count.
function mountAgent() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/m/member/notice', element: <AgentNoticesScreen /> }], { initialEntries: ['/m/member/notice?types=A'] })} />);
  return document.querySelector('main[data-screen="agent-notices"]');
}

it('agent view: lists the agent notices, opening an unread one marks it read and drops the footer badge at once', async () => {
  sessionStore.session = { id: 2, token: 't', merchantCode: 'demo', userName: 'agent01', type: 1, firstTimeLogin: false };
  reply = {
    agent: [
      { id: 21, title: 'A21', content: '<p>Commission</p>', read: false, createdAt: 1 },
      { id: 22, title: 'A22', content: '<p>Rates</p>', read: false, createdAt: 2 },
      { id: 23, title: 'A23', content: '<p>Old</p>', read: true, createdAt: 3 },
    ],
    footer: { unreadCount: 2 },
  };
  mountAgent();
  const items = await screen.findAllByTestId('notice-item');
  expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
  expect(calls[0]?.input).toEqual({ query: { types: 'A', platform: 'M', merchantCode: 'demo' } });
  expect(unreadStore.agentNotices).toBe(2);
  // The platform will answer the reload with the notice read.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  reply = { ...reply, agent: reply.agent?.map((n) => (n.id === 21 ? { ...n, read: true } : n)), footer: { unreadCount: 1 } };
  const { callLazily } = await import('../../state/endpoint-call');
  const original = vi.mocked(callLazily).getMockImplementation();
  vi.mocked(callLazily).mockImplementationOnce(async (id, input) => {
    await held;
    return original!(id, input);
  });
  fireEvent.click(screen.getByText('A21'));
  expect(items[0]?.getAttribute('data-read')).toBe('true');
  expect(unreadStore.agentNotices).toBe(1);
  release();
  await waitFor(() => expect(calls.map((c) => c.id)).toEqual(['announcements', 'markAnnouncementRead', 'announcements']));
  expect(calls[1]?.input).toEqual({ body: { announcementId: 21, read: true } });
  await waitFor(() => expect(unreadStore.agentNotices).toBe(1));
  // Opening an already read one changes nothing.
  fireEvent.click(screen.getByText('A23'));
  expect(unreadStore.agentNotices).toBe(1);
  expect(calls).toHaveLength(3);
});

it('agent view: empty, and a failed load offers a retry', async () => {
  sessionStore.session = { id: 2, token: 't', merchantCode: 'demo', userName: 'agent01', type: 1, firstTimeLogin: false };
  fail = true;
  const main = mountAgent();
  expect(main?.getAttribute('aria-busy')).toBe('true');
  const retry = await screen.findByTestId('notices-retry');
  fail = false;
  reply = { agent: [], footer: { unreadCount: 0 } };
  fireEvent.click(retry);
  expect(await screen.findByTestId('empty-state')).toBeTruthy();
});
