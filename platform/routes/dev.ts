// Dev endpoints (on only with npm start -- --dev or LOBBY_DEV=1, on loopback): SMS outbox, captcha answers, merchant status and module
// switches, reset, session expiry, and staff's decisions on deposits.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type { DevDepositDecision, DevDepositDecisionReply, DevDepositSettingsRequest } from '../../src/api/contract.generated';
import { approveDeposit, changeDepositSettings, rejectDeposit } from '../deposit';
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
};
