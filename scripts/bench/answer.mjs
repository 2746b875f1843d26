#!/usr/bin/env node
// How soon a prerendered page answers the visitor: the time from its first contentful paint to
// the moment React has hydrated its main content, on a phone profile (375 px, the CPU 4×
// slower through Chromium's own throttling), median of several loads per page. A benchmark,
// never a test. Goal: 500 ms or less on each page.
//
//   npm run bench:answer [-- [--runs 3] [--dist dist-bench] [/path ...]]
//
// Measures the Lighthouse benchmark's build (npm run bench:lighthouse leaves it in dist-bench,
// or another checkout's with --out): a build for a real API, here the HTTP demo API
// (npm run api:demo's server, started here), served by scripts/serve-dist.mjs with the
// production policy, on the site address that build was made for. "Hydrated" is read the one way
// that works for any build, old or new: React's own mark on #main, polled every animation frame.
// Compare builds by running this on each, one after the other, more than once.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildCsp } from '../csp.mjs';
import { startDemoApi } from '../demo-api.mjs';
import { serveDist } from '../serve-dist.mjs';
import { median } from './lighthouse-runner.mjs';

const { values: options, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist-bench' },
  },
  allowPositionals: true,
});
const PAGES = positionals.length
  ? positionals
  : ['/', '/about', '/article', '/faq', '/medical-device', '/medical-device/kursi-roda-standar'];
const GOAL_MS = 500;
const runs = Math.max(1, Number(options.runs) || 3);
// The addresses the Lighthouse benchmark builds for (scripts/lighthouse.mjs).
const site = `http://127.0.0.1:${Number(process.env.BENCH_PORT || 4194)}`;

const api = await startDemoApi({ port: Number(process.env.DEMO_API_PORT || 8787), origins: [site] });
const server = await serveDist({
  dir: options.dist,
  port: Number(new URL(site).port),
  csp: buildCsp({ apiBaseUrl: api.base, siteUrl: site }),
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
/** @type {{ path: string; fcp: number; hydrated: number; answer: number }[]} */
const rows = [];
try {
  for (const path of PAGES) {
    /** @type {{ fcp: number; hydrated: number }[]} */
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await loadOnce(path));
    const fcp = median(samples.map((sample) => sample.fcp));
    const hydrated = median(samples.map((sample) => sample.hydrated));
    const answer = median(samples.map((sample) => sample.hydrated - sample.fcp));
    rows.push({ path, fcp, hydrated, answer });
    console.log(`${path}: FCP ${fcp.toFixed(0)} ms, hydrated ${hydrated.toFixed(0)} ms, answers ${answer.toFixed(0)} ms after FCP`);
  }
} finally {
  await browser.close();
  await server.close?.();
  await api.close?.();
}
console.log(`\nPhone profile (375 px, CPU 4×), median of ${runs}:`);
console.log('page'.padEnd(40) + 'FCP'.padStart(8) + 'hydrated'.padStart(10) + 'answer'.padStart(9) + '  goal');
for (const row of rows) {
  const ok = row.answer <= GOAL_MS ? 'ok' : 'MISS';
  console.log(
    row.path.padEnd(40) +
      `${row.fcp.toFixed(0)}`.padStart(8) +
      `${row.hydrated.toFixed(0)}`.padStart(10) +
      `${row.answer.toFixed(0)}`.padStart(9) +
      `  ${ok} (≤ ${GOAL_MS} ms after FCP)`,
  );
}
process.exit(0);

/**
 * The marks the init script keeps on the page's window.
 * @typedef {Window & { __answer?: { hydrated: number } }} AnswerWindow
 */

/**
 * One load of a page: its first contentful paint and the hydration of #main, in ms from its start.
 * @param {string} path
 * @returns {Promise<{ fcp: number; hydrated: number }>}
 */
async function loadOnce(path) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const marks = { hydrated: 0 };
    Object.assign(window, { __answer: marks });
    const poll = () => {
      const main = document.getElementById('main');
      if (main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'))) marks.hydrated = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${site}${path}`);
  await page.waitForFunction(() => (/** @type {AnswerWindow} */ (window).__answer?.hydrated ?? 0) > 0, null, { timeout: 30_000 });
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    // Set by the init script, and above 0 by now.
    hydrated: /** @type {{ hydrated: number }} */ (/** @type {AnswerWindow} */ (window).__answer).hydrated,
  }));
  await context.close();
  return result;
}
