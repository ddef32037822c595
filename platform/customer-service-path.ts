// Customer-service URLs travel obfuscated (spec: "the last 8 characters are the key").
// Format: base64(utf8(url) XOR key, the key's bytes repeated) + key, key = 8 characters [A-Za-z0-9].
// This only keeps links out of naive scrapers; the key travels with the value, so it is not secrecy.
import { randomInt } from 'node:crypto';

export const CS_KEY_LENGTH = 8;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function xor(data: Uint8Array, key: string): Buffer {
  const keyBytes = Buffer.from(key, 'utf8');
  return Buffer.from(data.map((byte, i) => byte ^ (keyBytes[i % keyBytes.length] ?? 0)));
}

export function encodeCustomerServicePath(url: string, key = Array.from({ length: CS_KEY_LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('')): string {
  return xor(Buffer.from(url, 'utf8'), key).toString('base64') + key;
}

export function decodeCustomerServicePath(path: string): string {
  const key = path.slice(-CS_KEY_LENGTH);
  return xor(Buffer.from(path.slice(0, -CS_KEY_LENGTH), 'base64'), key).toString('utf8');
}
