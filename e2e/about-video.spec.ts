import type { Page } from '@playwright/test';
import { expect, open, test } from './support';

const video = (page: Page) => page.getByRole('main').locator('video[aria-label="Tentang Rawatin"]');

test('the about video loops muted over its poster', async ({ page }) => {
  await open(page, '/about');
  await expect(video(page)).toHaveAttribute('poster', '/site/about-poster.svg');
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => ({ playing: !v.paused && v.currentTime > 0, muted: v.muted, loop: v.loop })))
    .toEqual({ playing: true, muted: true, loop: true });
  const source = await video(page).evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname);
  expect(['/site/about-video.webm', '/site/about-video.mp4']).toContain(source);
});

test('under reduced motion the about video shows its poster and does not play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/about');
  await expect(video(page)).toHaveAttribute('poster', '/site/about-poster.svg');
  // The page starts its video from an effect when it hydrates, well before the idle refresh
  // that `open` waits for: a start that should not come would have come.
  expect(await video(page).evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime }))).toEqual({ paused: true, time: 0 });
});
