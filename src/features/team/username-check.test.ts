import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUsernameChecker, type UsernameStatus } from './username-check';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const statuses: UsernameStatus[] = [];
  const pending: { username: string; signal: AbortSignal; resolve: (available: boolean) => void; reject: (e: unknown) => void }[] = [];
  const check = vi.fn(
    (username: string, signal: AbortSignal) =>
      new Promise<{ username: string; available: boolean }>((resolve, reject) => {
        pending.push({ username, signal, resolve: (available) => resolve({ username, available }), reject });
      }),
  );
  const checker = createUsernameChecker({ delayMs: 500, check, onStatus: (s) => statuses.push(s) });
  return { statuses, pending, check, checker, last: () => statuses[statuses.length - 1] };
}

describe('username availability while typing', () => {
  it('asks once per typing pause, with the last value', async () => {
    const { check, checker, pending, last } = setup();
    checker.input('a', true);
    checker.input('ab', true);
    vi.advanceTimersByTime(300);
    checker.input('abcd', true);
    vi.advanceTimersByTime(499);
    expect(check).not.toHaveBeenCalled();
    expect(last()).toEqual({ state: 'checking', username: 'abcd' });
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[0]).toBe('abcd');
    pending[0]?.resolve(false);
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ state: 'taken', username: 'abcd' });
  });

  it('ignores a stale reply and aborts the earlier request', async () => {
    const { checker, pending, last } = setup();
    checker.input('abcd', true);
    vi.advanceTimersByTime(500);
    checker.input('abcde', true);
    expect(pending[0]?.signal.aborted).toBe(true);
    vi.advanceTimersByTime(500);
    pending[0]?.resolve(false);
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ state: 'checking', username: 'abcde' });
    pending[1]?.resolve(true);
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ state: 'available', username: 'abcde' });
  });

  it('an invalid or empty value asks nothing; a failure is reported for the newest value only', async () => {
    const { check, checker, pending, last } = setup();
    checker.input('1ab', false);
    vi.advanceTimersByTime(1000);
    expect(check).not.toHaveBeenCalled();
    expect(last()).toEqual({ state: 'idle' });
    checker.input('abcd', true);
    vi.advanceTimersByTime(500);
    pending[0]?.reject(new Error('offline'));
    await vi.runAllTimersAsync();
    expect(last()?.state).toBe('error');
    checker.dispose();
  });
});
