// The category menu built from vassGameTypes, the tab a route opens on, and the cached calls.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameCategory } from '../../api/contract.generated';

const calls: { id: string; input: unknown }[] = [];
vi.mock('../../state/endpoint-call', () => ({
  callLazily: async (id: string, input: unknown) => {
    calls.push({ id, input });
    if (id === 'vassGameTypes') return { content: CATEGORIES };
    if (id === 'hotGames') return { list: [] };
    if (id === 'gameList') return { games: [], pageNum: 1, totalPages: 1, total: 0 };
    return null;
  },
}));

const CATEGORIES: GameCategory[] = [
  { gameCategory: 'LIVE', gameType: 'LIVE', accountTypeName: 'EVO', displayName: 'Live', vendorNames: [{ accountTypeName: 'EVO', displayName: 'Evolution', gameType: 'LIVE', iconUrl: '' }] },
  {
    gameCategory: 'RNG',
    gameType: 'RNG',
    accountTypeName: 'PG',
    displayName: 'Slots',
    vendorNames: [
      { accountTypeName: 'PG', displayName: 'PG Soft', gameType: 'RNG', iconUrl: '' },
      { accountTypeName: 'MEGA', displayName: 'Mega', gameType: 'RNG', iconUrl: '' },
    ],
  },
];

const { categoryTabs, initialTabIndex, loadCategories, loadGamePage } = await import('./games-api');
const { MemoryStorage, setStorageBackends } = await import('../../state/storage');

beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  calls.length = 0;
});

describe('category menu', () => {
  it('puts HOT and FAV first, then every vendor (RNG only for slotsCenter)', () => {
    expect(categoryTabs(CATEGORIES, 'all').map((t) => t.key)).toEqual(['HOT', 'FAV', 'LIVE:EVO', 'RNG:PG', 'RNG:MEGA']);
    expect(categoryTabs(CATEGORIES, 'rng').map((t) => t.key)).toEqual(['HOT', 'FAV', 'RNG:PG', 'RNG:MEGA']);
  });

  it('opens on ?gameType=&vendor=, else on the first vendor', () => {
    const tabs = categoryTabs(CATEGORIES, 'all');
    expect(initialTabIndex(tabs, 'RNG', 'MEGA')).toBe(4);
    expect(initialTabIndex(tabs, 'RNG', null)).toBe(3);
    expect(initialTabIndex(tabs, 'HOT', null)).toBe(0);
    expect(initialTabIndex(tabs, null, null)).toBe(2);
    expect(initialTabIndex(tabs, 'NOPE', 'X')).toBe(2);
  });
});

describe('calls', () => {
  it('caches the categories per language', async () => {
    await loadCategories('EN');
    await loadCategories('EN');
    await loadCategories('VI');
    expect(calls.filter((c) => c.id === 'vassGameTypes')).toHaveLength(2);
  });

  it('asks for pages of 26 with the client type, platform and language', async () => {
    await loadGamePage({ id: 1, gameType: 'RNG', vassalage: 'PG', gameName: 'gold', page: 3 }, 'EN');
    expect(calls.at(-1)).toEqual({
      id: 'gameList',
      input: { query: { gameType: 'RNG', vassalage: 'PG', gameName: 'gold', pageNo: 3, pageSize: 26, language: 'EN', clientType: '2', platform: 'html5' } },
    });
  });
});
