// Everything below the first banner that needs swiper waits for that banner to have painted, so
// the carousel code never competes with the largest paint. Resolved once per page life.
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

export function useFirstBannerPainted(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let current = true;
    void firstBannerPainted.then(() => current && setDone(true));
    return () => {
      current = false;
    };
  }, [done]);
  return done;
}
