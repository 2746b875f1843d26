import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../src/lib/paths';
import { expect, open, test } from './support';

// Slugs from the demo data (mocks/data).
const ROUTES: [name: string, path: string][] = [
  ['home', paths.home.getHref()],
  ['services', paths.services.getHref()],
  ['service', paths.service.getHref('perawat')],
  ['devices', paths.devices.getHref()],
  ['device', paths.device.getHref('kursi-roda-standar')],
  ['promotions', paths.promotions.getHref()],
  ['promotion', paths.promotion.getHref('diskon-20-kunjungan-perawat-pertama')],
  ['articles', paths.articles.getHref()],
  ['article', paths.article.getHref('cara-merawat-lansia-dengan-demensia-di-rumah')],
  ['careers', paths.careers.getHref()],
  ['career', paths.career.getHref('perawat-home-care-jakarta-selatan')],
  ['applicant', paths.applicant.getHref('perawat-home-care-jakarta-selatan')],
  ['faq', paths.faq.getHref()],
  ['reservation', paths.reservation.getHref()],
  ['terms', paths.terms.getHref()],
  ['privacy', paths.privacy.getHref()],
  ['about', paths.about.getHref()],
  ['contact', paths.contact.getHref()],
  ['partner', paths.partner.getHref()],
  ['validation', paths.validation.getHref()],
];

// On the desktop, these screens only: the frame's desktop navigation, the home page's wide grids, a
// detail's two columns, the form's layout and the terms' side column.
const ON_DESKTOP = new Set(['home', 'device', 'reservation', 'terms']);

const BLOCKING = new Set(['serious', 'critical']);

// axe checks the contrast of every text node: on a busy two-core machine a long page takes a while.
test.describe.configure({ timeout: 90_000 });

// Embedded players (YouTube) are someone else's markup and need the internet: each frame gets
// a blank titled page instead, so the run is the same offline and judges only this site.
const FRAME_STUB = '<!doctype html><html lang="en"><head><title>Embedded video</title></head><body></body></html>';

async function stubThirdParties(page: Page, baseURL: string | undefined) {
  const ownOrigin = new URL(baseURL!).origin;
  await page.route(
    (url) => url.origin !== ownOrigin,
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: FRAME_STUB })
        : route.abort(),
  );
}

/** Waits until no section is still loading, so axe sees the screen the visitor reads. */
async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"], [data-skeleton]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#main h1').first()).toBeVisible();
}

/** Runs axe for WCAG 2.1 A and AA: each serious or critical violation, with the elements it names. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    );
}

/** Fails with every serious or critical violation listed. */
async function expectNoSeriousViolations(page: Page) {
  const report = await seriousViolations(page);
  expect(report, report.join('\n')).toEqual([]);
}

// Every screen in one tab, a step each; the failure lists the violations of every screen.
test('axe: no serious or critical violation on any screen', { tag: '@desktop' }, async ({ page, baseURL, isMobile }) => {
  const routes = isMobile ? ROUTES : ROUTES.filter(([name]) => ON_DESKTOP.has(name));
  test.setTimeout(30_000 + routes.length * 30_000);
  await stubThirdParties(page, baseURL);
  const report: string[] = [];
  for (const [name, path] of routes) {
    await test.step(`${name} (${path})`, async () => {
      await open(page, path);
      await settle(page);
      report.push(...(await seriousViolations(page)).map((violation) => `${name} (${path}): ${violation}`));
    });
  }
  expect(report, report.join('\n')).toEqual([]);
});

test('axe: no serious or critical violation with the phone menu open', async ({ page, baseURL, isMobile }) => {
  test.skip(!isMobile, 'the menu panel exists on phones only');
  await stubThirdParties(page, baseURL);
  await open(page, paths.home.getHref());
  await settle(page);
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Kontak' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

/** Each id an ARIA relation names (aria-controls, -labelledby, -describedby, a label's for) that no element has. */
async function danglingIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dangling: string[] = [];
    const relations: [selector: string, attribute: string][] = [
      ['[aria-controls]', 'aria-controls'],
      ['[aria-labelledby]', 'aria-labelledby'],
      ['[aria-describedby]', 'aria-describedby'],
      ['label[for]', 'for'],
    ];
    for (const [selector, attribute] of relations) {
      for (const element of document.querySelectorAll(selector)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) dangling.push(`${attribute}="${id}" on <${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}"`);
        }
      }
    }
    return dangling;
  });
}

// The browser renders ids of its own for what it adds after hydration (an answer opened, a
// panel shown): they must be the ids the prerendered HTML gave the controls that name them.
test('ARIA ids resolve on every prerendered page after hydration, and after each disclosure opens', async ({ page, baseURL }) => {
  test.setTimeout(30_000 + ROUTES.length * 15_000);
  await stubThirdParties(page, baseURL);
  const report: string[] = [];
  for (const [name, path] of ROUTES) {
    await test.step(`${name} (${path})`, async () => {
      await open(page, path);
      await settle(page);
      report.push(...(await danglingIds(page)).map((line) => `${name}: ${line}`));
      // Every closed disclosure of the screen, opened one after the other (an accordion closes the last).
      const closed = page.locator('#main button[aria-expanded="false"]');
      const count = Math.min(await closed.count(), 6);
      for (let index = 0; index < count; index++) {
        const control = page.locator('#main button[aria-expanded]').nth(index);
        if ((await control.getAttribute('aria-expanded')) !== 'false' || !(await control.isVisible())) continue;
        await control.click();
        await expect(control).toHaveAttribute('aria-expanded', 'true');
        const controlled = await control.getAttribute('aria-controls');
        if (controlled) {
          const target = page.locator(`[id="${controlled}"]`);
          if ((await target.count()) !== 1) report.push(`${name}: opened "${(await control.textContent())?.trim().slice(0, 40)}" names aria-controls="${controlled}", which no element has`);
          else await expect(target).toBeVisible();
        }
        report.push(...(await danglingIds(page)).map((line) => `${name} (after opening): ${line}`));
        await page.keyboard.press('Escape');
      }
    });
  }
  expect([...new Set(report)], [...new Set(report)].join('\n')).toEqual([]);
});
