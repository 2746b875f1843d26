import type { Locator, Page } from '@playwright/test';
import { readManifest } from '../scripts/prerender/build-layout.mjs';
import { INTERACTIVE_EVENT } from '../src/app/interactive';
import { backOnline, builtFile, expect, holdRequests, open, recordApiCalls, test } from './support';

const DIST = process.env.E2E_DIST ?? 'dist';

/*
 * A lost connection is not a deploy: a form sent offline says 'Gagal!' and keeps everything, a
 * split-off part that cannot load (Swiper) keeps its still version, and nothing reloads the page (a reload
 * offline lands on the browser's own error page, with every value and file gone).
 */

// A real 1x1 PNG, so the file box has an image to preview.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SLUG = 'perawat-home-care-jakarta-selatan';

/** Marks the page as loaded once: a reload, or a navigation to the browser's error page, loses the mark. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  return async () => {
    expect(page.url()).not.toContain('chrome-error://');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true)).toBe(true);
  };
}

/**
 * From the first script on, a fetch or XHR made offline fails as it does against a real API and never
 * goes out: the demo API fails offline too (mocks/browser.ts), but only once the request has
 * reached it, and these tests count the writes that go out.
 */
async function fetchFailsOffline(page: Page) {
  await page.addInitScript(() => {
    const online = window.fetch.bind(window);
    window.fetch = (input, init) => (navigator.onLine ? online(input, init) : Promise.reject(new TypeError('Failed to fetch')));
    // Sends with files go by XMLHttpRequest: offline, one fails as it would, and never goes out.
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      if (navigator.onLine) return send.call(this, body);
      setTimeout(() => this.dispatchEvent(new ProgressEvent('error')), 0);
    };
  });
}

/** Goes offline, sends the form, expects 'Gagal!' with its text, closes it; then back online. */
async function sendOffline(page: Page, submit: Locator, failure: string, path: RegExp, writes: () => number) {
  const samePage = await markPage(page);
  await page.context().setOffline(true);
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Gagal!' });
  await expect(dialog.getByText(failure)).toBeVisible();
  await expect(page).toHaveURL(path);
  await samePage();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  expect(writes()).toBe(0);
  return async () => {
    // A write held back until the connection returns would go out now.
    await backOnline(page);
    expect(writes()).toBe(0);
    await samePage();
  };
}

// Filling three forms and waiting out the connection takes longer than most tests.
test.describe.configure({ timeout: 90_000 });

const fileBox = (page: Page, label: string) => page.getByRole('group', { name: label });

test('a reservation sent offline fails at once, keeps every choice and value, and is never sent', async ({ page, appLog }) => {
  appLog.expect('[mutation] TypeError: Failed to fetch');
  const api = recordApiCalls(page);
  await fetchFailsOffline(page);
  await open(page, '/reservation');
  const tile = (name: string) => page.getByRole('button', { name, exact: true });
  const fields = {
    'Nama Penanggung Jawab': 'Budi Santoso',
    'No HP Penanggung Jawab': '081234567890',
    'Nama Pasien': 'Siti Aminah',
    'Alamat Dirawat': 'Jl. Melati No. 5, Jakarta Selatan',
    'Ceritakan Tentang Pasien': 'Pasien lansia 70 tahun, pasca stroke.',
  };
  await tile('Perawat').click();
  await tile('Fisioterapi').click();
  for (const [name, value] of Object.entries(fields)) await page.getByRole('textbox', { name }).fill(value);
  await page.getByRole('combobox', { name: 'Jenis Kelamin' }).selectOption('L');

  const backOnline = await sendOffline(
    page,
    page.getByRole('button', { name: 'Kirim', exact: true }),
    'Terjadi kesalahan saat mengirim Reservasi Anda. Silakan coba lagi.',
    /\/reservation$/,
    () => api.count('/reservation/store', 'POST'),
  );
  const expectKept = async () => {
    await expect(tile('Perawat')).toHaveAttribute('aria-pressed', 'true');
    await expect(tile('Fisioterapi')).toHaveAttribute('aria-pressed', 'true');
    for (const [name, value] of Object.entries(fields)) await expect(page.getByRole('textbox', { name })).toHaveValue(value);
    await expect(page.getByRole('combobox', { name: 'Jenis Kelamin' })).toHaveValue('L');
  };
  await expectKept();
  await backOnline();
  await expectKept();
});

test('a partnership offer with a file, sent offline, fails at once and keeps its values and file', async ({ page, appLog }) => {
  appLog.expect('[mutation] TypeError: Failed to fetch');
  const api = recordApiCalls(page);
  await fetchFailsOffline(page);
  await open(page, '/partner');
  const fields = {
    'Tujuan Kerja Sama': 'Kerja sama layanan homecare',
    Nama: 'PT Sehat Selalu',
    Email: 'mitra@example.com',
    'Deskripsikan Penawaran Kerja': 'Penyediaan alat kesehatan untuk pasien di rumah.',
  };
  for (const [name, value] of Object.entries(fields)) await page.getByRole('textbox', { name, exact: true }).fill(value);
  const proposal = fileBox(page, 'Upload Proposal');
  await proposal.locator('input[type="file"]').setInputFiles({ name: 'proposal.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(proposal.getByText('proposal.pdf')).toBeVisible();

  const backOnline = await sendOffline(
    page,
    page.getByRole('button', { name: 'Kirim Penawaran' }),
    'Terjadi kesalahan saat mengirim Penawaran Anda. Silakan coba lagi.',
    /\/partner$/,
    () => api.count('/partner/store', 'POST'),
  );
  const expectKept = async () => {
    for (const [name, value] of Object.entries(fields)) await expect(page.getByRole('textbox', { name, exact: true })).toHaveValue(value);
    await expect(proposal.getByText('proposal.pdf')).toBeVisible();
  };
  await expectKept();
  await backOnline();
  await expectKept();
});

test('a job application with two files, sent offline, fails at once and keeps its values and files', async ({ page, appLog }) => {
  appLog.expect('[mutation] TypeError: Failed to fetch');
  const api = recordApiCalls(page);
  await fetchFailsOffline(page);
  await open(page, `/applicant/${SLUG}`);
  await page.getByLabel('Nama').fill('Siti Aminah');
  await page.getByLabel('No Telfon').fill('081234567890');
  await page.getByLabel('Email').fill('siti@example.com');
  await page.getByRole('radio', { name: 'Online' }).check();
  await page.getByLabel('Deskripsikan dirimu').fill('Perawat dengan STR aktif, 3 tahun di home care.');
  const cv = fileBox(page, 'Upload CV');
  const ktp = fileBox(page, 'Upload KTP');
  await cv.locator('input[type="file"]').setInputFiles({ name: 'cv-siti.pdf', mimeType: 'application/pdf', buffer: PDF });
  await ktp.locator('input[type="file"]').setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: PNG });
  await expect(cv.getByText('cv-siti.pdf')).toBeVisible();
  await expect(ktp.getByText('ktp.png')).toBeVisible();

  const backOnline = await sendOffline(
    page,
    page.getByRole('button', { name: 'Lamar Sekarang' }),
    'Terjadi kesalahan saat mengirim lamaran Anda. Silakan coba lagi.',
    new RegExp(`/applicant/${SLUG}$`),
    () => api.count('/applicant/store', 'POST'),
  );
  const expectKept = async () => {
    await expect(page.getByLabel('Nama')).toHaveValue('Siti Aminah');
    await expect(page.getByLabel('No Telfon')).toHaveValue('081234567890');
    await expect(page.getByLabel('Email')).toHaveValue('siti@example.com');
    await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(page.getByLabel('Deskripsikan dirimu')).toHaveValue('Perawat dengan STR aktif, 3 tahun di home care.');
    await expect(cv.getByText('cv-siti.pdf')).toBeVisible();
    await expect(ktp.getByText('ktp.png')).toBeVisible();
  };
  await expectKept();
  await backOnline();
  await expectKept();
});

const FIRST_BANNER = 'Perawatan Profesional, Langsung di Rumah Anda';

test('offline on a phone, the menu opens and the carousel keeps its first slide; Swiper comes with the connection', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button is the phone layout');
  const swiperFile = await builtFile('src/ui/carousel-swiper.tsx');
  const isSwiper = (url: string) => new URL(url).pathname === swiperFile;
  const swiperLoaded = { count: 0 };
  page.on('requestfinished', (request) => {
    if (isSwiper(request.url())) swiperLoaded.count += 1;
  });
  await open(page, '/');
  const samePage = await markPage(page);
  await page.context().setOffline(true);
  // Swiper is due when the first banner has had its time (3 s): it must still be to come.
  expect(swiperLoaded.count).toBe(0);

  await page.getByRole('button', { name: 'Buka menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Artikel', exact: true })).toBeVisible();
  const hero = page.getByRole('region', { name: 'Banner utama' });
  // When the first banner has had its time, Swiper is asked for, and fails.
  await page.waitForEvent('requestfailed', { predicate: (request) => isSwiper(request.url()), timeout: 10_000 });
  await expect(hero.getByRole('heading', { name: FIRST_BANNER })).toBeVisible();
  await expect(hero.locator('.swiper-initialized')).toHaveCount(0);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await samePage();

  await page.context().setOffline(false);
  await expect(hero.getByRole('button', { name: 'Ke slide 2' })).toBeAttached({ timeout: 10_000 });
  expect(swiperLoaded.count).toBeGreaterThan(0);
  await samePage();
});

test('a screen whose code cannot load offline says the connection is gone, the page stays, and the screen comes with the connection', async ({ page, isMobile }) => {
  const loads = { count: 0 };
  page.on('load', () => (loads.count += 1));
  await open(page, '/');
  const samePage = await markPage(page);
  await page.context().setOffline(true);

  const openArticles = async () => {
    if (isMobile) await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Artikel', exact: true }).click();
  };
  await openArticles();

  const lost = page.getByRole('alert').getByText('Tidak ada koneksi internet. Periksa koneksi Anda, lalu coba lagi.', { exact: true });
  await expect(lost).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  // The message shows only once the failure has been judged (src/app/chunk-reload.ts), and the
  // reload, had it been chosen, would have started by then.
  expect(loads.count).toBe(1);
  await samePage();

  // Asked again while still offline, it fails the same way, and the page still stays.
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(lost).toBeVisible();

  // Back online, the screen loads by itself.
  await backOnline(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible();
  await expect(lost).toHaveCount(0);

  // And it opens from the menu again after a visit elsewhere.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toHaveCount(0);
  await openArticles();
  await expect(page).toHaveURL(/\/article$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible();
  expect(loads.count).toBe(1);
  await samePage();
});

const ARTICLE = 'cara-merawat-lansia-dengan-demensia-di-rumah';

test("a detail opened offline says so with 'Coba Lagi', and loads by itself when the connection returns", async ({ page }) => {
  await fetchFailsOffline(page);
  await open(page, `/article/${ARTICLE}`);
  const samePage = await markPage(page);
  const other = page.locator(`#main a[href^="/article/"]:not([href="/article/${ARTICLE}"])`).first();
  const href = (await other.getAttribute('href'))!;
  await page.context().setOffline(true);

  await other.click();
  await expect(page.getByRole('alert').getByText('Gagal memuat data.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
  await samePage();

  await page.context().setOffline(false);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Gagal memuat data.')).toHaveCount(0);
  await samePage();
});

test("a list searched offline says the connection is gone, with 'Coba Lagi', and searches by itself when it returns", async ({ page }) => {
  await fetchFailsOffline(page);
  await open(page, '/promotion');
  const samePage = await markPage(page);
  await page.context().setOffline(true);

  await page.getByRole('searchbox', { name: 'Cari promo yang anda mau' }).fill('lansia');
  const state = page.getByRole('status').filter({ hasText: 'Tidak ada koneksi internet. Periksa koneksi Anda, lalu coba lagi.' });
  await expect(state).toBeVisible();
  await expect(state.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
  await expect(page.getByText('Promo tidak ditemukan.')).toHaveCount(0);
  await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(page.getByRole('article')).toHaveCount(1);
  await samePage();
});

test("a list searched offline before the page has loaded the API's code says the connection is gone, and searches when it returns", async ({
  page,
}) => {
  // The read calls' code comes with the first call (src/api/load-calls.ts): on a prerendered page,
  // once it is idle after hydration. Here that download is held, then lost with the connection.
  const calls = `**/${(await readManifest(DIST))['src/api/calls.ts']!.file}`;
  const held = await holdRequests(page, calls);
  await page.addInitScript((interactive) => {
    document.addEventListener(interactive, () => Object.assign(window, { __interactive: true }), { once: true });
  }, INTERACTIVE_EVENT);
  await page.goto('/promotion');
  await page.waitForFunction(() => (window as unknown as { __interactive?: boolean }).__interactive === true);
  const samePage = await markPage(page);
  await page.context().setOffline(true);
  held.fail();

  await page.getByRole('searchbox', { name: 'Cari promo yang anda mau' }).fill('lansia');
  const state = page.getByRole('status').filter({ hasText: 'Tidak ada koneksi internet. Periksa koneksi Anda, lalu coba lagi.' });
  await expect(state).toBeVisible();
  await expect(state.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
  await samePage();

  // The code is asked for again with the connection, and the search made then.
  await page.context().unroute(calls);
  await page.context().setOffline(false);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(state).toHaveCount(0);
  await samePage();
});

/**
 * On /validation-document: a code checked offline says the connection is gone and keeps the
 * code, the page stays; checked again once back online, it gets its verdict.
 */
async function checkDocumentOffline(page: Page) {
  await open(page, '/validation-document');
  const samePage = await markPage(page);
  const code = page.getByRole('textbox', { name: 'Masukkan Kode Invoice / Nomor Surat' });
  await code.fill('INV/2026/0001');
  await page.context().setOffline(true);

  await page.getByRole('button', { name: 'Cek' }).click();
  await expect(page.getByTestId('document-verdict')).toHaveText('Tidak ada koneksi internet. Periksa koneksi Anda, lalu coba lagi.');
  await expect(code).toHaveValue('INV/2026/0001');
  await samePage();

  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Cek' }).click();
  await expect(page.getByTestId('document-verdict')).toHaveText('Dokumen dengan nomor surat INV/2026/0001 dinyatakan valid dan terdaftar.');
}

test('a document check offline says the connection is gone and keeps the code', async ({ page, appLog }) => {
  appLog.expect('[mutation] TypeError: Failed to fetch');
  await fetchFailsOffline(page);
  const api = recordApiCalls(page);
  await checkDocumentOffline(page);
  expect(api.count('/validate/check', 'POST')).toBe(1);
});

test('the demo API itself answers nothing offline, as a real one could not be reached: a document check says the connection is gone', async ({ page, appLog }) => {
  // No fetch stand-in here: the demo API, which lives in the page, is what fails.
  appLog.expect('[mutation] TypeError: Failed to fetch');
  await checkDocumentOffline(page);
});

test('a comment sent offline fails at once, keeps its text, and is never sent', async ({ page, appLog }) => {
  appLog.expect('[mutation] TypeError: Failed to fetch');
  await fetchFailsOffline(page);
  const api = recordApiCalls(page);
  await open(page, `/article/${ARTICLE}`);
  const samePage = await markPage(page);
  const form = page.getByRole('form', { name: 'Tulis komentar' });
  await form.getByRole('textbox', { name: 'Nama' }).fill('Dewi');
  await form.getByRole('textbox', { name: 'Email' }).fill('dewi@contoh.id');
  await form.getByRole('textbox', { name: 'Komentar' }).fill('Terima kasih, sangat membantu.');
  await page.context().setOffline(true);

  await form.getByRole('button', { name: 'Kirim Komentar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Gagal mengirim komentar. Silakan coba lagi.');
  await expect(form.getByRole('textbox', { name: 'Nama' })).toHaveValue('Dewi');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('dewi@contoh.id');
  await expect(form.getByRole('textbox', { name: 'Komentar' })).toHaveValue('Terima kasih, sangat membantu.');
  await samePage();

  await page.context().setOffline(false);
  // Nothing goes out on its own once the connection is back: the visitor sends again.
  await expect(form.getByRole('button', { name: 'Kirim Komentar' })).toBeEnabled();
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
  expect(api.count('/comment/store', 'POST')).toBe(0);
  await samePage();
});
