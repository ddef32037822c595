// A member's 'recent' row on home: the games they launched last, newest first; a tap starts one again.
import { useTranslation } from 'react-i18next';
import type { Game } from '../../api/reader-types';
import type { BlockState } from './home-data';
import { HomeBlockError } from './home-block-error';
import { HomeBlockFrame } from './home-block';
import { EmptyState } from '../../ui/screen-state';

export function RecentGames({ block, onRetry, onStart }: { block: BlockState<Game[]>; onRetry: () => void; onStart: (nodeId: number) => void }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <HomeBlockFrame name="recent-games" title={t('home:recent_title')} state={block.status} testId="recent-games">
      {block.status === 'error' && <HomeBlockError onRetry={onRetry} testIdPrefix="recent-games" error={block.error} />}
      {block.status === 'ready' && block.data.length === 0 && (
        <EmptyState className="home-block__empty" look="block">
          {t('home:no_recent')}
        </EmptyState>
      )}
      {block.status === 'ready' && block.data.length > 0 && (
        <ul className="recent-games__list">
          {block.data.map((g) => (
            <li key={g.nodeId}>
              <button type="button" className="recent-game" data-testid="recent-game" data-node-id={g.nodeId} onClick={() => onStart(g.nodeId)}>
                <img className="recent-game__icon" src={g.iconUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
                <span className="recent-game__name">{g.gameName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </HomeBlockFrame>
  );
}
