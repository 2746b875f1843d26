#!/usr/bin/env node
// How soon the app answers after the load event, per engine, unthrottled at 375 × 740 (the
// drivers have no CPU throttling). A benchmark, never a test: docs/browser-tests.md.
//   npm run bench:engines [-- [--runs 3] [--dist dist] [--engines chromium,firefox,webkit] [/path ...]]
// ENGINES_PORT and WEBKIT_DRIVER_PORT: a free port when unset.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium as playwrightChromium } from '@playwright/test';
import { CHROME_PATH, median } from '../bench/lighthouse-runner.mjs';
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
    engines: { type: 'string', default: 'chromium,firefox,webkit' },
  },
  allowPositionals: true,
});
const runs = Math.max(1, Number(options.runs) || 3);
const dist = options.dist ?? 'dist';
if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run npm run build first.`);
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

const site = await serveWithProbe({ dir: dist, port: Number(process.env.ENGINES_PORT || 0) });
/** @type {{ engine: string; path: string; answers: number[]; triggers: Set<string> }[]} */
const rows = [];
try {
  for (const name of names) {
    console.log(`\n${name}: ${paths.length} pages × ${runs} runs on ${site.origin}`);
    const engine = await ENGINES[name]();
    try {
      const byPath = new Map(paths.map((path) => [path, { engine: name, path, answers: /** @type {number[]} */ ([]), triggers: new Set() }]));
      for (let round = 1; round <= runs; round += 1) {
        for (const path of paths) {
          const row = /** @type {(typeof rows)[number]} */ (byPath.get(path));
          const result = await measure(engine, `${site.origin}${path}`).catch((error) => ({ answer: NaN, trigger: `failed: ${error.message.split('\n')[0]}` }));
          row.answers.push(result.answer);
          row.triggers.add(result.trigger);
          console.log(`  run ${round}/${runs} ${path}: ${result.answer} ms (${result.trigger})`);
        }
      }
      rows.push(...byPath.values());
    } finally {
      await engine.close();
    }
  }
} finally {
  await site.close();
}

console.log(`\nTime from load to 'site:interactive', median of ${runs} (goal <= ${GOAL_MS} ms)\n`);
const width = Math.max(...paths.map((path) => path.length));
console.log(`${'page'.padEnd(width)}  ${names.map((name) => name.padStart(9)).join('  ')}`);
for (const path of paths) {
  const cells = names.map((name) => {
    const row = rows.find((candidate) => candidate.engine === name && candidate.path === path);
    const value = row && !row.answers.some(Number.isNaN) ? median(row.answers) : NaN;
    const mark = Number.isNaN(value) ? '  failed' : `${value}${value > GOAL_MS ? ' !' : ''}`;
    return mark.padStart(9);
  });
  console.log(`${path.padEnd(width)}  ${cells.join('  ')}`);
}
console.log('\nTriggers named by the loader (site:loader):');
for (const name of names) {
  const seen = new Map();
  for (const row of rows.filter((candidate) => candidate.engine === name)) {
    for (const trigger of row.triggers) seen.set(trigger, [...(seen.get(trigger) ?? []), row.path]);
  }
  console.log(`  ${name}: ${[...seen].map(([trigger, where]) => `${trigger} (${where.length} pages)`).join(', ')}`);
}
const over = rows.filter((row) => median(row.answers) > GOAL_MS || row.answers.some(Number.isNaN));
console.log(over.length ? `\nOver the goal or failed: ${over.map((row) => `${row.engine} ${row.path}`).join(', ')}` : '\nEvery page within the goal.');
