// The one module that imports swiper (and its CSS): loaded lazily, after the first banner has
// painted, by the banner carousel and the hot-match row. No module of swiper's is used. The bullets
// are React's own: swiper's Pagination module writes them with innerHTML through a Trusted Types
// policy of its own named 'html', created again on every render (the enforced CSP allows only the
// app's policies, docs/security.md). Its Autoplay module runs a requestAnimationFrame loop for its whole life (to report the
// time left), which kept a 4x-throttled phone busy (Lighthouse TBT several seconds). Autoplay here is
// one timer per slide: slideNext() after the delay, restarted after every slide change, paused
// while a pointer is over the carousel or the page is hidden.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
  const [active, setActive] = useState(0);
  const onSlideChange = useCallback((instance: SwiperInstance) => setActive(instance.realIndex), []);
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
      // A carousel clips its slides by design: one moving in or out is partly hidden (layout audit).
      data-overflow="scrolls"
      data-loop={String(loop)}
      data-autoplay={autoplayMs ? String(autoplayMs) : 'off'}
      loop={loop}
      speed={reduced ? 0 : speed}
      allowTouchMove={items.length > 1}
      onAfterInit={onAfterInit}
      onSlideChange={onSlideChange}
    >
      {items.map((item, index) => (
        <SwiperSlide key={keyOf(item)} className={slideClassName}>
          {renderSlide(item, index)}
        </SwiperSlide>
      ))}
      {paginated && (
        // Display-only bullets (swiper's own classes and styles): the slides themselves are the targets.
        <div slot="container-end" className="swiper-pagination swiper-pagination-bullets swiper-pagination-horizontal" aria-hidden="true">
          {items.map((item, index) => (
            <span key={keyOf(item)} className={index === active ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'} />
          ))}
        </div>
      )}
    </Swiper>
  );
}
