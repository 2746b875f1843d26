import { expect, open, recordApiCalls, test } from './support';

const DEVICE_PATH = '/medical-device/kursi-roda-standar';

test('the list loads more, searches and opens a device', async ({ page }) => {
  const api = recordApiCalls(page);
  await open(page, '/medical-device');
  const cards = page.getByRole('list', { name: 'Daftar alat kesehatan' }).getByRole('link');
  await expect(cards).toHaveCount(8);
  await expect(cards.first()).toContainText('Mulai Dari Rp. 25.000');

  await page.getByRole('button', { name: 'Lihat Lainnya' }).click();
  await expect(cards).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Lihat Lainnya' })).toBeHidden();

  await page.getByRole('searchbox', { name: 'Cari Alkes' }).fill('kursi roda');
  await expect(cards).toHaveCount(2);
  const searches = api.calls.filter((call) => call.path === '/medical-device' && call.url.searchParams.get('search'));
  expect(searches.map((call) => Object.fromEntries(call.url.searchParams))).toEqual([{ search: 'kursi roda', page: '1', pagination: '8' }]);

  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`${DEVICE_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Kursi Roda Standar' })).toBeVisible();
});

test('rental periods switch the price and the order message', async ({ page }) => {
  await open(page, DEVICE_PATH);
  const periods = page.getByRole('group', { name: 'Periode sewa' });
  const order = page.getByRole('link', { name: 'Pesan Sekarang' });

  await expect(periods.getByRole('button', { name: 'Harian' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Rp. 25.000', { exact: true })).toBeVisible();
  await expect(order).toHaveAttribute('target', '_blank');
  expect(await order.getAttribute('href')).toContain(
    encodeURIComponent('Halo Saya ingin sewa Kursi Roda Standar (Harian) dengan harga Rp. 25.000'),
  );

  await periods.getByRole('button', { name: 'Mingguan' }).click();
  await expect(periods.getByRole('button', { name: 'Mingguan' })).toHaveAttribute('aria-pressed', 'true');
  await expect(periods.getByRole('button', { name: 'Harian' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Rp. 150.000', { exact: true })).toBeVisible();

  // By keyboard too.
  await periods.getByRole('button', { name: 'Bulanan' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Rp. 450.000', { exact: true })).toBeVisible();
  expect(await order.getAttribute('href')).toContain(
    encodeURIComponent('Halo Saya ingin sewa Kursi Roda Standar (Bulanan) dengan harga Rp. 450.000'),
  );

  await page.getByRole('button', { name: 'Foto 2' }).click();
  await expect(page.getByRole('img', { name: 'Kursi Roda Standar, foto 2 dari 3' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});

test('the share menu links the page, copies it, and closes on Escape and outside clicks', { tag: '@desktop' }, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, DEVICE_PATH);
  // The page's public URL: on the site root the build names (a prerendered page) or the page's own.
  const pageUrl = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
  expect(pageUrl).toMatch(new RegExp(`^https?://[^/]+${DEVICE_PATH}$`));
  const trigger = page.getByRole('button', { name: 'Bagikan' });

  await trigger.click();
  const menu = page.getByRole('dialog', { name: 'Bagikan' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
  );
  for (const name of ['WhatsApp', 'Telegram', 'LinkedIn']) {
    expect(await menu.getByRole('link', { name }).getAttribute('href')).toContain(encodeURIComponent(pageUrl));
  }

  await menu.getByRole('button', { name: 'Salin Link' }).click();
  await expect(menu.getByText('Disalin!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
  await expect(menu.getByText('Disalin!')).toBeHidden({ timeout: 5000 });

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Kursi Roda Standar' }).click();
  await expect(menu).toBeHidden();
});

test('head tags come from the device response, and an unknown device shows the not-found screen', async ({ page, appLog }) => {
  appLog.expect('[query ["devices","detail","kursi-terbang"]] HTTPError: Request failed with status code 404');
  await open(page, DEVICE_PATH);
  await expect(page).toHaveTitle('Sewa Kursi Roda Standar | Rawatin');
  await open(page, '/medical-device/kursi-terbang');
  await expect(page.getByText('Error 404 Not Found')).toBeVisible();
});
