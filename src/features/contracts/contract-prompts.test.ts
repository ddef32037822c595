import { expect, it } from 'vitest';
import type { Contract } from '../../api/contract.generated';
import readContractRequests from '../../api/readers/contractRequests';
import { pendingPrompts, promptsApply } from './contract-prompts';

// Our wire shape, read as the client reads it.
const offers = (wire: Record<string, unknown>) => readContractRequests(wire);
const contract = (contractType: Contract['contractType'], status: Contract['status'] = 'PENDING'): Contract => ({ contractId: 1, contractType, status, fromUser: 'demo', createdAt: 0, processedAt: null, terms: [] });

it('asks every signed-in type except 4, 40, 41 and 42', () => {
  expect(promptsApply(null)).toBe(false);
  for (const type of [4, 40, 41, 42]) expect(promptsApply({ type })).toBe(false);
  for (const type of [0, 1, 2, 3]) expect(promptsApply({ type })).toBe(true);
});

it('one prompt per pending contract, salary, dividend, hourly, to its page', () => {
  expect(pendingPrompts(offers({ dailysalreqtype: contract('DAILY_SALARY'), divtypecompperiodreq: contract('DIVIDEND'), contracthoursalreq: contract('HOURLY_SALARY') })).map((p) => [p.kind, p.path])).toEqual([
    ['salary', '/m/member/agent/getSalaryContract'],
    ['dividend', '/m/member/agent/getDevidendContract'],
    ['hourly', '/m/member/agent/getHourContract'],
  ]);
  expect(pendingPrompts(offers({ dailysalreqtype: null, divtypecompperiodreq: contract('DIVIDEND', 'ACCEPTED'), contracthoursalreq: contract('HOURLY_SALARY') })).map((p) => p.kind)).toEqual(['hourly']);
  expect(pendingPrompts(offers({ dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null }))).toEqual([]);
});

it('no dividend prompt where the merchant has dividends off', () => {
  const all = offers({ dailysalreqtype: contract('DAILY_SALARY'), divtypecompperiodreq: contract('DIVIDEND'), contracthoursalreq: contract('HOURLY_SALARY') });
  expect(pendingPrompts(all, { dividends: false }).map((p) => p.kind)).toEqual(['salary', 'hourly']);
  expect(pendingPrompts(all, { dividends: true }).map((p) => p.kind)).toEqual(['salary', 'dividend', 'hourly']);
});
