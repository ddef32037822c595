import { describe, expect, it } from 'vitest';
import { BANNER_AUTOPLAY_MS, HOT_MATCH_AUTOPLAY_MS } from '../../config/constants';
import { bannerAction, bannerAspect, bannerSrcSet, carouselBehaviour, vendorPath } from './home-logic';
import { formatMatchTime } from './match-time';

describe('carouselBehaviour', () => {
  it('loops, autoplays every 5000 ms and shows pagination only with more than one slide', () => {
    expect(carouselBehaviour(3, BANNER_AUTOPLAY_MS)).toEqual({ loop: true, autoplayMs: 5000, pagination: true });
    expect(carouselBehaviour(2, BANNER_AUTOPLAY_MS)).toEqual({ loop: true, autoplayMs: 5000, pagination: true });
    expect(carouselBehaviour(1, BANNER_AUTOPLAY_MS)).toEqual({ loop: false, autoplayMs: null, pagination: false });
    expect(carouselBehaviour(0, BANNER_AUTOPLAY_MS)).toEqual({ loop: false, autoplayMs: null, pagination: false });
  });
  it('hot matches: autoplay and loop with more than one, never pagination when asked not to', () => {
    expect(carouselBehaviour(4, HOT_MATCH_AUTOPLAY_MS, { pagination: false })).toEqual({ loop: true, autoplayMs: 5000, pagination: false });
    expect(carouselBehaviour(1, HOT_MATCH_AUTOPLAY_MS, { pagination: false }).loop).toBe(false);
  });
});

const ORIGIN = 'http://demo.localhost:4343';

describe('bannerAction', () => {
  it('routes in-app paths, opens http(s) outside, ignores the rest', () => {
    expect(bannerAction('/m/activity', ORIGIN)).toEqual({ kind: 'route', path: '/m/activity' });
    expect(bannerAction('/m/gameLobby?gameType=RNG', ORIGIN)).toEqual({ kind: 'route', path: '/m/gameLobby?gameType=RNG' });
    expect(bannerAction('https://www.example.com/cashback', ORIGIN)).toEqual({ kind: 'external', url: 'https://www.example.com/cashback' });
    expect(bannerAction('HTTP://example.com', ORIGIN)).toEqual({ kind: 'external', url: 'http://example.com/' });
    // This origin's own URL is a route; a tab a browser would drop does not make '//host' a path.
    expect(bannerAction(`${ORIGIN}/m/notice`, ORIGIN)).toEqual({ kind: 'route', path: '/m/notice' });
    expect(bannerAction('/\t/evil.example.com', ORIGIN)).toEqual({ kind: 'none' });
    expect(bannerAction('//evil.example.com', ORIGIN)).toEqual({ kind: 'none' });
    expect(bannerAction('javascript:alert(1)', ORIGIN)).toEqual({ kind: 'none' });
    expect(bannerAction(null, ORIGIN)).toEqual({ kind: 'none' });
    expect(bannerAction('', ORIGIN)).toEqual({ kind: 'none' });
  });
});

describe('formatMatchTime', () => {
  it('reads MM/DD HH:mm in the local time zone', () => {
    const local = new Date(2026, 2, 7, 19, 5).getTime();
    expect(formatMatchTime(local)).toBe('03/07 19:05');
    expect(formatMatchTime(new Date(2026, 11, 31, 0, 0).getTime())).toBe('12/31 00:00');
  });
});

describe('banner pictures', () => {
  it('builds a srcset from the width variants and keeps the intrinsic aspect', () => {
    const variants = [
      { url: '/b/1-480.webp', width: 480 },
      { url: '/b/1-1080.webp', width: 1080 },
    ];
    expect(bannerSrcSet({ variants })).toBe('/b/1-480.webp 480w, /b/1-1080.webp 1080w');
    expect(bannerSrcSet({})).toBe('');
    expect(bannerAspect({ width: 1000, height: 400 })).toEqual({ width: 1000, height: 400 });
    expect(bannerAspect(undefined)).toEqual({ width: 750, height: 300 });
  });
});

describe('vendor paths', () => {
  it("leads to the vendor's game list", () => {
    expect(vendorPath('RNG', 'PG')).toBe('/m/gameLobby?gameType=RNG&vendor=PG');
  });
});
