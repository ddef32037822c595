// Uploaded pictures (deposit slips, promotion applications): what the platform keeps is never
// the member's file but a picture drawn again from its decoded pixels. The kind comes from the
// first bytes (the phone's name and type for the file do not count); the file must then decode
// whole as that kind (pngjs, jpeg-js), within a pixel budget, or it is refused; the pixels are
// encoded afresh (PNG stays PNG, JPEG stays JPEG at quality 90), so a file that is also HTML, a
// script or an archive (a polyglot), EXIF data with the phone's location, or trailing bytes never
// reach the store.
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Db } from './db/database';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/** The largest picture decoded: 40 megapixels (a phone camera's full size is 12–50; slips are photos). */
export const UPLOAD_MAX_MEGAPIXELS = 40;
/** Nor wider or taller than this, whatever the area (a 1 × 40,000,000 strip is no slip). */
export const UPLOAD_MAX_SIDE = 12_000;
export const JPEG_QUALITY = 90;

export type ImageKind = 'png' | 'jpg';

/** png or jpg by the file's first bytes (what the member's phone says the type is does not count). */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  const starts = (signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts(PNG_MAGIC)) return 'png';
  if (starts(JPEG_MAGIC)) return 'jpg';
  return null;
}

export interface ReencodedImage {
  kind: ImageKind;
  mediaType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  bytes: Buffer;
}

function withinBudget(width: number, height: number): boolean {
  return width > 0 && height > 0 && width <= UPLOAD_MAX_SIDE && height <= UPLOAD_MAX_SIDE && width * height <= UPLOAD_MAX_MEGAPIXELS * 1_000_000;
}

/** PNG's size from its header alone, so a decompression bomb is refused before it is inflated. */
function pngHeaderSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The picture drawn again, or null when the bytes are not a whole PNG or JPEG within the budget
 * (the caller answers its own refusal code).
 */
export function reencodeImage(input: Uint8Array): ReencodedImage | null {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const kind = imageKindOf(bytes);
  try {
    if (kind === 'png') {
      const size = pngHeaderSize(bytes);
      if (!size || !withinBudget(size.width, size.height)) return null;
      // Whatever rides after the IEND chunk (a polyglot's archive or script) is not the picture.
      const iend = bytes.lastIndexOf('IEND');
      const png = PNG.sync.read(iend > 0 ? bytes.subarray(0, iend + 8) : bytes, { checkCRC: true });
      const out = PNG.sync.write(png, { colorType: 6, inputColorType: 6, bitDepth: 8, inputHasAlpha: true });
      return { kind, mediaType: 'image/png', width: png.width, height: png.height, bytes: out };
    }
    if (kind === 'jpg') {
      const image = decodeJpeg(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: UPLOAD_MAX_MEGAPIXELS, maxMemoryUsageInMB: 512, tolerantDecoding: false });
      if (!withinBudget(image.width, image.height)) return null;
      const out = encodeJpeg({ data: image.data, width: image.width, height: image.height }, JPEG_QUALITY);
      return { kind, mediaType: 'image/jpeg', width: image.width, height: image.height, bytes: Buffer.from(out.data) };
    }
  } catch {
    return null;
  }
  return null;
}

/** Keeps a re-encoded picture for the operator's review; answers its id. */
export function storeUpload(
  db: Db,
  upload: { merchantCode: string; userId: number; purpose: 'deposit-slip' | 'promotion-application'; refId: string; image: ReencodedImage; at: number },
): number {
  const info = db
    .prepare('INSERT INTO uploads (merchant_code, user_id, purpose, ref_id, media_type, width, height, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(upload.merchantCode, upload.userId, upload.purpose, upload.refId, upload.image.mediaType, upload.image.width, upload.image.height, upload.image.bytes, upload.at);
  return Number(info.lastInsertRowid);
}
