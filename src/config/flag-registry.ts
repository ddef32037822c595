// Every feature flag, module id and promotion key the spec names: the one source the
// merchant schema's `features` block and the typed `flag()` lookup are derived from. What each
// one means lives beside it in flag-meanings.ts, which only the schema generator reads, so the
// descriptions stay out of the browser's first load.

export type FlagKind = 'flag' | 'module' | 'promo' | 'setting';

export interface FlagDefinition {
  readonly kind: FlagKind;
  readonly default: boolean;
}

export const FLAG_REGISTRY = {
  // Registration and sign-in (spec section 6)
  DIRECTREG3: { kind: 'flag', default: true },
  USERNAMEREG3: { kind: 'flag', default: true },
  MOBILENUMREG3: { kind: 'flag', default: false },
  REGMOBVERF3: { kind: 'flag', default: false },
  MOBILENUMPASSREG3: { kind: 'flag', default: false },
  CHNGPASSVERIF3: { kind: 'flag', default: false },
  MOBILEVERCODELOGIN3: { kind: 'flag', default: false },
  FACEBOOKLOGIN3: { kind: 'flag', default: false },
  GOOGLELOGIN3: { kind: 'flag', default: false },
  // Member centre entries (spec section 6)
  TRANSREC3: { kind: 'flag', default: true },
  DEPRECM3: { kind: 'flag', default: true },
  WITHREC3: { kind: 'flag', default: true },
  PERSREP: { kind: 'flag', default: true },
  REWCEN3: { kind: 'flag', default: true },
  MANPLAYREB3: { kind: 'flag', default: false },
  PLYRBT: { kind: 'flag', default: false },
  MAILCEN: { kind: 'flag', default: true },
  AGETRANSFERUP3: { kind: 'flag', default: false },
  FEEDBACK3: { kind: 'flag', default: false },
  // Member centre: VIP label, agent block, the base template's extra entries
  MEMCLUB3: { kind: 'flag', default: false },
  HIAGECEN3: { kind: 'flag', default: false },
  CUSTOMERSERVICE3: { kind: 'flag', default: true },
  BINDCARDENTRANCE3: { kind: 'flag', default: false },
  PTSYS3: { kind: 'flag', default: false },
  CREDITMAR3: { kind: 'flag', default: false },
  NICKNAMEUPD3: { kind: 'setting', default: true },
  // Message centre (upstream facts §3): its tabs and replying
  INBOX3: { kind: 'flag', default: true },
  OUTBOX3: { kind: 'flag', default: true },
  SENDMAIL3: { kind: 'flag', default: true },
  // Promotion keys
  REFERRAL: { kind: 'promo', default: false },
  MISSION: { kind: 'promo', default: false },
  // Module ids (spec section 3)
  COMM3: { kind: 'module', default: true },
  FUNDTRANS3: { kind: 'module', default: true },
  AGEANNOUNCE3: { kind: 'module', default: true },
  MEMTRANS3: { kind: 'module', default: true },
  PERSPNL3: { kind: 'module', default: true },
  AGEINFO3: { kind: 'module', default: true },
  AGEDOWNMAN3: { kind: 'module', default: true },
  REG3: { kind: 'module', default: true },
  CAPTCHA3: { kind: 'module', default: true },
  FREEPLAY3: { kind: 'module', default: true },
  // Settings that behave as flags
  DIVIDEND: { kind: 'setting', default: true },
  // Deposit: the receipt's reference input and slip upload
  DPSTMTRMK3: { kind: 'module', default: false },
  DEPUPDATEREM3: { kind: 'module', default: false },
  // Withdraw: the funds password on a withdrawal, and its 'forgot' link
  WDRAWNOPASSVERIF3: { kind: 'flag', default: false },
  RESPAYPASS3: { kind: 'flag', default: true },
  // Team pages: an agent may promote a direct downline to agent
  AGEPROMOTE3: { kind: 'flag', default: false },
  // Red envelope rain: the agent menu's multi-downline transfer
  AGENTRANSMULTDOWN3: { kind: 'module', default: false },
  // White-label module ids of the member and agent menus (upstream facts §1) that gate a route:
  // whitelabelVal reports them, so a module the platform switches off refuses its route.
  AGEPAG: { kind: 'module', default: true },
  REGCEN: { kind: 'module', default: true },
  DOWNMAN: { kind: 'module', default: true },
  GAMSER: { kind: 'module', default: true },
  TEAMBETTING3: { kind: 'module', default: true },
  AGETEAMPNL3: { kind: 'module', default: true },
  AGEREBINC3: { kind: 'module', default: true },
  NOTICE: { kind: 'module', default: true },
  SECPRIV: { kind: 'module', default: true },
  MYACC: { kind: 'module', default: true },
  TRANSBETREPMEM3: { kind: 'module', default: true },
} as const satisfies Record<string, FlagDefinition>;

export type FlagKey = keyof typeof FLAG_REGISTRY;

export const FLAG_KEYS = Object.keys(FLAG_REGISTRY) as FlagKey[];

export function isFlagKey(key: string): key is FlagKey {
  return Object.prototype.hasOwnProperty.call(FLAG_REGISTRY, key);
}
