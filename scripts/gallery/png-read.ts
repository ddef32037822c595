// Reads back the PNGs the gallery writes, to tell a drawn screen from a blank one without an image
// library: chunks, zlib inflate of the IDAT data, the five row filters. Enough for what Chromium
// writes (8-bit RGB/RGBA, not interlaced) and for the compiler's indexed icons.
import { inflateSync } from 'node:zlib';

export interface DecodedPng {
  readonly width: number;
  readonly height: number;
  /** Four bytes (RGBA) per pixel, row by row. */
  readonly rgba: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Colour type → samples per pixel (greyscale, RGB, indexed, grey+alpha, RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > SIGNATURE.length && SIGNATURE.equals(Buffer.from(bytes.subarray(0, SIGNATURE.length)));
}

/** Width and height from the IHDR chunk alone (no inflate). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  if (!isPng(bytes)) throw new Error('not a PNG');
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.toString('ascii', 12, 16) !== 'IHDR') throw new Error('PNG without IHDR first');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

export function decodePng(bytes: Uint8Array): DecodedPng {
  if (!isPng(bytes)) throw new Error('not a PNG');
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = 0;
  let height = 0;
  let bitDepth = 0;
  let colourType = -1;
  let palette: Buffer | undefined;
  let transparency: Buffer | undefined;
  const idat: Buffer[] = [];
  for (let at = SIGNATURE.length; at + 8 <= buf.length; ) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('ascii', at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      bitDepth = data[8] ?? 0;
      colourType = data[9] ?? -1;
      if (data[12] !== 0) throw new Error('interlaced PNGs are not supported');
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const channels = CHANNELS[colourType];
  if (bitDepth !== 8 || channels === undefined) throw new Error(`unsupported PNG: bit depth ${bitDepth}, colour type ${colourType}`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  if (raw.length < (stride + 1) * height) throw new Error('PNG data is truncated');
  const samples = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const prev = row - stride;
    for (let x = 0; x < stride; x += 1) {
      const value = raw[src + x] ?? 0;
      const left = x >= channels ? (samples[row + x - channels] ?? 0) : 0;
      const up = y > 0 ? (samples[prev + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (samples[prev + x - channels] ?? 0) : 0;
      let out: number;
      switch (filter) {
        case 0:
          out = value;
          break;
        case 1:
          out = value + left;
          break;
        case 2:
          out = value + up;
          break;
        case 3:
          out = value + ((left + up) >> 1);
          break;
        case 4:
          out = value + paeth(left, up, upLeft);
          break;
        default:
          throw new Error(`unknown PNG row filter ${String(filter)}`);
      }
      samples[row + x] = out & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const s = i * channels;
    const d = i * 4;
    if (colourType === 3) {
      const index = samples[s] ?? 0;
      rgba[d] = palette?.[index * 3] ?? 0;
      rgba[d + 1] = palette?.[index * 3 + 1] ?? 0;
      rgba[d + 2] = palette?.[index * 3 + 2] ?? 0;
      rgba[d + 3] = transparency?.[index] ?? 255;
    } else if (channels <= 2) {
      const grey = samples[s] ?? 0;
      rgba[d] = grey;
      rgba[d + 1] = grey;
      rgba[d + 2] = grey;
      rgba[d + 3] = channels === 2 ? (samples[s + 1] ?? 255) : 255;
    } else {
      rgba[d] = samples[s] ?? 0;
      rgba[d + 1] = samples[s + 1] ?? 0;
      rgba[d + 2] = samples[s + 2] ?? 0;
      rgba[d + 3] = channels === 4 ? (samples[s + 3] ?? 255) : 255;
    }
  }
  return { width, height, rgba };
}

export interface PixelStats {
  /** Distinct RGB colours. */
  readonly colours: number;
  /** Standard deviation of the luminance (0-255). */
  readonly lumaDeviation: number;
}

export function pixelStats(png: DecodedPng): PixelStats {
  const colours = new Set<number>();
  let sum = 0;
  let sumSquares = 0;
  const pixels = png.width * png.height;
  for (let i = 0; i < pixels; i += 1) {
    const r = png.rgba[i * 4] ?? 0;
    const g = png.rgba[i * 4 + 1] ?? 0;
    const b = png.rgba[i * 4 + 2] ?? 0;
    colours.add((r << 16) | (g << 8) | b);
    const luma = Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
    sum += luma;
    sumSquares += luma * luma;
  }
  const mean = pixels > 0 ? sum / pixels : 0;
  return { colours: colours.size, lumaDeviation: pixels > 0 ? Math.sqrt(Math.max(0, sumSquares / pixels - mean * mean)) : 0 };
}

/**
 * Share (0-1) of pixels whose RGB differs between two images, over the area they share (two
 * screenshots of one viewport can differ by a device pixel row where the scale factor rounds).
 */
export function differingShare(a: DecodedPng, b: DecodedPng): number {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  let differ = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * a.width + x) * 4;
      const j = (y * b.width + x) * 4;
      if (a.rgba[i] !== b.rgba[j] || a.rgba[i + 1] !== b.rgba[j + 1] || a.rgba[i + 2] !== b.rgba[j + 2]) differ += 1;
    }
  }
  return width * height > 0 ? differ / (width * height) : 0;
}
