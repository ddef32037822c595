// A tiny PNG writer for the brand's app icons, so no image tool or network is needed.
import { crc32, deflateSync } from 'node:zlib';
import { parseHexColor } from './theme';

type Rgb = [number, number, number];

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
    chunk('IDAT', deflateSync(rows, { level: 9 })),
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
 */
export function renderIconPng(size: number, colors: IconColors, maskable: boolean): Buffer {
  const bg: Rgb = parseHexColor(colors.background);
  const ring: Rgb = parseHexColor(colors.ring);
  const centre: Rgb = parseHexColor(colors.centre);
  const px = new Uint8Array(size * size * 4);
  const c = (size - 1) / 2;
  const scale = maskable ? 0.4 : 0.5;
  const outer = size * scale * 0.9;
  const inner = outer * 0.78;
  const dot = outer * 0.5;
  const corner = maskable ? 0 : size * 0.18;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const d = Math.hypot(x - c, y - c);
      let color: Rgb = bg;
      if (d <= dot) color = centre;
      else if (d <= outer && d >= inner) color = ring;
      let alpha = 255;
      if (corner > 0) {
        const dx = Math.max(corner - x, x - (size - 1 - corner), 0);
        const dy = Math.max(corner - y, y - (size - 1 - corner), 0);
        if (dx > 0 && dy > 0 && Math.hypot(dx, dy) > corner) alpha = 0;
      }
      px[i] = color[0];
      px[i + 1] = color[1];
      px[i + 2] = color[2];
      px[i + 3] = alpha;
    }
  }
  return encodePng(size, size, px);
}
