// The captcha in upstream's format: `GET /wps/captcha` answers the bare base64 of a PNG
// (no data-URL prefix), bound to the requester by cookie and Captcha-Id; the dev endpoint tells
// tests the answer.
import { crc32, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../scripts/gallery/png-read';
import { PNG_SIGNATURE } from './png';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

interface Chunk {
  readonly type: string;
  readonly data: Buffer;
}

/** Every chunk of a PNG, each CRC checked. */
function chunksOf(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  for (let at = PNG_SIGNATURE.length; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    out.push({ type, data });
    at += 12 + length;
  }
  return out;
}

describe('GET /wps/captcha', () => {
  it('answers the bare base64 of a PNG of sane dimensions, no-store, bound by cookie and Captcha-Id', async () => {
    const res = await p.call<string>('GET', '/wps/captcha');
    expect(res.body.success).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(/lobby_captcha=[0-9a-f]{32}; Path=\/wps; HttpOnly; SameSite=Strict/);
    expect(String(res.headers['captcha-id'])).toMatch(/^[0-9a-f]{32}$/);

    const value = res.body.value;
    expect(value).not.toMatch(/^data:/);
    expect(value).toMatch(/^iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$/);
    const png = Buffer.from(value, 'base64');
    expect(png.toString('base64')).toBe(value);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.length).toBeLessThan(6_000);

    const chunks = chunksOf(png);
    expect(chunks[0]?.type).toBe('IHDR');
    expect(chunks.at(-1)?.type).toBe('IEND');
    const ihdr = chunks[0]!.data;
    const width = ihdr.readUInt32BE(0);
    const height = ihdr.readUInt32BE(4);
    expect(width).toBeGreaterThanOrEqual(80);
    expect(width).toBeLessThanOrEqual(200);
    expect(height).toBeGreaterThanOrEqual(30);
    expect(height).toBeLessThanOrEqual(60);
    expect([ihdr[8], ihdr[9], ihdr[12]]).toEqual([8, 3, 0]); // 8-bit indexed, not interlaced
    const rows = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
    expect(rows.length).toBe((width + 1) * height);

    // A plausible human check: a light ground with dark ink on it, neither empty nor a blot.
    const { rgba } = decodePng(png);
    let light = 0;
    let dark = 0;
    for (let i = 0; i < rgba.length; i += 4) {
      const luma = 0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0);
      if (luma > 190) light += 1;
      if (luma < 110) dark += 1;
    }
    const pixels = width * height;
    expect(light / pixels).toBeGreaterThan(0.5);
    expect(dark / pixels).toBeGreaterThan(0.05);
    expect(dark / pixels).toBeLessThan(0.4);
  });

  it('draws a fresh image and answer each time; the dev endpoint tells the answer of the requester\'s own', async () => {
    const first = await p.call<string>('GET', '/wps/captcha');
    const second = await p.call<string>('GET', '/wps/captcha');
    expect(second.body.value).not.toBe(first.body.value);
    const id = String(first.headers['captcha-id']);
    const byHeader = await p.call<{ id: string; answer: string }>('GET', '/__dev/captcha', { merchant: null, headers: { 'Captcha-Id': id } });
    expect(byHeader.body.value).toMatchObject({ id, answer: expect.stringMatching(/^\d{4}$/) });
    const byCookie = await p.call<{ id: string; answer: string }>('GET', '/__dev/captcha', { merchant: null, headers: { cookie: `lobby_captcha=${id}` } });
    expect(byCookie.body.value.answer).toBe(byHeader.body.value.answer);
  });
});
