// The one shared ticking source (DESIGN.md "One clock"): every countdown on screen (lottery rows,
// SMS codes, receipts) reads this clock instead of owning a timer. A single interval at the
// countdown tick (spec section 9, 500 ms) runs only while something subscribes, and stops with the
// last subscriber. Usable outside React (subscribeClock/clockNow) and inside (useClock, or
// useClockValue, which re-renders a component only when its derived value changes).
import { useCallback, useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '../config/constants';

type Listener = (now: number) => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function tick(): void {
  now = Date.now();
  for (const listener of [...listeners]) listener(now);
}

/** The time of the last tick (or of the first subscription), in epoch ms. */
export function clockNow(): number {
  return now;
}

/** Calls `listener` on every tick until the returned function is called. */
export function subscribeClock(listener: Listener): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(tick, COUNTDOWN_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) void Promise.resolve().then(stopIfIdle);
  };
}

/**
 * Stops the interval once nothing listens any more, checked a microtask after the last
 * unsubscribe: when React re-subscribes every countdown in one commit (a refreshed list gives them
 * new deadlines), the clock keeps running with its phase instead of being cleared and restarted.
 */
function stopIfIdle(): void {
  if (listeners.size === 0 && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

/** Whether the interval is running (tests and the benchmark check there is only ever one). */
export function clockRunning(): boolean {
  return timer !== undefined;
}

export function clockSubscriberCount(): number {
  return listeners.size;
}

/** The current tick's time; the component re-renders on every tick. */
export function useClock(): number {
  return useSyncExternalStore(subscribeClock, clockNow, clockNow);
}

/**
 * A value derived from the clock (a countdown's text, say): the component re-renders only when
 * the derived value changes, so a row whose text did not change this tick costs nothing.
 * `derive` must return a primitive (compared with Object.is).
 */
export function useClockValue<T extends string | number | boolean>(derive: (now: number) => T): T {
  const snapshot = useCallback(() => derive(clockNow()), [derive]);
  return useSyncExternalStore(subscribeClock, snapshot, snapshot);
}
