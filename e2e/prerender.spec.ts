import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { bootAssets, readBootAssets, readManifest, staticImports } from '../scripts/prerender/build-layout.mjs';
import { EARLY_EVENTS, hashSource } from '../scripts/prerender/inline-script.mjs';
import { BOOT_MARKS, INTERACTIVE_EVENT } from '../src/app/interactive';
import { CONNECTION_LOST } from '../src/lib/connection';
import { appReady, backOnline, BOOT_LOADER, expect, holdRequests, open, test } from './support';

// The prerendered build (npm run build) lists every page it wrote in its sitemap.
const DIST = process.env.E2E_DIST ?? 'dist';
const LOCS = [...readFileSync(join(DIST, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]!),
);
const PRERENDERED = LOCS.map((url) => url.pathname);
// The site root the build names (VITE_SITE_URL, or the demo build's default).
const SITE = LOCS[0]!.origin;

// The boot loader's own file, as a page names it.
const BOOT_LOADER_PATH = /<script src="(\/assets\/boot-[^"]+\.js)"/;
const hero = (page: Page) => page.getByRole('region', { name: 'Banner utama' });
const ARTICLE = '/article/cara-merawat-lansia-dengan-demensia-di-rumah';
const DEVICE = '/medical-device/kursi-roda-standar';
// Answered by the browser's demo API only (mocks/published-after-build.ts): not in the build.
const PUBLISHED_AFTER_BUILD = '/article/jadwal-layanan-homecare-selama-libur-lebaran';

test('the build prerendered the content pages, the forms and every detail', () => {
  expect(PRERENDERED).toEqual(expect.arrayContaining(['/', '/article', '/medical-device', ARTICLE, DEVICE, '/reservation']));
  expect(PRERENDERED).not.toContain(PUBLISHED_AFTER_BUILD);
});

test('the app starts from four files, each fetched once: the entry and the three it imports', async () => {
  // The files the prerender gave each page's boot loader, from the build's manifest. A module the
  // entry imports that a screen imports too stays in the entry's chunk (scripts/entry-chunk.mjs).
  const { entry, preloads } = await readBootAssets(DIST);
  expect(new Set([...preloads, entry]).size).toBe(4);
  expect(preloads).not.toContain(entry);
});

test("a page's own code is fetched with the app's, not once the app has run, and is all the code it runs before it answers", async ({
  context,
  page,
}) => {
  const manifest = await readManifest(DIST);
  const { entry, preloads } = bootAssets(manifest);
  // The demo API's code (mocks/browser.ts and what it imports), which a demo build starts beside the app.
  const DEMO_API = 'mocks/browser.ts';
  const demoApi = manifest[DEMO_API] ? [DEMO_API, ...staticImports(manifest, DEMO_API)].map((key) => `/${manifest[key]!.file}`) : [];
  // The sanitizer of API HTML (DOMPurify), split off: the build sanitized the HTML in each page's
  // state, so a page that holds some (FAQ answers, a device's description) hydrates without it.
  const sanitizer = `/${manifest['src/lib/sanitize-html.ts']!.file}`;
  // The API's read calls with the HTTP client and the schemas (src/api/load-calls.ts): the page
  // hydrates from the data it carries and loads them once idle (a demo build's API shares some).
  const CALLS = 'src/api/calls.ts';
  const calls = [CALLS, ...staticImports(manifest, CALLS)].map((key) => `/${manifest[key]!.file}`).filter((file) => !demoApi.includes(file));
  expect(calls.length).toBeGreaterThan(0);
  const requested = new Set<string>();
  context.on('request', (request) => requested.add(new URL(request.url()).pathname));
  // The scripts the page has fetched by the time it says it is interactive.
  await page.addInitScript(() =>
    document.addEventListener('site:interactive', () => {
      const scripts = performance.getEntriesByType('resource').flatMap(({ name }) => (name.endsWith('.js') ? [new URL(name).pathname] : []));
      Object.assign(window, { scriptsWhenInteractive: scripts });
    }),
  );
  const screens = new Map([
    ['/', 'src/routes/home/home.route.tsx'],
    ['/faq', 'src/routes/faq/faq.route.tsx'],
    [DEVICE, 'src/routes/devices/device-detail.route.tsx'],
  ]);
  for (const [path, screen] of screens) {
    await test.step(path, async () => {
      const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
      const pageFiles = /data-page="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
      // Its screen's files.
      expect(pageFiles).toContain(`/${manifest[screen]!.file}`);
      // While the entry is held, before any of the app's code has run, the page's own is asked for.
      requested.clear();
      const held = await holdRequests(page, `**${entry}`);
      await page.goto(path);
      await expect.poll(() => pageFiles.filter((file) => !requested.has(file))).toEqual([]);
      held.release();
      await appReady(page);
      const ran = await page.evaluate(() => (window as unknown as { scriptsWhenInteractive: string[] }).scriptsWhenInteractive);
      const named = new Set([BOOT_LOADER_PATH.exec(html)![1]!, entry, ...preloads, ...pageFiles, ...demoApi]);
      expect(ran.filter((file) => !named.has(file))).toEqual([]);
      expect(ran).not.toContain(sanitizer);
      expect(pageFiles).not.toContain(sanitizer);
      expect(ran.filter((file) => calls.includes(file))).toEqual([]);
      await context.unroute(`**${entry}`);
    });
  }
});

// A split-off module (a screen, Swiper, the API's calls) is imported only once its
// files are in, fetched as plain requests (src/lib/split-files.ts): a browser that keeps a failed
// module fetch for the page's life could otherwise never load it after a lost connection. Each is
// named by the path its import loads; a name that is not would import files never fetched first.
test("every split-off module the app loads has its files fetched before the browser's module loader asks for them", async ({
  context,
  page,
  isMobile,
}) => {
  const manifest = await readManifest(DIST);
  const { entry, preloads } = bootAssets(manifest);
  const DEMO_API = 'mocks/browser.ts';
  const demoApi = manifest[DEMO_API] ? [DEMO_API, ...staticImports(manifest, DEMO_API)].map((key) => `/${manifest[key]!.file}`) : [];
  const split = (source: string) => `/${manifest[source]!.file}`;
  const fetched = new Set<string>();
  const unfetched: string[] = [];
  const scripts = new Set<string>();
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!/^\/assets\/.+\.js$/.test(pathname)) return;
    if (request.resourceType() === 'fetch') fetched.add(pathname);
    else if (request.resourceType() === 'script') {
      scripts.add(pathname);
      if (!fetched.has(pathname)) unfetched.push(pathname);
    }
  });
  await open(page, '/contact');
  const html = await (await page.request.get('/contact')).text();
  const pageFiles = /data-page="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  // What the page's boot loader preloads as modules, its own file and the demo API's code aside.
  const boot = new Set([BOOT_LOADER_PATH.exec(html)![1]!, entry, ...preloads, ...pageFiles, ...demoApi]);

  const menu = page.getByRole('navigation', { name: 'Menu utama' });
  const openMenu = async () => {
    if (isMobile) await page.getByRole('button', { name: 'Buka menu' }).click();
  };
  await openMenu();
  const names = (await menu.getByRole('link').allTextContents()).map((name) => name.trim()).filter(Boolean);
  if (isMobile) await page.keyboard.press('Escape');
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) {
    await test.step(name, async () => {
      await openMenu();
      await menu.getByRole('link', { name, exact: true }).first().click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
  await openMenu();
  await menu.getByRole('link', { name: 'Beranda', exact: true }).click();
  // Pointing at the hero brings Swiper in at once.
  await hero(page).hover();
  await expect(hero(page).locator('.swiper-initialized')).toHaveCount(1);

  const loaded = [...scripts].filter((file) => !boot.has(file));
  // Screens, Swiper and the API's read calls among them.
  expect(loaded).toEqual(
    expect.arrayContaining([
      split('src/routes/home/home.route.tsx'),
      split('src/ui/carousel-swiper.tsx'),
      split('src/api/calls.ts'),
    ]),
  );
  expect(unfetched.filter((file) => !boot.has(file))).toEqual([]);
});

// The sitemap's pages in groups (the top-level pages, then each kind of detail): one test per
// group opens its pages one after another in the same tab, so the demo API's service worker is
// installed once per group, not once per page.
const SWEEP = new Map<string, string[]>();
for (const path of PRERENDERED) {
  const segments = path.split('/').slice(1);
  const group = segments.length > 1 ? `/${segments[0]}/…` : 'top-level pages';
  SWEEP.set(group, [...(SWEEP.get(group) ?? []), path]);
}

test.describe('every prerendered page hydrates without a mismatch or a console error', () => {
  for (const [group, paths] of SWEEP) {
    test(`${group} (${paths.length})`, async ({ page, appLog }) => {
      test.setTimeout(30_000 + paths.length * 10_000);
      for (const path of paths) {
        await test.step(path, async () => {
          // After hydration the page renders again with the visitor's clock, then with the data
          // refetched once idle (done when #root loses its mark): each step must go through
          // without a mismatch or an error (the fixture fails the test on any: e2e/support.ts).
          await open(page, path);
          await expect(page.locator('#main')).toBeVisible();
          await expect(page.locator('title')).toHaveCount(1);
          await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
          // Named here, so a failure says which page logged it.
          expect(appLog.lines, `what ${path} logged`).toEqual([]);
        });
      }
    });
  }
});

test('a page the build found without a /seo record asks /seo neither while hydrating nor once idle, and logs nothing', async ({
  page,
}) => {
  const seoCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/seo') seoCalls.push(url.searchParams.get('url') ?? '');
  });
  await page.goto(DEVICE);
  // The mark drops once the idle refresh has settled: any look-up would have been asked by then.
  await appReady(page);
  await expect(page).toHaveTitle(/Kursi Roda/);
  expect(seoCalls).toEqual([]);
});

test('prerendered data counts as stale: a price changed after the build shows once the page is idle', async ({ page }) => {
  // The demo API starts before hydration: from then on it answers with a new daily price.
  await page.addInitScript(() => {
    let controls: { respondAlways: (method: string, path: string, json: unknown) => void } | undefined;
    Object.defineProperty(window, '__demoApi', {
      configurable: true,
      get: () => controls,
      set(value: NonNullable<typeof controls>) {
        controls = value;
        const state = JSON.parse(document.getElementById('prerender-state')!.textContent!) as {
          queries: { queries: { queryHash: string; state: { data: unknown } }[] };
        };
        const cached = state.queries.queries.find((query) => query.queryHash === '["devices","detail","kursi-roda-standar"]');
        const detail = structuredClone(cached!.state.data) as {
          medical_device: { display_medical_device_periods: { period: string; price: number }[] };
        };
        for (const period of detail.medical_device.display_medical_device_periods) {
          if (period.period === 'Harian') period.price = 27500;
        }
        value.respondAlways('GET', '/medical-device/kursi-roda-standar', { data: detail });
      },
    });
  });
  const html = await (await page.request.get(DEVICE)).text();
  expect(html).toContain('Rp. 25.000');
  await page.goto(DEVICE);
  await expect(page.getByText('Rp. 27.500').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Rp. 25.000')).toHaveCount(0);
});

test("a prerendered page marks its start in order: the loader after the load event, the entry, hydration, then it answers", async ({
  page,
}) => {
  await page.addInitScript((interactive) => {
    document.addEventListener(interactive, () => performance.mark('test:interactive'), { once: true });
  }, INTERACTIVE_EVENT);
  await page.goto('/faq');
  await appReady(page);
  const names = [BOOT_MARKS.loader, BOOT_MARKS.entry, BOOT_MARKS.hydrate, 'test:interactive'];
  const { loaded, marks } = await page.evaluate(
    (names) => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? Number.NaN,
      marks: names.map((name) => performance.getEntriesByName(name, 'mark').map((mark) => mark.startTime)),
    }),
    names,
  );
  // Each mark once, and each after the one before.
  expect(marks.map((times) => times.length)).toEqual(names.map(() => 1));
  const times = marks.map((found) => found[0]!);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(loaded).toBeLessThanOrEqual(times[0]!);
});

test('after hydration the page is the same SPA: a link navigates without loading a document', async ({ page, isMobile }) => {
  await page.goto(ARTICLE);
  await appReady(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  if (isMobile) await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Alat Kesehatan' }).click();
  await expect(page).toHaveURL(/\/medical-device$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sewa Alat Kesehatan' })).toBeVisible();
  expect(documents).toEqual([]);
});

test('a list opened with a search boots fresh and shows that search, not the prerendered list', async ({ page }) => {
  await page.goto('/article?search=lansia');
  await expect(page.getByRole('searchbox')).toHaveValue('lansia');
  const titles = page.locator('#main h3');
  await expect(titles.first()).toBeVisible();
  for (const title of await titles.allTextContents()) expect(title.toLowerCase()).toContain('lansia');
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

test('a list opened on its second page boots fresh and shows pages 1 and 2, its canonical URL without the page', async ({ page }) => {
  await page.goto('/article?page=2');
  await expect(page.getByRole('region', { name: 'Daftar Artikel' }).getByRole('article')).toHaveCount(16);
  // A fresh boot names the site root it runs on; either way the address ends at the path.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^?#]+\/article$/);
});

test("a page's address with a trailing slash hydrates the same page, under its own address", async ({ page }) => {
  await page.goto(`${DEVICE}/`);
  await appReady(page);
  await expect(page).toHaveURL(new RegExp(`${DEVICE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Kursi Roda Standar' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the article list, an article and a device show their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Artikel' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Perawat', exact: true })).toBeVisible();

    await page.goto('/article');
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Cara Merawat Lansia dengan Demensia di Rumah/ }).first()).toBeVisible();

    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1, name: 'Cara Merawat Lansia dengan Demensia di Rumah' })).toBeVisible();

    await page.goto(DEVICE);
    await expect(page.getByRole('heading', { level: 1, name: 'Kursi Roda Standar' })).toBeVisible();
    await expect(page.getByText('Rp. 25.000').first()).toBeVisible();
  });
});

// A page inlines only the rules its markup can use (scripts/prerender/critical-css.mjs); the
// whole sheet arrives before the app starts. Until then the page must look exactly as it will.
const LOOKED_AT = ['/', '/article', ARTICLE, DEVICE, '/service/perawat', '/faq', '/career'];
// The forms too: a visitor may start typing into them before the app (and the whole sheet) arrives.
const FORMS = ['/reservation', '/partner', '/validation-document', '/applicant/fisioterapis-bandung'];
for (const path of [...LOOKED_AT, ...FORMS]) {
  test(`${path} looks the same with its inlined CSS as with the whole stylesheet`, { tag: '@desktop' }, async ({ page }) => {
    // The page as it is before the app starts: its boot loader never arrives.
    await page.route(BOOT_LOADER, (route) => route.abort());
    await page.goto(path);
    // The footer is rendered only once it nears the view (content-visibility: auto); until then
    // its box has a stand-in height, and which of the two a look gets depends on timing. Rendered
    // in both looks, its real boxes are compared.
    await page.locator('footer').evaluate((footer) => {
      footer.style.contentVisibility = 'visible';
    });
    const look = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('body *')).map((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return [
            element.tagName,
            element.className,
            Math.round(box.x),
            Math.round(box.y),
            Math.round(box.width),
            Math.round(box.height),
            style.color,
            style.backgroundColor,
            style.fontSize,
            style.fontWeight,
            style.display,
            style.visibility,
            style.borderTopLeftRadius,
            style.boxShadow,
          ].join(' ');
        }),
      );
    const inlined = await look();
    const href = await page.locator('script[data-stylesheet]').getAttribute('data-stylesheet');
    expect(href).toMatch(/^\/assets\/.+\.css$/);
    await page.evaluate(
      (url) =>
        new Promise((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = url;
          link.onload = resolve;
          link.onerror = reject;
          document.head.append(link);
        }),
      href!,
    );
    const whole = await look();
    expect(inlined.length).toBeGreaterThan(100);
    expect(inlined.filter((line, index) => line !== whole[index])).toEqual([]);
  });
}

test.describe('the raw HTML, as a link preview or a crawler reads it', () => {
  const cases = [
    { path: '/', title: /Rawatin/, text: 'Layanan Kami', jsonLd: ['MedicalBusiness'] },
    { path: '/article', title: 'Artikel Kesehatan | Rawatin', text: 'Cara Merawat Lansia dengan Demensia di Rumah', jsonLd: [] },
    {
      path: ARTICLE,
      title: 'Cara Merawat Lansia dengan Demensia di Rumah',
      text: 'Cara Merawat Lansia dengan Demensia di Rumah',
      jsonLd: ['Article', 'BreadcrumbList'],
    },
    { path: DEVICE, title: 'Sewa Kursi Roda Standar | Rawatin', text: 'Kursi Roda Standar', jsonLd: ['Product', 'BreadcrumbList'] },
  ];

  /** The JSON-LD entities of a page, by their @type. */
  const jsonLdOf = (html: string) =>
    new Map(
      [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => {
        const entity = JSON.parse(match[1]!) as Record<string, unknown>;
        return [entity['@type'] as string, entity];
      }),
    );

  for (const { path, title, text, jsonLd } of cases) {
    test(`${path} carries its content, head tags and state, and one inline script: the one its policy allows by its hash`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const root = html.slice(html.indexOf('<div id="root"'));

      // A tag of the head with these attributes, in this order, whatever else it carries.
      const tag = (name: string, ...attributes: string[]) =>
        new RegExp(`<${name}\\b[^>]*${attributes.map((attribute) => `\\s${attribute}`).join('')}[^>]*>`);
      const titles = [...head.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map((match) => match[1]);
      expect(titles).toHaveLength(1);
      expect(titles[0]).toMatch(title);
      expect(head).toMatch(tag('meta', 'name="description"', 'content="[^"]{20,}"'));
      expect(head).toMatch(tag('meta', 'name="keywords"', 'content="[^"]+"'));
      expect(head).toMatch(tag('link', 'rel="canonical"', `href="${SITE}${path === '/' ? '/' : path}"`));
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
        expect(head).toMatch(tag('meta', `property="${property}"`, 'content="[^"]+"'));
      }
      expect(head).toMatch(tag('meta', 'name="robots"', 'content="index, follow"'));
      expect(head).not.toContain('data-default-head');
      expect(root).toContain(text);
      expect(html).toContain('<script type="application/json" id="prerender-state">');
      // The policy comes before anything it governs.
      expect(head).toMatch(/^<!doctype html>\s*<html lang="id">\s*<head>\s*<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-[^']+';/i);
      // Right after it, the one inline script, which holds early taps: the policy allows that text.
      expect(head).toContain(`script-src 'self' ${hashSource(EARLY_EVENTS)};`);
      expect(head).toMatch(/<meta http-equiv="Content-Security-Policy" [^>]*>\s*<script>/);

      const entities = jsonLdOf(html);
      expect([...entities.keys()].sort()).toEqual([...jsonLd].sort());
      for (const entity of entities.values()) expect(entity['@context']).toBe('https://schema.org');
      if (path === '/') expect(entities.get('MedicalBusiness')).toMatchObject({ name: 'Rawatin', url: `${SITE}/` });
      if (path === ARTICLE) {
        expect(entities.get('Article')).toMatchObject({ headline: title, datePublished: expect.any(String) });
      }
      if (jsonLd.includes('BreadcrumbList')) {
        const crumbs = entities.get('BreadcrumbList')!.itemListElement as { name: string; item: string }[];
        expect(crumbs.map((crumb) => crumb.item)).toEqual([`${SITE}/`, `${SITE}${path.replace(/\/[^/]+$/, '')}`, `${SITE}${path}`]);
      }
      if (path === DEVICE) {
        expect(entities.get('Product')).toMatchObject({
          name: 'Kursi Roda Standar',
          offers: { '@type': 'AggregateOffer', priceCurrency: 'IDR', lowPrice: 25000 },
        });
      }

      // Scripts: external files, the JSON state and JSON-LD, and the one inline script, whose text
      // is the one the policy's hash allows.
      const inline = [...html.matchAll(/<script>([^]*?)<\/script>/g)].map((match) => match[1]);
      expect(inline).toEqual([EARLY_EVENTS]);
      for (const [tag] of html.matchAll(/<script\b[^>]+>/g)) {
        expect(tag).toMatch(/\bsrc="\/assets\/[^"]+\.js"|type="application\/(json|ld\+json)"/);
      }
      expect(html).not.toMatch(/\son[a-z]+="/);
    });
  }

  test('a path with no page of its own gets the shell: default head, noindex, no content', async ({ request }) => {
    // An application form the build did not list: its opening had closed, or never existed.
    for (const path of ['/tidak-ada', '/applicant/tidak-ada', PUBLISHED_AFTER_BUILD]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<meta data-default-head name="robots" content="noindex" />');
      expect(html).toContain('<title data-default-head>');
      expect(html).not.toContain('prerender-state');
    }
  });

  test('the sitemap lists every prerendered page on the site and robots.txt names it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${SITE}${ARTICLE}</loc>`);
    expect(sitemap).toMatch(new RegExp(`<loc>${SITE}${ARTICLE}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(sitemap).toContain(`<loc>${SITE}/reservation</loc>`);
    expect(sitemap).not.toContain(PUBLISHED_AFTER_BUILD);
    expect(sitemap).not.toContain('page=');
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

test('an article published after the build is served by the shell and renders', async ({ page, appLog }) => {
  // The path has no metadata record: /seo answers 404, as the API does, which Chromium reports
  // as a failed resource. The app itself logs nothing.
  appLog.expect(/status of 404 .*\/api\/seo\?url=/);
  await page.goto(PUBLISHED_AFTER_BUILD);
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal Layanan Homecare Selama Libur Lebaran' })).toBeVisible();
  await expect(page).toHaveTitle('Jadwal Layanan Homecare Selama Libur Lebaran');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
});

/** Whether `url` is a page's boot loader file (BOOT_LOADER, as a test of a URL). */
const isBootLoader = (url: string) => /\/assets\/boot-[^/]+\.js$/.test(url);

/** The paths of the documents `page` loads from now on: a reload adds one. */
function documentsLoaded(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

// The shell shows nothing before the app: a phone that loses its connection while the app's code
// is on its way is told so, and the page opens once the file answers again. A reload gets it on
// any browser (one that keeps a failed module fetch included) and loses nothing there, as the
// app never started; it is made only once the file answers, never into the browser's error page.
test("a path the shell serves, whose code is lost to the connection, says so and opens once it returns, with one reload", async ({ page, appLog }) => {
  appLog.expect(/status of 404 .*\/api\/seo\?url=/);
  const entry = /data-entry="([^"]+)"/.exec(await (await page.request.get(PUBLISHED_AFTER_BUILD)).text())?.[1];
  expect(entry, 'the shell names its entry to the boot loader').toBeTruthy();
  const documents = documentsLoaded(page);
  const held = await holdRequests(page, `**${entry}`);
  const asked = page.waitForRequest((request) => request.url().endsWith(entry!));
  // The loader itself is in (its own loss is the next test's).
  const loader = page.waitForResponse((response) => isBootLoader(response.url()));
  const lost = page.waitForEvent('requestfailed', { predicate: (request) => request.url().endsWith(entry!) });
  await page.goto(PUBLISHED_AFTER_BUILD, { waitUntil: 'commit' });
  await Promise.all([asked, loader]);
  await page.context().setOffline(true);
  held.fail();
  await lost;
  await expect(page.getByRole('alert')).toHaveText(CONNECTION_LOST);

  // The connection returns, but is not usable at once: the file's first try after it is lost
  // too, and the page keeps its message and tries again while the browser says it is online.
  await page.context().unroute(`**${entry}`);
  let tries = 0;
  await page.context().route(`**${entry}`, (route) => (tries++ === 0 ? route.abort('internetdisconnected') : route.continue()));
  await backOnline(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal Layanan Homecare Selama Libur Lebaran' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(tries).toBeGreaterThan(1);
  expect(documents).toEqual([PUBLISHED_AFTER_BUILD, PUBLISHED_AFTER_BUILD]);
});

test("a path the shell serves, whose boot loader is lost to the connection, opens once it returns, with no reload", async ({ page, appLog }) => {
  appLog.expect(/status of 404 .*\/api\/seo\?url=/);
  const documents = documentsLoaded(page);
  const held = await holdRequests(page, BOOT_LOADER);
  const asked = page.waitForRequest((request) => isBootLoader(request.url()));
  const lost = page.waitForEvent('requestfailed', { predicate: (request) => isBootLoader(request.url()) });
  // The app's code, which the shell preloads as it is read, is in: only the loader is lost.
  const shell = await (await page.request.get(PUBLISHED_AFTER_BUILD)).text();
  const preloaded = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
  expect(preloaded).toHaveLength(4);
  const inBefore = preloaded.map((href) => page.waitForResponse((response) => response.url().endsWith(href)));
  await page.goto(PUBLISHED_AFTER_BUILD, { waitUntil: 'commit' });
  await Promise.all([asked, ...inBefore]);
  await page.context().setOffline(true);
  held.fail();
  await lost;
  // The page's inline script asks for the loader's file again once the connection is back.
  await page.context().unroute(BOOT_LOADER);
  await backOnline(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Jadwal Layanan Homecare Selama Libur Lebaran' })).toBeVisible({ timeout: 15_000 });
  expect(documents).toEqual([PUBLISHED_AFTER_BUILD]);
});
