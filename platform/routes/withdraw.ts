// Withdraw, the member's side: the method tabs, the member's accounts and what is left today, the
// settings and service window, the fee, the turnover status, the encrypted submit and the withdrawal
// report (staff's approve/reject are dev endpoints, routes/dev.ts); the rows are
// repositories/withdraw.ts's. Money moves only through the ledger: a withdrawal debits amount and
// fee in the same SQLite transaction that writes it, so concurrent submits can never overdraw and a
// repeated idempotency key returns the first withdrawal without moving anything.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../contract';
import type {
  WithdrawAccountInfo,
  WithdrawCharges,
  WithdrawChargesQuery,
  WithdrawMethods,
  WithdrawReply,
  WithdrawReport,
  WithdrawReportQuery,
  WithdrawRequest,
  WithdrawSettings,
  WithdrawTurnover,
} from '../../src/api/contract.generated';
import { type PlatformContext, type Session } from '../context';
import { securitySettings } from '../db/seed-security';
import { withdrawIdFor, withdrawRules, type WithdrawRules } from '../db/seed-withdraw';
import { authedRoute, type AreaOptions } from '../http';
import { balanceCents, ledgerKey, type Movement, postMovements, TX } from '../ledger';
import * as withdrawals from '../repositories/withdraw';
import type { WithdrawalRow } from '../repositories/withdraw';
import { feeCents, insideWindow, today, toMajor, toRecord, turnoverOf, WITHDRAW_STATE, type WithdrawType } from '../withdraw';
import { verifyFundPassword } from '../guesses';
import { maskCardNumber } from '../bank-cards';

interface Destination {
  id: number;
  label: string;
  frozen: boolean;
}

function destinationOf(ctx: PlatformContext, session: Session, type: WithdrawType, id: number): Destination {
  if (type === 'BC') {
    const row = withdrawals.card(ctx.db, id, session.user.id);
    if (!row) throw new ApiError('bankcard.not.found', undefined, { field: 'bankCardId' });
    const bankName = securitySettings(session.user.merchant_code).banks.find((b) => b.bankCode === row.bank_code)?.bankName ?? row.bank_code;
    return { id: row.id, label: `${bankName} ${maskCardNumber(row.card_number)}`, frozen: row.frozen === 1 };
  }
  const row = withdrawals.wallet(ctx.db, id, session.user.id, type === 'EW' ? 'E' : 'V');
  if (!row) throw new ApiError('bankcard.not.found', undefined, { field: 'bankCardId' });
  return { id: row.id, label: `${row.name} ${row.address}`, frozen: row.frozen === 1 };
}

function methodOpen(rules: WithdrawRules, merchantCode: string, type: WithdrawType): boolean {
  if (!rules.allowWithdraw) return false;
  const group = type === 'BC' ? 'B' : type === 'EW' ? 'E' : 'V';
  if (!rules.methods.some((m) => m.methodGroupType === group)) return false;
  return type !== 'BC' || securitySettings(merchantCode).normalBankWithdrawalSwitch === 'Y';
}

function amountCentsOf(amount: number, rules: WithdrawRules): number {
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6) throw new ApiError('withdraw.amount.invalid', undefined, { field: 'amount' });
  if (!rules.allowDecimal && cents % 100 !== 0) throw new ApiError('withdraw.amount.invalid', undefined, { field: 'amount' });
  if (rules.fixedOnly && !rules.fixedAmounts.some((a) => Math.round(a * 100) === cents)) throw new ApiError('withdraw.amount.invalid', undefined, { field: 'amount' });
  return cents;
}

export const withdrawRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  authedRoute<unknown, null, WithdrawMethods>(app, ctx, { id: 'withdrawMethods', refuse: ['free-play'] }, ({ session }) => {
    const rules = withdrawRules(session.user.merchant_code);
    if (!rules.allowWithdraw) throw new ApiError('function.not.available');
    return rules.methods.filter((m) => methodOpen(rules, session.user.merchant_code, m.withdrawType)).map((m) => ({ ...m }));
  });

  authedRoute<{ groupId?: number }, null, WithdrawAccountInfo>(app, ctx, { id: 'withdrawAccountInfo', refuse: ['free-play'] }, ({ session, query }) => {
    const code = session.user.merchant_code;
    const rules = withdrawRules(code);
    const banks = securitySettings(code).banks;
    const cards = withdrawals.cards(ctx.db, session.user.id);
    const wallets = withdrawals.wallets(ctx.db, session.user.id);
    const wallet = (w: (typeof wallets)[number]) => ({ walletId: w.id, name: w.name, address: w.address, frozen: w.frozen === 1 });
    const groups = [...new Set(wallets.filter((w) => w.kind === 'E' && (query.groupId === undefined || query.groupId === 0 || w.group_id === query.groupId)).map((w) => w.group_id))];
    const used = today(ctx.db, session.user.id, rules, ctx.now());
    const total = withdrawals.countInState(ctx.db, session.user.id, WITHDRAW_STATE.approved);
    return {
      bankCards: securitySettings(code).normalBankWithdrawalSwitch === 'Y'
        ? cards.map((c) => ({
            bankCardId: c.id,
            bankCode: c.bank_code,
            bankName: banks.find((b) => b.bankCode === c.bank_code)?.bankName ?? c.bank_code,
            cardNumber: maskCardNumber(c.card_number),
            payeeName: c.payee_name,
            frozen: c.frozen === 1,
          }))
        : [],
      virtualWallets: wallets.filter((w) => w.kind === 'V').map(wallet),
      eWallets: groups.map((groupId) => ({ groupId, eWallets: wallets.filter((w) => w.kind === 'E' && w.group_id === groupId).map(wallet) })),
      maxCardCount: securitySettings(code).maxCardCount,
      maxVirtualWalletCount: rules.maxVirtualWalletCount,
      remainingWithdrawAmount: toMajor(Math.max(0, rules.dailyMaxCents - used.cents)),
      remainingTransactionTimes: Math.max(0, rules.dailyMaxCount - used.count),
      maxTransactionTimes: rules.dailyMaxCount,
      minWithdrawal: toMajor(rules.minCents),
      maxWithdrawal: toMajor(rules.maxCents),
      totalWithdrawSuccessCount: total,
    };
  });

  authedRoute<unknown, null, WithdrawSettings>(app, ctx, 'withdrawSettings', ({ session }) => {
    const code = session.user.merchant_code;
    const rules = withdrawRules(code);
    const now = insideWindow(ctx.now(), rules.windowFrom, rules.windowTo, rules.utcOffsetMinutes);
    return {
      allowWithdraw: rules.allowWithdraw ? 'Y' : 'N',
      allowWithdrawNow: rules.allowWithdraw && now ? 'Y' : 'N',
      withdrawDateFrom: rules.windowFrom,
      withdrawDateTo: rules.windowTo,
      utcOffsetMinutes: rules.utcOffsetMinutes,
      fixedAmountFlag: rules.fixedOnly,
      fixedWithdrawAmounts: [...rules.fixedAmounts],
      amountLimitFlag: true,
      allowDecimal: rules.allowDecimal,
      dailyWithdrawMaxCount: rules.dailyMaxCount,
      mobileVerificationType: 'NONE',
      precautionNote: rules.precautionNote,
      normalBankWithdrawalSwitch: securitySettings(code).normalBankWithdrawalSwitch,
      virtualWalletWithdrawalSwitch: rules.methods.some((m) => m.methodGroupType === 'V') ? 'Y' : 'N',
      urlToContact: rules.urlToContact,
      // Upstream's per-withdrawal limits: the same as the account info's.
      minimumAmount: toMajor(rules.minCents),
      maximumAmount: toMajor(rules.maxCents),
    };
  });

  authedRoute<WithdrawChargesQuery, null, WithdrawCharges>(app, ctx, 'withdrawCharges', ({ session, query }) => {
    const rules = withdrawRules(session.user.merchant_code);
    const used = today(ctx.db, session.user.id, rules, ctx.now());
    return {
      fee: toMajor(feeCents(Math.round(query.withdrawAmount * 100), used.count, rules)),
      freeRemaining: Math.max(0, rules.freePerDay - used.count),
      ratePercent: rules.feeBasisPoints / 100,
    };
  });

  authedRoute<unknown, null, WithdrawTurnover>(app, ctx, 'withdrawTurnover', ({ session }) => turnoverOf(ctx.db, session.user.id));

  authedRoute<unknown, WithdrawRequest, WithdrawReply>(app, ctx, { id: 'withdraw', refuse: ['free-play'] }, async ({ session, merchant, body }) => {
    const userId = session.user.id;
    const code = session.user.merchant_code;
    const rules = withdrawRules(code);
    const type: WithdrawType = body.withdrawType ?? 'BC';
    // A repeated key answers with the first withdrawal before any other check: the first attempt
    // may have used the last place of the day.
    const earlier = withdrawals.byIdempotencyKey(ctx.db, userId, body.idempotencyKey);
    if (earlier) return { record: toRecord(earlier), balance: toMajor(balanceCents(ctx.db, userId)), replayed: true };

    if (!methodOpen(rules, code, type)) throw new ApiError('function.not.available');
    if (!insideWindow(ctx.now(), rules.windowFrom, rules.windowTo, rules.utcOffsetMinutes)) throw new ApiError('withdraw.outside.window', undefined, { from: rules.windowFrom, to: rules.windowTo });
    const destination = destinationOf(ctx, session, type, body.bankCardId);
    const member = withdrawals.memberForWithdraw(ctx.db, userId);
    const missing = member.payee_name === null ? ['payeeName'] : [];
    if (missing.length > 0) throw new ApiError('required_member_information_incomplete', undefined, { data: missing });
    if (merchant.flags.WDRAWNOPASSVERIF3 !== true) {
      if (member.fund_password_hash === null) throw new ApiError('member.fundpassword.not.set');
      await verifyFundPassword(ctx, { id: userId, merchant_code: code, fund_password_hash: member.fund_password_hash }, body.password ?? '', 'password');
    }
    if (destination.frozen) throw new ApiError('bank_card_is_frozen', undefined, { field: 'bankCardId' });
    const amountCents = amountCentsOf(body.amount, rules);
    if (amountCents < rules.minCents) throw new ApiError('withdraw.amount.min', undefined, { field: 'amount', min: toMajor(rules.minCents) });
    if (amountCents > rules.maxCents) throw new ApiError('withdraw.amount.max', undefined, { field: 'amount', max: toMajor(rules.maxCents) });

    // From here on everything is synchronous and in one transaction: the count, the turnover, the
    // balance and the debit see the same state, whatever else is in flight.
    const now = ctx.now();
    const done = ctx.db.transaction((): { row: WithdrawalRow; replayed: boolean } => {
      const again = withdrawals.byIdempotencyKey(ctx.db, userId, body.idempotencyKey);
      if (again) return { row: again, replayed: true };
      const used = today(ctx.db, userId, rules, now);
      if (used.count >= rules.dailyMaxCount) throw new ApiError('withdraw.count.exceeded', undefined, { maxCount: rules.dailyMaxCount });
      if (used.cents + amountCents > rules.dailyMaxCents) throw new ApiError('withdraw.amount.max', undefined, { field: 'amount', max: toMajor(Math.max(0, rules.dailyMaxCents - used.cents)) });
      const deposited = withdrawals.ledgerSum(ctx.db, userId, TX.DEPOSIT);
      if (deposited < rules.requiredDepositCents) throw new ApiError('required_deposit_amount_not_reached', undefined, { required: toMajor(rules.requiredDepositCents), deposited: toMajor(deposited) });
      const turnover = turnoverOf(ctx.db, userId);
      if (turnover.status === 'N') throw new ApiError('promotion_turnover_not_enough');
      if (turnover.status === 'I') throw new ApiError('withdraw_turnover_not_enough');
      const fee = feeCents(amountCents, used.count, rules);
      const balance = balanceCents(ctx.db, userId);
      if (balance < amountCents + fee) throw new ApiError('balance.insufficient', undefined, { balance: toMajor(balance), required: toMajor(amountCents + fee) });
      const next = withdrawals.lastId(ctx.db) + 1;
      const withdrawId = withdrawIdFor(code, 10_000_000 + next);
      withdrawals.insert(ctx.db, {
        withdrawId,
        userId,
        merchantCode: code,
        withdrawType: type,
        destinationId: destination.id,
        accountLabel: destination.label,
        amountCents,
        feeCents: fee,
        state: WITHDRAW_STATE.pending,
        idempotencyKey: body.idempotencyKey,
        createdAt: now,
      });
      // The legs are keyed by the withdrawal the platform just numbered; the client's key only finds
      // this order again (above).
      const legs: Movement[] = [{ userId, merchantCode: code, txType: TX.WITHDRAW, amountCents: -amountCents, refKind: 'withdraw', refId: withdrawId, key: ledgerKey('withdraw', withdrawId), at: now }];
      if (fee > 0) legs.push({ userId, merchantCode: code, txType: TX.WITHDRAW_FEE, amountCents: -fee, refKind: 'withdraw', refId: withdrawId, key: ledgerKey('withdraw-fee', withdrawId), at: now });
      postMovements(ctx.db, legs);
      return { row: withdrawals.byWithdrawId(ctx.db, withdrawId) as WithdrawalRow, replayed: false };
    })();
    return { record: toRecord(done.row), balance: toMajor(balanceCents(ctx.db, userId)), replayed: done.replayed };
  });

  authedRoute<WithdrawReportQuery, null, WithdrawReport>(app, ctx, 'withdrawReport', ({ session, query }) => {
    const page = query.page ?? 1;
    const size = query.size ?? 10;
    const { rows, sums } = withdrawals.report(ctx.db, { userId: session.user.id, from: query.startDate, to: query.endDate, state: query.state }, page, size);
    return { records: rows.map(toRecord), totalCount: sums.count, page, size, footer: [{ amount: toMajor(sums.amount), fee: toMajor(sums.fee), count: sums.count }] };
  });
};
