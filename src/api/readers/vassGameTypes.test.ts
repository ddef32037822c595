import { describe, expect, it } from 'vitest';
import readVassGameTypes from './vassGameTypes';

describe('vendor game types reader', () => {
  it("reads upstream's map gameType -> { vendorCode: [] } in its order, vendors named by their codes", () => {
    expect(readVassGameTypes({ content: { RNG: { JL: [], PG: [] }, LIVE: { EG4: [] } } })).toEqual({
      content: [
        { gameType: 'RNG', vendorNames: [{ accountTypeName: 'JL', displayName: 'JL', gameType: 'RNG' }, { accountTypeName: 'PG', displayName: 'PG', gameType: 'RNG' }] },
        { gameType: 'LIVE', vendorNames: [{ accountTypeName: 'EG4', displayName: 'EG4', gameType: 'LIVE' }] },
      ],
    });
  });

  it('reads our older array of categories with named vendors', () => {
    const old = { content: [{ gameCategory: 'RNG', gameType: 'RNG', accountTypeName: 'PG', displayName: 'Slots', vendorNames: [{ accountTypeName: 'PG', displayName: 'PG Soft', gameType: 'RNG', iconUrl: '' }] }] };
    expect(readVassGameTypes(old)).toEqual({ content: [{ gameType: 'RNG', displayName: 'Slots', vendorNames: [{ accountTypeName: 'PG', displayName: 'PG Soft', gameType: 'RNG' }] }] });
  });

  it('drops what it cannot read, refuses a reply without content', () => {
    expect(readVassGameTypes({ content: { RNG: 'x', LIVE: { EVO: [] } } }).content.map((c) => c.gameType)).toEqual(['LIVE']);
    expect(readVassGameTypes({ content: [{ gameType: 'RNG', vendorNames: [{ displayName: 'no code' }, { accountTypeName: 'PG' }] }] }).content[0]?.vendorNames).toEqual([{ accountTypeName: 'PG', displayName: 'PG', gameType: 'RNG' }]);
    expect(() => readVassGameTypes({})).toThrow(/value.content is not an object/);
  });
});
