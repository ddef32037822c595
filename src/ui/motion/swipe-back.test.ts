// Swipe-back: 100 px towards the reading end, a gesture slower than 500 ms resets, and after one
// swipe fires, another within 500 ms is ignored; mirrored under RTL.
import { describe, expect, it, vi } from 'vitest';
import { createSwipeBackTracker } from './swipe-back';

function setup(rtl = false) {
  let now = 0;
  const onBack = vi.fn();
  const tracker = createSwipeBackTracker({ onBack, isRtl: () => rtl, now: () => now });
  return { tracker, onBack, tick: (ms: number) => (now += ms) };
}

describe('swipe-back tracker', () => {
  it('fires at 100 px, not at 99', () => {
    const { tracker, onBack } = setup();
    tracker.start(10, 300);
    expect(tracker.move(109, 300)).toBe(false);
    expect(tracker.move(110, 300)).toBe(true);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('ignores mostly vertical moves and the wrong direction', () => {
    const { tracker, onBack } = setup();
    tracker.start(10, 300);
    tracker.move(120, 450);
    tracker.start(200, 300);
    tracker.move(50, 300);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('resets a gesture that takes longer than 500 ms', () => {
    const { tracker, onBack, tick } = setup();
    tracker.start(10, 300);
    tick(501);
    tracker.move(150, 300);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('stays off for 500 ms after firing', () => {
    const { tracker, onBack, tick } = setup();
    tracker.start(0, 300);
    tracker.move(120, 300);
    tick(200);
    tracker.start(0, 300);
    tracker.move(150, 300);
    expect(onBack).toHaveBeenCalledTimes(1);
    tick(300);
    tracker.start(0, 300);
    tracker.move(150, 300);
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it('mirrors under RTL (a swipe towards the left goes back)', () => {
    const { tracker, onBack } = setup(true);
    tracker.start(300, 300);
    tracker.move(420, 300);
    expect(onBack).not.toHaveBeenCalled();
    tracker.end();
    tracker.start(300, 300);
    tracker.move(195, 300);
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
