import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Contract } from '../api/contract.generated';
import { ROUTES } from '../app/route-table';
import { CONTRACT_KINDS, CONTRACT_PAGES, CONTRACT_TYPES, contractKind, type PlatformContractType } from './contracts';

describe('contract kinds', () => {
  it("name the API contract's contract types, each back to its kind", () => {
    expectTypeOf<PlatformContractType>().toEqualTypeOf<Contract['contractType']>();
    for (const kind of CONTRACT_KINDS) expect(contractKind(CONTRACT_TYPES[kind])).toBe(kind);
  });

  it('each lead to an agent page of the route table', () => {
    for (const kind of CONTRACT_KINDS) {
      const route = ROUTES.find((r) => r.path === CONTRACT_PAGES[kind]);
      expect(route?.access, kind).toBe('agent');
    }
  });
});
