import type { Page } from '@playwright/test';
import { BOOT_LOADER, expect, holdRequests, open, recordApiCalls, test } from './support';

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

/** The text of an API answer as the page shows it (its HTML's text, spaces as the page has them). */
const answerText = (html: string) =>
  html
    .replace(/<\/li>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function expectHomeAnswersOpen(page: Page) {
  const { homeFaqs } = await import('../mocks/data/faq');
  await page.goto('/');
  const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Pertanyaan yang Sering Diajukan' }) });
  for (const entry of homeFaqs) {
    await expect(faq.getByRole('button', { name: entry.title })).toBeVisible();
    const words = answerText(entry.description).slice(0, 30);
    await expect(faq.getByText(words, { exact: false }).first()).toBeVisible();
  }
}

async function expectFaqAnswersWhole(page: Page) {
  await page.goto('/faq');
  await expect(entries(page)).toHaveCount(10);
  const entry = entries(page).filter({ hasText: 'Apakah tenaga kesehatan Rawatin sudah bersertifikat?' });
  await expect(entry.getByText(/Identitas dan STR petugas dapat Anda minta/)).toBeVisible();
  await expect(entry.getByText(/…$/)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Lihat Selengkapnya' })).toBeHidden();
}

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home FAQ shows every answer, open', async ({ page }) => expectHomeAnswersOpen(page));
  test('/faq shows every answer whole, with no toggle that cannot work', async ({ page }) => expectFaqAnswersWhole(page));
});

test.describe('every script blocked by the policy', () => {
  test.beforeEach(async ({ page, appLog }) => {
    appLog.expect(/Content Security Policy/);
    await page.route(/\/(faq)?$/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'none'" } });
    });
  });

  test('the home FAQ shows every answer, open', async ({ page }) => expectHomeAnswersOpen(page));
  test('/faq shows every answer whole', async ({ page }) => expectFaqAnswersWhole(page));
});

test.describe("the app's code failed to load", () => {
  test.beforeEach(async ({ page }) => {
    const html = await (await page.request.get('/faq')).text();
    await page.context().route(`**${/data-entry="([^"]+)"/.exec(html)![1]!}`, (route) => route.abort());
  });

  test('the home FAQ shows every answer, open', async ({ page }) => expectHomeAnswersOpen(page));
  test('/faq shows every answer whole', async ({ page }) => expectFaqAnswersWhole(page));
});

test('before the app runs, a closed answer of the home FAQ stays closed', async ({ page }) => {
  const { homeFaqs } = await import('../mocks/data/faq');
  await holdRequests(page, BOOT_LOADER);
  await page.goto('/', { waitUntil: 'commit' });
  const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Pertanyaan yang Sering Diajukan' }) });
  await expect(faq.getByText(answerText(homeFaqs[0]!.description).slice(0, 40))).toBeVisible();
  await expect(faq.getByText(answerText(homeFaqs[1]!.description).slice(0, 40))).toBeHidden();
});

test('with the app, the home FAQ opens one answer at a time, each named by its question', async ({ page }) => {
  const { homeFaqs } = await import('../mocks/data/faq');
  await open(page, '/');
  const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Pertanyaan yang Sering Diajukan' }) });
  const first = faq.getByRole('button', { name: homeFaqs[0]!.title });
  const second = faq.getByRole('button', { name: homeFaqs[1]!.title });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(answerText(homeFaqs[1]!.description).slice(0, 40))).toBeHidden();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  const answer = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(answerText(homeFaqs[1]!.description).slice(0, 40));
  await expect(page.getByRole('region', { name: homeFaqs[1]!.title })).toBeVisible();
  await expect(faq.getByText(answerText(homeFaqs[0]!.description).slice(0, 40))).toBeHidden();
});
