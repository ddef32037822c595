// Sessions: SMS codes, login (member and agent), free play, logout.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type { LoginReply, LoginRequest, SmsRequest, SmsSent, TrialReply } from '../../src/api/contract.generated';
import { type UserRow } from '../context';
import { FREE_TYPE } from '../../src/domain/customer-types';
import { authedRoute, route, type AreaOptions } from '../http';
import { checkField, registerSettings } from '../register-rules';
import { authenticate, issueSession } from '../sessions';
import { limitRate } from '../rate-limits';
import { sendSmsCode } from '../verification';

const TRIAL_BALANCE_CENTS = 200_000;

export const sessionRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  route<unknown, SmsRequest, SmsSent>(app, ctx, 'smsRegister', ({ req, merchant, body }) => {
    limitRate(ctx, req, 'sms');
    const mobile = checkField(registerSettings(merchant).login, 'loginMobileNum', body.mobileNum) ?? '';
    const taken = ctx.db.prepare('SELECT 1 FROM users WHERE merchant_code = ? AND mobile = ?').get(merchant.code, mobile);
    if (taken) throw new ApiError('exists.mobile.err', undefined, { field: 'mobileNum' });
    return sendSmsCode(ctx, merchant.code, mobile, 'register');
  });

  route<unknown, SmsRequest, SmsSent>(app, ctx, 'smsNoLogin', ({ req, merchant, body }) => {
    limitRate(ctx, req, 'sms');
    const mobile = checkField(registerSettings(merchant).login, 'loginMobileNum', body.mobileNum) ?? '';
    const known = ctx.db.prepare('SELECT 1 FROM users WHERE merchant_code = ? AND mobile = ?').get(merchant.code, mobile);
    if (!known) throw new ApiError('mobile.not.registered');
    return sendSmsCode(ctx, merchant.code, mobile, 'noLogin');
  });

  // One login for members and agents, as upstream has: which page may use the account is the client's check.
  route<unknown, LoginRequest, LoginReply>(app, ctx, 'login', ({ req, merchant, body }) => {
    limitRate(ctx, req, 'login');
    return authenticate(ctx, req, merchant, body);
  });

  route<unknown, null, TrialReply>(app, ctx, 'freePlay', ({ req, merchant }) => {
    if (merchant.flags.FREEPLAY3 !== true) throw new ApiError('function.not.available', 'Free play is off for this merchant.');
    limitRate(ctx, req, 'freePlay');
    const username = `trial${randomBytes(4).toString('hex')}`;
    const info = ctx.db
      .prepare('INSERT INTO users (merchant_code, username, type, balance_cents, reg_date, trial_expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(merchant.trialMerchantCode, username, FREE_TYPE, TRIAL_BALANCE_CENTS, ctx.now(), ctx.now() + ctx.settings.trialAccountTtlMs);
    const user = ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(info.lastInsertRowid) as UserRow;
    const session = issueSession(ctx, user, merchant.trialMerchantCode);
    return { token: session.token, userName: session.userName, customerType: FREE_TYPE, merchantCode: merchant.trialMerchantCode };
  });

  authedRoute<unknown, null, null>(app, ctx, 'logout', ({ session }) => {
    ctx.db.prepare('DELETE FROM sessions WHERE token = ?').run(session.token);
    return null;
  });
};
