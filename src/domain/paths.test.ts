import { describe, expect, it } from 'vitest';
import { ROUTES, pathsOf } from '../app/route-table';
import { ALIASES, APP_PATH_PREFIX, PATHS, UPSTREAM_PAGES, pathWith, type PathId } from './paths';

describe('paths', () => {
  it('names every route of the route table by its id, and nothing else', () => {
    for (const route of ROUTES) expect(route.path, route.id).toBe(PATHS[route.id]);
    expect(Object.keys(PATHS).sort()).toEqual(ROUTES.map((route) => route.id).sort());
  });

  it('gives the route table its aliases', () => {
    for (const [id, aliases] of Object.entries(ALIASES)) {
      const route = ROUTES.find((r) => r.id === (id as PathId));
      expect(route && pathsOf(route).slice(1), id).toEqual(aliases);
    }
  });

  it("keeps upstream's pages this app does not build apart from its own", () => {
    const own = new Set(ROUTES.flatMap((route) => pathsOf(route)));
    for (const [name, path] of Object.entries(UPSTREAM_PAGES)) {
      expect(own.has(path), name).toBe(false);
      expect(path.startsWith(APP_PATH_PREFIX), name).toBe(true);
    }
  });

  it('adds a query the way the screens read it back', () => {
    expect(pathWith(PATHS['activity-info'], { id: '7' })).toBe('/m/activityInfo?id=7');
    expect(pathWith(PATHS.register, { affiliateCode: 'a b&c' })).toBe('/m/register?affiliateCode=a+b%26c');
    expect(new URL(pathWith(PATHS.register, { affiliateCode: 'a b&c' }), 'https://x.test').searchParams.get('affiliateCode')).toBe('a b&c');
    expect(pathWith(PATHS['game-record'], new URLSearchParams())).toBe('/m/gameRecord');
  });
});
