import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { tryAgainLater } from '@/lib/connection';
import { lazyModule } from '@/lib/lazy-module';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { whenIdle } from '@/lib/when-idle';
import type { CarouselProps, SwiperCarouselProps } from './carousel-swiper';
import * as styles from './carousel.css';

type SwiperCarousel = ComponentType<SwiperCarouselProps>;

/** Unless the visitor reached the carousel first, Swiper loads after an autoplay slide's time, or once idle. */
export const SWIPER_IDLE_DELAY_MS = 4000;

/** Swiper replaces the still slides only near the view: off-screen its render would hold up a tap elsewhere. */
export const NEAR_VIEW_MARGIN = '200px 0px';

// Loaded once for the page's life; a failed load leaves the still slides until the connection returns.
const swiper = lazyModule('src/ui/carousel-swiper.tsx', () => import('./carousel-swiper'));
const loadSwiper = async (): Promise<SwiperCarousel> => (await swiper.load()).default;

const autoplayDelay = (ms: number | undefined) => (ms && !prefersReducedMotion() ? ms : null);

const inView = (value: number | 'auto' | undefined) => (typeof value === 'number' ? value : 1);

function layout({ slidesPerView, spaceBetween = 16, breakpoints, effect }: CarouselProps) {
  const md = breakpoints?.[768];
  const lg = breakpoints?.[1024];
  const vars: Record<string, string | number> = { '--carousel-per-view': inView(slidesPerView), '--carousel-gap': `${spaceBetween}px` };
  if (md) Object.assign(vars, { '--carousel-per-view-md': inView(md.slidesPerView), '--carousel-gap-md': `${md.spaceBetween ?? spaceBetween}px` });
  if (lg) Object.assign(vars, { '--carousel-per-view-lg': inView(lg.slidesPerView), '--carousel-gap-lg': `${lg.spaceBetween ?? spaceBetween}px` });
  // A fading carousel shows one slide at a time whatever its sizes.
  const most = effect === 'fade' ? 1 : Math.max(inView(slidesPerView), inView(md?.slidesPerView), inView(lg?.slidesPerView));
  return { style: vars as CSSProperties, count: Math.ceil(most) };
}

/** Plain markup first (the server renders the same); Swiper loads on first interaction, a due autoplay, or idle. */
export function Carousel(props: CarouselProps) {
  const { label, slides, className } = props;
  const [Swiper, setSwiper] = useState<SwiperCarousel | null>(() => swiper.current?.default ?? null);
  const [due, setDue] = useState<'autoplay' | 'idle' | null>(null);
  const [wanted, setWanted] = useState(false);
  // Until the observer first reports (and where there is none), in view.
  const [nearView, setNearView] = useState(true);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<string | null>(null);
  // Once shown, Swiper stays: the observer that sets nearView back is gone in the same commit.
  const Shown = Swiper && (nearView || wanted) ? Swiper : null;

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (Shown || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      // In a transition: coming into view may swap Swiper in, which React then renders in slices.
      ([entry]) => entry && startTransition(() => setNearView(entry.isIntersecting)),
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [Shown]);

  useEffect(() => {
    const delay = autoplayDelay(props.autoplayMs);
    if (Swiper || due || wanted || delay === null || !nearView) return;
    const timer = window.setTimeout(() => setDue('autoplay'), delay);
    return () => window.clearTimeout(timer);
  }, [Swiper, due, wanted, nearView, props.autoplayMs]);

  useEffect(() => {
    if (Swiper || due || wanted || autoplayDelay(props.autoplayMs) !== null) return;
    let cancelIdle = () => {};
    const timer = window.setTimeout(
      () => (cancelIdle = whenIdle(() => setDue('idle'), { timeout: 2000, fallbackDelay: 0 })),
      SWIPER_IDLE_DELAY_MS,
    );
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [Swiper, due, wanted, props.autoplayMs]);

  useEffect(() => {
    if (Swiper || !(due || wanted)) return;
    let cancelled = false;
    // A failed load leaves the still slides, retrying while online, then waiting for 'online'.
    let stopWaiting = () => {};
    let retries = 0;
    const start = () =>
      void loadSwiper().then(
        // In a transition: React renders Swiper's slides in slices while the still slides stay.
        (component) => !cancelled && startTransition(() => setSwiper(() => component)),
        () => {
          if (cancelled) return;
          stopWaiting = tryAgainLater(retries, (reconnected) => {
            retries = reconnected ? 0 : retries + 1;
            start();
          });
        },
      );
    start();
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [Swiper, due, wanted]);

  // Focus on a still slide's link moves to the same link in Swiper as React removes the still slides.
  const stillFrame = useCallback((frame: HTMLDivElement | null) => {
    return () => {
      const active = document.activeElement;
      if (active && frame?.contains(active)) focusAfter.current = active.getAttribute('href');
    };
  }, []);

  // Before paint, so the focus is never seen lost.
  useLayoutEffect(() => {
    const href = focusAfter.current;
    focusAfter.current = null;
    if (!Shown || href === null) return;
    const links = rootRef.current?.querySelectorAll<HTMLElement>('[href]') ?? [];
    Array.from(links).find((link) => link.getAttribute('href') === href)?.focus();
  }, [Shown]);

  if (slides.length === 0) return null;
  const { style, count } = layout(props);
  const want = Shown ? undefined : () => setWanted(true);
  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={style}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={want}
      onPointerDown={want}
      onTouchStart={want}
      onFocus={want}
    >
      {Shown ? (
        <Shown {...props} advanceAtOnce={due === 'autoplay'} />
      ) : (
        <div ref={stillFrame} className={`swiper ${styles.stillFrame}`}>
          <div className={`swiper-wrapper ${styles.still}`}>
            {slides.slice(0, count).map((slide, index) => (
              <div key={index} className="swiper-slide">
                {slide}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
