// The one component that puts server HTML on screen (DESIGN.md; a lint rule forbids
// dangerouslySetInnerHTML anywhere else). It sanitises with DOMPurify
// (loaded lazily; plain text until it arrives), opens external links in a new tab without an
// opener, and follows in-app links (/m/...) with the router instead of reloading the page.
import { useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DOMPurify } from 'dompurify';
import { classifyLink } from './html-links';
import { useAsyncEffect } from './use-async-effect';
import { loadPurify, plainText, trustedHtml } from './sanitize';

export interface SanitizedHtmlProps {
  readonly html: string;
  readonly className?: string;
  readonly testId?: string;
  /** Called before an in-app link navigates (a popup closes itself first, for example). */
  readonly onInAppLink?: (path: string) => void;
}

let loaded: DOMPurify | null = null;
let failed = false;

function usePurifyState(): { purify: DOMPurify | null; settled: boolean } {
  const [purify, setPurify] = useState<DOMPurify | null>(loaded);
  const [gaveUp, setGaveUp] = useState(failed);
  useAsyncEffect(
    (run) => {
      if (purify) return;
      const loading = loadPurify().then(
        (p) => {
          loaded = p;
          failed = false;
          return p;
        },
        (error: unknown) => {
          // Stays plain text (the chunk could not load: offline, for one).
          failed = true;
          throw error;
        },
      );
      // DOMPurify is itself a function: wrap it so React does not take it for an updater.
      run.settle(loading, (p) => setPurify(() => p), () => setGaveUp(true));
    },
    [purify],
  );
  return { purify, settled: purify !== null || gaveUp };
}

function usePurify(): DOMPurify | null {
  return usePurifyState().purify;
}

/**
 * True once the sanitiser has loaded (or could not: plain text then). A box that must not change
 * size after it appears, such as a centred popup, waits for this before showing its content:
 * plain text first and HTML a moment later is a layout shift.
 */
export function useSanitizerSettled(): boolean {
  return usePurifyState().settled;
}

export function SanitizedHtml({ html, className, testId, onInAppLink }: SanitizedHtmlProps) {
  const purify = usePurify();
  const navigate = useNavigate();
  // The lobby-html Trusted Types policy's value (TrustedHTML): React 19 assigns __html to innerHTML as is.
  const clean = useMemo(() => (purify ? trustedHtml(purify, html) : null), [purify, html]);
  const fallback = useMemo(() => (purify ? '' : plainText(html)), [purify, html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const link = classifyLink(anchor.getAttribute('href'), window.location.origin);
    if (link.kind !== 'in-app') return;
    event.preventDefault();
    onInAppLink?.(link.path);
    void navigate(link.path);
  };

  if (clean === null) {
    return (
      <div className={className} data-testid={testId} data-sanitized="pending">
        {fallback}
      </div>
    );
  }
  return (
    // Clicks bubble from the links inside; keyboard activation of a link fires click too.
    <div className={className} data-testid={testId} data-sanitized="done" onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
