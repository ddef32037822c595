// The tolerant primitives every reply reader is made of: each accepts the spellings upstream
// platforms use for one kind of value and either returns the app's value or throws with the field's
// path (the reply then becomes the catalogued 'malformed' error). `opt*` variants return undefined
// for an absent or null field; the plain ones require it.

export type Fields = Readonly<Record<string, unknown>>;

export class ReplyShapeError extends Error {
  constructor(path: string, expected: string) {
    super(`${path} is not ${expected}`);
    this.name = 'ReplyShapeError';
  }
}

const absent = (v: unknown): v is null | undefined => v === undefined || v === null;

/** An object (not an array, not null). */
export function object(v: unknown, path = 'value'): Fields {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ReplyShapeError(path, 'an object');
  return v as Fields;
}

export function optObject(v: unknown, path = 'value'): Fields | undefined {
  return absent(v) ? undefined : object(v, path);
}

/** A string; numbers are taken as their decimal text (ids sent either way). */
export function string(v: unknown, path: string): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw new ReplyShapeError(path, 'a string');
}

export function optString(v: unknown, path: string): string | undefined {
  return absent(v) ? undefined : string(v, path);
}

/** A finite number; numeric strings ("12.50", " 3 ") are read as numbers. */
export function number(v: unknown, path: string): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim());
    if (Number.isFinite(n)) return n;
  }
  throw new ReplyShapeError(path, 'a number');
}

export function optNumber(v: unknown, path: string): number | undefined {
  return absent(v) ? undefined : number(v, path);
}

/** An integer (a number or numeric string with no fraction). */
export function integer(v: unknown, path: string): number {
  const n = number(v, path);
  if (!Number.isInteger(n)) throw new ReplyShapeError(path, 'an integer');
  return n;
}

export function optInteger(v: unknown, path: string): number | undefined {
  return absent(v) ? undefined : integer(v, path);
}

const TRUE_WORDS: ReadonlySet<string> = new Set(['y', 'yes', 'true', '1', 'on']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['n', 'no', 'false', '0', 'off', '']);

/** A yes/no: booleans, "Y"/"N", "1"/"0", 1/0, "true"/"false" (any case). */
export function boolean(v: unknown, path: string): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === 'string') {
    const word = v.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  throw new ReplyShapeError(path, 'a yes/no');
}

export function optBoolean(v: unknown, path: string): boolean | undefined {
  return absent(v) ? undefined : boolean(v, path);
}

/**
 * A list: an array, or a map whose values are the entries (upstream sends some lists as an
 * object keyed by id or code). Each entry goes through `item` with its path.
 */
export function list<T>(v: unknown, path: string, item: (entry: unknown, path: string) => T): T[] {
  if (Array.isArray(v)) return v.map((entry, i) => item(entry, `${path}[${i}]`));
  if (typeof v === 'object' && v !== null) return Object.entries(v).map(([key, entry]) => item(entry, `${path}.${key}`));
  throw new ReplyShapeError(path, 'a list');
}

/** Like list, but an absent or null field is an empty list. */
export function optList<T>(v: unknown, path: string, item: (entry: unknown, path: string) => T): T[] {
  return absent(v) ? [] : list(v, path, item);
}

/**
 * Entries of a list that can be read, the others dropped: for lists where one broken entry should
 * not hide the rest (a banner without a picture, a menu node without an id).
 */
export function readableEntries<T>(v: unknown, path: string, item: (entry: unknown, path: string) => T): T[] {
  if (absent(v)) return [];
  const out: T[] = [];
  const entries = Array.isArray(v) ? v.map((entry, i) => [`${path}[${i}]`, entry] as const) : typeof v === 'object' ? Object.entries(v).map(([k, e]) => [`${path}.${k}`, e] as const) : undefined;
  if (!entries) throw new ReplyShapeError(path, 'a list');
  for (const [at, entry] of entries) {
    try {
      out.push(item(entry, at));
    } catch (error) {
      if (!(error instanceof ReplyShapeError)) throw error;
    }
  }
  return out;
}
