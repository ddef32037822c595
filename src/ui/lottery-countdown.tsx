// A lottery's countdown (spec section 4, Countdown timer): --:--:-- when the game is not on sale or
// its time has run out; otherwise HH:MM:SS to its deadline, highlighted under 6 seconds. Reads the
// one shared clock (./clock) and updates only its own text when it changes.
import { memo, useLayoutEffect, useRef } from 'react';
import { LOTTERY_URGENT_MS } from '../config/constants';
import { subscribeClock } from './clock';

export const COUNTDOWN_NONE = '--:--:--';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The text of a countdown `remainingMs` before its deadline. Whole seconds round up, so the last
 * second shows 00:00:01 and the row turns to --:--:-- exactly when the time has run out.
 */
export function formatCountdown(remainingMs: number, onSale = true): string {
  if (!onSale || !Number.isFinite(remainingMs) || remainingMs <= 0) return COUNTDOWN_NONE;
  const total = Math.ceil(remainingMs / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

/** Highlighted: on sale with less than 6 s left (and not yet run out). */
export function isUrgent(remainingMs: number, onSale = true): boolean {
  return onSale && remainingMs > 0 && remainingMs < LOTTERY_URGENT_MS;
}

/** Text and highlight in one primitive, so a tick that changes neither re-renders nothing. */
function countdownState(deadline: number, onSale: boolean, now: number): string {
  const remaining = deadline - now;
  return `${isUrgent(remaining, onSale) ? '1' : '0'}${formatCountdown(remaining, onSale)}`;
}

export interface LotteryCountdownProps {
  /** Epoch ms (client clock) at which the countdown reaches zero. */
  readonly deadline: number;
  readonly onSale: boolean;
  readonly className?: string;
}

/**
 * Subscribes to the shared clock and writes its own text, data-urgent and highlight class straight
 * into its element when they change: a tick costs 100 rows a string comparison each and no React
 * render at all (scripts/bench/lottery-tick.ts measured React re-renders of 100 countdowns at
 * 2-12 ms per tick; this way well under 1 ms). React owns the element, never its text.
 */
export const LotteryCountdown = memo(function LotteryCountdown({ deadline, onSale, className }: LotteryCountdownProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    let shown = '';
    const paint = (now: number) => {
      const state = countdownState(deadline, onSale, now);
      if (state === shown) return;
      shown = state;
      const urgent = state.startsWith('1');
      el.textContent = state.slice(1);
      el.dataset.urgent = urgent ? 'true' : 'false';
      el.classList.toggle('lottery-countdown--urgent', urgent);
    };
    const unsubscribe = subscribeClock(paint);
    paint(Date.now());
    return unsubscribe;
  }, [deadline, onSale]);
  return <span ref={ref} className={`lottery-countdown${className ? ` ${className}` : ''}`} data-testid="lottery-countdown" data-urgent="false" />;
});
