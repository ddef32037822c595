// @vitest-environment jsdom
// The message centre screen: tabs per INBOX3/OUTBOX3, loading/error/empty states, outbox text
// shown as text, the reply form only with SENDMAIL3 and canReply.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { InboxMessage, OutboxMessage } from '../../api/contract.generated';
import { MemoryStorage, setStorageBackends } from '../../state/storage';

let features: Record<string, boolean> = {};
let inboxItems: InboxMessage[] = [];
let outboxItems: OutboxMessage[] = [];
let failInbox = false;
vi.mock('../../config/merchant-config', () => ({ readMerchantConfig: () => ({ code: 'demo', features }) }));
vi.mock('./messages-api', () => ({
  messagesApi: {
    inbox: vi.fn(async () => {
      if (failInbox) throw new ApiError({ kind: 'server', code: 'mailbox.closed', message: 'The mailbox is being moved.', status: 200 });
      return { content: structuredClone(inboxItems), pageNum: 1, totalPages: 1 };
    }),
    outbox: vi.fn(async () => ({ content: structuredClone(outboxItems), pageNum: 1, totalPages: 1 })),
    markRead: vi.fn(async () => null),
    deleteInbox: vi.fn(async () => null),
    deleteOutbox: vi.fn(async () => null),
    reply: vi.fn(async () => ({ outboxId: 1 })),
  },
}));
vi.mock('../../state/endpoint-call', () => ({ callLazily: vi.fn(async () => 0) }));

const { initI18n } = await import('../../i18n/i18n');
const { resetMessages } = await import('./messages-store');
const { sessionStore } = await import('../../state/session-store');
const { MessagesScreen } = await import('./messages-screen');

const message = (inboxId: number, canReply: boolean): InboxMessage => ({
  inboxId,
  senderName: 'Customer Service',
  subject: `Subject ${inboxId}`,
  content: `<p>Body ${inboxId}</p>`,
  sendTime: Date.UTC(2026, 0, 2, 3, 4),
  read: false,
  recordSource: 'SERVICE',
  canReply,
});

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  features = {};
  failInbox = false;
  inboxItems = [message(1, true), message(2, false)];
  outboxItems = [{ outboxId: 5, inboxId: 1, recipientName: 'Customer Service', subject: 'RE: Subject 1', content: '<b>not bold</b>', sendTime: 1, recordSource: 'SERVICE' }];
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  sessionStore.session = { id: 1, token: 't', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false };
  resetMessages();
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

function mount(path = '/m/webEmail') {
  render(<RouterProvider router={createMemoryRouter([{ path: '/m/webEmail', element: <MessagesScreen /> }], { initialEntries: [path] })} />);
  return document.querySelector('main[data-screen="messages"]');
}

it('shows both tabs by default, busy until the list arrives', async () => {
  const main = mount();
  expect(main?.getAttribute('aria-busy')).toBe('true');
  expect(await screen.findAllByTestId('message-item')).toHaveLength(2);
  expect(main?.getAttribute('aria-busy')).toBeNull();
  expect(screen.getByTestId('message-tab-inbox')).toBeTruthy();
  expect(screen.getByTestId('message-tab-outbox')).toBeTruthy();
});

it('hides the outbox without OUTBOX3 (even when asked for) and the inbox without INBOX3', async () => {
  features = { OUTBOX3: false };
  mount('/m/webEmail?box=outbox');
  expect(await screen.findAllByTestId('message-item')).toHaveLength(2);
  expect(screen.queryByRole('tablist')).toBeNull();
  cleanup();
  resetMessages();
  features = { INBOX3: false };
  mount();
  const sent = await screen.findAllByTestId('message-item');
  expect(sent.map((s) => s.getAttribute('data-box'))).toEqual(['outbox']);
  expect(screen.queryByTestId('message-mark-read')).toBeNull();
});

it('an error says why and offers a retry; an empty box says so', async () => {
  failInbox = true;
  mount();
  const error = await screen.findByTestId('messages-error');
  // An uncatalogued code: the server's own words are the cause.
  await waitFor(() => expect(error.textContent).toContain('The mailbox is being moved.'), { timeout: 5_000 });
  failInbox = false;
  inboxItems = [];
  fireEvent.click(screen.getByTestId('messages-retry'));
  await screen.findByTestId('empty-state');
});

it('shows the member’s own outbox text as text', async () => {
  mount('/m/webEmail?box=outbox&id=5');
  const content = await screen.findByTestId('message-content');
  expect(content.textContent).toBe('<b>not bold</b>');
  expect(content.querySelector('b')).toBeNull();
});

it('offers a reply only where the message and SENDMAIL3 allow it', async () => {
  mount('/m/webEmail?id=1');
  await screen.findByTestId('message-reply-form');
  expect((document.querySelector('input[name="subject"]') as HTMLInputElement).value).toBe('RE: Subject 1');
  cleanup();
  mount('/m/webEmail?id=2');
  await screen.findByTestId('message-detail');
  expect(screen.queryByTestId('message-reply-form')).toBeNull();
  cleanup();
  features = { SENDMAIL3: false };
  mount('/m/webEmail?id=1');
  await screen.findByTestId('message-detail');
  await waitFor(() => expect(screen.queryByTestId('message-reply-form')).toBeNull());
});
