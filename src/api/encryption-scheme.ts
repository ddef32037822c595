// The request-encryption schemes a merchant can choose; the one definition shared by the
// client (src/api/encryption.ts), the platform (platform/crypto.ts) and the merchant config.

/**
 * - `rsa-oaep-aes-gcm` (default): RSA-OAEP (SHA-256, MGF1-SHA-256) wraps a fresh AES-256-GCM key + IV.
 * - `legacy-rsa-des`: the upstream platform's scheme (raw RSA over a 16-character key with an
 *   RSA-1024 key, DES-ECB/PKCS7 body). Weak; only for platforms that require it. See docs/encryption.md.
 */
export type EncryptionScheme = 'rsa-oaep-aes-gcm' | 'legacy-rsa-des';

export const ENCRYPTION_SCHEMES: readonly EncryptionScheme[] = ['rsa-oaep-aes-gcm', 'legacy-rsa-des'];

export const DEFAULT_ENCRYPTION_SCHEME: EncryptionScheme = 'rsa-oaep-aes-gcm';

export function isEncryptionScheme(value: unknown): value is EncryptionScheme {
  return typeof value === 'string' && (ENCRYPTION_SCHEMES as readonly string[]).includes(value);
}

/** Wire constants both sides must agree on (docs/encryption.md describes them). */
export const ENCRYPTION_WIRE = {
  /** Request header carrying the RSA part. */
  header: 'Encryption',
  /** AES-256-GCM: 32-byte key, 12-byte IV, 16-byte tag appended to the ciphertext. */
  aesKeyBytes: 32,
  gcmIvBytes: 12,
  gcmTagBytes: 16,
  /** Legacy: 16 characters from this alphabet; only the first 8 become the DES key. */
  legacyKeyLength: 16,
  legacyKeyAlphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  desKeyBytes: 8,
  /**
   * Our scheme seals `{ ts, nonce, payload }` (not seen upstream; the legacy scheme stays as
   * upstream has it): the platform refuses a `ts` further than this from its clock, and a nonce it
   * has seen within twice this (a replayed request). The client sets `ts` by the platform's clock
   * (the key reply's Date header), so a phone with a wrong clock still gets in.
   */
  freshnessMs: 10 * 60_000,
  nonceBytes: 16,
  /**
   * Largest RSA modulus upstream's browser routine computes correctly (its big integers hold 130
   * 16-bit digits, and Barrett reduction needs twice the modulus); the legacy key is this size.
   */
  legacyRsaMaxBits: 1024,
} as const;
