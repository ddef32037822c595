import { expect, it } from 'vitest';
import readContractProcessed from './contractProcessDividend';
import readHourly from './contractProcessHourlySalary';

it("reads the reference platform's Contract for its id and status", () => {
  expect(readContractProcessed({ contractId: 7, contractType: 'DIVIDEND', status: 'ACCEPTED', terms: [] })).toEqual({ contractId: 7, status: 'ACCEPTED' });
  expect(readContractProcessed({ contractId: '8', status: 'DECLINED' })).toEqual({ contractId: 8, status: 'DECLINED' });
});

it('takes any other success as an answer (upstream\'s reply body is not seen)', () => {
  for (const value of [null, undefined, true, 'ok', 1, [], {}, { status: 'A' }]) expect(readContractProcessed(value)).toEqual({});
  expect(readHourly).toBe(readContractProcessed);
});
