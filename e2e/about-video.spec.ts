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

test("'Jeda video' pauses the loop and 'Putar video' plays it again, by pointer and by keyboard", async ({ page }) => {
  await open(page, '/about');
  const moving = () => video(page).evaluate((v: HTMLVideoElement) => !v.paused);
  await expect.poll(moving).toBe(true);
  await page.getByRole('button', { name: 'Jeda video' }).click();
  await expect.poll(moving).toBe(false);
  const play = page.getByRole('button', { name: 'Putar video' });
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await play.focus();
  await page.keyboard.press('Enter');
  await expect.poll(moving).toBe(true);
  await expect(page.getByRole('button', { name: 'Jeda video' })).toBeFocused();
  // Over the video's corner, inside it.
  const box = await video(page).boundingBox();
  const button = await page.getByRole('button', { name: 'Jeda video' }).boundingBox();
  expect(button!.x + button!.width).toBeLessThanOrEqual(box!.x + box!.width);
  expect(button!.y + button!.height).toBeLessThanOrEqual(box!.y + box!.height);
  // Not the browser's own controls: slow to build on a phone, and more than a muted loop needs.
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
});

test('under reduced motion the about video shows its poster and does not play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/about');
  await expect(video(page)).toHaveAttribute('poster', '/site/about-poster.svg');
  // The page starts its video from an effect when it hydrates, well before the idle refresh
  // that `open` waits for: a start that should not come would have come.
  expect(await video(page).evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime }))).toEqual({ paused: true, time: 0 });
  // The visitor may still play it.
  await page.getByRole('button', { name: 'Putar video' }).click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
});
