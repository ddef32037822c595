// Security-centre demo data per merchant: the banks a card can be bound at, the card limit and
// whether bank cards are open at all (the withdraw settings allowWithdraw and
// normalBankWithdrawalSwitch), and the sec_ accounts the security specs use (one with nothing set,
// one with a funds password, a payee name, an e-mail and a card).
import { randomBytes, scryptSync } from 'node:crypto';
import type { Merchant } from '../merchants';
import type { Db } from './database';

export interface SecurityBank {
  readonly bankCode: string;
  readonly bankName: string;
}

export interface SecuritySettings {
  readonly banks: readonly SecurityBank[];
  readonly maxCardCount: number;
  readonly allowWithdraw: 'Y' | 'N';
  readonly normalBankWithdrawalSwitch: 'Y' | 'N';
}

const VN_BANKS: readonly SecurityBank[] = [
  { bankCode: 'VCB', bankName: 'Vietcombank' },
  { bankCode: 'TCB', bankName: 'Techcombank' },
  { bankCode: 'ACB', bankName: 'ACB' },
  { bankCode: 'BIDV', bankName: 'BIDV' },
  { bankCode: 'MB', bankName: 'MB Bank' },
];

// demo: the full case; mono: three banks and a single card (the limit is easy to reach); atlas: bank
// withdrawals switched off, so the bank card entry is hidden and the calls refuse.
const SETTINGS: Readonly<Record<string, SecuritySettings>> = {
  demo: { banks: VN_BANKS, maxCardCount: 3, allowWithdraw: 'Y', normalBankWithdrawalSwitch: 'Y' },
  mono: {
    banks: [
      { bankCode: 'VCB', bankName: 'Vietcombank' },
      { bankCode: 'VTB', bankName: 'VietinBank' },
      { bankCode: 'AGR', bankName: 'Agribank' },
    ],
    maxCardCount: 1,
    allowWithdraw: 'Y',
    normalBankWithdrawalSwitch: 'Y',
  },
};
const DEFAULT_SETTINGS: SecuritySettings = { banks: VN_BANKS, maxCardCount: 3, allowWithdraw: 'Y', normalBankWithdrawalSwitch: 'N' };

export function securitySettings(merchantCode: string): SecuritySettings {
  return SETTINGS[merchantCode] ?? DEFAULT_SETTINGS;
}

export const SECURITY_ACCOUNTS = {
  fresh: { username: 'sec_fresh', password: 'Secure@1234', mobile: '0907000001' },
  card: {
    username: 'sec_card',
    password: 'Secure@1234',
    mobile: '0907000002',
    email: 'sec_card@example.com',
    fundPassword: 'Fund1234',
    payeeName: 'NGUYEN VAN AN',
    cardNumber: '9704000011112222',
    bankCode: 'VCB',
  },
} as const;

// The seed runs synchronously inside its transaction, so these hashes are made with scryptSync in
// the same format as passwords.ts (verifyPassword reads them). Cached: every merchant and every
// reset reuses them.
const hashes = new Map<string, string>();
export function seedHash(password: string): string {
  let hash = hashes.get(password);
  if (!hash) {
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    hash = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    hashes.set(password, hash);
  }
  return hash;
}

/** Fixed instant so the seed is identical on every run. */
const SEED_EPOCH = Date.UTC(2024, 0, 20, 3, 0, 0);

export function seedSecurity(db: Db, merchant: Merchant): void {
  const code = merchant.code;
  const insertUser = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, mobile, email, nickname, payee_name, fund_password_hash, type, balance_cents, reg_date)
     VALUES (?, ?, ?, ?, ?, NULL, ?, ?, 0, 100000, ?)`,
  );
  const { fresh, card } = SECURITY_ACCOUNTS;
  insertUser.run(code, fresh.username, seedHash(fresh.password), fresh.mobile, null, null, null, SEED_EPOCH);
  const cardUser = insertUser.run(code, card.username, seedHash(card.password), card.mobile, card.email, card.payeeName, seedHash(card.fundPassword), SEED_EPOCH).lastInsertRowid;
  if (securitySettings(code).normalBankWithdrawalSwitch === 'Y') {
    db.prepare('INSERT INTO bank_cards (user_id, merchant_code, bank_code, card_number, payee_name, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      cardUser,
      code,
      card.bankCode,
      card.cardNumber,
      card.payeeName,
      SEED_EPOCH,
    );
  }
}
