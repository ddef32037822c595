// Deposit seed: per merchant its payment methods and channels, deposit promotions and
// settings, and the deposit test accounts (prefixed dep_). demo has many fiat methods (more than
// the six the list shows before "show more"), crypto, fixed-only presets and two promotions; mono
// has two fiat methods and no promotion; atlas fiat and crypto with one promotion. dep_hist holds
// 23 deposits spread over today, yesterday, the last 7 days and older, in every state; its
// successful ones post their ledger rows at their own time, so the audit stays clean.
import type { Merchant } from '../merchants';
import { ledgerKey, postMovement, TX } from '../ledger';
import type { Db } from './database';

/** Deposit test accounts; they share demo01's password so the seed needs no new hash. */
export const DEPOSIT_ACCOUNTS = [
  { username: 'dep_hist', password: 'Demo@1234', note: '23 deposits over today, yesterday, the last 7 days and older, in every state' },
  { username: 'dep_new', password: 'Demo@1234', note: 'no deposits (the records empty state)' },
  { username: 'dep_flow', password: 'Demo@1234', note: 'balance 1,000.00, no deposits: the deposit flow e2e' },
] as const;

const SEED_EPOCH = Date.UTC(2024, 0, 15, 3, 0, 0);
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** An order expires this long after it was made (upstream countDownTime default). */
export const DEPOSIT_EXPIRY_MS = 1800 * 1000;

interface SeedChannel {
  vendorId: string;
  vendorName: string;
  min: number;
  max: number;
  fixAmounts?: number[];
  fixAmountOnly?: boolean;
  reimbursementPct?: number;
  maxReimbursement?: number;
  chargePct?: number;
  confirmationRequired?: boolean;
  crypto?: boolean;
  currencyRate?: number;
  recommendation?: boolean;
  bank: string;
  account: string;
  name: string;
}

interface SeedMethod {
  code: string;
  type: 'FIAT' | 'CRYPTO';
  label: string;
  recommendation?: boolean;
  channels: SeedChannel[];
}

const bank = (code: string, n: number): Pick<SeedChannel, 'bank' | 'account' | 'name'> => ({ bank: code, account: `9704 ${String(1000 + n)} ${String(5000 + n * 7)} ${String(2000 + n * 3)}`, name: 'CONG TY LOBBY DEMO' });

function methodsOf(code: string): SeedMethod[] {
  const usdt: SeedMethod = {
    code: 'USDT',
    type: 'CRYPTO',
    label: 'USDT',
    channels: [
      {
        vendorId: `${code.toUpperCase()}-USDT-TRC20`,
        vendorName: 'USDT TRC20',
        min: 100,
        max: 100_000,
        confirmationRequired: true,
        crypto: true,
        currencyRate: code === 'atlas' ? 1 : 25,
        reimbursementPct: 1,
        maxReimbursement: 500,
        bank: 'TRC20',
        account: 'TQ7n1wWq9uVxq3JxJ8d2bM6yYc1Lw3Kp9Z',
        name: 'Lobby USDT wallet',
      },
    ],
  };
  if (code === 'mono') {
    return [
      { code: 'MT', type: 'FIAT', label: 'Chuyển khoản ngân hàng', recommendation: true, channels: [{ vendorId: 'MONO-VCB', vendorName: 'Vietcombank', min: 100, max: 20_000, ...bank('VCB', 1) }] },
      { code: 'PAYID', type: 'FIAT', label: 'PayID', channels: [{ vendorId: 'MONO-PAYID', vendorName: 'PayID', min: 200, max: 10_000, fixAmounts: [200, 500, 1000], ...bank('PAYID', 2) }] },
    ];
  }
  if (code === 'atlas') {
    return [
      { code: 'MT', type: 'FIAT', label: 'Bank transfer', recommendation: true, channels: [{ vendorId: 'ATLAS-BANK', vendorName: 'Atlas Bank', min: 20, max: 5000, reimbursementPct: 0.5, maxReimbursement: 50, ...bank('ATB', 3) }] },
      { code: 'MT4', type: 'FIAT', label: 'E-wallet', channels: [{ vendorId: 'ATLAS-EW', vendorName: 'Atlas Pay', min: 10, max: 1000, fixAmounts: [10, 50, 100, 500], fixAmountOnly: true, ...bank('APAY', 4) }] },
      usdt,
    ];
  }
  // demo, and any other merchant: the full set.
  return [
    {
      code: 'MT',
      type: 'FIAT',
      label: 'Chuyển khoản ngân hàng',
      recommendation: true,
      channels: [
        { vendorId: 'DEMO-VCB', vendorName: 'Vietcombank', min: 50, max: 50_000, reimbursementPct: 1, maxReimbursement: 200, recommendation: true, ...bank('VCB', 5) },
        { vendorId: 'DEMO-TCB', vendorName: 'Techcombank', min: 100, max: 30_000, ...bank('TCB', 6) },
      ],
    },
    { code: 'MT4', type: 'FIAT', label: 'Ví MoMo', channels: [{ vendorId: 'DEMO-MOMO', vendorName: 'MoMo', min: 100, max: 5000, fixAmounts: [100, 200, 500, 1000], fixAmountOnly: true, reimbursementPct: 2, maxReimbursement: 50, ...bank('MOMO', 7) }] },
    { code: 'PAYID', type: 'FIAT', label: 'PayID', channels: [{ vendorId: 'DEMO-PAYID', vendorName: 'PayID', min: 100, max: 20_000, ...bank('PAYID', 8) }] },
    { code: 'MAQR', type: 'FIAT', label: 'QR ngân hàng', channels: [{ vendorId: 'DEMO-MAQR', vendorName: 'VietQR', min: 50, max: 10_000, chargePct: 1, ...bank('VQR', 9) }] },
    { code: 'MWQR', type: 'FIAT', label: 'QR ví điện tử', channels: [{ vendorId: 'DEMO-MWQR', vendorName: 'ZaloPay QR', min: 50, max: 10_000, ...bank('ZLP', 10) }] },
    { code: 'PG', type: 'FIAT', label: 'Cổng thanh toán', channels: [{ vendorId: 'DEMO-PG', vendorName: 'Lobby Pay', min: 100, max: 50_000, reimbursementPct: 3, maxReimbursement: 300, ...bank('LPG', 11) }] },
    { code: 'GCASH', type: 'FIAT', label: 'GCash', channels: [{ vendorId: 'DEMO-GCASH', vendorName: 'GCash', min: 100, max: 5000, ...bank('GCASH', 12) }] },
    { code: 'MT2', type: 'FIAT', label: 'Chuyển khoản nhanh', channels: [{ vendorId: 'DEMO-NAPAS', vendorName: 'Napas 247', min: 100, max: 30_000, confirmationRequired: true, ...bank('NAPAS', 13) }] },
    usdt,
  ];
}

function promotionsOf(code: string): [string, number, number, number][] {
  // [name, bonus %, max bonus, min deposit]
  if (code === 'mono') return [];
  if (code === 'atlas') return [['Reload bonus 5%', 5, 100, 20]];
  return [
    ['Thưởng nạp lần đầu 100%', 100, 1000, 100],
    ['Nạp lại mỗi ngày 10%', 10, 500, 50],
  ];
}

const cents = (amount: number) => Math.round(amount * 100);

/** The default presets of channels without their own. */
export const DEFAULT_FIXED_AMOUNTS = [100, 200, 500, 1000, 2000, 5000];

export function seedDeposits(db: Db, merchant: Merchant, hashes: Map<string, string>, now: number): void {
  const code = merchant.code;
  const methods = methodsOf(code);
  const insertMethod = db.prepare('INSERT INTO deposit_methods (merchant_code, code, deposit_type, label, icon, fiat_seq, crypto_seq, recommendation) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const insertChannel = db.prepare(
    `INSERT INTO deposit_channels (merchant_code, method_code, vendor_id, vendor_name, min_cents, max_cents, fix_amounts, fix_amount_only, reimbursement_pct,
       max_reimbursement_cents, customer_charge_pct, confirmation_required, bank_list_type, currency_rate, recommendation, receive_bank, receive_account, receive_name, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let sort = 0;
  methods.forEach((m, i) => {
    insertMethod.run(code, m.code, m.type, m.label, m.code.toLowerCase(), m.type === 'FIAT' ? i + 1 : 0, m.type === 'CRYPTO' ? i + 1 : 0, m.recommendation ? 1 : 0);
    for (const c of m.channels) {
      sort += 1;
      insertChannel.run(
        code,
        m.code,
        c.vendorId,
        c.vendorName,
        cents(c.min),
        cents(c.max),
        JSON.stringify(c.fixAmounts ?? []),
        c.fixAmountOnly ? 1 : 0,
        c.reimbursementPct ?? 0,
        cents(c.maxReimbursement ?? 0),
        c.chargePct ?? 0,
        c.confirmationRequired ? 1 : 0,
        c.crypto ? 'VIRTUAL' : 'NORMAL',
        c.currencyRate ?? 1,
        c.recommendation ? 1 : 0,
        c.bank,
        c.account,
        c.name,
        sort,
      );
    }
  });
  const insertPromotion = db.prepare('INSERT INTO deposit_promotions (merchant_code, name, bonus_pct, max_bonus_cents, min_deposit_cents, sort) VALUES (?, ?, ?, ?, ?, ?)');
  promotionsOf(code).forEach(([name, pct, max, min], i) => insertPromotion.run(code, name, pct, cents(max), cents(min), i));
  // demo serves all day (the deposit e2e needs a deterministic clock-free flow); the others keep upstream's 08:00–23:00.
  db.prepare('INSERT INTO deposit_settings (merchant_code, allow_deposit, service_from, service_to, utc_offset_minutes, fixed_amounts) VALUES (?, 1, ?, ?, 420, ?)').run(
    code,
    code === 'demo' ? '00:00' : '08:00',
    code === 'demo' ? '00:00' : '23:00',
    JSON.stringify(DEFAULT_FIXED_AMOUNTS),
  );

  const insertUser = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, mobile, email, nickname, type, balance_cents, club_label, club_label_type, reg_date)
     VALUES (?, ?, ?, NULL, NULL, NULL, 0, ?, 'VIP0', 'AUTO', ?)`,
  );
  const hash = hashes.get('Demo@1234') ?? null;
  const histId = Number(insertUser.run(code, 'dep_hist', hash, 0, SEED_EPOCH).lastInsertRowid);
  insertUser.run(code, 'dep_new', hash, 0, SEED_EPOCH);
  insertUser.run(code, 'dep_flow', hash, 100_000, SEED_EPOCH);
  seedHistory(db, code, histId, methods, now);
}

/** [age in ms before now, state, acceleration] — oldest last; pending ones are younger than the expiry. */
function historyPlan(): [number, number, 'NA' | 'AC'][] {
  const plan: [number, number, 'NA' | 'AC'][] = [
    // today (minutes ago, so they stay today except in the first minutes after midnight)
    [1 * MINUTE, 4, 'NA'],
    [2 * MINUTE, 5, 'NA'],
    [3 * MINUTE, 5, 'AC'],
    [4 * MINUTE, 3, 'NA'],
    [5 * MINUTE, 6, 'NA'],
    // yesterday
    [DAY + 1 * HOUR, 3, 'NA'],
    [DAY + 2 * HOUR, 2, 'NA'],
    [DAY + 3 * HOUR, 7, 'NA'],
    [DAY + 4 * HOUR, 3, 'NA'],
  ];
  // two to six days ago
  const states = [3, 6, 3, 7, 3, 2, 3, 5];
  states.forEach((s, i) => plan.push([(2 + (i % 5)) * DAY + (i + 1) * HOUR, s, 'NA']));
  // older than a week
  [3, 3, 6, 7, 3, 2].forEach((s, i) => plan.push([(10 + i * 6) * DAY, s, 'NA']));
  return plan;
}

function seedHistory(db: Db, code: string, userId: number, methods: SeedMethod[], now: number): void {
  const promotions = db.prepare('SELECT id, name, bonus_pct FROM deposit_promotions WHERE merchant_code = ? ORDER BY sort').all(code) as { id: number; name: string; bonus_pct: number }[];
  const channels = methods.flatMap((m) => m.channels.map((c) => ({ method: m, channel: c })));
  const insert = db.prepare(
    `INSERT INTO deposits (deposit_id, user_id, merchant_code, deposit_type, method_code, channel_id, requested_cents, amount_cents, charge_cents, reimbursement_cents,
       bonus_cents, promotion_id, promotion_name, ref_code, state, acceleration_status, created_at, expires_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Oldest first, so each ledger row's balance_after follows from the one before.
  const plan = historyPlan().sort((a, b) => b[0] - a[0]);
  plan.forEach(([age, state, acceleration], i) => {
    const at = now - age;
    const pick = channels[i % channels.length];
    if (!pick) return;
    const requested = cents(Math.max(pick.channel.min, Math.min(pick.channel.max, (pick.channel.fixAmounts?.[i % pick.channel.fixAmounts.length] ?? 100 + i * 50))));
    const charge = Math.round((requested * (pick.channel.chargePct ?? 0)) / 100);
    const promotion = i % 4 === 0 ? promotions[i % Math.max(1, promotions.length)] : undefined;
    const bonus = promotion ? Math.round((requested * promotion.bonus_pct) / 100 / 10) : 0;
    const credited = state === 3 ? requested - charge : 0;
    const depositId = `D${code.toUpperCase()}${String(i + 1).padStart(6, '0')}`;
    insert.run(
      depositId,
      userId,
      code,
      pick.method.type,
      pick.method.code,
      pick.channel.vendorId,
      requested,
      credited,
      charge,
      0,
      state === 3 ? bonus : 0,
      promotion?.id ?? null,
      promotion?.name ?? null,
      `R${String(100_000 + i * 7919).slice(-6)}`,
      state,
      acceleration,
      at,
      at + DEPOSIT_EXPIRY_MS,
      at,
    );
    if (state === 3) {
      postMovement(db, { userId, merchantCode: code, txType: TX.DEPOSIT, amountCents: credited, refKind: 'deposit', refId: depositId, key: ledgerKey('deposit', depositId), at });
      if (bonus > 0) postMovement(db, { userId, merchantCode: code, txType: TX.DEPOSIT_BONUS, amountCents: bonus, refKind: 'deposit', refId: depositId, key: ledgerKey('deposit-bonus', depositId), at });
    }
  });
}
