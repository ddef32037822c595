// The deposit screen's rules, free of React: which template, how methods sort and fold, the badge,
// amount validation (naming the limits in #,##0.00 with the brand's symbol), the receipt's
// reference and slip rules, the state labels of the records and which states may be accelerated.
import type { DepositChannel, DepositMethod, DepositRecord } from '../../api/contract.generated';
import { DEPOSIT_METHODS_FOLD_AT, DEPOSIT_RECOMMENDED_MAX, DEPOSIT_REFERENCE_METHODS, DEPOSIT_SLIP_MAX_WIDTH } from '../../config/constants';
import type { DepositRemember } from '../../state/storage';
import { formatMoney } from '../../ui/format-money';

export type DepositType = DepositMethod['depositType'];
export type DepositTemplate = 'base' | 'new';

/** Spec section 4: the deposit detail is 'new' when dep_func is '1', else base. */
export function depositTemplateOf(depFunc: string | undefined): DepositTemplate {
  return depFunc === '1' ? 'new' : 'base';
}

/** Methods of one type in display order (fiatSeq / cryptoSeq), methods without channels left out. */
export function methodsOfType(methods: readonly DepositMethod[], type: DepositType): DepositMethod[] {
  const seq = (m: DepositMethod) => (type === 'FIAT' ? m.displaySeqNo.fiatSeq : m.displaySeqNo.cryptoSeq);
  return methods.filter((m) => m.depositType === type && m.channels.length > 0).sort((a, b) => seq(a) - seq(b));
}

/** The types the merchant offers, fiat first. */
export function typesOffered(methods: readonly DepositMethod[]): DepositType[] {
  return (['FIAT', 'CRYPTO'] as const).filter((type) => methodsOfType(methods, type).length > 0);
}

/** The list shows the first 6 until "show more"; a chosen method further down stays visible. */
export function visibleMethods(methods: readonly DepositMethod[], expanded: boolean, chosen: string | undefined): { shown: DepositMethod[]; folded: number } {
  if (expanded || methods.length <= DEPOSIT_METHODS_FOLD_AT) return { shown: [...methods], folded: 0 };
  const shown = methods.slice(0, DEPOSIT_METHODS_FOLD_AT);
  const extra = methods.find((m, i) => i >= DEPOSIT_METHODS_FOLD_AT && m.code === chosen);
  if (extra) shown.push(extra);
  return { shown, folded: methods.length - shown.length };
}

/** Which methods wear the "recommended" mark: at most 6. */
export function recommendedCodes(methods: readonly DepositMethod[]): Set<string> {
  return new Set(methods.filter((m) => m.recommendation).slice(0, DEPOSIT_RECOMMENDED_MAX).map((m) => m.code));
}

/** The "+N%" badge: the largest reimbursementPercentage of the method's channels, or null for none. */
export function methodBadge(method: DepositMethod): number | null {
  const best = Math.max(0, ...method.channels.map((c) => c.reimbursementPercentage));
  return best > 0 ? best : null;
}

export type AmountProblem = { key: 'amount_required' } | { key: 'amount_invalid' } | { key: 'amount_fixed_only' } | { key: 'amount_range'; values: { min: string; max: string } };

/** Parses what was typed: digits with at most two decimals, else NaN. */
export function parseAmount(text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** null when the amount may be submitted on this channel; else the message (the range one names both limits). */
export function amountProblem(text: string, channel: DepositChannel, symbol: string): AmountProblem | null {
  if (text.trim() === '') return { key: 'amount_required' };
  const amount = parseAmount(text);
  if (Number.isNaN(amount)) return { key: 'amount_invalid' };
  const cents = Math.round(amount * 100);
  if (cents < Math.round(channel.min * 100) || cents > Math.round(channel.max * 100)) {
    return { key: 'amount_range', values: { min: formatMoney(channel.min, symbol), max: formatMoney(channel.max, symbol) } };
  }
  if (channel.fixAmountOnly === 'Y' && !channel.fixAmounts.some((a) => Math.round(a * 100) === cents)) return { key: 'amount_fixed_only' };
  return null;
}

/** The receipt asks for the transfer reference (DPSTMTRMK3 on MT, MT4, PAYID); MT4 labels it the message id. */
export function referenceField(flagOn: boolean, methodCode: string): null | 'reference' | 'load_message_id' {
  if (!flagOn || !(DEPOSIT_REFERENCE_METHODS as readonly string[]).includes(methodCode)) return null;
  return methodCode === 'MT4' ? 'load_message_id' : 'reference';
}

/** The receipt offers the slip upload when DEPUPDATEREM3 is on, or when the channel requires confirmation. */
export function slipWanted(flagOn: boolean, channel: Pick<DepositChannel, 'confirmationRequired'> | undefined): boolean {
  return flagOn || channel?.confirmationRequired === 'Y';
}

/** The compressed slip's size: at most 720 px wide, the aspect kept, never enlarged. */
export function slipSize(width: number, height: number, maxWidth: number = DEPOSIT_SLIP_MAX_WIDTH): { width: number; height: number } {
  if (width <= maxWidth || width <= 0) return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** Deposit states and their label keys (upstream deposit_status_N). */
export const DEPOSIT_STATES = [2, 3, 4, 5, 6, 7] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

export function stateLabelKey(state: number): string {
  return (DEPOSIT_STATES as readonly number[]).includes(state) ? `deposit_status_${state}` : 'deposit_status_unknown';
}

/** 'Accelerate' is offered on pending and processing orders not yet accelerated. */
export function canAccelerate(record: Pick<DepositRecord, 'state' | 'accelerationStatus'>): boolean {
  return (record.state === 4 || record.state === 5) && record.accelerationStatus === 'NA';
}

/** The remembered choice, if the merchant still offers that method and channel. */
export function rememberedChoice(methods: readonly DepositMethod[], remembered: DepositRemember | undefined): { method: DepositMethod; channel: DepositChannel; amount: string } | null {
  if (!remembered) return null;
  const method = methods.find((m) => m.code === remembered.methodCode && m.depositType === remembered.depositType);
  const channel = method?.channels.find((c) => c.vendorId === remembered.channelId);
  return method && channel ? { method, channel, amount: remembered.amount } : null;
}

/** mm:ss of the seconds left (never negative). */
export function countdownText(secondsLeft: number): string {
  const s = Math.max(0, Math.floor(secondsLeft));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}


/** What the new template's summary says will arrive: the amount less the charge, plus reimbursement and promotion bonus. */
export function estimateCredit(amount: number, channel: DepositChannel, promotion: { bonusPercentage: number; maxBonus: number; minDeposit: number } | undefined): { credit: number; bonus: number } {
  const cents = Math.round(amount * 100);
  const charge = Math.round((cents * channel.customerCharge) / 100);
  const cap = (value: number, max: number) => (max > 0 ? Math.min(value, Math.round(max * 100)) : value);
  const reimbursement = cap(Math.round((cents * channel.reimbursementPercentage) / 100), channel.maxReimbursement);
  const promo = promotion && cents >= Math.round(promotion.minDeposit * 100) ? cap(Math.round((cents * promotion.bonusPercentage) / 100), promotion.maxBonus) : 0;
  return { credit: (cents - charge) / 100, bonus: (reimbursement + promo) / 100 };
}
