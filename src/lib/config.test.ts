import { describe, expect, it } from 'vitest';
import { aboutVideoSources } from './config';

describe('aboutVideoSources', () => {
  it('defaults to the demo video in public/', () => {
    expect(aboutVideoSources(undefined)).toEqual({ webm: '/site/about-video.webm', mp4: '/site/about-video.mp4' });
    expect(aboutVideoSources('  ')).toEqual({ webm: '/site/about-video.webm', mp4: '/site/about-video.mp4' });
  });

  it('serves a configured base as WebM and MP4, even when given with an extension', () => {
    const sources = { webm: 'https://cdn.example.id/tentang.webm', mp4: 'https://cdn.example.id/tentang.mp4' };
    expect(aboutVideoSources(' https://cdn.example.id/tentang ')).toEqual(sources);
    expect(aboutVideoSources('https://cdn.example.id/tentang.mp4')).toEqual(sources);
  });
});
