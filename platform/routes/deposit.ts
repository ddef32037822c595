// Deposit (issue 11): methods and channels, presets, promotions and settings; the order (postDeposit)
// with its manual-transfer receipt; the member's reference, slip and 'transfer completed'; the
// 'accelerate' reminder; the deposit records; and the staff decisions as dev endpoints. Money moves
// only when staff approve, through the ledger, keyed by the order so a second approval moves nothing.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  DepositChannel,
  DepositChannels,
  DepositFixedAmounts,
  DepositIdRequest,
  DepositMethod,
  DepositPostRequest,
  DepositPromotions,
  DepositReceipt,
  DepositRecord,
  DepositReferenceRequest,
  DepositReport,
  DepositReportQuery,
  DepositSettings,
  DepositStateReply,
  DevDepositDecision,
  DevDepositDecisionReply,
  DevDepositSettingsRequest,
} from '../../src/api/contract.generated';
import { UPLOAD_IMAGE_MAX_BYTES } from '../../src/config/constants';
import { ApiError } from '../contract';
import { reencodeImage, storeUpload, type ReencodedImage } from '../uploads';
import { DEPOSIT_EXPIRY_MS } from '../db/seed-deposit';
import { authedRoute, route, validatePayload, type AreaOptions } from '../http';
import { ledgerKey, type Movement, postMovements, TX } from '../ledger';
import { isFreeType } from '../../src/domain/customer-types';

/** Deposit states (upstream i18n deposit_status_N). */
export const DEPOSIT_STATE = { CANCELLED: 2, SUCCESS: 3, PENDING: 4, PROCESSING: 5, REJECTED: 6, EXPIRED: 7 } as const;
/** States whose order the member may still act on (reference, slip, accelerate). */
const OPEN_STATES: readonly number[] = [DEPOSIT_STATE.PENDING, DEPOSIT_STATE.PROCESSING];

interface MethodRow {
  code: string;
  deposit_type: 'FIAT' | 'CRYPTO';
  label: string;
  icon: string;
  fiat_seq: number;
  crypto_seq: number;
  recommendation: number;
}

interface ChannelRow {
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

interface SettingsRow {
  allow_deposit: number;
  service_from: string;
  service_to: string;
  utc_offset_minutes: number;
  fixed_amounts: string;
}

interface DepositRow {
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

const toMoney = (c: number) => c / 100;
const toCents = (amount: number) => Math.round(amount * 100);
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `now` lies inside from..to (merchant time); equal ends mean all day; to < from wraps past midnight. */
export function insideServiceHours(now: number, from: string, to: string, utcOffsetMinutes: number): boolean {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === end) return true;
  const local = (((Math.floor(now / 60_000) + utcOffsetMinutes) % 1440) + 1440) % 1440;
  return start < end ? local >= start && local < end : local >= start || local < end;
}

function channelOf(row: ChannelRow, defaults: number[]): DepositChannel {
  const own = JSON.parse(row.fix_amounts) as number[];
  return {
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    min: toMoney(row.min_cents),
    max: toMoney(row.max_cents),
    fixAmounts: (own.length > 0 ? own : defaults).filter((a) => toCents(a) >= row.min_cents && toCents(a) <= row.max_cents),
    fixAmountOnly: row.fix_amount_only === 1 ? 'Y' : 'N',
    reimbursementPercentage: row.reimbursement_pct,
    maxReimbursement: toMoney(row.max_reimbursement_cents),
    customerCharge: row.customer_charge_pct,
    confirmationRequired: row.confirmation_required === 1 ? 'Y' : 'N',
    bankListType: row.bank_list_type,
    currencyRate: row.currency_rate,
    recommendation: row.recommendation === 1,
  };
}

/** Deterministic-looking order number and transfer code: merchant, time and the row count. */
function orderNumbers(code: string, now: number, serial: number): { depositId: string; refCode: string } {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(2, 14);
  return { depositId: `D${code.toUpperCase()}${stamp}${String(serial).padStart(4, '0')}`, refCode: `R${String((serial * 7919 + now) % 1_000_000).padStart(6, '0')}` };
}

export const depositRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const settingsOf = (merchantCode: string): SettingsRow =>
    (ctx.db.prepare('SELECT * FROM deposit_settings WHERE merchant_code = ?').get(merchantCode) as SettingsRow | undefined) ?? {
      allow_deposit: 1,
      service_from: '08:00',
      service_to: '23:00',
      utc_offset_minutes: 420,
      fixed_amounts: '[]',
    };

  /** Pending orders past their 1800 s become expired (7) when anyone looks at them. */
  const expireOld = (userId: number) => {
    const now = ctx.now();
    ctx.db.prepare('UPDATE deposits SET state = ?, updated_at = ? WHERE user_id = ? AND state = ? AND expires_at <= ?').run(DEPOSIT_STATE.EXPIRED, now, userId, DEPOSIT_STATE.PENDING, now);
  };

  const ownDeposit = (userId: number, depositId: string): DepositRow => {
    expireOld(userId);
    const row = ctx.db.prepare('SELECT * FROM deposits WHERE deposit_id = ? AND user_id = ?').get(depositId, userId) as DepositRow | undefined;
    if (!row) throw new ApiError('not.found', `No deposit ${depositId}.`);
    return row;
  };

  const requireOpen = (row: DepositRow) => {
    if (row.state === DEPOSIT_STATE.EXPIRED) throw new ApiError('deposit.expired');
    if (!OPEN_STATES.includes(row.state)) throw new ApiError('deposit.state.invalid');
  };

  const receiptOf = (row: DepositRow): DepositReceipt => {
    const channel = ctx.db.prepare('SELECT * FROM deposit_channels WHERE merchant_code = ? AND vendor_id = ?').get(row.merchant_code, row.channel_id) as ChannelRow | undefined;
    const crypto = channel?.bank_list_type === 'VIRTUAL';
    const credited = row.requested_cents - row.charge_cents;
    const rate = channel?.currency_rate ?? 1;
    return {
      depositId: row.deposit_id,
      refCode: row.ref_code ?? '',
      methodCode: row.method_code,
      channelId: row.channel_id,
      depositType: row.deposit_type,
      requestedAmount: toMoney(row.requested_cents),
      amount: toMoney(credited),
      receiveAccount: channel?.receive_account ?? '',
      receiveName: channel?.receive_name ?? '',
      receiveBank: channel?.receive_bank ?? '',
      walletAddress: crypto ? (channel?.receive_account ?? null) : null,
      cryptoAmount: crypto ? Math.round((row.requested_cents / 100 / rate) * 1e6) / 1e6 : null,
      exchangeRate: crypto ? rate : null,
      promotionName: row.promotion_name,
      createdAt: row.created_at,
      expireTime: row.expires_at,
      countDownTime: Math.max(0, Math.ceil((row.expires_at - ctx.now()) / 1000)),
      state: row.state as DepositReceipt['state'],
    };
  };

  authedRoute<unknown, null, DepositChannels>(app, ctx, 'depositChannels', ({ merchant }) => {
    const methods = ctx.db.prepare('SELECT * FROM deposit_methods WHERE merchant_code = ? ORDER BY id').all(merchant.code) as MethodRow[];
    const channels = ctx.db.prepare('SELECT * FROM deposit_channels WHERE merchant_code = ? ORDER BY sort').all(merchant.code) as ChannelRow[];
    const defaults = JSON.parse(settingsOf(merchant.code).fixed_amounts) as number[];
    return {
      methods: methods.map(
        (m): DepositMethod => ({
          code: m.code,
          message: m.label,
          icon: m.icon,
          depositType: m.deposit_type,
          recommendation: m.recommendation === 1,
          displaySeqNo: { fiatSeq: m.fiat_seq, cryptoSeq: m.crypto_seq },
          channels: channels.filter((c) => c.method_code === m.code).map((c) => channelOf(c, defaults)),
        }),
      ),
    };
  });

  authedRoute<unknown, null, DepositFixedAmounts>(app, ctx, 'depositFixedAmounts', ({ merchant }) => ({ amounts: JSON.parse(settingsOf(merchant.code).fixed_amounts) as number[] }));

  authedRoute<unknown, null, DepositPromotions>(app, ctx, 'depositPromotions', ({ merchant }) => {
    const rows = ctx.db.prepare('SELECT * FROM deposit_promotions WHERE merchant_code = ? ORDER BY sort').all(merchant.code) as {
      id: number;
      name: string;
      bonus_pct: number;
      max_bonus_cents: number;
      min_deposit_cents: number;
    }[];
    return { promotions: rows.map((r) => ({ id: r.id, name: r.name, bonusPercentage: r.bonus_pct, maxBonus: toMoney(r.max_bonus_cents), minDeposit: toMoney(r.min_deposit_cents) })) };
  });

  authedRoute<unknown, null, DepositSettings>(app, ctx, 'depositSettings', ({ merchant, session }) => {
    const s = settingsOf(merchant.code);
    const successes = (ctx.db.prepare('SELECT COUNT(*) AS n FROM deposits WHERE user_id = ? AND state = ?').get(session.user.id, DEPOSIT_STATE.SUCCESS) as { n: number }).n;
    return {
      // Upstream's Y/N; the service hours below are ours (not seen upstream).
      allowDeposit: s.allow_deposit === 1 && !isFreeType(session.user.type) ? 'Y' : 'N',
      totalDepositSuccessCount: successes,
      serviceFrom: s.service_from,
      serviceTo: s.service_to,
      inServiceHours: insideServiceHours(ctx.now(), s.service_from, s.service_to, s.utc_offset_minutes),
    };
  });

  authedRoute<unknown, DepositPostRequest, DepositReceipt>(app, ctx, 'depositPost', ({ merchant, session, body }) => {
    if (isFreeType(session.user.type)) throw new ApiError('permission.trial.denied');
    const replay = ctx.db.prepare('SELECT * FROM deposits WHERE user_id = ? AND idempotency_key = ?').get(session.user.id, body.idempotencyKey) as DepositRow | undefined;
    if (replay) return receiptOf(replay);
    const s = settingsOf(merchant.code);
    if (s.allow_deposit !== 1) throw new ApiError('deposit.not.allowed');
    if (!insideServiceHours(ctx.now(), s.service_from, s.service_to, s.utc_offset_minutes)) {
      throw new ApiError('deposit.outside.hours', undefined, { serviceFrom: s.service_from, serviceTo: s.service_to });
    }
    const method = ctx.db.prepare('SELECT * FROM deposit_methods WHERE merchant_code = ? AND code = ?').get(merchant.code, body.methodCode) as MethodRow | undefined;
    const channelRow = ctx.db.prepare('SELECT * FROM deposit_channels WHERE merchant_code = ? AND vendor_id = ? AND method_code = ?').get(merchant.code, body.channelId, body.methodCode) as
      | ChannelRow
      | undefined;
    if (!method || !channelRow) throw new ApiError('deposit.channel.invalid', undefined, { field: 'channelId' });
    const channel = channelOf(channelRow, JSON.parse(s.fixed_amounts) as number[]);
    const requested = toCents(body.amount);
    if (requested < channelRow.min_cents || requested > channelRow.max_cents) {
      throw new ApiError('deposit.amount.range', undefined, { field: 'amount', min: channel.min, max: channel.max });
    }
    if (channel.fixAmountOnly === 'Y' && !channel.fixAmounts.some((a) => toCents(a) === requested)) throw new ApiError('deposit.amount.fixed', undefined, { field: 'amount' });

    let promotion: { id: number; name: string; bonus_pct: number; max_bonus_cents: number; min_deposit_cents: number } | undefined;
    if (body.promotionId !== undefined) {
      promotion = ctx.db.prepare('SELECT * FROM deposit_promotions WHERE id = ? AND merchant_code = ?').get(body.promotionId, merchant.code) as typeof promotion;
      if (!promotion) throw new ApiError('not.found', `No deposit promotion ${body.promotionId}.`);
    }
    const charge = Math.round((requested * channelRow.customer_charge_pct) / 100);
    const reimbursement = Math.min(Math.round((requested * channelRow.reimbursement_pct) / 100), channelRow.max_reimbursement_cents || Number.MAX_SAFE_INTEGER);
    const bonus = promotion && requested >= promotion.min_deposit_cents ? Math.min(Math.round((requested * promotion.bonus_pct) / 100), promotion.max_bonus_cents) : 0;
    const now = ctx.now();
    const serial = (ctx.db.prepare('SELECT COUNT(*) AS n FROM deposits').get() as { n: number }).n + 1;
    const { depositId, refCode } = orderNumbers(merchant.code, now, serial);
    ctx.db
      .prepare(
        `INSERT INTO deposits (deposit_id, user_id, merchant_code, deposit_type, method_code, channel_id, requested_cents, amount_cents, charge_cents, reimbursement_cents, bonus_cents,
           promotion_id, promotion_name, ref_code, state, acceleration_status, idempotency_key, created_at, expires_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, 'NA', ?, ?, ?, ?)`,
      )
      .run(
        depositId,
        session.user.id,
        merchant.code,
        method.deposit_type,
        method.code,
        channelRow.vendor_id,
        requested,
        charge,
        reimbursement,
        bonus,
        promotion?.id ?? null,
        promotion?.name ?? null,
        refCode,
        DEPOSIT_STATE.PENDING,
        body.idempotencyKey,
        now,
        now + DEPOSIT_EXPIRY_MS,
        now,
      );
    return receiptOf(ownDeposit(session.user.id, depositId));
  });

  authedRoute<unknown, DepositReferenceRequest, null>(app, ctx, 'depositUpdateReference', ({ session, body }) => {
    const row = ownDeposit(session.user.id, body.depositId);
    requireOpen(row);
    ctx.db.prepare('UPDATE deposits SET reference_no = ?, updated_at = ? WHERE id = ?').run(body.referenceNo.trim(), ctx.now(), row.id);
    return null;
  });

  authedRoute<unknown, null, null>(app, ctx, 'depositUploadSlip', async ({ req, session }) => {
    const { fields, image } = await readSlip(req);
    const form = validatePayload('DepositSlipForm', fields) as { depositId: string };
    const row = ownDeposit(session.user.id, form.depositId);
    requireOpen(row);
    if (!image) throw new ApiError('deposit.slip.invalid', undefined, { field: 'image' });
    const uploadId = storeUpload(ctx.db, { merchantCode: row.merchant_code, userId: session.user.id, purpose: 'deposit-slip', refId: row.deposit_id, image, at: ctx.now() });
    ctx.db.prepare('UPDATE deposits SET slip_path = ?, slip_bytes = ?, acceleration_status = CASE WHEN acceleration_status = ? THEN ? ELSE acceleration_status END, updated_at = ? WHERE id = ?').run(
      `uploads/${uploadId}.${image.kind}`,
      image.bytes.length,
      'MA',
      'AC',
      ctx.now(),
      row.id,
    );
    return null;
  });

  authedRoute<unknown, DepositIdRequest, DepositStateReply>(app, ctx, 'depositCreateTask', ({ session, body }) => {
    const row = ownDeposit(session.user.id, body.depositId);
    requireOpen(row);
    if (row.state === DEPOSIT_STATE.PENDING) ctx.db.prepare('UPDATE deposits SET state = ?, updated_at = ? WHERE id = ?').run(DEPOSIT_STATE.PROCESSING, ctx.now(), row.id);
    return { depositId: row.deposit_id, state: DEPOSIT_STATE.PROCESSING, accelerationStatus: row.acceleration_status };
  });

  authedRoute<unknown, DepositIdRequest, DepositStateReply>(app, ctx, 'depositInitiateReminder', ({ session, body }) => {
    const row = ownDeposit(session.user.id, body.depositId);
    if (!OPEN_STATES.includes(row.state) || row.acceleration_status !== 'NA') throw new ApiError('deposit.state.invalid');
    ctx.db.prepare("UPDATE deposits SET acceleration_status = 'AC', updated_at = ? WHERE id = ?").run(ctx.now(), row.id);
    return { depositId: row.deposit_id, state: row.state as DepositStateReply['state'], accelerationStatus: 'AC' };
  });

  authedRoute<DepositReportQuery, null, DepositReport>(app, ctx, 'depositReport', ({ session, query }) => {
    expireOld(session.user.id);
    const page = query.page ?? 1;
    const size = query.size ?? 10;
    const where = ['d.user_id = ?', 'd.created_at >= ?', 'd.created_at <= ?'];
    const params: (string | number)[] = [session.user.id, query.startDate, query.endDate];
    if (query.depositState !== undefined) {
      where.push('d.state = ?');
      params.push(query.depositState);
    }
    if (query.depositType !== undefined) {
      where.push('d.deposit_type = ?');
      params.push(query.depositType);
    }
    const clause = where.join(' AND ');
    const totals = ctx.db
      .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(d.amount_cents), 0) AS arrivals, COALESCE(SUM(d.requested_cents), 0) AS requested FROM deposits d WHERE ${clause}`)
      .get(...params) as { n: number; arrivals: number; requested: number };
    const rows = ctx.db
      .prepare(
        `SELECT d.*, COALESCE(m.label, d.method_code) AS method_label FROM deposits d
         LEFT JOIN deposit_methods m ON m.merchant_code = d.merchant_code AND m.code = d.method_code
         WHERE ${clause} ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, size, (page - 1) * size) as (DepositRow & { method_label: string })[];
    return {
      records: rows.map(
        (r): DepositRecord => ({
          depositId: r.deposit_id,
          depositMethod: r.method_code,
          depositMethodName: r.method_label,
          depositType: r.deposit_type,
          depositDate: r.created_at,
          refId: r.ref_code,
          customerBankCharge: toMoney(r.charge_cents),
          promotionName: r.promotion_name,
          requestedAmount: toMoney(r.requested_cents),
          amount: toMoney(r.amount_cents),
          reimbursementAmount: r.state === DEPOSIT_STATE.SUCCESS ? toMoney(r.reimbursement_cents + r.bonus_cents) : 0,
          state: r.state as DepositRecord['state'],
          accelerationStatus: r.acceleration_status,
          depositSlip: r.slip_path ? 'Y' : 'N',
        }),
      ),
      page,
      size,
      totalElements: totals.n,
      totalPages: Math.ceil(totals.n / size),
      footer: { totalArrivals: toMoney(totals.arrivals), totalRequested: toMoney(totals.requested) },
    };
  });

  // Staff decisions (dev): approve credits the deposit and its bonus once; reject moves nothing.
  route<unknown, DevDepositDecision, DevDepositDecisionReply>(app, ctx, 'devDepositApprove', ({ body }) => {
    return ctx.db.transaction((): DevDepositDecisionReply => {
      const row = ctx.db.prepare('SELECT * FROM deposits WHERE deposit_id = ?').get(body.depositId) as DepositRow | undefined;
      if (!row) throw new ApiError('not.found', `No deposit ${body.depositId}.`);
      const credited = row.requested_cents - row.charge_cents;
      const bonus = row.reimbursement_cents + row.bonus_cents;
      if (row.state === DEPOSIT_STATE.SUCCESS) return { depositId: row.deposit_id, state: 3, credited: toMoney(row.amount_cents), bonus: toMoney(bonus), replayed: true };
      if (!OPEN_STATES.includes(row.state)) throw new ApiError('deposit.state.invalid');
      const now = ctx.now();
      const base = { userId: row.user_id, merchantCode: row.merchant_code, refKind: 'deposit', refId: row.deposit_id, at: now };
      const movements: Movement[] = [{ ...base, txType: TX.DEPOSIT, amountCents: credited, key: ledgerKey('deposit', row.deposit_id) }];
      if (bonus > 0) movements.push({ ...base, txType: TX.DEPOSIT_BONUS, amountCents: bonus, key: ledgerKey('deposit-bonus', row.deposit_id), remark: row.promotion_name ?? undefined });
      const posted = postMovements(ctx.db, movements);
      ctx.db.prepare('UPDATE deposits SET state = ?, amount_cents = ?, updated_at = ? WHERE id = ?').run(DEPOSIT_STATE.SUCCESS, credited, now, row.id);
      return { depositId: row.deposit_id, state: 3, credited: toMoney(credited), bonus: toMoney(bonus), replayed: posted.every((p) => p.replayed) };
    })();
  });

  route<unknown, DevDepositDecision, DevDepositDecisionReply>(app, ctx, 'devDepositReject', ({ body }) => {
    const row = ctx.db.prepare('SELECT * FROM deposits WHERE deposit_id = ?').get(body.depositId) as DepositRow | undefined;
    if (!row) throw new ApiError('not.found', `No deposit ${body.depositId}.`);
    if (row.state === DEPOSIT_STATE.REJECTED) return { depositId: row.deposit_id, state: 6, credited: 0, bonus: 0, replayed: true };
    if (!OPEN_STATES.includes(row.state)) throw new ApiError('deposit.state.invalid');
    ctx.db.prepare('UPDATE deposits SET state = ?, updated_at = ? WHERE id = ?').run(DEPOSIT_STATE.REJECTED, ctx.now(), row.id);
    return { depositId: row.deposit_id, state: 6, credited: 0, bonus: 0, replayed: false };
  });

  route<unknown, DevDepositSettingsRequest, null>(app, ctx, 'devDepositSettings', ({ body }) => {
    if (!ctx.merchantByCode.has(body.merchantCode)) throw new ApiError('merchant.not.found');
    const s = settingsOf(body.merchantCode);
    ctx.db
      .prepare(
        `INSERT INTO deposit_settings (merchant_code, allow_deposit, service_from, service_to, utc_offset_minutes, fixed_amounts) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (merchant_code) DO UPDATE SET allow_deposit = excluded.allow_deposit, service_from = excluded.service_from, service_to = excluded.service_to`,
      )
      .run(
        body.merchantCode,
        body.allowDeposit === undefined ? s.allow_deposit : body.allowDeposit ? 1 : 0,
        body.serviceFrom ?? s.service_from,
        body.serviceTo ?? s.service_to,
        s.utc_offset_minutes,
        s.fixed_amounts,
      );
    return null;
  });
};

/** The slip upload's multipart body: the depositId field and one image part, checked by its bytes. */
async function readSlip(req: FastifyRequest): Promise<{ fields: Record<string, string>; image: ReencodedImage | null }> {
  if (!req.isMultipart()) throw new ApiError('request.invalid', 'The slip is sent as multipart/form-data.');
  const fields: Record<string, string> = {};
  let image: ReencodedImage | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 5 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== 'image') throw new ApiError('request.invalid', `unexpected file part ${part.fieldname}`);
      // Not a whole PNG or JPEG (whatever its name, type or first bytes say): refused; else drawn again.
      image = reencodeImage(await part.toBuffer());
      if (!image) throw new ApiError('deposit.slip.invalid', undefined, { field: 'image' });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw new ApiError('deposit.slip.invalid', undefined, { field: 'image' });
    throw error;
  }
  return { fields, image };
}
