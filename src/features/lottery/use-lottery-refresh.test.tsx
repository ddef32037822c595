// @vitest-environment jsdom
// The lottery menu refresh timer (spec sections 4 and 9) with fake timers.
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryGame } from '../../api/contract.generated';
import type { LotterySnapshot } from './lottery-api';
import { snapshotRefreshDelay, useLotteryRefresh } from './use-lottery-refresh';

const game = (gameId: number, remainTime: number): LotteryGame => ({
  gameId,
  gameCode: `G${gameId}`,
  gameGroupCode: 'SSC',
  mobileIconUrl: '',
  remark: `Game ${gameId}`,
  numero: '20260101-0001',
  winningTime: 0,
  remainTime,
  lockTime: 10,
  isSale: true,
  previousWinningNumber: '12345,67890~15~SMALL',
  tag: null,
  entPlaySwitch: true,
  tradPlaySwitch: true,
  mUi: 'default',
  css: 'ssc',
  code: `G${gameId}`,
  cycleSeconds: 60,
});

const snapshot = (origin: number, ...remain: number[]): LotterySnapshot => ({
  prizeMode: 'Lott',
  origin,
  groups: [{ displayName: 'SSC', gameGroupId: 1, gameGroupCode: 'SSC', games: remain.map((r, i) => game(i + 1, r)) }],
});

describe('lottery refresh timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(100_000);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('fires after the minimum remaining time', () => {
    const refresh = vi.fn();
    renderHook(() => useLotteryRefresh(snapshot(100_000, 12_000, 4_000, 50_000), 0, refresh));
    vi.advanceTimersByTime(3_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('caps the wait at 30 s', () => {
    const refresh = vi.fn();
    renderHook(() => useLotteryRefresh(snapshot(100_000, 120_000, 300_000), 0, refresh));
    vi.advanceTimersByTime(29_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('waits 7 s when the minimum is zero or less (counting the time since the snapshot)', () => {
    const refresh = vi.fn();
    // Fetched 5 s ago with 3 s left: the minimum is now -2 s.
    renderHook(() => useLotteryRefresh(snapshot(95_000, 3_000, 40_000), 0, refresh));
    vi.advanceTimersByTime(6_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('re-arms on a new snapshot or attempt and clears on unmount', () => {
    const refresh = vi.fn();
    const first = snapshot(100_000, 10_000);
    const { rerender, unmount } = renderHook(({ s, attempt }) => useLotteryRefresh(s, attempt, refresh), { initialProps: { s: first, attempt: 0 } });
    vi.advanceTimersByTime(5_000);
    rerender({ s: snapshot(105_000, 20_000), attempt: 0 });
    vi.advanceTimersByTime(19_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    unmount();
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a snapshot', () => {
    const refresh = vi.fn();
    renderHook(() => useLotteryRefresh(null, 0, refresh));
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(snapshotRefreshDelay(snapshot(100_000), 100_000)).toBe(30_000);
  });
});
