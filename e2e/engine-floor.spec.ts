import { expect, test } from './support';

// An engine below the build's floor ("browserslist" in package.json) keeps the prerendered page
// as built: the app does not start, nothing replaces the content with an error screen, and the
// page's inline script lets go of what it holds. Simulated in Chromium as an engine without
// `Object.hasOwn` and without class static blocks: the first deleted before the page's scripts
// run, the second as the page's own code failing to parse.

const PAGES: { path: string; section?: string }[] = [{ path: '/' }, { path: '/service/perawat' }, { path: '/article', section: 'Artikel Populer' }];

for (const { path, section } of PAGES) {
  test(`${path} keeps its prerendered content on an engine below the floor`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    const pageCode = (/data-page="([^"]+)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
    expect(pageCode.length, `${path} has code of its own`).toBeGreaterThan(0);
    for (const file of pageCode) {
      await page.context().route(`**${file}`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'export class A { static { this.x = } }' }),
      );
    }
    await page.addInitScript(() => {
      delete (Object as { hasOwn?: unknown }).hasOwn;
      const settled = new Promise<string>((resolve) => {
        document.addEventListener('site:failed', () => resolve('failed'), { once: true });
        document.addEventListener('site:interactive', () => resolve('interactive'), { once: true });
      });
      Object.assign(window, { __settled: settled });
    });
    await page.goto(path);
    // The app said it cannot start, or started and answered (or fell to its error screen) anyway.
    const outcome = await Promise.race([
      page.evaluate(() => (window as unknown as { __settled: Promise<string> }).__settled),
      page.getByText('Unexpected Application Error!').waitFor().then(() => 'error screen'),
      page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' }).then(() => 'replaced'),
    ]);
    expect(outcome).toBe('failed');
    await expect(page.locator('#root[data-prerendered] #main h1').first()).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    if (section) await expect(page.getByRole('region', { name: section })).toBeVisible();
    // Its links are plain links: one opens its page.
    const link = page.locator('#root a[href^="/"]:not([href="/"])').filter({ visible: true }).first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });
}
