// What the brand gallery photographs: for each merchant, every language it offers × the key
// screens (guest home, login, register, member centre as demo01, agent home as agent01). Paths and
// screen keys come from the route table, and whether a brand offers a screen is the app's own
// guard decision (src/app/route-access.ts) with the brand's flags, so the gallery, the app and the
// gallery's test agree on what exists. Pure: no browser, no server.
import { decideAccess, flagsOf, handleForPath } from '../../src/app/route-access';
import { routeById, type RouteId } from '../../src/app/route-table';
import { resolveFlag, type FlagKey } from '../../src/config/flags';
import { isRtl, localeOf, LANGUAGES, type LanguageCode } from '../../src/config/languages';
import type { MerchantConfig } from '../../src/config/merchant-config.generated';

/** Who the screen is shown to: a guest, or one of the seeded demo accounts (README "test accounts"). */
export type GalleryAccount = 'guest' | 'member' | 'agent';

export const GALLERY_ACCOUNTS = {
  member: { username: 'demo01', password: 'Demo@1234', type: 0 },
  agent: { username: 'agent01', password: 'Agent@1234', type: 1 },
} as const satisfies Record<Exclude<GalleryAccount, 'guest'>, { username: string; password: string; type: number }>;

export interface GalleryScreen {
  /** The route id, also the screen's `data-screen` key and the PNG's stem. */
  readonly id: RouteId;
  /** What the contact sheet calls it. */
  readonly label: string;
  readonly account: GalleryAccount;
}

/** The key screens, in the contact sheet's order. */
export const GALLERY_SCREENS: readonly GalleryScreen[] = [
  { id: 'home', label: 'Home (guest)', account: 'guest' },
  { id: 'login', label: 'Sign in', account: 'guest' },
  { id: 'register', label: 'Register', account: 'guest' },
  { id: 'member-center', label: 'Member centre (demo01)', account: 'member' },
  { id: 'agent-home', label: 'Agent home (agent01)', account: 'agent' },
];

export interface GalleryShot {
  readonly merchant: string;
  readonly screen: GalleryScreen;
  /** The route's canonical path (route table). */
  readonly path: string;
  readonly language: LanguageCode;
  /** BCP 47 locale of the language: the file name's suffix and `<html lang>`. */
  readonly locale: string;
  readonly rtl: boolean;
  /** File name inside dist/gallery/<code>/: `<screen>-<locale>.png`. */
  readonly file: string;
}

export interface GallerySkip {
  readonly merchant: string;
  readonly screen: GalleryScreen;
  /** Why the brand does not have it (shown on the contact sheet). */
  readonly reason: string;
}

export interface MerchantPlan {
  readonly code: string;
  readonly shots: GalleryShot[];
  readonly skipped: GallerySkip[];
}

export function shotFile(screen: RouteId, language: LanguageCode): string {
  return `${screen}-${localeOf(language)}.png`;
}

function visitorOf(account: GalleryAccount): { type: number } | null {
  return account === 'guest' ? null : { type: GALLERY_ACCOUNTS[account].type };
}

/** Why the brand does not show this screen to this visitor, or null when it does. */
export function hiddenReason(config: Pick<MerchantConfig, 'features'>, screen: GalleryScreen): string | null {
  const path = routeById(screen.id).path;
  const handle = handleForPath(path);
  const isOn = (key: FlagKey): boolean => resolveFlag(key, { merchant: config.features });
  const decision = decideAccess(handle, visitorOf(screen.account), isOn);
  if (decision.kind === 'allow') return null;
  const off = handle.flag === undefined ? [] : flagsOf(handle.flag).filter((key) => !isOn(key));
  if (off.length > 0) return `not offered: the brand's flag ${off.join(', ')} is off`;
  return decision.kind === 'redirect' ? `not shown to this visitor: the app sends it to ${decision.to}` : `refused (${decision.notice})`;
}

export function planMerchant(config: Pick<MerchantConfig, 'code' | 'languages' | 'features'>, screens: readonly GalleryScreen[] = GALLERY_SCREENS): MerchantPlan {
  const shots: GalleryShot[] = [];
  const skipped: GallerySkip[] = [];
  for (const screen of screens) {
    const reason = hiddenReason(config, screen);
    if (reason !== null) {
      skipped.push({ merchant: config.code, screen, reason });
      continue;
    }
    for (const language of config.languages) {
      shots.push({
        merchant: config.code,
        screen,
        path: routeById(screen.id).path,
        language,
        locale: localeOf(language),
        rtl: isRtl(language),
        file: shotFile(screen.id, language),
      });
    }
  }
  return { code: config.code, shots, skipped };
}

export function languageName(language: LanguageCode): string {
  return LANGUAGES[language].nativeName;
}
