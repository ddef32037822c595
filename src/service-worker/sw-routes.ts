// What the brand's service worker routes, shared by the worker and the compiler (which checks that
// the precache holds the shell and the offline page under these URLs).
import { UPSTREAM_SERVICE_WORKER_PATH } from '../domain/paths';

/** The precached shell every app navigation is answered with. */
export const SHELL_URL = '/index.html';
/** The brand's offline page (scripts/compile/pwa.ts renders it). */
export const OFFLINE_PAGE = '/offline.html';
/** Its stylesheet (no inline style: the page runs under the artifact's CSP). */
export const OFFLINE_STYLESHEET = '/offline.css';
/** The worker's stable URL at the artifact's root (scope /). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Navigations the shell answers: the app's pages (/m/...) and the root, which redirects into them. */
export const NAVIGATION_ALLOWLIST: readonly RegExp[] = [/^\/m(?:\/|$)/, /^\/$/];
/** Never the shell: the API (/wps/, upstream's lottery gateway /lgw/), the platform's dev and asset paths, the demo game and live pages. */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/wps\//, /^\/lgw\//, /^\/__dev\//, /^\/platform-assets\//, /^\/demo-/];

/** Strings of the other languages, cached as they are used (their paths carry the strings' version). */
export const LOCALES_PATH_PREFIX = '/assets/locales/';
export const RUNTIME_LOCALES_CACHE = 'lobby-locales';
export const RUNTIME_LOCALES_MAX_ENTRIES = 200;

/**
 * The upstream site's worker (reference facts §6): Workbox 4 registered at /m/sw.js with scope /m/,
 * caches `spa-offline-v1-<version>` and Workbox's `workbox-*-<scope>`, an IndexedDB `tc-app`; it
 * never unregisters itself and, being the narrower scope, would keep answering /m/ pages instead of
 * ours. Each artifact serves a retiring worker at its URL: the browser's next update check of that
 * registration installs it, and it removes upstream's caches and itself.
 */
export const UPSTREAM_SERVICE_WORKER_URL = UPSTREAM_SERVICE_WORKER_PATH;
export const UPSTREAM_CACHE_PREFIX = 'spa-offline-';
export const UPSTREAM_DATABASE = 'tc-app';
