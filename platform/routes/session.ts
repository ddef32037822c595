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
import * as members from '../repositories/member';
import * as sessions from '../repositories/session';

const TRIAL_BALANCE_CENTS = 200_000;

export const sessionRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  route<unknown, SmsRequest, SmsSent>(app, ctx, 'smsRegister', ({ req, merchant, body }) => {
    limitRate(ctx, req, 'sms');
    const mobile = checkField(registerSettings(merchant).login, 'loginMobileNum', body.mobileNum) ?? '';
    if (members.mobileTaken(ctx.db, merchant.code, mobile)) throw new ApiError('exists.mobile.err', undefined, { field: 'mobileNum' });
    return sendSmsCode(ctx, merchant.code, mobile, 'register');
  });

  route<unknown, SmsRequest, SmsSent>(app, ctx, 'smsNoLogin', ({ req, merchant, body }) => {
    limitRate(ctx, req, 'sms');
    const mobile = checkField(registerSettings(merchant).login, 'loginMobileNum', body.mobileNum) ?? '';
    if (!members.mobileTaken(ctx.db, merchant.code, mobile)) throw new ApiError('mobile.not.registered');
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
    const id = members.insertTrialMember(ctx.db, {
      merchantCode: merchant.trialMerchantCode,
      username,
      type: FREE_TYPE,
      balanceCents: TRIAL_BALANCE_CENTS,
      regDate: ctx.now(),
      trialExpiresAt: ctx.now() + ctx.settings.trialAccountTtlMs,
    });
    const user = members.byId(ctx.db, id) as UserRow;
    const session = issueSession(ctx, user, merchant.trialMerchantCode);
    return { token: session.token, userName: session.userName, customerType: FREE_TYPE, merchantCode: merchant.trialMerchantCode };
  });

  authedRoute<unknown, null, null>(app, ctx, 'logout', ({ session }) => {
    sessions.endSession(ctx.db, session.token);
    return null;
  });
};
