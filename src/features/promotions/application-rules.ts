// The application form's limits (spec sections 5 and 9): a remark of at most 140 characters, at
// most 3 images, png or jpg only, at most 5 MB each. Checked here before anything is uploaded; the
// platform checks them again. Pure, so the form and its tests share one judgement.
import { REMARK_MAX, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MAX_COUNT, UPLOAD_IMAGE_TYPES } from '../../config/constants';

/** Why a picked file was not added; each names the limit it broke. */
export type ImageRefusal =
  | { readonly kind: 'count'; readonly name: string; readonly max: number }
  | { readonly kind: 'size'; readonly name: string; readonly maxMb: number }
  | { readonly kind: 'type'; readonly name: string };

export const UPLOAD_IMAGE_MAX_MB = UPLOAD_IMAGE_MAX_BYTES / (1024 * 1024);
/** For the file input's accept attribute: the types, and the extensions some pickers go by. */
export const IMAGE_ACCEPT = [...UPLOAD_IMAGE_TYPES, '.png', '.jpg', '.jpeg'].join(',');

const EXTENSIONS: Readonly<Record<string, (typeof UPLOAD_IMAGE_TYPES)[number]>> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** png or jpg by the declared type, or by the extension when the browser declares none. */
export function isAllowedImage(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type !== '') return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type);
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[extension] !== undefined;
}

/**
 * Which newly picked files join the `current` ones: in order, each png/jpg of at most 5 MB while
 * there is room for it. Every other file is refused with the limit it broke; nothing already
 * chosen is touched.
 */
export function admitImages<T extends Pick<File, 'name' | 'type' | 'size'>>(current: number, picked: readonly T[]): { accepted: T[]; refusals: ImageRefusal[] } {
  const accepted: T[] = [];
  const refusals: ImageRefusal[] = [];
  for (const file of picked) {
    if (!isAllowedImage(file)) refusals.push({ kind: 'type', name: file.name });
    else if (file.size > UPLOAD_IMAGE_MAX_BYTES) refusals.push({ kind: 'size', name: file.name, maxMb: UPLOAD_IMAGE_MAX_MB });
    else if (current + accepted.length >= UPLOAD_IMAGE_MAX_COUNT) refusals.push({ kind: 'count', name: file.name, max: UPLOAD_IMAGE_MAX_COUNT });
    else accepted.push(file);
  }
  return { accepted, refusals };
}

/** Characters as a person counts them (code points: an emoji or a Vietnamese letter is one), as the platform counts. */
export function remarkLength(remark: string): number {
  return [...remark].length;
}

export function remarkTooLong(remark: string): boolean {
  return remarkLength(remark) > REMARK_MAX;
}
