// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WITHDRAW_FEE_DEBOUNCE_MS } from '../../config/constants';
import { useDebouncedFee } from './use-debounced-fee';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the fee, debounced', () => {
  it('asks once, 500 ms after the last change, for the last amount only', async () => {
    expect(WITHDRAW_FEE_DEBOUNCE_MS).toBe(500);
    const fetchFee = vi.fn((amount: number) => Promise.resolve(amount / 100));
    const { result, rerender } = renderHook(({ amount }: { amount: number | null }) => useDebouncedFee(amount, fetchFee), { initialProps: { amount: null as number | null } });
    expect(result.current).toEqual({ status: 'idle' });
    rerender({ amount: 1 });
    rerender({ amount: 10 });
    rerender({ amount: 100 });
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => {
      vi.advanceTimersByTime(499);
    });
    expect(fetchFee).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(fetchFee).toHaveBeenCalledTimes(1);
    expect(fetchFee).toHaveBeenCalledWith(100);
    expect(result.current).toEqual({ status: 'ready', fee: 1 });
    rerender({ amount: null });
    expect(result.current).toEqual({ status: 'idle' });
  });
});
