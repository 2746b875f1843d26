import type { Page } from '@playwright/test';
import { appReady, builtFile, expect, literally, open, test } from './support';

// The articles screen's lazy module, as a tab from before a deploy would find it: gone.
const ARTICLE_SCREEN = 'src/routes/articles/article-list.route.tsx';
/** What Chromium logs for the screen's file answering 404. */
const missingLog = async () => new RegExp(`status of 404 \\(Not Found\\) .*${literally(await builtFile(ARTICLE_SCREEN)).source}`);

/**
 * The articles chunk answers 404 to the page that is open now, as to a tab from before a
 * deploy; with `untilReload`, a page loaded afterwards gets it. Routed on the context: the demo
 * API's service worker fetches the page's requests itself.
 */
async function removeArticleChunk(page: Page, { untilReload }: { untilReload: boolean }) {
  const chunk = { failed: 0, served: 0 };
  let missing = true;
  page.on('request', (request) => {
    if (untilReload && request.isNavigationRequest() && request.frame() === page.mainFrame()) missing = false;
  });
  await page.context().route(`**${await builtFile(ARTICLE_SCREEN)}`, (route) => {
    if (!missing) {
      chunk.served += 1;
      return route.continue();
    }
    chunk.failed += 1;
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  return chunk;
}

/** Completed page loads at a path. */
function countLoads(page: Page, pathname: string) {
  const loads = { count: 0 };
  page.on('load', () => {
    if (new URL(page.url()).pathname === pathname) loads.count += 1;
  });
  return loads;
}

async function goToArticles(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Artikel', exact: true }).click();
}

test('a screen whose old chunk is gone reloads once into the new build, at the page asked for', async ({ page, isMobile, appLog }) => {
  appLog.expect(await missingLog());
  await open(page, '/');
  const chunk = await removeArticleChunk(page, { untilReload: true });
  const articleLoads = countLoads(page, '/article');

  await goToArticles(page, isMobile);

  // The reload lands on the prerendered articles page: its code comes once the app starts. The
  // address changes before the reload (the failed navigation still commits it), and the old page
  // is ready already: waited for only once the new page has loaded.
  await expect.poll(() => articleLoads.count).toBe(1);
  await expect(page).toHaveURL(/\/article$/);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daftar Artikel' }).getByRole('article').first()).toBeVisible();
  expect(articleLoads.count).toBe(1);
  expect(chunk.failed).toBeGreaterThan(0);
  expect(chunk.served).toBeGreaterThan(0);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  // Back leads to where the visitor came from, not to a second copy of the articles.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a chunk that stays missing shows the error screen after one reload, not a reload loop', async ({ page, isMobile, appLog }) => {
  appLog.expect(await missingLog(), '[route] TypeError: Failed to fetch dynamically imported module');
  await open(page, '/');
  await removeArticleChunk(page, { untilReload: false });
  const articleLoads = countLoads(page, '/article');

  await goToArticles(page, isMobile);

  await expect(page).toHaveURL(/\/article$/);
  await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  await expect(page.getByText(/dynamically imported module|Importing a module script failed/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Beranda' }).last()).toBeVisible();
  // The error screen shows only once the failure has been judged (src/app/chunk-reload.ts), and
  // the reload, had it been chosen, would have started by then.
  expect(articleLoads.count).toBe(1);
  await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
});
