import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { appReady, BOOT_LOADER, expect, expectReservationKept, fillReservation, holdRequests, RESERVATION, test } from './support';

// The prerendered build (npm run build) lists every page it wrote in its sitemap.
const DIST = process.env.E2E_DIST ?? 'dist';
const PRERENDERED = [...readFileSync(join(DIST, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]!).pathname,
);

// Open at build time: the demo's deadlines count from the day it runs.
const CAREER = { slug: 'perawat-home-care-jakarta-selatan', position: 'Perawat Home Care' };
const APPLICANT = `/applicant/${CAREER.slug}`;

/** Whether React owns the prerendered markup yet (it tags the nodes it hydrated). */
const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });

/**
 * Holds the page's boot loader back until `release()`, so the visitor meets the prerendered HTML
 * with no app behind it, as on a slow connection.
 */
async function holdTheApp(page: Page) {
  return (await holdRequests(page, BOOT_LOADER)).release;
}

/**
 * Keeps the JSON bodies the page's fetch sends to /reservation/store: the demo API answers inside
 * a service worker, and the browser does not report those bodies to the test.
 */
async function captureReservations(page: Page) {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, { __sentReservations: sent });
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && request.url.endsWith('/api/reservation/store')) sent.push(await request.clone().json());
      return original(request);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __sentReservations: unknown[] }).__sentReservations);
}

test('the build prerendered the forms and the application form of every open career', () => {
  expect(PRERENDERED).toEqual(expect.arrayContaining(['/reservation', '/partner', '/validation-document', APPLICANT]));
  // Every demo opening is open (deadlines ahead, or none): each has its form.
  const careers = PRERENDERED.filter((path) => path.startsWith('/career/'));
  expect(careers.length).toBeGreaterThan(0);
  for (const career of careers) expect(PRERENDERED).toContain(career.replace('/career/', '/applicant/'));
});

test.describe('the raw HTML of a form, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** The page as the build wrote it, not the shell. */
  async function expectPrerendered(page: Page, path: string) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('<script type="application/json" id="prerender-state">');
    expect(html).not.toContain('<div id="root"></div>');
    await page.goto(path);
  }

  test('/reservation has its headings, the service tiles, every field empty and the send button', async ({ page }) => {
    await expectPrerendered(page, '/reservation');
    await expect(page.getByRole('heading', { level: 1, name: 'Reservasi' })).toBeVisible();
    for (const name of ['Pilih Layanan', 'Data Penanggung Jawab', 'Data Pasien']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Perawat', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Panggil Dokter', exact: true })).toBeVisible();
    for (const name of ['Nama Penanggung Jawab', 'No HP Penanggung Jawab', 'Email (Opsional)', 'Nama Pasien', 'Alamat Dirawat', 'Ceritakan Tentang Pasien']) {
      await expect(page.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(page.getByRole('combobox', { name: 'Jenis Kelamin' })).toHaveValue('');
    await expect(page.getByRole('option', { name: 'Pilih Disini' })).toBeAttached();
    await expect(page.getByRole('textbox', { name: 'Ceritakan Tentang Pasien' })).toHaveAttribute(
      'placeholder',
      'Contoh: Pasien lansia 70 tahun, pasca stroke, butuh perawat harian.',
    );
    await expect(page.getByRole('button', { name: 'Kirim', exact: true })).toBeVisible();
  });

  test('/partner has its heading, every field empty, both file boxes and the send button', async ({ page }) => {
    await expectPrerendered(page, '/partner');
    await expect(page.getByRole('heading', { level: 1, name: 'Gabung Kemitraan Kami' })).toBeVisible();
    for (const name of ['Tujuan Kerja Sama', 'Nama', 'Email', 'Deskripsikan Penawaran Kerja']) {
      await expect(page.getByRole('textbox', { name, exact: true })).toHaveValue('');
    }
    for (const name of ['Upload Company Profile', 'Upload Proposal']) {
      const box = page.getByRole('group', { name });
      await expect(box.getByRole('button', { name: 'Pilih File' })).toBeVisible();
      await expect(box.getByText('atau seret file ke sini')).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Kirim Penawaran' })).toBeVisible();
  });

  test('/validation-document has its heading, the empty code field and the check button', async ({ page }) => {
    await expectPrerendered(page, '/validation-document');
    await expect(page.getByRole('heading', { level: 1, name: 'Validasi Dokumen' })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Masukkan Kode Invoice / Nomor Surat' });
    await expect(code).toHaveValue('');
    await expect(code).toHaveAttribute('placeholder', 'Masukkan Kode Invoice / Nomor Surat');
    await expect(page.getByRole('button', { name: 'Cek' })).toBeVisible();
  });

  test("an open career's application form has the opening's header, every field and the send button", async ({ page }) => {
    await expectPrerendered(page, APPLICANT);
    await expect(page.getByRole('heading', { level: 1, name: CAREER.position })).toBeVisible();
    await expect(page.getByText(/^Aktif Sampai \d{1,2} \S+ \d{4}$/)).toBeVisible();
    for (const name of ['Nama', 'No Telfon', 'Email', 'Deskripsikan dirimu']) {
      await expect(page.getByRole('textbox', { name, exact: true })).toHaveValue('');
    }
    await expect(page.getByRole('group', { name: 'Lokasi Interview' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Kantor Rawatin' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Online' })).not.toBeChecked();
    for (const name of ['Upload CV', 'Upload KTP']) {
      await expect(page.getByRole('group', { name }).getByRole('button', { name: 'Pilih File' })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Lamar Sekarang' })).toBeVisible();
    await expect(page.getByText('Email dan KTP/CV Anda tidak akan pernah dibagikan kepada pihak lain.')).toBeVisible();
    await expect(page.getByText('Lowongan ditutup')).toHaveCount(0);
  });
});

test('the sitemap lists the forms and the application form of every open career', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/reservation', '/partner', '/validation-document', APPLICANT]) {
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
  }
});

test('the shell serves an application form for an opening the build did not list, and unknown paths', async ({ request }) => {
  for (const path of ['/applicant/tidak-ada', '/tidak-ada']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('prerender-state');
  }
});

test.describe('typed before the app started', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a reservation keeps what was typed once the app has hydrated, checks it and sends it', async ({ page }) => {
    const sent = await captureReservations(page);
    const release = await holdTheApp(page);
    await page.goto('/reservation', { waitUntil: 'commit' });

    await fillReservation(page);
    expect(await isHydrated(page)).toBe(false);

    release();
    await expect.poll(() => isHydrated(page), { timeout: 45_000 }).toBe(true);
    // Then the render with the visitor's clock and the refresh of the build's data, which
    // render the form again: what was typed stays through both.
    await appReady(page);
    await expectReservationKept(page);

    // The checks run on what was typed: only the missing service is asked for.
    const submit = page.getByRole('button', { name: 'Kirim', exact: true });
    await submit.click();
    const warning = page.getByRole('dialog', { name: 'Peringatan' });
    await expect(warning).toContainText('Silakan pilih minimal satu layanan.');
    await warning.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: 'Perawat', exact: true }).click();
    await submit.click();
    await expect(page.getByRole('dialog', { name: 'Reservasi Berhasil Terkirim!' })).toContainText(
      'Kami akan segera menghubungimu langsung ke nomor 081234567890.',
    );
    expect(await sent()).toEqual([RESERVATION.sent]);
  });

  test('an application keeps the typed text, the chosen place and a picked file, the phone in digits', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto(APPLICANT, { waitUntil: 'commit' });

    await page.getByRole('textbox', { name: 'Nama', exact: true }).fill('Siti Aminah');
    await page.getByRole('textbox', { name: 'No Telfon' }).fill('0812-3456-7890');
    // A choice is a tap on a control: held until the app answers, then replayed (early-events.js).
    await page.getByRole('radio', { name: 'Online' }).click();
    await page.getByRole('group', { name: 'Upload CV' }).locator('input[type="file"]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect(await isHydrated(page)).toBe(false);

    release();
    await expect.poll(() => isHydrated(page), { timeout: 45_000 }).toBe(true);
    await appReady(page);
    await expect(page.getByRole('textbox', { name: 'Nama', exact: true })).toHaveValue('Siti Aminah');
    // As if typed after the start: the field keeps digits only.
    await expect(page.getByRole('textbox', { name: 'No Telfon' })).toHaveValue('081234567890');
    await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Upload CV' }).getByText('cv.pdf')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Upload CV' }).getByRole('button', { name: 'Hapus File' })).toBeVisible();
  });
});

// Without the app (scripts off, blocked by the policy, or its code failed), no form puts what the
// visitor typed into a URL: the prerendered controls carry no name, and a submit goes to the same
// page with an empty query and the form's notice as the target, which then shows with the
// WhatsApp and call-centre links. Before the app runs, the page's inline script holds a submit;
// once the app will not answer, it shows that notice in place, with the values kept.
const FORM_UNAVAILABLE = 'Formulir ini belum dapat dikirim dari browser Anda. Hubungi kami melalui WhatsApp atau telepon.';
const ARTICLE = '/article/cara-merawat-lansia-dengan-demensia-di-rumah';

interface FormCase {
  path: string;
  heading: string;
  /** Fills the form with values that must never reach a URL, and returns them. */
  fill: (page: Page) => Promise<string[]>;
  submit: (page: Page) => Promise<void>;
}

const FORMS: FormCase[] = [
  {
    path: '/reservation',
    heading: 'Reservasi',
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Nama Penanggung Jawab' }).fill('Budi Santoso');
      await page.getByRole('textbox', { name: 'No HP Penanggung Jawab' }).fill('081234567890');
      await page.getByRole('textbox', { name: 'Nama Pasien' }).fill('Siti Aminah');
      await page.getByRole('combobox', { name: 'Jenis Kelamin' }).selectOption('P');
      await page.getByRole('textbox', { name: 'Ceritakan Tentang Pasien' }).fill('Pasca stroke');
      return ['Budi Santoso', '081234567890', 'Siti Aminah', 'Pasca stroke', 'patient_gender'];
    },
    submit: (page) => page.getByRole('button', { name: 'Kirim', exact: true }).click(),
  },
  {
    path: '/partner',
    heading: 'Gabung Kemitraan Kami',
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Tujuan Kerja Sama' }).fill('Kerja sama klinik');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mitra@contoh.id');
      return ['Kerja sama klinik', 'mitra@contoh.id'];
    },
    submit: (page) => page.getByRole('button', { name: 'Kirim Penawaran' }).click(),
  },
  {
    path: APPLICANT,
    heading: CAREER.position,
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Nama', exact: true }).fill('Siti Aminah');
      await page.getByRole('textbox', { name: 'No Telfon' }).fill('081234567890');
      await page.getByRole('radio', { name: 'Online' }).check();
      return ['Siti Aminah', '081234567890', 'interview_location'];
    },
    submit: (page) => page.getByRole('button', { name: 'Lamar Sekarang' }).click(),
  },
  {
    path: '/validation-document',
    heading: 'Validasi Dokumen',
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Masukkan Kode Invoice / Nomor Surat' }).fill('INV/2026/0001');
      return ['INV/2026/0001', 'code='];
    },
    submit: (page) => page.getByRole('textbox', { name: 'Masukkan Kode Invoice / Nomor Surat' }).press('Enter'),
  },
  {
    path: ARTICLE,
    heading: 'Cara Merawat Lansia',
    fill: async (page) => {
      const form = page.getByRole('form', { name: 'Tulis komentar' });
      await form.getByRole('textbox', { name: 'Nama' }).fill('Dewi Lestari');
      await form.getByRole('textbox', { name: 'Komentar' }).fill('Terima kasih tipsnya');
      return ['Dewi Lestari', 'Terima kasih tipsnya'];
    },
    submit: (page) => page.getByRole('form', { name: 'Tulis komentar' }).getByRole('button', { name: 'Kirim Komentar' }).click(),
  },
];

/** Every URL the page asks for or shows, decoded, to look for a visitor's value in. */
function recordUrls(page: Page) {
  const urls: string[] = [];
  const decoded = (url: string) => decodeURIComponent(url.replaceAll('+', ' '));
  page.on('request', (request) => urls.push(decoded(request.url())));
  return () => [...urls, decoded(page.url())];
}

async function expectNotice(page: Page) {
  const notice = page.getByRole('alert').filter({ hasText: FORM_UNAVAILABLE });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/(wa\.me|api\.whatsapp\.com)\//);
  await expect(notice.getByRole('link', { name: /^Call Center/ })).toHaveAttribute('href', /^tel:/);
}

test.describe('scripts off: a submit sends no value anywhere and says how else to reach the provider', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of FORMS) {
    test(form.path, async ({ page }) => {
      const urls = recordUrls(page);
      await page.goto(form.path);
      await expect(page.getByText(FORM_UNAVAILABLE)).toBeHidden();
      const values = await form.fill(page);
      await form.submit(page);
      await expectNotice(page);
      await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
      for (const url of urls()) for (const value of values) expect(url).not.toContain(value);
    });
  }

  test("the article search by Enter lands on ?search=", async ({ page }) => {
    await page.goto('/article');
    const search = page.getByRole('searchbox');
    await search.fill('lansia');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/article\?search=lansia$/);
  });
});

test('scripts blocked by the policy: a reservation sends nothing and shows the notice', async ({ page, appLog }) => {
  appLog.expect(/Content Security Policy/);
  await page.route('**/reservation', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'none'" } });
  });
  const urls = recordUrls(page);
  await page.goto('/reservation');
  const values = await FORMS[0]!.fill(page);
  await FORMS[0]!.submit(page);
  await expectNotice(page);
  for (const url of urls()) for (const value of values) expect(url).not.toContain(value);
});

test('the app failed to load: a held submit and a later one show the notice in place, the values kept, nothing sent', async ({ page }) => {
  const html = await (await page.request.get('/reservation')).text();
  const entry = /data-entry="([^"]+)"/.exec(html)![1]!;
  const held = await holdRequests(page, `**${entry}`);
  const urls = recordUrls(page);
  await page.goto('/reservation', { waitUntil: 'commit' });
  const values = await FORMS[0]!.fill(page);
  await FORMS[0]!.submit(page);
  await expect(page.getByText(FORM_UNAVAILABLE)).toBeHidden();
  held.fail();
  await expectNotice(page);
  await expect(page.getByRole('textbox', { name: 'Nama Penanggung Jawab' })).toHaveValue('Budi Santoso');
  await page.getByRole('textbox', { name: 'Nama Penanggung Jawab' }).fill('Budi S.');
  await FORMS[0]!.submit(page);
  await expectNotice(page);
  await expect(page.getByRole('textbox', { name: 'Nama Penanggung Jawab' })).toHaveValue('Budi S.');
  for (const url of urls()) for (const value of [...values, 'Budi S.']) expect(url).not.toContain(value);
});
