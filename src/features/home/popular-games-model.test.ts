import { describe, expect, it } from 'vitest';
import type { GameCategory } from '../../api/reader-types';
import { bodyFor, gamesMenuTabs } from './popular-games-model';

const category = (gameType: string, vendors: string[]): GameCategory => ({
  gameType,
  displayName: `${gameType} name`,
  vendorNames: vendors.map((v) => ({ accountTypeName: v, displayName: v, gameType })),
});

describe('popular games menu', () => {
  it('keeps the server order and folds ELOTT into LOTT where the first of them stood', () => {
    const tabs = gamesMenuTabs([category('RNG', ['PG']), category('ELOTT', ['GW']), category('LIVE', ['EVO']), category('LOTT', ['VR', 'TCG'])]);
    expect(tabs.map((t) => t.category)).toEqual(['RNG', 'LOTT', 'LIVE']);
    expect(tabs[1]?.vendors.map((v) => v.accountTypeName)).toEqual(['GW', 'VR', 'TCG']);
  });

  it('an ELOTT alone is the lottery tab', () => {
    expect(gamesMenuTabs([category('ELOTT', ['GW'])]).map((t) => [t.category, t.body])).toEqual([['LOTT', 'lottery']]);
  });

  it('shows a lottery panel for LOTT, a game grid for RNG and FISH, vendors for the rest', () => {
    expect(['LOTT', 'RNG', 'FISH', 'SPORTS', 'LIVE', 'PVP'].map(bodyFor)).toEqual(['lottery', 'games', 'games', 'vendors', 'vendors', 'vendors']);
  });

  it('no categories, no tabs', () => {
    expect(gamesMenuTabs([])).toEqual([]);
  });
});
