// This install's id: upstream's clients add a loginDeviceId (8-4-4-4-12 hex) to every login and
// registration. A random UUID (version 4) made once and kept in local storage, not a fingerprint:
// it says "the same browser as last time" and nothing about the device. Where storage is
// unavailable (private mode quotas) it lives for the page.
import { readStored, storageKeys, writeStored } from './storage';

let pageId: string | undefined;

// crypto.randomUUID exists only in secure contexts (not on a brand served over plain http);
// getRandomValues exists everywhere.
function randomUuid(): string {
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)));
}

/** A version-4 UUID from 16 random bytes. */
export function uuidFromBytes(random: Uint8Array): string {
  const bytes = Uint8Array.from(random);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The install's id, made on first use. */
export function loginDeviceId(): string {
  const stored = readStored(storageKeys.loginDeviceId);
  if (stored) return stored;
  pageId ??= randomUuid();
  writeStored(storageKeys.loginDeviceId, pageId);
  return pageId;
}
