import type { Locator, Page } from '@playwright/test';
import { expect, open, test } from './support';

// The narrowest phones still in use; every check here starts at this width.
test.use({ viewport: { width: 320, height: 640 } });

const ARTICLE = '/article/cara-merawat-lansia-dengan-demensia-di-rumah';
const CAREER = 'perawat-home-care-jakarta-selatan';

const MAIN_ROUTES = [
  '/',
  '/service',
  '/service/perawat',
  '/about',
  '/contact',
  '/faq',
  '/terms-conditions',
  '/privacy-policy-mobile',
  '/article',
  ARTICLE,
  '/promotion',
  '/promotion/paket-fisioterapi-5-sesi',
  '/medical-device',
  '/medical-device/kursi-roda-standar',
  '/career',
  `/career/${CAREER}`,
  `/applicant/${CAREER}`,
  '/partner',
  '/reservation',
  '/validation-document',
];

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const floatingReservation = (page: Page) => page.getByRole('link', { name: 'Reservasi Sekarang' }).last();
// The whole chat widget: the button and, on wide screens, the greeting beside it.
const chatWidget = (page: Page) => page.getByRole('link', { name: 'Chat WhatsApp' }).locator('..');

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found!;
}

/** Fails when `target` lies under either floating button. */
async function expectUncovered(page: Page, target: Locator, what: string) {
  const targetBox = await box(target);
  for (const [name, floating] of [
    ['Reservasi Sekarang', floatingReservation(page)],
    ['the chat button', chatWidget(page)],
  ] as const) {
    expect(intersects(targetBox, await box(floating)), `${what} is covered by ${name}`).toBe(false);
  }
}

/** Waits until the screen has rendered its data: no skeleton or pending section is left. */
async function settle(page: Page) {
  await expect(page.locator('#main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// One tab for all of them, a step per page; the failure lists every page that scrolls sideways.
test('no page scrolls sideways at 320 px', async ({ page }) => {
  test.setTimeout(30_000 + MAIN_ROUTES.length * 10_000);
  const overflowing: string[] = [];
  for (const path of MAIN_ROUTES) {
    await test.step(path, async () => {
      await open(page, path);
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow !== 0) overflowing.push(`${path}: ${overflow} px`);
    });
  }
  expect(overflowing, 'pages with sideways scroll (pixels)').toEqual([]);
});

test('the two floating buttons never overlap, from 320 px up', async ({ page }) => {
  await open(page, '/');
  for (const width of [320, 360, 375, 414, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 640 });
    const reservation = await box(floatingReservation(page));
    const chat = await box(chatWidget(page));
    expect(intersects(reservation, chat), `the floating buttons overlap at ${width} px`).toBe(false);
    expect(reservation.x + reservation.width, `Reservasi Sekarang fits the screen at ${width} px`).toBeLessThanOrEqual(width);
  }
});

/**
 * Brings each control of the form into view the two ways a page does, and names those that
 * then lie under a floating button: focus (as Tab does) and scrolling it to the screen's bottom
 * edge, the lowest it is ever shown. One call in the page, so a long form stays quick.
 */
async function coveredControls(page: Page, form: Locator) {
  const floating = [await floatingReservation(page).elementHandle(), await chatWidget(page).elementHandle()];
  return form.evaluate((formElement, floatingElements) => {
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered = (element: Element) =>
      floatingElements.some((f) => overlaps(element.getBoundingClientRect(), f!.getBoundingClientRect()));
    const found: string[] = [];
    for (const control of formElement.querySelectorAll<HTMLElement>('input, select, textarea, button[type="submit"]')) {
      const { width, height } = control.getBoundingClientRect();
      if (width < 8 || height < 8) continue; // visually hidden inputs behind a styled label or drop zone
      const name = control.getAttribute('name') ?? control.textContent;
      // A focused textarea reveals only its caret line; its whole box is checked at the bottom edge.
      if (control.tagName !== 'TEXTAREA') {
        control.focus();
        if (covered(control)) found.push(`${name} (focused)`);
      }
      control.scrollIntoView({ block: 'end' });
      if (covered(control)) found.push(`${name} (at the bottom edge)`);
    }
    return found;
  }, floating);
}

const FORMS = [
  { path: '/reservation', submit: 'Kirim' },
  { path: `/applicant/${CAREER}`, submit: 'Lamar Sekarang' },
  { path: ARTICLE, submit: 'Kirim Komentar' },
] as const;

for (const { path, submit } of FORMS) {
  test(`${path}: every field, '${submit}' and the page's end can be reached uncovered`, async ({ page }) => {
    await open(page, path);
    await settle(page);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: submit, exact: true }) });
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 640 });
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await coveredControls(page, form), `controls under a floating button at ${width} px`).toEqual([]);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLine = page.getByRole('contentinfo').locator('p').last();
      await expectUncovered(page, lastLine, `the footer's last line at ${width} px`);
    }
  });
}
