// Accounts: registration, affiliate check, passwords, member info, wallet (the inbox is routes/messages.ts).
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  AffiliateInfo,
  AffiliateQuery,
  ChangePasswordRequest,
  LoginReply,
  MemberInfo,
  PasswordByEmailRequest,
  RegisterMobileRequest,
  RegisterRequest,
  SetPasswordByPhoneRequest,
  SetPasswordReply,
  Wallet,
} from '../../src/api/contract.generated';
import { type PlatformContext, type UserRow } from '../context';
import { FREE_TYPE, isAgentType } from '../../src/domain/customer-types';
import { authedRoute, route, type AreaOptions } from '../http';
import type { Merchant } from '../merchants';
import { labelColours } from '../member-club';
import { hashPassword, verifyPassword } from '../passwords';
import { checkField, registerSettings } from '../register-rules';
import { issueSession } from '../sessions';
import { limitRate } from '../rate-limits';
import { consumeSmsCode } from '../verification';
import { recordInvitation } from '../invitations';
import { linkForCode, recordLinkRegistration } from '../affiliate-links';
import * as members from '../repositories/member';
import * as sessions from '../repositories/session';

const CURRENCIES: Record<string, string> = { '₫': 'VND', '￥': 'CNY', '¥': 'CNY', $: 'USD', '฿': 'THB', '₱': 'PHP', '₹': 'INR', Rp: 'IDR' };

// The REG3 module opens registration and USERNAMEREG3 / MOBILENUMREG3 pick the methods.
// DIRECTREG3 only shows the header's register button: a merchant without it (mono) still
// registers by mobile number from the login screen's link.
function requireRegistration(merchant: Merchant, method: 'USERNAMEREG3' | 'MOBILENUMREG3'): void {
  const f = merchant.flags;
  if (f.REG3 === false || f[method] !== true) {
    throw new ApiError('function.not.available', `${method === 'USERNAMEREG3' ? 'Username' : 'Mobile'} registration is off for this merchant.`);
  }
}

function checkAge(merchant: Merchant, confirmedAge: number, birthday: string | undefined, now: number): void {
  const fail = (): never => {
    throw new ApiError('age.not.confirmed', `Players must be ${merchant.minimumAge} or older.`, { minimumAge: merchant.minimumAge, field: 'confirmedAge' });
  };
  if (confirmedAge < merchant.minimumAge) fail();
  if (birthday !== undefined) {
    const born = new Date(`${birthday}T00:00:00Z`);
    if (Number.isNaN(born.getTime())) throw new ApiError('format.field.err', 'birthday is not a date', { field: 'birthday' });
    const today = new Date(now);
    const adult = Date.UTC(born.getUTCFullYear() + merchant.minimumAge, born.getUTCMonth(), born.getUTCDate());
    if (adult > Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())) fail();
  }
}

/**
 * Who a registration code belongs to. An agent's code (AGENT01) puts the new account under the agent;
 * any member's code (their referral code, see routes/invite.ts) makes the account one of that member's
 * invitations. Both live in users.affiliate_code, so one field and one uniqueness rule serve both.
 * Otherwise the code may be one of an agent's affiliate links (routes/redrain.ts): the account goes
 * under the link's agent and counts for the link; an expired or deleted link is refused.
 */
function affiliateOwner(ctx: PlatformContext, merchant: Merchant, code: string | undefined): { uplineId: number | null; inviterId: number | null; linkId: number | null } {
  if (code === undefined) return { uplineId: null, inviterId: null, linkId: null };
  const owner = members.byAffiliateCode(ctx.db, merchant.code, code);
  if (!owner) {
    const link = linkForCode(ctx.db, merchant.code, code, ctx.now());
    if (!link) throw new ApiError('affiliate.invalid', undefined, { field: 'affiliateCode' });
    if (!link.usable) throw new ApiError('affiliate.link.invalid', undefined, { field: 'affiliateCode' });
    return { uplineId: link.agentId, inviterId: null, linkId: link.linkId };
  }
  if (owner.type === FREE_TYPE) throw new ApiError('affiliate.invalid', undefined, { field: 'affiliateCode' });
  const agent = isAgentType(owner.type);
  // A member's referral code works only while the merchant runs the REFERRAL promotion.
  if (!agent && merchant.flags.REFERRAL !== true) throw new ApiError('affiliate.invalid', undefined, { field: 'affiliateCode' });
  return { uplineId: agent ? owner.id : null, inviterId: owner.id, linkId: null };
}

function confirmMatches(password: string | undefined, confirm: string | undefined, field: string): void {
  if (password !== (confirm ?? '').trim()) throw new ApiError('modify.new.confirm.diff', undefined, { field });
}

interface NewAccount {
  username: string;
  password: string | undefined;
  mobile: string | undefined;
  email?: string | undefined;
  nickname?: string | undefined;
  payeeName?: string | undefined;
  uplineId: number | null;
}

function refuseTaken(ctx: PlatformContext, merchant: Merchant, account: NewAccount): void {
  if (members.usernameTaken(ctx.db, merchant.code, account.username)) {
    throw new ApiError('exists.username.err', undefined, { field: 'username' });
  }
  if (account.mobile !== undefined && members.mobileTaken(ctx.db, merchant.code, account.mobile)) {
    throw new ApiError('exists.mobile.err', undefined, { field: 'mobileNum' });
  }
}

async function createAccount(ctx: PlatformContext, merchant: Merchant, account: NewAccount): Promise<UserRow> {
  refuseTaken(ctx, merchant, account);
  const hash = account.password === undefined ? null : await hashPassword(account.password);
  // Hashing yields: a parallel registration may have taken the name or number meanwhile, so the
  // insert checks again in the same transaction (409, not the unique index's 500).
  const id = ctx.db.transaction(() => {
    refuseTaken(ctx, merchant, account);
    return members.insertMember(ctx.db, {
      merchantCode: merchant.code,
      username: account.username,
      passwordHash: hash,
      mobile: account.mobile ?? null,
      email: account.email ?? null,
      nickname: account.nickname ?? null,
      payeeName: account.payeeName ?? null,
      uplineId: account.uplineId,
      regDate: ctx.now(),
    });
  })();
  return members.byId(ctx.db, id) as UserRow;
}

function mask(text: string | null, keepStart: number, keepEnd: number): string | null {
  if (text === null) return null;
  if (text.length <= keepStart + keepEnd) return '*'.repeat(text.length);
  return `${text.slice(0, keepStart)}****${text.slice(text.length - keepEnd)}`;
}

export const memberRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  route<unknown, RegisterRequest, LoginReply>(app, ctx, 'register', async ({ req, merchant, body }) => {
    limitRate(ctx, req, 'register');
    requireRegistration(merchant, 'USERNAMEREG3');
    const settings = registerSettings(merchant);
    const f = settings.fields;
    const username = checkField(f, 'username', body.username) ?? '';
    const password = checkField(f, 'password', body.password);
    checkField(f, 'confirmPassword', body.confirmPassword);
    confirmMatches(password, body.confirmPassword, 'confirmPassword');
    const mobile = checkField(f, 'mobileNum', body.mobileNum);
    if (settings.requireSmsForUsername) checkField(f, 'verificationCode', body.verificationCode);
    const email = checkField(f, 'email', body.email);
    const nickname = checkField(f, 'nickname', body.nickname);
    const payeeName = checkField(f, 'payeeName', body.payeeName);
    const affiliateCode = checkField(f, 'affiliateCode', body.affiliateCode);
    checkAge(merchant, body.confirmedAge, body.birthday, ctx.now());
    const { uplineId, inviterId, linkId } = affiliateOwner(ctx, merchant, affiliateCode);
    if (settings.requireSmsForUsername && mobile !== undefined) consumeSmsCode(ctx, merchant.code, mobile, 'register', body.verificationCode, false);
    const user = await createAccount(ctx, merchant, { username, password, mobile, email, nickname, payeeName, uplineId });
    if (inviterId !== null) recordInvitation(ctx.db, merchant.code, inviterId, user.id, ctx.now());
    if (linkId !== null) recordLinkRegistration(ctx.db, linkId, user.id, ctx.now());
    if (settings.requireSmsForUsername && mobile !== undefined) consumeSmsCode(ctx, merchant.code, mobile, 'register', body.verificationCode);
    return issueSession(ctx, user, merchant.code);
  });

  route<unknown, RegisterMobileRequest, LoginReply>(app, ctx, 'registerMobile', async ({ req, merchant, body }) => {
    limitRate(ctx, req, 'register');
    requireRegistration(merchant, 'MOBILENUMREG3');
    const settings = registerSettings(merchant);
    const f = settings.fields;
    const mobile = checkField(f, 'mobileNum', body.mobileNum, true) ?? '';
    checkField(f, 'verificationCode', body.verificationCode, true);
    const wantsPassword = settings.requirePasswordForMobile || (body.password ?? '') !== '';
    const password = wantsPassword ? checkField(f, 'password', body.password, true) : undefined;
    if (wantsPassword) confirmMatches(password, body.confirmPassword, 'confirmPassword');
    const affiliateCode = checkField(f, 'affiliateCode', body.affiliateCode);
    checkAge(merchant, body.confirmedAge, body.birthday, ctx.now());
    const { uplineId, inviterId, linkId } = affiliateOwner(ctx, merchant, affiliateCode);
    consumeSmsCode(ctx, merchant.code, mobile, 'register', body.verificationCode, false);
    const user = await createAccount(ctx, merchant, { username: mobile, password, mobile, uplineId });
    if (inviterId !== null) recordInvitation(ctx.db, merchant.code, inviterId, user.id, ctx.now());
    if (linkId !== null) recordLinkRegistration(ctx.db, linkId, user.id, ctx.now());
    consumeSmsCode(ctx, merchant.code, mobile, 'register', body.verificationCode);
    return issueSession(ctx, user, merchant.code);
  });

  route<AffiliateQuery, null, AffiliateInfo>(app, ctx, 'affiliateCheck', ({ merchant, query }) => {
    const { inviterId, uplineId } = affiliateOwner(ctx, merchant, query.code.trim());
    const agent = members.nameOf(ctx.db, inviterId ?? uplineId) as { username: string };
    return { code: query.code.trim(), agentName: agent.username };
  });

  authedRoute<unknown, ChangePasswordRequest, null>(app, ctx, { id: 'changePassword', refuse: ['free-play'] }, async ({ merchant, session, body }) => {
    const rules = registerSettings(merchant).login;
    const next = checkField(rules, 'newPassword', body.newPassword) ?? '';
    confirmMatches(next, body.confirmNewPassword, 'confirmNewPassword');
    if (!(await verifyPassword(body.oldPassword, session.user.password_hash))) throw new ApiError('modify.pw.incorrect.pw', undefined, { field: 'oldPassword' });
    if (next === body.oldPassword) throw new ApiError('modify.new.old.same', undefined, { field: 'newPassword' });
    members.setPassword(ctx.db, session.user.id, await hashPassword(next));
    // Every other session of the account ends: whoever else knew the old password is signed out.
    sessions.endOtherSessions(ctx.db, session.user.id, session.token);
    return null;
  });

  route<unknown, SetPasswordByPhoneRequest, SetPasswordReply>(app, ctx, 'setPasswordByPhone', async ({ merchant, body }) => {
    if (merchant.flags.CHNGPASSVERIF3 !== true) throw new ApiError('function.not.available', 'Password by phone is off for this merchant.');
    const rules = registerSettings(merchant).login;
    const mobile = checkField(rules, 'loginMobileNum', body.mobileNum) ?? '';
    const next = checkField(rules, 'newPassword', body.newPassword) ?? '';
    if (body.confirmNewPassword !== undefined) confirmMatches(next, body.confirmNewPassword, 'confirmNewPassword');
    const user = members.byMobile(ctx.db, merchant.code, mobile);
    if (!user) throw new ApiError('mobile.not.registered');
    // Check the code before comparing passwords, so the same-password answer is no oracle for strangers.
    consumeSmsCode(ctx, merchant.code, mobile, 'noLogin', body.verificationCode, false);
    if (await verifyPassword(next, user.password_hash)) throw new ApiError('modify.new.old.same', undefined, { field: 'newPassword' });
    consumeSmsCode(ctx, merchant.code, mobile, 'noLogin', body.verificationCode);
    members.setPassword(ctx.db, user.id, await hashPassword(next));
    // A reset ends every session of the account (the one who reset it signs in again).
    sessions.endSessionsOf(ctx.db, user.id);
    return { userName: user.username };
  });

  route<unknown, PasswordByEmailRequest, null>(app, ctx, 'passwordByEmail', ({ req, merchant, body }) => {
    limitRate(ctx, req, 'passwordMail');
    const username = body.username.trim();
    if (!/^[A-Za-z0-9_]{3,20}$/.test(username)) throw new ApiError('format.username.err', undefined, { field: 'username' });
    const email = checkField(registerSettings(merchant).login, 'email', body.email) ?? '';
    if (members.emailMatches(ctx.db, merchant.code, username, email)) members.queuePasswordMail(ctx.db, merchant.code, username, email, ctx.now());
    return null;
  });

  authedRoute<unknown, null, MemberInfo>(app, ctx, 'memberInfo', ({ session }) => {
    const u = session.user;
    const upline = u.upline_id === null ? undefined : members.nameOf(ctx.db, u.upline_id);
    const email = u.email === null ? null : (() => {
      const [name = '', domain = ''] = u.email.split('@');
      return `${name.slice(0, 2)}****@${domain}`;
    })();
    return {
      id: u.id,
      account: u.username,
      userName: u.username,
      nickname: u.nickname,
      type: u.type,
      regDate: u.reg_date,
      clubLabel: { labelName: u.club_label, type: u.club_label_type, ...labelColours(u.merchant_code, u.club_label) },
      toUpline: upline?.username ?? null,
      mobile: mask(u.mobile, 3, 3),
      email,
      merchantCode: u.merchant_code,
    };
  });

  authedRoute<unknown, null, Wallet>(app, ctx, 'walletBalance', ({ merchant, session }) => {
    const balance = members.storedBalanceCents(ctx.db, session.user.id) / 100;
    return { sumBalance: balance, // XXX is ISO 4217's code for "no currency": an unknown symbol stays honest rather than guessed.
    currency: CURRENCIES[merchant.currencySymbol] ?? 'XXX', currencySymbol: merchant.currencySymbol, balance: [{ accountTypeId: 2, availBalance: balance }] };
  });
};
