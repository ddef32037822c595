// Red envelope rain and link management. Red rain: an agent sends money to
// several of its direct downlines in one request; every leg (AGENT_TRANSFER_OUT from the agent per
// downline, AGENT_TRANSFER_IN to each) is posted by one postMovements call, so it all happens or
// nothing does, and a repeated requestId answers the first transfer without moving money. Links:
// an agent's affiliate links (channel, lifetime) whose codes register new members as its direct
// downlines (routes/member.ts asks linkForCode), with the accounts registered through each.
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  AffiliateLink,
  AffiliateLinkChannels,
  AffiliateLinkCreateRequest,
  AffiliateLinkDeleteRequest,
  AffiliateLinkExpiryOptions,
  AffiliateLinkRegistrations,
  AffiliateLinkRegistrationsQuery,
  AffiliateLinks,
  RedRainDownlines,
  RedRainTransferRequest,
  RedRainTransferResult,
} from '../../src/api/contract.generated';
import { redRainShares } from '../../src/api/red-rain-shares';
import { RED_RAIN } from '../../src/config/constants';
import type { Session } from '../context';
import type { Db } from '../db/database';
import { linkOptions } from '../db/seed-redrain';
import { authedRoute, type AreaOptions } from '../http';
import { isExpired, type LinkRow } from '../affiliate-links';
import { balanceCents, ledgerKey, type Movement, postMovements, TX } from '../ledger';
import type { Merchant } from '../merchants';
import { PATHS } from '../../src/domain/paths';
import * as members from '../repositories/member';
import * as redRain from '../repositories/redrain';
import type { TransferRow } from '../repositories/redrain';

const toMajor = (cents: number): number => cents / 100;

function requireRedRain(merchant: Merchant): void {
  if (merchant.flags.AGENTRANSMULTDOWN3 !== true) throw new ApiError('function.not.available', 'Red envelope rain is off for this merchant.');
}

function transferResult(db: Db, row: TransferRow, agentId: number, replayed: boolean): RedRainTransferResult {
  const shares = redRain.shares(db, row.transfer_id);
  return {
    transferId: row.transfer_id,
    mode: row.mode,
    total: toMajor(row.total_cents),
    shares: shares.map((s) => ({ username: s.username, amount: toMajor(s.amount_cents) })),
    balance: toMajor(balanceCents(db, agentId)),
    replayed,
  };
}

function amountCentsOf(amount: number): number {
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6) throw new ApiError('redrain.amount.invalid', undefined, { field: 'amount', min: toMajor(RED_RAIN.minAmountCents) });
  if (cents < RED_RAIN.minAmountCents) throw new ApiError('redrain.amount.invalid', undefined, { field: 'amount', min: toMajor(RED_RAIN.minAmountCents) });
  return cents;
}

// ---- affiliate links ----

export const REGISTER_PATH = PATHS.register;


function toLink(db: Db, row: LinkRow, now: number): AffiliateLink {
  const registrations = redRain.registrationCount(db, row.id);
  return {
    linkId: row.id,
    code: row.code,
    registerPath: `${REGISTER_PATH}?code=${encodeURIComponent(row.code)}`,
    channel: row.channel,
    expiryDays: row.expiry_days,
    expiresAt: row.expires_at,
    expired: isExpired(row, now),
    createdAt: row.created_at,
    registrations,
  };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh code: L + 7 characters, unique among the merchant's links and its accounts' affiliate codes. */
function newLinkCode(db: Db, merchantCode: string): string {
  for (;;) {
    let code = 'L';
    for (let i = 0; i < 7; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    const taken = redRain.linkCodeTaken(db, merchantCode, code) || members.byAffiliateCode(db, merchantCode, code) !== undefined;
    if (!taken) return code;
  }
}

function ownLink(db: Db, session: Session, linkId: number): LinkRow {
  const row = redRain.ownLink(db, linkId, session.user.id, session.user.merchant_code);
  if (!row) throw new ApiError('not.found', `No link ${linkId}.`);
  return row;
}

export const redRainRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  authedRoute<unknown, null, RedRainDownlines>(app, ctx, 'redRainDownlines', ({ merchant, session }) => {
    requireRedRain(merchant);
    const rows = redRain.downlines(ctx.db, session.user.id, session.user.merchant_code);
    return {
      downlines: rows.map((r) => ({ userId: r.id, username: r.username, nickname: r.nickname, balance: toMajor(balanceCents(ctx.db, r.id)) })),
      maxDownlines: RED_RAIN.maxDownlines,
      minAmount: toMajor(RED_RAIN.minAmountCents),
    };
  });

  authedRoute<unknown, RedRainTransferRequest, RedRainTransferResult>(app, ctx, 'redRainTransfer', ({ merchant, session, body }) => {
    requireRedRain(merchant);
    const agentId = session.user.id;
    const code = session.user.merchant_code;
    // A repeated request id answers the first transfer before any other check: it may have used
    // the balance the second attempt would be refused for.
    const earlier = redRain.transferByRequest(ctx.db, agentId, body.requestId);
    if (earlier) return transferResult(ctx.db, earlier, agentId, true);

    if (body.downlines.length === 0 || body.downlines.length > RED_RAIN.maxDownlines) throw new ApiError('redrain.downlines.count', undefined, { max: RED_RAIN.maxDownlines });
    const amountCents = amountCentsOf(body.amount);
    const downlines = body.downlines.map((username) => {
      const row = redRain.downline(ctx.db, code, username, agentId);
      if (!row) throw new ApiError('redrain.downline.invalid', undefined, { username });
      return row;
    });
    if (new Set(downlines.map((d) => d.id)).size !== downlines.length) throw new ApiError('request.invalid', 'payload.downlines must not repeat an account');
    const mode = body.mode;
    if (mode === 'SPLIT' && amountCents < downlines.length) throw new ApiError('redrain.share.too.small', undefined, { field: 'amount' });
    const shares = redRainShares(mode, amountCents, downlines.length);
    const total = shares.reduce((sum, s) => sum + s, 0);

    const now = ctx.now();
    const done = ctx.db.transaction((): { row: TransferRow; replayed: boolean } => {
      const again = redRain.transferByRequest(ctx.db, agentId, body.requestId);
      if (again) return { row: again, replayed: true };
      const balance = balanceCents(ctx.db, agentId);
      if (balance < total) throw new ApiError('balance.insufficient', undefined, { balance: toMajor(balance), required: toMajor(total) });
      const next = redRain.lastTransferId(ctx.db) + 1;
      const transferId = `RR${String(next).padStart(8, '0')}`;
      redRain.insertTransfer(ctx.db, { transferId, agentId, merchantCode: code, mode, totalCents: total, requestId: body.requestId, createdAt: now });
      const legs: Movement[] = [];
      downlines.forEach((d, i) => {
        const cents = shares[i] ?? 0;
        redRain.insertShare(ctx.db, transferId, i, d.id, cents);
        legs.push({ userId: agentId, merchantCode: code, txType: TX.AGENT_TRANSFER_OUT, amountCents: -cents, refKind: 'redrain', refId: transferId, key: ledgerKey('redrain-out', transferId, d.id), remark: d.username, at: now });
        legs.push({ userId: d.id, merchantCode: code, txType: TX.AGENT_TRANSFER_IN, amountCents: cents, refKind: 'redrain', refId: transferId, key: ledgerKey('redrain-in', transferId, d.id), remark: session.user.username, at: now });
      });
      postMovements(ctx.db, legs);
      return { row: redRain.transfer(ctx.db, transferId) as TransferRow, replayed: false };
    })();
    return transferResult(ctx.db, done.row, agentId, done.replayed);
  });

  authedRoute<unknown, null, AffiliateLinks>(app, ctx, 'linkList', ({ session }) => {
    const now = ctx.now();
    const rows = redRain.links(ctx.db, session.user.id, session.user.merchant_code);
    return { links: rows.map((r) => toLink(ctx.db, r, now)) };
  });

  authedRoute<unknown, null, AffiliateLinkExpiryOptions>(app, ctx, 'linkExpiryOptions', ({ session }) => ({ options: [...linkOptions(session.user.merchant_code).expiryDays] }));

  authedRoute<unknown, null, AffiliateLinkChannels>(app, ctx, 'linkChannels', ({ session }) => ({
    channels: linkOptions(session.user.merchant_code).channels.map((c) => ({ ...c })),
  }));

  authedRoute<unknown, AffiliateLinkCreateRequest, AffiliateLink>(app, ctx, 'linkCreate', ({ session, body }) => {
    const code = session.user.merchant_code;
    const options = linkOptions(code);
    if (!options.channels.some((c) => c.channel === body.channel)) throw new ApiError('link.option.invalid', undefined, { field: 'channel' });
    if (!options.expiryDays.includes(body.expiryDays)) throw new ApiError('link.option.invalid', undefined, { field: 'expiryDays' });
    const now = ctx.now();
    const expiresAt = body.expiryDays === 0 ? null : now + body.expiryDays * 86_400_000;
    const link = redRain.insertLink(ctx.db, { merchantCode: code, agentId: session.user.id, code: newLinkCode(ctx.db, code), channel: body.channel, expiryDays: body.expiryDays, expiresAt, createdAt: now });
    return toLink(ctx.db, link, now);
  });

  authedRoute<unknown, AffiliateLinkDeleteRequest, null>(app, ctx, 'linkDelete', ({ session, body }) => {
    const row = ownLink(ctx.db, session, body.linkId);
    redRain.deleteLink(ctx.db, row.id, ctx.now());
    return null;
  });

  authedRoute<AffiliateLinkRegistrationsQuery, null, AffiliateLinkRegistrations>(app, ctx, 'linkRegistrations', ({ session, query }) => {
    const row = ownLink(ctx.db, session, query.linkId);
    const rows = redRain.registrations(ctx.db, row.id);
    return { registrations: rows.map((r) => ({ username: r.username, registeredAt: r.registered_at })) };
  });
};
