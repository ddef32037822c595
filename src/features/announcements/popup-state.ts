// The announcement popup's rules (spec section 4, upstream PopupV2) as pure functions: who sees
// which popups, the hash that identifies each one, when the popup shows, what closing stores, and
// paging bounds. The component only wires these to the store, the storage and the clock.
import type { Popup } from '../../api/contract.generated';
import type { AnnouncementPopupState } from '../../state/storage';
import { PATHS } from '../../domain/paths';

export type PopupAudience = { readonly kind: 'guest' } | { readonly kind: 'member'; readonly firstTimeLogin: boolean };

/** A signed-in visitor sees execution A, plus F on the first login; a guest sees B. */
export function popupsFor<P extends Pick<Popup, 'execution'>>(popups: readonly P[], audience: PopupAudience): P[] {
  const wanted = audience.kind === 'guest' ? ['B'] : audience.firstTimeLogin ? ['A', 'F'] : ['A'];
  return popups.filter((p) => wanted.includes(p.execution));
}

/**
 * 32-bit FNV-1a over the UTF-8 bytes of the string, as 8 lowercase hex digits. Upstream uses md5;
 * only equality matters here (has this exact popup been closed?), so a small, well-defined hash that
 * needs no library does the job. Collisions would only hide one popup that changed.
 */
export function fnv1a32(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A popup's identity: the hash of "title,content" (upstream: md5 of the same string). */
export function popupHash(popup: Pick<Popup, 'title' | 'content'>): string {
  return fnv1a32(`${popup.title},${popup.content}`);
}

/** The set the visitor is shown, as hashes in list order without repeats. */
export function popupSignature(popups: readonly Pick<Popup, 'title' | 'content'>[]): string[] {
  return [...new Set(popups.map(popupHash))];
}

/**
 * Shows when there is something to show and either nothing was stored, the stored show flag is
 * still true, or the set holds a popup whose hash was not there when the visitor closed it (the set
 * changed: show resets to true). A popup that merely disappeared is no reason to show the rest again.
 */
export function shouldShow(stored: AnnouncementPopupState | undefined, hashes: readonly string[]): boolean {
  if (hashes.length === 0) return false;
  if (!stored) return true;
  if (hashes.some((h) => !stored.data.includes(h))) return true;
  return stored.show;
}

/** What closing stores: show=false for exactly this set. */
export function closedRecord(hashes: readonly string[]): AnnouncementPopupState {
  return { show: false, data: [...hashes] };
}

/** Paging cannot leave the list: the index stays within 0 .. length-1. */
export function clampPage(index: number, length: number): number {
  if (length <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), length - 1);
}

/** The call-to-action of a popup (PopupV2): its label, and where it leads for this visitor. */
export type PopupAction = { readonly kind: 'go'; readonly labelKey: 'download' | 'go_activity'; readonly path: string } | { readonly kind: 'sign-in' };

export function popupAction(popup: Pick<Popup, 'promotionType'>, audience: PopupAudience): PopupAction {
  if (audience.kind === 'guest') return { kind: 'sign-in' };
  return { kind: 'go', labelKey: popup.promotionType === 'APP_DOWNLOAD' ? 'download' : 'go_activity', path: PATHS['reward-center'] };
}
