import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AboutMedia } from './about-media';

/** The system preference; returns a switch that changes it as the system would. */
function preferReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    reduce = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

/** jsdom plays no media: record what the component asks of the element. */
function spyOnMedia() {
  return {
    play: vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined),
    load: vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined),
    pause: vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined),
    // What the element says; the tests move it as a browser would, with the event it sends.
    paused: vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(true),
  };
}

const SOURCES = { webm: '/video/tentang.webm', mp4: '/video/tentang.mp4' };
const media = <AboutMedia sources={SOURCES} poster="/poster.svg" label="Tentang Rawatin" />;
const videoOf = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;

describe('AboutMedia', () => {
  it('offers WebM then MP4, over its poster, muted, looping, inline, and downloads nothing of the video before it plays', () => {
    preferReducedMotion(false);
    spyOnMedia();
    const video = videoOf(render(media).container);
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/video/tentang.webm', 'video/webm'],
      ['/video/tentang.mp4', 'video/mp4'],
    ]);
    expect(video).toHaveAttribute('poster', '/poster.svg');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'none');
    // Not the browser's own controls, which are slow to build on a phone: a button of its own.
    expect(video).not.toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('aria-label', 'Tentang Rawatin');
  });

  it('starts playing once mounted when the visitor has not asked for less motion', () => {
    preferReducedMotion(false);
    const { play } = spyOnMedia();
    render(media);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("pauses the loop with 'Jeda video' and plays it again with 'Putar video', its name following the video", async () => {
    preferReducedMotion(false);
    const { play, pause, paused } = spyOnMedia();
    const video = videoOf(render(media).container);
    expect(screen.getByRole('button', { name: 'Putar video' })).toHaveAttribute('aria-pressed', 'true');
    paused.mockReturnValue(false);
    act(() => video.dispatchEvent(new Event('play')));
    await userEvent.click(screen.getByRole('button', { name: 'Jeda video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    paused.mockReturnValue(true);
    act(() => video.dispatchEvent(new Event('pause')));
    expect(screen.getByRole('button', { name: 'Putar video' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Putar video' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('keeps the poster and never plays under prefers-reduced-motion', () => {
    preferReducedMotion(true);
    const { play } = spyOnMedia();
    const video = videoOf(render(media).container);
    expect(play).not.toHaveBeenCalled();
    expect(video).toHaveAttribute('poster', '/poster.svg');
    expect(video).not.toHaveAttribute('autoplay');
  });

  it('goes back to the poster when the visitor asks for less motion while it plays', () => {
    const setReducedMotion = preferReducedMotion(false);
    const { play, load } = spyOnMedia();
    render(media);
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
    setReducedMotion(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("offers 'Putar video' once back at the poster, where load() sends no 'pause'", async () => {
    const setReducedMotion = preferReducedMotion(false);
    const { play, paused } = spyOnMedia();
    const video = videoOf(render(media).container);
    paused.mockReturnValue(false);
    act(() => video.dispatchEvent(new Event('play')));
    expect(screen.getByRole('button', { name: 'Jeda video' })).toBeInTheDocument();
    setReducedMotion(true);
    paused.mockReturnValue(true);
    act(() => video.dispatchEvent(new Event('emptied')));
    await userEvent.click(screen.getByRole('button', { name: 'Putar video' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('keeps the poster when the browser refuses to play', async () => {
    preferReducedMotion(false);
    const { play } = spyOnMedia();
    play.mockRejectedValue(new DOMException('play() failed', 'NotAllowedError'));
    const video = videoOf(render(media).container);
    await Promise.resolve();
    expect(video).toHaveAttribute('poster', '/poster.svg');
  });

  it('renders the poster and no autoplay on the server, where no preference is known', () => {
    const html = renderToString(media);
    expect(html).toContain('poster="/poster.svg"');
    expect(html.toLowerCase()).not.toContain('autoplay');
    // Its button shows once the app runs: a tap before then would be replayed after the loop
    // had started, and pause it.
    expect(html).not.toContain('<button');
  });
});
