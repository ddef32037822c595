// @vitest-environment jsdom
// The contract prompts over home: one alert per pending contract, cancel moves on, go opens the
// contract page, once per session; exempt types are not even asked.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { Contract, ContractRequests } from '../../api/contract.generated';
import { MemoryStorage, readStored, setStorageBackends, storageKeys } from '../../state/storage';

const calls: string[] = [];
let reply: ContractRequests | Record<string, unknown>;
// The wire reply goes through the endpoint's reader, as callLazily's reply check does.
vi.mock('../../state/endpoint-call', () => ({
  callLazily: vi.fn(async (id: string) => {
    calls.push(id);
    const { default: readContractRequests } = await import('../../api/readers/contractRequests');
    return readContractRequests(structuredClone(reply));
  }),
}));

const { initI18n } = await import('../../i18n/i18n');
const { sessionStore } = await import('../../state/session-store');
const { ContractPromptsOverlay } = await import('./contract-prompts-overlay');

const contract = (contractId: number, contractType: Contract['contractType']): Contract => ({ contractId, contractType, status: 'PENDING', fromUser: 'demo', createdAt: 0, processedAt: null, terms: [] });

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  calls.length = 0;
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  reply = { dailysalreqtype: contract(1, 'DAILY_SALARY'), divtypecompperiodreq: null, contracthoursalreq: contract(3, 'HOURLY_SALARY') };
});
afterEach(() => {
  cleanup();
  setStorageBackends({});
});

function mount(type: number) {
  sessionStore.session = { id: 1, token: `token-${type}`, merchantCode: 'demo', userName: 'agent01', type, firstTimeLogin: false };
  const router = createMemoryRouter(
    [
      { path: '/m/home', element: <ContractPromptsOverlay /> },
      { path: '*', element: <main data-screen="elsewhere" /> },
    ],
    { initialEntries: ['/m/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it('asks once per session and shows one alert per pending contract; go opens its page', async () => {
  const router = mount(1);
  const prompt = await screen.findByTestId('contract-prompt');
  expect(prompt.getAttribute('role')).toBe('alertdialog');
  expect(prompt.getAttribute('data-contract')).toBe('salary');
  expect(screen.getByRole('alertdialog', { name: 'Contract offer' })).toBeTruthy();
  fireEvent.click(screen.getByTestId('contract-prompt-cancel'));
  await waitFor(() => expect(screen.getByTestId('contract-prompt').getAttribute('data-contract')).toBe('hourly'));
  fireEvent.click(screen.getByTestId('contract-prompt-go'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/agent/getHourContract'));
  expect(readStored(storageKeys.contractPromptsShown)).toBe('token-1');
  cleanup();
  mount(1);
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByTestId('contract-prompt')).toBeNull();
  expect(calls).toEqual(['contractRequests']);
});

it('does not ask types 4, 40, 41 and 42', async () => {
  for (const type of [4, 40, 41, 42]) {
    mount(type);
    await new Promise((r) => setTimeout(r, 20));
    cleanup();
  }
  expect(calls).toEqual([]);
});

it("upstream's offers (maps by product type, status P) prompt without naming an offerer", async () => {
  reply = {
    dailysalreqtype: { LOTT: [{ id: 11, status: 'P', details: [{ betVolume: 1000, activeMember: 3, rateType: 'P', rate: 0.01 }] }] },
    divtypereq: null,
    contracthoursalreq: { RNG: [{ contractId: 12, status: 'V', hourSalaryRates: [] }] },
  };
  mount(1);
  const prompt = await screen.findByTestId('contract-prompt');
  expect(prompt.getAttribute('data-contract')).toBe('salary');
  expect(prompt.textContent).toContain('You have a daily salary contract offer. Review it now?');
  fireEvent.click(screen.getByTestId('contract-prompt-cancel'));
  // The hourly offer is in force (V), not pending: no second prompt.
  await waitFor(() => expect(screen.queryByTestId('contract-prompt')).toBeNull());
});

it('shows no dividend prompt where the merchant has dividends off', async () => {
  const { setPlatformFlags } = await import('../../config/flags');
  reply = { dailysalreqtype: contract(1, 'DAILY_SALARY'), divtypecompperiodreq: contract(2, 'DIVIDEND'), contracthoursalreq: contract(3, 'HOURLY_SALARY') };
  setPlatformFlags({ DIVIDEND: false });
  try {
    mount(2);
    expect((await screen.findByTestId('contract-prompt')).getAttribute('data-contract')).toBe('salary');
    fireEvent.click(screen.getByTestId('contract-prompt-cancel'));
    await waitFor(() => expect(screen.getByTestId('contract-prompt').getAttribute('data-contract')).toBe('hourly'));
    fireEvent.click(screen.getByTestId('contract-prompt-cancel'));
    await waitFor(() => expect(screen.queryByTestId('contract-prompt')).toBeNull());
  } finally {
    setPlatformFlags({});
  }
});
