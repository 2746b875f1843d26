import { lazy, Suspense } from 'react';
// Type only: the Swiper module itself stays in its lazy chunk.
import type { CarouselProps } from './carousel-swiper';
import * as styles from './carousel.css';

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
