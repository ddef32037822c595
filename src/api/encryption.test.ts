import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPayload, modPow, publicKeyFromPem } from './encryption';
import { decryptRequestBody, generatePlatformKeyPair, publicKeyReply } from '../../platform/crypto';

const keys = generatePlatformKeyPair();

describe('encryption helpers', () => {
  it('modPow agrees with small known values', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 0n, 7n)).toBe(1n);
  });

  it('publicKeyFromPem recovers the modulus and exponent of a pinned key', async () => {
    const key = await publicKeyFromPem(keys.publicKeyPem);
    expect(key).toEqual(publicKeyReply(keys));
    const jwk = createPublicKey(keys.publicKeyPem).export({ format: 'jwk' });
    expect(Buffer.from(key.modulus, 'hex').toString('base64url')).toBe(jwk.n);
  });

  it('the OAEP header is 256 bytes of base64 and the body carries ciphertext plus a 16-byte tag', async () => {
    const payload = { a: 'x'.repeat(10) };
    for (const engine of ['webcrypto', 'forge'] as const) {
      const sent = await encryptPayload('rsa-oaep-aes-gcm', publicKeyReply(keys), payload, { engine, now: 1_700_000_000_000 });
      expect(Buffer.from(sent.encryptionHeader, 'base64')).toHaveLength(256);
      // The sealed text: the payload with its time and a 16-byte nonce (24 characters of base64).
      const sealed = decryptRequestBody('rsa-oaep-aes-gcm', keys, sent.encryptionHeader, sent.body) as { ts: number; nonce: string; payload: unknown };
      expect(sealed.ts).toBe(1_700_000_000_000);
      expect(sealed.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(sealed.payload).toEqual(payload);
      expect(Buffer.from(sent.body.value, 'base64')).toHaveLength(JSON.stringify(sealed).length + 16);
    }
  });

  it('the legacy body is whole DES blocks with PKCS7 padding', async () => {
    const sent = await encryptPayload('legacy-rsa-des', publicKeyReply(keys), { a: 1 });
    // '{"a":1}' is 7 bytes: one block with one byte of padding.
    expect(Buffer.from(sent.body.value, 'base64')).toHaveLength(8);
  });

  it('refuses an unknown scheme', async () => {
    await expect(encryptPayload('rot13' as never, publicKeyReply(keys), {})).rejects.toThrow(/Unknown encryption scheme/);
  });
});
