// The app's Trusted Types policies (docs/security.md). The CSP enforces
// `require-trusted-types-for 'script'` and names exactly the policies below
// (scripts/compile/security-headers.ts reads TRUSTED_TYPES_POLICIES), so a string reaching an
// HTML or script-URL sink anywhere else is refused by the browser and reported as a violation.
//   lobby-html  the one sanitiser (src/ui/sanitize.ts): DOMPurify's output, nothing else
//   lobby-sw    the service worker's script URL: same-origin /sw.js only
//   dompurify   DOMPurify's own internal policy (it parses the dirty input in an inert document)
import type { TrustedHTML, TrustedScriptURL, TrustedTypePolicyFactory } from 'trusted-types/lib';

export const HTML_POLICY = 'lobby-html';
export const SERVICE_WORKER_POLICY = 'lobby-sw';
export const DOMPURIFY_POLICY = 'dompurify';
/** Every policy name the CSP allows (its trusted-types directive); no duplicates are allowed. */
export const TRUSTED_TYPES_POLICIES = [HTML_POLICY, SERVICE_WORKER_POLICY, DOMPURIFY_POLICY] as const;

/** The one script a page of the app may register as its service worker. */
export const SERVICE_WORKER_PATH = '/sw.js';

function factory(): TrustedTypePolicyFactory | undefined {
  return (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
}

/**
 * Creates the `lobby-html` policy around the sanitiser's function (once: a second call is a
 * programming error, as the CSP refuses a second policy of the name). Without Trusted Types
 * support (older browsers, jsdom) the sanitised string itself is returned.
 */
export function createHtmlPolicy(sanitize: (dirty: string) => string): (dirty: string) => TrustedHTML | string {
  const tt = factory();
  if (!tt) return sanitize;
  const policy = tt.createPolicy(HTML_POLICY, { createHTML: sanitize });
  return (dirty) => policy.createHTML(dirty);
}

/** The service worker URL as its page's origin resolves it, or null when it is not exactly /sw.js there. */
export function checkServiceWorkerUrl(url: string, base: string): string | null {
  let resolved: URL;
  try {
    resolved = new URL(url, base);
  } catch {
    return null;
  }
  const origin = new URL(base).origin;
  if (resolved.origin !== origin || resolved.pathname !== SERVICE_WORKER_PATH || resolved.username || resolved.password) return null;
  return resolved.href;
}

function allowServiceWorker(url: string): string {
  const checked = checkServiceWorkerUrl(url, globalThis.location.href);
  if (checked === null) throw new TypeError(`${url} is not this origin's ${SERVICE_WORKER_PATH}`);
  return checked;
}

let swPolicy: ((url: string) => TrustedScriptURL) | null = null;

/**
 * The URL to give `navigator.serviceWorker.register` (or workbox-window's `new Workbox(...)`):
 * a TrustedScriptURL from the `lobby-sw` policy where Trusted Types exist, the checked string
 * elsewhere. Anything but this origin's /sw.js throws.
 */
export function trustedScriptUrl(url: string): TrustedScriptURL | string {
  const tt = factory();
  if (!tt) return allowServiceWorker(url);
  if (!swPolicy) {
    const policy = tt.createPolicy(SERVICE_WORKER_POLICY, { createScriptURL: allowServiceWorker });
    swPolicy = (u) => policy.createScriptURL(u);
  }
  return swPolicy(url);
}
