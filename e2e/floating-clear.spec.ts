import type { Page } from '@playwright/test';
import { expect, open, test } from './support';

// 'Reservasi Sekarang' and the WhatsApp chat button float over the page's bottom corners. They
// must never lie over a control a visitor aims at: not at first view, not where Tab puts focus
// (WCAG 2.2, 2.4.11 focus not obscured, and 2.5.8 target size).

const DEVICE = '/medical-device/kursi-roda-standar';
const PAGES = ['/', DEVICE, '/reservation', '/promotion/paket-fisioterapi-5-sesi', '/article/cara-merawat-lansia-dengan-demensia-di-rumah'];

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Waits until the screen has rendered its data: no skeleton or pending section is left. */
async function settle(page: Page) {
  await expect(page.locator('#main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Marks the two floating elements (the reservation link and the whole chat widget) so the checks
 * in the page can find them; fails when either is missing.
 */
async function markFloating(page: Page) {
  const reservation = page.getByRole('link', { name: 'Reservasi Sekarang' }).last();
  const chat = page.getByRole('link', { name: 'Chat WhatsApp' }).locator('..');
  await expect(reservation).toBeAttached();
  await expect(chat).toBeAttached();
  await reservation.evaluate((element) => element.setAttribute('data-test-floating', 'Reservasi Sekarang'));
  await chat.evaluate((element) => element.setAttribute('data-test-floating', 'the chat button'));
}

/** Names the controls in view whose centre lies under a floating element. */
function controlsUnderFloating(page: Page) {
  return page.evaluate((selector) => {
    const floating = [...document.querySelectorAll<HTMLElement>('[data-test-floating]')];
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (control.closest('[data-test-floating]') || control.closest('[inert]')) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      for (const element of floating) {
        const f = element.getBoundingClientRect();
        if (f.width === 0 || f.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
        if (x >= f.left && x <= f.right && y >= f.top && y <= f.bottom) {
          const name = control.getAttribute('aria-label') || control.textContent?.trim() || control.getAttribute('name') || control.tagName;
          found.push(`${name.slice(0, 40)} under ${element.dataset.testFloating}`);
        }
      }
    }
    return found;
  }, FOCUSABLE);
}

/**
 * The focused element, and the floating element that hides it, if any. An element that fits the
 * screen between the header and the floating buttons (the scroll padding) must not meet them at
 * all; a taller one (an embedded video) must keep the centre of its visible part uncovered.
 */
function focusState(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { name: null, covered: null };
    const name = (active.getAttribute('aria-label') || active.textContent?.trim() || active.getAttribute('name') || active.tagName).slice(0, 40);
    if (active.closest('[data-test-floating]')) return { name, covered: null };
    const a = active.getBoundingClientRect();
    const root = getComputedStyle(document.documentElement);
    const band = innerHeight - parseFloat(root.scrollPaddingTop) - parseFloat(root.scrollPaddingBottom);
    const top = Math.max(a.top, 0);
    const bottom = Math.min(a.bottom, innerHeight);
    const x = (a.left + a.right) / 2;
    const y = (top + bottom) / 2;
    for (const element of document.querySelectorAll<HTMLElement>('[data-test-floating]')) {
      const f = element.getBoundingClientRect();
      // A floating element that stepped aside (hidden while a field has focus) covers nothing.
      if (f.width === 0 || f.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      const covered =
        a.height <= band
          ? a.left < f.right && f.left < a.right && a.top < f.bottom && f.top < a.bottom
          : x >= f.left && x <= f.right && y >= f.top && y <= f.bottom;
      if (covered) return { name, covered: element.dataset.testFloating! };
    }
    return { name, covered: null };
  });
}

for (const path of PAGES) {
  test(`${path}: no control lies under a floating button at first view`, { tag: '@desktop' }, async ({ page }) => {
    await open(page, path);
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await markFloating(page);
    expect(await controlsUnderFloating(page), 'controls whose centre lies under a floating element').toEqual([]);
  });

  test(`${path}: Tab never puts focus behind a floating button`, { tag: '@desktop' }, async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, path);
    await settle(page);
    await markFloating(page);
    await page.locator('body').focus();
    const hidden: string[] = [];
    const seen = new Set<string>();
    // Every focusable once: stops where focus leaves the page or comes back round.
    for (let step = 0; step < 250; step += 1) {
      await page.keyboard.press('Tab');
      const { name, covered } = await focusState(page);
      if (name === null) break;
      const key = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        if (active.dataset.testTabbed) return 'again';
        active.dataset.testTabbed = '1';
        return 'new';
      });
      if (key === 'again') break;
      seen.add(name);
      if (covered) hidden.push(`${name} behind ${covered}`);
    }
    expect(seen.size, 'Tab reached the page’s controls').toBeGreaterThan(3);
    expect(hidden, 'focused controls behind a floating element').toEqual([]);
  });
}

test('a tap on a rental period at first view selects it', async ({ page }) => {
  await open(page, DEVICE);
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const periods = page.getByRole('group', { name: 'Periode sewa' }).getByRole('button');
  await expect(periods.first()).toBeVisible();
  // The demo device's periods are named by the API ('Harian', 'Mingguan', ...): each in turn,
  // the default (already pressed) last.
  const count = await periods.count();
  expect(count, 'the device has several periods').toBeGreaterThan(1);
  let tapped = 0;
  for (const index of [...Array(count).keys()].reverse()) {
    const period = periods.nth(index);
    const target = await period.boundingBox();
    expect(target, 'the period is laid out').not.toBeNull();
    const x = target!.x + target!.width / 2;
    const y = target!.y + target!.height / 2;
    // Only what the first view shows: a real tap at the button's centre, where the visitor aims.
    if (y > page.viewportSize()!.height) continue;
    await page.touchscreen.tap(x, y);
    tapped += 1;
    await expect(period).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(DEVICE);
  }
  expect(tapped, 'periods shown at first view').toBeGreaterThan(0);
});
