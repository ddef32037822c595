// scrypt password hashes: "scrypt$N$r$p$salt$hash" (base64), so parameters can change without breaking old hashes.
import { randomBytes, scrypt as scryptCb, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * A hash of no one's password with the same parameters as every real one: a check for an account
 * that does not exist (or has no such password) costs what a real check costs, so the time of the
 * answer does not tell which accounts exist.
 */
export const DUMMY_PASSWORD_HASH = (() => {
  const salt = randomBytes(16);
  const key = scryptSync(randomBytes(16).toString('base64'), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
})();

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    await verifyPassword(password, DUMMY_PASSWORD_HASH);
    return false;
  }
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
