// @vitest-environment jsdom
// The lottery caches (spec section 4, Caching): lists per prize mode with the time their remainTime
// was true, the Elott list returning from the cache after 1 s, menus per prize mode and language.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryGroup } from '../../api/contract.generated';

const calls: { id: string; query: unknown }[] = [];
vi.mock('../../state/endpoint-call', () => ({
  callLazily: (id: string, input: { query?: unknown }) => {
    calls.push({ id, query: input.query });
    const reply: LotteryGroup[] = [{ displayName: 'E-Lottery', gameGroupId: 5, gameGroupCode: 'ELOTT', games: [] }];
    return new Promise((resolve) => setTimeout(() => resolve(id === 'lotteryMenu' ? [{ tag: 'HOT', labelName: 'Hot', gameMenus: [] }] : reply), 40));
  },
}));

const { loadLotteryList, loadLotteryMenu, lotteryListCache, lotteryMenuCache } = await import('./lottery-api');

describe('lottery caches', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    calls.length = 0;
    lotteryListCache.clear();
    lotteryMenuCache.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('stores a list with the middle of its round trip, and the cached Elott list answers after 1 s', async () => {
    const first = loadLotteryList('Elott');
    await vi.advanceTimersByTimeAsync(40);
    expect((await first).origin).toBe(1_000_020);
    expect(calls).toEqual([{ id: 'lotteryList', query: { prizeMode: 'Elott', device: 'MOBILE' } }]);

    let settled = false;
    const again = loadLotteryList('Elott').then((s) => {
      settled = true;
      return s;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await again).origin).toBe(1_000_020);
    expect(calls).toHaveLength(1);
  });

  it('the cached Lott list answers at once; renew goes to the platform', async () => {
    const first = loadLotteryList('Lott');
    await vi.advanceTimersByTimeAsync(40);
    await first;
    let settled = false;
    void loadLotteryList('Lott').then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    const renewed = loadLotteryList('Lott', { renew: true });
    await vi.advanceTimersByTimeAsync(40);
    await renewed;
    expect(calls.filter((c) => c.id === 'lotteryList')).toHaveLength(2);
  });

  it('keeps one menu per prize mode and language', async () => {
    const vi1 = loadLotteryMenu('Lott', 'VI');
    await vi.advanceTimersByTimeAsync(40);
    await vi1;
    const vi2 = loadLotteryMenu('Lott', 'VI');
    await vi.advanceTimersByTimeAsync(0);
    await vi2;
    const en = loadLotteryMenu('Lott', 'EN');
    await vi.advanceTimersByTimeAsync(40);
    await en;
    expect(calls.map((c) => c.query)).toEqual([
      { prizeMode: 'Lott', device: 'MOBILE', language: 'VI' },
      { prizeMode: 'Lott', device: 'MOBILE', language: 'EN' },
    ]);
  });
});
