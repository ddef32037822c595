// What the compiler tells an operator: file:line:column, JSON path, message, suggestion.
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** JSON pointer into the file ('' for the whole document). */
  readonly pointer: string;
  readonly message: string;
  readonly severity: Severity;
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = `${d.file}:${d.line}:${d.column}`;
  const tag = d.severity === 'warning' ? 'warning: ' : '';
  return `${where}  ${d.pointer || '/'}  ${tag}${d.message}`;
}

/** A parsed JSON document that can say where any JSON pointer sits in its text. */
export class LocatedJson {
  private readonly lineStarts: number[];

  private constructor(
    readonly file: string,
    private readonly text: string,
    private readonly tree: Node | undefined,
    readonly value: unknown,
  ) {
    this.lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  /** Strict JSON: comments and trailing commas are errors, as JSON.parse would say. */
  static parse(file: string, text: string): { doc?: LocatedJson; errors: Diagnostic[] } {
    const parseErrors: ParseError[] = [];
    const tree = parseTree(text, parseErrors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
    const probe = new LocatedJson(file, text, tree, undefined);
    if (parseErrors.length > 0 || !tree) {
      const errors = parseErrors.map((e) => probe.at('', `malformed JSON: ${describeParseError(printParseErrorCode(e.error))}`, 'error', e.offset));
      if (errors.length === 0) errors.push(probe.at('', 'malformed JSON: the file is empty', 'error', 0));
      // Later parse errors are mostly echoes of the first one.
      return { errors: errors.slice(0, 1) };
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      return { errors: [probe.at('', `malformed JSON: ${(e as Error).message}`, 'error', 0)] };
    }
    return { doc: new LocatedJson(file, text, tree, value), errors: [] };
  }

  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] ?? 0) + 1 };
  }

  /** Offset of the value at a pointer; with `key`, of the property name instead. Falls back to the nearest existing parent. */
  offsetOf(pointer: string, key = false): number {
    if (!this.tree) return 0;
    const segments = pointerSegments(pointer);
    for (let n = segments.length; n >= 0; n--) {
      const node = findNodeAtLocation(this.tree, segments.slice(0, n));
      if (!node) continue;
      if (key && n === segments.length && node.parent?.type === 'property' && node.parent.children?.[0]) {
        return node.parent.children[0].offset;
      }
      return node.offset;
    }
    return this.tree.offset;
  }

  at(pointer: string, message: string, severity: Severity = 'error', offset?: number, key = false): Diagnostic {
    const { line, column } = this.position(offset ?? this.offsetOf(pointer, key));
    return { file: this.file, line, column, pointer, message, severity };
  }
}

function describeParseError(code: string): string {
  const words: Record<string, string> = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'invalid number',
    PropertyNameExpected: 'property name expected (a trailing comma?)',
    ValueExpected: 'value expected (a trailing comma or a missing value?)',
    ColonExpected: "':' expected",
    CommaExpected: "',' expected",
    CloseBraceExpected: "'}' expected",
    CloseBracketExpected: "']' expected",
    EndOfFileExpected: 'unexpected content after the end of the document',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'comments are not allowed in JSON',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unterminated number',
    InvalidUnicode: 'invalid unicode escape',
    InvalidEscapeCharacter: 'invalid escape character',
    InvalidCharacter: 'invalid character in string',
  };
  return words[code] ?? code;
}

export function pointerSegments(pointer: string): Array<string | number> {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

export function escapePointerSegment(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The closest candidate by edit distance (case-insensitive), if it is close enough to be a plausible typo. */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const needle = input.toLowerCase();
  for (const candidate of candidates) {
    const d = editDistance(needle, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(2, Math.round(Math.max(input.length, best.length) * 0.4));
  return bestDistance <= limit ? best : undefined;
}

export function suggestion(input: string, candidates: Iterable<string>): string {
  const hit = didYouMean(input, candidates);
  return hit === undefined ? '' : ` (did you mean "${hit}"?)`;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}
