// @vitest-environment jsdom
// The prefetch script imports nothing (it must stay tiny and run before the app); its copies of the
// app's names must equal the originals.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathsOf, routeById } from './app/route-table';
import { MERCHANT_CONFIG_ELEMENT_ID } from './config/merchant-config';
import { BANNER_SIZES } from './features/home/home-logic';
import { FIRST_BANNER_TIMING_ID } from './features/home/banner-carousel';
import { BOOT_SCREEN_CSS, BOOT_SCREEN_ID } from '../scripts/compile/boot-screen';
import { BOOT_BANNER_PAINT_WAIT_MS, homeAnnouncementsUrl, startHomePrefetch, whenParsed, PREFETCH_BANNER_SIZES, PREFETCH_BANNER_TIMING_ID, PREFETCH_BOOT_BANNER_CLASS, PREFETCH_BOOT_GUEST_CLASS, PREFETCH_BOOT_SCREEN_ID, PREFETCH_CONFIG_ELEMENT_ID, showFirstBanner, PREFETCH_HOME_PATHS, PREFETCH_LANGUAGE_KEY, PREFETCH_PATH, PREFETCH_SESSION_KEY, PREFETCH_TYPES } from './home-prefetch';
import { storageKeys } from './state/storage';

describe('home prefetch', () => {
  it("uses the app's own names", () => {
    const endpoints = JSON.parse(readFileSync(join(process.cwd(), 'schemas/api/endpoints.json'), 'utf8')) as { endpoints: { id: string; path: string }[] };
    expect(PREFETCH_PATH).toBe(endpoints.endpoints.find((e) => e.id === 'homeAnnouncements')?.path);
    expect([...PREFETCH_HOME_PATHS].sort()).toEqual([...pathsOf(routeById('home'))].sort());
    expect(PREFETCH_CONFIG_ELEMENT_ID).toBe(MERCHANT_CONFIG_ELEMENT_ID);
    expect(PREFETCH_LANGUAGE_KEY).toBe(storageKeys.language.name);
    expect(PREFETCH_SESSION_KEY).toBe(storageKeys.session.name);
    expect(PREFETCH_BANNER_SIZES).toBe(BANNER_SIZES);
    expect(PREFETCH_TYPES).toBe('B,PL,PU,H');
    expect(PREFETCH_BANNER_TIMING_ID).toBe(FIRST_BANNER_TIMING_ID);
    expect(PREFETCH_BOOT_SCREEN_ID).toBe(BOOT_SCREEN_ID);
    expect(BOOT_SCREEN_CSS).toContain(`.${PREFETCH_BOOT_BANNER_CLASS} {`);
    expect(BOOT_SCREEN_CSS).toContain(`.${PREFETCH_BOOT_GUEST_CLASS} {`);
  });
  it('imports nothing (a shared module would make it wait for a chunk of the app\'s script)', () => {
    const source = readFileSync(join(__dirname, 'home-prefetch.ts'), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });

  describe('the first banner', () => {
    const reply = {
      banners: [
        { id: 1, url: '/b/1-720.webp', title: 'Welcome bonus', width: 1080, height: 432, variants: [{ url: '/b/1-480.webp', width: 480 }, { url: '/b/1-720.webp', width: 720 }] },
        { id: 2, url: '/b/2.webp', title: 'Second' },
      ],
    };
    afterEach(() => {
      document.body.innerHTML = '';
      document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
    });

    it('is painted into the boot screen, sized like home\'s banner, while the app is still loading', () => {
      document.body.innerHTML = `<div id="root"><div class="boot-screen" data-screen="${BOOT_SCREEN_ID}"><div class="boot-screen__bar"></div></div></div>`;
      showFirstBanner(reply);
      const img = document.querySelector<HTMLImageElement>(`#root .${PREFETCH_BOOT_BANNER_CLASS} img`);
      expect(img).not.toBeNull();
      expect(img?.getAttribute('src')).toBe('/b/1-720.webp');
      expect(img?.getAttribute('srcset')).toBe('/b/1-480.webp 480w, /b/1-720.webp 720w');
      expect(img?.getAttribute('sizes')).toBe(BANNER_SIZES);
      expect([img?.width, img?.height]).toEqual([1080, 432]);
      expect(img?.alt).toBe('Welcome bonus');
      expect(img?.getAttribute('fetchpriority')).toBe('high');
      expect(img?.getAttribute('elementtiming')).toBe(FIRST_BANNER_TIMING_ID);
      expect(document.querySelectorAll('img')).toHaveLength(1);
      // Under the brand bar: the header's guest row, then the banner.
      expect([...(document.querySelector('#root > div')?.children ?? [])].map((e) => e.className)).toEqual(['boot-screen__bar', PREFETCH_BOOT_GUEST_CLASS, PREFETCH_BOOT_BANNER_CLASS]);
    });

    it('is only preloaded once the app has replaced the boot screen', () => {
      document.body.innerHTML = '<div id="root"><main data-screen="home"></main></div>';
      showFirstBanner(reply);
      expect(document.querySelector('img')).toBeNull();
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      expect(link?.getAttribute('href')).toBe('/b/1-720.webp');
      expect(link?.getAttribute('imagesizes')).toBe(BANNER_SIZES);
    });

    it('does nothing without banners', () => {
      document.body.innerHTML = `<div id="root"><div data-screen="${BOOT_SCREEN_ID}"></div></div>`;
      showFirstBanner({ banners: [] });
      showFirstBanner(null);
      expect(document.querySelector('img, link[rel="preload"]')).toBeNull();
    });
  });

  describe("the announcements call", () => {
    const config = { code: 'demo', apiBaseUrl: 'https://api.example.test/', languages: ['VI', 'EN'], defaultLanguage: 'VI' };
    const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });
    let fetchMock: ReturnType<typeof vi.fn>;
    beforeEach(() => {
      document.body.innerHTML = `<div id="root"><div data-screen="${BOOT_SCREEN_ID}"></div></div><script type="application/json" id="${MERCHANT_CONFIG_ELEMENT_ID}">${JSON.stringify(config)}</script>`;
      window.history.replaceState(null, '', '/m/home');
      window.__lobbyHomePrefetch = undefined;
      localStorage.clear();
      sessionStorage.clear();
      fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      vi.stubGlobal('matchMedia', () => ({ matches: false }));
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      window.__lobbyHomePrefetch = undefined;
    });

    it("is the URL the HTML preloads: the merchant in the query, the API base's slashes trimmed", () => {
      expect(homeAnnouncementsUrl('https://api.example.test/', 'demo')).toBe('https://api.example.test/wps/relay/CCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&groupName=m_home&platform=M&merchantCode=demo');
      expect(homeAnnouncementsUrl('/', 'mono')).toBe('/wps/relay/CCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&groupName=m_home&platform=M&merchantCode=mono');
    });

    it('takes the preloaded reply with a bare fetch of the same URL (no headers, which would not match the preload)', async () => {
      fetchMock.mockResolvedValue(ok({ banners: [], footer: { unreadCount: 0 } }));
      startHomePrefetch();
      await expect(window.__lobbyHomePrefetch?.reply).resolves.toEqual({ banners: [], footer: { unreadCount: 0 } });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]).toEqual([homeAnnouncementsUrl(config.apiBaseUrl, 'demo')]);
      expect(window.__lobbyHomePrefetch?.scope).toBe('VI:');
    });

    it('asks again with the headers when the preloaded reply is refused or fails', async () => {
      fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: false, errorCode: 'merchant.not.found' }))).mockResolvedValueOnce(ok({ footer: { unreadCount: 2 } }));
      startHomePrefetch();
      await expect(window.__lobbyHomePrefetch?.reply).resolves.toEqual({ footer: { unreadCount: 2 } });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
      expect(url).toBe(homeAnnouncementsUrl(config.apiBaseUrl, 'demo'));
      expect(init.headers).toMatchObject({ Merchant: 'demo', Language: 'VI', Device: 'MOBILE' });
    });

    it('a visitor in another language asks with the headers at once (the preload is the default language)', async () => {
      localStorage.setItem(PREFETCH_LANGUAGE_KEY, JSON.stringify('EN'));
      fetchMock.mockResolvedValue(ok({ footer: { unreadCount: 0 } }));
      startHomePrefetch();
      await window.__lobbyHomePrefetch?.reply;
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).toMatchObject({ Language: 'EN' });
      expect(window.__lobbyHomePrefetch?.scope).toBe('EN:');
    });

    it('does nothing for a member, off home, or once the app has asked itself', () => {
      sessionStorage.setItem(PREFETCH_SESSION_KEY, '{"token":"t"}');
      startHomePrefetch();
      sessionStorage.clear();
      window.history.replaceState(null, '', '/m/login');
      startHomePrefetch();
      window.history.replaceState(null, '', '/m/home');
      window.__lobbyHomePrefetch = null;
      startHomePrefetch();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(window.__lobbyHomePrefetch).toBeNull();
    });
  });

  describe('running early', () => {
    it('waits for the end of the document only while it is still being parsed', () => {
      const run = vi.fn();
      whenParsed(run);
      expect(run).toHaveBeenCalledTimes(1);
      const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      whenParsed(run);
      expect(run).toHaveBeenCalledTimes(1);
      state.mockReturnValue('interactive');
      document.dispatchEvent(new Event('readystatechange'));
      expect(run).toHaveBeenCalledTimes(2);
      document.dispatchEvent(new Event('readystatechange'));
      expect(run).toHaveBeenCalledTimes(2);
      state.mockRestore();
    });
  });

  describe("the boot banner's paint", () => {
    afterEach(() => {
      vi.useRealTimers();
      document.body.innerHTML = '';
      window.__lobbyBootBanner = undefined;
    });
    const reply = { banners: [{ id: 1, url: '/b/1.webp', title: 'One' }] };

    it('settles once the picture has loaded and had its frame, at the latest BOOT_BANNER_PAINT_WAIT_MS later', async () => {
      vi.useFakeTimers();
      document.body.innerHTML = `<div id="root"><div data-screen="${BOOT_SCREEN_ID}"></div></div>`;
      showFirstBanner(reply);
      let settled = false;
      void window.__lobbyBootBanner?.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(1000);
      expect(settled).toBe(false); // not loaded yet: nothing to wait for but the picture
      document.querySelector('img')?.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(BOOT_BANNER_PAINT_WAIT_MS);
      expect(settled).toBe(true);
    });

    it('settles at once when the picture fails', async () => {
      document.body.innerHTML = `<div id="root"><div data-screen="${BOOT_SCREEN_ID}"></div></div>`;
      showFirstBanner(reply);
      document.querySelector('img')?.dispatchEvent(new Event('error'));
      await expect(window.__lobbyBootBanner).resolves.toBeUndefined();
    });
  });
});
