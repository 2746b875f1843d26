import { expect, test as base, type Browser, type Page, type Request } from '@playwright/test';
import { readManifest } from '../scripts/prerender/build-layout.mjs';

export { expect };

/** What the app may log in one test: the lines it provokes on purpose (see `test`). */
export type AppLog = {
  /** Every console.error and console.warn line of the test's pages, and each uncaught error. */
  readonly lines: string[];
  /** Names lines this test provokes (a failed request, a logged failure): they do not fail it. */
  expect(...patterns: (string | RegExp)[]): void;
};

const matches = (line: string, pattern: string | RegExp) => (typeof pattern === 'string' ? line.includes(pattern) : pattern.test(line));

/**
 * Every spec's `test`. Any console.error or console.warn from a page of the test's context, and
 * any uncaught error, fails the test once it has run, unless the test named it with
 * `appLog.expect(...)`. Hydration errors carry '[hydration]'.
 */
export const test = base.extend<{ appLog: AppLog }>({
  appLog: [
    async ({ context }, use) => {
      const lines: string[] = [];
      const expected: (string | RegExp)[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (!text.startsWith('Failed to load resource')) return void lines.push(text);
        // Chromium's own line for a failed request, which names no URL. An API answer is the
        // test's to check (a /seo 404 is a normal answer), and so is a request the test aborted
        // or took the connection from; any other resource that fails (an asset) is an error.
        const url = message.location().url;
        if ((URL.canParse(url) && new URL(url).pathname.startsWith('/api/')) || text.includes('net::ERR_')) return;
        lines.push(`${text} ${url}`);
      });
      context.on('weberror', (error) => lines.push(`uncaught: ${error.error().message}`));
      await use({ lines, expect: (...patterns) => expected.push(...patterns) });
      const unexpected = lines.filter((line) => !expected.some((pattern) => matches(line, pattern)));
      expect(unexpected, 'what the app logged that the test did not expect').toEqual([]);
    },
    { auto: true },
  ],
});

/** Path of a demo-API request after /api, or null for anything else. */
export function apiPath(request: Request): string | null {
  const url = new URL(request.url());
  const match = url.pathname.match(/^\/api(\/.*)$/);
  return match ? match[1]! : null;
}

/** Records the demo-API calls the page makes (answered by the in-page service worker). */
export function recordApiCalls(page: Page) {
  const calls: { method: string; path: string; url: URL }[] = [];
  page.on('request', (request) => {
    const path = apiPath(request);
    if (path) calls.push({ method: request.method(), path, url: new URL(request.url()) });
  });
  return {
    calls,
    count: (path: string, method = 'GET') => calls.filter((c) => c.path === path && c.method === method).length,
  };
}

/**
 * Opens a path and waits until the app runs on it: the demo API is serving (the worker starts
 * before the router) and, on a prerendered page, the page has hydrated and refetched the data
 * it was built with (`#root` loses `data-prerendered`, src/app/hydrate.ts).
 */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
}

/** Waits until the app runs on the page just loaded (see open). */
export async function appReady(page: Page) {
  await page.locator('#main').waitFor();
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', timeout: 20_000 });
}

/**
 * Brings the connection back and resolves once the page has handled it: whatever its 'online'
 * handlers send (a resumed write, a refetch) has been requested by then, since a request the page
 * makes a task later is reported after theirs.
 */
export async function backOnline(page: Page) {
  await page.context().setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
  const marker = `/robots.txt?online=${Date.now()}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    // The request counts once made: it may still fail, as the page's own may, while the
    // connection is back but its service worker does not carry requests yet.
    page.evaluate((url) => new Promise((resolve) => setTimeout(resolve, 0)).then(() => fetch(url).then(() => {}, () => {})), marker),
  ]);
}

let forgets: Promise<boolean> | undefined;

/**
 * Whether this browser asks again for a module whose fetch failed, as the HTML standard has
 * said since 2024, rather than keeping the failure for the page's life (Chromium 150 keeps it).
 * Asked once per worker, in a page of its own: a probe module whose first request fails.
 */
export function forgetsFailedModules(browser: Browser, baseURL: string): Promise<boolean> {
  forgets ??= (async () => {
    const page = await browser.newPage({ baseURL });
    try {
      let tries = 0;
      await page.route('**/assets/module-probe.js', (route) =>
        tries++ === 0 ? route.abort('internetdisconnected') : route.fulfill({ body: 'export default 1;', contentType: 'text/javascript' }),
      );
      await page.goto('/robots.txt');
      return await page.evaluate(async () => {
        const url = '/assets/module-probe.js';
        await import(/* @vite-ignore */ url).catch(() => undefined);
        return import(/* @vite-ignore */ url).then(
          () => true,
          () => false,
        );
      });
    } finally {
      await page.close();
    }
  })();
  return forgets;
}

/** The boot loader's file of a prerendered page (its deferred script), as a route glob. */
export const BOOT_LOADER = '**/assets/boot-*.js';

/**
 * Holds the requests for `url` (a glob), on the context (once the demo API's service worker runs,
 * it fetches the page's requests itself), until the test lets them load (`release`) or fail (`fail`).
 */
export async function holdRequests(page: Page, url: string) {
  let settle!: (outcome: 'load' | 'fail') => void;
  const settled = new Promise<'load' | 'fail'>((resolve) => {
    settle = resolve;
  });
  await page.context().route(url, async (route) => {
    if ((await settled) === 'load') await route.continue();
    else await route.abort();
  });
  return { release: () => settle('load'), fail: () => settle('fail') };
}

/**
 * The URL path of a module's built file, by the module's path from the project's root, as the
 * build's manifest names it: tests never spell a generated name.
 */
export async function builtFile(source: string): Promise<string> {
  const file = (await readManifest(process.env.E2E_DIST ?? 'dist'))[source]?.file;
  if (!file) throw new Error(`The build has no file for ${source}`);
  return `/${file}`;
}

/** A pattern that matches `text` as it is. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** One reservation as a visitor types it, by each field's label, and as the API receives it once 'Perawat' is picked. */
export const RESERVATION = {
  typed: {
    'Nama Penanggung Jawab': 'Budi Santoso',
    'No HP Penanggung Jawab': '081234567890',
    'Nama Pasien': 'Siti Aminah',
    'Alamat Dirawat': 'Jl. Melati No. 5, Jakarta Selatan',
    'Ceritakan Tentang Pasien': 'Pasien lansia 70 tahun, pasca stroke.',
  },
  gender: 'P',
  sent: {
    service_slug: ['perawat'],
    customer_name: 'Budi Santoso',
    phone_number: '081234567890',
    email: '',
    patient_name: 'Siti Aminah',
    patient_gender: 'P',
    address: 'Jl. Melati No. 5, Jakarta Selatan',
    patient_condition: 'Pasien lansia 70 tahun, pasca stroke.',
  },
} as const;

/** Types RESERVATION's values into the form, field by field, as a visitor would. */
export async function fillReservation(page: Page) {
  for (const [name, value] of Object.entries(RESERVATION.typed)) await page.getByRole('textbox', { name }).fill(value);
  await page.getByRole('combobox', { name: 'Jenis Kelamin' }).selectOption(RESERVATION.gender);
}

/** What fillReservation typed is still in the form. */
export async function expectReservationKept(page: Page) {
  for (const [name, value] of Object.entries(RESERVATION.typed)) await expect(page.getByRole('textbox', { name })).toHaveValue(value);
  await expect(page.getByRole('combobox', { name: 'Jenis Kelamin' })).toHaveValue(RESERVATION.gender);
}
