// The one module that imports swiper (and its CSS): loaded lazily, after the first banner has
// painted, by the banner carousel and the hot-match row. Only the modules in use: autoplay and
// pagination.
import { useMemo, type ReactNode } from 'react';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
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
  const modules = useMemo(() => [...(behaviour.autoplayMs ? [Autoplay] : []), ...(behaviour.pagination ? [Pagination] : [])], [behaviour]);
  return (
    <Swiper
      className={className}
      data-testid={testId}
      data-loop={String(behaviour.loop)}
      data-autoplay={behaviour.autoplayMs && !reduced ? String(behaviour.autoplayMs) : 'off'}
      modules={modules}
      loop={behaviour.loop}
      speed={reduced ? 0 : speed}
      // Autoplay pauses under a finger or pointer and stays off when the player asked for less motion.
      autoplay={behaviour.autoplayMs && !reduced ? { delay: behaviour.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
      // Display-only bullets: the slides themselves are the targets.
      pagination={behaviour.pagination ? { clickable: false } : false}
      allowTouchMove={items.length > 1}
      onAfterInit={() => onReady?.()}
    >
      {items.map((item, index) => (
        <SwiperSlide key={keyOf(item)} className={slideClassName}>
          {renderSlide(item, index)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
