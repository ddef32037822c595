// @vitest-environment jsdom
// The dividends screen: a type-41 session sees that dividends are not for its account and the
// screen makes no dividend call at all; an agent's screen asks for the period info and history.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';

const calls: string[] = [];
/** Rows the history answers with; after the first answer, the list reload can be held. */
const list = { records: [] as unknown[], holdReloads: false, answered: 0 };
const payable = { dividendId: 7, periodStart: 0, periodEnd: 1, teamProfit: 1000, rate: 5, amount: 50, state: 'PENDING', paidAt: null };
vi.mock('../../api/endpoints', () => ({
  callEndpoint: vi.fn(async (id: string) => {
    calls.push(id);
    if (id === 'dividendPayout') return { dividend: { ...payable, state: 'PAID', paidAt: 2 }, balance: 100 };
    if (id === 'dividendList') {
      list.answered += 1;
      if (list.holdReloads && list.answered > 1) return new Promise(() => undefined);
      return { records: list.records, total: list.records.length, page: 1, size: 10, footer: { amount: 0, paid: 0 } };
    }
    if (id === 'dividendInfo') return { contract: null, periodStart: 0, periodEnd: 1, teamProfit: 0, rate: 0, amount: 0, payable: 0 };
    return {};
  }),
}));
vi.mock('../../config/merchant-config', () => ({ readMerchantConfig: () => ({ code: 'demo', currencySymbol: '₫', features: {} }) }));
vi.mock('../../state/endpoint-call', () => ({ callLazily: vi.fn(async () => ({ sumBalance: 0, currencySymbol: '₫' })) }));

const { initI18n } = await import('../../i18n/i18n');
const { sessionStore } = await import('../../state/session-store');
const { DividendsScreen } = await import('./dividends-screen');

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  calls.length = 0;
  list.records = [];
  list.holdReloads = false;
  list.answered = 0;
});
afterEach(() => cleanup());

function mount(type: number) {
  sessionStore.session = { id: 1, token: `token-${type}`, merchantCode: 'demo', userName: 'ct_agent', type, firstTimeLogin: false };
  const router = createMemoryRouter([{ path: '*', element: <DividendsScreen /> }], { initialEntries: ['/m/member/agent/agentDivident'] });
  render(<RouterProvider router={router} />);
}

it('a type-41 session makes no dividend call', async () => {
  mount(41);
  expect(await screen.findByTestId('empty-state')).toBeTruthy();
  await new Promise((r) => setTimeout(r, 30));
  expect(calls.filter((id) => id.startsWith('dividend'))).toEqual([]);
});

it('an agent (type 1) loads the current period and the history', async () => {
  mount(1);
  await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['dividendInfo', 'dividendList'])));
  expect(await screen.findByTestId('dividend-no-contract')).toBeTruthy();
});

it('a payout answered before the second tap of a double tap, with the list not yet reloaded, is sent once', async () => {
  list.records = [payable];
  list.holdReloads = true;
  mount(1);
  const button = await screen.findByTestId('dividend-payout');
  button.click();
  await waitFor(() => expect(calls.filter((id) => id === 'dividendPayout')).toHaveLength(1));
  // The reply is in and the button is enabled again, but the row still says payable.
  await waitFor(() => expect((screen.getByTestId('dividend-payout') as HTMLButtonElement).disabled).toBe(false));
  screen.getByTestId('dividend-payout').click();
  await new Promise((r) => setTimeout(r, 30));
  expect(calls.filter((id) => id === 'dividendPayout')).toHaveLength(1);
});
