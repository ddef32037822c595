// @vitest-environment jsdom
// A contract page's states: "no contract offered", the error with a retry, and an offer accepted
// after its confirmation (the page reloads and shows the contract in force).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { Contract, ContractDetail } from '../../api/contract.generated';

const calls: { id: string; input: unknown }[] = [];
let replies: (() => unknown)[] = [];
vi.mock('../../api/endpoints', () => ({
  callEndpoint: vi.fn(async (id: string, input: unknown) => {
    calls.push({ id, input });
    const next = replies.shift();
    if (!next) throw new Error(`unexpected ${id}`);
    return next();
  }),
}));

const { initI18n } = await import('../../i18n/i18n');
const { sessionStore } = await import('../../state/session-store');
const { uiStore } = await import('../../state/ui-store');
const { SalaryContractScreen } = await import('./contract-screen');

const offer = (status: Contract['status']): Contract => ({
  contractId: 7,
  contractType: 'DAILY_SALARY',
  status,
  fromUser: 'demo',
  createdAt: 0,
  processedAt: status === 'PENDING' ? null : 1000,
  terms: [{ condition: 'Team turnover ≥ 1,000,000', rate: 0.5 }],
});
const detail = (d: Partial<ContractDetail>): ContractDetail => ({ contractType: 'DAILY_SALARY', pending: null, inForce: null, history: [], ...d });

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  calls.length = 0;
  replies = [];
  sessionStore.session = { id: 1, token: 't', merchantCode: 'demo', userName: 'ct_prompt', type: 1, firstTimeLogin: false };
});
afterEach(() => cleanup());

function mount() {
  const router = createMemoryRouter([{ path: '*', element: <SalaryContractScreen /> }], { initialEntries: ['/m/member/agent/getSalaryContract'] });
  render(<RouterProvider router={router} />);
}

it('says no contract was offered when the kind has none', async () => {
  replies = [() => detail({})];
  mount();
  expect((await screen.findByTestId('empty-state')).textContent).toContain('No daily salary contract has been offered to you.');
  expect(document.querySelector('main')?.getAttribute('data-screen')).toBe('contract-salary');
});

it('shows the error with a retry that loads again', async () => {
  replies = [
    () => {
      throw new Error('offline');
    },
    () => detail({ history: [offer('DECLINED')] }),
  ];
  mount();
  fireEvent.click(await screen.findByTestId('contracts-retry'));
  expect(await screen.findByTestId('contract-history-row')).toBeTruthy();
  expect(calls.map((c) => c.id)).toEqual(['contractDetail', 'contractDetail']);
});

it('accepts an offer after its confirmation and shows the contract in force', async () => {
  replies = [() => detail({ pending: offer('PENDING') }), () => offer('ACCEPTED'), () => detail({ inForce: offer('ACCEPTED'), history: [offer('ACCEPTED')] })];
  mount();
  fireEvent.click(await screen.findByTestId('contract-accept'));
  await waitFor(() => expect(uiStore.dialogs).toHaveLength(1));
  uiStore.dialogs[0]?.settle(true);
  expect(await screen.findByTestId('contract-in-force')).toBeTruthy();
  expect(screen.queryByTestId('contract-offer')).toBeNull();
  // A daily-salary offer goes to upstream's daily-salary relay, with its id and status fields.
  expect(calls[1]).toEqual({ id: 'contractProcessDailySalary', input: { query: { id: 7, status: 'A' } } });
  expect(uiStore.toast?.kind).toBe('success');
});
