// Customer-service paths arrive encrypted (spec section 3): the last 8 characters
// (CUSTOMER_SERVICE_PATH_KEY_LENGTH) are the DES key, the rest is base64 of the DES-ECB
// (PKCS#7) ciphertext of the UTF-8 URL (docs/api.md, docs/service.md). Decryption uses
// node-forge, loaded lazily through src/api/forge.ts so it never lands in the first load.
import type { Forge } from '../../api/forge';
import { CUSTOMER_SERVICE_PATH_KEY_LENGTH } from '../../config/constants';

export class ServicePathError extends Error {
  constructor(reason: string) {
    super(`customer-service path: ${reason}`);
    this.name = 'ServicePathError';
  }
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Decrypts one path with an already loaded forge; throws ServicePathError on anything malformed. */
export function decryptServicePath(forge: Forge, path: string): string {
  const keyLength = CUSTOMER_SERVICE_PATH_KEY_LENGTH;
  const body = path.slice(0, -keyLength);
  const key = path.slice(-keyLength);
  if (path.length <= keyLength || !BASE64.test(body) || body.length % 4 !== 0) throw new ServicePathError('not base64 + key');
  const data = forge.util.decode64(body);
  if (data.length === 0 || data.length % 8 !== 0) throw new ServicePathError('not whole DES blocks');
  const decipher = forge.cipher.createDecipher('DES-ECB', key);
  decipher.start();
  decipher.update(forge.util.createBuffer(data));
  if (!decipher.finish()) throw new ServicePathError('bad padding (wrong key)');
  try {
    return forge.util.decodeUtf8(decipher.output.getBytes());
  } catch {
    throw new ServicePathError('not UTF-8');
  }
}

/** Loads forge (once) and decrypts the path. */
export async function decryptServicePathLazily(path: string): Promise<string> {
  const { loadForge } = await import('../../api/forge');
  return decryptServicePath(await loadForge(), path);
}

/**
 * Where a decrypted path opens: absolute http(s) URLs as they are, same-origin paths against the
 * app's origin, mailto: and tel: too; anything else (javascript:, data: ...) is refused.
 */
export function safeServiceUrl(decrypted: string, origin: string): URL | null {
  try {
    const url = new URL(decrypted, origin);
    return ['https:', 'http:', 'mailto:', 'tel:'].includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}
