import type { Page } from '@playwright/test';
import { expect, open, recordApiCalls, test } from './support';

const entries = (page: Page) => page.locator('#main article');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Cari Pertanyaan' });

test('load more appends page 2 and hides at the end; a search sends one request, from page 1', async ({ page }) => {
  const api = recordApiCalls(page);
  await open(page, '/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await expect(entries(page)).toHaveCount(10);

  const more = page.getByRole('button', { name: 'Lihat Lainnya' });
  await more.click();
  await expect(entries(page)).toHaveCount(12);
  await expect(more).toBeHidden();
  const pages = api.calls.filter((c) => c.path === '/faq/list').map((c) => c.url.searchParams.get('page'));
  expect(pages).toEqual(['1', '2']);

  await searchBox(page).pressSequentially('pembayaran');
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).getByRole('heading')).toHaveText('Metode pembayaran apa saja yang tersedia?');
  const searched = api.calls.filter((c) => c.path === '/faq/list' && c.url.searchParams.get('search'));
  expect(searched.map((c) => Object.fromEntries(c.url.searchParams))).toEqual([
    { search: 'pembayaran', category_faq_id: '', page: '1', pagination: '10' },
  ]);

  await searchBox(page).fill('tidak ada pertanyaan seperti ini');
  await expect(page.getByText('Belum Ada Data FAQ')).toBeVisible();
});

test('category chips filter the list, one at a time, by keyboard too', async ({ page }) => {
  const api = recordApiCalls(page);
  await open(page, '/faq');
  await expect(entries(page)).toHaveCount(10);

  const payment = page.getByRole('button', { name: 'Pembayaran' });
  await payment.focus();
  await page.keyboard.press('Enter');
  await expect(payment).toHaveAttribute('aria-pressed', 'true');
  await expect(entries(page)).toHaveCount(4);
  expect(api.calls.at(-1)?.url.searchParams.get('category_faq_id')).toBe('3');

  await page.keyboard.press('Enter');
  await expect(payment).toHaveAttribute('aria-pressed', 'false');
  await expect(entries(page)).toHaveCount(10);
});

test("a long answer opens with 'Lihat Selengkapnya' and closes with 'Lihat Sedikit'", async ({ page }) => {
  await open(page, '/faq');
  const entry = entries(page).filter({ hasText: 'Apakah tenaga kesehatan Rawatin sudah bersertifikat?' });
  await expect(entry.getByText(/…$/)).toBeVisible();
  await entry.getByRole('button', { name: 'Lihat Selengkapnya' }).click();
  await expect(entry.getByText(/Identitas dan STR petugas dapat Anda minta/)).toBeVisible();
  await entry.getByRole('button', { name: 'Lihat Sedikit' }).click();
  await expect(entry.getByText(/Identitas dan STR petugas/)).toBeHidden();
});

test("a failing list shows 'Belum Ada Data FAQ' and the page keeps working", async ({ page, appLog }) => {
  appLog.expect('[query ["faq","list",{"search":"reservasi","category":""}]] HTTPError: Request failed with status code 500');
  await open(page, '/faq');
  await expect(entries(page)).toHaveCount(10);
  await page.evaluate(() => window.__demoApi?.failAlways('GET', '/faq/list'));
  await searchBox(page).fill('reservasi');
  await expect(page.getByText('Belum Ada Data FAQ')).toBeVisible({ timeout: 10_000 });

  await page.evaluate(() => window.__demoApi?.reset());
  await searchBox(page).fill('');
  await expect(entries(page)).toHaveCount(10);
});
