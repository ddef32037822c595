// The service worker's script URL as a Trusted Types value: under the CSP's
// `require-trusted-types-for 'script'`, navigator.serviceWorker.register(url) only takes a
// TrustedScriptURL. The policy `lobby-sw` turns exactly one string into one: the same-origin /sw.js.
// (Minimal stand-in until the CSP work's src/ui/trusted-types.ts offers the same helper.)
import { SERVICE_WORKER_URL } from '../service-worker/sw-routes';

export const SERVICE_WORKER_POLICY = 'lobby-sw';

/** What this needs of the Trusted Types API (not in TypeScript's DOM library). */
export interface TrustedScriptUrlValue {
  toString(): string;
}
interface TrustedTypesPolicy {
  createScriptURL(input: string): TrustedScriptUrlValue;
}
export interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): TrustedTypesPolicy;
}

let policy: TrustedTypesPolicy | undefined;

/** The policy's only rule: the worker's own URL, nothing else (a different string throws). */
export function allowServiceWorkerUrl(input: string): string {
  if (input !== SERVICE_WORKER_URL) throw new TypeError(`${SERVICE_WORKER_POLICY}: refused script URL ${input}`);
  return input;
}

/** `/sw.js` as a TrustedScriptURL where the browser has Trusted Types, else the plain string. */
export function serviceWorkerScriptUrl(factory: TrustedTypesFactory | undefined = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes): string | TrustedScriptUrlValue {
  if (!factory) return SERVICE_WORKER_URL;
  policy ??= factory.createPolicy(SERVICE_WORKER_POLICY, { createScriptURL: allowServiceWorkerUrl });
  return policy.createScriptURL(SERVICE_WORKER_URL);
}
