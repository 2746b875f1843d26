#!/usr/bin/env node
// How soon the app answers after the load event, per engine, unthrottled at 375 × 740 (the
// drivers have no CPU throttling). A benchmark, never a test: docs/browser-tests.md.
//   npm run bench:engines [-- [--runs 3] [--dist dist] [--against DIR] [--engines chromium,firefox,webkit] [/path ...]]
// --against DIR: a second build, each page loaded on the two in turns, compared round by round.
// ENGINES_PORT and WEBKIT_DRIVER_PORT: a free port when unset.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium as playwrightChromium } from '@playwright/test';
import { CHROME_PATH, median } from '../bench/lighthouse-runner.mjs';
import { printPaired, printTable } from '../bench/paired.mjs';
import { JS_FLAGS } from '../bench/v8-flags.mjs';
import { firefox, VIEWPORT, webkit } from './drivers.mjs';
import { allRoutes } from './routes.mjs';
import { serveWithProbe } from './serve.mjs';

/** @typedef {import('./drivers.mjs').Engine} Engine */
/** @typedef {import('./drivers.mjs').Tab} Tab */

const GOAL_MS = 1500;

const { values: options, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist' },
    against: { type: 'string' },
    engines: { type: 'string', default: 'chromium,firefox,webkit' },
  },
  allowPositionals: true,
});
const runs = Math.max(1, Number(options.runs) || 3);
const dist = options.dist ?? 'dist';
const builds = options.against === undefined ? [dist] : [dist, options.against];
for (const build of builds) if (!existsSync(join(build, 'index.html'))) throw new Error(`No build in ${build}: run npm run build first.`);
const paths = positionals.length ? positionals : allRoutes(dist);

/** Chromium through Playwright, with the tab interface of ./drivers.mjs (what this script uses of it). */
async function chromium() {
  const browser = await playwrightChromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', JS_FLAGS],
  });
  const context = await browser.newContext({ viewport: VIEWPORT });
  /** @type {Engine} */
  const engine = {
    name: 'chromium',
    newTab: async () => {
      const page = await context.newPage();
      return {
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load' });
        },
        // Playwright passes one argument, and a function, not a string: the policy forbids eval.
        run: (fn, ...args) => page.evaluate(/** @type {any} */ (fn), args[0]),
        waitFor: async (what, fn, timeout, ...args) => {
          await page.waitForFunction(/** @type {any} */ (fn), args[0], { timeout, polling: 50 }).catch((error) => {
            throw new Error(`Timed out after ${timeout} ms waiting for ${what} (${error.message})`, { cause: error });
          });
        },
        click: () => Promise.reject(new Error('not used here')),
        type: () => Promise.reject(new Error('not used here')),
        choose: () => Promise.reject(new Error('not used here')),
        close: () => page.close(),
      };
    },
    close: () => browser.close(),
  };
  return engine;
}

const ENGINES = { chromium, firefox, webkit };
const names = /** @type {(keyof typeof ENGINES)[]} */ ((options.engines ?? '').split(',').filter((name) => name in ENGINES));

/** @param {Engine} engine @param {string} url */
async function measure(engine, url) {
  const tab = await engine.newTab();
  try {
    await tab.goto(url);
    await tab.waitFor("'site:interactive'", () => window.__engines?.interactiveAt != null, 20_000);
    return await tab.run(() => {
      const navigation = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      const loader = /** @type {PerformanceMark | undefined} */ (performance.getEntriesByName('site:loader', 'mark')[0]);
      const detail = loader?.detail;
      return {
        answer: Math.round((window.__engines.interactiveAt ?? NaN) - navigation.loadEventStart),
        trigger: detail && typeof detail === 'object' && 'trigger' in detail ? String(detail.trigger) : loader ? 'unnamed' : 'no mark',
      };
    });
  } finally {
    await tab.close();
  }
}

const sites = await Promise.all(builds.map((build) => serveWithProbe({ dir: build, port: builds.length === 1 ? Number(process.env.ENGINES_PORT || 0) : 0 })));
/** @typedef {{ engine: string; build: number; path: string; answers: number[]; triggers: Set<string> }} Row */
/** @type {Row[]} */
const rows = [];
try {
  for (const name of names) {
    console.log(`\n${name}: ${paths.length} pages × ${runs} runs on ${sites.map((site) => site.origin).join(' and ')}`);
    const engine = await ENGINES[name]();
    try {
      /** @type {Row[]} */
      const own = builds.flatMap((_, build) => paths.map((path) => ({ engine: name, build, path, answers: [], triggers: new Set() })));
      for (let round = 1; round <= runs; round += 1) {
        for (const path of paths) {
          // With two builds, the first goes first in odd rounds.
          const order = builds.map((_, index) => index);
          if (round % 2 === 0) order.reverse();
          for (const build of order) {
            const row = /** @type {Row} */ (own.find((candidate) => candidate.build === build && candidate.path === path));
            const origin = /** @type {{ origin: string }} */ (sites[build]).origin;
            const result = await measure(engine, `${origin}${path}`).catch((error) => ({ answer: NaN, trigger: `failed: ${error.message.split('\n')[0]}` }));
            row.answers.push(result.answer);
            row.triggers.add(result.trigger);
            console.log(`  run ${round}/${runs} ${builds.length > 1 ? `${builds[build]} ` : ''}${path}: ${result.answer} ms (${result.trigger})`);
          }
        }
      }
      rows.push(...own);
    } finally {
      await engine.close();
    }
  }
} finally {
  await Promise.all(sites.map((site) => site.close()));
}

for (const [build, dir] of builds.entries()) {
  console.log(`\nTime from load to 'site:interactive', median of ${runs}${builds.length > 1 ? `, ${dir}` : ''} (goal <= ${GOAL_MS} ms)\n`);
  printTable(
    ['page', ...names],
    paths.map((path) => [
      path,
      ...names.map((name) => {
        const row = rows.find((candidate) => candidate.engine === name && candidate.build === build && candidate.path === path);
        const value = row && !row.answers.some(Number.isNaN) ? median(row.answers) : NaN;
        return Number.isNaN(value) ? 'failed' : `${value}${value > GOAL_MS ? ' !' : ''}`;
      }),
    ]),
  );
}
const [first, second] = builds;
if (second !== undefined) {
  for (const name of names) {
    console.log(`\n${name}, load to 'site:interactive':`);
    printPaired({
      first: /** @type {string} */ (first),
      second,
      rounds: runs,
      pages: paths,
      figures: ['answer'],
      pairsOf: (path) => {
        const [a = [], b = []] = [0, 1].map((build) => rows.find((row) => row.engine === name && row.build === build && row.path === path)?.answers ?? []);
        return a.flatMap((value, round) => (b[round] === undefined ? [] : [/** @type {[number, number]} */ ([value, b[round]])]));
      },
    });
  }
}
console.log('\nTriggers named by the loader (site:loader):');
for (const name of names) {
  const seen = new Map();
  for (const row of rows.filter((candidate) => candidate.engine === name)) {
    for (const trigger of row.triggers) seen.set(trigger, new Set([...(seen.get(trigger) ?? []), row.path]));
  }
  console.log(`  ${name}: ${[...seen].map(([trigger, where]) => `${trigger} (${where.size} pages)`).join(', ')}`);
}
const over = rows.filter((row) => median(row.answers) > GOAL_MS || row.answers.some(Number.isNaN));
console.log(over.length ? `\nOver the goal or failed: ${over.map((row) => `${row.engine} ${builds[row.build]}${row.path}`).join(', ')}` : '\nEvery page within the goal.');
