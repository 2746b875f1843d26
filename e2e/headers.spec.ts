import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtHeaders, NETLIFY_HEADERS, NGINX_HEADERS } from '../scripts/csp.mjs';
import { manifestFile } from '../scripts/prerender/build-layout.mjs';
import { serveWithNginx } from '../scripts/nginx-serve.mjs';
import { grade, retrieve } from '../scripts/observatory.mjs';
import { NGINX_HTTPS } from './nginx-https';
import { appReady, expect, test } from './support';

// The build served by nginx with deploy/nginx.conf over HTTPS, and its port-80 server, as a host
// running that file sends them (scripts/nginx-serve.mjs): the headers graded on the Mozilla HTTP
// Observatory's rubric (scripts/observatory.mjs), what must not be published, and framing.
const DIST = process.env.E2E_DIST ?? 'dist';
const HEADERS = builtHeaders(DIST) ?? [];
const BOOT = /src="(\/assets\/boot-[^"]+\.js)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))?.[1] ?? '/assets/boot.js';
const GRADED = { 'the home page': '/', 'the reservation form': '/reservation', 'an asset': BOOT, 'a missing asset': '/assets/index-tidakada.js', 'an unknown path': '/tidak/ada/halaman' };
// Every prerendered page (the sitemap's, on whatever origin the build names) and the shell's.
const PAGES = [
  ...[...readFileSync(join(DIST, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname),
  '/tidak/ada/halaman',
];
const ATTACKER = 'https://attacker.example';

let server: Awaited<ReturnType<typeof serveWithNginx>>;

test.use(NGINX_HTTPS);
test.beforeAll(async () => {
  server = await serveWithNginx({ dir: DIST });
});
test.afterAll(async () => server?.close());

test.describe("deploy/nginx.conf's headers", () => {
  test('are the ones the build wrote, the policy with frame-ancestors', () => {
    expect(HEADERS.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'X-Frame-Options',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(Object.fromEntries(HEADERS)['Content-Security-Policy']).toMatch(/; frame-ancestors 'none'$/);
    // The same headers for Netlify and Cloudflare Pages.
    const netlify = readFileSync(join(DIST, NETLIFY_HEADERS), 'utf8');
    for (const [name, value] of HEADERS) expect(netlify).toContain(`\n  ${name}: ${value}\n`);
  });

  for (const [what, path] of Object.entries(GRADED)) {
    test(`grade A+ on the HTTP Observatory's rubric: ${what}`, async () => {
      const retrieved = await retrieve({ https: server.origin, http: server.httpOrigin, path, ca: server.ca });
      const result = grade(retrieved);
      const failing = Object.entries(result.tests).filter(([, test]) => !test.pass || test.modifier < 0);
      expect(failing).toEqual([]);
      expect({ grade: result.grade, score: result.score }).toEqual({ grade: 'A+', score: 110 });
      const sent = retrieved.https!.headers;
      for (const [name, value] of HEADERS) expect(sent[name.toLowerCase()], name).toBe(value);
      // No version in the Server header.
      expect(sent.server).toBe('nginx');
    });
  }

  test('plain HTTP is redirected to the same path over HTTPS, on the same host', async ({ request }) => {
    const response = await request.get(`${server.httpOrigin}/reservation?layanan=perawat`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${server.origin}/reservation?layanan=perawat`);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('every page, the shell included, forbids framing', async ({ request }) => {
    expect(PAGES.length).toBeGreaterThan(20);
    for (const path of PAGES) {
      const response = await request.get(`${server.origin}${path}`);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-security-policy'], path).toMatch(/; frame-ancestors 'none'$/);
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
    }
  });
});

test.describe('what a build must not publish', () => {
  test('is not in the published folder: no manifest, no source map, no dotfile; the manifest is beside it', () => {
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.split('/').some((part) => part.startsWith('.')) || file.endsWith('.map'))).toEqual([]);
    expect(readFileSync(manifestFile(DIST), 'utf8')).toContain('"isEntry": true');
  });

  test('answers 404, with the headers: the manifest, source maps, dotfiles and the header files', async ({ request }) => {
    for (const path of ['/.vite/manifest.json', `${BOOT}.map`, '/assets/index.js.map', '/.env', '/.git/config', '/.htpasswd', `/${NGINX_HEADERS}`, `/${NETLIFY_HEADERS}`]) {
      const response = await request.get(`${server.origin}${path}`);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('id="root"');
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
    }
  });
});

test.describe('in Chromium', () => {
  test('a page on another origin cannot frame any page of the site', async ({ page }) => {
    const framed = PAGES;
    // The other origin's page frames the site's pages, and one of its own (which loads: the frame
    // would show a page that allows it).
    await page.route(`${ATTACKER}/**`, (route) => {
      const own = new URL(route.request().url()).pathname === '/own';
      const body = own
        ? '<!doctype html><title>own</title><p id="own">framed</p>'
        : `<!doctype html><title>attacker</title>${[...framed.map((path) => server.origin + path), `${ATTACKER}/own`].map((src) => `<iframe src="${src}"></iframe>`).join('')}`;
      return route.fulfill({ contentType: 'text/html', body });
    });
    await page.goto(`${ATTACKER}/`);
    await expect(page.frameLocator(`iframe[src="${ATTACKER}/own"]`).locator('#own')).toHaveText('framed');
    // Chromium puts its error page in a frame whose document was refused.
    const refused = () => page.frames().filter((frame) => frame.url() === 'chrome-error://chromewebdata/').length;
    await expect.poll(refused).toBe(framed.length);
    for (const path of framed) {
      const frame = page.frameLocator(`iframe[src="${server.origin}${path}"]`);
      await expect(frame.locator('#root'), path).toHaveCount(0);
    }
  });

  test('the headers leave the site its features: the YouTube embeds\' and the copy, not the camera', async ({ page }) => {
    await page.goto(`${server.origin}/`);
    const allowed = await page.evaluate(() => {
      const policy = (document as unknown as { featurePolicy: { allowsFeature: (feature: string) => boolean } }).featurePolicy;
      const features = ['fullscreen', 'autoplay', 'encrypted-media', 'picture-in-picture', 'clipboard-write', 'camera', 'microphone', 'geolocation', 'payment', 'usb'];
      return Object.fromEntries(features.map((feature) => [feature, policy.allowsFeature(feature)]));
    });
    expect(allowed).toEqual({
      fullscreen: true,
      autoplay: true,
      'encrypted-media': true,
      'picture-in-picture': true,
      'clipboard-write': true,
      camera: false,
      microphone: false,
      geolocation: false,
      payment: false,
      usb: false,
    });
  });

  test("a WhatsApp chat still opens in a new tab: the opener policy lets the site's tab go to it", async ({ page, context }) => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'ok', contentType: 'text/plain' }));
    await page.goto(`${server.origin}/promotion`);
    await appReady(page);
    const button = page.getByRole('button', { name: 'Pakai Promo' }).first();
    const [chat] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await chat.waitForURL(/^https:\/\/wa\.me\/\d+\?text=/);
    await expect(page).toHaveURL(`${server.origin}/promotion`);
  });
});
