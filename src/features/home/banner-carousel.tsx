// The banner carousel. The first banner is plain markup — a sized, eager, high-priority <img> in a
// box of fixed aspect ratio — so it paints before any carousel code arrives. Once it has painted,
// swiper loads (its own chunk) and is laid out underneath; when it is ready the static banner
// steps aside, so nothing moves. One banner never loads swiper: it stays static.
import { lazy, Suspense, useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HomeSwiperProps } from './home-swiper';
import { BANNER_AUTOPLAY_MS } from '../../config/constants';
import { markFirstBannerPainted } from '../../ui/first-banner-paint';
import { type BannerData, BANNER_SIZES, bannerAction, bannerAspect, bannerSrcSet, carouselBehaviour } from './home-logic';

const HomeSwiper = lazy(() => import('./home-swiper').then((m) => ({ default: m.HomeSwiper }))) as unknown as <T>(props: HomeSwiperProps<T>) => ReactNode;

/** The Element Timing identifier of the first banner (the benchmarks read it too). */
export const FIRST_BANNER_TIMING_ID = 'home-banner';

/**
 * Runs once the first banner has painted: the browser's own Element Timing report where there is
 * one, else the image's load (or error) and two frames. Returns a cancel function.
 */
function whenFirstBannerPainted(img: HTMLImageElement, run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const cleanups: (() => void)[] = [];
  const supportsElementTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');
  if (supportsElementTiming) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => (e as PerformanceEntry & { identifier?: string }).identifier === FIRST_BANNER_TIMING_ID)) once();
    });
    observer.observe({ type: 'element', buffered: true });
    cleanups.push(() => observer.disconnect());
  }
  // Without Element Timing, or when the picture fails: its load (or error), then two frames.
  let frame = 0;
  const afterTwoFrames = () => {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(once);
    });
  };
  const onError = () => afterTwoFrames();
  img.addEventListener('error', onError, { once: true });
  cleanups.push(() => img.removeEventListener('error', onError));
  if (!supportsElementTiming) {
    if (img.complete) afterTwoFrames();
    else {
      img.addEventListener('load', afterTwoFrames, { once: true });
      cleanups.push(() => img.removeEventListener('load', afterTwoFrames));
    }
  }
  return () => {
    cleanups.forEach((c) => c());
    cancelAnimationFrame(frame);
  };
}

function BannerPicture({ banner, first }: { banner: BannerData; first: boolean }) {
  const { width, height } = bannerAspect(banner);
  const srcSet = bannerSrcSet(banner);
  return (
    <img
      className="banner__image"
      src={banner.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? BANNER_SIZES : undefined}
      width={width}
      height={height}
      alt={banner.title}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      draggable={false}
      // Element Timing: the benchmarks read when the first banner painted.
      {...(first ? { elementtiming: FIRST_BANNER_TIMING_ID } : {})}
    />
  );
}

/** One slide: a link when it leads somewhere (in-app or outside), else just the picture. */
export function BannerSlide({ banner, first }: { banner: BannerData; first: boolean }) {
  const action = bannerAction(banner.redirectUrl);
  const common = { className: 'banner', 'data-testid': 'banner-slide', 'data-banner-id': banner.id } as const;
  if (action.kind === 'route') {
    return (
      <Link {...common} to={action.path}>
        <BannerPicture banner={banner} first={first} />
      </Link>
    );
  }
  if (action.kind === 'external') {
    return (
      <a {...common} href={action.url} target="_blank" rel="noopener noreferrer">
        <BannerPicture banner={banner} first={first} />
      </a>
    );
  }
  return (
    <div {...common}>
      <BannerPicture banner={banner} first={first} />
    </div>
  );
}

export interface BannerCarouselProps {
  readonly banners: readonly BannerData[];
  /** Tests: render only the static first banner, never the swiper. */
  readonly staticOnly?: boolean;
}

export function BannerCarousel({ banners, staticOnly = false }: BannerCarouselProps) {
  const { t } = useTranslation('home');
  const behaviour = carouselBehaviour(banners.length, BANNER_AUTOPLAY_MS);
  const first = banners[0];
  const [firstPainted, setFirstPainted] = useState(false);
  const [swiperReady, setSwiperReady] = useState(false);
  const moving = behaviour.loop && !staticOnly;
  const { width, height } = bannerAspect(first);
  const style = { aspectRatio: `${width} / ${height}` } as CSSProperties;

  const onFirstLoad = useCallback(() => {
    markFirstBannerPainted();
    setFirstPainted(true);
  }, []);
  const [firstImage, setFirstImage] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const img = firstImage?.querySelector('img');
    if (!img) return;
    return whenFirstBannerPainted(img, onFirstLoad);
  }, [firstImage, onFirstLoad]);

  if (!first) return null;
  return (
    <section
      className="banner-carousel"
      style={style}
      data-testid="banner-carousel"
      data-count={banners.length}
      data-mode={moving ? (swiperReady ? 'swiper' : 'static-first') : 'static'}
      aria-roledescription="carousel"
      aria-label={t('banners')}
    >
      {!swiperReady && (
        <div className="banner-carousel__static" ref={setFirstImage}>
          <BannerSlide banner={first} first />
        </div>
      )}
      {moving && firstPainted && (
        <Suspense fallback={null}>
          <div className={swiperReady ? 'banner-carousel__swiper' : 'banner-carousel__swiper banner-carousel__swiper--behind'}>
            <HomeSwiper
              items={banners}
              keyOf={(b) => b.id}
              behaviour={behaviour}
              renderSlide={(banner, index) => <BannerSlide banner={banner} first={index === 0} />}
              onReady={() => setSwiperReady(true)}
            />
          </div>
        </Suspense>
      )}
    </section>
  );
}
