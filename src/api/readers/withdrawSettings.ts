// Withdraw settings (GET /wps/relay/MCSFE_getWithdrawSettings?groupId=0). Upstream sends its flags as
// "Y"/"N" or booleans, its per-withdrawal limits as minimumAmount/maximumAmount (numbers or numeric
// strings), and leaves out what a merchant does not use. What is absent gets the value that restricts
// nothing the platform would not refuse itself: withdrawals allowed and open all day (00:00-00:00),
// no fixed amounts, decimals allowed, no daily count, no mobile check, no note, bank withdrawals on.
import type { WithdrawSettingsReply } from '../reader-types';
import { boolean, list, number, object, optBoolean, optInteger, optNumber, optString } from './read';

const HH_MM = /^([01]?[0-9]|2[0-3]):[0-5][0-9]$/;
const VERIFICATION = ['NONE', 'REQUIRED', 'EVERY_WITHDRAWAL', 'WITHDRAW_AMOUNT'] as const;
type Verification = (typeof VERIFICATION)[number];

const yn = (v: unknown, path: string, absent: 'Y' | 'N'): 'Y' | 'N' => {
  const flag = optBoolean(v, path);
  return flag === undefined ? absent : flag ? 'Y' : 'N';
};

function time(v: unknown, path: string): string | undefined {
  const text = optString(v, path)?.trim();
  return text !== undefined && HH_MM.test(text) ? text.padStart(5, '0') : undefined;
}

function verification(v: unknown, path: string): Verification {
  const text = optString(v, path)?.trim().toUpperCase();
  return VERIFICATION.find((kind) => kind === text) ?? 'NONE';
}

export default function readWithdrawSettings(value: unknown): WithdrawSettingsReply {
  const v = object(value);
  const allowWithdraw = yn(v.allowWithdraw, 'value.allowWithdraw', 'Y');
  const from = time(v.withdrawDateFrom, 'value.withdrawDateFrom');
  const to = time(v.withdrawDateTo, 'value.withdrawDateTo');
  const window = from !== undefined && to !== undefined ? { from, to } : { from: '00:00', to: '00:00' };
  const minimumAmount = optNumber(v.minimumAmount, 'value.minimumAmount');
  const maximumAmount = optNumber(v.maximumAmount, 'value.maximumAmount');
  return {
    allowWithdraw,
    allowWithdrawNow: yn(v.allowWithdrawNow, 'value.allowWithdrawNow', allowWithdraw),
    withdrawDateFrom: window.from,
    withdrawDateTo: window.to,
    utcOffsetMinutes: optInteger(v.utcOffsetMinutes, 'value.utcOffsetMinutes') ?? 0,
    fixedAmountFlag: optBoolean(v.fixedAmountFlag, 'value.fixedAmountFlag') ?? false,
    fixedWithdrawAmounts: v.fixedWithdrawAmounts === undefined || v.fixedWithdrawAmounts === null ? [] : list(v.fixedWithdrawAmounts, 'value.fixedWithdrawAmounts', number),
    amountLimitFlag: optBoolean(v.amountLimitFlag, 'value.amountLimitFlag') ?? false,
    allowDecimal: v.allowDecimal === undefined || v.allowDecimal === null ? true : boolean(v.allowDecimal, 'value.allowDecimal'),
    dailyWithdrawMaxCount: optInteger(v.dailyWithdrawMaxCount, 'value.dailyWithdrawMaxCount') ?? 0,
    mobileVerificationType: verification(v.mobileVerificationType, 'value.mobileVerificationType'),
    precautionNote: optString(v.precautionNote, 'value.precautionNote') ?? '',
    normalBankWithdrawalSwitch: yn(v.normalBankWithdrawalSwitch, 'value.normalBankWithdrawalSwitch', 'Y'),
    virtualWalletWithdrawalSwitch: yn(v.virtualWalletWithdrawalSwitch, 'value.virtualWalletWithdrawalSwitch', 'N'),
    urlToContact: optString(v.urlToContact, 'value.urlToContact') ?? null,
    ...(minimumAmount === undefined ? {} : { minimumAmount }),
    ...(maximumAmount === undefined ? {} : { maximumAmount }),
  };
}
