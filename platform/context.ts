// What every route needs: the database, the merchants, the key pairs, the clock and the tunables.
import type { Db } from './db/database';
import type { Merchant } from './merchants';
import type { NonceBook, PlatformKeyPair } from './crypto';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits';

export interface PlatformSettings {
  /** Session lifetime; every authenticated call slides it forward. */
  sessionTtlMs: number;
  captchaTtlMs: number;
  smsTtlMs: number;
  smsCooldownMs: number;
  /** Failed logins per account (or per typed name that matches none) after which a captcha is required. */
  captchaAfterFailures: number;
  /** Failed logins or funds-password checks per account after which the account is locked for a while. */
  guessLockAfterFailures: number;
  /** The first lock; each further failure after a lock doubles it, up to guessLockMaxMs. */
  guessLockMs: number;
  guessLockMaxMs: number;
  /** Wrong SMS codes for one number (per merchant) after which its SMS verification is locked. */
  smsLockoutAfterFailures: number;
  /** How long that lock lasts (a new code does not lift it). */
  smsLockoutMs: number;
  /** Attempts per client (IP) and window for login, SMS sending and registration (see rate-limits.ts). */
  rateLimits: RateLimits;
  /**
   * How long a free-play (trial) account lives after it is made, however active its session:
   * afterwards its sessions end and it cannot be used again (not seen upstream).
   */
  trialAccountTtlMs: number;
}

export const DEFAULT_SETTINGS: PlatformSettings = {
  sessionTtlMs: 30 * 60_000,
  captchaTtlMs: 5 * 60_000,
  smsTtlMs: 5 * 60_000,
  smsCooldownMs: 60_000,
  captchaAfterFailures: 2,
  guessLockAfterFailures: 8,
  guessLockMs: 5 * 60_000,
  guessLockMaxMs: 24 * 60 * 60_000,
  smsLockoutAfterFailures: 5,
  smsLockoutMs: 15 * 60_000,
  rateLimits: DEFAULT_RATE_LIMITS,
  trialAccountTtlMs: 24 * 60 * 60_000,
};

export interface PlatformContext {
  db: Db;
  /** Configured merchants, sorted by code. */
  merchants: readonly Merchant[];
  merchantByCode: ReadonlyMap<string, Merchant>;
  /** The default scheme's RSA-2048 key. */
  keys: PlatformKeyPair;
  /** The RSA-1024 key of every merchant on the legacy scheme (see keyPairForScheme). */
  legacyKeys: PlatformKeyPair;
  now: () => number;
  settings: PlatformSettings;
  distDir: string;
  /** Extra static sites by host name (no port) → folder, served like an artifact (see PlatformOptions.sites). */
  sites: ReadonlyMap<string, string>;
  dev: boolean;
  /** Nonces of our scheme's sealed bodies seen lately (replays are refused, crypto.ts unsealFresh). */
  nonces: NonceBook;
}

export interface UserRow {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string | null;
  mobile: string | null;
  email: string | null;
  nickname: string | null;
  payee_name: string | null;
  type: number;
  balance_cents: number;
  must_change_password: number;
  upline_id: number | null;
  affiliate_code: string | null;
  club_label: string;
  reg_date: number;
  /** When a free-play account ends (set by freePlay; null for every other account). */
  trial_expires_at: number | null;
  last_login_at: number | null;
  has_bet: number;
  head_icon: string;
  club_label_type: 'AUTO' | 'SPECIAL';
}

export interface Session {
  token: string;
  user: UserRow;
  /** The merchant the account lives on (the trial merchant for trial accounts). */
  merchantCode: string;
  expiresAt: number;
  firstTimeLogin: boolean;
}

