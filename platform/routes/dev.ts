// Dev endpoints (on only with npm start -- --dev or LOBBY_DEV=1, on loopback): SMS outbox, captcha answers, merchant status and module
// switches, reset, session expiry, staff's decisions on deposits and withdrawals, and the test
// switches of other areas (badges, messages, a round played, security codes, the chat fault).
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type { DevDepositDecision, DevDepositDecisionReply, DevDepositSettingsRequest } from '../../src/api/contract.generated';
import { approveDeposit, changeDepositSettings, rejectDeposit } from '../deposit';
import type {
  DevChatFault,
  DevChatFaultRequest,
  DevMemberBadges,
  DevMemberBadgesRequest,
  DevMessage,
  DevMessageRequest,
  DevPlay,
  DevPlayRequest,
  DevSecurityCode,
  DevSecurityCodeQuery,
} from '../../src/api/contract.generated';
import type { UserRow } from '../context';
import { CHAT_FAULT } from '../customer-service-path';
import { availablePromotions, rewardBadge } from '../member-club';
import { unreadMessageCount } from '../messages';
import { playRound, toCents } from '../records';
import type { DevWithdrawDecision, WithdrawRecord } from '../../src/api/contract.generated';
import { decideWithdrawal, WITHDRAW_STATE } from '../withdraw';
import type { DevClearFaultsQuery, DevFaultRequest, DevFaults, DevModules, DevModulesRequest } from '../../src/api/contract.generated';
import { reportedModules, resetModules, switchModules, upstreamTree } from '../boot-settings';
import type { DevAnnouncement, DevAnnouncementRequest, DevCaptcha, DevCaptchaQuery, DevExpired, DevLedgerAudit, DevExpireRequest, DevMerchantStatus, DevMerchantStatusRequest, DevSms, DevSmsQuery } from '../../src/api/contract.generated';
import { resetDatabase } from '../db/seed';
import { resetRateLimits } from '../rate-limits';
import { armFault, clearFaults, faultsView } from '../faults';
import { merchantStatus, route, type AreaOptions } from '../http';
import { captchaIdOf } from '../sessions';
import { ledgerMismatches, ledgerTotals, orderMismatches } from '../ledger';
import { captchaAnswer, latestSmsCode } from '../verification';

export const devRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  route<DevSmsQuery, null, DevSms>(app, ctx, 'devSms', ({ query }) => {
    const sms = latestSmsCode(ctx, query.mobileNum, query.merchant);
    if (!sms) throw new ApiError('not.found', `No SMS was sent to ${query.mobileNum}.`);
    return sms;
  });

  // A browser test cannot read the image; it reads the answer here (the lobby_captcha cookie is
  // HttpOnly and scoped to /wps, so a test passes its value as ?id=). Peeking does not spend it.
  route<DevCaptchaQuery, null, DevCaptcha>(app, ctx, 'devCaptcha', ({ req, query }) => {
    const id = query.id ?? captchaIdOf(req);
    const captcha = id === undefined ? undefined : captchaAnswer(ctx, id);
    if (!captcha) throw new ApiError('not.found', 'No live captcha for this requester.');
    return captcha;
  });

  route<unknown, DevMerchantStatusRequest, DevMerchantStatus>(app, ctx, 'devMerchantStatus', ({ req, body }) => {
    const { code } = req.params as { code: string };
    if (!ctx.merchantByCode.has(code)) throw new ApiError('merchant.not.found', `Unknown merchant "${code}".`);
    if (body.maintenance !== undefined) ctx.db.prepare('UPDATE merchants SET maintenance = ? WHERE code = ?').run(body.maintenance ? 1 : 0, code);
    if (body.regionRestriction !== undefined) ctx.db.prepare('UPDATE merchants SET region_restriction = ? WHERE code = ?').run(body.regionRestriction ? 1 : 0, code);
    return merchantStatus(ctx, code);
  });

  // Switches white-label modules (tree node and whitelabelVal together) in what the merchant's status
  // and consolidated settings report; /__dev/reset forgets the switches (platform/boot-settings.ts).
  route<unknown, DevModulesRequest, DevModules>(app, ctx, 'devMerchantModules', ({ req, body }) => {
    const { code } = req.params as { code: string };
    const merchant = ctx.merchantByCode.get(code);
    if (!merchant) throw new ApiError('merchant.not.found', `Unknown merchant "${code}".`);
    switchModules(ctx, code, body.modules);
    const modules = reportedModules(ctx, merchant);
    return { whitelabel: upstreamTree(modules.tree), whitelabelVal: modules.flags };
  });

  // Changes the home announcements (a new popup, a hostile one, another notice) for the popup and
  // notice tests; the next /__dev/reset drops it with the rest.
  route<unknown, DevAnnouncementRequest, DevAnnouncement>(app, ctx, 'devAddAnnouncement', ({ body }) => {
    if (!ctx.merchantByCode.has(body.merchant)) throw new ApiError('merchant.not.found', `Unknown merchant "${body.merchant}".`);
    const sort = (ctx.db.prepare('SELECT COALESCE(MAX(sort), 0) + 1 AS next FROM announcements WHERE merchant_code = ?').get(body.merchant) as { next: number }).next;
    const info = ctx.db
      .prepare('INSERT INTO announcements (merchant_code, kind, group_name, title, content, execution, promotion_type, redirect, image_url, created_at, sort) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?)')
      .run(body.merchant, body.kind, 'm_home', body.title, body.content, body.kind === 'PU' ? (body.execution ?? 'B') : null, body.promotionType ?? null, ctx.now(), sort);
    return { id: Number(info.lastInsertRowid) };
  });

  // The books after a test run: every account's cached balance against its ledger sum, and every
  // order against its own ledger rows.
  route<unknown, null, DevLedgerAudit>(app, ctx, 'devLedgerAudit', () => ({
    ...ledgerTotals(ctx.db),
    mismatches: ledgerMismatches(ctx.db).map((m) => ({ merchantCode: m.merchantCode, username: m.username, balance: m.balanceCents / 100, ledger: m.ledgerCents / 100 })),
    orders: orderMismatches(ctx.db).map((o) => ({ kind: o.kind, id: o.id, expected: o.expectedCents / 100, ledger: o.ledgerCents / 100 })),
  }));

  route(app, ctx, 'devReset', async () => {
    await resetDatabase(ctx.db, ctx.merchants, ctx.now());
    resetRateLimits(ctx);
    clearFaults(ctx);
    resetModules(ctx);
    return null;
  });

  route<DevExpireRequest, null, DevExpired>(app, ctx, 'devExpireSessions', ({ query }) => {
    const past = ctx.now() - 1;
    const info =
      query.token === undefined
        ? ctx.db.prepare('UPDATE sessions SET expires_at = ?').run(past)
        : ctx.db.prepare('UPDATE sessions SET expires_at = ? WHERE token = ?').run(past, query.token);
    return { expired: info.changes };
  });

  // Fault injection (platform/faults.ts, docs/faults.md): hostile replies for the next N calls of a route.
  route<unknown, null, DevFaults>(app, ctx, 'devFaults', () => faultsView(ctx));
  route<unknown, DevFaultRequest, DevFaults>(app, ctx, 'devArmFault', ({ body }) => armFault(ctx, body));
  route<DevClearFaultsQuery, null, DevFaults>(app, ctx, 'devClearFaults', ({ query }) => clearFaults(ctx, query.merchant));

  // Staff decisions on deposits: approve credits the deposit and its bonus once; reject moves nothing.
  route<unknown, DevDepositDecision, DevDepositDecisionReply>(app, ctx, 'devDepositApprove', ({ body }) => approveDeposit(ctx.db, body.depositId, ctx.now()));
  route<unknown, DevDepositDecision, DevDepositDecisionReply>(app, ctx, 'devDepositReject', ({ body }) => rejectDeposit(ctx.db, body.depositId, ctx.now()));
  route<unknown, DevDepositSettingsRequest, null>(app, ctx, 'devDepositSettings', ({ body }) => {
    if (!ctx.merchantByCode.has(body.merchantCode)) throw new ApiError('merchant.not.found');
    changeDepositSettings(ctx.db, body);
    return null;
  });

  // Staff decisions on withdrawals: approve keeps the debit; reject returns what the order took.
  route<unknown, DevWithdrawDecision, WithdrawRecord>(app, ctx, 'devWithdrawApprove', ({ body }) => decideWithdrawal(ctx.db, body, WITHDRAW_STATE.approved, ctx.now()));
  route<unknown, DevWithdrawDecision, WithdrawRecord>(app, ctx, 'devWithdrawReject', ({ body }) => decideWithdrawal(ctx.db, body, WITHDRAW_STATE.rejected, ctx.now()));

  route<unknown, DevMemberBadgesRequest, DevMemberBadges>(app, ctx, 'devMemberBadges', ({ body }) => {
    const merchant = ctx.merchantByCode.get(body.merchant);
    if (!merchant) throw new ApiError('merchant.not.found', `Unknown merchant "${body.merchant}".`);
    const user = ctx.db.prepare('SELECT * FROM users WHERE merchant_code = ? AND username = ?').get(merchant.code, body.username) as UserRow | undefined;
    if (!user) throw new ApiError('not.found', `No user "${body.username}" at ${merchant.code}.`);
    const insertMessage = ctx.db.prepare('INSERT INTO messages (user_id, sender, subject, content, sent_at, read) VALUES (?, ?, ?, ?, ?, 0)');
    for (let i = 1; i <= (body.addUnreadMessages ?? 0); i += 1) insertMessage.run(user.id, 'System', `Test message ${i}`, `<p>Test message ${i}.</p>`, ctx.now());
    if (body.promotion) {
      ctx.db
        .prepare('INSERT INTO member_promotions (user_id, promo_key, enabled, unclaimed) VALUES (?, ?, 1, ?) ON CONFLICT (user_id, promo_key) DO UPDATE SET unclaimed = excluded.unclaimed')
        .run(user.id, body.promotion.key, body.promotion.count);
    }
    return { unreadMessages: unreadMessageCount(ctx, user.id), unclaimedRewards: rewardBadge(availablePromotions(ctx, merchant, user.id)) };
  });

  route<unknown, DevMessageRequest, DevMessage>(app, ctx, 'devAddMessage', ({ body }) => {
    if (!ctx.merchantByCode.has(body.merchant)) throw new ApiError('merchant.not.found', `Unknown merchant "${body.merchant}".`);
    const user = ctx.db.prepare('SELECT id FROM users WHERE merchant_code = ? AND username = ?').get(body.merchant, body.username) as { id: number } | undefined;
    if (!user) throw new ApiError('not.found', `No account "${body.username}" on ${body.merchant}.`);
    const info = ctx.db
      .prepare('INSERT INTO messages (user_id, sender, subject, content, sent_at, read, record_source, can_reply) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(user.id, body.senderName ?? 'System', body.subject, body.content, ctx.now(), body.read === true ? 1 : 0, body.recordSource ?? 'SYSTEM', body.canReply === true ? 1 : 0);
    return { inboxId: Number(info.lastInsertRowid) };
  });

  route<unknown, DevPlayRequest, DevPlay>(app, ctx, 'devPlay', ({ body }) => {
    if (!ctx.merchantByCode.has(body.merchant)) throw new ApiError('merchant.not.found', `Unknown merchant "${body.merchant}".`);
    const user = ctx.db.prepare('SELECT id FROM users WHERE merchant_code = ? AND username = ?').get(body.merchant, body.username) as { id: number } | undefined;
    if (!user) throw new ApiError('not.found', `No account "${body.username}" on ${body.merchant}.`);
    const played = playRound(ctx.db, {
      userId: user.id,
      merchantCode: body.merchant,
      ...(body.nodeId === undefined ? {} : { nodeId: body.nodeId }),
      ...(body.vendor === undefined ? {} : { vendor: body.vendor }),
      betCents: toCents(body.bet, 'bet'),
      winCents: toCents(body.win, 'win'),
      ...(body.validBet === undefined ? {} : { validBetCents: toCents(body.validBet, 'validBet') }),
      at: body.at ?? ctx.now(),
    });
    return { betId: played.betId, balance: played.balanceCents / 100 };
  });

  route<DevSecurityCodeQuery, null, DevSecurityCode>(app, ctx, 'devSecurityCode', ({ query }) => {
    const row = ctx.db
      .prepare(`SELECT code, expires_at, merchant_code, purpose, channel FROM security_codes WHERE destination = ? ${query.merchant ? 'AND merchant_code = ?' : ''} ORDER BY id DESC LIMIT 1`)
      .get(...(query.merchant ? [query.destination, query.merchant] : [query.destination])) as
      | { code: string; expires_at: number; merchant_code: string; purpose: DevSecurityCode['purpose']; channel: DevSecurityCode['channel'] }
      | undefined;
    if (!row) throw new ApiError('not.found', `No security code was sent to ${query.destination}.`);
    return { code: row.code, expirationTime: row.expires_at, merchantCode: row.merchant_code, purpose: row.purpose, channel: row.channel };
  });

  route<unknown, null, DevExpired>(app, ctx, 'devExpireSecurityCodes', () => {
    const info = ctx.db.prepare('UPDATE security_codes SET expires_at = ? WHERE used = 0').run(ctx.now() - 1);
    return { expired: info.changes };
  });

  route<unknown, DevChatFaultRequest, DevChatFault>(app, ctx, 'devChatFault', ({ body }) => {
    if (!ctx.merchantByCode.has(body.merchant)) throw new ApiError('merchant.not.found', `Unknown merchant "${body.merchant}".`);
    if (body.fail) ctx.db.prepare('INSERT OR IGNORE INTO service_faults (merchant_code, fault) VALUES (?, ?)').run(body.merchant, CHAT_FAULT);
    else ctx.db.prepare('DELETE FROM service_faults WHERE merchant_code = ? AND fault = ?').run(body.merchant, CHAT_FAULT);
    return { merchant: body.merchant, fail: body.fail };
  });
};
