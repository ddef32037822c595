// Deposit's rows and every statement the deposit endpoints and staff decisions run: methods and
// channels, presets and promotions, the merchant's deposit settings and the members' orders.
import type { Db } from '../db/database';

export interface DepositMethodRow {
  code: string;
  deposit_type: 'FIAT' | 'CRYPTO';
  label: string;
  icon: string;
  fiat_seq: number;
  crypto_seq: number;
  recommendation: number;
}

export interface DepositChannelRow {
  method_code: string;
  vendor_id: string;
  vendor_name: string;
  min_cents: number;
  max_cents: number;
  fix_amounts: string;
  fix_amount_only: number;
  reimbursement_pct: number;
  max_reimbursement_cents: number;
  customer_charge_pct: number;
  confirmation_required: number;
  bank_list_type: 'NORMAL' | 'VIRTUAL';
  currency_rate: number;
  recommendation: number;
  receive_bank: string;
  receive_account: string;
  receive_name: string;
}

export interface DepositSettingsRow {
  allow_deposit: number;
  service_from: string;
  service_to: string;
  utc_offset_minutes: number;
  fixed_amounts: string;
}

export interface DepositPromotionRow {
  id: number;
  name: string;
  bonus_pct: number;
  max_bonus_cents: number;
  min_deposit_cents: number;
}

export interface DepositRow {
  id: number;
  deposit_id: string;
  user_id: number;
  merchant_code: string;
  deposit_type: 'FIAT' | 'CRYPTO';
  method_code: string;
  channel_id: string;
  requested_cents: number;
  amount_cents: number;
  charge_cents: number;
  reimbursement_cents: number;
  bonus_cents: number;
  promotion_id: number | null;
  promotion_name: string | null;
  ref_code: string | null;
  reference_no: string | null;
  slip_path: string | null;
  slip_bytes: number;
  state: number;
  acceleration_status: 'NA' | 'MA' | 'AC';
  idempotency_key: string | null;
  created_at: number;
  expires_at: number;
  updated_at: number;
}

/** A new order, as the member placed it (amount_cents stays 0 until staff approve it). */
export interface NewDeposit {
  depositId: string;
  userId: number;
  merchantCode: string;
  depositType: 'FIAT' | 'CRYPTO';
  methodCode: string;
  channelId: string;
  requestedCents: number;
  chargeCents: number;
  reimbursementCents: number;
  bonusCents: number;
  promotionId: number | null;
  promotionName: string | null;
  refCode: string;
  state: number;
  idempotencyKey: string;
  createdAt: number;
  expiresAt: number;
}

export interface DepositReportFilter {
  userId: number;
  from: number;
  to: number;
  state?: number;
  depositType?: string;
}

export function settingsRow(db: Db, merchantCode: string): DepositSettingsRow | undefined {
  return db.prepare('SELECT * FROM deposit_settings WHERE merchant_code = ?').get(merchantCode) as DepositSettingsRow | undefined;
}

/** Staff's switch and service hours; the merchant's time zone and presets stay as they are. */
export function saveSettings(db: Db, merchantCode: string, settings: DepositSettingsRow): void {
  db.prepare(
    `INSERT INTO deposit_settings (merchant_code, allow_deposit, service_from, service_to, utc_offset_minutes, fixed_amounts) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (merchant_code) DO UPDATE SET allow_deposit = excluded.allow_deposit, service_from = excluded.service_from, service_to = excluded.service_to`,
  ).run(merchantCode, settings.allow_deposit, settings.service_from, settings.service_to, settings.utc_offset_minutes, settings.fixed_amounts);
}

export function methods(db: Db, merchantCode: string): DepositMethodRow[] {
  return db.prepare('SELECT * FROM deposit_methods WHERE merchant_code = ? ORDER BY id').all(merchantCode) as DepositMethodRow[];
}

export function method(db: Db, merchantCode: string, code: string): DepositMethodRow | undefined {
  return db.prepare('SELECT * FROM deposit_methods WHERE merchant_code = ? AND code = ?').get(merchantCode, code) as DepositMethodRow | undefined;
}

export function channels(db: Db, merchantCode: string): DepositChannelRow[] {
  return db.prepare('SELECT * FROM deposit_channels WHERE merchant_code = ? ORDER BY sort').all(merchantCode) as DepositChannelRow[];
}

/** A vendor's channel; with a method code, only that method's. */
export function channel(db: Db, merchantCode: string, vendorId: string, methodCode?: string): DepositChannelRow | undefined {
  if (methodCode === undefined) return db.prepare('SELECT * FROM deposit_channels WHERE merchant_code = ? AND vendor_id = ?').get(merchantCode, vendorId) as DepositChannelRow | undefined;
  return db.prepare('SELECT * FROM deposit_channels WHERE merchant_code = ? AND vendor_id = ? AND method_code = ?').get(merchantCode, vendorId, methodCode) as DepositChannelRow | undefined;
}

export function promotions(db: Db, merchantCode: string): DepositPromotionRow[] {
  return db.prepare('SELECT * FROM deposit_promotions WHERE merchant_code = ? ORDER BY sort').all(merchantCode) as DepositPromotionRow[];
}

export function promotion(db: Db, merchantCode: string, id: number): DepositPromotionRow | undefined {
  return db.prepare('SELECT * FROM deposit_promotions WHERE id = ? AND merchant_code = ?').get(id, merchantCode) as DepositPromotionRow | undefined;
}

export function countInState(db: Db, userId: number, state: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM deposits WHERE user_id = ? AND state = ?').get(userId, state) as { n: number }).n;
}

/** Every order on the platform: the serial of the next order number. */
export function countAll(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM deposits').get() as { n: number }).n;
}

/** Orders of `fromState` past their expiry become `toState`. */
export function expireOrders(db: Db, userId: number, fromState: number, toState: number, now: number): void {
  db.prepare('UPDATE deposits SET state = ?, updated_at = ? WHERE user_id = ? AND state = ? AND expires_at <= ?').run(toState, now, userId, fromState, now);
}

/** An order by its number; with a user, only if it is that member's. */
export function byDepositId(db: Db, depositId: string, userId?: number): DepositRow | undefined {
  if (userId === undefined) return db.prepare('SELECT * FROM deposits WHERE deposit_id = ?').get(depositId) as DepositRow | undefined;
  return db.prepare('SELECT * FROM deposits WHERE deposit_id = ? AND user_id = ?').get(depositId, userId) as DepositRow | undefined;
}

export function byIdempotencyKey(db: Db, userId: number, key: string): DepositRow | undefined {
  return db.prepare('SELECT * FROM deposits WHERE user_id = ? AND idempotency_key = ?').get(userId, key) as DepositRow | undefined;
}

export function insert(db: Db, d: NewDeposit): void {
  db.prepare(
    `INSERT INTO deposits (deposit_id, user_id, merchant_code, deposit_type, method_code, channel_id, requested_cents, amount_cents, charge_cents, reimbursement_cents, bonus_cents,
       promotion_id, promotion_name, ref_code, state, acceleration_status, idempotency_key, created_at, expires_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, 'NA', ?, ?, ?, ?)`,
  ).run(
    d.depositId,
    d.userId,
    d.merchantCode,
    d.depositType,
    d.methodCode,
    d.channelId,
    d.requestedCents,
    d.chargeCents,
    d.reimbursementCents,
    d.bonusCents,
    d.promotionId,
    d.promotionName,
    d.refCode,
    d.state,
    d.idempotencyKey,
    d.createdAt,
    d.expiresAt,
    d.createdAt,
  );
}

export function setReference(db: Db, id: number, referenceNo: string, now: number): void {
  db.prepare('UPDATE deposits SET reference_no = ?, updated_at = ? WHERE id = ?').run(referenceNo, now, id);
}

/** The slip is stored; an order waiting for one ('MA') is then accelerated ('AC'). */
export function setSlip(db: Db, id: number, slipPath: string, slipBytes: number, now: number): void {
  db.prepare('UPDATE deposits SET slip_path = ?, slip_bytes = ?, acceleration_status = CASE WHEN acceleration_status = ? THEN ? ELSE acceleration_status END, updated_at = ? WHERE id = ?').run(
    slipPath,
    slipBytes,
    'MA',
    'AC',
    now,
    id,
  );
}

export function setState(db: Db, id: number, state: number, now: number): void {
  db.prepare('UPDATE deposits SET state = ?, updated_at = ? WHERE id = ?').run(state, now, id);
}

/** Staff approved: the order's state and the amount credited. */
export function setApproved(db: Db, id: number, state: number, amountCents: number, now: number): void {
  db.prepare('UPDATE deposits SET state = ?, amount_cents = ?, updated_at = ? WHERE id = ?').run(state, amountCents, now, id);
}

export function setAccelerated(db: Db, id: number, now: number): void {
  db.prepare("UPDATE deposits SET acceleration_status = 'AC', updated_at = ? WHERE id = ?").run(now, id);
}

/** One page of a member's orders, newest first, with the method's label, and the totals of the whole filter. */
export function report(
  db: Db,
  filter: DepositReportFilter,
  page: number,
  size: number,
): { totals: { n: number; arrivals: number; requested: number }; rows: (DepositRow & { method_label: string })[] } {
  const where = ['d.user_id = ?', 'd.created_at >= ?', 'd.created_at <= ?'];
  const params: (string | number)[] = [filter.userId, filter.from, filter.to];
  if (filter.state !== undefined) {
    where.push('d.state = ?');
    params.push(filter.state);
  }
  if (filter.depositType !== undefined) {
    where.push('d.deposit_type = ?');
    params.push(filter.depositType);
  }
  const clause = where.join(' AND ');
  const totals = db
    .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(d.amount_cents), 0) AS arrivals, COALESCE(SUM(d.requested_cents), 0) AS requested FROM deposits d WHERE ${clause}`)
    .get(...params) as { n: number; arrivals: number; requested: number };
  const rows = db
    .prepare(
      `SELECT d.*, COALESCE(m.label, d.method_code) AS method_label FROM deposits d
       LEFT JOIN deposit_methods m ON m.merchant_code = d.merchant_code AND m.code = d.method_code
       WHERE ${clause} ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, size, (page - 1) * size) as (DepositRow & { method_label: string })[];
  return { totals, rows };
}
