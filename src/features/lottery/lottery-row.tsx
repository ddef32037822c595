// One lottery row: icon, name, issue number, previous winning digits, countdown and the heart.
// Memoized: the shared clock re-renders only the countdown inside, never the row.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '../../api/contract.generated';
import { LotteryCountdown } from '../../ui/lottery-countdown';
import { previousDigits } from './lottery-model';

export interface LotteryRowProps {
  readonly game: LotteryGame;
  readonly deadline: number;
  readonly favourite: boolean;
  readonly onStart: (game: LotteryGame) => void;
  readonly onToggleFavourite: (game: LotteryGame) => void;
}

export const LotteryRow = memo(function LotteryRow({ game, deadline, favourite, onStart, onToggleFavourite }: LotteryRowProps) {
  const { t } = useTranslation('lottery');
  const digits = previousDigits(game.previousWinningNumber);
  return (
    <li className="lottery-row" data-testid="lottery-row" data-game-id={game.gameId}>
      <button type="button" className="lottery-row__main" onClick={() => onStart(game)}>
        <img className="lottery-row__icon" src={game.mobileIconUrl} alt="" width={44} height={44} loading="lazy" decoding="async" />
        <span className="lottery-row__body">
          <span className="lottery-row__name">{game.remark}</span>
          <span className="lottery-row__issue">{t('issue', { numero: game.numero })}</span>
          <span className="lottery-row__digits">
            <span className="visually-hidden">{t('previous_number')}</span>
            {digits.map((digit, i) => (
              <span key={i} className="lottery-digit" data-testid="lottery-previous-digit">
                {digit}
              </span>
            ))}
          </span>
        </span>
        <span className="lottery-row__time">
          <span className="visually-hidden">{t('countdown')}</span>
          <LotteryCountdown deadline={deadline} onSale={game.isSale} />
        </span>
      </button>
      <button
        type="button"
        className={`lottery-row__heart${favourite ? ' lottery-row__heart--on' : ''}`}
        data-testid="lottery-favourite"
        aria-pressed={favourite}
        aria-label={t('favourite', { name: game.remark })}
        onClick={() => onToggleFavourite(game)}
      >
        <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
          <path
            d="M12 20.5l-1.3-1.2C5.6 14.7 2.5 11.9 2.5 8.4 2.5 5.7 4.6 3.6 7.3 3.6c1.5 0 3 .7 4 1.9 1-1.2 2.5-1.9 4-1.9 2.7 0 4.8 2.1 4.8 4.8 0 3.5-3.1 6.3-8.2 10.9L12 20.5z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={1.8}
          />
        </svg>
      </button>
    </li>
  );
});
