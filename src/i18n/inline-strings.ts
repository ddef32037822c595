// The brand's default language's boot strings, carried in the page: the compiler writes them into
// index.html (scripts/compile/preload.ts inlineStrings) so the first render waits for no strings
// request. i18n reads a namespace from here before fetching it (i18n.ts loadLocale).

/** The `<script type="application/json">` block holding `<locale>/<namespace>` → strings. */
export const INLINE_STRINGS_ELEMENT_ID = 'lobby-strings';

type Strings = Record<string, unknown>;

let inline: Readonly<Record<string, unknown>> | null | undefined;

function readInline(): Readonly<Record<string, unknown>> | null {
  if (typeof document === 'undefined') return null;
  try {
    const parsed = JSON.parse(document.getElementById(INLINE_STRINGS_ELEMENT_ID)?.textContent ?? 'null') as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    // A damaged block costs a request, nothing else: the strings are fetched as without it.
    return null;
  }
}

/** The page's copy of a locale's namespace, if it carries one. */
export function inlineStringsFor(locale: string, namespace: string): Strings | undefined {
  if (inline === undefined) inline = readInline();
  const value = inline?.[`${locale}/${namespace}`];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Strings) : undefined;
}

/** Tests: forget what was read, so the next call reads the page again. */
export function resetInlineStrings(): void {
  inline = undefined;
}
