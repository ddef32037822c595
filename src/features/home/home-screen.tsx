// Home (spec section 2), for guests and members: banner carousel, notice ticker, hot matches and
// their popup, the popular games menu (loaded after the rest: it is below the fold), the vendor grid, a member's
// recent games, and the brand's copyright. Each block loads, empties and fails on its own. The
// announcements (banners, notices, hot matches) come from one cached call that main.tsx already
// started for a visitor landing here.
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readMerchantConfig } from '../../config/merchant-config';
import { loadHomeAnnouncements, useAnnouncements } from '../../state/announcements-store';
import { loadCategories } from '../../state/game-catalogue';
import { useLanguage } from '../../state/language-store';
import { useSession } from '../../state/session-store';
import { BannerCarousel } from './banner-carousel';
import { markFirstBannerPainted, useFirstBannerPainted } from '../../ui/first-banner-paint';
import { OptionalLazy } from '../../ui/optional-lazy';
import { useStartGame } from '../../ui/use-start-game';
import { loadRecentGames, useBlock } from './home-data';
import { HotMatches } from './hot-matches';
import { NoticeTicker } from './notice-ticker';
import { RecentGames } from './recent-games';
import { VendorGrid } from './vendor-grid';

const loadPopularGamesMenu = () => import('./popular-games-menu').then((m) => ({ default: m.PopularGamesMenu }));

function GamesMenuPlaceholder() {
  return <div className="home-block games-menu games-menu--pending skeleton" aria-hidden="true" />;
}

export function HomeScreen() {
  const { t } = useTranslation(['common', 'home']);
  const config = readMerchantConfig();
  const startGame = useStartGame();
  const announcements = useAnnouncements();
  const { session } = useSession();
  const { contentCode } = useLanguage();
  const userName = session?.userName ?? '';
  const signedIn = session !== null;

  useEffect(() => {
    void loadHomeAnnouncements();
  }, [contentCode, userName]);

  // Below the fold: the games menu and the vendor grid (one cached call serves both) wait for the
  // first banner, so neither the API client nor their code is fetched before the largest paint.
  const bannerPainted = useFirstBannerPainted();
  const categories = useBlock(() => loadCategories(contentCode), contentCode, bannerPainted);
  const recent = useBlock(loadRecentGames, `${contentCode}:${userName}`, signedIn);
  const start = useCallback((nodeId: number) => startGame({ nodeId }, { pageBack: 'home' }), [startGame]);

  const status = announcements.status === 'idle' ? 'loading' : announcements.status;
  const retryAnnouncements = useCallback(() => void loadHomeAnnouncements({ renew: true }), []);
  const noBanner = status === 'error' || (status === 'ready' && announcements.banners.length === 0);
  useEffect(() => {
    // Nothing to wait for: what waits on the first banner may load now.
    if (noBanner) markFirstBannerPainted();
  }, [noBanner]);

  return (
    <main className="screen home-screen" data-screen="home" aria-busy={status === 'loading' ? 'true' : undefined}>
      <div className="banner-slot">
        {status === 'ready' && announcements.banners.length > 0 ? (
          <BannerCarousel banners={announcements.banners} />
        ) : status === 'loading' ? (
          <div className="banner-carousel banner-carousel--placeholder skeleton" aria-hidden="true" />
        ) : status === 'error' ? (
          <div className="banner-carousel banner-carousel--placeholder banner-carousel--error" role="alert">
            <span>{t('home:load_failed')}</span>
            <button type="button" className="button button--small" onClick={retryAnnouncements}>
              {t('common:feedback.retry')}
            </button>
          </div>
        ) : null}
      </div>
      <NoticeTicker notices={announcements.notices} status={status} onRetry={retryAnnouncements} />
      <section className="hero home-welcome">
        <h1 className="hero__title">{t('home.welcome', { brand: config.name })}</h1>
        <p className="hero__tagline">{t('home.tagline')}</p>
      </section>
      <HotMatches matches={announcements.hotMatches} status={status} onRetry={retryAnnouncements} onStart={(m) => start(m.nodeId)} />
      {bannerPainted ? (
        <OptionalLazy load={loadPopularGamesMenu} props={{ categories, onRetry: categories.retry, language: contentCode }} fallback={<GamesMenuPlaceholder />} />
      ) : (
        <GamesMenuPlaceholder />
      )}
      <VendorGrid block={categories} onRetry={categories.retry} />
      {signedIn && <RecentGames block={recent} onRetry={recent.retry} onStart={start} />}
      <footer className="copyright" data-testid="home-copyright">
        {config.copyright}
      </footer>
    </main>
  );
}
