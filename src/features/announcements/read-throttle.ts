// Mark-as-read throttled at 150 ms (spec sections 4 and 9): a tap storm on the notice list starts
// at most one mark every window, and no read is lost — later ids wait their turn, repeats collapse.
export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  now(): number;
}

const realClock: Clock = { setTimeout: (fn, ms) => setTimeout(fn, ms), now: () => Date.now() };

export function throttledMarker<T>(mark: (item: T) => unknown, windowMs: number, clock: Clock = realClock): (item: T) => void {
  const queue: T[] = [];
  let lastRun = Number.NEGATIVE_INFINITY;
  let scheduled = false;

  const drain = (): void => {
    scheduled = false;
    const item = queue.shift();
    if (item === undefined) return;
    lastRun = clock.now();
    void Promise.resolve()
      .then(() => mark(item))
      .catch(() => {
        /* the store keeps the local read; the next reload tells the truth */
      });
    if (queue.length > 0) schedule(windowMs);
  };

  const schedule = (delay: number): void => {
    if (scheduled) return;
    scheduled = true;
    clock.setTimeout(drain, delay);
  };

  return (item: T) => {
    if (queue.includes(item)) return;
    queue.push(item);
    const wait = lastRun + windowMs - clock.now();
    if (wait <= 0 && !scheduled) drain();
    else schedule(Math.max(0, wait));
  };
}
