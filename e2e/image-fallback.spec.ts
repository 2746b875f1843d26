import { paths } from '../src/lib/paths';
import { appReady, BOOT_LOADER, expect, holdRequests, test } from './support';

// An image that failed before the app ran fired its error event before any listener was there.
test('a broken employee photo on a prerendered service page shows the default image once the app runs', async ({ page }) => {
  const boot = await holdRequests(page, BOOT_LOADER);
  await page.context().route('**/demo/employees/**', (route) => route.abort('failed'));
  await page.goto(paths.service.getHref('perawat'), { waitUntil: 'commit' });
  const photo = page.getByRole('img', { name: /^Foto / }).first();
  await photo.scrollIntoViewIfNeeded();
  // Broken before the app: the browser's own broken image.
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 0)).toBe(true);
  boot.release();
  await appReady(page);
  await expect(photo).toHaveAttribute('src', '/site/placeholder.svg');
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
