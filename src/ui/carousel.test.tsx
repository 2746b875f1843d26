import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SwiperCarouselProps } from './carousel-swiper';
import { ONLINE_RETRY_DELAYS_MS } from '@/lib/connection';
import { intersect, stubIntersectionObserver } from '@/test/intersection-observer';

const swiper = vi.hoisted(() => ({ evaluated: 0 }));

// Stands in for the Swiper module: counts when it is evaluated, renders every slide.
function standIn() {
  swiper.evaluated += 1;
  return {
    default: ({ slides, advanceAtOnce }: SwiperCarouselProps) => (
      <div data-testid="swiper" data-advance={String(advanceAtOnce)}>
        {slides.map((slide, index) => (
          <div key={index}>{slide}</div>
        ))}
      </div>
    ),
  };
}
const slides = ['satu', 'dua', 'tiga', 'empat'].map((name) => (
  <a key={name} href={`/${name}`}>
    {name}
  </a>
));

/**
 * The module keeps Swiper once loaded: each test starts as a fresh page, whose Swiper module is
 * the stand-in, evaluated (and counted) anew at its first import. Files share one worker, where a
 * module mocked this way outlives the file: the next files get the real Swiper again.
 */
async function freshCarousel() {
  vi.resetModules();
  swiper.evaluated = 0;
  vi.doMock('./carousel-swiper', standIn);
  onTestFinished(() => {
    vi.doUnmock('./carousel-swiper');
    vi.resetModules();
  });
  return import('./carousel');
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const chunkFailed = () => new TypeError('Failed to fetch dynamically imported module: https://rawatin.test/assets/carousel-swiper-B1.js');

/**
 * A fresh page whose Swiper module is `load` (which may throw, as a chunk that cannot load), with
 * an autoplaying banner the visitor has just pointed at; undone as freshCarousel's.
 */
async function pointAtBanner(load: () => { default: (props: SwiperCarouselProps) => ReactNode }) {
  vi.resetModules();
  onTestFinished(() => {
    vi.doUnmock('./carousel-swiper');
    vi.resetModules();
  });
  vi.doMock('./carousel-swiper', load);
  const { Carousel } = await import('./carousel');
  render(<Carousel label="Banner" slides={slides} autoplayMs={3000} effect="fade" />);
  fireEvent.pointerDown(screen.getByRole('region', { name: 'Banner' }));
  await flush();
}

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('renders only the slides in view, as plain markup, on the server', async () => {
    const { Carousel } = await freshCarousel();
    const one = renderToString(<Carousel label="Banner" slides={slides} effect="fade" />);
    expect(one).toContain('satu');
    expect(one).not.toContain('dua');
    const several = renderToString(
      <Carousel label="Artikel" slides={slides} slidesPerView={1.15} breakpoints={{ 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } }} />,
    );
    expect(several).toContain('tiga');
    expect(several).not.toContain('empat');
    await flush();
    expect(swiper.evaluated).toBe(0);
  });

  it('loads Swiper only once the page has been idle for a while', async () => {
    const { Carousel, SWIPER_IDLE_DELAY_MS } = await freshCarousel();
    render(<Carousel label="Banner" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Banner' })).toHaveTextContent('satu');
    await flush();
    expect(swiper.evaluated).toBe(0);
    expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SWIPER_IDLE_DELAY_MS - 500));
    expect(swiper.evaluated).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByTestId('swiper')).toHaveTextContent('satuduatigaempat');
  });

  it('loads Swiper for an autoplaying carousel when its first slide has had its time, and moves on at once', async () => {
    const { Carousel } = await freshCarousel();
    render(<Carousel label="Banner" slides={slides} autoplayMs={3000} effect="fade" />);
    await act(() => vi.advanceTimersByTimeAsync(2800));
    expect(swiper.evaluated).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByTestId('swiper')).toHaveAttribute('data-advance', 'true');
  });

  it("runs an autoplaying carousel's first slide time only while it is near the view", async () => {
    const observers = stubIntersectionObserver();
    const { Carousel } = await freshCarousel();
    render(<Carousel label="Banner" slides={slides} autoplayMs={3000} effect="fade" />);
    const banner = screen.getByRole('region', { name: 'Banner' });
    act(() => intersect(observers, banner));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    // The visitor scrolls down the page: nothing loads or renders for it there.
    act(() => intersect(observers, banner, false));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(swiper.evaluated).toBe(0);
    expect(banner).toHaveTextContent('satu');

    // Back to it: the slide has its full time again, then Swiper moves on at once.
    act(() => intersect(observers, banner));
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(swiper.evaluated).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByTestId('swiper')).toHaveAttribute('data-advance', 'true');
  });

  it('loads Swiper ahead for a carousel out of view, and swaps it in once the carousel is near the view', async () => {
    const observers = stubIntersectionObserver();
    const { Carousel, SWIPER_IDLE_DELAY_MS } = await freshCarousel();
    render(<Carousel label="Artikel" slides={slides} slidesPerView={2} />);
    const region = screen.getByRole('region', { name: 'Artikel' });
    act(() => intersect(observers, region, false));
    await act(() => vi.advanceTimersByTimeAsync(SWIPER_IDLE_DELAY_MS + 100));
    await act(() => vi.waitFor(() => expect(swiper.evaluated).toBe(1)));
    await flush();
    expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
    expect(region).toHaveTextContent('satudua');

    act(() => intersect(observers, region));
    expect(await screen.findByTestId('swiper')).toHaveTextContent('satuduatigaempat');
    // Once in, it stays when the carousel leaves the view.
    act(() => intersect(observers, region, false));
    await flush();
    expect(screen.getByTestId('swiper')).toBeInTheDocument();
  });

  it('loads Swiper at once when the visitor points at the carousel', async () => {
    const { Carousel } = await freshCarousel();
    render(<Carousel label="Banner" slides={slides} />);
    await flush();
    expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Banner' }));
    expect(await screen.findByTestId('swiper')).toHaveAttribute('data-advance', 'false');
  });

  it('keeps the focus on the same link when Swiper takes over', async () => {
    const { Carousel } = await freshCarousel();
    render(<Carousel label="Artikel" slides={slides} slidesPerView={2} />);
    act(() => screen.getByRole('link', { name: 'dua' }).focus());
    await screen.findByTestId('swiper');
    expect(screen.getByRole('link', { name: 'dua' })).toHaveFocus();
  });

  it('keeps the still slides when Swiper cannot load offline, and loads it when the connection returns', async () => {
    // The chunk fails as it does with no connection.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await pointAtBanner(() => {
      throw chunkFailed();
    });
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Banner' })).toHaveTextContent('satu');

    vi.doMock('./carousel-swiper', () => ({
      default: ({ slides: all }: SwiperCarouselProps) => <div data-testid="swiper">{all.length} slides</div>,
    }));
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByTestId('swiper')).toHaveTextContent('4 slides');
  });

  it('tries again a little later, a few times, when a load fails while the browser is online', async () => {
    // Offline when the chunk is first asked for; 'online' comes while that failure is on its way,
    // and the next two tries fail too (the connection is back but not usable yet).
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let attempts = 0;
    await pointAtBanner(() => {
      attempts += 1;
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      if (attempts <= 3) throw chunkFailed();
      return { default: ({ slides: all }: SwiperCarouselProps) => <div data-testid="swiper">{all.length} slides</div> };
    });
    expect(attempts).toBe(1);
    for (const [index, delay] of ONLINE_RETRY_DELAYS_MS.slice(0, 2).entries()) {
      await act(() => vi.advanceTimersByTimeAsync(delay - 100));
      expect(attempts).toBe(index + 1);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(attempts).toBe(index + 2);
    }
    expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ONLINE_RETRY_DELAYS_MS[2]));
    expect(await screen.findByTestId('swiper')).toHaveTextContent('4 slides');
    expect(attempts).toBe(4);
  });
});
