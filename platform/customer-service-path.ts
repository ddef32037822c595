// Customer-service URLs travel encrypted (spec section 3: "the last 8 characters are the key";
// upstream: the consolidated settings' customerService paths are DES-encrypted).
// Format: base64(DES-ECB-PKCS#7(utf8(url), key)) + key, key = 8 characters [A-Za-z0-9] (its ASCII
// bytes are the 64-bit DES key). The key travels with the value, so this keeps links away from
// naive scrapers only; it is not secrecy. Single DES is missing from OpenSSL 3's default provider,
// so it runs as two-key 3DES with K1 = K2 (mathematically single DES), as platform/crypto.ts does.
// The client decrypts with node-forge (src/features/service/service-path.ts).
import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto';

export const CS_KEY_LENGTH = 8;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function desKey(key: string): Buffer {
  const bytes = Buffer.from(key, 'latin1');
  if (bytes.length !== CS_KEY_LENGTH) throw new Error(`customer-service key must be ${CS_KEY_LENGTH} characters`);
  return Buffer.concat([bytes, bytes]);
}

export function randomServiceKey(): string {
  return Array.from({ length: CS_KEY_LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
}

export function encodeCustomerServicePath(url: string, key = randomServiceKey()): string {
  const cipher = createCipheriv('des-ede-ecb', desKey(key), null);
  return Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]).toString('base64') + key;
}

export function decodeCustomerServicePath(path: string): string {
  const key = path.slice(-CS_KEY_LENGTH);
  const decipher = createDecipheriv('des-ede-ecb', desKey(key), null);
  return Buffer.concat([decipher.update(Buffer.from(path.slice(0, -CS_KEY_LENGTH), 'base64')), decipher.final()]).toString('utf8');
}

/** The fault a dev switch arms to make the chat token check fail (service_faults), as a broken chat vendor would. */
export const CHAT_FAULT = 'chatToken';
