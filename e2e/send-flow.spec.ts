import { existsSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { appReady, expect, test } from './support';
import { startWriteServer } from './write-server';

/*
 * Sends as a slow or unlucky visitor meets them, against a real HTTP API: a build made for this
 * server's origin (E2E_API_DIST, built with VITE_API_BASE_URL=http://127.0.0.1:$E2E_API_PORT/api
 * and VITE_SITE_URL=http://127.0.0.1:$E2E_API_PORT; .ci/run makes it). The server reads an
 * upload slowly and counts every byte, holds a send without answering, or refuses one.
 */
const DIST = process.env.E2E_API_DIST ?? 'dist-api';
const PORT = Number(process.env.E2E_API_PORT ?? 5410);
const SLUG = 'perawat-home-care-jakarta-selatan';
const FAILED = 'Terjadi kesalahan saat mengirim lamaran Anda. Silakan coba lagi.';
const NO_ANSWER = /Kiriman Anda mungkin sudah diterima, jadi periksa dahulu sebelum mengirim ulang/;
const MB = 1024 * 1024;

test.skip(!existsSync(DIST) && !process.env.CI, `no build for a real API in ${DIST} (see the comment at the top)`);
test.describe.configure({ timeout: 90_000 });

let server: Awaited<ReturnType<typeof startWriteServer>>;
test.beforeAll(async () => {
  server = await startWriteServer({ dir: DIST, port: PORT });
});
test.afterAll(async () => server?.close());
test.afterEach(() => server.reset());

const cvBox = (page: Page) => page.getByRole('group', { name: 'Upload CV' });
const fileInput = (box: Locator) => box.locator('input[type="file"]');

async function openApplication(page: Page) {
  await page.goto(`${server.origin}/applicant/${SLUG}`);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Perawat Home Care' })).toBeVisible();
  await page.getByLabel('Nama').fill('Siti Aminah');
  await page.getByLabel('Email').fill('siti@example.com');
  await page.getByLabel('Deskripsikan dirimu').fill('Perawat dengan STR aktif.');
  await fileInput(cvBox(page)).setInputFiles({ name: 'cv-siti.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * MB, 7) });
  await expect(cvBox(page).getByText('cv-siti.pdf')).toBeVisible();
}

async function expectFormKept(page: Page) {
  await expect(page.getByLabel('Nama')).toHaveValue('Siti Aminah');
  await expect(page.getByLabel('Email')).toHaveValue('siti@example.com');
  await expect(page.getByLabel('Deskripsikan dirimu')).toHaveValue('Perawat dengan STR aktif.');
  await expect(cvBox(page).getByText('cv-siti.pdf')).toBeVisible();
}

test('a 2 MB CV over a 100 KB/s uplink: the bar follows the bytes the server has read', async ({ page }) => {
  server.treat('/applicant/store', { kind: 'answer' });
  await openApplication(page);
  // The uplink, throttled in the browser's network stack: the bytes leave the page at this rate.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 100 * 1024 });
  // Each time the bar's value changes: its value, its text, and the share of the body the
  // server had read by then.
  const samples: { shown: number; text: string; read: number }[] = [];
  await page.exposeFunction('__barChanged', (shown: string, text: string) => {
    const [log] = server.writesTo('/applicant/store');
    samples.push({ shown: Number(shown), text, read: log?.length ? (log.read / log.length) * 100 : 0 });
  });
  await page.evaluate(() => {
    let last: string | null = null;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const now = bar?.getAttribute('aria-valuenow') ?? null;
      if (now === null || now === last) return;
      last = now;
      (window as unknown as { __barChanged: (a: string, b: string) => void }).__barChanged(now, bar!.parentElement!.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await page.getByRole('button', { name: 'Lamar Sekarang' }).click();

  const bar = page.getByRole('progressbar', { name: 'Kemajuan pengiriman' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  const dialog = page.getByRole('dialog', { name: 'Berhasil!' });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  const between = [...new Set(samples.map((s) => s.shown).filter((v) => v > 0 && v < 100))];
  expect(between.length, JSON.stringify(samples)).toBeGreaterThanOrEqual(3);
  // Rising only, and never far from what the server has read: the bytes in flight between the
  // page and the server (the sockets' buffers) are all they may be ahead by.
  for (let i = 1; i < samples.length; i++) expect(samples[i]!.shown).toBeGreaterThanOrEqual(samples[i - 1]!.shown);
  for (const { shown, text, read } of samples.filter((s) => s.shown < 100)) {
    expect(Math.abs(shown - read), JSON.stringify(samples)).toBeLessThanOrEqual(25);
    // The percentage is shown as text too.
    expect(text).toBe(`${shown}%`);
  }
  await expect(dialog.getByText('Lamaran Anda telah berhasil dikirim.')).toBeVisible();
  expect(server.writesTo('/applicant/store')).toHaveLength(1);
});

test('a send the API holds: cancelled from 3 s, then ended by itself 60 s after its last byte', async ({ page, appLog }) => {
  appLog.expect('[mutation] NoAnswerError');
  server.treat('/applicant/store', { kind: 'hold' });
  await openApplication(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const submit = page.getByRole('button', { name: 'Lamar Sekarang' });
  const cancel = page.getByRole('button', { name: 'Batalkan' });
  await submit.click();
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  await page.clock.runFor(2_900);
  await expect(cancel).toHaveCount(0);
  await page.clock.runFor(100);
  await cancel.click();

  // No dialog, the form as it was, its button on its own label, focus on it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await expect(submit).toBeFocused();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectFormKept(page);
  expect(server.writesTo('/applicant/store')).toHaveLength(1);

  // Sent again by the visitor: all of it reaches the server, which never answers.
  await submit.click();
  await expect.poll(() => server.writesTo('/applicant/store')[1]?.ended ?? false).toBe(true);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Menunggu jawaban server…')).toBeVisible();
  await page.clock.runFor(59_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(1_000);
  const dialog = page.getByRole('dialog', { name: 'Gagal!' });
  await expect(dialog.getByText(FAILED)).toBeVisible();
  await expect(dialog.getByText(NO_ANSWER)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  // The dialog's closing runs on animation frames, which the paused clock holds.
  await page.clock.runFor(1_000);
  await expect(dialog).toBeHidden();
  await expect(submit).toBeEnabled();
  await expectFormKept(page);
  // Nothing was sent again on its own.
  await page.clock.runFor(120_000);
  expect(server.writesTo('/applicant/store')).toHaveLength(2);
});

test('a 413 with the server\'s message shows it under the failure text, as text', async ({ page, appLog }) => {
  appLog.expect(/^\[mutation\] HTTPError: Request failed with status code (413|422)/);
  server.treat('/applicant/store', { kind: 'refuse', status: 413, json: { message: 'Ukuran file maksimal 2 MB' } });
  await openApplication(page);
  await page.getByRole('button', { name: 'Lamar Sekarang' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gagal!' });
  await expect(dialog.getByText(FAILED)).toBeVisible();
  await expect(dialog.getByText('Ukuran file maksimal 2 MB', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expectFormKept(page);

  server.treat('/applicant/store', { kind: 'refuse', status: 422, json: { message: '<b>Nama</b>\u202e wajib diisi' } });
  await page.getByRole('button', { name: 'Lamar Sekarang' }).click();
  await expect(dialog.getByText('<b>Nama</b> wajib diisi', { exact: true })).toBeVisible();
  await expect(dialog.locator('b')).toHaveCount(0);
});
