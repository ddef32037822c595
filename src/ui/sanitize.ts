// THE sanitiser of server HTML (DESIGN.md: one sanitiser component; nothing else sets inner HTML).
// DOMPurify is loaded on demand (never in the first load); this module holds the one configuration.
import type { Config, DOMPurify } from 'dompurify';
import type { TrustedHTML } from 'trusted-types/lib';
import { classifyLink } from './html-links';
import { createHtmlPolicy } from './trusted-types';

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

/**
 * `style` and event-handler (`on…`) attributes taken out of the raw text before DOMPurify parses
 * it: its inert document inherits the page's CSP in Chromium, which reports each inline style
 * attribute there as a violation, and since Chromium 156 each inline handler too (every HTML parser
 * of the page does, the browser's own Sanitizer API included). Blocked, but noise the e2e collector
 * rightly fails on. DOMPurify drops any this misses (FORBID_ATTR, and it never keeps a handler), so
 * a miss costs a report, never an effect.
 */
export function withoutReportedAttributes(html: string): string {
  // One pass over the text, as the HTML tokenizer reads a start tag (linear: no regex backtracking).
  let out = '';
  let i = 0;
  const n = html.length;
  const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0 || !/[a-z]/i.test(html[lt + 1] ?? '')) {
      out += html.slice(i, lt < 0 ? n : lt + 1);
      i = lt < 0 ? n : lt + 1;
      continue;
    }
    out += html.slice(i, lt);
    let j = lt + 1;
    while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>') j++;
    out += html.slice(lt, j);
    while (j < n && html[j] !== '>') {
      const attrStart = j;
      while (j < n && (isSpace(html[j]) || html[j] === '/')) j++;
      if (j >= n || html[j] === '>') {
        out += html.slice(attrStart, j);
        break;
      }
      const nameStart = j;
      j++; // an attribute name may start with '=' (the tokenizer's rule)
      while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>' && html[j] !== '=') j++;
      const name = html.slice(nameStart, j).toLowerCase();
      let k = j;
      while (k < n && isSpace(html[k])) k++;
      if (html[k] === '=') {
        k++;
        while (k < n && isSpace(html[k])) k++;
        const quote = html[k];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, k + 1);
          k = close < 0 ? n : close + 1;
        } else {
          while (k < n && !isSpace(html[k]) && html[k] !== '>') k++;
        }
        j = k;
      }
      if (name !== 'style' && !name.startsWith('on')) out += html.slice(attrStart, j);
    }
    if (j < n) {
      out += '>';
      j++;
    }
    i = j;
  }
  return out;
}

function clean(purify: DOMPurify, html: string): string {
  return purify.sanitize(withoutReportedAttributes(html), { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** Server HTML made safe: no scripts, no handlers, no javascript: URLs; external links open apart. */
export function sanitizeHtml(purify: DOMPurify, html: string, origin: string = globalThis.location?.origin ?? ''): string {
  configure(purify, origin);
  return clean(purify, html);
}

let htmlPolicy: ((dirty: string) => TrustedHTML | string) | null = null;

/**
 * Server HTML made safe and signed by the `lobby-html` Trusted Types policy (the only value the
 * enforced CSP lets reach innerHTML): the policy is created here, once, around DOMPurify with the
 * configuration above. A string where the browser has no Trusted Types.
 */
export function trustedHtml(purify: DOMPurify, html: string): TrustedHTML | string {
  const origin = globalThis.location?.origin ?? '';
  configure(purify, origin);
  htmlPolicy ??= createHtmlPolicy((dirty) => clean(purify, dirty));
  return htmlPolicy(html);
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text of the HTML, for the moment before DOMPurify arrives. Read with string rules, never
 * parsed by the browser: no HTML sink is touched (the enforced Trusted Types policy would refuse
 * DOMParser a plain string), so nothing in it can run or load. Rarer named entities stay as
 * written until the sanitised HTML replaces this a moment later.
 */
export function plainText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|template|noscript|textarea|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?[a-z!?][^>]*(?:>|$)/gi, (tag) => (/^<\/?(?:p|div|br|li|h[1-6]|tr|td|th|section|article|blockquote|ul|ol|table)\b/i.test(tag) ? ' ' : ''));
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
