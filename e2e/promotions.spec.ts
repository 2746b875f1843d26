import type { BrowserContext, Page } from '@playwright/test';
import { expect, open, recordApiCalls, test } from './support';

const TITLE = 'Paket Fisioterapi 5 Sesi Lebih Hemat';
const SLUG = 'paket-fisioterapi-5-sesi';
const ENCODED_TEXT = encodeURIComponent(`Halo Saya ingin pesan menggunakan ${TITLE}`);

// The network is closed: answer the chat page locally, so the new tab can land on it.
async function stubWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'ok', contentType: 'text/plain' }));
}

async function usePromo(page: Page, context: BrowserContext, button = page.getByRole('article', { name: TITLE }).getByRole('button', { name: 'Pakai Promo' })) {
  const [chat] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  return chat;
}

test("'Pakai Promo' records the click and opens the WhatsApp chat in a new tab", async ({ page, context }) => {
  await stubWhatsapp(context);
  const api = recordApiCalls(page);
  await open(page, '/promotion');

  const chat = await usePromo(page, context);

  expect(chat.url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(chat.url()).toContain(`text=${ENCODED_TEXT}`);
  expect(api.count(`/promotion/update-click/${SLUG}`, 'PUT')).toBe(1);
  // The list stays where it was.
  await expect(page).toHaveURL(/\/promotion$/);
});

test("'Pakai Promo' still opens the chat when recording the click fails", async ({ page, context, appLog }) => {
  appLog.expect('[mutation] HTTPError: Request failed with status code 500');
  await stubWhatsapp(context);
  await open(page, '/promotion');
  await expect(page.getByRole('article', { name: TITLE })).toBeVisible();
  await page.evaluate((slug) => window.__demoApi!.failNext('PUT', `/promotion/update-click/${slug}`), SLUG);
  const clickAnswer = page.waitForResponse((response) => response.url().endsWith(`/api/promotion/update-click/${SLUG}`));

  const chat = await usePromo(page, context);

  expect((await clickAnswer).status()).toBe(500);
  expect(chat.url()).toContain(`text=${ENCODED_TEXT}`);
});

test('the list searches, loads more, and leads to a detail with its quota, video and other promotions', async ({ page, context }) => {
  await stubWhatsapp(context);
  await context.route('https://www.youtube.com/**', (route) => route.fulfill({ body: '', contentType: 'text/html' }));
  const api = recordApiCalls(page);
  await open(page, '/promotion');
  await expect(page.getByRole('article')).toHaveCount(4);

  await page.getByRole('button', { name: 'Lihat Lainnya' }).click();
  await expect(page.getByRole('article')).toHaveCount(8);

  await page.getByRole('searchbox', { name: 'Cari promo yang anda mau' }).fill('lansia');
  await expect(page.getByRole('article')).toHaveCount(1);
  const searches = api.calls.filter((call) => call.path === '/promotion' && call.url.searchParams.get('search'));
  expect(searches.map((call) => [call.url.searchParams.get('search'), call.url.searchParams.get('page')])).toEqual([['lansia', '1']]);

  const card = page.getByRole('article', { name: 'Paket Lansia Sehat: Perawat + Cek Lab' });
  await expect(card.getByRole('progressbar', { name: 'Tersisa 20 kuota lagi' })).toHaveAttribute('aria-valuenow', '40');
  await card.getByRole('link', { name: 'Lihat Detail' }).click();

  await expect(page).toHaveURL(/\/promotion\/paket-lansia-sehat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paket Lansia Sehat: Perawat + Cek Lab' })).toBeVisible();
  // Demo expiry dates count from today.
  await expect(page.getByText(/^Aktif Sampai \d{1,2} \p{L}+ \d{4}$/u).first()).toBeVisible();
  await expect(page.locator('iframe[src="https://www.youtube.com/embed/Hn4vKc8ZpTw"]')).toHaveAttribute('height', '500');
  await expect(page.getByRole('region', { name: 'Promo Lainnya' }).getByRole('article')).toHaveCount(3);

  const chat = await usePromo(page, context, page.getByRole('button', { name: 'Pakai Promo' }).first());
  expect(chat.url()).toContain(encodeURIComponent('Halo Saya ingin pesan menggunakan Paket Lansia Sehat: Perawat + Cek Lab'));

  await page.getByRole('link', { name: 'Lihat Promo Lainnya' }).click();
  await expect(page).toHaveURL(/\/promotion$/);
});

test('an unknown promotion shows the not-found screen', async ({ page, appLog }) => {
  appLog.expect('[query ["promotions","detail","promo-lama"]] HTTPError: Request failed with status code 404');
  await open(page, '/promotion/promo-lama');
  await expect(page.getByText('Error 404 Not Found')).toBeVisible();
});

test('the cards fit the screen and work by keyboard', { tag: '@desktop' }, async ({ page, context }) => {
  await stubWhatsapp(context);
  await open(page, '/promotion');
  await expect(page.getByRole('article')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  const button = page.getByRole('article', { name: TITLE }).getByRole('button', { name: 'Pakai Promo' });
  await button.focus();
  const [chat] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  expect(chat.url()).toContain(`text=${ENCODED_TEXT}`);
});
