// The category menu built from vassGameTypes, the tab a route opens on, and the cached calls.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameCategory } from '../../api/reader-types';

const calls: { id: string; input: unknown }[] = [];
vi.mock('../../config/merchant-config', () => ({ readMerchantConfig: () => ({ code: 'demo' }) }));
vi.mock('../../state/endpoint-call', () => ({
  callLazily: async (id: string, input: unknown) => {
    calls.push({ id, input });
    if (id === 'vassGameTypes') return { content: CATEGORIES };
    if (id === 'hotGames') return { list: [] };
    if (id === 'gameList') return { games: [], pageNum: 1, totalPages: 1, totalCount: 0 };
    return null;
  },
}));

const CATEGORIES: GameCategory[] = [
  { gameType: 'LIVE', displayName: 'Live', vendorNames: [{ accountTypeName: 'EVO', displayName: 'Evolution', gameType: 'LIVE' }] },
  {
    gameType: 'RNG',
    displayName: 'Slots',
    vendorNames: [
      { accountTypeName: 'PG', displayName: 'PG Soft', gameType: 'RNG' },
      { accountTypeName: 'MEGA', displayName: 'Mega', gameType: 'RNG' },
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

  it("asks for pages of 26 with the parameters upstream's H5 shell sends (fixture game-list.request.json)", async () => {
    await loadGamePage({ id: 1, gameType: 'RNG', vassalage: 'PG', gameName: 'gold', page: 3 }, 'EN');
    expect(calls.at(-1)).toEqual({
      id: 'gameList',
      input: { query: { merchant: 'demo', platform: 'html5', gameName: 'gold', gameType: 'RNG', pageNo: 3, pageSize: 26, vassalage: 'PG', gameClassify: '', minBet: '', minLine: '', language: 'EN' } },
    });
    const fixture = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'tests', 'fixtures', 'upstream', 'game-list.request.json'), 'utf8')) as { request: { query: Record<string, unknown> } };
    const asked = (calls.at(-1)?.input as { query: Record<string, unknown> }).query;
    // Exactly the parameters upstream's shell sends.
    expect(Object.keys(asked).every((key) => key in fixture.request.query)).toBe(true);
    expect(Object.keys(fixture.request.query).filter((key) => !(key in asked))).toEqual([]);
  });
});
