// Deposit, the member's side: methods and channels, presets, promotions and settings; the order
// (postDeposit) with its manual-transfer receipt; the member's reference, slip and 'transfer
// completed'; the 'accelerate' reminder; the deposit records. Staff's decisions, which move the
// money, are dev endpoints (routes/dev.ts, platform/deposit.ts); the rows are repositories/deposit.ts's.
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
} from '../../src/api/contract.generated';
import { UPLOAD_IMAGE_MAX_BYTES } from '../../src/config/constants';
import { ApiError } from '../contract';
import { reencodeImage, storeUpload, type ReencodedImage } from '../uploads';
import { DEPOSIT_EXPIRY_MS } from '../db/seed-deposit';
import { authedRoute, validatePayload, type AreaOptions } from '../http';
import { isFreeType } from '../../src/domain/customer-types';
import { DEPOSIT_STATE, depositSettings, insideServiceHours, OPEN_STATES, toMoney } from '../deposit';
import * as deposits from '../repositories/deposit';
import type { DepositChannelRow, DepositRow } from '../repositories/deposit';

const toCents = (amount: number) => Math.round(amount * 100);

function channelOf(row: DepositChannelRow, defaults: number[]): DepositChannel {
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
  const settingsOf = (merchantCode: string) => depositSettings(ctx.db, merchantCode);

  /** Pending orders past their 1800 s become expired (7) when anyone looks at them. */
  const expireOld = (userId: number) => {
    deposits.expireOrders(ctx.db, userId, DEPOSIT_STATE.PENDING, DEPOSIT_STATE.EXPIRED, ctx.now());
  };

  const ownDeposit = (userId: number, depositId: string): DepositRow => {
    expireOld(userId);
    const row = deposits.byDepositId(ctx.db, depositId, userId);
    if (!row) throw new ApiError('not.found', `No deposit ${depositId}.`);
    return row;
  };

  const requireOpen = (row: DepositRow) => {
    if (row.state === DEPOSIT_STATE.EXPIRED) throw new ApiError('deposit.expired');
    if (!OPEN_STATES.includes(row.state)) throw new ApiError('deposit.state.invalid');
  };

  const receiptOf = (row: DepositRow): DepositReceipt => {
    const channel = deposits.channel(ctx.db, row.merchant_code, row.channel_id);
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
    const methods = deposits.methods(ctx.db, merchant.code);
    const channels = deposits.channels(ctx.db, merchant.code);
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
    const rows = deposits.promotions(ctx.db, merchant.code);
    return { promotions: rows.map((r) => ({ id: r.id, name: r.name, bonusPercentage: r.bonus_pct, maxBonus: toMoney(r.max_bonus_cents), minDeposit: toMoney(r.min_deposit_cents) })) };
  });

  authedRoute<unknown, null, DepositSettings>(app, ctx, 'depositSettings', ({ merchant, session }) => {
    const s = settingsOf(merchant.code);
    const successes = deposits.countInState(ctx.db, session.user.id, DEPOSIT_STATE.SUCCESS);
    return {
      // Upstream's Y/N; the service hours below are ours (not seen upstream).
      allowDeposit: s.allow_deposit === 1 && !isFreeType(session.user.type) ? 'Y' : 'N',
      totalDepositSuccessCount: successes,
      serviceFrom: s.service_from,
      serviceTo: s.service_to,
      inServiceHours: insideServiceHours(ctx.now(), s.service_from, s.service_to, s.utc_offset_minutes),
    };
  });

  authedRoute<unknown, DepositPostRequest, DepositReceipt>(app, ctx, { id: 'depositPost', refuse: ['free-play'] }, ({ merchant, session, body }) => {
    const replay = deposits.byIdempotencyKey(ctx.db, session.user.id, body.idempotencyKey);
    if (replay) return receiptOf(replay);
    const s = settingsOf(merchant.code);
    if (s.allow_deposit !== 1) throw new ApiError('deposit.not.allowed');
    if (!insideServiceHours(ctx.now(), s.service_from, s.service_to, s.utc_offset_minutes)) {
      throw new ApiError('deposit.outside.hours', undefined, { serviceFrom: s.service_from, serviceTo: s.service_to });
    }
    const method = deposits.method(ctx.db, merchant.code, body.methodCode);
    const channelRow = deposits.channel(ctx.db, merchant.code, body.channelId, body.methodCode);
    if (!method || !channelRow) throw new ApiError('deposit.channel.invalid', undefined, { field: 'channelId' });
    const channel = channelOf(channelRow, JSON.parse(s.fixed_amounts) as number[]);
    const requested = toCents(body.amount);
    if (requested < channelRow.min_cents || requested > channelRow.max_cents) {
      throw new ApiError('deposit.amount.range', undefined, { field: 'amount', min: channel.min, max: channel.max });
    }
    if (channel.fixAmountOnly === 'Y' && !channel.fixAmounts.some((a) => toCents(a) === requested)) throw new ApiError('deposit.amount.fixed', undefined, { field: 'amount' });

    let promotion: deposits.DepositPromotionRow | undefined;
    if (body.promotionId !== undefined) {
      promotion = deposits.promotion(ctx.db, merchant.code, body.promotionId);
      if (!promotion) throw new ApiError('not.found', `No deposit promotion ${body.promotionId}.`);
    }
    const charge = Math.round((requested * channelRow.customer_charge_pct) / 100);
    const reimbursement = Math.min(Math.round((requested * channelRow.reimbursement_pct) / 100), channelRow.max_reimbursement_cents || Number.MAX_SAFE_INTEGER);
    const bonus = promotion && requested >= promotion.min_deposit_cents ? Math.min(Math.round((requested * promotion.bonus_pct) / 100), promotion.max_bonus_cents) : 0;
    const now = ctx.now();
    const serial = deposits.countAll(ctx.db) + 1;
    const { depositId, refCode } = orderNumbers(merchant.code, now, serial);
    deposits.insert(ctx.db, {
      depositId,
      userId: session.user.id,
      merchantCode: merchant.code,
      depositType: method.deposit_type,
      methodCode: method.code,
      channelId: channelRow.vendor_id,
      requestedCents: requested,
      chargeCents: charge,
      reimbursementCents: reimbursement,
      bonusCents: bonus,
      promotionId: promotion?.id ?? null,
      promotionName: promotion?.name ?? null,
      refCode,
      state: DEPOSIT_STATE.PENDING,
      idempotencyKey: body.idempotencyKey,
      createdAt: now,
      expiresAt: now + DEPOSIT_EXPIRY_MS,
    });
    return receiptOf(ownDeposit(session.user.id, depositId));
  });

  authedRoute<unknown, DepositReferenceRequest, null>(app, ctx, 'depositUpdateReference', ({ session, body }) => {
    const row = ownDeposit(session.user.id, body.depositId);
    requireOpen(row);
    deposits.setReference(ctx.db, row.id, body.referenceNo.trim(), ctx.now());
    return null;
  });

  authedRoute<unknown, null, null>(app, ctx, 'depositUploadSlip', async ({ req, session }) => {
    const { fields, image } = await readSlip(req);
    const form = validatePayload('DepositSlipForm', fields) as { depositId: string };
    const row = ownDeposit(session.user.id, form.depositId);
    requireOpen(row);
    if (!image) throw new ApiError('deposit.slip.invalid', undefined, { field: 'image' });
    const uploadId = storeUpload(ctx.db, { merchantCode: row.merchant_code, userId: session.user.id, purpose: 'deposit-slip', refId: row.deposit_id, image, at: ctx.now() });
    deposits.setSlip(ctx.db, row.id, `uploads/${uploadId}.${image.kind}`, image.bytes.length, ctx.now());
    return null;
  });

  authedRoute<unknown, DepositIdRequest, DepositStateReply>(app, ctx, 'depositCreateTask', ({ session, body }) => {
    const row = ownDeposit(session.user.id, body.depositId);
    requireOpen(row);
    if (row.state === DEPOSIT_STATE.PENDING) deposits.setState(ctx.db, row.id, DEPOSIT_STATE.PROCESSING, ctx.now());
    return { depositId: row.deposit_id, state: DEPOSIT_STATE.PROCESSING, accelerationStatus: row.acceleration_status };
  });

  authedRoute<unknown, DepositIdRequest, DepositStateReply>(app, ctx, 'depositInitiateReminder', ({ session, body }) => {
    const row = ownDeposit(session.user.id, body.depositId);
    if (!OPEN_STATES.includes(row.state) || row.acceleration_status !== 'NA') throw new ApiError('deposit.state.invalid');
    deposits.setAccelerated(ctx.db, row.id, ctx.now());
    return { depositId: row.deposit_id, state: row.state as DepositStateReply['state'], accelerationStatus: 'AC' };
  });

  authedRoute<DepositReportQuery, null, DepositReport>(app, ctx, 'depositReport', ({ session, query }) => {
    expireOld(session.user.id);
    const page = query.page ?? 1;
    const size = query.size ?? 10;
    const { totals, rows } = deposits.report(ctx.db, { userId: session.user.id, from: query.startDate, to: query.endDate, state: query.depositState, depositType: query.depositType }, page, size);
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
