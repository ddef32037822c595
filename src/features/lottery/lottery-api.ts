// The lottery list's platform data, through the shared caches (spec section 4, Caching): the tab
// menu per prize mode and language, and the lists per prize mode. A cached list keeps the device
// time its remainTime values were true at (`origin`), so its countdowns stay right when it is read
// back later. The cached e-lottery (Elott) list returns after a 1 s delay, as the spec says.
import type { LotteryGroup } from '../../api/contract.generated';
import { ELOTT_CACHED_LIST_DELAY_MS, LOTTERY_LIST_CACHE_TTL_MS } from '../../config/constants';
import { defineCache } from '../../state/cache';
import { callLazily } from '../../state/endpoint-call';
import type { PrizeMode } from '../../ui/use-start-lottery';
import { snapshotOrigin } from './lottery-model';

export interface LotterySnapshot {
  readonly prizeMode: PrizeMode;
  readonly groups: readonly LotteryGroup[];
  /** Device time (epoch ms) at which the games' remainTime values were true. */
  readonly origin: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseSnapshot(raw: unknown): LotterySnapshot | undefined {
  if (!isRecord(raw) || typeof raw.origin !== 'number' || typeof raw.prizeMode !== 'string' || !Array.isArray(raw.groups)) return undefined;
  return raw as unknown as LotterySnapshot;
}

export const lotteryListCache = defineCache<LotterySnapshot>({ name: 'LOTTERY_LIST', ttlMs: LOTTERY_LIST_CACHE_TTL_MS, version: 1, parse: parseSnapshot });

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function loadLotteryList(prizeMode: PrizeMode, options: { renew?: boolean } = {}): Promise<LotterySnapshot> {
  if (!options.renew) {
    const hit = lotteryListCache.read(prizeMode);
    if (hit) {
      if (prizeMode === 'Elott') await delay(ELOTT_CACHED_LIST_DELAY_MS);
      return hit;
    }
  }
  const startedAt = Date.now();
  const groups = await callLazily('lotteryList', { query: { prizeMode, device: 'MOBILE' } });
  const snapshot: LotterySnapshot = { prizeMode, groups, origin: snapshotOrigin(startedAt, Date.now()) };
  lotteryListCache.write(snapshot, prizeMode);
  return snapshot;
}

export { loadLotteryMenu, lotteryMenuCache } from '../../state/game-catalogue';
