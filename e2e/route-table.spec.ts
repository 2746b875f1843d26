import type { Page } from '@playwright/test';
import { DEFAULT_SEO } from '../src/app/seo/default-head';
import { apiPath, builtFile, expect, open, recordApiCalls, test } from './support';

const ARTICLE_SCREEN = 'src/routes/articles/article-list.route.tsx';
const DEVICE_DETAIL_SCREEN = 'src/routes/devices/device-detail.route.tsx';
const DEVICE = { slug: 'kursi-roda-standar', title: 'Kursi Roda Standar' };

/** What the shell's head carries until the page head renders its own (index.html as built). */
const DEFAULT_TITLE = DEFAULT_SEO.title;

// Answered by the browser's demo API only (mocks/published-after-build.ts): served by the shell.
const PUBLISHED_AFTER_BUILD = {
  slug: 'jadwal-layanan-homecare-selama-libur-lebaran',
  title: 'Jadwal Layanan Homecare Selama Libur Lebaran',
};

interface StalledCall {
  /** The API path after /api, as apiPath() gives it. */
  path: string;
  /** Answer with this status instead of asking the demo API. */
  status?: number;
  /** Answer with this body (status 200 unless `status` says otherwise) instead of asking the demo API. */
  json?: unknown;
  /** Hold the call until the test lets it go (`letGo`), however long the page takes to get there. */
  held?: boolean;
}

/**
 * Holds or fails demo-API calls from the first loader on. The demo API answers inside the page
 * (its service worker hands each call to the page's handlers), so no route() ever sees these
 * calls, and __demoApi exists only after the first loaders have started: the page's own fetch
 * is where a direct visit can be held back. `window.__stalled` counts the calls released.
 */
async function stallApi(page: Page, calls: StalledCall[]) {
  await page.addInitScript((rules: StalledCall[]) => {
    const released: Record<string, number> = {};
    const gone = new Set<string>();
    const waiting: Record<string, (() => void)[]> = {};
    const letGo = (path: string) => {
      gone.add(path);
      for (const resolve of waiting[path] ?? []) resolve();
    };
    Object.assign(window, { __stalled: released, __letGo: letGo });
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      const rule = rules.find((candidate) => url.pathname === `/api${candidate.path}`);
      if (!rule) return original(input, init);
      if (rule.held && !gone.has(rule.path)) await new Promise<void>((resolve) => (waiting[rule.path] ??= []).push(resolve));
      released[rule.path] = (released[rule.path] ?? 0) + 1;
      if (rule.status === undefined && rule.json === undefined) return original(input, init);
      return new Response(JSON.stringify(rule.json ?? { message: 'Demo failure' }), {
        status: rule.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
  }, calls);
}

const released = (page: Page, path: string) =>
  page.evaluate((key) => (window as unknown as { __stalled: Record<string, number> }).__stalled[key] ?? 0, path);

/** Releases the calls to a path held by `stallApi`, and any later ones. */
const letGo = (page: Page, path: string) =>
  page.evaluate((key) => (window as unknown as { __letGo: (path: string) => void }).__letGo(key), path);

/** The header's navigation: on a phone, its toggle (the entries are behind it). */
async function expectFrame(page: Page, isMobile: boolean) {
  if (isMobile) await expect(page.getByRole('button', { name: 'Buka menu' })).toBeVisible();
  else await expect(page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Artikel' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Layanan Kami' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'FAQ' })).toBeVisible();
}

test("a screen's data request starts before its code has arrived", async ({ page, isMobile }) => {
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  const events: string[] = [];
  let dataRequested!: () => void;
  const requested = new Promise<void>((resolve) => (dataRequested = resolve));
  page.on('request', (request) => {
    if (apiPath(request) !== '/article') return;
    events.push('GET /article');
    dataRequested();
  });
  // The chunk is fetched by the demo API's service worker: only the context's routes see it. It
  // is held until the screen's data has been asked for; a request that waited for the code would
  // never come, so 5 s at most.
  await page.context().route(`**${await builtFile(ARTICLE_SCREEN)}`, async (route) => {
    events.push('chunk asked');
    await Promise.race([requested, new Promise((resolve) => setTimeout(resolve, 5000))]);
    events.push('chunk released');
    await route.continue();
  });

  if (isMobile) await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Artikel', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Daftar Artikel' }).getByRole('article').first()).toBeVisible();
  expect(events).toContain('chunk released');
  expect(events.indexOf('GET /article')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('GET /article')).toBeLessThan(events.indexOf('chunk released'));
});

test('the frame stays on screen while a detail record is slow', async ({ page, isMobile }) => {
  // A record the build did not prerender (published since): the shell serves it and the
  // browser asks the API for it on the direct visit.
  const path = `/article/${PUBLISHED_AFTER_BUILD.slug}`;
  await stallApi(page, [{ path, held: true }]);
  await page.goto(path);

  await expectFrame(page, isMobile);
  await expect(page.locator('#main [aria-busy="true"]')).toBeVisible();
  expect(await released(page, path)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: PUBLISHED_AFTER_BUILD.title })).toHaveCount(0);

  await letGo(page, path);
  await expect(page.getByRole('heading', { level: 1, name: PUBLISHED_AFTER_BUILD.title })).toBeVisible({ timeout: 10_000 });
  await expectFrame(page, isMobile);
});

test("a detail that answers 500 says so in the frame, and 'Coba Lagi' loads it once the API is back", async ({ page, isMobile, appLog }) => {
  appLog.expect('[query ["devices","detail","kursi-roda-standar"]] HTTPError: Request failed with status code 500');
  await open(page, '/medical-device');
  const card = page.getByRole('link', { name: new RegExp(DEVICE.title) });
  await expect(card).toBeVisible();
  await page.evaluate((slug) => window.__demoApi!.failAlways('GET', `/medical-device/${slug}`), DEVICE.slug);

  await card.click();

  const main = page.locator('#main');
  await expect(main.getByText('Gagal memuat data.')).toBeVisible({ timeout: 10_000 });
  await expectFrame(page, isMobile);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(main).not.toContainText('http');
  await expect(main).not.toContainText('/api/');

  await page.evaluate(() => window.__demoApi!.reset());
  await main.getByRole('button', { name: 'Coba Lagi' }).click();

  await expect(page.getByRole('heading', { level: 1, name: DEVICE.title })).toBeVisible();
  await expect(main.getByText('Gagal memuat data.')).toHaveCount(0);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});

test('an opening that does not exist has no application form: the not-found screen, asked once', async ({ page, isMobile, appLog }) => {
  appLog.expect('[query ["careers","detail","tidak-ada"]] HTTPError: Request failed with status code 404');
  const api = recordApiCalls(page);
  await open(page, '/applicant/tidak-ada');

  await expect(page.getByText('Error 404 Not Found')).toBeVisible();
  await expect(page.getByText('Oops')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lamar Sekarang' })).toHaveCount(0);
  await expect(page.locator('#main form')).toHaveCount(0);
  await expectFrame(page, isMobile);
  await page.waitForLoadState('networkidle');
  expect(api.count('/career/tidak-ada')).toBe(1);
});

// A page the shell serves with no record of its own for the head: the application form of an
// opening the build did not list (it had closed by then). The demo API has no such opening, so
// the test answers for it, and for its /seo record.
const CLOSED_CAREER = { slug: 'perawat-home-care-bekasi', position: 'Perawat Home Care', deadline: '2020-01-31' };
const SHELL_PAGE = {
  path: `/applicant/${CLOSED_CAREER.slug}`,
  heading: CLOSED_CAREER.position,
  title: 'Lamar Perawat Home Care Bekasi | Rawatin',
  career: { path: `/career/${CLOSED_CAREER.slug}`, json: { data: CLOSED_CAREER } },
};
const SHELL_PAGE_SEO = {
  data: { url: SHELL_PAGE.path, meta_title: SHELL_PAGE.title, meta_description: 'Lowongan perawat home care di Bekasi.', meta_keyword: null },
};

test("the shell serves a closed opening's application page, which says it is closed", async ({ page, request }) => {
  const html = await (await request.get(SHELL_PAGE.path)).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('prerender-state');

  await stallApi(page, [SHELL_PAGE.career]);
  await page.goto(SHELL_PAGE.path);
  // The opening's record, then the screen's code: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: SHELL_PAGE.heading })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Lowongan ditutup')).toBeVisible();
  await expect(page.locator('#main form')).toHaveCount(0);
});

test('the head keeps the default title while GET /seo is pending', async ({ page }) => {
  expect(DEFAULT_TITLE).toMatch(/Rawatin/);
  await stallApi(page, [SHELL_PAGE.career, { path: '/seo', held: true, json: SHELL_PAGE_SEO }]);
  await page.goto(SHELL_PAGE.path);

  expect(await page.title()).toBe(DEFAULT_TITLE);
  // The opening's record, then the screen's code: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: SHELL_PAGE.heading })).toBeVisible({ timeout: 15_000 });
  expect(await released(page, '/seo')).toBe(0);
  expect(await page.title()).toBe(DEFAULT_TITLE);
  await expect(page.locator('title')).toHaveCount(1);

  // Then the path's own record.
  await letGo(page, '/seo');
  await expect(page).toHaveTitle(SHELL_PAGE.title, { timeout: 10_000 });
  await expect(page.locator('title')).toHaveCount(1);
});

test('the head shows the defaults after GET /seo fails', async ({ page, appLog }) => {
  appLog.expect('[query ["site","seo","/applicant/perawat-home-care-bekasi"]] HTTPError: Request failed with status code 500');
  await stallApi(page, [SHELL_PAGE.career, { path: '/seo', status: 500 }]);
  await page.goto(SHELL_PAGE.path);
  // While the call and its one retry are under way.
  expect(await page.title()).toBe(DEFAULT_TITLE);
  // The opening's record, then the screen's code: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: SHELL_PAGE.heading })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => released(page, '/seo')).toBe(2);

  // The page head has rendered its own tags in place of index.html's.
  await expect(page.locator('head title:not([data-default-head])')).toHaveCount(1);
  await expect(page.locator('title')).toHaveCount(1);
  expect(await page.title()).toBe(DEFAULT_TITLE);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});

test('an article without a /seo record takes its own title for the head, and the browser never asks /seo for it', async ({
  page,
}) => {
  const api = recordApiCalls(page);
  await open(page, '/article/cara-merawat-lansia-dengan-demensia-di-rumah');

  await expect(page.getByRole('heading', { level: 1, name: 'Cara Merawat Lansia dengan Demensia di Rumah' })).toBeVisible();
  await expect(page).toHaveTitle('Cara Merawat Lansia dengan Demensia di Rumah');
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Cara Merawat Lansia dengan Demensia di Rumah');
  // The build's answer (no record) came with the page: neither hydrating nor the idle refresh asks again.
  expect(api.count('/seo')).toBe(0);
});

test('hovering a device card starts its request and code before the click, and the click asks for neither again', async ({
  page,
}) => {
  await open(page, '/medical-device');
  const card = page.getByRole('link', { name: new RegExp(DEVICE.title) });
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  const api = recordApiCalls(page);
  // The screen's file is asked for twice: fetched first, then by the module loader
  // (src/lib/split-files.ts), which a visitor's browser answers from its cache; Playwright's
  // routing turns that cache off.
  const chunk = { asked: 0 };
  await page.context().route(`**${await builtFile(DEVICE_DETAIL_SCREEN)}`, (route) => {
    chunk.asked += 1;
    return route.continue();
  });

  await card.hover();
  await expect.poll(() => api.count(`/medical-device/${DEVICE.slug}`)).toBe(1);
  await expect.poll(() => chunk.asked).toBe(2);
  await page.getByRole('heading', { level: 1 }).hover();
  await card.hover();
  await card.click();

  await expect(page.getByRole('heading', { level: 1, name: DEVICE.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(api.count(`/medical-device/${DEVICE.slug}`)).toBe(1);
  expect(chunk.asked).toBe(2);
});
