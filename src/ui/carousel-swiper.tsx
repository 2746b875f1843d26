import { useEffect, useState, type ReactNode } from 'react';
import { A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/navigation';
import 'swiper/css/effect-fade';
import { PlayToggle } from './play-toggle';
import { prefersReducedMotion } from '@/lib/reduced-motion';

export interface CarouselProps {
  label: string;
  slides: ReactNode[];
  /** Never under prefers-reduced-motion. */
  autoplayMs?: number;
  loop?: boolean;
  effect?: 'slide' | 'fade';
  pagination?: boolean;
  navigation?: boolean;
  slidesPerView?: number | 'auto';
  spaceBetween?: number;
  breakpoints?: Partial<Record<768 | 1024, { slidesPerView: number | 'auto'; spaceBetween?: number }>>;
  className?: string;
}

export interface SwiperCarouselProps extends CarouselProps {
  advanceAtOnce?: boolean;
}

export default function SwiperCarousel({
  slides,
  autoplayMs,
  loop = false,
  effect = 'slide',
  pagination = false,
  navigation = false,
  slidesPerView = 1,
  spaceBetween = 16,
  breakpoints,
  advanceAtOnce = false,
}: SwiperCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [autoplayOn] = useState(() => Boolean(autoplayMs) && !prefersReducedMotion());
  const [playing, setPlaying] = useState(autoplayOn);

  // Swiper's autoplay asks for a frame at every refresh, in view or not: out of view it stops (swiper#2570).
  useEffect(() => {
    if (!swiper || !playing || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !swiper.autoplay.running) swiper.autoplay.start();
      if (!entry?.isIntersecting && swiper.autoplay.running) swiper.autoplay.stop();
    });
    observer.observe(swiper.el);
    return () => observer.disconnect();
  }, [swiper, playing]);

  const togglePlaying = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <>
      <Swiper
        modules={[A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination]}
        onSwiper={(instance) => {
          setSwiper(instance);
          if (advanceAtOnce && autoplayOn) requestAnimationFrame(() => instance.slideNext());
        }}
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
        breakpoints={breakpoints as SwiperOptions['breakpoints']}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
      {autoplayOn ? <PlayToggle playing={playing} onToggle={togglePlaying} what="slide otomatis" /> : null}
    </>
  );
}
