// A second, tiny entry script that runs before the app's (the compiler puts it first in <head>):
// for a guest landing on home it asks for the home announcements at once and, as soon as they
// answer, paints the first banner into the boot screen — both while the app's own script is still
// downloading, so the banner (home's largest paint) is not at the end of a waterfall. The
// announcements store picks the reply up (takeHomePrefetch). It imports nothing, so it stays a
// few hundred bytes; a test keeps its copies of the app's names equal to the originals.

/** The announcements endpoint and home's query, as the announcements store asks for them. */
export const PREFETCH_PATH = '/wps/relay/MCSFE_getListAnnouncements';
export const PREFETCH_TYPES = 'B,PL,PU,H';
export const PREFETCH_HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];
export const PREFETCH_CONFIG_ELEMENT_ID = 'merchant-config';
export const PREFETCH_LANGUAGE_KEY = 'MC_LANGUAGE';
export const PREFETCH_SESSION_KEY = 'MC_SESSION_INFO';
export const PREFETCH_BANNER_SIZES = '(min-width: 540px) 540px, 100vw';
export const PREFETCH_BANNER_TIMING_ID = 'home-banner';
export const PREFETCH_BOOT_SCREEN_ID = 'boot';
/** The boot screen's banner box (scripts/compile/boot-screen.ts styles it like home's banner slot). */
export const PREFETCH_BOOT_BANNER_CLASS = 'boot-screen__banner';
/** Under the boot screen's brand bar: the room of the header's guest row (login and register). */
export const PREFETCH_BOOT_GUEST_CLASS = 'boot-screen__guest';

export interface HomePrefetch {
  /** The announcements store's scope: language and visitor (always a guest here). */
  readonly scope: string;
  readonly reply: Promise<unknown>;
}

declare global {
  interface Window {
    __lobbyHomePrefetch?: HomePrefetch;
  }
}

interface PrefetchConfig {
  code: string;
  apiBaseUrl: string;
  languages: string[];
  defaultLanguage: string;
}

function standalone(): boolean {
  try {
    if (matchMedia('(display-mode: standalone)').matches) return true;
  } catch {
    /* no display-mode support */
  }
  return (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

interface PrefetchBanner {
  url?: string;
  title?: string;
  width?: number;
  height?: number;
  variants?: { url: string; width: number }[];
}

/**
 * The first banner, as soon as the announcements answer: painted into the boot screen (same box as
 * home's banner slot, so the app's own banner later takes its place without a jump) while the app's
 * script is still on its way; when the app already replaced the boot screen, only preloaded.
 */
export function showFirstBanner(value: unknown): void {
  const banner = (value as { banners?: PrefetchBanner[] } | null)?.banners?.[0];
  if (!banner?.url) return;
  const srcset = banner.variants?.length ? banner.variants.map((v) => `${v.url} ${v.width}w`).join(', ') : '';
  const boot = document.querySelector(`#root > [data-screen="${PREFETCH_BOOT_SCREEN_ID}"]`);
  if (boot) {
    const guestRow = document.createElement('div');
    guestRow.className = PREFETCH_BOOT_GUEST_CLASS;
    const slot = document.createElement('div');
    slot.className = PREFETCH_BOOT_BANNER_CLASS;
    const img = document.createElement('img');
    if (srcset) {
      img.srcset = srcset;
      img.sizes = PREFETCH_BANNER_SIZES;
    }
    img.src = banner.url;
    img.width = banner.width ?? 750;
    img.height = banner.height ?? 300;
    img.alt = banner.title ?? '';
    img.setAttribute('fetchpriority', 'high');
    img.setAttribute('elementtiming', PREFETCH_BANNER_TIMING_ID);
    slot.append(img);
    boot.append(guestRow, slot);
    return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = banner.url;
  if (srcset) {
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', PREFETCH_BANNER_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

export function startHomePrefetch(): void {
  if (typeof location === 'undefined' || !PREFETCH_HOME_PATHS.includes(location.pathname)) return;
  try {
    if (sessionStorage.getItem(PREFETCH_SESSION_KEY)) return;
    const config = JSON.parse(document.getElementById(PREFETCH_CONFIG_ELEMENT_ID)?.textContent ?? 'null') as PrefetchConfig | null;
    if (!config) return;
    const stored = JSON.parse(localStorage.getItem(PREFETCH_LANGUAGE_KEY) ?? 'null') as unknown;
    const language = typeof stored === 'string' && config.languages.includes(stored) ? stored : config.defaultLanguage;
    const query = new URLSearchParams({ types: PREFETCH_TYPES, groupName: 'm_home', platform: 'M', merchantCode: config.code });
    const url = `${config.apiBaseUrl.replace(/\/+$/, '')}${PREFETCH_PATH}?${query.toString()}`;
    const reply = fetch(url, { headers: { Accept: 'application/json', Merchant: config.code, Device: standalone() ? 'OTHERS' : 'MOBILE', Language: language } })
      .then((r) => r.json() as Promise<{ success?: boolean; value?: unknown }>)
      .then((envelope) => {
        if (envelope.success !== true || typeof envelope.value !== 'object' || envelope.value === null) throw new Error('announcements prefetch refused');
        return envelope.value;
      });
    reply.then(showFirstBanner, () => {});
    window.__lobbyHomePrefetch = { scope: `${language}:`, reply };
  } catch {
    // Anything unexpected: the app asks for the announcements itself, as without this script.
  }
}

startHomePrefetch();
