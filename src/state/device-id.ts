// This install's id: upstream's clients add a loginDeviceId (8-4-4-4-12 hex) to every login and
// registration. A random UUID (version 4) made once and kept in local storage, not a fingerprint:
// it says "the same browser as last time" and nothing about the device. Where storage is
// unavailable (private mode quotas) it lives for the page.
import { randomUuid } from '../api/idempotency-key';
import { readStored, storageKeys, writeStored } from './storage';

let pageId: string | undefined;

/** The install's id, made on first use. */
export function loginDeviceId(): string {
  const stored = readStored(storageKeys.loginDeviceId);
  if (stored) return stored;
  pageId ??= randomUuid();
  writeStored(storageKeys.loginDeviceId, pageId);
  return pageId;
}
