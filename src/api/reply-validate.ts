// How a generated validator (src/api/replies/) becomes a check that throws with where and what
// failed. Tiny and separate from reply-check.ts's table, so the first page's checks
// (first-page-checks.ts) load without it.

/** An ajv standalone validation function: true when valid, else its first error in `.errors`. */
export interface ReplyValidator {
  (value: unknown): boolean;
  errors?: ReadonlyArray<{ instancePath: string; keyword: string; params?: Record<string, unknown> }> | null;
}

/**
 * Throws (with where and what failed) when the value breaks the endpoint's reply definition;
 * otherwise returns the value the app uses: the reply itself, or what the endpoint's reader
 * (src/api/readers/) made of it.
 */
export type ReplyCheck = (value: unknown) => unknown;

/**
 * An endpoint's reader (src/api/readers/<endpointId>.ts, default export): normalises the variants
 * upstream platforms send ("Y"/"N", "1"/"0", numbers as strings, absent optionals) into the
 * app's type, and throws only when the screen could not use the reply.
 */
export type ReplyReader<T = unknown> = (value: unknown) => T;

/**
 * The check of one endpoint known in advance, without the table of every endpoint's module (for
 * the calls of the first page, where every byte before the first banner counts):
 * `replyCheckFrom(import.meta.glob('./replies/systemStatus.generated.js'))`.
 */
export function replyCheckFrom(single: Record<string, () => Promise<unknown>>): Promise<ReplyCheck | undefined> {
  const load = Object.values(single)[0];
  if (!load) return Promise.resolve(undefined);
  return load().then(
    (module) => checkWith((module as { default: ReplyValidator }).default),
    () => undefined,
  );
}

export function checkWith(validate: ReplyValidator): ReplyCheck {
  return (value) => {
    if (validate(value)) return value;
    const first = validate.errors?.[0];
    const where = first?.instancePath ? `value${first.instancePath.replace(/\//g, '.')}` : 'value';
    const detail = first?.params ? ` ${JSON.stringify(first.params)}` : '';
    throw new Error(`${where} breaks the contract (${first?.keyword ?? 'invalid'}${detail})`);
  };
}
