// Labels of the records screens that come from codes: transaction types (by the ledger's code,
// never by the platform's name) and game types; signed amounts that carry their sign in text.
import type { TFunction } from 'i18next';
import type { RecordFigure } from '../../ui/records/record-list';
import { formatMoney } from '../../ui/format-money';

/** The codes this build has labels for (records.json `tx.<code>`); others fall back to the server's name. */
export const LABELLED_TX_CODES = [1001, 2001, 2002, 3001, 3002, 3003, 4001, 4002, 5001, 5002, 5003, 5004, 6001, 6002, 6003, 6004, 6005, 6006, 6007] as const;
const LABELLED = new Set<number>(LABELLED_TX_CODES);

export function txTypeLabel(t: TFunction, code: number, serverName?: string): string {
  if (LABELLED.has(code)) return t(`records:tx.${code}`);
  return t('records:tx_unknown', { code, name: serverName ?? String(code) });
}

export const GAME_TYPES = ['SPORTS', 'FISH', 'LIVE', 'PVP', 'LOTT', 'ELOTT', 'RNG'] as const;
const KNOWN_GAME_TYPES = new Set<string>(GAME_TYPES);

export function gameTypeLabel(t: TFunction, gameType: string): string {
  return KNOWN_GAME_TYPES.has(gameType) ? t(`records:game_type.${gameType}`) : gameType;
}

/** A signed amount: "+" or "-" in the text (colour is only a second cue), tone for the colour. */
export function signedMoney(amount: number, symbol: string): { text: string; tone: RecordFigure['tone'] } {
  const rounded = Math.round(amount * 100) / 100;
  if (rounded > 0) return { text: `+${formatMoney(rounded, symbol)}`, tone: 'plus' };
  if (rounded < 0) return { text: formatMoney(rounded, symbol), tone: 'minus' };
  return { text: formatMoney(0, symbol), tone: undefined };
}

/** A signed figure for RecordFigures. */
export function signedFigure(key: string, label: string, amount: number, symbol: string): RecordFigure {
  const { text, tone } = signedMoney(amount, symbol);
  return tone ? { key, label, value: text, tone } : { key, label, value: text };
}
