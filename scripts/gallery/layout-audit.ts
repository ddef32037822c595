// The layout audit the gallery runs on every screenshot and the e2e suite on its screens: in the
// page as drawn, nothing a language's words make too long may be cut or spill.
// - `clipped`: a text element whose words are cut (by its own hidden overflow or an ellipsis, or by
//   a clipping ancestor it partly sticks out of, unless a scroller between them can bring it into
//   view); a text that scrolls or truncates by design says
//   so with `data-overflow="scrolls"` (the notice ticker) or `data-overflow="truncates"` (a name
//   the player or the platform chose, never an interface string).
// - `spills`: a text element whose words run out of its own box (overflow visible).
// - `page-wider`: the page scrolls sideways.
// - `small-target`: an interactive element under 44×44 CSS px (a checkbox or radio by its label).
// The audit is one self-contained script (a string), so it runs the same from Playwright's test
// runner and from tsx, which would wrap named helpers in a __name() the page does not have.

export const MIN_TARGET_PX = 44;

export type LayoutProblemKind = 'clipped' | 'spills' | 'page-wider' | 'small-target';

export interface LayoutProblem {
  readonly kind: LayoutProblemKind;
  /** The element: tag, test id or class, and the start of its text. */
  readonly what: string;
  /** Sizes that show it: content vs box, or the target's box. */
  readonly detail: string;
}

/** The in-page audit; evaluates to LayoutProblem[]. Sub-pixel slack: 1 px for text, 0.5 px for targets. */
export const LAYOUT_AUDIT_SCRIPT = `(() => {
  const minTarget = ${MIN_TARGET_PX};
  const out = [];
  const describe = (el) => {
    const id = el.getAttribute('data-testid') || el.getAttribute('name') || (typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '');
    const text = (el.textContent || el.getAttribute('aria-label') || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return '<' + el.tagName.toLowerCase() + '>' + (id ? ' ' + id : '') + (text ? ' "' + text + '"' : '');
  };
  const shown = (el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
  };
  const exempt = (el) => el.closest('[data-overflow="scrolls"], [data-overflow="truncates"], .sr-only, .visually-hidden, [hidden], [inert]') !== null;
  const root = document.scrollingElement || document.documentElement;
  if (root.scrollWidth > innerWidth + 1) out.push({ kind: 'page-wider', what: '<html>', detail: root.scrollWidth + ' px wide in a ' + innerWidth + ' px viewport' });
  const clips = (style) => ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
  for (const el of document.body.querySelectorAll('*')) {
    if (['SCRIPT', 'STYLE', 'svg', 'SVG', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)) continue;
    let ownText = false;
    for (const node of el.childNodes) if (node.nodeType === 3 && node.textContent.trim() !== '') ownText = true;
    if (!ownText || !shown(el) || exempt(el)) continue;
    const box = el.getBoundingClientRect();
    // A slide or a tab scrolled sideways out of view is not cut (rows below the fold are audited).
    if (box.right <= 0 || box.left >= innerWidth) continue;
    const style = getComputedStyle(el);
    const wide = el.scrollWidth > el.clientWidth + 1;
    const tall = el.scrollHeight > el.clientHeight + 1;
    const inline = style.display === 'inline';
    if (!inline && (wide || tall)) {
      const cut = (wide && ['hidden', 'clip'].includes(style.overflowX)) || (tall && ['hidden', 'clip'].includes(style.overflowY)) || (wide && style.textOverflow === 'ellipsis');
      if (cut) out.push({ kind: 'clipped', what: describe(el), detail: 'content ' + el.scrollWidth + '×' + el.scrollHeight + ' in a ' + el.clientWidth + '×' + el.clientHeight + ' box' });
      else if (wide && style.overflowX === 'visible') out.push({ kind: 'spills', what: describe(el), detail: 'content ' + el.scrollWidth + ' px wide in a ' + el.clientWidth + ' px box' });
      if (cut || (wide && style.overflowX === 'visible')) continue;
    }
    // Cut by an ancestor that clips: partly inside it, partly outside.
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const aStyle = getComputedStyle(a);
      // Inside a scroller, what is out of view scrolls into it: not cut.
      if (['auto', 'scroll'].includes(aStyle.overflowX) || ['auto', 'scroll'].includes(aStyle.overflowY)) break;
      if (!clips(aStyle)) continue;
      if (a.closest('[data-overflow="scrolls"]')) break;
      const r = a.getBoundingClientRect();
      const inside = box.left < r.right && box.right > r.left && box.top < r.bottom && box.bottom > r.top;
      const out_ = box.left < r.left - 1 || box.right > r.right + 1 || box.top < r.top - 1 || box.bottom > r.bottom + 1;
      if (inside && out_) out.push({ kind: 'clipped', what: describe(el), detail: 'box ' + Math.round(box.width) + '×' + Math.round(box.height) + ' at ' + Math.round(box.left) + ',' + Math.round(box.top) + ' cut by ' + describe(a) });
      break;
    }
  }
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="option"], [role="menuitem"]';
  const seen = new Set();
  for (const el of document.querySelectorAll(selector)) {
    let target = el;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) target = el.closest('label') || el;
    if (seen.has(target) || !shown(target)) continue;
    seen.add(target);
    const b = target.getBoundingClientRect();
    if (b.width + 0.5 < minTarget || b.height + 0.5 < minTarget) out.push({ kind: 'small-target', what: describe(target), detail: Math.round(b.width * 10) / 10 + '×' + Math.round(b.height * 10) / 10 + ' px' });
  }
  return out;
})()`;

/** One line per problem, for a failure message or the gallery's log. */
export function formatLayoutProblems(problems: readonly LayoutProblem[]): string[] {
  return problems.map((p) => `${p.kind}: ${p.what} (${p.detail})`);
}
