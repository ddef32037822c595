import { beforeEach, describe, expect, it } from 'vitest';
import { BUILD_ID, cached, clearCaches, defineCache, parseArray } from './cache';
import { MemoryStorage, setStorageBackends } from './storage';

const local = new MemoryStorage();
beforeEach(() => {
  local.clear();
  setStorageBackends({ local, session: new MemoryStorage() });
});

const numbers = defineCache<number[]>({ name: 'TEST_NUMBERS', ttlMs: 60_000, version: 1, parse: (raw) => parseArray<number>(raw)?.filter((n) => typeof n === 'number') });

describe('caches', () => {
  it('keeps a value per scope until it expires', () => {
    numbers.write([1, 2], 'vi', 1_000);
    numbers.write([3], 'en', 1_000);
    expect(numbers.read('vi', 30_000)).toEqual([1, 2]);
    expect(numbers.read('en', 30_000)).toEqual([3]);
    expect(numbers.read('vi', 61_001)).toBeUndefined();
    expect(numbers.read('zh', 2_000)).toBeUndefined();
  });

  it('ignores what another build or another shape version wrote', () => {
    local.setItem('MC_CACHE_TEST_NUMBERS', JSON.stringify({ '': { version: 'older-build:1', savedAt: Date.now(), value: [9] } }));
    expect(numbers.read()).toBeUndefined();
    local.setItem('MC_CACHE_TEST_NUMBERS', JSON.stringify({ '': { version: `${BUILD_ID}:0`, savedAt: Date.now(), value: [9] } }));
    expect(numbers.read()).toBeUndefined();
    local.setItem('MC_CACHE_TEST_NUMBERS', JSON.stringify({ '': { version: `${BUILD_ID}:1`, savedAt: Date.now(), value: [9] } }));
    expect(numbers.read()).toEqual([9]);
  });

  it('reads malformed storage as absent', () => {
    local.setItem('MC_CACHE_TEST_NUMBERS', '{not json');
    expect(numbers.read()).toBeUndefined();
    local.setItem('MC_CACHE_TEST_NUMBERS', JSON.stringify({ '': { version: `${BUILD_ID}:1`, savedAt: Date.now(), value: 'oops' } }));
    expect(numbers.read()).toBeUndefined();
  });

  it('reads through, renews on request and keeps the old value when a load fails', async () => {
    let calls = 0;
    const load = async () => [++calls];
    expect(await cached(numbers, load)).toEqual([1]);
    expect(await cached(numbers, load)).toEqual([1]);
    expect(await cached(numbers, load, { renew: true })).toEqual([2]);
    await expect(cached(numbers, () => Promise.reject(new Error('offline')), { renew: true })).rejects.toThrow('offline');
    expect(numbers.read()).toEqual([2]);
  });

  it('clears by name', () => {
    numbers.write([1]);
    clearCaches(['OTHER']);
    expect(numbers.read()).toEqual([1]);
    clearCaches(['TEST_NUMBERS']);
    expect(numbers.read()).toBeUndefined();
  });

  it('shares a load in flight: a second reader of the same scope waits for it, another scope loads its own', async () => {
    let calls = 0;
    let answer: (value: number[]) => void = () => {};
    const slow = () => {
      calls += 1;
      return new Promise<number[]>((resolve) => {
        answer = resolve;
      });
    };
    const first = cached(numbers, slow, { scope: 'vi' });
    const second = cached(numbers, slow, { scope: 'vi' });
    expect(calls).toBe(1);
    void cached(numbers, async () => [7], { scope: 'en' });
    answer([4]);
    expect(await first).toEqual([4]);
    expect(await second).toEqual([4]);
    expect(calls).toBe(1);
    expect(numbers.read('vi')).toEqual([4]);
    // Once settled, a failure is not shared either: the next reader after it loads again.
    await expect(cached(numbers, () => Promise.reject(new Error('offline')), { scope: 'th' })).rejects.toThrow('offline');
    expect(await cached(numbers, async () => [5], { scope: 'th' })).toEqual([5]);
  });

  it('a load that a sign-out clears meanwhile answers its caller but is not stored, nor shared', async () => {
    let answer: (value: number[]) => void = () => {};
    const first = cached(numbers, () => new Promise<number[]>((resolve) => (answer = resolve)));
    clearCaches(['TEST_NUMBERS']);
    let second = 0;
    const next = cached(numbers, async () => [++second + 10]);
    answer([1]);
    expect(await first).toEqual([1]);
    expect(await next).toEqual([11]);
    expect(numbers.read()).toEqual([11]);
  });
});
