import type { Page } from '@playwright/test';
import { appReady, expect, test } from './support';

// The boot loader (scripts/prerender/boot.js) starts the app by a trigger every engine gives: a
// task after the page's load event, or the visitor's first interaction; the shell (200.html) at
// once. It names the trigger in the detail of its 'site:loader' mark; any other (a fallback
// timer) fails these tests.

const ROUTES = ['/', '/reservation', '/article', '/faq', '/service/perawat', '/medical-device/kursi-roda-standar', '/career', '/partner'];

const trigger = (page: Page) =>
  page.evaluate(() => {
    const marks = performance.getEntriesByName('site:loader', 'mark') as PerformanceMark[];
    return marks.map((mark) => (mark.detail as { trigger?: string } | null)?.trigger ?? null);
  });

for (const path of ROUTES) {
  test(`${path} starts the app from its load event`, async ({ page }) => {
    await page.goto(path);
    await appReady(page);
    expect(await trigger(page)).toEqual(['load']);
  });
}

test('a tap before the load event starts the app at once', async ({ page }) => {
  // An image held back keeps the load event from coming.
  let releaseImages!: () => void;
  const imagesHeld = new Promise<void>((resolve) => {
    releaseImages = resolve;
  });
  await page.context().route(/\.(webp|avif|png|jpe?g|svg)(\?|$)/, async (route) => {
    await imagesHeld;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await page.locator('#main h1').first().dispatchEvent('pointerdown');
  await page.locator('#main').waitFor();
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', timeout: 20_000 });
  expect(await trigger(page)).toEqual(['interaction']);
  releaseImages();
});

test('the shell starts the app at once', async ({ page }) => {
  await page.goto('/a-path-the-build-did-not-render');
  await page.locator('#main').waitFor();
  expect(await trigger(page)).toEqual(['shell']);
});
