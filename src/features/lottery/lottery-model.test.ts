import { describe, expect, it } from 'vitest';
import { countdownDeadline, favouritesFirst, previousDigits, refreshDelay, remainingAt, snapshotOrigin, toggleFavourite } from './lottery-model';

describe('previousDigits (spec section 3)', () => {
  it('shows the first comma-separated value of the first ~ part, digit by digit', () => {
    expect(previousDigits('38106,27491~26~BIG')).toEqual(['3', '8', '1', '0', '6']);
    expect(previousDigits('7,8,9~24')).toEqual(['7']);
    expect(previousDigits('0123')).toEqual(['0', '1', '2', '3']);
    expect(previousDigits(' 45 ~x')).toEqual(['4', '5']);
  });
  it('is empty for an empty or missing number', () => {
    expect(previousDigits('')).toEqual([]);
    expect(previousDigits(null)).toEqual([]);
    expect(previousDigits('~26~BIG')).toEqual([]);
  });
});

describe('countdown deadline', () => {
  it('counts from the middle of the request round trip', () => {
    expect(snapshotOrigin(1000, 1400)).toBe(1200);
    expect(snapshotOrigin(1000, 900)).toBe(1000);
  });
  it('subtracts the lock time (seconds × 1000) from the remaining time', () => {
    expect(countdownDeadline({ remainTime: 30_000, lockTime: 10 }, 1200)).toBe(1200 + 20_000);
  });
  it('remaining time goes down as the device clock moves', () => {
    expect(remainingAt({ remainTime: 30_000 }, 1000, 6000)).toBe(25_000);
  });
});

describe('refreshDelay (spec sections 4 and 9)', () => {
  it('is the minimum remaining time', () => {
    expect(refreshDelay([12_000, 4_500, 20_000])).toBe(4_500);
  });
  it('is capped at 30 000 ms', () => {
    expect(refreshDelay([45_000, 90_000])).toBe(30_000);
    expect(refreshDelay([])).toBe(30_000);
  });
  it('is 7000 ms when the minimum is zero or less', () => {
    expect(refreshDelay([0, 50_000])).toBe(7000);
    expect(refreshDelay([-300, 5_000])).toBe(7000);
  });
});

describe('favourites', () => {
  const games = [{ gameId: 1 }, { gameId: 2 }, { gameId: 3 }, { gameId: 4 }];
  it('toggles: newest first, removing keeps the rest in order', () => {
    expect(toggleFavourite([], '3')).toEqual(['3']);
    expect(toggleFavourite(['3'], '1')).toEqual(['1', '3']);
    expect(toggleFavourite(['1', '3'], '1')).toEqual(['3']);
  });
  it('moves favourites to the top in the kept order, the rest as the platform sent them', () => {
    expect(favouritesFirst(games, ['4', '2']).map((g) => g.gameId)).toEqual([4, 2, 1, 3]);
    expect(favouritesFirst(games, []).map((g) => g.gameId)).toEqual([1, 2, 3, 4]);
    expect(favouritesFirst(games, ['99']).map((g) => g.gameId)).toEqual([1, 2, 3, 4]);
  });
});
