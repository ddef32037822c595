// The lottery menu refresh timer as a hook (spec section 4): after each list arrives, one timeout
// of refreshDelay(remaining times) reloads it; a new list (or a retry) re-arms it, unmounting clears it.
import { useEffect } from 'react';
import type { LotterySnapshot } from './lottery-api';
import { refreshDelay, remainingAt } from './lottery-model';

/** The delay the refresh timer uses for a snapshot at `now`. */
export function snapshotRefreshDelay(snapshot: LotterySnapshot, now: number): number {
  return refreshDelay(snapshot.groups.flatMap((g) => g.games).map((g) => remainingAt(g, snapshot.origin, now)));
}

/** `attempt` re-arms the timer when a refresh failed and the old snapshot is still shown. */
export function useLotteryRefresh(snapshot: LotterySnapshot | null, attempt: number, refresh: () => void): void {
  useEffect(() => {
    if (!snapshot) return undefined;
    const timer = setTimeout(refresh, snapshotRefreshDelay(snapshot, Date.now()));
    return () => clearTimeout(timer);
  }, [snapshot, attempt, refresh]);
}
