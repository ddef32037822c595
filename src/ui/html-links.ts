// How a link inside server HTML (announcements, popups, messages ...) is followed (spec section 4:
// http links open externally, others navigate in-app). Pure, so it is tested without a browser.

export type LinkTarget =
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'in-app'; readonly path: string }
  | { readonly kind: 'none' };

/** Control characters (tab, newline ...): browsers drop them from URLs, so `/\t/host` becomes `//host`. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The one same-origin check for every link the app follows (server HTML, banners, a game's back
 * link): the text is resolved as the browser would (`new URL` against this origin) and the origins
 * compared, so `//host`, `/\host` and `/<tab>/host` are another site, not a path.
 * - http(s) on another origin: external (new tab, no opener).
 * - A root-relative path, or an http(s) URL of this very origin: in-app (router navigation, no reload).
 * - Anything else (javascript:, data:, protocol-relative //host, mailto:, control characters ...):
 *   not followed; the sanitiser has already dropped the dangerous schemes.
 */
export function classifyLink(href: string | null | undefined, origin: string): LinkTarget {
  const raw = (href ?? '').trim();
  if (raw === '' || hasControlCharacter(raw)) return { kind: 'none' };
  const rooted = raw.startsWith('/');
  if (!rooted && !/^https?:\/\//i.test(raw)) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.origin === origin) return { kind: 'in-app', path: `${url.pathname}${url.search}${url.hash}` };
  // A path that resolves to another origin ('//host', '/\\host') is not a link anyone meant.
  if (rooted || (url.protocol !== 'http:' && url.protocol !== 'https:')) return { kind: 'none' };
  return { kind: 'external', href: url.href };
}

/** The in-app path a link names, or null when it would leave this origin (classifyLink). */
export function inAppPath(href: string | null | undefined, origin: string = window.location.origin): string | null {
  const link = classifyLink(href, origin);
  return link.kind === 'in-app' ? link.path : null;
}
