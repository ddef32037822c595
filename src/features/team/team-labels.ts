// Words and figures the four team screens share: the namespaces they read, the brand's currency
// symbol, game type labels by code, signed amounts (the sign in text, the colour a second cue).
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { RECORD_DATE_FORMAT } from '../../config/constants';
import type { Namespace } from '../../i18n/i18n';
import { formatMoney } from '../../ui/format-money';
import type { RecordFigure } from '../../ui/records/record-list';

const NAMESPACES: readonly Namespace[] = ['team', 'common', 'errors'];

export function useTeamTranslation() {
  return useTranslation(NAMESPACES);
}

/** The game types bets carry (the team betting filter offers them in this order). */
export const TEAM_GAME_TYPES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT'] as const;
const KNOWN = new Set<string>(TEAM_GAME_TYPES);

export function gameTypeLabel(t: TFunction, gameType: string): string {
  return KNOWN.has(gameType) ? t(`team:game_type.${gameType}`) : gameType;
}

/** A signed figure: "+" or "-" in the text, tone for the colour. */
export function signedFigure(key: string, label: string, amount: number, symbol: string): RecordFigure {
  const rounded = Math.round(amount * 100) / 100;
  if (rounded > 0) return { key, label, value: `+${formatMoney(rounded, symbol)}`, tone: 'plus' };
  if (rounded < 0) return { key, label, value: formatMoney(rounded, symbol), tone: 'minus' };
  return { key, label, value: formatMoney(0, symbol) };
}

/** The highest of a member's rebate rates (the row shows it; the detail lists each product). */
export function highestRate(rates: readonly { rate: number }[]): number {
  return rates.reduce((max, r) => Math.max(max, r.rate), 0);
}

/** A percent rate as the rebate screens write it: up to two decimals, no trailing zeros. */
export function formatRate(rate: number): string {
  return `${Number(rate.toFixed(2))}%`;
}

/** A day (its start, epoch ms) as the record lists write dates. */
export function formatDay(ms: number): string {
  return dayjs(ms).format(RECORD_DATE_FORMAT);
}
