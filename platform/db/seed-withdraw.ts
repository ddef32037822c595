// Withdraw demo data: each merchant's withdraw rules (methods, limits, fee, service
// window, required deposit) and the wd_ accounts the withdraw specs use, one per catalogued refusal
// plus a clean one, a history of 25 withdrawals spread over the records' date tabs and an empty one.
// Every seeded movement of money posts its ledger row at the record's time, so the audit stays clean.
import { randomBytes, scryptSync } from 'node:crypto';
import type { Merchant } from '../merchants';
import { postMovement, postMovements, TX } from '../ledger';
import type { Db } from './database';

export interface WithdrawMethodRule {
  readonly methodGroupType: 'B' | 'E' | 'V';
  readonly groupId: number;
  readonly name: string;
  readonly withdrawType: 'BC' | 'EW' | 'VW';
}

export interface WithdrawRules {
  readonly methods: readonly WithdrawMethodRule[];
  readonly allowWithdraw: boolean;
  readonly minCents: number;
  readonly maxCents: number;
  /** Most withdrawals a day, and most money a day (merchant time). */
  readonly dailyMaxCount: number;
  readonly dailyMaxCents: number;
  /** The first `freePerDay` withdrawals of a day are free; later ones pay `feeBasisPoints` (100 = 1 %). */
  readonly freePerDay: number;
  readonly feeBasisPoints: number;
  /** Service window, HH:mm in the merchant's time; the same time twice means all day. */
  readonly windowFrom: string;
  readonly windowTo: string;
  readonly utcOffsetMinutes: number;
  /** Presets; with `fixedOnly` the only amounts allowed. Major units. */
  readonly fixedAmounts: readonly number[];
  readonly fixedOnly: boolean;
  readonly allowDecimal: boolean;
  /** Deposits (ledger DEPOSIT rows) a member must have made before a first withdrawal. */
  readonly requiredDepositCents: number;
  readonly maxVirtualWalletCount: number;
  readonly precautionNote: string;
  readonly urlToContact: string | null;
}

const DEMO_RULES: WithdrawRules = {
  methods: [
    { methodGroupType: 'B', groupId: 0, name: 'Bank card', withdrawType: 'BC' },
    { methodGroupType: 'E', groupId: 1, name: 'MoMo', withdrawType: 'EW' },
    { methodGroupType: 'V', groupId: 0, name: 'USDT', withdrawType: 'VW' },
  ],
  allowWithdraw: true,
  minCents: 10_000,
  maxCents: 5_000_000,
  dailyMaxCount: 5,
  dailyMaxCents: 10_000_000,
  freePerDay: 2,
  feeBasisPoints: 100,
  windowFrom: '00:00',
  windowTo: '00:00',
  utcOffsetMinutes: 420,
  fixedAmounts: [100, 200, 500, 1000, 2000],
  fixedOnly: false,
  allowDecimal: true,
  requiredDepositCents: 10_000,
  maxVirtualWalletCount: 2,
  precautionNote: 'Withdrawals are reviewed within 30 minutes. The payee name must match your bank account.',
  urlToContact: '/m/customerService',
};

// mono: bank cards only, whole amounts, a smaller range, a fee from the first withdrawal, three a day.
const MONO_RULES: WithdrawRules = {
  ...DEMO_RULES,
  methods: [{ methodGroupType: 'B', groupId: 0, name: 'Bank card', withdrawType: 'BC' }],
  minCents: 5_000,
  maxCents: 2_000_000,
  dailyMaxCount: 3,
  dailyMaxCents: 5_000_000,
  freePerDay: 0,
  feeBasisPoints: 200,
  fixedAmounts: [50, 100, 500],
  allowDecimal: false,
  requiredDepositCents: 5_000,
  maxVirtualWalletCount: 0,
  precautionNote: 'A 2% fee applies to every withdrawal.',
};

// Others (atlas): bank withdrawals are off (security settings), virtual wallets only, 09:00-21:00.
const DEFAULT_RULES: WithdrawRules = {
  ...DEMO_RULES,
  methods: [{ methodGroupType: 'V', groupId: 0, name: 'USDT', withdrawType: 'VW' }],
  windowFrom: '09:00',
  windowTo: '21:00',
};

const RULES: Readonly<Record<string, WithdrawRules>> = { demo: DEMO_RULES, mono: MONO_RULES };

const overrides = new Map<string, Partial<WithdrawRules>>();

export function withdrawRules(merchantCode: string): WithdrawRules {
  return { ...(RULES[merchantCode] ?? DEFAULT_RULES), ...overrides.get(merchantCode) };
}

/** Platform tests only: changes a merchant's rules (a closed window ...); null restores them. */
export function overrideWithdrawRules(merchantCode: string, rules: Partial<WithdrawRules> | null): void {
  if (rules === null) overrides.delete(merchantCode);
  else overrides.set(merchantCode, rules);
}

export const WITHDRAW_PASSWORD = 'Withdraw@1234';
export const WITHDRAW_FUND_PASSWORD = 'Fund1234';
const PAYEE = 'TRAN VAN BINH';

/** The wd_ accounts: what each one is for. */
export const WITHDRAW_ACCOUNTS = {
  ok: 'wd_ok',
  noinfo: 'wd_noinfo',
  nopass: 'wd_nopass',
  frozen: 'wd_frozen',
  nodeposit: 'wd_nodeposit',
  turnover: 'wd_turnover',
  promo: 'wd_promo',
  limit: 'wd_limit',
  hist: 'wd_hist',
  empty: 'wd_empty',
} as const;

/** How many withdrawals wd_hist has: 3 today, 4 yesterday, 10 over days 2-6, 8 over days 10-17. */
export const WD_HIST_COUNT = 25;

const hashes = new Map<string, string>();
function seedHash(password: string): string {
  let hash = hashes.get(password);
  if (!hash) {
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    hash = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    hashes.set(password, hash);
  }
  return hash;
}

const DAY = 86_400_000;
const SEED_EPOCH = Date.UTC(2024, 2, 1, 3, 0, 0);

/** The start of `at`'s day in the merchant's time (epoch ms). */
export function merchantDayStart(at: number, utcOffsetMinutes: number): number {
  const offset = utcOffsetMinutes * 60_000;
  return Math.floor((at + offset) / DAY) * DAY - offset;
}

export function withdrawIdFor(merchantCode: string, n: number): string {
  return `W${merchantCode.toUpperCase()}${String(n).padStart(8, '0')}`;
}

interface SeedUser {
  username: string;
  balanceCents: number;
  payee: boolean;
  fundPassword: boolean;
  mobile: string | null;
}

export function seedWithdraw(db: Db, merchant: Merchant, now: number): void {
  const code = merchant.code;
  const rules = withdrawRules(code);
  const insertUser = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, mobile, email, nickname, payee_name, fund_password_hash, type, balance_cents, reg_date)
     VALUES (?, ?, ?, ?, NULL, NULL, ?, ?, 0, ?, ?)`,
  );
  const insertCard = db.prepare('INSERT INTO bank_cards (user_id, merchant_code, bank_code, card_number, payee_name, created_at, frozen) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertWallet = db.prepare('INSERT INTO withdraw_wallets (user_id, merchant_code, kind, group_id, name, address, frozen, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)');
  const insertTurnover = db.prepare('INSERT INTO withdraw_turnover (user_id, source, game_type, required_cents, actual_cents) VALUES (?, ?, ?, ?, ?)');
  const regDate = SEED_EPOCH - 60 * DAY;
  let cardSerial = 0;
  const user = (u: SeedUser): number =>
    Number(insertUser.run(code, u.username, seedHash(WITHDRAW_PASSWORD), u.mobile, u.payee ? PAYEE : null, u.fundPassword ? seedHash(WITHDRAW_FUND_PASSWORD) : null, u.balanceCents, regDate).lastInsertRowid);
  const card = (userId: number, bankCode: string, frozen = false): void => {
    cardSerial += 1;
    insertCard.run(userId, code, bankCode, `97041100${String(cardSerial).padStart(8, '0')}`, PAYEE, SEED_EPOCH, frozen ? 1 : 0);
  };
  const deposit = (userId: number, cents: number): void => {
    postMovement(db, { userId, merchantCode: code, txType: TX.DEPOSIT, amountCents: cents, refKind: 'seed', refId: 'withdraw-seed', remark: 'seeded deposit', at: SEED_EPOCH + 3_600_000 });
  };
  const ready = (username: string, extra: Partial<SeedUser> = {}): number => {
    const id = user({ username, balanceCents: 400_000, payee: true, fundPassword: true, mobile: null, ...extra });
    card(id, 'VCB');
    deposit(id, 100_000);
    return id;
  };

  const ok = ready(WITHDRAW_ACCOUNTS.ok);
  insertTurnover.run(ok, 'deposit', 'SLOT', 100_000, 150_000);
  if (rules.methods.some((m) => m.methodGroupType === 'E')) insertWallet.run(ok, code, 'E', 1, 'MoMo', '0909****321', SEED_EPOCH);
  if (rules.methods.some((m) => m.methodGroupType === 'V')) insertWallet.run(ok, code, 'V', 0, 'USDT (TRC20)', 'TQ7x****9kPz', SEED_EPOCH);

  ready(WITHDRAW_ACCOUNTS.noinfo, { payee: false });
  ready(WITHDRAW_ACCOUNTS.nopass, { fundPassword: false });

  const frozen = user({ username: WITHDRAW_ACCOUNTS.frozen, balanceCents: 400_000, payee: true, fundPassword: true, mobile: null });
  card(frozen, 'ACB', true);
  card(frozen, 'VCB');
  deposit(frozen, 100_000);

  const nodeposit = user({ username: WITHDRAW_ACCOUNTS.nodeposit, balanceCents: 200_000, payee: true, fundPassword: true, mobile: null });
  card(nodeposit, 'VCB');

  const turnover = ready(WITHDRAW_ACCOUNTS.turnover);
  insertTurnover.run(turnover, 'deposit', 'SLOT', 200_000, 50_000);
  insertTurnover.run(turnover, 'deposit', 'LIVE', 100_000, 100_000);

  const promo = ready(WITHDRAW_ACCOUNTS.promo);
  insertTurnover.run(promo, 'promotion', 'SPORT', 300_000, 120_000);

  // wd_limit has used up today's count (times spread over today before now).
  const limit = ready(WITHDRAW_ACCOUNTS.limit, { balanceCents: 2_000_000 });
  const today = merchantDayStart(now, rules.utcOffsetMinutes);
  let serial = 0;
  const withdrawal = (userId: number, at: number, amountCents: number, feeCents: number, state: 1 | 2 | 3): void => {
    serial += 1;
    const withdrawId = withdrawIdFor(code, serial);
    db.prepare(
      `INSERT INTO withdrawals (withdraw_id, user_id, merchant_code, withdraw_type, bank_card_id, account_label, amount_cents, fee_cents, state, remark, created_at, updated_at)
       VALUES (?, ?, ?, 'BC', NULL, 'Vietcombank **** 0001', ?, ?, ?, ?, ?, ?)`,
    ).run(withdrawId, userId, code, amountCents, feeCents, state, state === 3 ? 'Payee name does not match the bank account.' : null, at, at);
    const legs = [{ userId, merchantCode: code, txType: TX.WITHDRAW, amountCents: -amountCents, refKind: 'withdraw', refId: withdrawId, at }];
    if (feeCents > 0) legs.push({ userId, merchantCode: code, txType: TX.WITHDRAW_FEE, amountCents: -feeCents, refKind: 'withdraw', refId: withdrawId, at });
    postMovements(db, legs);
    if (state === 3) {
      const back = Math.min(at + 60_000, now);
      postMovement(db, { userId, merchantCode: code, txType: TX.WITHDRAW_RETURNED, amountCents: amountCents + feeCents, refKind: 'withdraw', refId: withdrawId, at: back });
    }
  };
  for (let i = 0; i < rules.dailyMaxCount; i += 1) {
    withdrawal(limit, today + Math.floor(((now - today) * (i + 1)) / (rules.dailyMaxCount + 2)), rules.minCents, 0, 1);
  }

  // wd_hist: 25 withdrawals over the date tabs, states cycling approved, approved, rejected, pending.
  const hist = user({ username: WITHDRAW_ACCOUNTS.hist, balanceCents: 10_000_000, payee: true, fundPassword: true, mobile: null });
  card(hist, 'VCB');
  deposit(hist, 100_000);
  const times: number[] = [];
  // Today's three fall in the last hour (never before the merchant's day began), so they are also
  // today on a phone whose clock is in another zone than the merchant's (the record tabs count days
  // on the device).
  const lastHour = Math.min(now - today, 3_600_000);
  for (let i = 0; i < 3; i += 1) times.push(now - Math.floor((lastHour * (i + 1)) / 4));
  for (let i = 0; i < 4; i += 1) times.push(today - DAY + 3_600_000 * (2 + i * 5));
  for (let d = 2; d <= 6; d += 1) for (let i = 0; i < 2; i += 1) times.push(today - d * DAY + 3_600_000 * (8 + i * 6));
  for (let d = 10; d < 18; d += 1) times.push(today - d * DAY + 3_600_000 * 12);
  const states: readonly (1 | 2 | 3)[] = [2, 2, 3, 1];
  times
    .sort((a, b) => a - b)
    .forEach((at, i) => {
      const amountCents = 10_000 + ((i * 3_750) % 90_000);
      const feeCents = i % 3 === 0 ? Math.round((amountCents * rules.feeBasisPoints) / 10_000) : 0;
      withdrawal(hist, at, amountCents, feeCents, states[i % states.length] ?? 2);
    });

  user({ username: WITHDRAW_ACCOUNTS.empty, balanceCents: 50_000, payee: true, fundPassword: true, mobile: null });
}
