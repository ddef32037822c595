// A tiny PNG writer (chunks, an indexed-colour encoder), so no image tool or library is needed.
// Shared by the compiler's app icons (scripts/compile/png.ts), the gallery's tests and the reference
// platform's generated images (game tiles, the captcha); node:zlib only, so the platform imports it
// without the compiler's dependencies.
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

export const PNG_SIGNATURE: Buffer = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}

export interface PaletteEntry {
  readonly rgb: Rgb;
  readonly alpha: number;
}

/**
 * An indexed-colour PNG (8 bits an index, at most 256 colours): one byte a pixel, a palette and its
 * transparency, a quarter of the data of RGBA to filter and deflate. `pixels` holds one palette
 * index per pixel, row by row.
 */
export function encodeIndexedPng(width: number, height: number, palette: readonly PaletteEntry[], pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per index
  header[9] = 3; // indexed colour
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    // Each row: filter type 0 (none), then its indices.
    rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('PLTE', Buffer.from(palette.flatMap((p) => [...p.rgb]))),
    pngChunk('tRNS', Buffer.from(palette.map((p) => p.alpha))),
    // Level 1: flat-colour rows compress well anyway; a 512 px icon costs under a millisecond.
    pngChunk('IDAT', deflateSync(rows, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
