// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockRunning } from './clock';
import { COUNTDOWN_NONE, formatCountdown, isUrgent, LotteryCountdown } from './lottery-countdown';

describe('formatCountdown (spec section 4)', () => {
  it('formats HH:MM:SS, whole seconds rounded up', () => {
    expect(formatCountdown(59_000)).toBe('00:00:59');
    expect(formatCountdown(58_001)).toBe('00:00:59');
    expect(formatCountdown(3_600_000 + 125_000)).toBe('01:02:05');
    expect(formatCountdown(1)).toBe('00:00:01');
  });
  it('shows --:--:-- when not on sale or when the time has run out', () => {
    expect(formatCountdown(30_000, false)).toBe(COUNTDOWN_NONE);
    expect(formatCountdown(0)).toBe('--:--:--');
    expect(formatCountdown(-1)).toBe('--:--:--');
    expect(formatCountdown(Number.NaN)).toBe('--:--:--');
  });
  it('is urgent under 6 seconds only while on sale and running', () => {
    expect(isUrgent(5_999)).toBe(true);
    expect(isUrgent(6_000)).toBe(false);
    expect(isUrgent(0)).toBe(false);
    expect(isUrgent(3_000, false)).toBe(false);
  });
});

describe('<LotteryCountdown>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ticks on the shared clock, highlights under 6 s, then shows --:--:--', async () => {
    const { unmount } = render(<LotteryCountdown deadline={10_000 + 7_000} onSale />);
    const el = screen.getByTestId('lottery-countdown');
    expect(el.textContent).toBe('00:00:07');
    expect(el.dataset.urgent).toBe('false');
    act(() => vi.advanceTimersByTime(1_500));
    expect(el.textContent).toBe('00:00:06');
    act(() => vi.advanceTimersByTime(500));
    expect(el.textContent).toBe('00:00:05');
    expect(el.dataset.urgent).toBe('true');
    expect(el.className).toContain('lottery-countdown--urgent');
    act(() => vi.advanceTimersByTime(5_000));
    expect(el.textContent).toBe('--:--:--');
    expect(el.dataset.urgent).toBe('false');
    expect(clockRunning()).toBe(true);
    unmount();
    await Promise.resolve();
    expect(clockRunning()).toBe(false);
  });

  it('shows --:--:-- when the game is not on sale', () => {
    render(<LotteryCountdown deadline={10_000 + 60_000} onSale={false} />);
    expect(screen.getByTestId('lottery-countdown').textContent).toBe('--:--:--');
  });

  it('100 countdowns share one interval', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    render(
      <div>
        {Array.from({ length: 100 }, (_, i) => (
          <LotteryCountdown key={i} deadline={10_000 + 60_000 + i * 1000} onSale />
        ))}
      </div>,
    );
    expect(setInterval).toHaveBeenCalledTimes(1);
    setInterval.mockRestore();
  });
});
