import type { Page } from '@playwright/test';
import { expect, open, test } from './support';

/** Where focus is: inside the site header (its toggle and the menu panel), on nothing, or elsewhere. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'nothing';
    if (active.closest('header:has(#site-menu)')) return 'header';
    return active.outerHTML.slice(0, 120);
  });

test('with the phone menu open, Tab never leaves the header and its panel', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
  await open(page, '/');
  // The carousel's bullets and 'Hubungi Kami' sit under the panel: wait until they exist.
  await expect(page.getByRole('link', { name: 'Hubungi Kami' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Buka menu' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');

  const places: string[] = [];
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    places.push(await focusPlace(page));
  }
  expect(places.filter((place) => place !== 'header' && place !== 'nothing')).toEqual([]);
  expect(places).toContain('header');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Buka menu' })).toBeFocused();
  // The page is reachable again: after the row of entries, Tab goes on into the page.
  let place = 'header';
  for (let i = 0; i < 12 && place === 'header'; i++) {
    await page.keyboard.press('Tab');
    place = await focusPlace(page);
  }
  expect(place).not.toBe('header');
  expect(place).not.toBe('nothing');
});

test('after a client navigation, focus is on the new heading, without a ring', { tag: '@desktop' }, async ({ page, isMobile }) => {
  await open(page, '/validation-document');
  if (isMobile) await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Layanan' }).press('Enter');
  await expect(page).toHaveURL(/\/service$/);

  const heading = page.getByRole('heading', { level: 1, name: 'Layanan' });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText('Layanan Home Care Rawatin');
});
