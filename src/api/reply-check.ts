// Every reply value is checked against its contract definition at the boundary: a value
// of the wrong shape — a string where the contract says number, an object for an array, null where
// a field is required, a success without its value — becomes ApiError kind 'malformed' (the
// catalogued 'malformed' message, with retry) instead of a TypeError deep inside a screen.
// The checks are ajv's compiled validators, generated per endpoint from schemas/api/
// (scripts/gen-api-validators.ts; git-ignored, made by Vite's and Vitest's configs before anything
// reads them) and loaded per endpoint, in parallel with the call itself, so a
// screen fetches only the checks of the calls it makes. Unknown extra fields pass (a newer
// platform may add some); the platform's own tests hold its replies to the strict schema.

import { checkWith, type ReplyCheck, type ReplyReader, type ReplyValidator } from './reply-validate';

export type { ReplyCheck, ReplyReader, ReplyValidator } from './reply-validate';

// Vite turns the glob into a table of lazy imports at build time (and in Vitest). Plain Node
// (the end-to-end helpers that sign in through this client) has no import.meta.glob: no checks there.
let modules: Record<string, () => Promise<{ default: ReplyValidator }>>;
// Endpoints whose replies upstream platforms send in several shapes have a reader
// (src/api/readers/<endpointId>.ts): it normalises the variants into the app's type and refuses
// only what a screen could not use. It takes the place of the schema check for that endpoint, whose
// schema describes the wire shape (what the reference platform sends, held to it by its own tests).
let readers: Record<string, () => Promise<{ default: ReplyReader }>>;
try {
  modules = import.meta.glob<{ default: ReplyValidator }>('./replies/*.generated.js');
  readers = import.meta.glob<{ default: ReplyReader }>(['./readers/*.ts', '!./readers/*.test.ts', '!./readers/read.ts', '!./readers/read-*.ts']);
} catch {
  modules = {};
  readers = {};
}
const loaded = new Map<string, Promise<ReplyCheck | undefined>>();

export function hasReplyCheck(endpointId: string): boolean {
  return `./replies/${endpointId}.generated.js` in modules || hasReplyReader(endpointId);
}

export function hasReplyReader(endpointId: string): boolean {
  return `./readers/${endpointId}.ts` in readers;
}

/**
 * The check of an endpoint's reply, loading it on first use. Resolves undefined for an endpoint
 * without a reply definition, and when its chunk cannot load (the reply itself then decides: a
 * browser keeps a failed dynamic import failed until reload, so failing the call would fail
 * every retry too).
 */
export function replyCheck(endpointId: string): Promise<ReplyCheck | undefined> {
  let check = loaded.get(endpointId);
  if (!check) {
    const reader = readers[`./readers/${endpointId}.ts`];
    const load = modules[`./replies/${endpointId}.generated.js`];
    check = reader
      ? reader().then(
          (module) => module.default,
          () => {
            loaded.delete(endpointId);
            return undefined;
          },
        )
      : load
      ? load().then(
          (module) => checkWith(module.default),
          () => {
            loaded.delete(endpointId);
            return undefined;
          },
        )
      : Promise.resolve(undefined);
    loaded.set(endpointId, check);
  }
  return check;
}

