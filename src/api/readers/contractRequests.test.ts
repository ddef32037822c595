import { expect, it } from 'vitest';
import readContractRequests from './contractRequests';

const ours = (contractId: number, contractType: string, status = 'PENDING') => ({ contractId, contractType, status, fromUser: 'demo', createdAt: 0, processedAt: null, terms: [] });

it("reads ours: one Contract or null per kind, pending only", () => {
  expect(readContractRequests({ dailysalreqtype: ours(1, 'DAILY_SALARY'), divtypecompperiodreq: ours(2, 'DIVIDEND', 'ACCEPTED'), contracthoursalreq: null })).toEqual({
    salary: { contractId: 1, fromUser: 'demo' },
    dividend: null,
    hourly: null,
  });
});

// The shapes upstream's PC build reads (GoPoint9/point PGPC componetns/Notice.js): product type →
// offers; P (or E) awaits an answer, V is in force; daily salary carries id, hourly contractId, a
// dividend tier no id at all.
it("reads upstream's: maps by product type, the first offer in status P or E", () => {
  expect(
    readContractRequests({
      dailysalreqtype: { LOTT: [{ id: 41, status: 'P', details: [{ betVolume: 10000, activeMember: 5, rateType: 'P', rate: 0.012 }] }] },
      divtypereq: { LIVE: [{ minimumBet: 1000, netLoss: 500, activeMember: 3, contractRate: 0.2, status: 'E', downlineHigherRate: 'N' }] },
      contracthoursalreq: { RNG: [{ contractId: 43, status: 'V', hourSalaryRates: [] }], SPORTS: [{ contractId: 44, status: 'P', hourSalaryRates: [] }] },
      realtimesalreqtype: null,
    }),
  ).toEqual({ salary: { contractId: 41 }, dividend: {}, hourly: { contractId: 44 } });
});

it('an absent, null or unreadable kind is no offer; a reply that is not an object is refused', () => {
  expect(readContractRequests({})).toEqual({ salary: null, dividend: null, hourly: null });
  expect(readContractRequests({ dailysalreqtype: 'x', divtypereq: { LOTT: ['?'] }, contracthoursalreq: { RNG: [{ status: 'V' }] } })).toEqual({ salary: null, dividend: null, hourly: null });
  expect(() => readContractRequests(null)).toThrow();
});
