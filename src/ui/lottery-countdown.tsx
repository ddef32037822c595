// A lottery's countdown (spec section 4, Countdown timer): --:--:-- when the game is not on sale or
// its time has run out; otherwise HH:MM:SS to its deadline, highlighted under 6 seconds. Reads the
// one shared clock (./clock) and re-renders only when its own text or highlight changes.
import { memo, useCallback } from 'react';
import { LOTTERY_URGENT_MS } from '../config/constants';
import { useClockValue } from './clock';

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

export const LotteryCountdown = memo(function LotteryCountdown({ deadline, onSale, className }: LotteryCountdownProps) {
  const derive = useCallback((now: number) => countdownState(deadline, onSale, now), [deadline, onSale]);
  const state = useClockValue(derive);
  const urgent = state.startsWith('1');
  return (
    <span
      className={`lottery-countdown${urgent ? ' lottery-countdown--urgent' : ''}${className ? ` ${className}` : ''}`}
      data-testid="lottery-countdown"
      data-urgent={urgent ? 'true' : 'false'}
      role="timer"
      aria-live="off"
    >
      {state.slice(1)}
    </span>
  );
});
