// Home (spec section 2), for guests and members: banner carousel, notice ticker, hot matches and
// their popup, the popular games menu, the vendor grid (these load after the first banner), a member's
// recent games, and the brand's copyright. Each block loads, empties and fails on its own. The
// announcements (banners, notices, hot matches) come from one cached call that main.tsx already
// started for a visitor landing here.
import { useCallback, useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readMerchantConfig } from '../../config/merchant-config';
import { loadHomeAnnouncements, useAnnouncements } from '../../state/announcements-store';
import { loadCategories } from '../../state/game-catalogue';
import { useLanguage } from '../../state/language-store';
import { useSession } from '../../state/session-store';
import { BannerCarousel } from './banner-carousel';
import { HomeBlockError } from './home-block-error';
import { markFirstBannerPainted, useFirstBannerPainted } from '../../ui/first-banner-paint';
import { OptionalLazy } from '../../ui/optional-lazy';
import { useStartGame } from '../../ui/use-start-game';
import { loadRecentGames, useBlock } from './home-data';
import { HomeBlockFrame } from './home-block';
import { NoticeTicker } from './notice-ticker';

// Below the banner and the ticker, each block's code (hot matches with dayjs, the vendor grid, the
// recent games, the games menu) arrives after the first banner has painted; meanwhile, and if its
// chunk cannot load, the block's frame stands in its loading state, so nothing moves when it comes.
const loadPopularGamesMenu = () => import('./popular-games-menu').then((m) => ({ default: m.PopularGamesMenu }));
const loadHotMatches = () => import('./hot-matches').then((m) => ({ default: m.HotMatches }));
const loadVendorGrid = () => import('./vendor-grid').then((m) => ({ default: m.VendorGrid }));
const loadRecentGamesBlock = () => import('./recent-games').then((m) => ({ default: m.RecentGames }));

/** A block whose code loads once `ready` (the first banner painted); its fallback until then. */
function Deferred<P extends object>({ ready, load, props, fallback }: { ready: boolean; load: () => Promise<{ default: ComponentType<P> }>; props: P; fallback: ReactNode }) {
  return ready ? <OptionalLazy load={load} props={props} fallback={fallback} /> : <>{fallback}</>;
}

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
  const startMatch = useCallback((match: { nodeId: number }) => start(match.nodeId), [start]);
  const hotMatchesFrame = <HomeBlockFrame name="hot-matches" title={t('home:hot_matches_title')} state="loading" />;
  const vendorGridFrame = <HomeBlockFrame name="vendor-grid" title={t('home:vendors_title')} state="loading" />;
  const recentGamesFrame = <HomeBlockFrame name="recent-games" title={t('home:recent_title')} state="loading" testId="recent-games" />;

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
          <HomeBlockError onRetry={retryAnnouncements} testIdPrefix="banner" error={announcements.error} className="banner-carousel banner-carousel--placeholder banner-carousel--error" />
        ) : null}
      </div>
      <NoticeTicker notices={announcements.notices} status={status} onRetry={retryAnnouncements} />
      <section className="hero home-welcome">
        <h1 className="hero__title">{t('home.welcome', { brand: config.name })}</h1>
        <p className="hero__tagline">{t('home.tagline')}</p>
      </section>
      <Deferred ready={bannerPainted} load={loadHotMatches} props={{ matches: announcements.hotMatches, status, error: announcements.error, onRetry: retryAnnouncements, onStart: startMatch }} fallback={hotMatchesFrame} />
      <Deferred ready={bannerPainted} load={loadPopularGamesMenu} props={{ categories, onRetry: categories.retry, language: contentCode }} fallback={<GamesMenuPlaceholder />} />
      <Deferred ready={bannerPainted} load={loadVendorGrid} props={{ block: categories, onRetry: categories.retry }} fallback={vendorGridFrame} />
      {signedIn && <Deferred ready={bannerPainted} load={loadRecentGamesBlock} props={{ block: recent, onRetry: recent.retry, onStart: start }} fallback={recentGamesFrame} />}
      <footer className="copyright" data-testid="home-copyright">
        {config.copyright}
      </footer>
    </main>
  );
}
