// Client half of request encryption (the server half is platform/crypto.ts; the wire format is in
// docs/encryption.md). WebCrypto does RSA-OAEP + AES-GCM where the page is a secure context; on a
// merchant domain served over plain http crypto.subtle does not exist, so node-forge (loaded on
// demand) does the same maths. The legacy scheme always needs forge: browsers have no DES and no
// unpadded RSA.
import type { EncryptionScheme } from './encryption-scheme';
import { ENCRYPTION_WIRE } from './encryption-scheme';
import type { Forge } from './forge';
import { loadForge } from './forge';

export type { EncryptionScheme } from './encryption-scheme';

/** The platform's public key: read from GET /wps/session/key/rsa (bare modulus hex) or a pinned PEM. */
export interface RsaPublicKey {
  /** SPKI PEM; '' when the key came as upstream's bare modulus. */
  pem: string;
  /** Hex. */
  modulus: string;
  /** Hex. */
  exponent: string;
}

export interface EncryptedRequest {
  /** Goes into the `Encryption` request header. */
  encryptionHeader: string;
  body: { value: string };
}

export interface EncryptOptions {
  /** Tests force one engine; the app leaves it to auto (WebCrypto when available, else forge). */
  engine?: 'auto' | 'webcrypto' | 'forge';
  /** The platform's time (epoch ms) for the sealed `ts`; default this device's clock. */
  now?: number;
}

/**
 * What our scheme encrypts: the payload with the time it was sealed and a one-off nonce, so the
 * platform can refuse a replayed or stale body (ENCRYPTION_WIRE.freshnessMs; docs/encryption.md).
 */
export interface SealedPayload {
  ts: number;
  nonce: string;
  payload: unknown;
}

export async function encryptPayload(
  scheme: EncryptionScheme,
  key: RsaPublicKey,
  payload: unknown,
  options: EncryptOptions = {},
): Promise<EncryptedRequest> {
  if (scheme === 'legacy-rsa-des') return encryptLegacy(key, new TextEncoder().encode(JSON.stringify(payload)));
  if (scheme === 'rsa-oaep-aes-gcm') {
    const sealed: SealedPayload = { ts: options.now ?? Date.now(), nonce: bytesToBase64(await randomBytes(ENCRYPTION_WIRE.nonceBytes)), payload };
    const plaintext = new TextEncoder().encode(JSON.stringify(sealed));
    const engine = options.engine ?? 'auto';
    const subtle = globalThis.crypto?.subtle;
    if (engine === 'webcrypto' || (engine === 'auto' && subtle)) {
      if (!subtle) throw new Error('WebCrypto is not available in this context');
      return encryptOaepGcmWebCrypto(subtle, key, plaintext);
    }
    return encryptOaepGcmForge(await loadForge(), key, plaintext);
  }
  throw new Error(`Unknown encryption scheme: ${String(scheme)}`);
}

async function encryptOaepGcmWebCrypto(subtle: SubtleCrypto, key: RsaPublicKey, plaintext: Uint8Array<ArrayBuffer>): Promise<EncryptedRequest> {
  const { aesKeyBytes, gcmIvBytes, gcmTagBytes } = ENCRYPTION_WIRE;
  const aesKey = await randomBytes(aesKeyBytes);
  const iv = await randomBytes(gcmIvBytes);
  // The key reply is the bare modulus (upstream's form): WebCrypto takes it as a JWK; a pinned key comes as PEM.
  const algorithm = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const rsaKey =
    key.pem !== ''
      ? await subtle.importKey('spki', pemToDer(key.pem), algorithm, false, ['encrypt'])
      : await subtle.importKey('jwk', { kty: 'RSA', n: hexToBase64Url(key.modulus), e: hexToBase64Url(key.exponent), alg: 'RSA-OAEP-256', ext: true }, algorithm, false, ['encrypt']);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, concatBytes(aesKey, iv));
  const gcmKey = await subtle.importKey('raw', aesKey, { name: 'AES-GCM' }, false, ['encrypt']);
  // WebCrypto appends the tag to the ciphertext, which is exactly the wire format.
  const sealed = await subtle.encrypt({ name: 'AES-GCM', iv, tagLength: gcmTagBytes * 8 }, gcmKey, plaintext);
  return { encryptionHeader: bytesToBase64(new Uint8Array(wrapped)), body: { value: bytesToBase64(new Uint8Array(sealed)) } };
}

async function encryptOaepGcmForge(forge: Forge, key: RsaPublicKey, plaintext: Uint8Array<ArrayBuffer>): Promise<EncryptedRequest> {
  const { aesKeyBytes, gcmIvBytes, gcmTagBytes } = ENCRYPTION_WIRE;
  const aesKey = await randomBytes(aesKeyBytes, forge);
  const iv = await randomBytes(gcmIvBytes, forge);
  const publicKey = forgePublicKey(forge, key);
  // The OAEP seed comes from getRandomValues too, so forge's own PRNG (which seeds itself from
  // Math.random and user events where it finds no better source) is never relied on.
  const seed = await randomBytes(32, forge);
  const wrapped = publicKey.encrypt(bytesToBinary(concatBytes(aesKey, iv)), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
    seed: bytesToBinary(seed),
  } as Parameters<typeof publicKey.encrypt>[2]);
  const cipher = forge.cipher.createCipher('AES-GCM', bytesToBinary(aesKey));
  cipher.start({ iv: bytesToBinary(iv), tagLength: gcmTagBytes * 8 });
  cipher.update(forge.util.createBuffer(bytesToBinary(plaintext)));
  cipher.finish();
  const sealed = cipher.output.getBytes() + cipher.mode.tag.getBytes();
  return { encryptionHeader: binaryToBase64(wrapped), body: { value: binaryToBase64(sealed) } };
}

async function encryptLegacy(key: RsaPublicKey, plaintext: Uint8Array<ArrayBuffer>): Promise<EncryptedRequest> {
  const forge = await loadForge();
  const { legacyKeyLength, legacyKeyAlphabet } = ENCRYPTION_WIRE;
  return sealLegacy(forge, key, await randomString(legacyKeyLength, legacyKeyAlphabet, forge), plaintext);
}

/**
 * The legacy scheme with a given 16-character key (encryptLegacy draws it at random); exported
 * so the known-answer tests can pin the wire format.
 */
export async function encryptLegacyWithKey(key: RsaPublicKey, randomKey: string, payload: unknown): Promise<EncryptedRequest> {
  return sealLegacy(await loadForge(), key, randomKey, new TextEncoder().encode(JSON.stringify(payload)));
}

function sealLegacy(forge: Forge, key: RsaPublicKey, randomKey: string, plaintext: Uint8Array<ArrayBuffer>): EncryptedRequest {
  // CryptoJS-compatible: a 16-character key given to DES is truncated to its first 8 bytes.
  const cipher = forge.cipher.createCipher('DES-ECB', randomKey.slice(0, ENCRYPTION_WIRE.desKeyBytes));
  cipher.start();
  cipher.update(forge.util.createBuffer(bytesToBinary(plaintext)));
  cipher.finish();
  return { encryptionHeader: legacyKeyBlock(key, randomKey), body: { value: binaryToBase64(cipher.output.getBytes()) } };
}

/**
 * The legacy `Encryption` header: textbook RSA over m = big-endian(ASCII(randomKey)), in the
 * key's own order. Upstream hands its routine the reversed key and that routine reads strings
 * little-endian (first character = least significant byte), so both arrive at this same integer.
 * Unpadded, hence deterministic for a given key (docs/encryption.md). Lowercase hex, left-padded
 * to the modulus length; the platform also takes upstream's unpadded hex.
 */
export function legacyKeyBlock(key: RsaPublicKey, randomKey: string): string {
  const modulus = BigInt(`0x${key.modulus}`);
  const exponent = BigInt(`0x${key.exponent}`);
  const message = BigInt(`0x${asciiToHex(randomKey)}`);
  if (message >= modulus) throw new Error('RSA modulus too small for the legacy key');
  const hexLength = Math.ceil(key.modulus.replace(/^0+/, '').length / 2) * 2;
  return modPow(message, exponent, modulus).toString(16).padStart(hexLength, '0');
}

/** A pinned SPKI PEM (merchant config) turned into the shape the key endpoint replies with. */
export async function publicKeyFromPem(pem: string): Promise<RsaPublicKey> {
  const forge = await loadForge();
  // rsa.js brings asn1 and publicKeyFromAsn1; forge's PEM/X.509 modules are not needed for SPKI.
  const publicKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(bytesToBinary(pemToDer(pem)))) as ReturnType<typeof forgePublicKey>;
  return { pem, modulus: publicKey.n.toString(16), exponent: publicKey.e.toString(16) };
}

function forgePublicKey(forge: Forge, key: RsaPublicKey) {
  const { BigInteger } = forge.jsbn;
  return forge.pki.setRsaPublicKey(new BigInteger(key.modulus, 16), new BigInteger(key.exponent, 16));
}

/** Square-and-multiply; only ever used with the public exponent, so timing leaks nothing secret. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

// crypto.getRandomValues exists even outside secure contexts; forge's PRNG is the last resort.
async function randomBytes(count: number, forge?: Forge): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(count);
  if (typeof globalThis.crypto?.getRandomValues === 'function') {
    globalThis.crypto.getRandomValues(bytes);
    return bytes;
  }
  const f = forge ?? (await loadForge());
  const binary = f.random.getBytesSync(count);
  for (let i = 0; i < count; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Uniform over the alphabet: bytes that would bias the modulo are rejected. */
async function randomString(length: number, alphabet: string, forge: Forge): Promise<string> {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of await randomBytes(length * 2, forge)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  return binaryToBytes(atob(body));
}

function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

function hexToBase64Url(hex: string): string {
  const even = hex.length % 2 === 0 ? hex : `0${hex}`;
  let binary = '';
  for (let i = 0; i < even.length; i += 2) binary += String.fromCharCode(parseInt(even.slice(i, i + 2), 16));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function asciiToHex(text: string): string {
  return [...text].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
}

function bytesToBinary(bytes: Uint8Array): string {
  let out = '';
  // Chunked so long payloads do not blow the argument limit of String.fromCharCode.
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

function binaryToBytes(binary: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  return btoa(bytesToBinary(bytes));
}

function binaryToBase64(binary: string): string {
  return btoa(binary);
}
