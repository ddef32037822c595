// @vitest-environment jsdom
// The route prefetch: which route a link opens, the links a page holds, intent (pointer down,
// focus) loading a route once, the idle pass waiting for the first paint and the page's load, and
// Save-Data turning the idle pass off (intent still loads).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type * as RouteTable from './route-table';
import type { RouteDefinition } from './route-table';

const loads: string[] = [];
const dataStarts: string[] = [];
vi.mock('./route-table', async (importOriginal) => {
  const actual = await importOriginal<typeof RouteTable>();
  // Same table, loaders that only record: no screen code is imported by these tests.
  const ROUTES = actual.ROUTES.map((route) => ({
    ...route,
    screen: () => (loads.push(route.id), Promise.resolve(() => null)),
    data: (route as RouteDefinition).data ? () => void dataStarts.push(route.id) : undefined,
  }));
  return { ...actual, ROUTES };
});

const { linkedRoutes, prefetchLinked, resetRoutePrefetch, routeFor, saveDataOn, startRoutePrefetch, IDLE_PREFETCH_LIMIT } = await import('./route-prefetch');

beforeEach(() => {
  loads.length = 0;
  dataStarts.length = 0;
  resetRoutePrefetch();
  window.history.replaceState(null, '', '/m/home');
});
afterEach(() => {
  document.body.innerHTML = '';
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(html: string): void {
  document.body.innerHTML = html;
}

interface FakeRouter {
  subscribe(listener: (state: { navigation: { state: string }; location: { pathname: string } }) => void): () => void;
  go(pathname: string): void;
}

function fakeRouter(): FakeRouter {
  let listener: ((state: { navigation: { state: string }; location: { pathname: string } }) => void) | undefined;
  return {
    subscribe(l) {
      listener = l;
      return () => (listener = undefined);
    },
    go(pathname) {
      window.history.pushState(null, '', pathname);
      listener?.({ navigation: { state: 'idle' }, location: { pathname } });
    },
  };
}

it('finds the route of a path, aliases and trailing slashes included, case-insensitively', () => {
  expect(routeFor('/m/mine')?.id).toBe('member-center');
  expect(routeFor('/m/member/home')?.id).toBe('member-center');
  expect(routeFor('/m/voucherCenter/')?.id).toBe('deposit');
  expect(routeFor('/m/VOUCHERCENTER')?.id).toBe('deposit');
  expect(routeFor('/m/nowhere')).toBeUndefined();
});

it('lists the in-app routes a page links to, buttons with data-href included, once each, not the current one nor other sites', () => {
  page(`
    <a href="/m/mine">me</a>
    <a href="/m/mine?x=1">me again</a>
    <a href="/m/home">here</a>
    <a href="https://elsewhere.example/m/withdraw">away</a>
    <a href="//elsewhere.example/m/withdraw">away too</a>
    <button data-href="/m/voucherCenter">deposit</button>
    <a href="/m/moreLottery">lottery</a>`);
  expect(linkedRoutes().map((r: RouteDefinition) => r.id)).toEqual(['member-center', 'deposit', 'more-lottery']);
});

it('a pointer down or a focus on a link loads its route once; a failed load can be tried again', async () => {
  page(`<a href="/m/mine"><span id="inner">me</span></a><button data-href="/m/withdraw">w</button>`);
  const router = fakeRouter();
  const stop = startRoutePrefetch(router, { firstPaint: new Promise(() => {}), idle: () => () => {} });
  document.getElementById('inner')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  document.getElementById('inner')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  document.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await flush();
  expect(loads).toEqual(['member-center', 'withdraw']);
  stop();
  document.getElementById('inner')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(loads).toHaveLength(2);
});

it('the idle pass waits for the first paint, then loads the linked routes; a navigation starts another pass', async () => {
  page(`<a href="/m/mine">me</a><a href="/m/activity">promotions</a>`);
  let painted = () => {};
  const idleRuns: (() => void)[] = [];
  const router = fakeRouter();
  const stop = startRoutePrefetch(router, { firstPaint: new Promise<void>((resolve) => (painted = resolve)), idle: (run) => (idleRuns.push(run), () => {}), saveData: () => false });
  await flush();
  expect(idleRuns).toHaveLength(0);
  painted();
  await flush();
  expect(idleRuns).toHaveLength(1);
  idleRuns[0]?.();
  await flush();
  expect(loads).toEqual(['member-center', 'activity']);
  page(`<a href="/m/home">home</a><a href="/m/transaction/record">records</a>`);
  router.go('/m/mine');
  expect(idleRuns).toHaveLength(2);
  idleRuns[1]?.();
  await flush();
  expect(loads).toEqual(['member-center', 'activity', 'home', 'transaction-record']);
  stop();
});

it('Save-Data turns the idle pass off; intent still loads', async () => {
  page(`<a href="/m/mine">me</a>`);
  const idleRuns: (() => void)[] = [];
  const stop = startRoutePrefetch(fakeRouter(), { firstPaint: Promise.resolve(), idle: (run) => (idleRuns.push(run), () => {}), saveData: () => true });
  await flush();
  await flush();
  expect(idleRuns).toHaveLength(0);
  document.querySelector('a')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await flush();
  expect(loads).toEqual(['member-center']);
  stop();
});

it('reads Save-Data from navigator.connection', () => {
  expect(saveDataOn({ connection: { saveData: true } } as unknown as Navigator)).toBe(true);
  expect(saveDataOn({ connection: { saveData: false } } as unknown as Navigator)).toBe(false);
  expect(saveDataOn({} as Navigator)).toBe(false);
});

it('one idle pass loads at most IDLE_PREFETCH_LIMIT routes, one after another', async () => {
  const paths = ['/m/mine', '/m/activity', '/m/voucherCenter', '/m/withdraw', '/m/moreLottery', '/m/gameLobby', '/m/transaction/record', '/m/gameRecord', '/m/vouReport', '/m/withdrawReport', '/m/profitandloss', '/m/rewardCenter', '/m/webEmail', '/m/securityCenter', '/m/service', '/m/helpCenter', '/m/feedback', '/m/notice'];
  page(paths.map((p) => `<a href="${p}">x</a>`).join(''));
  expect(await prefetchLinked()).toBe(IDLE_PREFETCH_LIMIT);
  expect(loads).toHaveLength(IDLE_PREFETCH_LIMIT);
  expect(await prefetchLinked()).toBe(paths.length - IDLE_PREFETCH_LIMIT);
});

it("a tap's intent also starts the route's first request (the game lists' categories); the idle pass never does", async () => {
  page(`<a href="/m/gameCenter">games</a><a href="/m/mine">me</a>`);
  expect(await prefetchLinked()).toBe(2);
  expect(dataStarts).toEqual([]);
  const idleRuns: (() => void)[] = [];
  const stop = startRoutePrefetch(fakeRouter(), { firstPaint: Promise.resolve(), idle: (run) => (idleRuns.push(run), () => {}), saveData: () => true });
  document.querySelector('a[href="/m/gameCenter"]')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  document.querySelector('a[href="/m/mine"]')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await flush();
  expect(dataStarts).toEqual(['game-center']);
  stop();
});
