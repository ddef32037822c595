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
import * as announcements from '../repositories/announcements';
import * as devSwitches from '../repositories/dev';
import * as memberCentre from '../repositories/member-centre';
import * as members from '../repositories/member';
import * as messages from '../repositories/messages';
import * as security from '../repositories/security';
import * as service from '../repositories/service';
import * as sessions from '../repositories/session';

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
    if (body.maintenance !== undefined) devSwitches.setMaintenance(ctx.db, code, body.maintenance);
    if (body.regionRestriction !== undefined) devSwitches.setRegionRestriction(ctx.db, code, body.regionRestriction);
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
    const id = announcements.insert(ctx.db, {
      merchantCode: body.merchant,
      kind: body.kind,
      groupName: 'm_home',
      title: body.title,
      content: body.content,
      execution: body.kind === 'PU' ? (body.execution ?? 'B') : null,
      promotionType: body.promotionType ?? null,
      createdAt: ctx.now(),
    });
    return { id };
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
    return { expired: sessions.setSessionsExpiry(ctx.db, ctx.now() - 1, query.token) };
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
    const user = members.byUsername(ctx.db, merchant.code, body.username);
    if (!user) throw new ApiError('not.found', `No user "${body.username}" at ${merchant.code}.`);
    for (let i = 1; i <= (body.addUnreadMessages ?? 0); i += 1) messages.insertUnread(ctx.db, user.id, 'System', `Test message ${i}`, `<p>Test message ${i}.</p>`, ctx.now());
    if (body.promotion) memberCentre.setUnclaimed(ctx.db, user.id, body.promotion.key, body.promotion.count);
    return { unreadMessages: unreadMessageCount(ctx, user.id), unclaimedRewards: rewardBadge(availablePromotions(ctx, merchant, user.id)) };
  });

  route<unknown, DevMessageRequest, DevMessage>(app, ctx, 'devAddMessage', ({ body }) => {
    if (!ctx.merchantByCode.has(body.merchant)) throw new ApiError('merchant.not.found', `Unknown merchant "${body.merchant}".`);
    const user = members.byUsername(ctx.db, body.merchant, body.username);
    if (!user) throw new ApiError('not.found', `No account "${body.username}" on ${body.merchant}.`);
    const inboxId = messages.insert(ctx.db, {
      userId: user.id,
      sender: body.senderName ?? 'System',
      subject: body.subject,
      content: body.content,
      sentAt: ctx.now(),
      read: body.read === true,
      recordSource: body.recordSource ?? 'SYSTEM',
      canReply: body.canReply === true,
    });
    return { inboxId };
  });

  route<unknown, DevPlayRequest, DevPlay>(app, ctx, 'devPlay', ({ body }) => {
    if (!ctx.merchantByCode.has(body.merchant)) throw new ApiError('merchant.not.found', `Unknown merchant "${body.merchant}".`);
    const user = members.byUsername(ctx.db, body.merchant, body.username);
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
    const row = security.latestCodeTo(ctx.db, query.destination, query.merchant);
    if (!row) throw new ApiError('not.found', `No security code was sent to ${query.destination}.`);
    return { code: row.code, expirationTime: row.expires_at, merchantCode: row.merchant_code, purpose: row.purpose, channel: row.channel };
  });

  route<unknown, null, DevExpired>(app, ctx, 'devExpireSecurityCodes', () => {
    return { expired: security.expireLiveCodes(ctx.db, ctx.now() - 1) };
  });

  route<unknown, DevChatFaultRequest, DevChatFault>(app, ctx, 'devChatFault', ({ body }) => {
    if (!ctx.merchantByCode.has(body.merchant)) throw new ApiError('merchant.not.found', `Unknown merchant "${body.merchant}".`);
    if (body.fail) service.raiseFault(ctx.db, body.merchant, CHAT_FAULT);
    else service.clearFault(ctx.db, body.merchant, CHAT_FAULT);
    return { merchant: body.merchant, fail: body.fail };
  });
};
