import type { Locator, Page } from '@playwright/test';
import { expect, open, test } from './support';

const SLUG = 'perawat-home-care-jakarta-selatan';
// A real 1x1 PNG, so the preview has an image to decode.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type SentField = string | { name: string; size: number; type: string };

/**
 * Keeps what the page sends to /applicant/store (by XMLHttpRequest, as every send with files):
 * the demo API answers inside a service worker, and the browser does not report multipart
 * bodies with files to the test.
 */
async function captureApplications(page: Page) {
  await page.addInitScript(() => {
    const sent: [string, unknown][][] = [];
    Object.assign(window, { __sentApplications: sent });
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    const urls = new WeakMap<XMLHttpRequest, string>();
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      urls.set(this, `${method} ${String(url)}`);
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    };
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      if (urls.get(this)?.match(/^POST .*\/api\/applicant\/store$/) && body instanceof FormData) {
        sent.push([...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type }]));
      }
      return send.call(this, body);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __sentApplications: [string, SentField][][] }).__sentApplications);
}

const fileBox = (page: Page, label: string) => page.getByRole('group', { name: label });
const fileInput = (box: Locator) => box.locator('input[type="file"]');

async function fillFields(page: Page) {
  await page.getByLabel('Nama').fill('Siti Aminah');
  await page.getByLabel('No Telfon').pressSequentially('0812-3456-7890');
  await expect(page.getByLabel('No Telfon')).toHaveValue('081234567890');
  await page.getByLabel('Email').fill('siti@example.com');
  await page.getByRole('radio', { name: 'Online' }).check();
  await page.getByLabel('Deskripsikan dirimu').fill('Perawat dengan STR aktif, 3 tahun di home care.');
}

async function openFromCareerList(page: Page) {
  await open(page, '/career');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Perawat Home Care' }) }).first();
  await card.getByRole('link', { name: 'Lihat Detail' }).click();
  await expect(page).toHaveURL(new RegExp(`/career/${SLUG}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Perawat Home Care' })).toBeVisible();
  await page.getByRole('link', { name: 'Lamar Sekarang' }).click();
  await expect(page).toHaveURL(new RegExp(`/applicant/${SLUG}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Perawat Home Care' })).toBeVisible();
  // Demo deadlines count from today.
  await expect(page.getByText(/^Aktif Sampai \d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
}

test('apply from the career list with two chosen files: success dialog, OK clears the form', async ({ page }) => {
  const sentApplications = await captureApplications(page);
  await openFromCareerList(page);
  await fillFields(page);

  const cvBox = fileBox(page, 'Upload CV');
  const ktpBox = fileBox(page, 'Upload KTP');
  await fileInput(cvBox).setInputFiles({ name: 'cv-siti.pdf', mimeType: 'application/pdf', buffer: PDF });
  await fileInput(ktpBox).setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: PNG });
  await expect(cvBox.getByText('cv-siti.pdf')).toBeVisible();
  const preview = ktpBox.getByRole('img', { name: 'Pratinjau ktp.png' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.getByRole('button', { name: 'Lamar Sekarang' }).click();
  const dialog = page.getByRole('dialog', { name: 'Berhasil!' });
  await expect(dialog).toBeVisible();
  const sent = await sentApplications();
  expect(sent).toHaveLength(1);
  expect(Object.fromEntries(sent[0]!)).toEqual({
    slug: SLUG,
    name: 'Siti Aminah',
    email: 'siti@example.com',
    phone_number: '081234567890',
    interview_location: 'online',
    description: 'Perawat dengan STR aktif, 3 tahun di home care.',
    cv: { name: 'cv-siti.pdf', size: PDF.length, type: 'application/pdf' },
    photo_id: { name: 'ktp.png', size: PNG.length, type: 'image/png' },
  });

  await expect(dialog.getByText('Lamaran Anda telah berhasil dikirim.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  for (const label of ['Nama', 'No Telfon', 'Email', 'Deskripsikan dirimu']) await expect(page.getByLabel(label)).toHaveValue('');
  await expect(page.getByRole('radio', { name: /^Kantor / })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Hapus File' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pilih File' })).toHaveCount(2);
  // The button was disabled while sending; focus still comes back to it.
  await expect(page.getByRole('button', { name: 'Lamar Sekarang' })).toBeFocused();
});

test('a file dropped on the box and one chosen by keyboard; a failed send keeps everything', { tag: '@desktop' }, async ({ page, appLog }) => {
  appLog.expect('[mutation] HTTPError: Request failed with status code 500');
  await open(page, `/applicant/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Perawat Home Care' })).toBeVisible();
  await fillFields(page);

  const cvBox = fileBox(page, 'Upload CV');
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.4 dropped'], 'cv-dropped.pdf', { type: 'application/pdf' }));
    return transfer;
  });
  const zone = cvBox.locator('[data-dragging]');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await expect(zone).toHaveAttribute('data-dragging', 'true');
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(cvBox.getByText('cv-dropped.pdf')).toBeVisible();

  const ktpBox = fileBox(page, 'Upload KTP');
  // Focused and pressed in one action, so nothing can take the focus in between.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), ktpBox.getByRole('button', { name: 'Pilih File' }).press('Enter')]);
  await chooser.setFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: PNG });
  await expect(ktpBox.getByText('ktp.png')).toBeVisible();

  await page.evaluate(() => window.__demoApi!.failNext('POST', '/applicant/store'));
  const submit = page.getByRole('button', { name: 'Lamar Sekarang' });
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Gagal!' });
  await expect(dialog.getByText('Terjadi kesalahan saat mengirim lamaran Anda. Silakan coba lagi.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
  await expect(page.getByLabel('Nama')).toHaveValue('Siti Aminah');
  await expect(page.getByLabel('No Telfon')).toHaveValue('081234567890');
  await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
  await expect(cvBox.getByText('cv-dropped.pdf')).toBeVisible();
  await expect(ktpBox.getByText('ktp.png')).toBeVisible();

  await ktpBox.getByRole('button', { name: 'Hapus File' }).click();
  await expect(ktpBox.getByText('ktp.png')).toHaveCount(0);
  await expect(ktpBox.getByRole('button', { name: 'Pilih File' })).toBeVisible();
});
