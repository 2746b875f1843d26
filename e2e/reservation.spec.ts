import type { Page } from '@playwright/test';
import { expect, open, recordApiCalls, test } from './support';

const DRAFT = {
  customer: 'Budi Santoso',
  phone: '081234567890',
  patient: 'Siti Aminah',
  address: 'Jl. Melati No. 5, Jakarta Selatan',
  condition: 'Pasien lansia 70 tahun, pasca stroke.',
};

const field = (page: Page) => ({
  customer: page.getByRole('textbox', { name: 'Nama Penanggung Jawab' }),
  phone: page.getByRole('textbox', { name: 'No HP Penanggung Jawab' }),
  email: page.getByRole('textbox', { name: 'Email (Opsional)' }),
  patient: page.getByRole('textbox', { name: 'Nama Pasien' }),
  gender: page.getByRole('combobox', { name: 'Jenis Kelamin' }),
  address: page.getByRole('textbox', { name: 'Alamat Dirawat' }),
  condition: page.getByRole('textbox', { name: 'Ceritakan Tentang Pasien' }),
});

async function fillForm(page: Page) {
  const f = field(page);
  await page.getByRole('button', { name: 'Perawat', exact: true }).click();
  await page.getByRole('button', { name: 'Fisioterapi', exact: true }).click();
  await f.customer.fill(DRAFT.customer);
  await f.phone.fill(DRAFT.phone);
  await f.patient.fill(DRAFT.patient);
  await f.gender.selectOption('L');
  await f.address.fill(DRAFT.address);
  await f.condition.fill(DRAFT.condition);
}

async function expectKept(page: Page) {
  const f = field(page);
  await expect(page.getByRole('button', { name: 'Perawat', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Fisioterapi', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(f.customer).toHaveValue(DRAFT.customer);
  await expect(f.phone).toHaveValue(DRAFT.phone);
  await expect(f.patient).toHaveValue(DRAFT.patient);
  await expect(f.gender).toHaveValue('L');
  await expect(f.address).toHaveValue(DRAFT.address);
  await expect(f.condition).toHaveValue(DRAFT.condition);
}

test('a reservation that fails is sent again without retyping, then the form clears', async ({ page, appLog }) => {
  appLog.expect('[mutation] HTTPError: Request failed with status code 500');
  const api = recordApiCalls(page);
  await open(page, '/reservation');
  await fillForm(page);
  await page.evaluate(() => window.__demoApi!.failNext('POST', '/reservation/store'));

  const submit = page.getByRole('button', { name: 'Kirim', exact: true });
  await submit.click();
  const failed = page.getByRole('dialog', { name: 'Gagal!' });
  await expect(failed).toContainText('Terjadi kesalahan saat mengirim Reservasi Anda. Silakan coba lagi.');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(failed).toBeHidden();
  await expectKept(page);

  await submit.click();
  const sent = page.getByRole('dialog', { name: 'Reservasi Berhasil Terkirim!' });
  await expect(sent).toContainText(`Kami akan segera menghubungimu langsung ke nomor ${DRAFT.phone}.`);
  expect(api.count('/reservation/store', 'POST')).toBe(2);
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(sent).toBeHidden();
  await expect(field(page).customer).toHaveValue('');
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
});

/** Every value in the tab's sessionStorage, whatever its key. */
const storedTexts = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`));

async function expectNoPatientDetailStored(page: Page) {
  for (const text of await storedTexts(page)) {
    for (const value of [DRAFT.patient, DRAFT.address, DRAFT.condition]) expect(text).not.toContain(value);
  }
}

test('the draft is kept whole across screens, but a reload keeps no patient detail', async ({ page }) => {
  await open(page, '/reservation');
  await fillForm(page);
  await expectNoPatientDetailStored(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.getByRole('link', { name: 'Reservasi Sekarang' }).click();
  await expectKept(page);
  await expectNoPatientDetailStored(page);

  await page.reload();
  await page.locator('#main').waitFor();
  const f = field(page);
  await expect(page.getByRole('button', { name: 'Perawat', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Fisioterapi', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(f.customer).toHaveValue(DRAFT.customer);
  await expect(f.phone).toHaveValue(DRAFT.phone);
  await expect(f.patient).toHaveValue('');
  await expect(f.gender).toHaveValue('');
  await expect(f.address).toHaveValue('');
  await expect(f.condition).toHaveValue('');
});

test('a warning dialog traps focus, and service tiles toggle from the keyboard', { tag: '@desktop' }, async ({ page }) => {
  await open(page, '/reservation');
  const perawat = page.getByRole('button', { name: 'Perawat', exact: true });
  await perawat.focus();
  await page.keyboard.press('Space');
  await expect(perawat).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(perawat).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Kirim', exact: true }).focus();
  await page.keyboard.press('Enter');
  const warning = page.getByRole('dialog', { name: 'Peringatan' });
  await expect(warning).toContainText('Silakan pilih minimal satu layanan.');
  await expect(warning.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(warning.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  await expect(page.getByRole('button', { name: 'Kirim', exact: true })).toBeFocused();
});
