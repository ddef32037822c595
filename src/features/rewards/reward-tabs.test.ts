import { describe, expect, it } from 'vitest';
import type { FlagKey } from '../../config/flags';
import { REWARD_TABS, visibleRewardTabs } from './reward-tabs';

const noFlags = (): boolean => false;
const keys = (promotions: Record<string, { enabled: boolean; count: number }> | null, flag: (k: FlagKey) => boolean = noFlags, built?: ReadonlySet<string>) =>
  visibleRewardTabs({ promotions, flag }, built).map((t) => t.key);

describe('reward-centre tabs', () => {
  it('shows receiving when a receiving kind is enabled or has something unclaimed', () => {
    expect(keys({ MANUAL: { enabled: true, count: 0 } })).toEqual(['receiving']);
    expect(keys({ TICKET: { enabled: false, count: 2 } })).toEqual(['receiving']);
    expect(keys({ LOGIN: { enabled: true, count: 1 } })).toEqual([]);
    expect(keys(null)).toEqual([]);
  });

  it('shows a route tab only when its gate passes and its destination is built', () => {
    const all = { REFERRAL: { enabled: true, count: 0 }, COPY_BET: { enabled: true, count: 0 }, LOGIN: { enabled: true, count: 0 }, REGISTER: { enabled: true, count: 0 }, SAVIOR: { enabled: true, count: 0 } };
    expect(keys(all)).toEqual(['referral']);
    expect(keys({ REFERRAL: { enabled: false, count: 0 } })).toEqual([]);
    // Once a destination exists, its gate decides.
    const everywhere = new Set(REWARD_TABS.flatMap((t) => (t.target.kind === 'route' ? [t.target.to] : [])));
    expect(keys(all, (k) => k === 'PTSYS3', everywhere)).toEqual(['copy_bet', 'sign_in', 'novice_task', 'points_mall', 'rescue', 'referral', 'temu', 'deposit_discount']);
    expect(keys({}, noFlags, everywhere)).toEqual(['temu', 'deposit_discount']);
  });

  it('keeps upstream\'s order with receiving first', () => {
    expect(REWARD_TABS.map((t) => t.key)[0]).toBe('receiving');
    expect(keys({ MANUAL: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 0 } })).toEqual(['receiving', 'referral']);
  });
});
