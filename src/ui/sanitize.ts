// THE sanitiser of server HTML (DESIGN.md: one sanitiser component; nothing else sets inner HTML).
// DOMPurify is loaded on demand (never in the first load); this module holds the one configuration.
import type { Config, DOMPurify } from 'dompurify';
import { classifyLink } from './html-links';

/**
 * Tags nobody's announcement needs and that can act or restyle the app: scripts, frames, forms and
 * their controls, styles (a <style> would restyle the whole lobby), embedded objects, SVG/MathML.
 */
const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'svg', 'math', 'template', 'noscript'];
/** Inline styles and form/event plumbing; DOMPurify already drops every on* handler. */
const FORBID_ATTR = ['style', 'formaction', 'action', 'srcset', 'ping'];

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  // Only http(s), mail, phone and relative URLs survive (no javascript:, data:, vbscript:).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

const configured = new WeakSet<DOMPurify>();

function configure(purify: DOMPurify, origin: string): void {
  if (configured.has(purify)) return;
  configured.add(purify);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const link = classifyLink(node.getAttribute('href'), origin);
    if (link.kind === 'external') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      // In-app links are followed by the router; nothing else may open a window.
      node.removeAttribute('target');
      if (link.kind === 'none' && node.hasAttribute('href') && !/^(mailto|tel):/i.test(node.getAttribute('href') ?? '')) node.removeAttribute('href');
    }
  });
}

/** Server HTML made safe: no scripts, no handlers, no javascript: URLs; external links open apart. */
export function sanitizeHtml(purify: DOMPurify, html: string, origin: string = globalThis.location?.origin ?? ''): string {
  configure(purify, origin);
  return purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

let loading: Promise<DOMPurify> | null = null;

/** DOMPurify, fetched once in its own chunk. */
export function loadPurify(): Promise<DOMPurify> {
  // A private instance (its hooks are ours alone) bound to this window.
  loading ??= import('dompurify').then((m) => m.default(window));
  // A failed chunk may be retried on the next call.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The text of the HTML, for the moment before DOMPurify arrives. DOMParser documents are inert:
 * nothing in them runs or loads.
 */
export function plainText(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
