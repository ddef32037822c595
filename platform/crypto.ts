// Server half of request encryption: the RSA key pairs for GET /wps/session/key/rsa (RSA-2048 for
// the default scheme, RSA-1024 for the legacy one) and decryption of encrypted request bodies in
// both schemes. The wire format is defined in docs/encryption.md; the client half is
// src/api/encryption.ts. Uses node:crypto throughout; single DES is missing from OpenSSL 3's
// default provider, so it runs as two-key 3DES with K1 = K2 (mathematically single DES), falling
// back to node-forge if even that cipher is unavailable.
import { constants, createDecipheriv, generateKeyPairSync, getCiphers, privateDecrypt, createPrivateKey } from 'node:crypto';
import forge from 'node-forge';
import type { EncryptionScheme } from '../src/api/encryption-scheme';
import { ENCRYPTION_WIRE } from '../src/api/encryption-scheme';

export type { EncryptionScheme } from '../src/api/encryption-scheme';
export { ENCRYPTION_SCHEMES, DEFAULT_ENCRYPTION_SCHEME, isEncryptionScheme } from '../src/api/encryption-scheme';

export interface PlatformKeyPair {
  /** SPKI PEM, served to clients. */
  publicKeyPem: string;
  /** PKCS#8 PEM, never leaves the server. */
  privateKeyPem: string;
  /** Lowercase hex, no leading zeros (what the legacy scheme's clients expect). */
  modulusHex: string;
  exponentHex: string;
}

/** The error every decryption failure becomes; the platform answers it with errorCode crypto.decrypt.err. */
export class DecryptError extends Error {
  readonly code = 'crypto.decrypt.err' as const;
  constructor(reason: string) {
    // The reason is for logs only; callers must not echo it to clients (it would be a padding oracle hint).
    super(`crypto.decrypt.err: ${reason}`);
    this.name = 'DecryptError';
  }
}

/** The default scheme's key size. */
export const PLATFORM_RSA_BITS = 2048;

/**
 * Both key pairs of the platform: the default scheme's RSA-2048 key and the legacy scheme's
 * RSA-1024 key (upstream's browser routine computes RSA correctly only up to 1024 bits).
 */
export interface PlatformKeys {
  keys: PlatformKeyPair;
  legacyKeys: PlatformKeyPair;
}

/** The key pair a merchant's scheme publishes and decrypts with. */
export function keyPairForScheme(scheme: EncryptionScheme, keys: PlatformKeys): PlatformKeyPair {
  return scheme === 'legacy-rsa-des' ? keys.legacyKeys : keys.keys;
}

export function generatePlatformKeyPair(bits: number = PLATFORM_RSA_BITS): PlatformKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 0x10001 });
  const jwk = publicKey.export({ format: 'jwk' });
  if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string') throw new Error('RSA key export lacks n/e');
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    modulusHex: stripHexZeros(Buffer.from(jwk.n, 'base64url').toString('hex')),
    exponentHex: stripHexZeros(Buffer.from(jwk.e, 'base64url').toString('hex')),
  };
}

/** The legacy scheme's key: as large as upstream's client can handle, which is not large (docs/encryption.md). */
export function generateLegacyKeyPair(): PlatformKeyPair {
  return generatePlatformKeyPair(ENCRYPTION_WIRE.legacyRsaMaxBits);
}

/** The `value` of GET /wps/session/key/rsa. */
export function publicKeyReply(keys: PlatformKeyPair): { modulus: string; exponent: string; pem: string } {
  return { modulus: keys.modulusHex, exponent: keys.exponentHex, pem: keys.publicKeyPem };
}

/**
 * The nonces of our scheme's sealed bodies seen lately (in memory: a restart forgets them, and
 * the platform's keys are new after one anyway unless persisted, see loadKeys).
 */
export class NonceBook {
  private readonly seen = new Map<string, number>();

  /** Records the nonce; false when it was already seen within `keepMs` (a replay). */
  take(nonce: string, now: number, keepMs: number): boolean {
    for (const [old, at] of this.seen) {
      if (at >= now - keepMs) break;
      this.seen.delete(old);
    }
    if (this.seen.has(nonce)) return false;
    this.seen.set(nonce, now);
    return true;
  }
}

const NONCE = /^[A-Za-z0-9+/=_-]{16,64}$/;

/**
 * Our scheme's decrypted body is `{ ts, nonce, payload }` (src/api/encryption.ts): the payload is
 * accepted only when `ts` is within ENCRYPTION_WIRE.freshnessMs of the platform's clock and the
 * nonce is new. Each refusal is a DecryptError, so the client fetches the key again (learning the
 * platform's clock from its Date header) and re-sends once, with a fresh nonce.
 */
export function unsealFresh(sealed: unknown, now: number, book: NonceBook): unknown {
  if (typeof sealed !== 'object' || sealed === null || Array.isArray(sealed)) throw new DecryptError('sealed body is not an object');
  const { ts, nonce } = sealed as Record<string, unknown>;
  if (typeof ts !== 'number' || !Number.isFinite(ts) || typeof nonce !== 'string' || !NONCE.test(nonce) || !('payload' in sealed)) {
    throw new DecryptError('sealed body lacks ts, nonce or payload');
  }
  const { freshnessMs } = ENCRYPTION_WIRE;
  if (Math.abs(now - ts) > freshnessMs) throw new DecryptError(`sealed ${Math.round((now - ts) / 1000)} s from the platform's clock`);
  if (!book.take(nonce, now, 2 * freshnessMs)) throw new DecryptError('nonce seen before (a replayed body)');
  return (sealed as { payload: unknown }).payload;
}

/**
 * Decrypts `{ value }` sent with an `Encryption` header and returns the parsed JSON payload.
 * Throws DecryptError (code 'crypto.decrypt.err') for a missing/garbled header, a body of the wrong
 * shape, a wrong key, tampered ciphertext or a plaintext that is not JSON.
 */
export function decryptRequestBody(
  scheme: EncryptionScheme,
  keys: PlatformKeyPair,
  encryptionHeader: string | undefined,
  body: unknown,
): unknown {
  if (typeof encryptionHeader !== 'string' || encryptionHeader.trim() === '') throw new DecryptError('missing Encryption header');
  const value = readValue(body);
  const plaintext =
    scheme === 'rsa-oaep-aes-gcm'
      ? decryptOaepGcm(keys, encryptionHeader.trim(), value)
      : scheme === 'legacy-rsa-des'
        ? decryptLegacy(keys, encryptionHeader.trim(), value)
        : failUnknownScheme(scheme);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  } catch {
    throw new DecryptError('plaintext is not UTF-8');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DecryptError('plaintext is not JSON');
  }
}

function failUnknownScheme(scheme: never): never {
  throw new DecryptError(`unknown scheme ${String(scheme)}`);
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const HEX = /^[0-9a-fA-F]+$/;

function readValue(body: unknown): Buffer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DecryptError('body is not an object');
  const value = (body as Record<string, unknown>).value;
  if (typeof value !== 'string' || value.length === 0 || value.length % 4 !== 0 || !BASE64.test(value)) {
    throw new DecryptError('body.value is not base64');
  }
  return Buffer.from(value, 'base64');
}

function decryptOaepGcm(keys: PlatformKeyPair, header: string, value: Buffer): Buffer {
  if (header.length % 4 !== 0 || !BASE64.test(header)) throw new DecryptError('Encryption header is not base64');
  let wrapped: Buffer;
  try {
    wrapped = privateDecrypt(
      { key: keys.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(header, 'base64'),
    );
  } catch {
    throw new DecryptError('RSA-OAEP unwrap failed (wrong key or tampered header)');
  }
  const { aesKeyBytes, gcmIvBytes, gcmTagBytes } = ENCRYPTION_WIRE;
  if (wrapped.length !== aesKeyBytes + gcmIvBytes) throw new DecryptError('wrapped key has the wrong length');
  if (value.length < gcmTagBytes) throw new DecryptError('ciphertext shorter than the GCM tag');
  const key = wrapped.subarray(0, aesKeyBytes);
  const iv = wrapped.subarray(aesKeyBytes);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: gcmTagBytes });
    decipher.setAuthTag(value.subarray(value.length - gcmTagBytes));
    return Buffer.concat([decipher.update(value.subarray(0, value.length - gcmTagBytes)), decipher.final()]);
  } catch {
    throw new DecryptError('AES-GCM authentication failed (tampered body)');
  }
}

function decryptLegacy(keys: PlatformKeyPair, header: string, value: Buffer): Buffer {
  const randomKey = recoverLegacyKey(keys, header);
  const desKey = Buffer.from(randomKey.slice(0, ENCRYPTION_WIRE.desKeyBytes), 'latin1');
  if (value.length % 8 !== 0) throw new DecryptError('DES ciphertext is not whole blocks');
  try {
    return desEcbDecrypt(desKey, value);
  } catch {
    throw new DecryptError('DES padding invalid (tampered body or wrong key)');
  }
}

/**
 * Undoes the legacy RSA block and returns the 16-character key in the order the client drew it.
 * The block is big-endian ASCII of the key as drawn (upstream's routine gets the reversed key and
 * reads it little-endian, which lands on the same integer), so no reversal happens here. Upstream
 * prints the block without zero padding, so a header shorter than the modulus is left-padded.
 * Throws DecryptError for anything else. Exported for the known-answer tests.
 */
export function recoverLegacyKey(keys: PlatformKeyPair, header: string): string {
  const modulusBytes = Math.ceil(keys.modulusHex.length / 2);
  if (!HEX.test(header) || header.length > modulusBytes * 2) throw new DecryptError('Encryption header is not hex of at most the modulus size');
  const cipherBlock = Buffer.from(header.padStart(modulusBytes * 2, '0'), 'hex');
  let raw: Buffer;
  try {
    raw = privateDecrypt({ key: createPrivateKey(keys.privateKeyPem), padding: constants.RSA_NO_PADDING }, cipherBlock);
  } catch {
    throw new DecryptError('raw RSA failed (value not below the modulus)');
  }
  // Raw RSA has no padding to check, so the only proof of the right key is that the block decodes
  // to exactly 16 characters of the key alphabet behind leading zeros.
  let start = 0;
  while (start < raw.length && raw[start] === 0) start += 1;
  const randomKey = raw.subarray(start).toString('latin1');
  const { legacyKeyLength, legacyKeyAlphabet } = ENCRYPTION_WIRE;
  if (randomKey.length !== legacyKeyLength || [...randomKey].some((c) => !legacyKeyAlphabet.includes(c))) {
    throw new DecryptError('RSA block is not a 16-character key (wrong key or tampered header)');
  }
  return randomKey;
}

const nodeHasDesEde = getCiphers().includes('des-ede-ecb');

function desEcbDecrypt(key: Buffer, data: Buffer): Buffer {
  if (nodeHasDesEde) {
    // EDE with K1 = K2 is E_K(D_K(E_K(x))) = E_K(x): single DES on OpenSSL 3's default provider.
    const decipher = createDecipheriv('des-ede-ecb', Buffer.concat([key, key]), null);
    return Buffer.concat([decipher.update(data), decipher.final()]);
  }
  const decipher = forge.cipher.createDecipher('DES-ECB', forge.util.createBuffer(key.toString('binary')));
  decipher.start();
  decipher.update(forge.util.createBuffer(data.toString('binary')));
  if (!decipher.finish()) throw new Error('bad padding');
  return Buffer.from(decipher.output.getBytes(), 'binary');
}

function stripHexZeros(hex: string): string {
  const stripped = hex.replace(/^0+/, '');
  return stripped === '' ? '0' : stripped;
}
