import { expect, open, test } from './support';

const TASK_TEXT = 'Tugas perawat selama kunjungan:';

test('sub-service chips swap the task description, by mouse and keyboard', { tag: '@desktop' }, async ({ page }) => {
  await open(page, '/service/perawat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservasi Perawat hari ini, bisa datang sekarang!');
  const chips = page.getByRole('group', { name: 'Kategori Perawat' }).getByRole('button');
  await expect(chips).toHaveText(['Perawatan Luka', 'Perawat Lansia', 'Pemasangan Infus & Kateter']);
  await expect(page.getByText(TASK_TEXT)).toBeVisible();

  const wound = chips.nth(0);
  await wound.click();
  await expect(wound).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/Perawatan luka operasi, luka diabetes/)).toBeVisible();
  await expect(page.getByText(TASK_TEXT)).toHaveCount(0);

  const elderly = chips.nth(1);
  await elderly.focus();
  await page.keyboard.press('Space');
  await expect(elderly).toHaveAttribute('aria-pressed', 'true');
  await expect(wound).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(/Pendampingan lansia/)).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(elderly).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(TASK_TEXT)).toBeVisible();
});

test('candidates, comparison, chat text and head tags', async ({ page }) => {
  await open(page, '/service/perawat');
  // The swiper carousel (not the first-slide stand-in shown while swiper loads).
  const candidates = page.locator('[aria-roledescription="carousel"][aria-label="Daftar kandidat"]');
  await candidates.scrollIntoViewIfNeeded();
  await expect(candidates.getByText('Ns. Rina Marlina, S.Kep')).toBeVisible();
  // The candidate without a photo gets the default image, which must actually load.
  const fallback = candidates.getByRole('img', { name: 'Foto Ns. Yusuf Hidayat, S.Kep' });
  await expect(fallback).toHaveAttribute('src', '/site/placeholder.svg');
  await expect.poll(() => fallback.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await expect(page.getByRole('heading', { name: 'Homecare Lain', level: 3, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rawatin', level: 3, exact: true })).toBeVisible();

  const chat = page.getByRole('link', { name: 'Chat WhatsApp' });
  const text = () => chat.getAttribute('href').then((href) => new URL(href!).searchParams.get('text'));
  await expect.poll(text).toBe('Halo Saya ingin konsultasi mengenai layanan Perawat');
  await expect(page).toHaveTitle('Perawat Home Care | Rawatin');
});

test('an unknown service shows the not-found screen', async ({ page, appLog }) => {
  appLog.expect('[query ["services","detail","tidak-ada"]] HTTPError: Request failed with status code 404');
  await open(page, '/service/tidak-ada');
  await expect(page.getByText('Error 404 Not Found')).toBeVisible();
});
