import type { Page } from '@playwright/test';
import { expect, open, recordApiCalls, test } from './support';

const cards = (page: Page) => page.getByRole('region', { name: 'Daftar Artikel' }).getByRole('article');
const articleSearch = (page: Page) => page.getByRole('searchbox', { name: 'Cari artikel yang sesuai dengan masalah anda' });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const articlePages = (api: ReturnType<typeof recordApiCalls>) =>
  api.calls.filter((c) => c.path === '/article').map((c) => c.url.searchParams.get('page'));

/** Follows a link of the main navigation, through the menu toggle on a phone. */
async function followNavLink(page: Page, name: string) {
  const toggle = page.getByRole('button', { name: 'Buka menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name }).click();
}

test('Back to the articles gives the pages loaded and the scroll position; a new visit starts at page 1, at the top', { tag: '@desktop' }, async ({ page }) => {
  const api = recordApiCalls(page);
  await open(page, '/article');
  await expect(cards(page)).toHaveCount(8);
  await page.getByRole('button', { name: 'Lihat Lainnya' }).click();
  await expect(cards(page)).toHaveCount(16);

  const target = cards(page).nth(12);
  await target.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  await page.mouse.wheel(0, 120);
  // The wheel scrolls a moment later, and maybe smoothly: the position left is where it stops.
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
  let last = -1;
  await expect
    .poll(async () => {
      const now = await scrollY(page);
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(600);
  const title = (await target.getByRole('heading').textContent())!;
  await target.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(cards(page)).toHaveCount(16);
  await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(3);
  expect(articlePages(api)).toEqual(['1', '2']);

  await followNavLink(page, 'Artikel');
  await expect(cards(page)).toHaveCount(8);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('button', { name: 'Lihat Lainnya' })).toBeVisible();
});

test('a search lives in the URL: typing replaces the entry without scrolling, and reload and Back give it back', async ({ page }) => {
  const api = recordApiCalls(page);
  await open(page, '/article');
  await expect(cards(page)).toHaveCount(8);
  const entries = await page.evaluate(() => history.length);
  // Scrolled a little, the box still in view (focusing it must not be what scrolls).
  await page.evaluate(() => window.scrollTo(0, 100));
  await articleSearch(page).focus();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(0);

  await articleSearch(page).pressSequentially('lansia');
  await expect(page).toHaveURL(/\/article\?search=lansia$/);
  await expect(cards(page)).toHaveCount(4);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  expect(await scrollY(page)).toBe(before);
  const searches = api.calls.filter((c) => c.path === '/article' && c.url.searchParams.get('search'));
  expect(searches.map((c) => Object.fromEntries(c.url.searchParams))).toEqual([{ search: 'lansia', page: '1', pagination: '8' }]);

  await page.reload();
  await expect(articleSearch(page)).toHaveValue('lansia');
  await expect(cards(page)).toHaveCount(4);

  await cards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/article\/[^?]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/article\?search=lansia$/);
  await expect(articleSearch(page)).toHaveValue('lansia');
  await expect(cards(page)).toHaveCount(4);
});

test('the career filters live in the URL: a reload and Back give them back', async ({ page }) => {
  await open(page, '/career');
  const placement = page.getByRole('combobox', { name: 'Lokasi Penempatan' });
  await expect(placement.getByRole('option', { name: 'Bandung' })).toBeAttached();
  await placement.selectOption('Bandung');
  await expect(page).toHaveURL(/\/career\?placement=Bandung$/);
  await expect(page.getByRole('link', { name: 'Lihat Detail' })).toHaveCount(2);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Lokasi Penempatan' })).toHaveValue('Bandung');
  await expect(page.getByRole('link', { name: 'Lihat Detail' })).toHaveCount(2);

  await page.getByRole('link', { name: 'Lihat Detail' }).first().click();
  await expect(page).toHaveURL(/\/career\/[^?]+$/);
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Lokasi Penempatan' })).toHaveValue('Bandung');
  await expect(page.getByRole('link', { name: 'Lihat Detail' })).toHaveCount(2);
});

test('the FAQ category lives in the URL: a shared link opens on it', async ({ page }) => {
  const api = recordApiCalls(page);
  await open(page, '/faq?category=2');
  await expect(page.getByRole('button', { name: 'Reservasi' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#main article')).toHaveCount(4);
  const lists = api.calls.filter((c) => c.path === '/faq/list');
  expect(lists.map((c) => c.url.searchParams.get('category_faq_id'))).toEqual(['2']);

  await page.getByRole('button', { name: 'Reservasi' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('#main article')).toHaveCount(10);
});
