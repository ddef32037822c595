import { describe, expect, it } from 'vitest';
import { localDate, milestonePercent, pageCount, periodLastDay, shareLinks, utcDate } from './invite-model';

describe('shareLinks', () => {
  it('puts the current site first, then each other promotion domain once', () => {
    expect(shareLinks('http://demo.localhost:4365', '/m/register?affiliateCode=INVMEM01', ['demo.lobby.test', 'm.demo.lobby.test', 'demo.lobby.test'])).toEqual([
      { domain: 'demo.localhost:4365', url: 'http://demo.localhost:4365/m/register?affiliateCode=INVMEM01' },
      { domain: 'demo.lobby.test', url: 'https://demo.lobby.test/m/register?affiliateCode=INVMEM01' },
      { domain: 'm.demo.lobby.test', url: 'https://m.demo.lobby.test/m/register?affiliateCode=INVMEM01' },
    ]);
  });

  it('does not repeat the current host among the promotion domains', () => {
    expect(shareLinks('https://demo.lobby.test', '/m/register?affiliateCode=X1Y2', ['demo.lobby.test']).map((l) => l.url)).toEqual(['https://demo.lobby.test/m/register?affiliateCode=X1Y2']);
  });
});

describe('dates and progress', () => {
  it('formats YYYY-MM-DD; a period ending Monday 00:00 UTC shows the Sunday', () => {
    expect(utcDate(Date.UTC(2025, 11, 29))).toBe('2025-12-29');
    expect(periodLastDay(Date.UTC(2026, 0, 5))).toBe('2026-01-04');
    expect(localDate(new Date(2026, 0, 2, 23, 59).getTime())).toBe('2026-01-02');
  });

  it('bounds the milestone share to 0-100 and counts pages', () => {
    expect(milestonePercent(6_200, 20_000)).toBe(31);
    expect(milestonePercent(6_200, 5_000)).toBe(100);
    expect(milestonePercent(0, 0)).toBe(100);
    expect([pageCount(0, 10), pageCount(10, 10), pageCount(12, 10)]).toEqual([1, 1, 2]);
  });
});
