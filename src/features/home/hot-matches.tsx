// Hot matches (spec sections 2 and 3): a swiper of match cards — autoplay 5000 ms, speed 500 ms,
// looping only with more than one — and the 'Trận Cầu Đỉnh Cao' popup listing every match. A tap
// on a match starts its game. Until swiper arrives (after the first banner paints) the first card
// stands in, in the same box.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotMatch } from '../../api/contract.generated';
import { HOT_MATCH_AUTOPLAY_MS, HOT_MATCH_SPEED_MS } from '../../config/constants';
import { Dialog } from '../../ui/dialog';
import type { HomeSwiperProps } from './home-swiper';
import { useFirstBannerPainted } from '../../ui/first-banner-paint';
import { carouselBehaviour } from './home-logic';
import { formatMatchTime } from './match-time';
import { HomeBlockError } from './home-block-error';
import { HomeBlockFrame } from './home-block';
import { EmptyState } from '../../ui/screen-state';

const HomeSwiper = lazy(() => import('./home-swiper').then((m) => ({ default: m.HomeSwiper }))) as unknown as <T>(props: HomeSwiperProps<T>) => ReactNode;

function Team({ name, image }: { name: string; image: string }) {
  return (
    <span className="hot-match__team">
      <img className="hot-match__badge" src={image} alt="" width={40} height={40} loading="lazy" decoding="async" />
      <span className="hot-match__team-name">{name}</span>
    </span>
  );
}

export function HotMatchCard({ match, onStart, variant = 'card' }: { match: HotMatch; onStart: (match: HotMatch) => void; variant?: 'card' | 'row' }) {
  return (
    <button type="button" className={`hot-match hot-match--${variant}`} data-testid="hot-match" data-match-id={match.matchId} data-node-id={match.nodeId} onClick={() => onStart(match)}>
      <span className="hot-match__league">{match.league}</span>
      <span className="hot-match__teams">
        <Team name={match.homeTeam} image={match.homeTeamImageUrl} />
        <span className="hot-match__versus" aria-hidden="true">
          VS
        </span>
        <Team name={match.awayTeam} image={match.awayTeamImageUrl} />
      </span>
      <span className="hot-match__meta">
        <time className="hot-match__time" dateTime={new Date(match.matchTime).toISOString()} data-testid="hot-match-time">
          {formatMatchTime(match.matchTime)}
        </time>
        <span className="hot-match__vendor">{match.vendor}</span>
      </span>
    </button>
  );
}

export function HotMatchPopup({ matches, onStart, onClose }: { matches: readonly HotMatch[]; onStart: (match: HotMatch) => void; onClose: () => void }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Dialog
      title={t('home:hot_matches_title')}
      testId="hot-match-popup"
      onMaskClick={onClose}
      footer={
        <button type="button" className="button" onClick={onClose} data-testid="hot-match-popup-close">
          {t('home:close')}
        </button>
      }
    >
      <ul className="hot-match-popup__list">
        {matches.map((m) => (
          <li key={m.matchId}>
            <HotMatchCard match={m} onStart={onStart} variant="row" />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

export interface HotMatchesProps {
  readonly matches: readonly HotMatch[];
  readonly status: 'loading' | 'ready' | 'error';
  /** Why the announcements failed to load (shown under the error state). */
  readonly error?: unknown;
  readonly onRetry: () => void;
  readonly onStart: (match: HotMatch) => void;
}

export function HotMatches({ matches, status, error, onRetry, onStart }: HotMatchesProps) {
  const { t } = useTranslation(['home', 'common']);
  const [popupOpen, setPopupOpen] = useState(false);
  const bannerPainted = useFirstBannerPainted();
  const behaviour = carouselBehaviour(matches.length, HOT_MATCH_AUTOPLAY_MS, { pagination: false });
  const first = matches[0];
  return (
    <HomeBlockFrame
      name="hot-matches"
      title={t('home:hot_matches_title')}
      state={status}
      action={
        status === 'ready' && matches.length > 0 ? (
          <button type="button" className="home-block__more" onClick={() => setPopupOpen(true)} data-testid="hot-match-popup-open">
            {t('home:see_all')}
          </button>
        ) : null
      }
    >
      {status === 'error' && <HomeBlockError onRetry={onRetry} testIdPrefix="hot-matches" error={error} />}
      {status === 'ready' && !first && (
        <EmptyState className="home-block__empty" look="block">
          {t('home:no_hot_matches')}
        </EmptyState>
      )}
      {status === 'ready' && first && (
        <div className="hot-matches__row" data-count={matches.length}>
          {behaviour.loop && bannerPainted ? (
            <Suspense fallback={<HotMatchCard match={first} onStart={onStart} />}>
              <HomeSwiper
                className="hot-matches__swiper"
                testId="hot-match-swiper"
                items={matches}
                keyOf={(m) => m.matchId}
                behaviour={behaviour}
                speed={HOT_MATCH_SPEED_MS}
                renderSlide={(m) => <HotMatchCard match={m} onStart={onStart} />}
              />
            </Suspense>
          ) : (
            <HotMatchCard match={first} onStart={onStart} />
          )}
        </div>
      )}
      {popupOpen && <HotMatchPopup matches={matches} onStart={onStart} onClose={() => setPopupOpen(false)} />}
    </HomeBlockFrame>
  );
}
