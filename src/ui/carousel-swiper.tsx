import { useState, type ReactNode } from 'react';
import { A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/navigation';
import 'swiper/css/effect-fade';
import * as styles from './carousel.css';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** The carousel's props; this lazy module owns them, so the wrapper imports only their type. */
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

export default function SwiperCarousel({
  label,
  slides,
  autoplayMs,
  loop = false,
  effect = 'slide',
  pagination = false,
  navigation = false,
  slidesPerView = 1,
  spaceBetween = 16,
  breakpoints,
  className,
}: CarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [autoplayOn] = useState(() => Boolean(autoplayMs) && !prefersReducedMotion());
  const [playing, setPlaying] = useState(autoplayOn);

  const togglePlaying = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination]}
        onSwiper={setSwiper}
        loop={loop && slides.length > 1}
        effect={effect}
        fadeEffect={effect === 'fade' ? { crossFade: true } : undefined}
        autoplay={autoplayOn ? { delay: autoplayMs, disableOnInteraction: false } : false}
        pagination={pagination ? { clickable: true } : false}
        navigation={navigation}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: 'Slide sebelumnya', nextSlideMessage: 'Slide berikutnya', paginationBulletMessage: 'Ke slide {{index}}' }}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
      {autoplayOn ? (
        <button
          type="button"
          className={styles.pause}
          onClick={togglePlaying}
          aria-pressed={!playing}
          aria-label={playing ? 'Jeda slide otomatis' : 'Putar slide otomatis'}
        >
          {playing ? (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          )}
        </button>
      ) : null}
    </div>
  );
}
