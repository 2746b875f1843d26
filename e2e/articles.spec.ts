import type { Page } from '@playwright/test';
import { expect, open, recordApiCalls, test } from './support';

const SLUG = 'cara-merawat-lansia-dengan-demensia-di-rumah';
const TITLE = 'Cara Merawat Lansia dengan Demensia di Rumah';

const grid = (page: Page) => page.getByRole('region', { name: 'Daftar Artikel' });
const cards = (page: Page) => grid(page).getByRole('article');

test('articles: popular carousel, load-more to the end, and search', { tag: '@desktop' }, async ({ page }) => {
  const api = recordApiCalls(page);
  await open(page, '/article');
  await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Artikel Populer' })).toBeVisible();
  await expect(cards(page)).toHaveCount(8);
  await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', `/article/${SLUG}`);

  const more = page.getByRole('button', { name: 'Lihat Lainnya' });
  await more.click();
  await expect(cards(page)).toHaveCount(16);
  await more.click();
  await expect(cards(page)).toHaveCount(20);
  await expect(more).toBeHidden();
  expect(api.calls.filter((c) => c.path === '/article').map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2', '3']);

  await page.getByRole('searchbox', { name: 'Cari artikel yang sesuai dengan masalah anda' }).fill('lansia');
  await expect(page.getByRole('region', { name: 'Artikel Populer' })).toBeHidden();
  await expect(cards(page)).toHaveCount(4);
  const searches = api.calls.filter((c) => c.path === '/article' && c.url.searchParams.get('search'));
  expect(searches.map((c) => Object.fromEntries(c.url.searchParams))).toEqual([{ search: 'lansia', page: '1', pagination: '8' }]);

  await page.getByRole('searchbox').fill('tidak ada judul seperti ini');
  await expect(page.getByText('Artikel tidak ditemukan.')).toBeVisible();

  await page.getByRole('searchbox').fill('');
  await expect(page.getByRole('region', { name: 'Artikel Populer' })).toBeVisible();
  await expect(cards(page).first()).toContainText(TITLE);
  await cards(page).nth(1).click();
  await expect(page).toHaveURL(/\/article\/rawatin-buka-cabang-baru-di-surabaya$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rawatin Buka Cabang Baru di Surabaya' })).toBeVisible();
});

test('article detail: body with its video, a comment and a reply posted and shown', async ({ page }) => {
  await open(page, `/article/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.locator('iframe[title="Video YouTube"]')).toHaveAttribute('src', /youtube\.com\/embed\//);

  const form = page.getByRole('form', { name: 'Tulis komentar' });
  await form.getByRole('button', { name: 'Kirim Komentar' }).click();
  await expect(form.getByText('Nama wajib diisi.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Nama' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Nama' }).fill('Dewi Lestari');
  await form.getByRole('textbox', { name: 'Email' }).fill('dewi@contoh.id');
  const text = form.getByRole('textbox', { name: 'Komentar' });
  await text.fill('Terima kasih <b>tipsnya</b>');
  await text.press('Shift+Enter');
  await text.pressSequentially('sangat jelas.');
  await text.press('Enter');

  const list = page.getByRole('list', { name: 'Daftar komentar' });
  const mine = list.getByRole('listitem').filter({ hasText: 'Dewi Lestari' });
  await expect(mine.getByText('Terima kasih <b>tipsnya</b>\nsangat jelas.')).toBeVisible();
  await expect(text).toHaveValue('');
  // The header's comment count follows (six in the demo data, then seven).
  await expect(page.locator('main header li').filter({ hasText: /^7 komentar$/ })).toHaveCount(1);

  await mine.getByRole('button', { name: 'Balas', exact: true }).click();
  const replyForm = mine.getByRole('form', { name: 'Balas komentar Dewi Lestari' });
  await expect(replyForm.getByRole('textbox', { name: 'Nama' })).toBeFocused();
  await replyForm.getByRole('textbox', { name: 'Nama' }).fill('Admin Rawatin');
  await replyForm.getByRole('textbox', { name: 'Email' }).fill('admin@contoh.id');
  await replyForm.getByRole('textbox', { name: 'Komentar' }).fill('Sama-sama, Bu Dewi.');
  await replyForm.getByRole('button', { name: 'Kirim Balasan' }).click();

  const replies = mine.getByRole('list', { name: 'Balasan untuk Dewi Lestari' });
  await expect(replies.getByText('Sama-sama, Bu Dewi.')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Lihat Balasan (1)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(replyForm).toBeHidden();
});

test('a failed comment says so and keeps the text', async ({ page, appLog }) => {
  appLog.expect('[mutation] HTTPError: Request failed with status code 500');
  await open(page, `/article/${SLUG}`);
  const form = page.getByRole('form', { name: 'Tulis komentar' });
  await form.getByRole('textbox', { name: 'Nama' }).fill('Dewi');
  await form.getByRole('textbox', { name: 'Email' }).fill('dewi@contoh.id');
  await form.getByRole('textbox', { name: 'Komentar' }).fill('Komentar yang gagal');
  await page.evaluate(() => window.__demoApi!.failNext('POST', '/comment/store'));
  await form.getByRole('button', { name: 'Kirim Komentar' }).click();
  // The failure text, then the server's own message (the demo API's failure says 'Demo failure').
  await expect(form.getByRole('alert')).toHaveText('Gagal mengirim komentar. Silakan coba lagi.Demo failure');
  await expect(form.getByRole('alert').getByText('Demo failure', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Komentar' })).toHaveValue('Komentar yang gagal');
  await expect(form.getByRole('button', { name: 'Kirim Komentar' })).toBeEnabled();
});

test('an unknown article shows the not-found screen', async ({ page, appLog }) => {
  appLog.expect('[query ["articles","detail","tidak-ada-artikel-ini"]] HTTPError: Request failed with status code 404');
  await open(page, '/article/tidak-ada-artikel-ini');
  await expect(page.getByText('Error 404 Not Found')).toBeVisible();
});
