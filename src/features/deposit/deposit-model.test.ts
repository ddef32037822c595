import { describe, expect, it } from 'vitest';
import type { DepositChannel, DepositMethod } from '../../api/contract.generated';
import { MemoryStorage, readStored, setStorageBackends, storageKeys, writeStored } from '../../state/storage';
import {
  amountProblem,
  canAccelerate,
  countdownText,
  depositTemplateOf,
  estimateCredit,
  methodBadge,
  methodsOfType,
  recommendedCodes,
  referenceField,
  rememberedChoice,
  slipSize,
  slipWanted,
  stateLabelKey,
  typesOffered,
  visibleMethods,
} from './deposit-model';

const channel = (over: Partial<DepositChannel> = {}): DepositChannel => ({
  vendorId: 'VCB',
  vendorName: 'Vietcombank',
  min: 50,
  max: 50_000,
  fixAmounts: [100, 200, 500],
  fixAmountOnly: 'N',
  reimbursementPercentage: 0,
  maxReimbursement: 0,
  customerCharge: 0,
  confirmationRequired: 'N',
  bankListType: 'NORMAL',
  currencyRate: 1,
  recommendation: false,
  ...over,
});
const method = (code: string, over: Partial<DepositMethod> = {}): DepositMethod => ({
  code,
  message: code,
  icon: code.toLowerCase(),
  depositType: 'FIAT',
  recommendation: false,
  displaySeqNo: { fiatSeq: 1, cryptoSeq: 0 },
  channels: [channel({ vendorId: `${code}-1` })],
  ...over,
});

describe('template choice', () => {
  it("is 'new' only for dep_func '1'", () => {
    expect(depositTemplateOf('1')).toBe('new');
    expect(depositTemplateOf('0')).toBe('base');
    expect(depositTemplateOf(undefined)).toBe('base');
  });
});

describe('amount validation', () => {
  it('names both limits in #,##0.00 with the symbol', () => {
    expect(amountProblem('49.99', channel(), '₫')).toEqual({ key: 'amount_range', values: { min: '₫50.00', max: '₫50,000.00' } });
    expect(amountProblem('50000.01', channel(), '$')).toEqual({ key: 'amount_range', values: { min: '$50.00', max: '$50,000.00' } });
  });
  it('accepts the edges and refuses empty, malformed and three-decimal amounts', () => {
    expect(amountProblem('50', channel(), '₫')).toBeNull();
    expect(amountProblem('50000', channel(), '₫')).toBeNull();
    expect(amountProblem('', channel(), '₫')).toEqual({ key: 'amount_required' });
    expect(amountProblem('1e3', channel(), '₫')).toEqual({ key: 'amount_invalid' });
    expect(amountProblem('100.001', channel(), '₫')).toEqual({ key: 'amount_invalid' });
    expect(amountProblem('-5', channel(), '₫')).toEqual({ key: 'amount_invalid' });
  });
  it('fixed-only channels take their presets only', () => {
    const fixed = channel({ fixAmountOnly: 'Y' });
    expect(amountProblem('150', fixed, '₫')).toEqual({ key: 'amount_fixed_only' });
    expect(amountProblem('200', fixed, '₫')).toBeNull();
    expect(amountProblem('200.00', fixed, '₫')).toBeNull();
  });
});

describe('methods', () => {
  const list = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((code, i) => method(code, { displaySeqNo: { fiatSeq: 8 - i, cryptoSeq: 0 }, recommendation: i < 7 }));
  it('sort by their sequence, per type; types offered fiat first', () => {
    const crypto = method('USDT', { depositType: 'CRYPTO', displaySeqNo: { fiatSeq: 0, cryptoSeq: 1 } });
    expect(methodsOfType([...list, crypto], 'FIAT').map((m) => m.code)).toEqual(['H', 'G', 'F', 'E', 'D', 'C', 'B', 'A']);
    expect(typesOffered([crypto, ...list])).toEqual(['FIAT', 'CRYPTO']);
    expect(typesOffered([method('X', { channels: [] })])).toEqual([]);
  });
  it('fold after 6 unless expanded; a chosen folded method stays visible', () => {
    expect(visibleMethods(list, false, undefined)).toMatchObject({ folded: 2 });
    expect(visibleMethods(list, false, undefined).shown).toHaveLength(6);
    expect(visibleMethods(list, false, 'H').shown.map((m) => m.code)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'H']);
    expect(visibleMethods(list, true, undefined)).toMatchObject({ folded: 0 });
  });
  it('at most 6 are recommended; the badge is the largest reimbursement', () => {
    expect(recommendedCodes(list).size).toBe(6);
    expect(methodBadge(method('M', { channels: [channel({ reimbursementPercentage: 1 }), channel({ reimbursementPercentage: 2.5 })] }))).toBe(2.5);
    expect(methodBadge(method('M'))).toBeNull();
  });
});

describe('receipt rules', () => {
  it('reference for MT, MT4 (as message id) and PAYID only when DPSTMTRMK3 is on', () => {
    expect(referenceField(true, 'MT')).toBe('reference');
    expect(referenceField(true, 'MT4')).toBe('load_message_id');
    expect(referenceField(true, 'PAYID')).toBe('reference');
    expect(referenceField(true, 'USDT')).toBeNull();
    expect(referenceField(false, 'MT')).toBeNull();
  });
  it('slip upload with DEPUPDATEREM3 or a channel that requires confirmation', () => {
    expect(slipWanted(true, channel())).toBe(true);
    expect(slipWanted(false, channel({ confirmationRequired: 'Y' }))).toBe(true);
    expect(slipWanted(false, channel())).toBe(false);
  });
  it('the compressed slip is at most 720 wide, keeps its aspect and is never enlarged', () => {
    expect(slipSize(4032, 3024)).toEqual({ width: 720, height: 540 });
    expect(slipSize(1080, 2340)).toEqual({ width: 720, height: 1560 });
    expect(slipSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(slipSize(720, 100)).toEqual({ width: 720, height: 100 });
  });
  it('counts down as mm:ss and never below zero', () => {
    expect(countdownText(1800)).toBe('30:00');
    expect(countdownText(61.4)).toBe('01:01');
    expect(countdownText(-3)).toBe('00:00');
  });
  it('estimates the credit less the charge plus capped reimbursement and promotion bonus', () => {
    const c = channel({ reimbursementPercentage: 1, maxReimbursement: 5, customerCharge: 1 });
    expect(estimateCredit(1000, c, { bonusPercentage: 10, maxBonus: 500, minDeposit: 50 })).toEqual({ credit: 990, bonus: 105 });
    expect(estimateCredit(40, channel(), { bonusPercentage: 10, maxBonus: 500, minDeposit: 50 })).toEqual({ credit: 40, bonus: 0 });
  });
});

describe('records', () => {
  it('label states 2–7 and accelerate only pending/processing orders not yet accelerated', () => {
    expect([2, 3, 4, 5, 6, 7, 9].map(stateLabelKey)).toEqual([
      'deposit_status_2',
      'deposit_status_3',
      'deposit_status_4',
      'deposit_status_5',
      'deposit_status_6',
      'deposit_status_7',
      'deposit_status_unknown',
    ]);
    expect(canAccelerate({ state: 4, accelerationStatus: 'NA' })).toBe(true);
    expect(canAccelerate({ state: 5, accelerationStatus: 'NA' })).toBe(true);
    expect(canAccelerate({ state: 5, accelerationStatus: 'AC' })).toBe(false);
    expect(canAccelerate({ state: 3, accelerationStatus: 'NA' })).toBe(false);
  });
});

describe('remembered choice (depositRemember)', () => {
  it('round-trips through storage and is dropped when the method or channel is gone', () => {
    setStorageBackends({ local: new MemoryStorage() });
    writeStored(storageKeys.depositRemember, { depositType: 'FIAT', methodCode: 'B', channelId: 'B-1', amount: '150.50' });
    const stored = readStored(storageKeys.depositRemember);
    expect(stored).toEqual({ depositType: 'FIAT', methodCode: 'B', channelId: 'B-1', amount: '150.50' });
    const methods = [method('A'), method('B')];
    expect(rememberedChoice(methods, stored)).toMatchObject({ method: { code: 'B' }, channel: { vendorId: 'B-1' }, amount: '150.50' });
    expect(rememberedChoice([method('A')], stored)).toBeNull();
    expect(rememberedChoice(methods, { ...stored!, channelId: 'gone' })).toBeNull();
    expect(rememberedChoice(methods, undefined)).toBeNull();
    // A damaged record reads as absent; a damaged amount as none.
    expect(storageKeys.depositRemember.parse({ depositType: 'CASH', methodCode: 'A', channelId: 'x', amount: '' })).toBeUndefined();
    expect(storageKeys.depositRemember.parse({ depositType: 'FIAT', methodCode: 'A', channelId: 'x', amount: 'abc' })).toEqual({ depositType: 'FIAT', methodCode: 'A', channelId: 'x', amount: '' });
    setStorageBackends({});
  });
});
