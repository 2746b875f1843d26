import type { Locator, Page } from '@playwright/test';
import { appReady, backOnline, BOOT_LOADER, expect, fillReservation, forgetsFailedModules, holdRequests, recordApiCalls, RESERVATION, test } from './support';

// A visitor on a phone taps what they see, often before the app behind the prerendered HTML has
// started. Each test opens a page at 375 px with the CPU 4× slower (the phone profile), taps a
// control the moment it shows, and checks the tap took effect exactly once. So that the tap
// surely comes first, the app's entry module is held back until the tap has been made.

test.skip(({ isMobile }) => !isMobile, 'the phone profile');

const DEVICE_PATH = '/medical-device/kursi-roda-standar';
const PROMO = { title: 'Paket Fisioterapi 5 Sesi Lebih Hemat', slug: 'paket-fisioterapi-5-sesi' };
// The home accordion opens with its first question; this is the second, closed.
const FAQ_QUESTION = 'Apakah tenaga kesehatan Rawatin sudah bersertifikat?';

/** Holds `path`'s entry module until the test lets it load (`release`) or fail (`fail`). */
async function holdEntry(page: Page, path: string) {
  return holdRequests(page, `**${await bootFile(page, path)}`);
}

/**
 * A file the boot loader of `path` starts: its entry, or the first of the chunks the entry
 * imports whose name starts with `chunk`.
 */
async function bootFile(page: Page, path: string, chunk?: string) {
  const html = await (await page.request.get(path)).text();
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  expect(entry, `${path} is a prerendered page with the boot loader`).toBeTruthy();
  if (!chunk) return entry!;
  const file = (/data-preload="([^"]+)"/.exec(html)?.[1] ?? '').split(' ').find((href) => href.startsWith(`/assets/${chunk}-`));
  expect(file, `${path} preloads a ${chunk} chunk`).toBeTruthy();
  return file!;
}

/** Holds the boot loader's own file (the page's deferred script) until `release` or `fail`. */
const holdLoader = (page: Page) => holdRequests(page, BOOT_LOADER);

/**
 * Opens `path` with the CPU throttled and the entry module held until `start()`. `interactive`
 * resolves once the page has replayed what it held (the boot loader's listener runs first).
 */
async function openBeforeTheApp(page: Page, path: string) {
  const entry = await holdEntry(page, path);
  await page.addInitScript(() => {
    const replayed = new Promise<void>((resolve) => {
      document.addEventListener('site:interactive', () => setTimeout(resolve, 0), { once: true });
    });
    Object.assign(window, { __replayed: replayed });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
  return {
    /** Lets the app start, and waits until it has replayed the held taps and settled. */
    async start() {
      entry.release();
      await page.evaluate(() => (window as unknown as { __replayed: Promise<void> }).__replayed);
      await appReady(page);
    },
  };
}

/** Taps `control` as soon as it shows, with nothing behind it yet. */
async function tapEarly(page: Page, control: Locator) {
  await control.tap();
  // The app has not run: the page is still the build's HTML.
  await expect(page.locator('#root[data-prerendered]')).toBeAttached();
}

test('the menu opens once', async ({ page }) => {
  const visit = await openBeforeTheApp(page, '/');
  const toggle = page.getByRole('button', { name: 'Buka menu' });
  await tapEarly(page, toggle);
  await visit.start();
  await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Beranda' })).toBeVisible();
});

test('a FAQ question on the home page opens its answer once', async ({ page }) => {
  const visit = await openBeforeTheApp(page, '/');
  const question = page.getByRole('button', { name: FAQ_QUESTION });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await tapEarly(page, question);
  await visit.start();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Apa itu layanan home care Rawatin?' })).toHaveAttribute('aria-expanded', 'false');
});

test("a long answer on /faq opens once with 'Lihat Selengkapnya'", async ({ page }) => {
  const visit = await openBeforeTheApp(page, '/faq');
  const entry = page.locator('#main article').filter({ hasText: 'Apakah tenaga kesehatan Rawatin sudah bersertifikat?' });
  await tapEarly(page, entry.getByRole('button', { name: 'Lihat Selengkapnya' }));
  await visit.start();
  await expect(entry.getByText(/Identitas dan STR petugas dapat Anda minta/)).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Lihat Sedikit' })).toBeVisible();
});

const LISTS = [
  { path: '/promotion', api: '/promotion', items: (page: Page) => page.getByRole('article'), before: 4, after: 8 },
  {
    path: '/medical-device',
    api: '/medical-device',
    items: (page: Page) => page.getByRole('list', { name: 'Daftar alat kesehatan' }).getByRole('link'),
    before: 8,
    after: 10,
  },
  { path: '/faq', api: '/faq/list', items: (page: Page) => page.locator('#main article'), before: 10, after: 12 },
];

for (const list of LISTS) {
  test(`'Lihat Lainnya' on ${list.path} loads one more page`, async ({ page }) => {
    const api = recordApiCalls(page);
    const visit = await openBeforeTheApp(page, list.path);
    await expect(list.items(page)).toHaveCount(list.before);
    await tapEarly(page, page.getByRole('button', { name: 'Lihat Lainnya' }));
    await visit.start();
    await expect(list.items(page)).toHaveCount(list.after);
    // One more page, asked for once: the refresh of the prerendered data once idle leaves alone
    // the list the tap has just fetched.
    await appReady(page);
    const asked = (n: string) => api.calls.filter((call) => call.path === list.api && call.url.searchParams.get('page') === n);
    expect(asked('2')).toHaveLength(1);
    expect(asked('3')).toHaveLength(0);
  });
}

test('the terms switch shows the document tapped', async ({ page }) => {
  const second = 'Kebijakan Pembatalan dan Pengembalian Dana';
  const visit = await openBeforeTheApp(page, '/terms-conditions');
  const button = page.getByRole('navigation', { name: 'Daftar dokumen' }).getByRole('button', { name: second });
  await tapEarly(page, button);
  await visit.start();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: second })).toBeVisible();
});

test('a device period is chosen once, with its price', async ({ page }) => {
  const visit = await openBeforeTheApp(page, DEVICE_PATH);
  const periods = page.getByRole('group', { name: 'Periode sewa' });
  await tapEarly(page, periods.getByRole('button', { name: 'Mingguan' }));
  await visit.start();
  await expect(periods.getByRole('button', { name: 'Mingguan' })).toHaveAttribute('aria-pressed', 'true');
  await expect(periods.getByRole('button', { name: 'Harian' })).toHaveAttribute('aria-pressed', 'false');
});

test("'Pakai Promo' records one click and opens WhatsApp once", async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'ok', contentType: 'text/plain' }));
  const api = recordApiCalls(page);
  const chats: Page[] = [];
  context.on('page', (opened) => chats.push(opened));
  const visit = await openBeforeTheApp(page, '/promotion');
  const button = page.getByRole('article', { name: PROMO.title }).getByRole('button', { name: 'Pakai Promo' });
  await tapEarly(page, button);
  await visit.start();
  await expect.poll(() => chats.length).toBe(1);
  await chats[0]!.waitForURL(/^https:\/\/wa\.me\//);
  expect(api.count(`/promotion/update-click/${PROMO.slug}`, 'PUT')).toBe(1);
  expect(chats).toHaveLength(1);
  await expect(page).toHaveURL(/\/promotion$/);
});

test('share opens its menu once', async ({ page }) => {
  const visit = await openBeforeTheApp(page, DEVICE_PATH);
  await tapEarly(page, page.getByRole('button', { name: 'Bagikan' }));
  await visit.start();
  await expect(page.getByRole('dialog', { name: 'Bagikan' })).toBeVisible();
});

test('search typed before the app runs searches once it does', async ({ page }) => {
  const api = recordApiCalls(page);
  const visit = await openBeforeTheApp(page, '/promotion');
  const search = page.getByRole('searchbox', { name: 'Cari promo yang anda mau' });
  await search.tap();
  await search.pressSequentially('lansia');
  await expect(page.locator('#root[data-prerendered]')).toBeAttached();
  await visit.start();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(search).toHaveValue('lansia');
  const searches = api.calls.filter((call) => call.path === '/promotion' && call.url.searchParams.get('search'));
  expect(searches.map((call) => call.url.searchParams.get('search'))).toEqual(['lansia']);
});

test('a tap before the page has even run its loader (still arriving, or painted first) is held and answered once', async ({ page }) => {
  const loader = await holdLoader(page);
  const visit = await openBeforeTheApp(page, '/');
  const question = page.getByRole('button', { name: FAQ_QUESTION });
  await question.tap();
  await page.getByRole('button', { name: 'Buka menu' }).tap();
  // Nothing has run but the page's inline script: the loader's file has not arrived.
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/boot-/.test(entry.name)))).toBe(false);
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  loader.release();
  await visit.start();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');
});

const APPLICATION = '/applicant/perawat-home-care-jakarta-selatan';
const NEVER_ANSWERS = [
  { what: "the loader's own file cannot load", hold: (page: Page) => holdLoader(page) },
  { what: 'the app cannot start (its entry cannot load)', hold: (page: Page) => holdEntry(page, APPLICATION) },
  {
    what: 'the app cannot start (a chunk its entry imports cannot load)',
    hold: async (page: Page) => holdRequests(page, `**${await bootFile(page, APPLICATION, 'react-dom')}`),
  },
];

for (const { what, hold } of NEVER_ANSWERS) {
  test(`when ${what}, the page lets go: a held choice takes effect as the browser gives it, and so do later ones`, async ({ page }) => {
    const held = await hold(page);
    await page.goto(APPLICATION, { waitUntil: 'commit' });
    const online = page.getByRole('radio', { name: 'Online' });
    await online.tap();
    await expect(online).not.toBeChecked();
    held.fail();
    await expect(online).toBeChecked();
    const office = page.getByRole('radio', { name: 'Kantor Rawatin' });
    await office.tap();
    await expect(office).toBeChecked();
  });
}

const KEEPS_FAILED_MODULES = "this browser keeps a failed module fetch for the page's life: the page stays as the HTML gives it until the next one";

// A phone loses its connection while a page's code is on its way: the page stays readable, its
// links work, and its taps take the browser's own effect. Once the connection returns, what was
// lost is asked for again and the app starts, with no reload (what the visitor typed stays).
// A module lost so is asked for again only by a browser that forgets a failed module fetch
// (docs/boot.md, "A module lost on its way"); the loader's own file is a classic script.
const LOST_TO_THE_CONNECTION = [
  { what: "the loader's own file", files: async () => [BOOT_LOADER], module: false },
  { what: 'the entry', files: async (page: Page) => [await bootFile(page, '/faq')], module: true },
  {
    what: 'a chunk the entry imports, and the stylesheet',
    module: true,
    files: async (page: Page) => {
      const html = await (await page.request.get('/faq')).text();
      return [await bootFile(page, '/faq', 'react-dom'), /data-stylesheet="([^"]+)"/.exec(html)![1]!];
    },
  },
];

for (const { what, files, module } of LOST_TO_THE_CONNECTION) {
  test(`when ${what} is lost to the connection, the app starts once it returns, and answers a tap once`, async ({ page, browser, baseURL }) => {
    test.skip(module && !(await forgetsFailedModules(browser, baseURL!)), KEEPS_FAILED_MODULES);
    const lost = (await files(page)).map((file) => (file.startsWith('**') ? file : `**${file}`));
    const holds = await Promise.all(lost.map((glob) => holdRequests(page, glob)));
    // Each file's URL path, as a pattern ('**/assets/boot-*.js' → /\/assets\/boot-[^/]*\.js$/).
    const patterns = lost.map((glob) => new RegExp(`${glob.slice(2).replaceAll('.', '\\.').replace('*', '[^/]*')}$`));
    const asked = patterns.map((pattern) => page.waitForRequest((request) => pattern.test(new URL(request.url()).pathname)));
    const failed = patterns.map((pattern) =>
      page.waitForEvent('requestfailed', { predicate: (request) => pattern.test(new URL(request.url()).pathname) }),
    );
    await page.goto('/faq', { waitUntil: 'commit' });
    // Each file is on its way when the connection goes.
    await Promise.all(asked);
    await page.context().setOffline(true);
    for (const held of holds) held.fail();
    await Promise.all(failed);
    // Lost: the page is still the build's HTML.
    await expect(page.locator('#root[data-prerendered]')).toBeAttached();

    // The connection returns, but is not usable at once: each file's first try after it is lost
    // too, and the page tries again while the browser says it is online.
    for (const glob of lost) {
      await page.context().unroute(glob);
      let tries = 0;
      await page.context().route(glob, (route) => (tries++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    }
    await backOnline(page);
    await appReady(page);
    // The whole stylesheet is in, once.
    expect(
      await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href && /\/assets\/style-[^/]+\.css$/.test(sheet.href)).length),
    ).toBe(1);
    const entry = page.locator('#main article').filter({ hasText: 'Apakah tenaga kesehatan Rawatin sudah bersertifikat?' });
    await entry.getByRole('button', { name: 'Lihat Selengkapnya' }).tap();
    await expect(entry.getByText(/Identitas dan STR petugas dapat Anda minta/)).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Lihat Sedikit' })).toBeVisible();
  });
}

test('a form on a page whose app started late, once the connection returned, sends what the visitor sends then, and nothing from before', async ({
  page,
  browser,
  baseURL,
}) => {
  test.skip(!(await forgetsFailedModules(browser, baseURL!)), KEEPS_FAILED_MODULES);
  const api = recordApiCalls(page);
  const entry = await bootFile(page, '/validation-document');
  const held = await holdRequests(page, `**${entry}`);
  const asked = page.waitForRequest((request) => request.url().endsWith(entry));
  const lost = page.waitForEvent('requestfailed', { predicate: (request) => request.url().endsWith(entry) });
  await page.goto('/validation-document', { waitUntil: 'commit' });
  await asked;
  await page.context().setOffline(true);
  held.fail();
  await lost;
  const code = page.getByRole('textbox', { name: 'Masukkan Kode Invoice / Nomor Surat' });
  // A check asked for while nothing can answer: the page holds it, and never sends it.
  await code.fill('INV/0000/9999');
  await page.getByRole('button', { name: 'Cek' }).tap();
  await page.context().unroute(`**${entry}`);
  await backOnline(page);
  await appReady(page);
  await code.fill('INV/2026/0001');
  await code.press('Enter');
  await expect(page.getByTestId('document-verdict')).toHaveText('Dokumen dengan nomor surat INV/2026/0001 dinyatakan valid dan terdaftar.');
  expect(api.calls.filter((call) => call.path === '/validate/check')).toHaveLength(1);
});

// The slow phone of the field: CPU 4× slower, a 400 ms round trip and 50 KB/s. A visitor there
// picks, types and sends before the app runs; once it does, each held event takes effect, with
// React's state committed, before the next one replays: one send goes out, with what was picked
// and typed.
test.describe('on a slow phone, a form used before the app runs', () => {
  test.describe.configure({ timeout: 120_000 });

  /**
   * Records the bodies of the page's POSTs to the API (the service worker hides them from the
   * test): by fetch, and by XMLHttpRequest for a send with files.
   */
  async function captureSends(page: Page) {
    await page.addInitScript(() => {
      const sent: { path: string; body: unknown }[] = [];
      Object.assign(window, { __sent: sent });
      const fields = (form: FormData) =>
        Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]));
      const open = XMLHttpRequest.prototype.open;
      const send = XMLHttpRequest.prototype.send;
      const posts = new WeakMap<XMLHttpRequest, string>();
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
        const path = new URL(String(url), location.href).pathname;
        if (method.toUpperCase() === 'POST' && path.startsWith('/api/')) posts.set(this, path.slice(4));
        return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
      };
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
        const path = posts.get(this);
        if (path && body instanceof FormData) sent.push({ path, body: fields(body) });
        return send.call(this, body);
      };
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const request = new Request(input, init);
        const path = new URL(request.url).pathname;
        if (request.method === 'POST' && path.startsWith('/api/')) {
          const type = request.headers.get('content-type') ?? '';
          const body = type.includes('json')
            ? await request.clone().json()
            : fields(await request.clone().formData());
          sent.push({ path: path.slice(4), body });
        }
        return original(request);
      };
    });
    return () => page.evaluate(() => (window as unknown as { __sent: { path: string; body: unknown }[] }).__sent);
  }

  async function openOnASlowPhone(page: Page, path: string) {
    const visit = await openBeforeTheApp(page, path);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
    return visit;
  }

  test('a reservation: the pick, the values and Kirim send one reservation with them, then the success dialog', async ({ page }) => {
    const sent = await captureSends(page);
    const visit = await openOnASlowPhone(page, '/reservation');
    await tapEarly(page, page.getByRole('button', { name: 'Perawat', exact: true }));
    await fillReservation(page);
    await tapEarly(page, page.getByRole('button', { name: 'Kirim', exact: true }));
    await visit.start();
    await expect(page.getByRole('dialog', { name: 'Reservasi Berhasil Terkirim!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: /Peringatan/ })).toHaveCount(0);
    expect(await sent()).toEqual([{ path: '/reservation/store', body: RESERVATION.sent }]);
  });

  test('a comment sent with Enter is posted once, and shows', async ({ page }) => {
    const sent = await captureSends(page);
    const path = '/article/cara-merawat-lansia-dengan-demensia-di-rumah';
    const visit = await openOnASlowPhone(page, path);
    const form = page.getByRole('form', { name: 'Tulis komentar' });
    await form.getByRole('textbox', { name: 'Nama' }).fill('Dewi Lestari');
    await form.getByRole('textbox', { name: 'Email' }).fill('dewi@contoh.id');
    const text = form.getByRole('textbox', { name: 'Komentar' });
    await text.fill('Terima kasih tipsnya.');
    await text.press('Enter');
    await expect(page.locator('#root[data-prerendered]')).toBeAttached();
    await expect(text).toHaveValue('Terima kasih tipsnya.');
    await visit.start();
    const mine = page.getByRole('list', { name: 'Daftar komentar' }).getByRole('listitem').filter({ hasText: 'Dewi Lestari' });
    await expect(mine.getByText('Terima kasih tipsnya.')).toBeVisible({ timeout: 30_000 });
    await expect(text).toHaveValue('');
    const comments = (await sent()).filter((send) => send.path === '/comment/store');
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toMatchObject({ name: 'Dewi Lestari', email: 'dewi@contoh.id', comment: 'Terima kasih tipsnya.' });
  });

  test('a document code sent with Enter is checked once', async ({ page }) => {
    const api = recordApiCalls(page);
    const visit = await openOnASlowPhone(page, '/validation-document');
    const code = page.getByRole('textbox', { name: 'Masukkan Kode Invoice / Nomor Surat' });
    await code.fill('INV/2026/0001');
    await code.press('Enter');
    await expect(page.locator('#root[data-prerendered]')).toBeAttached();
    await visit.start();
    await expect(page.getByTestId('document-verdict')).toHaveText('Dokumen dengan nomor surat INV/2026/0001 dinyatakan valid dan terdaftar.', {
      timeout: 30_000,
    });
    expect(api.calls.filter((call) => call.path === '/validate/check')).toHaveLength(1);
  });

  test('an application: the choice, the values and the files send one application with them', async ({ page }) => {
    const sent = await captureSends(page);
    const visit = await openOnASlowPhone(page, APPLICATION);
    await page.getByLabel('Nama').fill('Siti Aminah');
    await page.getByLabel('No Telfon').fill('081234567890');
    await page.getByLabel('Email').fill('siti@example.com');
    await tapEarly(page, page.getByRole('radio', { name: 'Online' }));
    await page.getByLabel('Deskripsikan dirimu').fill('Perawat dengan STR aktif.');
    const file = (label: string) => page.getByRole('group', { name: label }).locator('input[type="file"]');
    await file('Upload CV').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await file('Upload KTP').setInputFiles({ name: 'ktp.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await tapEarly(page, page.getByRole('button', { name: 'Lamar Sekarang' }));
    await visit.start();
    await expect(page.getByRole('dialog', { name: 'Berhasil!' })).toBeVisible({ timeout: 30_000 });
    const applications = (await sent()).filter((send) => send.path === '/applicant/store');
    expect(applications).toHaveLength(1);
    expect(applications[0]!.body).toMatchObject({
      name: 'Siti Aminah',
      phone_number: '081234567890',
      email: 'siti@example.com',
      interview_location: 'online',
      description: 'Perawat dengan STR aktif.',
      cv: 'cv.pdf',
      photo_id: 'ktp.pdf',
    });
  });

  test("'Lihat Lainnya' and then a tap on an entry: one more page, and the entry opened", async ({ page }) => {
    const api = recordApiCalls(page);
    const visit = await openOnASlowPhone(page, '/faq');
    const entries = page.locator('#main article');
    await expect(entries).toHaveCount(10);
    await tapEarly(page, page.getByRole('button', { name: 'Lihat Lainnya' }));
    const entry = entries.filter({ hasText: FAQ_QUESTION });
    await tapEarly(page, entry.getByRole('button', { name: 'Lihat Selengkapnya' }));
    await visit.start();
    await expect(entries).toHaveCount(12, { timeout: 30_000 });
    await expect(entry.getByRole('button', { name: 'Lihat Sedikit' })).toBeVisible();
    expect(api.calls.filter((call) => call.path === '/faq/list' && call.url.searchParams.get('page') === '2')).toHaveLength(1);
  });
});
