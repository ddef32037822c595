// Uploaded pictures are drawn again from their pixels, or refused (uploads.ts).
import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { testJpeg, testPng } from './test-helpers';
import { imageKindOf, reencodeImage } from './uploads';

/** A PNG chunk with its CRC, to build files the encoder would not write. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc;
}

/** A PNG with a text chunk carrying HTML inserted before its data (a polyglot's usual trick). */
function pngWithText(png: Buffer, text: string): Buffer {
  const ihdrEnd = 8 + 12 + 13;
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), png.subarray(ihdrEnd)]);
}

describe('reencodeImage', () => {
  it('draws a PNG again with the same pixels, without its text chunks or trailing bytes', () => {
    const original = testPng(5, 4);
    const hostile = Buffer.concat([pngWithText(original, '<html><script>alert(1)</script>'), Buffer.from('<script>alert(2)</script>')]);
    const image = reencodeImage(hostile);
    expect(image).toMatchObject({ kind: 'png', mediaType: 'image/png', width: 5, height: 4 });
    expect(image!.bytes.includes('script')).toBe(false);
    expect(image!.bytes.includes('tEXt')).toBe(false);
    expect(PNG.sync.read(image!.bytes).data).toEqual(PNG.sync.read(original).data);
  });

  it('draws a JPEG again without its EXIF (a phone writes its location there) or what rides behind it', () => {
    const photo = testJpeg(32, 24);
    const exifData = Buffer.from('Exif\0\0GPS 10.7626N 106.66', 'latin1');
    const exifLength = Buffer.alloc(2);
    exifLength.writeUInt16BE(exifData.length + 2);
    const exif = Buffer.concat([Buffer.from([0xff, 0xe1]), exifLength, exifData]);
    const withExif = Buffer.concat([photo.subarray(0, 2), exif, photo.subarray(2), Buffer.from('PK\x03\x04 an archive', 'latin1')]);
    const image = reencodeImage(withExif);
    expect(image).toMatchObject({ kind: 'jpg', mediaType: 'image/jpeg', width: 32, height: 24 });
    expect(image!.bytes.includes('Exif')).toBe(false);
    expect(image!.bytes.includes('GPS')).toBe(false);
    expect(image!.bytes.includes('PK\x03\x04')).toBe(false);
    expect(decodeJpeg(image!.bytes).width).toBe(32);
  });

  it('refuses what is not a whole PNG or JPEG, whatever its first bytes say', () => {
    const png = testPng();
    const corrupt = Buffer.from(png);
    corrupt[corrupt.length - 20] = (corrupt[corrupt.length - 20] ?? 0) ^ 0xff;
    for (const [what, bytes] of [
      ['magic bytes only (png)', png.subarray(0, 16)],
      ['magic bytes only (jpeg)', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
      ['a truncated png', png.subarray(0, png.length - 30)],
      ['a png with a broken checksum', corrupt],
      ['a truncated jpeg', testJpeg().subarray(0, 120)],
      ['html named .png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['a gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
      ['nothing', Buffer.alloc(0)],
    ] as const) {
      expect(reencodeImage(bytes), what).toBeNull();
    }
  });

  it('refuses a picture larger than the budget from its header, before inflating it', () => {
    const png = testPng(2, 2);
    const huge = Buffer.from(png);
    // IHDR says 60,000 × 60,000 (3.6 gigapixels); its CRC is fixed so only the size is wrong.
    huge.writeUInt32BE(60_000, 16);
    huge.writeUInt32BE(60_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)) >>> 0, 29);
    const started = performance.now();
    expect(reencodeImage(huge)).toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
    expect(reencodeImage(testPng(12_001, 1))).toBeNull();
  });

  it('types by the first bytes only', () => {
    expect(imageKindOf(testPng())).toBe('png');
    expect(imageKindOf(testJpeg())).toBe('jpg');
    expect(imageKindOf(Buffer.from('GIF89a'))).toBeNull();
  });
});
