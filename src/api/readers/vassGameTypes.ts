// Game categories (GET /wps/relay/GCSGAME_getVassGameType). Upstream's value.content is a MAP
// gameType -> { vendorCode: [...] } in display order (go444 mobile/assets/api.js; fixture
// vendor-game-types.shape.json): a vendor is then named by its code, a category by the app's own
// words. Our older replies sent an array of categories with vendorNames[{accountTypeName,
// displayName}]; both are read. A vendor map's value may also be a list of vendors or a category
// object. Categories or vendors that cannot be read are dropped, not the whole menu.
import type { GameCategory, GameVendor, ReaderReplies } from '../reader-types';
import { object, optString, readableEntries, ReplyShapeError, string, type Fields } from './read';

function vendor(entry: unknown, path: string, gameType: string): GameVendor {
  const v = object(entry, path);
  const code = string(v.accountTypeName ?? v.vendorCode ?? v.vassalage ?? v.code, `${path}.accountTypeName`);
  if (code.trim() === '') throw new ReplyShapeError(`${path}.accountTypeName`, 'a vendor code');
  return { accountTypeName: code, displayName: optString(v.displayName ?? v.vendorName ?? v.name, `${path}.displayName`) || code, gameType };
}

/** Upstream's vendors of one game type: { vendorCode: [...] } (the code is the key), or a list. */
function vendorsOf(v: unknown, path: string, gameType: string): GameVendor[] {
  if (Array.isArray(v)) return readableEntries(v, path, (e, at) => vendor(e, at, gameType));
  const map = object(v, path);
  if (Array.isArray(map.vendorNames)) return vendorsOf(map.vendorNames, `${path}.vendorNames`, gameType);
  const out: GameVendor[] = [];
  for (const [code, entry] of Object.entries(map)) {
    if (code.trim() === '') continue;
    const named = typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? (entry as Fields) : undefined;
    const displayName = typeof named?.displayName === 'string' && named.displayName !== '' ? named.displayName : code;
    out.push({ accountTypeName: code, displayName, gameType });
  }
  return out;
}

function category(entry: unknown, path: string): GameCategory {
  const c = object(entry, path);
  const gameType = string(c.gameType ?? c.gameCategory, `${path}.gameType`);
  const displayName = optString(c.displayName, `${path}.displayName`);
  return { gameType, ...(displayName ? { displayName } : {}), vendorNames: vendorsOf(c.vendorNames ?? [], `${path}.vendorNames`, gameType) };
}

export default function readVassGameTypes(value: unknown): ReaderReplies['vassGameTypes'] {
  const v = object(value);
  const content = v.content;
  if (Array.isArray(content)) return { content: readableEntries(content, 'value.content', category) };
  const map = object(content, 'value.content');
  const out: GameCategory[] = [];
  for (const [gameType, vendors] of Object.entries(map)) {
    try {
      out.push({ gameType, vendorNames: vendorsOf(vendors, `value.content.${gameType}`, gameType) });
    } catch (error) {
      if (!(error instanceof ReplyShapeError)) throw error;
    }
  }
  return { content: out };
}
