// How a link inside server HTML (announcements, popups, messages ...) is followed (spec section 4:
// http links open externally, others navigate in-app). Pure, so it is tested without a browser.

export type LinkTarget =
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'in-app'; readonly path: string }
  | { readonly kind: 'none' };

/**
 * - http(s) on another origin: external (new tab, no opener).
 * - A root-relative path, or an http(s) URL of this very origin: in-app (router navigation, no reload).
 * - Anything else (javascript:, data:, protocol-relative //host, mailto: ...): not followed in-app;
 *   the sanitiser has already dropped the dangerous schemes.
 */
export function classifyLink(href: string | null | undefined, origin: string): LinkTarget {
  const raw = (href ?? '').trim();
  if (raw === '') return { kind: 'none' };
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) return { kind: 'in-app', path: raw };
  if (!/^https?:\/\//i.test(raw)) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'none' };
  }
  if (url.origin === origin) return { kind: 'in-app', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
