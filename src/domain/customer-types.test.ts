import { expect, it } from 'vitest';
import { hasContracts, isAgentType, isFreeType, mayTransferToUpline, mayUseVirtualAuth } from './customer-types';

const TYPES = [0, 1, 2, 4, 40, 41, 42];

it('counts every type but 0, 4 and 40 as an agent', () => {
  expect(TYPES.filter(isAgentType)).toEqual([1, 2, 41, 42]);
});

it('4 is free play; 4, 40, 41 and 42 take no contracts', () => {
  expect(TYPES.filter(isFreeType)).toEqual([4]);
  expect(TYPES.filter((t) => !hasContracts(t))).toEqual([4, 40, 41, 42]);
});

it('only 0, 1 and 2 enter the virtualAuth entries; every type but agent-only 2 may transfer to its upline', () => {
  expect(TYPES.filter(mayUseVirtualAuth)).toEqual([0, 1, 2]);
  expect(TYPES.filter((t) => !mayTransferToUpline(t))).toEqual([2]);
});
