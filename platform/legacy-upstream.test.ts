// The legacy scheme as upstream's published browser client does it, reimplemented here from the
// format's description only (crypto-js for DES, BigInt for the RSA block; nothing from
// src/api/encryption.ts), against the platform over real HTTP: the key fetched the upstream way
// (no Merchant header, the brand named by the Host), the DES body, the RSA header, X-Digest and
// X-RSA as upstream's mobile client adds them, the loginDeviceId upstream's clients put in every
// login; demo01 logged in on mono.
import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import CryptoJS from 'crypto-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
let port: number;

beforeAll(async () => {
  p = await startPlatform();
  await p.app.listen({ port: 0, host: '127.0.0.1' });
  port = (p.app.server.address() as AddressInfo).port;
});
afterAll(() => p.close());

interface HttpReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

// node:http rather than fetch: fetch may not set Host, and the Host is what names the brand here.
function http(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function powMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** 16-bit digits of n, least significant first (the upstream big-integer layout). */
function digits16(n: bigint): number[] {
  const out: number[] = [];
  for (let x = n; x > 0n; x >>= 16n) out.push(Number(x & 0xffffn));
  return out.length === 0 ? [0] : out;
}

/**
 * Upstream's encryptedString over a string: char codes, zero-padded to whole chunks of
 * 2 × (index of the modulus's top 16-bit digit) bytes; each chunk's digit j is
 * code[2j] + (code[2j+1] << 8), so the first character is the least significant byte; each block
 * printed as 4 hex digits per 16-bit digit from the top non-zero digit down; blocks joined by spaces.
 */
function upstreamEncryptedString(modulusHex: string, exponentHex: string, text: string): string {
  const modulus = BigInt(`0x${modulusHex}`);
  const exponent = BigInt(`0x${exponentHex}`);
  const chunkSize = 2 * (digits16(modulus).length - 1);
  const codes = [...text].map((c) => c.charCodeAt(0));
  while (codes.length % chunkSize !== 0) codes.push(0);
  const blocks: string[] = [];
  for (let i = 0; i < codes.length; i += chunkSize) {
    let block = 0n;
    for (let k = i, j = 0; k < i + chunkSize; k += 2, j += 1) {
      block += BigInt((codes[k] ?? 0) + ((codes[k + 1] ?? 0) << 8)) << BigInt(16 * j);
    }
    const cipher = digits16(powMod(block, exponent, modulus));
    blocks.push(cipher.reverse().map((d) => d.toString(16).padStart(4, '0')).join(''));
  }
  return blocks.join(' ');
}

function drawKey(): string {
  return Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Upstream hands its RSA routine the reversed key. */
function upstreamBlockHex(modulusHex: string, randomKey: string): string {
  return upstreamEncryptedString(modulusHex, '10001', [...randomKey].reverse().join(''));
}

/** A version-4 UUID, the form upstream's client keeps its loginDeviceId in. */
const DEVICE_ID = 'c0ffee00-1234-4abc-9def-0123456789ab';

/** Upstream's mobile client headers of an encrypted call: the RSA block, the DES text again, the key it used. */
function upstreamHeaders(sealed: { header: string; body: { value: string } }, modulusHex: string): Record<string, string> {
  return { Encryption: sealed.header, 'X-Digest': sealed.body.value, 'X-RSA': modulusHex };
}

/** The whole upstream request: the reversed key through the RSA routine, DES-ECB/PKCS7 of the JSON. */
function upstreamSeal(modulusHex: string, payload: unknown, randomKey = drawKey()): { header: string; body: { value: string }; randomKey: string } {
  const header = upstreamBlockHex(modulusHex, randomKey);
  // The full 16-character key goes to CryptoJS's DES, which uses its first 64 bits.
  const value = CryptoJS.DES.encrypt(JSON.stringify(payload), CryptoJS.enc.Utf8.parse(randomKey), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  return { header, body: { value }, randomKey };
}

async function fetchKeyUpstreamWay(host: string): Promise<HttpReply> {
  return http('GET', `/wps/session/key/rsa?t=${Date.now()}`, { Host: host, 'Cache-Control': 'no-cache' });
}

describe('an upstream client on a legacy brand (mono)', () => {
  it('fetches a key of at most 1024 bits as the bare modulus hex', async () => {
    const res = await fetchKeyUpstreamWay('mono.localhost');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^[0-9a-f]+$/);
    const modulus = BigInt(`0x${res.body}`);
    expect(modulus < 1n << 1024n).toBe(true);
    expect(modulus >= 1n << 1023n).toBe(true);
  });

  it('logs demo01 in with a request built exactly like upstream\'s', async () => {
    const modulusHex = (await fetchKeyUpstreamWay('mono.localhost')).body;
    const sealed = upstreamSeal(modulusHex, { type: 'username', username: 'demo01', password: 'Demo@1234', captcha: '', loginDeviceId: DEVICE_ID });
    // One block, 4 hex digits per 16-bit digit, no padding beyond the top non-zero digit.
    expect(sealed.header).toMatch(/^[0-9a-f]+$/);
    expect(sealed.header.length % 4).toBe(0);
    expect(sealed.header.length).toBeLessThanOrEqual(256);
    // The block is big-endian ASCII of the key in its original order.
    expect(BigInt(`0x${sealed.header}`)).toBe(powMod(BigInt(`0x${Buffer.from(sealed.randomKey, 'latin1').toString('hex')}`), 0x10001n, BigInt(`0x${modulusHex}`)));

    const res = await http(
      'POST',
      '/wps/session/login',
      { Host: 'mono.localhost', Merchant: 'mono', Language: 'EN', 'Content-Type': 'application/json', ...upstreamHeaders(sealed, modulusHex) },
      JSON.stringify(sealed.body),
    );
    const reply = JSON.parse(res.body) as { success: boolean; value: { token?: unknown; userName?: unknown; merchantCode?: unknown } | null; errorCode: string | null };
    expect(reply).toMatchObject({ success: true, errorCode: null });
    expect(reply.value).toMatchObject({ userName: 'demo01', merchantCode: 'mono' });
    expect(reply.value?.token).toEqual(expect.any(String));
    expect(String(reply.value?.token)).not.toBe('');

    // As upstream was seen to: the same login without X-Digest and X-RSA is refused.
    const again = upstreamSeal(modulusHex, { type: 'username', username: 'demo01', password: 'Demo@1234', loginDeviceId: DEVICE_ID });
    const bare = await http('POST', '/wps/session/login', { Merchant: 'mono', 'Content-Type': 'application/json', Encryption: again.header }, JSON.stringify(again.body));
    expect(bare.status).toBe(400);
    expect(JSON.parse(bare.body)).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });

  it('logs in when upstream prints the block shorter than the modulus (no zero padding)', async () => {
    // About one key in 2^15 gives a block below 2^1008, which biToHex prints in 252 digits; draw
    // keys until one does, so the platform's left-padding is exercised end to end.
    const modulusHex = (await fetchKeyUpstreamWay('mono.lobby.test')).body;
    let randomKey = drawKey();
    for (let tries = 0; upstreamBlockHex(modulusHex, randomKey).length >= modulusHex.length && tries < 1_000_000; tries += 1) randomKey = drawKey();
    const sealed = upstreamSeal(modulusHex, { type: 'username', username: 'demo01', password: 'Demo@1234', loginDeviceId: DEVICE_ID }, randomKey);
    expect(sealed.header.length).toBeLessThan(modulusHex.length);
    const res = await http('POST', '/wps/session/login', { Merchant: 'mono', 'Content-Type': 'application/json', ...upstreamHeaders(sealed, modulusHex) }, JSON.stringify(sealed.body));
    expect(JSON.parse(res.body)).toMatchObject({ success: true, value: { userName: 'demo01' } });
    // The search is geometric (mean ~2^15 draws, about a second); the timeout covers its long tail.
  }, 60_000);
});
