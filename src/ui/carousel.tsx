import { lazy, Suspense, type ReactNode } from 'react';
import * as styles from './carousel.css';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** Auto-advance every N ms (with a pause control); never under prefers-reduced-motion. */
  autoplayMs?: number;
  loop?: boolean;
  effect?: 'slide' | 'fade';
  pagination?: boolean;
  navigation?: boolean;
  /** Slides in view below the first breakpoint. */
  slidesPerView?: number | 'auto';
  spaceBetween?: number;
  /** Min-width (px) -> slides in view. */
  breakpoints?: Record<number, { slidesPerView: number | 'auto'; spaceBetween?: number }>;
  className?: string;
}

// Swiper and its CSS load only with the first screen that shows a carousel.
const SwiperCarousel = lazy(() => import('./carousel-swiper'));

/** A swipeable carousel; until Swiper has loaded, the first slide stands in for it. */
export function Carousel(props: CarouselProps) {
  const fallback = (
    <div className={[styles.fallback, props.className].filter(Boolean).join(' ')} aria-label={props.label} role="region">
      {props.slides.slice(0, 1)}
    </div>
  );
  if (props.slides.length === 0) return null;
  return (
    <Suspense fallback={fallback}>
      <SwiperCarousel {...props} />
    </Suspense>
  );
}
