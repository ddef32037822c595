// Spec section 6: dividend info is fetched only for types other than 4, 40, 41 and 42.
import { beforeEach, expect, it, vi } from 'vitest';

const calls: string[] = [];
const inputs: unknown[] = [];
vi.mock('../../api/endpoints', () => ({
  callEndpoint: vi.fn(async (id: string, input: unknown) => {
    calls.push(id);
    inputs.push(input);
    return {};
  }),
}));

const { sessionStore } = await import('../../state/session-store');
const { contractsApi, ContractsNotAllowed, dividendsAllowed } = await import('./contracts-api');

const signIn = (type: number) => {
  sessionStore.session = { id: 1, token: `t-${type}`, merchantCode: 'demo', userName: 'ct_agent', type, firstTimeLogin: false };
};

beforeEach(() => {
  calls.length = 0;
  inputs.length = 0;
});

it('a type-41 session makes no dividend or contract call', async () => {
  signIn(41);
  await expect(contractsApi.dividendInfo()).rejects.toBeInstanceOf(ContractsNotAllowed);
  await expect(contractsApi.dividends({ startDate: 0, endDate: 1 })).rejects.toBeInstanceOf(ContractsNotAllowed);
  await expect(contractsApi.payout(1)).rejects.toBeInstanceOf(ContractsNotAllowed);
  await expect(contractsApi.detail('DIVIDEND')).rejects.toBeInstanceOf(ContractsNotAllowed);
  await expect(contractsApi.process({ contractId: 1, contractType: 'DIVIDEND' }, 'ACCEPT')).rejects.toBeInstanceOf(ContractsNotAllowed);
  expect(calls).toEqual([]);
});

it('types 4, 40, 41 and 42 and guests are exempt; other types call the platform', async () => {
  for (const type of [4, 40, 41, 42]) expect(dividendsAllowed({ type })).toBe(false);
  expect(dividendsAllowed(null)).toBe(false);
  for (const type of [1, 2, 3]) expect(dividendsAllowed({ type })).toBe(true);
  signIn(1);
  await contractsApi.dividendInfo();
  await contractsApi.dividends({ startDate: 0, endDate: 1 });
  expect(calls).toEqual(['dividendInfo', 'dividendList']);
});

it("answers each kind of offer through upstream's relay for it, with that relay's fields", async () => {
  signIn(1);
  await contractsApi.process({ contractId: 3, contractType: 'DIVIDEND' }, 'ACCEPT');
  await contractsApi.process({ contractId: 4, contractType: 'DAILY_SALARY' }, 'DECLINE');
  await contractsApi.process({ contractId: 5, contractType: 'HOURLY_SALARY' }, 'ACCEPT');
  expect(calls).toEqual(['contractProcessDividend', 'contractProcessDailySalary', 'contractProcessHourlySalary']);
  expect(inputs).toEqual([
    { query: { contractId: 3, status: 'A' } },
    { query: { id: 4, status: 'R' } },
    { body: { contractId: 5, status: 'A' } },
  ]);
});
