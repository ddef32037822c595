// What home shows below the fold (swiper, the games menu, the vendor grid's data) and what the shell
// draws over it (announcement popup, contract prompts, download bar) waits for the first banner to
// have painted, so none of it competes with the largest paint. Resolved once per page life; a home
// that never gets to paint one (no banners, an error) resolves it itself, and as a safety net
// anyone waiting gets it at the latest FIRST_BANNER_WAIT_MAX_MS after starting to wait.
import { useEffect, useState } from 'react';

let markPainted: () => void = () => {};
let painted = false;
const firstBannerPainted = new Promise<void>((resolve) => {
  markPainted = () => {
    painted = true;
    resolve();
  };
});

export function markFirstBannerPainted(): void {
  markPainted();
}

/** The longest anything waits for the first banner (a stalled image must not hide the rest). */
export const FIRST_BANNER_WAIT_MAX_MS = 4000;

/** Whether the first banner has painted (or the page is older than the longest wait for it). */
export function firstBannerSettled(): boolean {
  return painted || (typeof performance !== 'undefined' && performance.now() > FIRST_BANNER_WAIT_MAX_MS);
}

/** Runs `run` once, when the first banner has painted or FIRST_BANNER_WAIT_MAX_MS from now. */
export function afterFirstBanner(run: () => void): void {
  let ran = false;
  const once = () => {
    if (!ran) run();
    ran = true;
  };
  void firstBannerPainted.then(once);
  setTimeout(once, FIRST_BANNER_WAIT_MAX_MS);
}

/** True once the first banner painted; `enabled` false (a screen without banners) is true at once. */
export function useFirstBannerPainted(enabled = true): boolean {
  const [done, setDone] = useState(painted || !enabled);
  useEffect(() => {
    if (done) return;
    if (!enabled) {
      setDone(true);
      return;
    }
    let current = true;
    const finish = () => current && setDone(true);
    void firstBannerPainted.then(finish);
    const safety = window.setTimeout(finish, FIRST_BANNER_WAIT_MAX_MS);
    return () => {
      current = false;
      window.clearTimeout(safety);
    };
  }, [done, enabled]);
  return done;
}

/**
 * The boot screen's banner (drawn by src/home-prefetch.ts before the app runs) is home's largest
 * paint. When its picture has arrived but the frame that shows it has not come yet, the app's first
 * render (a long task) waits for that frame rather than holding it back; a picture still on its way
 * does not hold the app at all (the app's own banner shows it when it comes).
 */
export function bootBannerPainted(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const img = document.querySelector<HTMLImageElement>('#root > [data-screen="boot"] img');
  const painted = window.__lobbyBootBanner;
  return img?.complete && painted ? painted : Promise.resolve();
}

/** The user timing the app sets once its first screen is rendered (the boot screen replaced). */
export const FIRST_RENDER_MARK = 'lobby:first-render';
