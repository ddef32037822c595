// The announcement popup and the agent contract prompts are modal: a spec about something else
// would find them over home. Every context therefore starts with the record the app itself writes
// when a visitor closes the popup (computed with the app's own hash from the platform's real reply),
// and every seeded session with the record of its contract prompts already shown. Specs about the
// popup or the prompts opt out (NO_SEEN_POPUPS, seedSession's `promptContracts`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Announcements } from '../../../src/api/contract.generated';
import { closedRecord, popupSignature } from '../../../src/features/announcements/popup-state';
import { storageKeys } from '../../../src/state/storage';
import { E2E_BASE_PORT, E2E_PORT, E2E_WORKERS, workerPort, type MerchantCode } from './platform';

export const MERCHANT_CODES: readonly MerchantCode[] = ['demo', 'mono', 'atlas'];

/** Where the global setup writes the storage state every context starts from (see playwright.config.ts). */
export const SEEN_POPUPS_STATE = join(process.cwd(), 'tests', 'e2e', '.state', `seen-popups-${E2E_BASE_PORT}.json`);

/** A storage state with nothing in it: the popup specs see what a first visitor sees. */
export const NO_SEEN_POPUPS = { cookies: [], origins: [] };

/** The languages the platform writes its popups in (platform/content-language.ts); any other reads English. */
const POPUP_LANGUAGES = ['EN', 'VI', 'CN'] as const;

/** The home popups of a merchant as the platform answers them (every execution: A, B and F), in a language. */
export async function homePopups(code: MerchantCode, port = E2E_PORT, language = 'EN'): Promise<Announcements['popup']> {
  const url = `http://localhost:${port}/wps/relay/CCSFE_getListAnnouncements?types=PU&groupName=m_home&platform=M&merchantCode=${code}`;
  const response = await fetch(url, { headers: { Merchant: code, Language: language } });
  const envelope = (await response.json()) as { success: boolean; value: Announcements };
  if (!envelope.success) throw new Error(`announcements of ${code} failed`);
  return envelope.value.popup ?? [];
}

/**
 * The member and guest records a visitor who has closed every home popup of the merchant holds, in
 * each language the platform writes them.
 * Holding all executions covers a guest (B), a member (A) and a first login (A + F) alike. The
 * global setup writes them for every worker's platform (origins differ by port); a spec asks for
 * its own worker's.
 */
export async function seenPopupsState(ports: readonly number[] = [E2E_PORT]): Promise<{ cookies: never[]; origins: { origin: string; localStorage: { name: string; value: string }[] }[] }> {
  const origins = [];
  for (const port of ports) for (const code of MERCHANT_CODES) {
    // A popup's identity is the hash of its words (upstream's rule), so each language's popups are
    // another set: the visitor has closed them in every language the platform writes.
    const popups = (await Promise.all(POPUP_LANGUAGES.map((language) => homePopups(code, port, language)))).flatMap((list) => list ?? []);
    const record = JSON.stringify(closedRecord(popupSignature(popups)));
    origins.push({
      origin: `http://${code}.localhost:${port}`,
      localStorage: [
        { name: storageKeys.announcementPopupMember.name, value: record },
        { name: storageKeys.announcementPopupGuest.name, value: record },
      ],
    });
  }
  return { cookies: [], origins };
}

export async function writeSeenPopupsState(): Promise<void> {
  mkdirSync(dirname(SEEN_POPUPS_STATE), { recursive: true });
  const ports = Array.from({ length: E2E_WORKERS }, (_, index) => workerPort(index));
  writeFileSync(SEEN_POPUPS_STATE, JSON.stringify(await seenPopupsState(ports), null, 2));
}
