// A second, tiny entry script that runs before the app's (the compiler puts it first in <head>):
// for a guest landing on home it takes the home announcements and, as soon as they answer, paints
// the first banner into the boot screen — while the app's own script is still downloading, so the
// banner (home's largest paint) is not at the end of a waterfall. The HTML has already asked for
// those announcements (`<link rel="preload" as="fetch">` of homeAnnouncementsUrl, emitted by the
// compiler), so they are on their way before this script has even arrived. The announcements
// store picks the reply up (takeHomePrefetch). It imports nothing, so it stays a few hundred bytes
// and runs before the app's script: a module it shared with the app (even src/domain/paths.ts)
// would become a chunk of the app's that it waits for. A test keeps its copies of the app's names
// equal to the originals.

/** The announcements endpoint and home's query, as the announcements store asks for them. */
export const PREFETCH_PATH = '/wps/relay/CCSFE_getListAnnouncements';
export const PREFETCH_TYPES = 'B,PL,PU,H';
export const PREFETCH_HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];
export const PREFETCH_CONFIG_ELEMENT_ID = 'merchant-config';
export const PREFETCH_LANGUAGE_KEY = 'MC_LANGUAGE';
export const PREFETCH_SESSION_KEY = 'MC_SESSION_INFO';
export const PREFETCH_BANNER_SIZES = '(min-width: 540px) 516px, calc(100vw - 24px)';
export const PREFETCH_BANNER_TIMING_ID = 'home-banner';
export const PREFETCH_BOOT_SCREEN_ID = 'boot';
/** The boot screen's banner box (scripts/compile/boot-screen.ts styles it like home's banner slot). */
export const PREFETCH_BOOT_BANNER_CLASS = 'boot-screen__banner';
/** The longest the app waits, once the boot banner's picture has loaded, for it to be on screen. */
export const BOOT_BANNER_PAINT_WAIT_MS = 200;
/** Under the boot screen's brand bar: the room of the header's guest row (login and register). */
export const PREFETCH_BOOT_GUEST_CLASS = 'boot-screen__guest';

export interface HomePrefetch {
  /** The announcements store's scope: language and visitor (always a guest here). */
  readonly scope: string;
  readonly reply: Promise<unknown>;
}

declare global {
  interface Window {
    /**
     * This script's announcements call, for the app to take (announcements-store.ts); `null` once the
     * app has asked on its own, so a late-running prefetch does not ask a second time.
     */
    __lobbyHomePrefetch?: HomePrefetch | null;
    /** Settles one frame after the boot screen's banner picture has loaded (it has painted then). */
    __lobbyBootBanner?: Promise<void>;
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
    window.__lobbyBootBanner = new Promise<void>((resolve) => {
      // On screen: the browser reports the picture's paint (Element Timing, delivered once the frame
      // is presented). Where it cannot, a frame after decoding; a hidden tab has no frames, so a
      // timer caps the wait either way.
      const reported = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');
      if (reported) {
        const observer = new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === PREFETCH_BANNER_TIMING_ID)) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe({ type: 'element', buffered: true });
      }
      const loaded = () => {
        setTimeout(resolve, BOOT_BANNER_PAINT_WAIT_MS);
        if (!reported) {
          // decode() is missing from older WebViews: there the load is as close as it gets.
          (typeof img.decode === 'function' ? img.decode() : Promise.resolve()).catch(() => {}).then(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
        }
      };
      img.addEventListener('load', loaded, { once: true });
      img.addEventListener('error', () => resolve(), { once: true });
    });
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

/**
 * The guest home's announcements call as the HTML preloads it: the merchant named in the query
 * (the platform reads it there when no Merchant header comes: a preload cannot send headers), no
 * other header. The compiler emits the preload from this very function, so the URLs are equal and
 * the browser hands the preloaded reply to this script's fetch.
 */
export function homeAnnouncementsUrl(apiBaseUrl: string, merchantCode: string): string {
  const query = new URLSearchParams({ types: PREFETCH_TYPES, groupName: 'm_home', platform: 'M', merchantCode });
  return `${apiBaseUrl.replace(/\/+$/, '')}${PREFETCH_PATH}?${query.toString()}`;
}

function envelopeValue(response: Response): Promise<unknown> {
  return (response.json() as Promise<{ success?: boolean; value?: unknown }>).then((envelope) => {
    if (envelope.success !== true || typeof envelope.value !== 'object' || envelope.value === null) throw new Error('announcements prefetch refused');
    return envelope.value;
  });
}

export function startHomePrefetch(): void {
  if (typeof location === 'undefined' || !PREFETCH_HOME_PATHS.includes(location.pathname)) return;
  // The app asked for the announcements itself already (this script came late).
  if (window.__lobbyHomePrefetch !== undefined) return;
  try {
    if (sessionStorage.getItem(PREFETCH_SESSION_KEY)) return;
    const config = JSON.parse(document.getElementById(PREFETCH_CONFIG_ELEMENT_ID)?.textContent ?? 'null') as PrefetchConfig | null;
    if (!config) return;
    const stored = JSON.parse(localStorage.getItem(PREFETCH_LANGUAGE_KEY) ?? 'null') as unknown;
    const language = typeof stored === 'string' && config.languages.includes(stored) ? stored : config.defaultLanguage;
    const url = homeAnnouncementsUrl(config.apiBaseUrl, config.code);
    const device = standalone() ? 'OTHERS' : 'MOBILE';
    const withHeaders = () => fetch(url, { headers: { Accept: 'application/json', Merchant: config.code, Device: device, Language: language } }).then(envelopeValue);
    // The preloaded reply is the default language's, as a browser tab (MOBILE) asks; any other
    // visitor asks with the headers. A preloaded reply that fails or is refused is asked for again
    // with them (the platform then says why, to the app).
    const preloaded = language === config.defaultLanguage && device === 'MOBILE';
    const reply = preloaded ? fetch(url).then(envelopeValue).catch(withHeaders) : withHeaders();
    reply.then(showFirstBanner, () => {});
    window.__lobbyHomePrefetch = { scope: `${language}:`, reply };
  } catch {
    // Anything unexpected: the app asks for the announcements itself, as without this script.
  }
}

/**
 * This script runs as soon as it arrives (the compiler marks it `async`): before the document's
 * end has been parsed when the network is quick enough, so it waits for the merchant config (the
 * last element of the body), which 'interactive' guarantees, before the app's deferred scripts run.
 */
export function whenParsed(run: () => void): void {
  if (typeof document === 'undefined') return;
  if (document.readyState !== 'loading') {
    run();
    return;
  }
  document.addEventListener('readystatechange', run, { once: true });
}

whenParsed(startHomePrefetch);
