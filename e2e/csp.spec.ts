import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { appReady, expect, test } from './support';
import { builtCsp } from '../scripts/csp.mjs';
import { checkDocumentedServer, serveWithNginx } from '../scripts/nginx-serve.mjs';
import { NGINX_HTTPS } from './nginx-https';

// The production build, served by nginx with deploy/nginx.conf itself over HTTPS (only the ports,
// the certificate, server_name and the root folder swapped in, scripts/nginx-serve.mjs), so the
// configuration users copy is the one under test (Chromium treats a page fulfilled by request
// interception differently, so no routing of the documents here). The policy is the build's own,
// read from its pages: never this shell's environment.
const DIST = process.env.E2E_DIST ?? 'dist';
const PAGE_POLICY = builtCsp(DIST);
// The header adds what a <meta> cannot carry.
const CSP = `${PAGE_POLICY}; frame-ancestors 'none'`;
const ARTICLE_WITH_VIDEO = '/article/cara-merawat-lansia-dengan-demensia-di-rumah';
const DEVICE = '/medical-device/kursi-roda-standar';
const HOSTILE =
  '<p onclick="alert(1)">Isi artikel uji.</p><img src="/tidak-ada.png" onerror="alert(2)">' +
  '<svg onload="alert(3)"><a href="javascript:alert(4)">tautan</a></svg><a href="x" target="_blank" onmouseover="alert(5)">t</a>';

let server: Awaited<ReturnType<typeof serveWithNginx>>;

// Each test waits for the page's idle work and scrolls through it.
test.describe.configure({ timeout: 60_000 });

test.use(NGINX_HTTPS);

test.beforeAll(async () => {
  server = await serveWithNginx({ dir: DIST });
});
test.afterAll(async () => server?.close());

const built = (file: string) => readFileSync(join(DIST, file), 'utf8');

test.describe('deploy/nginx.conf', () => {
  test('is accepted by this nginx as written, TLS and HTTP/2 included', () => {
    const result = checkDocumentedServer();
    expect(result.ok, result.output).toBe(true);
  });

  test('serves a prerendered page for its path, revalidated, with the policy', async ({ request }) => {
    for (const path of ['/article', '/article/']) {
      const response = await request.get(`${server.origin}${path}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toBe(built('article/index.html'));
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(response.headers()['content-security-policy']).toBe(CSP);
    }
  });

  test('serves the shell for any other path, with the policy', async ({ request }) => {
    const response = await request.get(`${server.origin}/tidak-ada/halaman-ini`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toBe(built('200.html'));
    expect(html).toMatch(/<meta [^>]*name="robots" content="noindex"/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-security-policy']).toBe(CSP);
  });

  test('caches a hashed asset for good, and answers a missing one with a 404, not the shell', async ({ request }) => {
    const boot = /src="(\/assets\/boot-[^"]+\.js)"/.exec(built('index.html'))?.[1];
    expect(boot).toBeTruthy();
    const asset = await request.get(`${server.origin}${boot}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-security-policy']).toBe(CSP);
    expect(asset.headers()['content-type']).toMatch(/javascript/);
    expect(asset.headers()['content-encoding']).toBe('gzip');

    const missing = await request.get(`${server.origin}/assets/index-tidakada.js`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('id="root"');
    expect(missing.headers()['cache-control']).toBeUndefined();
    expect(missing.headers()['content-security-policy']).toBe(CSP);
  });
});

/** Every violation the page reports, by event and by console message, across navigations. */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  // No network here: an embedded video's frame gets an empty page (the policy is checked before).
  await page.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
  return violations;
}

/** Opens a path, waits for the page and its idle work, and brings every part loaded on demand into view. */
async function visit(page: Page, path: string) {
  const response = await page.goto(`${server.origin}${path}`);
  expect(response?.headers()['content-security-policy']).toBe(CSP);
  // Hydrated, and the build's data refetched once idle.
  await appReady(page);
  // Every image brought into view until it has loaded (a carousel's slides off to the side, even
  // in part, wait for their turn).
  for (const image of await page.locator('#main img').all()) {
    await image.scrollIntoViewIfNeeded();
    const inView = await image.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth;
    });
    if (inView) await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Each carousel swaps in Swiper by itself once near the view: when its first slide has had its
  // time there, or once idle.
  for (const carousel of await page.locator('[aria-roledescription="carousel"]').all()) {
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(1, { timeout: 15_000 });
  }
}

/** A client-side navigation, as a link would make it, without a link to click. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `t${index}`, idx: index }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

// The pages in one tab, a step each (a violation's line names its source file).
test('no policy violation on the home page, the articles, a device, the reservation and about', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(page);
  for (const path of ['/', '/article', ARTICLE_WITH_VIDEO, DEVICE, '/reservation', '/about']) {
    await test.step(path, async () => {
      await visit(page, path);
      if (path === ARTICLE_WITH_VIDEO) await expect(page.locator('iframe[title="Video YouTube"]')).toHaveAttribute('src', /youtube\.com\/embed\//);
      if (path === '/about') await expect(page.locator('video')).toHaveJSProperty('paused', false);
      expect(violations, `violations up to ${path}`).toEqual([]);
    });
  }
});

test('hostile HTML from the API is cleaned without a single report', async ({ page }) => {
  const violations = await watchPolicy(page);
  await visit(page, '/');
  await page.waitForFunction(() => 'respondAlways' in (window.__demoApi ?? {}));
  await page.evaluate((html) => {
    const article = { article_title: 'Artikel Uji', article_slug: 'artikel-uji', article_description: html };
    window.__demoApi!.respondAlways('GET', '/article/artikel-uji', { article, related_article: [] });
    const faq = { title: 'Pertanyaan uji', category: null, description: html };
    window.__demoApi!.respondAlways('GET', '/faq/list', { data: { faqs: [faq], meta: { nextPage: null } } });
  }, HOSTILE);

  await navigateInApp(page, '/article/artikel-uji');
  await expect(page.getByText('Isi artikel uji.')).toBeVisible({ timeout: 15_000 });
  await navigateInApp(page, '/faq?search=uji');
  await expect(page.getByText('Pertanyaan uji')).toBeVisible({ timeout: 15_000 });

  expect(await page.locator('[onclick], [onerror], [onload], [onmouseover]').count()).toBe(0);
  expect(violations).toEqual([]);
});

test('the policy is enforced, and a violation is seen', async ({ page, appLog }) => {
  // The policy allows one inline script, the page's own, by its hash: any other is blocked.
  appLog.expect(/^Executing inline script violates the following Content Security Policy directive 'script-src 'self' 'sha256-/);
  const violations = await watchPolicy(page);
  await visit(page, '/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toContain('script-src');
  expect(await page.evaluate(() => '__ran' in window)).toBe(false);
});
