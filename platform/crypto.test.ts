// Round-trips between the browser encryptor (src/api/encryption.ts) and the platform decryptor,
// with both client engines, plus every way decryption must refuse, and the legacy scheme's
// known-answer vectors.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import forge from 'node-forge';
import { decryptRequestBody, generateLegacyKeyPair, generatePlatformKeyPair, keyPairForScheme, NonceBook, publicKeyReply, recoverLegacyKey, unsealFresh, DecryptError } from './crypto';
import type { PlatformKeyPair } from './crypto';
import { encryptLegacyWithKey, encryptPayload, legacyKeyBlock, modPow } from '../src/api/encryption';
import type { EncryptionScheme } from '../src/api/encryption-scheme';

const defaultKeys: PlatformKeyPair = generatePlatformKeyPair();
const otherDefaultKeys: PlatformKeyPair = generatePlatformKeyPair();
const legacyKeys: PlatformKeyPair = generateLegacyKeyPair();
const otherLegacyKeys: PlatformKeyPair = generateLegacyKeyPair();
const NOW = Date.UTC(2026, 10, 27, 12);
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
    expect(defaultKeys.modulusHex).toMatch(/^[0-9a-f]{512}$/);
    expect(defaultKeys.exponentHex).toBe('10001');
    const fromPem = forge.pki.publicKeyFromPem(defaultKeys.publicKeyPem) as forge.pki.rsa.PublicKey;
    expect(fromPem.n.toString(16)).toBe(defaultKeys.modulusHex);
    expect(publicKeyReply(defaultKeys)).toEqual({ modulus: defaultKeys.modulusHex, exponent: '10001', pem: defaultKeys.publicKeyPem });
  });

  it('makes the legacy key 1024 bits, the most upstream\'s client computes correctly', () => {
    expect(legacyKeys.modulusHex).toMatch(/^[89a-f][0-9a-f]{255}$/);
    expect(BigInt(`0x${legacyKeys.modulusHex}`) < 1n << 1024n).toBe(true);
    expect(legacyKeys.exponentHex).toBe('10001');
    const both = { keys: defaultKeys, legacyKeys };
    expect(keyPairForScheme('legacy-rsa-des', both)).toBe(legacyKeys);
    expect(keyPairForScheme('rsa-oaep-aes-gcm', both)).toBe(defaultKeys);
  });
});

const cases: { scheme: EncryptionScheme; engine: 'webcrypto' | 'forge' }[] = [
  { scheme: 'rsa-oaep-aes-gcm', engine: 'webcrypto' },
  { scheme: 'rsa-oaep-aes-gcm', engine: 'forge' },
  { scheme: 'legacy-rsa-des', engine: 'forge' },
];

describe.each(cases)('$scheme via $engine', ({ scheme, engine }) => {
  // Each scheme with the key the platform uses for it.
  const keys = scheme === 'legacy-rsa-des' ? legacyKeys : defaultKeys;
  const otherKeys = scheme === 'legacy-rsa-des' ? otherLegacyKeys : otherDefaultKeys;
  const encrypt = (p: unknown = payload, k: PlatformKeyPair = keys) =>
    encryptPayload(scheme, publicKeyReply(k), p, { engine, now: NOW });
  // Our scheme's plaintext is sealed with a time and a nonce; the legacy one is the payload itself.
  const open = (sent: { encryptionHeader: string; body: unknown }) => {
    const plain = decryptRequestBody(scheme, keys, sent.encryptionHeader, sent.body);
    return scheme === 'rsa-oaep-aes-gcm' ? unsealFresh(plain, NOW, new NonceBook()) : plain;
  };

  it('round-trips JSON, including non-ASCII text', async () => {
    const sent = await encrypt();
    expect(open(sent)).toEqual(payload);
  });

  it('round-trips an empty object and a large payload', async () => {
    const big = { blob: 'x'.repeat(100_000) };
    for (const p of [{}, big]) {
      const sent = await encrypt(p);
      expect(open(sent)).toEqual(p);
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

describe('rsa-oaep-aes-gcm freshness (not seen upstream)', () => {
  const seal = (p: unknown, now: number) => encryptPayload('rsa-oaep-aes-gcm', publicKeyReply(defaultKeys), p, { now });
  const plain = (sent: { encryptionHeader: string; body: unknown }) => decryptRequestBody('rsa-oaep-aes-gcm', defaultKeys, sent.encryptionHeader, sent.body);

  it('takes a body sealed within the window once: the same body again is a replay', async () => {
    const book = new NonceBook();
    const sent = await seal(payload, NOW - 9 * 60_000);
    expect(unsealFresh(plain(sent), NOW, book)).toEqual(payload);
    expectDecryptError(() => unsealFresh(plain(sent), NOW + 1_000, book));
    // Another body (another nonce) of the same payload is no replay.
    expect(unsealFresh(plain(await seal(payload, NOW)), NOW, book)).toEqual(payload);
  });

  it('refuses a body sealed more than ten minutes from the platform clock, either way', async () => {
    for (const at of [NOW - 11 * 60_000, NOW + 11 * 60_000]) {
      const sent = await seal(payload, at);
      expectDecryptError(() => unsealFresh(plain(sent), NOW, new NonceBook()));
    }
  });

  it('refuses a plaintext without the seal (a payload encrypted the old way)', () => {
    for (const bare of [payload, { ts: NOW, payload }, { nonce: 'x'.repeat(24), payload }, { ts: NOW, nonce: 'short', payload }, { ts: NOW, nonce: 'y'.repeat(24) }, null, [1]]) {
      expectDecryptError(() => unsealFresh(bare, NOW, new NonceBook()));
    }
  });

  it('forgets nonces older than twice the window', () => {
    const book = new NonceBook();
    expect(book.take('a'.repeat(24), NOW, 1_000)).toBe(true);
    expect(book.take('a'.repeat(24), NOW + 500, 1_000)).toBe(false);
    expect(book.take('b'.repeat(24), NOW + 2_000, 1_000)).toBe(true);
    expect(book.take('a'.repeat(24), NOW + 2_001, 1_000)).toBe(true);
  });
});

describe('legacy-rsa-des wire details', () => {
  it('is upstream-compatible: hex RSA block over the key in its own order, DES key = first 8 key characters', async () => {
    const sent = await encryptPayload('legacy-rsa-des', publicKeyReply(legacyKeys), payload);
    expect(sent.encryptionHeader).toMatch(/^[0-9a-f]{256}$/);
    // Undo the RSA with forge independently of platform/crypto.ts: the integer is big-endian ASCII
    // of the key exactly as the DES half uses it, no reversal.
    const priv = forge.pki.privateKeyFromPem(legacyKeys.privateKeyPem) as forge.pki.rsa.PrivateKey;
    const m = new forge.jsbn.BigInteger(sent.encryptionHeader, 16).modPow(priv.d, priv.n);
    const randomKey = Buffer.from(m.toString(16), 'hex').toString('latin1');
    expect(randomKey).toMatch(/^[A-Za-z0-9]{16}$/);
    const decipher = forge.cipher.createDecipher('DES-ECB', randomKey.slice(0, 8));
    decipher.start();
    decipher.update(forge.util.createBuffer(Buffer.from(sent.body.value, 'base64').toString('binary')));
    expect(decipher.finish()).toBe(true);
    expect(JSON.parse(Buffer.from(decipher.output.getBytes(), 'binary').toString('utf8'))).toEqual(payload);
  });
});

// Known answers pinning the byte order. The key pair is a committed test fixture; the expected
// headers and body were computed outside this code base (openssl pkeyutl with
// rsa_padding_mode:none over 112 zero bytes + the key's ASCII; openssl enc -des-ecb).
describe('legacy-rsa-des known answers', () => {
  const fixture = JSON.parse(readFileSync(new URL('./test-fixtures/legacy-rsa-1024.json', import.meta.url), 'utf8')) as PlatformKeyPair;
  const vectorKeys: PlatformKeyPair = {
    publicKeyPem: fixture.publicKeyPem,
    privateKeyPem: fixture.privateKeyPem,
    modulusHex: fixture.modulusHex,
    exponentHex: fixture.exponentHex,
  };
  const randomKey = 'Lobby2026Legacy0';
  const header =
    '7961105531d01d2cb2caf2b4152c6eb202fe5c708f5470166b0df595e11c39b9351ebcb2da0db8d141c982da86d41d51e92849a16031c4387f8e5ab301ca750b' +
    'b3710b9ac0fc3adb75db797bce943453eac57aa720599239f615b41cc90618e20999ab4b71dd25eea14bfd9bf9a27fdeceadb16e4803b2934bc7cc0d491ffe96';
  // The old construction, RSA over big-endian ASCII of the REVERSED key ('0ycageL6202ybboL').
  const reversedHeader =
    'aab455dfeec4a32afd9fe5ae0b6bc551eabddb5c87dde573256eb289a0f38452a4825658ab288c922dfc8da68dacf7a5fa77eed36c8f447a491ae24d540b3381' +
    '641755f3bf6354a81e1850c5df7bc8e73b55ae2bf4401da5c1f543e6c820753deb0c275498e92e6a2e70764d523f52fb4fc5d1a59de02551ac72dc5bbc3d30b0';
  // A key whose block is below 2^1008: upstream's biToHex prints 252 digits, the client pads to 256.
  const shortKey = 'ShortHeader81703';
  const shortHeader =
    '44b3ac3e734b96f85ea093e1ba8a1d8283827952a36e498ea0b98b039e4c97f809a717703db29a5b7027e23c2ab71de49184712194106c124f05c7f44cae2b' +
    '45e0ec5550b42bc3337cc1f6309dca44ddccb9c32d0bacc3e398db088d66abfa38e0fa05a6dfe7d58bddb63b48ac20ce38e0b0eef462f6d85661680c52f406';
  const login = { type: 'username', username: 'demo01', password: 'Demo@1234' };
  // DES-ECB/PKCS7 of JSON.stringify(login) under 'Lobby202', the key's first 8 characters.
  const body = 'zLH3w5Npg1V01cjsaaUctPEiJOrC6aFMzzNH00UfiRB0fPx9qLkhZ+EiM3nQC0qDaC9yqDwIxm0oPC0xyYvmng==';

  it('the fixture is a 1024-bit key', () => {
    expect(vectorKeys.modulusHex).toHaveLength(256);
    expect(vectorKeys.exponentHex).toBe('10001');
  });

  it('the client sends exactly the expected header and body', async () => {
    expect(legacyKeyBlock(publicKeyReply(vectorKeys), randomKey)).toBe(header);
    expect(legacyKeyBlock(publicKeyReply(vectorKeys), shortKey)).toBe(`0000${shortHeader}`);
    expect(await encryptLegacyWithKey(publicKeyReply(vectorKeys), randomKey, login)).toEqual({ encryptionHeader: header, body: { value: body } });
  });

  it('the platform recovers the key in its original order and decrypts the body', () => {
    expect(recoverLegacyKey(vectorKeys, header)).toBe(randomKey);
    expect(recoverLegacyKey(vectorKeys, header.toUpperCase())).toBe(randomKey);
    expect(decryptRequestBody('legacy-rsa-des', vectorKeys, header, { value: body })).toEqual(login);
  });

  it('the platform takes upstream\'s unpadded hex, shorter than the modulus', () => {
    expect(recoverLegacyKey(vectorKeys, shortHeader)).toBe(shortKey);
    expect(recoverLegacyKey(vectorKeys, `0000${shortHeader}`)).toBe(shortKey);
    expectDecryptError(() => recoverLegacyKey(vectorKeys, `00${header}`));
  });

  it('the old reversed construction is a different header, and the platform refuses it', () => {
    const reversed = [...randomKey].reverse().join('');
    const old = modPow(BigInt(`0x${Buffer.from(reversed, 'latin1').toString('hex')}`), 0x10001n, BigInt(`0x${vectorKeys.modulusHex}`));
    expect(old.toString(16).padStart(256, '0')).toBe(reversedHeader);
    expect(reversedHeader).not.toBe(header);
    // It decodes to the reversed key, whose first 8 characters are the wrong DES key.
    expect(recoverLegacyKey(vectorKeys, reversedHeader)).toBe(reversed);
    expectDecryptError(() => decryptRequestBody('legacy-rsa-des', vectorKeys, reversedHeader, { value: body }));
  });
});
