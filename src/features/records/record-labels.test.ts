import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../i18n/locales/en/records.json';
import vi from '../../i18n/locales/vi/records.json';
import { GAME_TYPES, LABELLED_TX_CODES, gameTypeLabel, signedFigure, signedMoney, txTypeLabel } from './record-labels';
import { TX_TYPES } from '../../../platform/ledger';

beforeAll(async () => {
  await i18next.init({ lng: 'en', fallbackLng: 'en', resources: { en: { records: en }, vi: { records: vi } }, interpolation: { escapeValue: false } });
});

describe('transaction type labels', () => {
  it('has a label in every language for every code of the ledger, keyed by code', () => {
    expect([...LABELLED_TX_CODES].sort()).toEqual(TX_TYPES.map((ty) => ty.id).sort());
    for (const code of LABELLED_TX_CODES) {
      expect(Object.keys(en.tx)).toContain(String(code));
      expect(Object.keys(vi.tx)).toContain(String(code));
    }
    expect(txTypeLabel(i18next.getFixedT('en'), 4001, 'BET')).toBe('Bet');
    expect(txTypeLabel(i18next.getFixedT('vi'), 4002, 'PAYOUT')).toBe('Trả thưởng');
    expect(txTypeLabel(i18next.getFixedT('en'), 2001)).toBe('Deposit');
  });

  it('falls back to the server name and the code for a type this build does not know', () => {
    expect(txTypeLabel(i18next.getFixedT('en'), 7001, 'NEW_THING')).toBe('NEW_THING (7001)');
    expect(txTypeLabel(i18next.getFixedT('en'), 7002)).toBe('7002 (7002)');
  });

  it('labels game types and passes unknown ones through', () => {
    for (const g of GAME_TYPES) expect(gameTypeLabel(i18next.getFixedT('en'), g)).not.toBe(g);
    expect(gameTypeLabel(i18next.getFixedT('en'), 'RNG')).toBe('Slots');
    expect(gameTypeLabel(i18next.getFixedT('en'), 'VR')).toBe('VR');
  });
});

describe('signed amounts', () => {
  it('carry their sign in the text and the tone as a second cue; zero has neither', () => {
    expect(signedMoney(1234.5, '₫')).toEqual({ text: '+₫1,234.50', tone: 'plus' });
    expect(signedMoney(-0.1, '$')).toEqual({ text: '-$0.10', tone: 'minus' });
    expect(signedMoney(0.004, '$')).toEqual({ text: '$0.00', tone: undefined });
    expect(signedFigure('pnl', 'P/L', 0, '$')).toEqual({ key: 'pnl', label: 'P/L', value: '$0.00' });
    expect(signedFigure('pnl', 'P/L', -2, '$')).toEqual({ key: 'pnl', label: 'P/L', value: '-$2.00', tone: 'minus' });
  });
});
