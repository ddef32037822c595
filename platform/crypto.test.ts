// Round-trips between the browser encryptor (src/api/encryption.ts) and the platform decryptor,
// with both client engines, plus every way decryption must refuse.
import { describe, expect, it } from 'vitest';
import forge from 'node-forge';
import { decryptRequestBody, generatePlatformKeyPair, publicKeyReply, DecryptError } from './crypto';
import type { PlatformKeyPair } from './crypto';
import { encryptPayload } from '../src/api/encryption';
import type { EncryptionScheme } from '../src/api/encryption-scheme';

const keys: PlatformKeyPair = generatePlatformKeyPair();
const otherKeys: PlatformKeyPair = generatePlatformKeyPair();
const payload = { username: 'demo01', password: 'Demo@1234', type: 'username', note: 'Tiếng Việt 中文 ✓' };

function expectDecryptError(run: () => unknown): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DecryptError);
  expect((thrown as { code?: string }).code).toBe('crypto.decrypt.err');
}

function flipBase64Byte(value: string, index: number): string {
  const bytes = Buffer.from(value, 'base64');
  const i = index < 0 ? bytes.length + index : index;
  bytes[i] = (bytes[i] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe('generatePlatformKeyPair', () => {
  it('makes a 2048-bit key whose hex modulus and PEM agree', () => {
    expect(keys.modulusHex).toMatch(/^[0-9a-f]{512}$/);
    expect(keys.exponentHex).toBe('10001');
    const fromPem = forge.pki.publicKeyFromPem(keys.publicKeyPem) as forge.pki.rsa.PublicKey;
    expect(fromPem.n.toString(16)).toBe(keys.modulusHex);
    expect(publicKeyReply(keys)).toEqual({ modulus: keys.modulusHex, exponent: '10001', pem: keys.publicKeyPem });
  });
});

const cases: { scheme: EncryptionScheme; engine: 'webcrypto' | 'forge' }[] = [
  { scheme: 'rsa-oaep-aes-gcm', engine: 'webcrypto' },
  { scheme: 'rsa-oaep-aes-gcm', engine: 'forge' },
  { scheme: 'legacy-rsa-des', engine: 'forge' },
];

describe.each(cases)('$scheme via $engine', ({ scheme, engine }) => {
  const encrypt = (p: unknown = payload, k: PlatformKeyPair = keys) =>
    encryptPayload(scheme, publicKeyReply(k), p, { engine });

  it('round-trips JSON, including non-ASCII text', async () => {
    const sent = await encrypt();
    expect(decryptRequestBody(scheme, keys, sent.encryptionHeader, sent.body)).toEqual(payload);
  });

  it('round-trips an empty object and a large payload', async () => {
    const big = { blob: 'x'.repeat(100_000) };
    for (const p of [{}, big]) {
      const sent = await encrypt(p);
      expect(decryptRequestBody(scheme, keys, sent.encryptionHeader, sent.body)).toEqual(p);
    }
  });

  it('never shows the password on the wire and uses a fresh key each time', async () => {
    const a = await encrypt();
    const b = await encrypt();
    const wire = JSON.stringify(a) + a.encryptionHeader;
    expect(wire).not.toContain('Demo@1234');
    expect(Buffer.from(a.body.value, 'base64').toString('latin1')).not.toContain('Demo@1234');
    expect(a.encryptionHeader).not.toBe(b.encryptionHeader);
    expect(a.body.value).not.toBe(b.body.value);
  });

  it('refuses a missing header and a body of the wrong shape', async () => {
    const sent = await encrypt();
    expectDecryptError(() => decryptRequestBody(scheme, keys, undefined, sent.body));
    expectDecryptError(() => decryptRequestBody(scheme, keys, '', sent.body));
    for (const body of [undefined, null, 'x', [], {}, { value: 42 }, { value: '' }, { value: 'not base64!' }, payload]) {
      expectDecryptError(() => decryptRequestBody(scheme, keys, sent.encryptionHeader, body));
    }
  });

  it('refuses a ciphertext made for another key', async () => {
    const sent = await encrypt(payload, otherKeys);
    expectDecryptError(() => decryptRequestBody(scheme, keys, sent.encryptionHeader, sent.body));
  });

  it('refuses a tampered header', async () => {
    const sent = await encrypt();
    const header =
      scheme === 'legacy-rsa-des'
        ? sent.encryptionHeader.slice(0, -1) + (sent.encryptionHeader.endsWith('0') ? '1' : '0')
        : flipBase64Byte(sent.encryptionHeader, 10);
    expectDecryptError(() => decryptRequestBody(scheme, keys, header, sent.body));
    expectDecryptError(() => decryptRequestBody(scheme, keys, 'zz-not-an-rsa-block', sent.body));
  });

  it('refuses a tampered body', async () => {
    const sent = await encrypt();
    // The last block: GCM's tag fails; for DES the PKCS7 padding or JSON parse fails.
    const tampered = { value: flipBase64Byte(sent.body.value, -1) };
    expectDecryptError(() => decryptRequestBody(scheme, keys, sent.encryptionHeader, tampered));
    const truncated = { value: Buffer.from(sent.body.value, 'base64').subarray(0, 8).toString('base64') };
    expectDecryptError(() => decryptRequestBody(scheme, keys, sent.encryptionHeader, truncated));
  });

  it('refuses the other scheme', async () => {
    const sent = await encrypt();
    const other: EncryptionScheme = scheme === 'legacy-rsa-des' ? 'rsa-oaep-aes-gcm' : 'legacy-rsa-des';
    expectDecryptError(() => decryptRequestBody(other, keys, sent.encryptionHeader, sent.body));
  });
});

describe('legacy-rsa-des wire details', () => {
  it('is upstream-compatible: hex RSA block over the reversed key, DES key = first 8 key characters', async () => {
    const sent = await encryptPayload('legacy-rsa-des', publicKeyReply(keys), payload);
    expect(sent.encryptionHeader).toMatch(/^[0-9a-f]{512}$/);
    // Undo the RSA with forge independently of platform/crypto.ts and check the key's shape.
    const priv = forge.pki.privateKeyFromPem(keys.privateKeyPem) as forge.pki.rsa.PrivateKey;
    const m = new forge.jsbn.BigInteger(sent.encryptionHeader, 16).modPow(priv.d, priv.n);
    const reversed = Buffer.from(m.toString(16), 'hex').toString('latin1');
    expect(reversed).toMatch(/^[A-Za-z0-9]{16}$/);
    const randomKey = [...reversed].reverse().join('');
    const decipher = forge.cipher.createDecipher('DES-ECB', randomKey.slice(0, 8));
    decipher.start();
    decipher.update(forge.util.createBuffer(Buffer.from(sent.body.value, 'base64').toString('binary')));
    expect(decipher.finish()).toBe(true);
    expect(JSON.parse(Buffer.from(decipher.output.getBytes(), 'binary').toString('utf8'))).toEqual(payload);
  });
});
