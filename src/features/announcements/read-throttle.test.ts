import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { throttledMarker } from './read-throttle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const clock = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), now: () => Date.now() };

it('marks the first at once, then at most one per 150 ms, losing none and collapsing repeats', async () => {
  const marked: number[] = [];
  const mark = throttledMarker((id: number) => marked.push(id), 150, clock);
  mark(1);
  mark(2);
  mark(3);
  mark(2);
  await vi.advanceTimersByTimeAsync(0);
  expect(marked).toEqual([1]);
  await vi.advanceTimersByTimeAsync(149);
  expect(marked).toEqual([1]);
  await vi.advanceTimersByTimeAsync(1);
  expect(marked).toEqual([1, 2]);
  await vi.advanceTimersByTimeAsync(150);
  expect(marked).toEqual([1, 2, 3]);
  // A quiet spell: the next one goes at once.
  await vi.advanceTimersByTimeAsync(500);
  mark(4);
  await vi.advanceTimersByTimeAsync(0);
  expect(marked).toEqual([1, 2, 3, 4]);
});

it('a failing mark does not stop the queue', async () => {
  const marked: number[] = [];
  const mark = throttledMarker((id: number) => {
    marked.push(id);
    if (id === 1) throw new Error('offline');
  }, 150, clock);
  mark(1);
  mark(2);
  await vi.advanceTimersByTimeAsync(150);
  expect(marked).toEqual([1, 2]);
});
