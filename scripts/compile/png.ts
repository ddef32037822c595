// A tiny PNG writer for the brand's app icons, so no image tool or network is needed.
import { crc32, deflateSync } from 'node:zlib';
import { parseHexColor } from './theme';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([len, typeAndData, crc]);
}

export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(rows, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // Level 1: the flat-colour rows compress well anyway, and this keeps a 512 px icon under 1 ms.
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface IconColors {
  readonly background: string;
  readonly ring: string;
  readonly centre: string;
}

/**
 * The brand mark as a raster icon: a ring and a disc on the brand colour. `maskable` keeps the
 * mark inside the 80% safe zone and fills the whole square, as launchers crop it.
 * Drawn as horizontal spans per row so a 512 px icon costs well under a millisecond.
 */
export function renderIconPng(size: number, colors: IconColors, maskable: boolean): Buffer {
  const pack = ([r, g, b]: Rgb, a = 255) => ((a << 24) | (b << 16) | (g << 8) | r) >>> 0; // little-endian RGBA
  const bg = pack(parseHexColor(colors.background));
  const ring = pack(parseHexColor(colors.ring));
  const centre = pack(parseHexColor(colors.centre));
  const px = new Uint32Array(size * size).fill(bg);
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
    span(y, outer, ring);
    span(y, inner, bg);
    span(y, dot, centre);
  }
  if (!maskable) {
    // Rounded corners: clear what lies outside each corner's quarter circle.
    const corner = size * 0.18;
    for (let y = 0; y < corner; y++) {
      const dy = corner - y - 0.5;
      const cut = Math.max(0, Math.floor(corner - Math.sqrt(Math.max(0, corner * corner - dy * dy))));
      for (const row of [y, size - 1 - y]) {
        px.fill(0, row * size, row * size + cut);
        px.fill(0, row * size + size - cut, row * size + size);
      }
    }
  }
  return encodePng(size, size, new Uint8Array(px.buffer));
}
