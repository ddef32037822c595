// Every reply value is checked against its contract definition at the boundary (issue 13): a value
// of the wrong shape — a string where the contract says number, an object for an array, null where
// a field is required, a success without its value — becomes ApiError kind 'malformed' (the
// catalogued 'malformed' message, with retry) instead of a TypeError deep inside a screen.
// The checks are ajv's compiled validators, generated per endpoint from schemas/api/
// (scripts/gen-api-validators.ts) and loaded per endpoint, in parallel with the call itself, so a
// screen fetches only the checks of the calls it makes. Unknown extra fields pass (a newer
// platform may add some); the platform's own tests hold its replies to the strict schema.

import { checkWith, type ReplyCheck, type ReplyValidator } from './reply-validate';

export type { ReplyCheck, ReplyValidator } from './reply-validate';

// Vite turns the glob into a table of lazy imports at build time (and in Vitest). Plain Node
// (the end-to-end helpers that sign in through this client) has no import.meta.glob: no checks there.
let modules: Record<string, () => Promise<{ default: ReplyValidator }>>;
try {
  modules = import.meta.glob<{ default: ReplyValidator }>('./replies/*.generated.js');
} catch {
  modules = {};
}
const loaded = new Map<string, Promise<ReplyCheck | undefined>>();

export function hasReplyCheck(endpointId: string): boolean {
  return `./replies/${endpointId}.generated.js` in modules;
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
    const load = modules[`./replies/${endpointId}.generated.js`];
    check = load
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

