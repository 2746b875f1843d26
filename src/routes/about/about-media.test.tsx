import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AboutMedia } from './about-media';

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const videoOf = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;

describe('AboutMedia', () => {
  it('plays the video looping, muted and inline, over its poster', () => {
    preferReducedMotion(false);
    const { container } = render(<AboutMedia videoSrc="/video/tentang.mp4" poster="/poster.svg" label="Tentang Rawatin" />);
    const video = videoOf(container);
    expect(video).toHaveAttribute('src', '/video/tentang.mp4');
    expect(video).toHaveAttribute('poster', '/poster.svg');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video.muted).toBe(true);
    expect(video).not.toHaveAttribute('controls');
    expect(video).toHaveAttribute('aria-label', 'Tentang Rawatin');
  });

  it('does not start by itself under prefers-reduced-motion, and offers controls instead', () => {
    preferReducedMotion(true);
    const { container } = render(<AboutMedia videoSrc="/video/tentang.mp4" poster="/poster.svg" label="Tentang Rawatin" />);
    const video = videoOf(container);
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('controls');
    expect(video.muted).toBe(true);
  });

  it('shows the poster as an image when there is no video', () => {
    preferReducedMotion(false);
    const { container } = render(<AboutMedia videoSrc={null} poster="/poster.svg" label="Tentang Rawatin" />);
    expect(screen.getByRole('img', { name: 'Tentang Rawatin' })).toHaveAttribute('src', '/poster.svg');
    expect(videoOf(container)).toBeNull();
  });
});
