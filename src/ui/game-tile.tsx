// One game in a grid (spec section 3, Game item/tile): its image, its name and a favourite star.
// Cheap by design, since a list may hold 600 of them: memoised, no timers, the image lazy-loaded
// in a box of fixed aspect ratio (nothing shifts when it arrives), an initial when it fails.
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './game-tile.css';

/** The fields of a game item (spec section 3) a tile shows. */
export interface TileGame {
  readonly nodeId: number;
  readonly gameName: string;
  readonly vassalage: string;
  readonly gameType?: string;
  readonly iconUrl?: string;
  readonly mobileLargeIcon?: string;
}

export interface GameTileProps {
  readonly game: TileGame;
  readonly favourite: boolean;
  readonly favouritePending?: boolean;
  readonly onStart: (game: TileGame) => void;
  readonly onToggleFavourite: (game: TileGame) => void;
}

const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
  </svg>
);

export const GameTile = memo(function GameTile({ game, favourite, favouritePending = false, onStart, onToggleFavourite }: GameTileProps) {
  const { t } = useTranslation('games');
  const [imageFailed, setImageFailed] = useState(false);
  const image = game.mobileLargeIcon || game.iconUrl;
  const start = useCallback(() => onStart(game), [onStart, game]);
  const toggle = useCallback(() => onToggleFavourite(game), [onToggleFavourite, game]);
  return (
    <div className="game-tile" data-testid="game-tile" data-node-id={game.nodeId} data-vendor={game.vassalage}>
      <button type="button" className="game-tile__start" onClick={start}>
        <span className="game-tile__image">
          {image && !imageFailed ? (
            <img src={image} alt="" loading="lazy" decoding="async" width={96} height={96} onError={() => setImageFailed(true)} />
          ) : (
            <span className="game-tile__initial" aria-hidden="true">
              {game.gameName.slice(0, 1)}
            </span>
          )}
        </span>
        <span className="game-tile__name">{game.gameName}</span>
      </button>
      <button
        type="button"
        className={`game-tile__star${favourite ? ' game-tile__star--on' : ''}`}
        data-testid="favourite-toggle"
        aria-pressed={favourite}
        aria-label={t('favourite_toggle', { name: game.gameName })}
        disabled={favouritePending}
        onClick={toggle}
      >
        <StarIcon filled={favourite} />
      </button>
    </div>
  );
});
