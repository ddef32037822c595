// Everything the app keeps in localStorage / sessionStorage goes through here, under named keys
// with a parser each: a value that is missing, not JSON or of the wrong shape reads as absent
// (never throws), and a write that the browser refuses (private mode, quota, disabled storage) is
// dropped rather than crashing a screen. No password or other user secret is ever stored (issue
// 13, docs/security.md "Secrets and storage"): the session token is the only credential, in
// sessionStorage.
import { forgetSessionPassword } from './session-secret';

export type StorageArea = 'local' | 'session';

export interface StorageKey<T> {
  /** The literal key in the browser storage (some are upstream names and must not change). */
  readonly name: string;
  readonly area: StorageArea;
  /** Returns undefined when the stored JSON does not have the expected shape. */
  readonly parse: (raw: unknown) => T | undefined;
}

/** The session the platform hands out at login (spec section 3: MC_SESSION_INFO). */
export interface SessionInfo {
  id: string | number;
  token: string;
  merchantCode: string;
  userName: string;
  /** Customer type: 0 member, 4/40 free or trial, other values agents (spec section 6). */
  type: number;
  firstTimeLogin: boolean;
}

/**
 * "Remember password" on the login screen keeps the user name only: the password is
 * left to the browser's password manager (autocomplete attributes, Credential Management API).
 * Older versions stored { userName, password } under the same key; see purgeStoredSecrets.
 */
export interface RememberedLogin {
  userName: string;
}

/**
 * Announcement popup state, one record for members and one for guests (spec section 4), in the
 * shape of upstream's PopupV2 record: `data` holds the hash of "title,content" of every popup the
 * visitor closed (see src/features/announcements/popup-state.ts); a popup whose hash is not in it
 * shows the popup again.
 */
export interface AnnouncementPopupState {
  show: boolean;
  data: string[];
}

/**
 * A social sign-in under way (the page has gone to the provider and comes back to the login
 * screen): the state the provider must hand back and the nonce Google's ID token must carry.
 */
export interface SocialSignInAttempt {
  provider: 'google' | 'facebook';
  state: string;
  nonce: string;
  /** Epoch ms; an old attempt is not honoured (see social-sign-in.ts). */
  startedAt: number;
}

/** The deposit screen's last choice (upstream localStorage key depositRemember). */
export interface DepositRemember {
  depositType: 'FIAT' | 'CRYPTO';
  methodCode: string;
  channelId: string;
  /** The amount as typed (a string, so "100.50" comes back as typed); '' when none. */
  amount: string;
}

/** userName → gameIds, favourites first (spec: lottery favourites are local, per user). */
export type LotteryFavourites = Record<string, string[]>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const asBoolean = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
const asString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const asNonEmptyString = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const asDeviceId = (v: unknown): string | undefined => (typeof v === 'string' && DEVICE_ID.test(v) ? v : undefined);

function parseSession(v: unknown): SessionInfo | undefined {
  if (!isRecord(v)) return undefined;
  const { id, token, merchantCode, userName, type, firstTimeLogin } = v;
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  if (typeof token !== 'string' || token === '' || typeof merchantCode !== 'string' || typeof userName !== 'string') return undefined;
  if (typeof type !== 'number' || !Number.isFinite(type)) return undefined;
  // Older writers left firstTimeLogin out; treating that as false keeps the session usable.
  if (firstTimeLogin !== undefined && typeof firstTimeLogin !== 'boolean') return undefined;
  return { id, token, merchantCode, userName, type, firstTimeLogin: firstTimeLogin ?? false };
}

/** Only the user name is read: a password an older version stored is dropped, never handed out. */
function parseRememberedLogin(v: unknown): RememberedLogin | undefined {
  if (!isRecord(v) || typeof v.userName !== 'string' || v.userName === '') return undefined;
  return { userName: v.userName };
}

function parsePopupState(v: unknown): AnnouncementPopupState | undefined {
  if (!isRecord(v) || typeof v.show !== 'boolean' || !Array.isArray(v.data)) return undefined;
  return { show: v.show, data: v.data.filter((h): h is string => typeof h === 'string') };
}

function parseLotteryFavourites(v: unknown): LotteryFavourites | undefined {
  if (!isRecord(v)) return undefined;
  const out: LotteryFavourites = {};
  for (const [userName, ids] of Object.entries(v)) {
    // One user's corrupted list must not cost every other user theirs.
    if (Array.isArray(ids)) out[userName] = ids.filter((id): id is string => typeof id === 'string');
  }
  return out;
}

function parseSocialSignInAttempt(v: unknown): SocialSignInAttempt | undefined {
  if (!isRecord(v)) return undefined;
  const { provider, state, nonce, startedAt } = v;
  if (provider !== 'google' && provider !== 'facebook') return undefined;
  if (typeof state !== 'string' || state === '' || typeof nonce !== 'string' || typeof startedAt !== 'number') return undefined;
  return { provider, state, nonce, startedAt };
}

/** Upstream stores the web-clip flag as the string '1'; our writer stores true. Anything else is 'not 1'. */
function parseWebClipFlag(v: unknown): boolean | undefined {
  if (v === true || v === 1 || v === '1') return true;
  return v === false || v === 0 || v === '0' ? false : undefined;
}

function parseDepositRemember(v: unknown): DepositRemember | undefined {
  if (!isRecord(v)) return undefined;
  const { depositType, methodCode, channelId, amount } = v;
  if (depositType !== 'FIAT' && depositType !== 'CRYPTO') return undefined;
  if (typeof methodCode !== 'string' || methodCode === '' || typeof channelId !== 'string' || channelId === '') return undefined;
  return { depositType, methodCode, channelId, amount: typeof amount === 'string' && /^\d{0,12}(\.\d{0,2})?$/.test(amount) ? amount : '' };
}

function defineKey<T>(name: string, area: StorageArea, parse: (raw: unknown) => T | undefined): StorageKey<T> {
  return { name, area, parse };
}

/** Every key the app stores. Add new ones here, never inline a storage key elsewhere. */
export const storageKeys = {
  session: defineKey('MC_SESSION_INFO', 'session', parseSession),
  /** Set when the current session is a test-play (trial) account. */
  trialUser: defineKey('MC_TRIAL_USER', 'session', asBoolean),
  /** The auth state's change-password flag: the platform demanded a new password at sign-in. */
  passwordChangeRequired: defineKey('MC_CHANGE_PASSWORD', 'session', asBoolean),
  autoLogin: defineKey('MC_AUTO_LOGIN', 'local', asBoolean),
  rememberedLogin: defineKey('MC_REMEMBERED_LOGIN', 'local', parseRememberedLogin),
  /** Agent marker: present after an agent logged in; changes where password flows return to. */
  agentMarker: defineKey('ac', 'local', asString),
  /** Merchant-facing language code (VI, EN, CN ...). */
  language: defineKey('MC_LANGUAGE', 'local', asNonEmptyString),
  announcementPopupMember: defineKey('MC_POPUP_MEMBER', 'local', parsePopupState),
  announcementPopupGuest: defineKey('MC_POPUP_GUEST', 'local', parsePopupState),
  /** The token of the session whose pending contracts were already put to the agent (once per session). */
  contractPromptsShown: defineKey('MC_CONTRACT_PROMPTED', 'session', asNonEmptyString),
  downloadBarDismissed: defineKey('MC_DOWNLOAD_BAR_DISMISSED', 'local', asBoolean),
  /** Set once the app was opened from the iOS profile's home-screen web clip (spec: the flag is '1'). */
  webClip: defineKey('MC_WEB_CLIP', 'local', parseWebClipFlag),
  lotteryFavourites: defineKey('MC_LOTTERY_FAVOURITES', 'local', parseLotteryFavourites),
  socialSignIn: defineKey('MC_SOCIAL_SIGN_IN', 'session', parseSocialSignInAttempt),
  /** This install's id, sent as loginDeviceId with every login and registration (state/device-id.ts). */
  loginDeviceId: defineKey('MC_LOGIN_DEVICE_ID', 'local', asDeviceId),
  /** The last used deposit method, channel and amount (upstream's own key name). */
  depositRemember: defineKey('depositRemember', 'local', parseDepositRemember),
} as const;

export type StorageKeyName = keyof typeof storageKeys;

/** Minimal Storage surface, so tests and non-browser runs can supply their own. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class MemoryStorage implements StorageBackend {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

const fallbacks: Record<StorageArea, MemoryStorage> = { local: new MemoryStorage(), session: new MemoryStorage() };
let overrides: Partial<Record<StorageArea, StorageBackend>> = {};

/** Tests (and embedders) swap the backends; pass {} to go back to the browser's. */
export function setStorageBackends(backends: Partial<Record<StorageArea, StorageBackend>>): void {
  overrides = backends;
}

function backend(area: StorageArea): StorageBackend {
  const override = overrides[area];
  if (override) return override;
  try {
    // Merely touching window.localStorage throws a SecurityError when storage is disabled.
    const browser = area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (browser) return browser;
  } catch {
    /* fall through to memory */
  }
  return fallbacks[area];
}

export function readStored<T>(key: StorageKey<T>): T | undefined {
  let raw: string | null;
  try {
    raw = backend(key.area).getItem(key.name);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    return key.parse(JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeStored<T>(key: StorageKey<T>, value: T): void {
  try {
    backend(key.area).setItem(key.name, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the app works on, it just forgets this value.
  }
}

export function removeStored(key: StorageKey<unknown>): void {
  try {
    backend(key.area).removeItem(key.name);
  } catch {
    /* see writeStored */
  }
}

// Conveniences for the two values read most often.

export function readSession(): SessionInfo | undefined {
  return readStored(storageKeys.session);
}

export function writeSession(session: SessionInfo): void {
  writeStored(storageKeys.session, session);
}

export function clearSession(): void {
  removeStored(storageKeys.session);
  removeStored(storageKeys.trialUser);
  forgetSessionPassword();
}

/**
 * Upstream's session password key: older versions of this app kept the typed password there for
 * the session. Never written any more (src/state/session-secret.ts keeps it in memory); only named
 * so purgeStoredSecrets can remove what an older version left.
 */
export const LEGACY_SESSION_PASSWORD_KEY = 'PSW';

/**
 * Run once at start: removes secrets older versions put in storage. A remembered login
 * that carried a password is rewritten as { userName } (or removed when it has no usable name),
 * and the session password 'PSW' goes. Returns how many entries it changed.
 */
export function purgeStoredSecrets(): number {
  let changed = 0;
  const { name, area } = storageKeys.rememberedLogin;
  try {
    const raw = backend(area).getItem(name);
    if (raw !== null) {
      let value: unknown;
      try {
        value = JSON.parse(raw) as unknown;
      } catch {
        value = undefined;
      }
      const remembered = parseRememberedLogin(value);
      const clean = remembered !== undefined && isRecord(value) && Object.keys(value).length === 1;
      if (!clean) {
        if (remembered) writeStored(storageKeys.rememberedLogin, remembered);
        else removeStored(storageKeys.rememberedLogin);
        changed += 1;
      }
    }
  } catch {
    /* storage disabled: nothing was kept either */
  }
  try {
    if (backend('session').getItem(LEGACY_SESSION_PASSWORD_KEY) !== null) {
      backend('session').removeItem(LEGACY_SESSION_PASSWORD_KEY);
      changed += 1;
    }
  } catch {
    /* see above */
  }
  return changed;
}

export function readLotteryFavourites(userName: string): string[] {
  return readStored(storageKeys.lotteryFavourites)?.[userName] ?? [];
}

export function writeLotteryFavourites(userName: string, gameIds: readonly string[]): void {
  const all = readStored(storageKeys.lotteryFavourites) ?? {};
  writeStored(storageKeys.lotteryFavourites, { ...all, [userName]: [...gameIds] });
}
