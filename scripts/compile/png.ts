// A tiny PNG writer for the brand's app icons, so no image tool or network is needed. Icons have
// four colours, so they are written as indexed-colour PNGs: one byte a pixel, a palette and its
// transparency — a quarter of the data of RGBA to filter and deflate, and smaller files.
import { crc32, deflateSync } from 'node:zlib';
import { parseHexColor } from './theme';

type Rgb = readonly [number, number, number];

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

/** `pixels` holds one palette index per pixel, row by row. */
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
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('PLTE', Buffer.from(palette.flatMap((p) => [...p.rgb]))),
    pngChunk('tRNS', Buffer.from(palette.map((p) => p.alpha))),
    // Level 1: flat-colour rows compress well anyway; a 512 px icon costs under a millisecond.
    pngChunk('IDAT', deflateSync(rows, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface IconColors {
  readonly background: string;
  readonly ring: string;
  readonly centre: string;
}

const TRANSPARENT = 0;
const BACKGROUND = 1;
const RING = 2;
const CENTRE = 3;

/**
 * The brand mark as a raster icon: a ring and a disc on the brand colour. `maskable` keeps the
 * mark inside the 80% safe zone and fills the whole square, as launchers crop it.
 * Drawn as horizontal spans of palette indices per row.
 */
export function renderIconPng(size: number, colors: IconColors, maskable: boolean): Buffer {
  const palette: PaletteEntry[] = [
    { rgb: [0, 0, 0], alpha: 0 },
    { rgb: parseHexColor(colors.background), alpha: 255 },
    { rgb: parseHexColor(colors.ring), alpha: 255 },
    { rgb: parseHexColor(colors.centre), alpha: 255 },
  ];
  const px = new Uint8Array(size * size).fill(BACKGROUND);
  const c = (size - 1) / 2;
  const outer = size * (maskable ? 0.4 : 0.5) * 0.9;
  const inner = outer * 0.78;
  const dot = outer * 0.5;
  const span = (y: number, radius: number, value: number) => {
    const dy = y - c;
    if (Math.abs(dy) > radius) return;
    const half = Math.sqrt(radius * radius - dy * dy);
    const from = Math.max(0, Math.ceil(c - half));
    const to = Math.min(size - 1, Math.floor(c + half));
    if (to >= from) px.fill(value, y * size + from, y * size + to + 1);
  };
  for (let y = 0; y < size; y++) {
    span(y, outer, RING);
    span(y, inner, BACKGROUND);
    span(y, dot, CENTRE);
  }
  if (!maskable) {
    // Rounded corners: clear what lies outside each corner's quarter circle.
    const corner = size * 0.18;
    for (let y = 0; y < corner; y++) {
      const dy = corner - y - 0.5;
      const cut = Math.max(0, Math.floor(corner - Math.sqrt(Math.max(0, corner * corner - dy * dy))));
      for (const row of [y, size - 1 - y]) {
        px.fill(TRANSPARENT, row * size, row * size + cut);
        px.fill(TRANSPARENT, row * size + size - cut, row * size + size);
      }
    }
  }
  return encodeIndexedPng(size, size, palette, px);
}
