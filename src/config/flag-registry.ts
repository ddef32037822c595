// Every feature flag, module id and promotion key the spec names: the one source the
// merchant schema's `features` block and the typed `flag()` lookup are derived from.

export type FlagKind = 'flag' | 'module' | 'promo' | 'setting';

export interface FlagDefinition {
  readonly kind: FlagKind;
  /** What turning it on does, in the product's words (becomes the schema description). */
  readonly meaning: string;
  readonly default: boolean;
}

export const FLAG_REGISTRY = {
  // Registration and sign-in (spec section 6)
  DIRECTREG3: { kind: 'flag', meaning: 'Show the register button in the logged-out header (direct registration).', default: true },
  USERNAMEREG3: { kind: 'flag', meaning: 'Allow registration with a username (username tab).', default: true },
  MOBILENUMREG3: { kind: 'flag', meaning: 'Allow registration with a mobile number (mobile tab; default tab when username registration is off).', default: false },
  REGMOBVERF3: { kind: 'flag', meaning: 'Username registration also asks for an SMS verification code.', default: false },
  MOBILENUMPASSREG3: { kind: 'flag', meaning: 'Mobile registration also asks for a password.', default: false },
  CHNGPASSVERIF3: { kind: 'flag', meaning: 'Forgot password offers the phone/email toggle (phone by default); otherwise email only.', default: false },
  MOBILEVERCODELOGIN3: { kind: 'flag', meaning: 'Login offers the mobile verification-code tab.', default: false },
  FACEBOOKLOGIN3: { kind: 'flag', meaning: 'Login shows the Facebook sign-in icon.', default: false },
  GOOGLELOGIN3: { kind: 'flag', meaning: 'Login shows the Google sign-in icon.', default: false },
  // Member centre entries (spec section 6)
  TRANSREC3: { kind: 'flag', meaning: 'Show the transaction (account) record, and the agent transaction record for agents.', default: true },
  DEPRECM3: { kind: 'flag', meaning: 'Show deposit records in the member centre.', default: true },
  WITHREC3: { kind: 'flag', meaning: 'Show withdrawal records in the member centre.', default: true },
  PERSREP: { kind: 'flag', meaning: 'Show the personal report (profit and loss) entry.', default: true },
  REWCEN3: { kind: 'flag', meaning: 'Show the reward centre.', default: true },
  MANPLAYREB3: { kind: 'flag', meaning: 'Show manual rebate for players.', default: false },
  PLYRBT: { kind: 'flag', meaning: 'Show the player rebate report (my rebate).', default: false },
  MAILCEN: { kind: 'flag', meaning: 'Show the message centre with its unread badge.', default: true },
  AGETRANSFERUP3: { kind: 'flag', meaning: 'Allow transfer to upline (also needs a toUpline value and a type other than 2).', default: false },
  // Promotion keys
  REFERRAL: { kind: 'promo', meaning: 'The invite-friends (referral) promotion is enabled.', default: false },
  MISSION: { kind: 'promo', meaning: 'The mission activity (leader board) promotion is enabled.', default: false },
  // Module ids (spec section 3)
  COMM3: { kind: 'module', meaning: 'Commission module.', default: true },
  FUNDTRANS3: { kind: 'module', meaning: 'Fund transfer module.', default: true },
  AGEANNOUNCE3: { kind: 'module', meaning: 'Agent announcements module.', default: true },
  MEMTRANS3: { kind: 'module', meaning: 'Member transaction module.', default: true },
  PERSPNL3: { kind: 'module', meaning: 'Personal profit and loss module.', default: true },
  AGEINFO3: { kind: 'module', meaning: 'Agent information module.', default: true },
  AGEDOWNMAN3: { kind: 'module', meaning: 'Agent downline management module.', default: true },
  REG3: { kind: 'module', meaning: 'Registration module.', default: true },
  CAPTCHA3: { kind: 'module', meaning: 'Image captcha module.', default: true },
  FREEPLAY3: { kind: 'module', meaning: 'Free trial (test play) module.', default: true },
  // Settings that behave as flags
  DIVIDEND: { kind: 'setting', meaning: 'Dividends are enabled (agent dividends page and footer entry).', default: true },
} as const satisfies Record<string, FlagDefinition>;

export type FlagKey = keyof typeof FLAG_REGISTRY;

export const FLAG_KEYS = Object.keys(FLAG_REGISTRY) as FlagKey[];

export function isFlagKey(key: string): key is FlagKey {
  return Object.prototype.hasOwnProperty.call(FLAG_REGISTRY, key);
}
