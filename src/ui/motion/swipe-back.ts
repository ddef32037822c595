// Swipe-back: a horizontal drag of 100 px towards the reading end goes back (from the left edge
// side in LTR, mirrored in RTL). A gesture that takes longer than 500 ms is not a swipe, and after
// one fires, tracking stays off for 500 ms so a single drag never goes back twice.
import { useEffect } from 'react';
import { SWIPE_BACK_RESET_MS, SWIPE_BACK_THRESHOLD_PX } from '../../config/constants';
import { prefersReducedMotion } from './reduced-motion';

export interface SwipeBackOptions {
  readonly onBack: () => void;
  readonly isRtl: () => boolean;
  readonly now?: () => number;
  readonly thresholdPx?: number;
  readonly resetMs?: number;
}

export interface SwipeBackTracker {
  start(x: number, y: number): void;
  /** Returns true when this move completed a swipe (onBack was called). */
  move(x: number, y: number): boolean;
  end(): void;
}

export function createSwipeBackTracker(options: SwipeBackOptions): SwipeBackTracker {
  const now = options.now ?? (() => Date.now());
  const threshold = options.thresholdPx ?? SWIPE_BACK_THRESHOLD_PX;
  const resetMs = options.resetMs ?? SWIPE_BACK_RESET_MS;
  let origin: { x: number; y: number; t: number } | null = null;
  let coolingUntil = 0;
  return {
    start(x, y) {
      origin = now() < coolingUntil ? null : { x, y, t: now() };
    },
    move(x, y) {
      if (!origin) return false;
      if (now() - origin.t > resetMs) {
        origin = null;
        return false;
      }
      const dx = options.isRtl() ? origin.x - x : x - origin.x;
      const dy = Math.abs(y - origin.y);
      if (dx < threshold || dx <= dy) return false;
      origin = null;
      coolingUntil = now() + resetMs;
      options.onBack();
      return true;
    },
    end() {
      origin = null;
    },
  };
}

/** Listens on the document while `onBack` is given and the user has not asked for reduced motion. */
export function useSwipeBack(onBack: (() => void) | null): void {
  useEffect(() => {
    if (!onBack || prefersReducedMotion()) return;
    const tracker = createSwipeBackTracker({ onBack, isRtl: () => document.documentElement.dir === 'rtl' });
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (e.touches.length === 1 && touch) tracker.start(touch.clientX, touch.clientY);
      else tracker.end();
    };
    const onMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (touch) tracker.move(touch.clientX, touch.clientY);
    };
    const onEnd = () => tracker.end();
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    document.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onEnd);
    };
  }, [onBack]);
}
