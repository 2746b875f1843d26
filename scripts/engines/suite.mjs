// The browser suite for Firefox ESR and WebKitGTK on the production build, at 375 × 740.
// docs/browser-tests.md says what it checks and how to run it.
//   node scripts/engines/suite.mjs firefox|webkit [--dist dist] [/path ...]
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parseArgs } from 'node:util';
import { firefox, VIEWPORT, webkit } from './drivers.mjs';
import { allRoutes, UNKNOWN } from './routes.mjs';
import { serveWithProbe } from './serve.mjs';

/** @typedef {import('./drivers.mjs').Tab} Tab */
/** @typedef {import('./drivers.mjs').Engine} Engine */

const { values: options, positionals } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' } },
  allowPositionals: true,
});
const [engineName, ...only] = positionals;
const ENGINES = { firefox, webkit };
if (engineName !== 'firefox' && engineName !== 'webkit') {
  console.error('Usage: node scripts/engines/suite.mjs firefox|webkit [--dist dist] [/path ...]');
  process.exit(2);
}

const dist = options.dist ?? 'dist';
assert.ok(existsSync(join(dist, 'index.html')), `No build in ${dist}: run npm run build first.`);
const routes = only.length ? only : allRoutes(dist);

/** How long a page may take to answer before its checks fail: generous, for a loaded machine. */
const ANSWER_TIMEOUT = 20_000;

/** @type {Engine} */
let engine;
/** @type {Awaited<ReturnType<typeof serveWithProbe>>} */
let site;

/** Opens a path in a fresh tab and waits for 'site:interactive'. @param {string} path */
async function open(path) {
  const tab = await engine.newTab();
  await tab.goto(`${site.origin}${path}`);
  await tab.waitFor("the app's 'site:interactive'", () => window.__engines?.interactiveAt != null, ANSWER_TIMEOUT);
  return tab;
}

/** @param {Tab} tab */
const errorsOf = (tab) => tab.run(() => window.__engines.errors);

/** @param {Tab} tab */
const pageState = (tab) =>
  tab.run(() => {
    const loader = performance.getEntriesByName('site:loader', 'mark');
    const detail = /** @type {PerformanceMark | undefined} */ (loader[0])?.detail;
    const main = document.getElementById('main');
    return {
      loaderMarks: loader.length,
      loaderAt: loader[0] ? Math.round(loader[0].startTime) : null,
      loadAt: Math.round(/** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0])?.loadEventStart ?? -1),
      trigger: detail && typeof detail === 'object' && 'trigger' in detail ? String(detail.trigger) : null,
      // React's own mark on the element it hydrated.
      hydrated: Boolean(main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'))),
      mainText: (main?.textContent ?? '').trim().length,
      title: document.title,
      innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      bodyScrollWidth: document.body.scrollWidth,
    };
  });

before(async () => {
  site = await serveWithProbe({ dir: dist, port: Number(process.env.ENGINES_PORT || 0) });
  engine = await ENGINES[engineName]();
});

after(async () => {
  await engine?.close();
  await site?.close();
});

describe(`${engineName} at ${VIEWPORT.width} × ${VIEWPORT.height}`, () => {
  for (const path of routes) {
    const shell = path === UNKNOWN;
    describe(path, () => {
      /** @type {Tab} */
      let tab;
      /** @type {Awaited<ReturnType<typeof pageState>>} */
      let state;
      before(async () => {
        tab = await open(path);
        state = await pageState(tab);
      });
      after(() => tab?.close());

      test('renders and hydrates', () => {
        assert.ok(state.mainText > 0, 'the page shows content in #main');
        assert.ok(state.title.trim(), 'the page has a title');
        assert.ok(state.hydrated, 'React has hydrated #main');
      });

      // One 'site:loader' mark naming what started the app; 'fallback' means a timer did.
      test(`starts from the ${shell ? 'shell' : 'common trigger (load or interaction)'}, not a fallback`, () => {
        assert.equal(state.loaderMarks, 1, "one 'site:loader' mark");
        const expected = shell ? ['shell'] : ['load', 'interaction'];
        assert.ok(
          state.trigger !== null && expected.includes(state.trigger),
          `started from ${state.trigger ?? 'an unnamed trigger'}, expected ${expected.join(' or ')} (mark at ${state.loaderAt} ms, load at ${state.loadAt} ms)`,
        );
      });

      test('nothing scrolls sideways at 375 px', () => {
        assert.equal(state.innerWidth, VIEWPORT.width, 'the viewport is a phone’s');
        assert.ok(
          state.scrollWidth <= state.clientWidth && state.bodyScrollWidth <= state.clientWidth,
          `document ${state.scrollWidth} px, body ${state.bodyScrollWidth} px wide in a ${state.clientWidth} px viewport`,
        );
      });

      // A link of the menu: the app's router takes it, so the document (and what it holds) stays.
      test('a menu link navigates without a reload', async () => {
        const target = path === '/about' ? '/contact' : '/about';
        await tab.run(() => {
          /** @type {any} */ (window).__sameDocument = true;
        });
        await tab.click({ css: 'button[aria-controls="site-menu"]' });
        // Open and at rest: a tap on a panel still sliding in lands beside the link.
        await tab.waitFor(
          'the menu to open',
          (href) => {
            const toggle = document.querySelector('button[aria-controls="site-menu"]');
            const menu = document.getElementById('site-menu');
            const link = menu?.querySelector(`a[href="${href}"]`);
            if (toggle?.getAttribute('aria-expanded') !== 'true' || !menu || !link) return false;
            const box = link.getBoundingClientRect();
            return menu.getAnimations({ subtree: true }).length === 0 && box.width > 0 && box.top >= 0 && box.bottom <= innerHeight;
          },
          10_000,
          target,
        );
        await tab.click({ css: `#site-menu a[href="${target}"]` });
        await tab.waitFor(`the path ${target}`, (to) => location.pathname === to, 10_000, target);
        await tab.waitFor(`${target}'s heading`, () => Boolean(document.querySelector('#main h1')), 10_000);
        assert.equal(await tab.run(() => /** @type {any} */ (window).__sameDocument === true), true, 'the document was not reloaded');
      });

      test('no uncaught error, console.error or console.warn', async () => {
        assert.deepEqual(await errorsOf(tab), []);
      });
    });
  }

  if (!only.length || only.includes('/reservation')) {
    test('/reservation: a picked service and the filled fields send one reservation, then the success dialog', async () => {
      const tab = await open('/reservation');
      try {
        await tab.click({ xpath: "//button[@aria-pressed][span[normalize-space()='Perawat']]" });
        await tab.waitFor(
          'the tile to show as picked',
          () => document.evaluate("//button[@aria-pressed='true'][span[normalize-space()='Perawat']]", document, null, XPathResult.BOOLEAN_TYPE, null).booleanValue,
          5_000,
        );
        await tab.type({ css: 'input[name="customer_name"]' }, 'Budi Santoso');
        await tab.type({ css: 'input[name="phone_number"]' }, '081234567890');
        await tab.type({ css: 'input[name="patient_name"]' }, 'Siti Aminah');
        await tab.choose({ css: 'select[name="patient_gender"]' }, 'L');
        await tab.type({ css: 'textarea[name="address"]' }, 'Jl. Melati No. 5, Jakarta Selatan');
        await tab.type({ css: 'textarea[name="patient_condition"]' }, 'Pasien lansia 70 tahun, pasca stroke.');

        await tab.click({ xpath: "//form//button[@type='submit'][normalize-space()='Kirim']" });
        await tab.waitFor(
          'the success dialog',
          () => [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((dialog) => dialog.textContent?.includes('Reservasi Berhasil Terkirim!')),
          15_000,
        );
        const sends = await tab.run(() => window.__engines.sends);
        const reservations = sends.filter((send) => new URL(send.url).pathname.endsWith('/reservation/store'));
        assert.deepEqual(reservations.map((send) => send.method), ['POST'], `one POST to /reservation/store (the page sent: ${JSON.stringify(sends)})`);
        // The pick and the typed values, as the visitor gave them.
        assert.deepEqual(JSON.parse(reservations[0]?.body ?? 'null'), {
          service_slug: ['perawat'],
          customer_name: 'Budi Santoso',
          phone_number: '081234567890',
          email: '',
          patient_name: 'Siti Aminah',
          patient_gender: 'L',
          address: 'Jl. Melati No. 5, Jakarta Selatan',
          patient_condition: 'Pasien lansia 70 tahun, pasca stroke.',
        });
        assert.deepEqual(await errorsOf(tab), [], 'what the page logged or threw');
      } finally {
        await tab.close();
      }
    });
  }
});
