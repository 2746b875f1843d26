import { expect, open, recordApiCalls, test } from './support';

const input = 'Masukkan Kode Invoice / Nomor Surat';

test('a document check: a valid code, an unknown one, a server failure and an empty code', async ({ page, appLog }) => {
  appLog.expect('[mutation] HTTPError: Request failed with status code 404', '[mutation] HTTPError: Request failed with status code 500');
  const api = recordApiCalls(page);
  await open(page, '/validation-document');
  await expect(page.getByRole('heading', { level: 1, name: 'Validasi Dokumen' })).toBeVisible();
  const code = page.getByRole('textbox', { name: input });
  const verdict = page.getByTestId('document-verdict');

  await code.fill(' INV/2026/0001 ');
  await code.press('Enter');
  await expect(verdict).toHaveText('Dokumen dengan nomor surat INV/2026/0001 dinyatakan valid dan terdaftar.');
  await expect(verdict.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');

  await code.fill('INV/0000/9999');
  await page.getByRole('button', { name: 'Cek' }).click();
  await expect(verdict).toHaveText('Dokumen yang Anda miliki dengan nomor surat INV/0000/9999 dinyatakan tidak valid.');
  await expect(verdict.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'invalid');

  await page.evaluate(() => window.__demoApi!.failNext('POST', '/validate/check'));
  await code.fill('INV/2026/0002');
  await code.press('Enter');
  await expect(verdict).toHaveText('Dokumen yang Anda miliki dengan nomor surat INV/2026/0002 dinyatakan tidak valid.');

  await code.fill('   ');
  await code.press('Enter');
  await expect(verdict).toHaveText('');
  expect(api.count('/validate/check', 'POST')).toBe(3);
});
