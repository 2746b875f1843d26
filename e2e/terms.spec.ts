import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, open, recordApiCalls, test } from './support';

const FIRST = 'Syarat dan Ketentuan Layanan';
const SECOND = 'Kebijakan Pembatalan dan Pengembalian Dana';

const documentList = (page: Page) => page.getByRole('navigation', { name: 'Daftar dokumen' });
const download = (page: Page) => page.getByRole('button', { name: 'Unduh File' });

test("downloads the selected document as '{title}.pdf'", async ({ page }) => {
  const api = recordApiCalls(page);
  await open(page, '/terms-conditions');
  await expect(documentList(page).getByRole('button', { name: FIRST })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: FIRST })).toBeVisible();

  await documentList(page).getByRole('button', { name: SECOND }).click();
  await expect(page.getByRole('heading', { level: 2, name: SECOND })).toBeVisible();
  await expect(page.getByText('Update Terbaru')).toBeVisible();

  const saved = page.waitForEvent('download');
  await download(page).click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe(`${SECOND}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(api.calls.find((c) => c.path === '/document-item/download')?.url.searchParams.get('document_item_id')).toBe('2');
  await expect(download(page)).toBeEnabled();
});

test('a failed download is only logged; the button works again', async ({ page, appLog }) => {
  await open(page, '/terms-conditions');
  await expect(download(page)).toBeEnabled();
  await page.evaluate(() => window.__demoApi?.failNext('GET', '/document-item/download'));

  appLog.expect('[mutation]', /status of 500 .*\/api\/document-item\/download/);
  await download(page).click();
  await expect.poll(() => appLog.lines.some((text) => text.includes('[mutation]'))).toBe(true);
  await expect(download(page)).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const saved = page.waitForEvent('download');
  await download(page).click();
  expect((await saved).suggestedFilename()).toBe(`${FIRST}.pdf`);
});

test('the list is a swipe row on phones and a column beside the document on desktop', { tag: '@desktop' }, async ({ page, isMobile }) => {
  await open(page, '/terms-conditions');
  const buttons = documentList(page).getByRole('button');
  await expect(buttons).toHaveCount(3);
  const boxes = await Promise.all([0, 1, 2].map(async (index) => (await buttons.nth(index).boundingBox())!));
  const panel = (await page.getByRole('article').boundingBox())!;
  const list = documentList(page).getByRole('list');

  if (isMobile) {
    expect(boxes[1]!.y).toBe(boxes[0]!.y);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
    await expect(list).toHaveCSS('scroll-snap-type', 'x mandatory');
    await expect(list).toHaveCSS('overflow-x', 'auto');
    expect(panel.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height);
    // The long row scrolls inside itself: the document beside it still fits the screen.
    expect(panel.x + panel.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    // The row scrolls sideways to reach the last document.
    await buttons.nth(2).scrollIntoViewIfNeeded();
    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-pressed', 'true');
  } else {
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
    expect(boxes[1]!.x).toBe(boxes[0]!.x);
    expect(panel.x).toBeGreaterThanOrEqual(boxes[0]!.x + boxes[0]!.width);
  }
});
