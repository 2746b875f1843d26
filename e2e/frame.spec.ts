import { appReady, expect, holdRequests, open, recordApiCalls, test } from './support';

const NAV = ['Beranda', 'Layanan', 'Alat Kesehatan', 'Promosi', 'Tentang', 'Kontak', 'Artikel'];

test('the frame: navigation, footer, floating link and chat widget', { tag: '@desktop' }, async ({ page, isMobile }) => {
  await open(page, '/tidak-ada');
  if (isMobile) await page.getByRole('button', { name: 'Buka menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  for (const label of NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Support By')).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Layanan Kami' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Perawat', exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Validasi Dokumen' })).toHaveAttribute('href', '/validation-document');
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();

  await expect(page.getByRole('link', { name: 'Reservasi Sekarang' })).toHaveAttribute('href', '/reservation');
  const chat = page.getByRole('link', { name: 'Chat WhatsApp' });
  const href = await chat.getAttribute('href');
  expect(decodeURIComponent(new URL(href!).searchParams.get('text')!)).toBe('Halo Saya ingin konsultasi');
});

test('an idle page runs no animation: the loading bar animates only while the next screen loads', async ({ page }) => {
  await open(page, '/faq');
  // Each running animation's kind: an infinite one, even unseen, has the browser draw a frame for
  // it all the time, on the main thread too.
  const running = () =>
    page.evaluate(() => document.getAnimations().flatMap((animation) => (animation.playState === 'running' ? [animation.constructor.name] : [])));
  await expect.poll(running).toEqual([]);
  const held = await holdRequests(page, '**/assets/validation.route-*.js');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Validasi Dokumen' }).click();
  await expect.poll(running).toContain('CSSAnimation');
  held.release();
  await expect(page.getByRole('heading', { name: 'Validasi Dokumen', level: 1 })).toBeVisible();
  await expect.poll(running).toEqual([]);
});

test('the bar turns solid at the first scroll by fading in a layer, which only the compositor animates', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only: the desktop bar is the same');
  await open(page, '/faq');
  const header = page.locator('header').first();
  await expect(header).not.toHaveAttribute('data-scrolled');
  // Each transition the bar starts: its pseudo-element, if any, and its property. A transition of
  // an opacity runs on the compositor; one of a background or a shadow is painted on the main
  // thread at every frame, where a tap made just after the scroll waits for it.
  await header.evaluate((bar) => {
    const started: string[] = [];
    Object.assign(window, { barTransitions: started });
    bar.addEventListener('transitionrun', (event) => {
      const { pseudoElement, propertyName } = event as TransitionEvent;
      started.push(`${pseudoElement}${propertyName}`);
    });
  });
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(header).toHaveAttribute('data-scrolled', '');
  const layer = () => header.evaluate((bar) => getComputedStyle(bar, '::before').opacity);
  await expect.poll(layer).toBe('1');
  expect(await page.evaluate(() => (window as unknown as { barTransitions: string[] }).barTransitions)).toEqual(['::beforeopacity']);
  // The layer is the solid bar: the page's surface with a shadow.
  const look = await header.evaluate((bar) => {
    const style = getComputedStyle(bar, '::before');
    return { background: style.backgroundColor, shadow: style.boxShadow !== 'none', bar: getComputedStyle(bar).backgroundColor };
  });
  expect(look).toEqual({ background: 'rgb(255, 255, 255)', shadow: true, bar: 'rgba(0, 0, 0, 0)' });
});

test('the not-found screen', async ({ page }) => {
  await open(page, '/halaman/yang/tidak/ada');
  await expect(page.getByText('Oops')).toBeVisible();
  await expect(page.getByText('Something Went Wrong')).toBeVisible();
  await expect(page.getByText('Error 404 Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Beranda' }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test('head tags come from GET /seo for the path, with the fixed tags', async ({ page }) => {
  const api = recordApiCalls(page);
  await open(page, '/');
  await expect(page).toHaveTitle(/Rawatin/);
  // The page's public URL: on the site root the build names (a prerendered page) or the page's own.
  const seo = api.calls.find((c) => c.path === '/seo');
  expect(seo?.url.searchParams.get('url')).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /.+/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /index, ?follow/);
  await expect(page.locator('meta[name="copyright"]')).toHaveAttribute('content', '2024');
  await expect(page.locator('title')).toHaveCount(1);
});

test('the mobile menu opens, closes on navigation, and the bar turns white when scrolled', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
  await open(page, '/tidak-ada');
  const header = page.locator('header').first();
  const toggle = page.getByRole('button', { name: 'Buka menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Kontak' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'false');
  await page.setViewportSize({ width: 1024, height: 740 });
  await expect(page.getByRole('button', { name: 'Buka menu' })).toBeHidden();
  await expect(header).toBeVisible();
});

test('the session cache: in-app navigation fetches contact, services and branches once; a reload fetches again', async ({
  page,
  isMobile,
}) => {
  const api = recordApiCalls(page);
  await open(page, '/tidak-ada');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Perawat', exact: true })).toBeVisible();
  for (const label of ['Layanan', 'Kontak', 'Tentang', 'Artikel']) {
    if (isMobile) await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page.locator('#main')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(api.count('/contact')).toBe(1);
  expect(api.count('/services')).toBe(1);
  expect(api.count('/branch')).toBe(1);

  await page.reload();
  await appReady(page);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Perawat', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(api.count('/contact')).toBe(2);
  expect(api.count('/services')).toBe(2);
  expect(api.count('/branch')).toBe(2);
});

test('on a phone the row of entries scrolls the current one into view', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
  await open(page, '/article');
  const current = page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Artikel', exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport({ ratio: 1 });
});
