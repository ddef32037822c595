import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTDOWN_TICK_MS } from '../config/constants';
import { clockNow, clockRunning, clockSubscriberCount, subscribeClock } from './clock';

describe('the one shared clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('runs one interval for any number of subscribers and stops with the last', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    expect(clockRunning()).toBe(false);
    const listeners = Array.from({ length: 100 }, () => vi.fn());
    const unsubscribe = listeners.map((l) => subscribeClock(l));
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(clockSubscriberCount()).toBe(100);
    vi.advanceTimersByTime(COUNTDOWN_TICK_MS * 3);
    for (const l of listeners) expect(l).toHaveBeenCalledTimes(3);
    expect(clockNow()).toBe(1_000_000 + COUNTDOWN_TICK_MS * 3);
    unsubscribe.slice(1).forEach((u) => u());
    await Promise.resolve();
    expect(clockRunning()).toBe(true);
    unsubscribe[0]?.();
    await Promise.resolve();
    expect(clockRunning()).toBe(false);
    expect(clearInterval).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(COUNTDOWN_TICK_MS * 4);
    expect(listeners[0]).toHaveBeenCalledTimes(3);
    setInterval.mockRestore();
    clearInterval.mockRestore();
  });

  it('ticks every 500 ms and restarts on a new subscriber', async () => {
    const listener = vi.fn();
    const stop = subscribeClock(listener);
    vi.advanceTimersByTime(499);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledWith(1_000_500);
    stop();
    await Promise.resolve();
    vi.advanceTimersByTime(2000);
    const again = vi.fn();
    const stopAgain = subscribeClock(again);
    expect(clockNow()).toBe(1_002_500);
    vi.advanceTimersByTime(500);
    expect(again).toHaveBeenCalledTimes(1);
    stopAgain();
  });

  it('keeps its interval (and phase) when the last subscriber is replaced in the same turn', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const stop = subscribeClock(() => {});
    stop();
    const stopNext = subscribeClock(() => {});
    await Promise.resolve();
    expect(clockRunning()).toBe(true);
    expect(setInterval).toHaveBeenCalledTimes(1);
    stopNext();
    await Promise.resolve();
    expect(clockRunning()).toBe(false);
    setInterval.mockRestore();
  });
});
