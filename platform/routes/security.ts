// The security centre: funds password (set, change, forgot → reset with a code), bank cards (banks,
// list, bind, delete with a password), e-mail binding with a code, payee name binding. Codes go to a
// dev outbox (/__dev/security-code, routes/dev.ts) instead of a real mailer or SMS gateway.
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  SecurityBankCard,
  SecurityBankCards,
  SecurityBankList,
  SecurityBindCardRequest,
  SecurityBindEmailRequest,
  SecurityBindPayeeRequest,
  SecurityCodeSent,
  SecurityDeleteCardRequest,
  SecurityEmailCodeRequest,
  SecurityFundPasswordChangeRequest,
  SecurityFundPasswordResetRequest,
  SecurityFundPasswordSetRequest,
  SecurityOverview,
  SecuritySmsCodeRequest,
} from '../../src/api/contract.generated';
import {
  BANK_CARD_NUMBER_MAX_LENGTH,
  BANK_CARD_NUMBER_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  FUNDS_PASSWORD_MAX_LENGTH,
  FUNDS_PASSWORD_MIN_LENGTH,
  FUNDS_PASSWORD_PATTERN,
  PAYEE_NAME_MAX_LENGTH,
  PAYEE_NAME_MIN_LENGTH,
  PAYEE_NAME_PATTERN,
} from '../../src/config/constants';
import { type PlatformContext, type Session } from '../context';
import { securitySettings } from '../db/seed-security';
import { authedRoute, type AreaOptions } from '../http';
import { maskCardNumber } from '../bank-cards';
import { verifyFundPassword } from '../guesses';
import { hashPassword, verifyPassword } from '../passwords';
import { clearWrongCodes, countWrongCode, refuseWhileLocked } from '../verification';
import * as security from '../repositories/security';
import type { CodeChannel, CodePurpose, SecurityRow } from '../repositories/security';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function securityRow(ctx: PlatformContext, session: Session): SecurityRow {
  return security.securityRow(ctx.db, session.user.id);
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}****@${domain}`;
}

export function maskMobile(mobile: string): string {
  return mobile.length <= 6 ? '*'.repeat(mobile.length) : `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
}

/** The funds password rule of spec section 5 as we set it (constants.ts); the field named in the error. */
export function checkFundPassword(value: string, field: string): void {
  const ok = value.length >= FUNDS_PASSWORD_MIN_LENGTH && value.length <= FUNDS_PASSWORD_MAX_LENGTH && new RegExp(FUNDS_PASSWORD_PATTERN).test(value);
  if (!ok) throw new ApiError('format.fundpwd.err', undefined, { field });
}

/** Real name without diacritics, single spaces between words; surrounding spaces are trimmed. */
export function checkPayeeName(value: string): string {
  const name = value.trim();
  const ok = name.length >= PAYEE_NAME_MIN_LENGTH && name.length <= PAYEE_NAME_MAX_LENGTH && new RegExp(PAYEE_NAME_PATTERN).test(name);
  if (!ok) throw new ApiError('format.payee.err', undefined, { field: 'payeeName' });
  return name;
}

function confirmMatches(next: string, confirm: string): void {
  if (next !== confirm) throw new ApiError('modify.new.confirm.diff', undefined, { field: 'confirmFundPassword' });
}

function requireBankCards(ctx: PlatformContext, merchantCode: string): ReturnType<typeof securitySettings> {
  const settings = securitySettings(merchantCode);
  if (settings.allowWithdraw !== 'Y' || settings.normalBankWithdrawalSwitch !== 'Y') {
    throw new ApiError('function.not.available', 'Bank withdrawals are switched off for this merchant.');
  }
  return settings;
}

function sendCode(ctx: PlatformContext, session: Session, channel: CodeChannel, destination: string, purpose: CodePurpose): SecurityCodeSent {
  // A locked number or address gets no new code (a new code must not lift the lock).
  refuseWhileLocked(ctx, session.user.merchant_code, destination);
  const now = ctx.now();
  const lastSentAt = security.lastSentAt(ctx.db, session.user.id, purpose, destination);
  if (lastSentAt !== undefined && now - lastSentAt < ctx.settings.smsCooldownMs) {
    throw new ApiError('sms.cooldown', undefined, { retryAfter: Math.ceil((ctx.settings.smsCooldownMs - (now - lastSentAt)) / 1000) });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expirationTime = now + ctx.settings.smsTtlMs;
  // Only the latest code of a purpose works.
  security.spendCodesFor(ctx.db, session.user.id, purpose);
  security.insertCode(ctx.db, { userId: session.user.id, merchantCode: session.user.merchant_code, channel, destination, purpose, code, sentAt: now, expiresAt: expirationTime });
  return { expirationTime, cooldownSeconds: Math.round(ctx.settings.smsCooldownMs / 1000), destination: channel === 'email' ? maskEmail(destination) : maskMobile(destination) };
}

/**
 * Checks the latest code of the purpose sent to `destination`; spends it only when `consume`. Wrong
 * codes count against the destination as the SMS checks do (platform/verification.ts): the
 * smsLockoutAfterFailures-th locks it, spends its live codes, and every check is refused meanwhile.
 */
function checkCode(ctx: PlatformContext, session: Session, purpose: CodePurpose, destination: string, code: string, consume: boolean): void {
  const merchantCode = session.user.merchant_code;
  refuseWhileLocked(ctx, merchantCode, destination);
  const row = security.liveCode(ctx.db, session.user.id, purpose, destination);
  if (!row || row.expires_at <= ctx.now()) throw new ApiError('verification.code.expired', undefined, { field: 'verificationCode' });
  if (row.code !== code.trim()) {
    if (countWrongCode(ctx, merchantCode, destination)) security.spendCodesTo(ctx.db, merchantCode, destination);
    throw new ApiError('verification.code.wrong', undefined, { field: 'verificationCode' });
  }
  clearWrongCodes(ctx, merchantCode, destination);
  if (consume) security.spendCode(ctx.db, row.id);
}

function contactFor(row: SecurityRow, channel: CodeChannel): string {
  const destination = channel === 'email' ? row.email : row.mobile;
  if (destination === null) throw new ApiError('member.contact.not.bound', undefined, { field: 'channel' });
  return destination;
}

function cardsOf(ctx: PlatformContext, session: Session): SecurityBankCard[] {
  const banks = securitySettings(session.user.merchant_code).banks;
  const rows = security.cards(ctx.db, session.user.id);
  return rows.map((r) => ({
    bankCardId: r.id,
    bankCode: r.bank_code,
    bankName: banks.find((b) => b.bankCode === r.bank_code)?.bankName ?? r.bank_code,
    cardNumber: maskCardNumber(r.card_number),
    payeeName: r.payee_name,
  }));
}

export const securityRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  authedRoute<unknown, null, SecurityOverview>(app, ctx, { id: 'securityOverview', refuse: ['free-play'] }, ({ session }) => {
    const row = securityRow(ctx, session);
    const settings = securitySettings(session.user.merchant_code);
    const count = security.cardCount(ctx.db, session.user.id);
    return {
      fundPasswordSet: row.fund_password_hash !== null,
      email: row.email === null ? null : maskEmail(row.email),
      mobile: row.mobile === null ? null : maskMobile(row.mobile),
      payeeName: row.payee_name,
      bankCardCount: count,
      maxCardCount: settings.maxCardCount,
      bankCardsEnabled: settings.allowWithdraw === 'Y' && settings.normalBankWithdrawalSwitch === 'Y',
    };
  });

  authedRoute<unknown, SecurityFundPasswordSetRequest, null>(app, ctx, { id: 'securityFundPasswordSet', refuse: ['free-play'] }, async ({ session, body }) => {
    if (securityRow(ctx, session).fund_password_hash !== null) throw new ApiError('member.fundpassword.exists');
    checkFundPassword(body.newFundPassword, 'newFundPassword');
    confirmMatches(body.newFundPassword, body.confirmFundPassword);
    security.setFundPassword(ctx.db, session.user.id, await hashPassword(body.newFundPassword));
    return null;
  });

  authedRoute<unknown, SecurityFundPasswordChangeRequest, null>(app, ctx, { id: 'securityFundPasswordChange', refuse: ['free-play'] }, async ({ session, body }) => {
    const row = securityRow(ctx, session);
    if (row.fund_password_hash === null) throw new ApiError('member.fundpassword.not.set');
    checkFundPassword(body.newFundPassword, 'newFundPassword');
    confirmMatches(body.newFundPassword, body.confirmFundPassword);
    await verifyFundPassword(ctx, { id: session.user.id, merchant_code: session.user.merchant_code, fund_password_hash: row.fund_password_hash }, body.fundPassword, 'fundPassword');
    if (body.newFundPassword === body.fundPassword) throw new ApiError('modify.new.old.same', undefined, { field: 'newFundPassword' });
    security.setFundPassword(ctx.db, session.user.id, await hashPassword(body.newFundPassword));
    return null;
  });

  // Upstream's SMS sender: the code goes to the bound mobile (the only purpose here is the funds
  // password reset; the e-mail sender below serves it by e-mail).
  authedRoute<unknown, SecuritySmsCodeRequest, SecurityCodeSent>(app, ctx, { id: 'securityFundPasswordCode', refuse: ['free-play'] }, ({ session, body }) => {
    const row = securityRow(ctx, session);
    if (row.fund_password_hash === null) throw new ApiError('member.fundpassword.not.set');
    return sendCode(ctx, session, 'mobile', contactFor(row, 'mobile'), body.purpose);
  });

  authedRoute<unknown, SecurityFundPasswordResetRequest, null>(app, ctx, { id: 'securityFundPasswordReset', refuse: ['free-play'] }, async ({ session, body }) => {
    const row = securityRow(ctx, session);
    if (row.fund_password_hash === null) throw new ApiError('member.fundpassword.not.set');
    const destination = contactFor(row, body.channel);
    checkFundPassword(body.newFundPassword, 'newFundPassword');
    confirmMatches(body.newFundPassword, body.confirmFundPassword);
    checkCode(ctx, session, 'fundReset', destination, body.verificationCode, true);
    security.setFundPassword(ctx.db, session.user.id, await hashPassword(body.newFundPassword));
    return null;
  });

  authedRoute<unknown, null, SecurityBankList>(app, ctx, 'securityBanks', ({ session }) => [...requireBankCards(ctx, session.user.merchant_code).banks]);

  authedRoute<unknown, null, SecurityBankCards>(app, ctx, { id: 'securityBankCards', refuse: ['free-play'] }, ({ session }) => {
    const settings = requireBankCards(ctx, session.user.merchant_code);
    return { bankCards: cardsOf(ctx, session), maxCardCount: settings.maxCardCount, payeeName: securityRow(ctx, session).payee_name };
  });

  authedRoute<unknown, SecurityBindCardRequest, SecurityBankCard>(app, ctx, { id: 'securityBindBankCard', refuse: ['free-play'] }, ({ session, body }) => {
    const settings = requireBankCards(ctx, session.user.merchant_code);
    const payeeName = checkPayeeName(body.payeeName);
    const bound = securityRow(ctx, session).payee_name;
    if (bound !== null && bound !== payeeName) throw new ApiError('bankcard.payee.mismatch', undefined, { field: 'payeeName' });
    if (!settings.banks.some((b) => b.bankCode === body.bankCode)) throw new ApiError('bankcard.bank.invalid', undefined, { field: 'bankCode' });
    const number = body.cardNumber.replace(/\s+/g, '');
    if (!/^\d+$/.test(number) || number.length < BANK_CARD_NUMBER_MIN_LENGTH || number.length > BANK_CARD_NUMBER_MAX_LENGTH) {
      throw new ApiError('format.cardnumber.err', undefined, { field: 'cardNumber' });
    }
    if (security.cardNumberTaken(ctx.db, session.user.merchant_code, number)) {
      throw new ApiError('bankcard.exists', undefined, { field: 'cardNumber' });
    }
    const count = security.cardCount(ctx.db, session.user.id);
    if (count >= settings.maxCardCount) throw new ApiError('bankcard.max.reached', undefined, { maxCardCount: settings.maxCardCount });
    const id = ctx.db.transaction(() => {
      // The first card binds the payee name for good.
      if (bound === null) security.setPayeeName(ctx.db, session.user.id, payeeName);
      return security.insertCard(ctx.db, { userId: session.user.id, merchantCode: session.user.merchant_code, bankCode: body.bankCode, cardNumber: number, payeeName, createdAt: ctx.now() });
    })();
    const card = cardsOf(ctx, session).find((c) => c.bankCardId === id);
    if (!card) throw new ApiError('unknown.system.err');
    return card;
  });

  authedRoute<unknown, SecurityDeleteCardRequest, null>(app, ctx, { id: 'securityDeleteBankCard', refuse: ['free-play'] }, async ({ session, body }) => {
    requireBankCards(ctx, session.user.merchant_code);
    if (!security.ownsCard(ctx.db, body.bankCardId, session.user.id)) throw new ApiError('bankcard.not.found');
    const row = securityRow(ctx, session);
    if (row.fund_password_hash !== null) {
      await verifyFundPassword(ctx, { id: session.user.id, merchant_code: session.user.merchant_code, fund_password_hash: row.fund_password_hash }, body.password, 'password');
    } else if (!(await verifyPassword(body.password, row.password_hash))) {
      throw new ApiError('member.password.wrong', undefined, { field: 'password' });
    }
    security.deleteCard(ctx.db, body.bankCardId);
    return null;
  });

  // Upstream's e-mail sender: to the address being bound, or to the bound address for a funds
  // password reset.
  authedRoute<unknown, SecurityEmailCodeRequest, SecurityCodeSent>(app, ctx, { id: 'securityEmailCode', refuse: ['free-play'] }, ({ session, body }) => {
    if (body.purpose === 'fundReset') {
      const row = securityRow(ctx, session);
      if (row.fund_password_hash === null) throw new ApiError('member.fundpassword.not.set');
      return sendCode(ctx, session, 'email', contactFor(row, 'email'), 'fundReset');
    }
    const email = checkEmail(body.email ?? '');
    refuseTakenEmail(ctx, session, email);
    return sendCode(ctx, session, 'email', email, 'bindEmail');
  });

  authedRoute<unknown, SecurityBindEmailRequest, null>(app, ctx, { id: 'securityBindEmail', refuse: ['free-play'] }, ({ session, body }) => {
    const email = checkEmail(body.email);
    refuseTakenEmail(ctx, session, email);
    checkCode(ctx, session, 'bindEmail', email, body.verificationCode, true);
    security.setEmail(ctx.db, session.user.id, email);
    return null;
  });

  authedRoute<unknown, SecurityBindPayeeRequest, null>(app, ctx, { id: 'securityBindPayee', refuse: ['free-play'] }, ({ session, body }) => {
    if (securityRow(ctx, session).payee_name !== null) throw new ApiError('payee.already.bound');
    const name = checkPayeeName(body.payeeName);
    security.setPayeeName(ctx.db, session.user.id, name);
    return null;
  });


};

function checkEmail(value: string): string {
  const email = value.trim();
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) throw new ApiError('format.email.err', undefined, { field: 'email' });
  return email;
}

function refuseTakenEmail(ctx: PlatformContext, session: Session, email: string): void {
  if (security.emailTakenByOther(ctx.db, session.user.merchant_code, email, session.user.id)) throw new ApiError('exists.email.err', undefined, { field: 'email' });
}
