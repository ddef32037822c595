// The one module that imports swiper (and its CSS): loaded lazily, after the first banner has
// painted, by the banner carousel and the hot-match row. Only pagination comes from swiper's
// modules: its Autoplay module runs a requestAnimationFrame loop for its whole life (to report the
// time left), which kept a 4x-throttled phone busy (Lighthouse TBT several seconds). Autoplay here is
// one timer per slide: slideNext() after the delay, restarted after every slide change, paused
// while a pointer is over the carousel or the page is hidden.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import { prefersReducedMotion } from '../../ui/motion/reduced-motion';
import type { CarouselBehaviour } from './home-logic';

export interface HomeSwiperProps<T> {
  readonly items: readonly T[];
  readonly keyOf: (item: T) => string | number;
  readonly renderSlide: (item: T, index: number) => ReactNode;
  readonly behaviour: CarouselBehaviour;
  /** Transition speed in ms (swiper's default is 300). */
  readonly speed?: number;
  readonly className?: string;
  readonly slideClassName?: string;
  /** Called once swiper has laid its slides out, so a static stand-in can step aside. */
  readonly onReady?: () => void;
  readonly testId?: string;
}

export function HomeSwiper<T>({ items, keyOf, renderSlide, behaviour, speed, className, slideClassName, onReady, testId }: HomeSwiperProps<T>) {
  const reduced = useMemo(prefersReducedMotion, []);
  // Swiper re-applies any parameter whose identity changes on a render: every object it is given is
  // built once from primitives, or each render would restart autoplay and re-measure the slides.
  const { loop, pagination: paginated } = behaviour;
  const autoplayMs = reduced ? null : behaviour.autoplayMs;
  const modules = useMemo(() => (paginated ? [Pagination] : []), [paginated]);
  const pagination = useMemo(() => (paginated ? { clickable: false } : false), [paginated]);
  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const onAfterInit = useCallback((instance: SwiperInstance) => {
    setSwiper(instance);
    readyRef.current?.();
  }, []);
  useEffect(() => {
    if (!swiper || !autoplayMs) return;
    // Held here: swiper/react destroys the instance (and drops swiper.el) before this cleanup runs.
    const el = swiper.el;
    let timer = 0;
    let hovered = false;
    const schedule = () => {
      window.clearTimeout(timer);
      if (hovered || document.hidden || swiper.destroyed) return;
      timer = window.setTimeout(() => swiper.slideNext(), autoplayMs);
    };
    const pause = () => {
      hovered = true;
      window.clearTimeout(timer);
    };
    const resume = () => {
      hovered = false;
      schedule();
    };
    swiper.on('slideChangeTransitionEnd', schedule);
    swiper.on('touchEnd', schedule);
    el.addEventListener('mouseenter', pause);
    el.addEventListener('mouseleave', resume);
    document.addEventListener('visibilitychange', schedule);
    schedule();
    return () => {
      window.clearTimeout(timer);
      if (!swiper.destroyed) {
        swiper.off('slideChangeTransitionEnd', schedule);
        swiper.off('touchEnd', schedule);
      }
      el.removeEventListener('mouseenter', pause);
      el.removeEventListener('mouseleave', resume);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [swiper, autoplayMs]);
  return (
    <Swiper
      className={className}
      data-testid={testId}
      data-loop={String(loop)}
      data-autoplay={autoplayMs ? String(autoplayMs) : 'off'}
      modules={modules}
      loop={loop}
      speed={reduced ? 0 : speed}
      // Display-only bullets: the slides themselves are the targets.
      pagination={pagination}
      allowTouchMove={items.length > 1}
      onAfterInit={onAfterInit}
    >
      {items.map((item, index) => (
        <SwiperSlide key={keyOf(item)} className={slideClassName}>
          {renderSlide(item, index)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
