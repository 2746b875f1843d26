#!/usr/bin/env node
// How soon a prerendered page answers after its first paint, on a phone profile, beside a static
// page in the same run. A benchmark, never a test: docs/benchmarks.md, docs/decisions/080-benchmarks-hand-written.md.
//   npm run bench:answer [-- [--runs 3] [--dist dist-bench] [--against DIR] [--network slow-4g] [--profile] [/path ...]]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildCsp, builtCsp } from '../csp.mjs';
import { startDemoApi } from '../demo-api.mjs';
import { serveDist } from '../serve-dist.mjs';
import { CHROME_PATH, median } from './lighthouse-runner.mjs';
import { ms, printPaired, printTable } from './paired.mjs';
import { selfTimeBySource, sourcesOfBuild } from './profile-summary.mjs';
import { STATIC_PATH, writeStaticPage } from './static-page.mjs';
import { JS_FLAGS, requireNoReparse } from './v8-flags.mjs';

/** @typedef {import('@playwright/test').Page} Page */

const { values: options, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist-bench' },
    against: { type: 'string' },
    network: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const PAGES = positionals.length
  ? positionals
  : ['/', '/about', '/article', '/faq', '/medical-device', '/medical-device/kursi-roda-standar'];
const GOALS = { answer: 500, lcpRatio: 1.15, tbt: 100, inp: 100 };
// The TBT window closes once the page has hydrated and quietMs pass with no long task, or capMs after FCP.
const WINDOW = { quietMs: 2000, capMs: 10_000 };
const CLOSED_SIGNAL = 'bench:answer window closed';
const EVENT_SIGNAL = 'bench:answer event';
const PROFILE_SIGNALS = { loader: 'bench:answer loader', hydrated: 'bench:answer hydrated' };
const PROFILE_ROWS = 14;
// BOOT_MARKS of src/app/interactive.ts, which this Node script cannot import.
const BOOT_MARKS = { loader: 'site:loader', entry: 'site:entry', hydrate: 'site:hydrate' };
/** @type {[keyof Phases, string][]} */
const PHASES = [
  ['loader', 'loader starts'],
  ['code', 'code in'],
  ['entry', 'entry has run'],
  ['hydrate', 'hydration starts'],
];
// Event Timing reports no interaction shorter than this.
const EVENT_THRESHOLD_MS = 16;
const runs = Math.max(1, Number(options.runs) || 3);
const NETWORKS = {
  'slow-4g': {
    label: '150 ms, 1.6 Mbit/s down',
    conditions: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  },
};
const network = options.network === undefined ? undefined : NETWORKS[/** @type {keyof typeof NETWORKS} */ (options.network)];
if (options.network !== undefined && !network) {
  console.error(`--network ${options.network}: not one of ${Object.keys(NETWORKS).join(', ')}`);
  process.exit(2);
}
/** @type {[string, ...string[]]} */
const builds = options.against === undefined ? [options.dist] : [options.dist, options.against];
const notBuilt = builds.find((build) => !existsSync(join(build, 'index.html')));
if (notBuilt !== undefined) {
  console.error(`${notBuilt}: no build there (no index.html); npm run bench:lighthouse makes one`);
  process.exit(2);
}
// The addresses the Lighthouse benchmark builds for (scripts/lighthouse.mjs).
const site = `http://127.0.0.1:${Number(process.env.BENCH_PORT || 4194)}`;

/** @typedef {{ what: string; run: (page: Page) => Promise<void> }} Interaction */

/** @type {Interaction} */
const MENU = {
  what: "tap 'Buka menu' (the phone header's menu opens)",
  async run(page) {
    await tap(page, page.getByRole('button', { name: 'Buka menu' }));
    await page.getByRole('button', { name: 'Tutup menu', expanded: true }).waitFor();
  },
};

/** @type {Record<string, Interaction>} */
const INTERACTIONS = {
  '/': {
    what: 'tap a closed FAQ question (the accordion opens its answer)',
    async run(page) {
      const faq = page.getByRole('region', { name: 'Pertanyaan yang Sering Diajukan' });
      const name = (await faq.getByRole('button', { expanded: false }).first().textContent({ timeout: 5000 }))?.trim() ?? '';
      await tap(page, faq.getByRole('button', { name, exact: true }));
      await faq.getByRole('button', { name, exact: true, expanded: true }).waitFor();
    },
  },
  '/about': MENU,
  '/article': {
    what: "tap the searchbox and type 'lansia' (6 keys)",
    async run(page) {
      const search = page.getByRole('searchbox');
      await tap(page, search);
      await page.keyboard.type('lansia');
      if ((await search.inputValue()) !== 'lansia') throw new Error('the searchbox did not take the keys');
    },
  },
  '/faq': {
    // /faq has no accordion: a long answer is cut, and this button opens it.
    what: "tap the first 'Lihat Selengkapnya' (a cut answer opens in full)",
    async run(page) {
      const more = page.locator('#main').getByRole('button', { name: 'Lihat Selengkapnya' }).first();
      const answer = await more.getAttribute('aria-controls', { timeout: 5000 });
      await tap(page, more);
      await page.locator(`button[aria-controls="${answer}"][aria-expanded="true"]`).waitFor();
    },
  },
  '/medical-device': {
    what: "tap 'Lihat Lainnya' (the next page of devices loads)",
    async run(page) {
      const items = page.getByRole('list', { name: 'Daftar alat kesehatan' }).getByRole('link');
      const before = await items.count();
      await tap(page, page.getByRole('button', { name: 'Lihat Lainnya' }));
      for (const started = Date.now(); (await items.count()) <= before; await page.waitForTimeout(50)) {
        if (Date.now() - started > 10_000) throw new Error(`the list stayed at ${before} devices`);
      }
    },
  },
};

/** @type {Interaction} */
const DEVICE = {
  what: 'tap a rental period not chosen (its price shows)',
  async run(page) {
    const periods = page.getByRole('group', { name: 'Periode sewa' });
    const name = (await periods.getByRole('button', { pressed: false }).first().textContent({ timeout: 5000 }))?.trim() ?? '';
    await tap(page, periods.getByRole('button', { name, exact: true }));
    await periods.getByRole('button', { name, exact: true, pressed: true }).waitFor();
  },
};

/** A touch start and end, without `locator.tap()`'s checks, whose script would count in the
 * interaction measured.
 * @param {Page} page
 * @param {import('@playwright/test').Locator} target */
async function tap(page, target) {
  const box = await target
    .scrollIntoViewIfNeeded({ timeout: 5000 })
    .then(() => target.boundingBox())
    .catch(() => null);
  if (!box) throw new Error(`no ${target} to tap`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** @param {string} path */
function interactionOf(path) {
  if (INTERACTIONS[path]) return INTERACTIONS[path];
  return /^\/medical-device\/[^/]+$/.test(path) ? DEVICE : MENU;
}

// One load's figures, in ms from the navigation's start; NaN where a figure does not apply.
/** @typedef {{ fcp: number; lcp: number; hydrated: number; answer: number; tbt: number; windowEnd: number; capped: boolean; phases: Phases; inp: number; failed?: string; bySource?: Map<string, number> }} Sample */

const api = await startDemoApi({ port: Number(process.env.DEMO_API_PORT || 8787), origins: [site] });
for (const build of builds) await writeStaticPage(build, api.base);
// Each build is served with its pages' own policy: another commit's inline scripts have other hashes.
const csp = buildCsp({ apiBaseUrl: api.base, siteUrl: site });
/** @type {{ build: string; close?: () => unknown } | undefined} */
let served;
/** @param {string} build */
async function serve(build) {
  if (served?.build === build) return;
  await served?.close?.();
  const server = await serveDist({ dir: build, port: Number(new URL(site).port), csp: builtCsp(build) ?? csp });
  served = { build, ...server };
}
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--no-sandbox', '--disable-gpu', JS_FLAGS],
});
await requireNoReparse(browser).catch(async (error) => {
  await browser.close();
  throw error;
});
const pages = [STATIC_PATH, ...PAGES];
/** With --profile, each build's `sourceOf`, its maps read once. @type {Map<string, import('./profile-summary.mjs').SourceOf>} */
const sourceReaders = new Map();
/** Each build's samples, by page. @type {Map<string, Map<string, Sample[]>>} */
const results = new Map(builds.map((build) => [build, new Map(pages.map((path) => [path, []]))]));
try {
  // Round by round, so a slow spell of the machine hits every page alike; with two builds, each
  // page on both in turns. The static page is the same in both and loads once a round.
  for (let round = 1; round <= runs; round += 1) {
    const order = round % 2 === 1 ? builds : [...builds].reverse();
    for (const path of pages) {
      for (const build of path === STATIC_PATH ? [builds[0]] : order) {
        await serve(build);
        const sample = await loadOnce(path, build);
        samplesOf(build, path).push(sample);
        const inp = sample.failed ? `, no interaction (${sample.failed})` : Number.isNaN(sample.inp) ? '' : `, INP ${inpText(sample.inp)}`;
        const steps = path === STATIC_PATH ? '' : ` (${PHASES.map(([phase, title]) => `${title} ${ms(sample.phases[phase] - sample.fcp)}`).join(', ')})`;
        console.log(
          `run ${round}/${runs}${builds.length > 1 && path !== STATIC_PATH ? ` ${build}` : ''} ${path}: FCP ${ms(sample.fcp)}, LCP ${ms(sample.lcp)}, ` +
            `answers ${ms(sample.answer)} after FCP${steps}, TBT ${ms(sample.tbt)} (window to ${ms(sample.windowEnd)}${sample.capped ? ', capped' : ''})${inp}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await served?.close?.();
  await api.close?.();
}
for (const build of builds) report(build);
if (builds.length > 1) compare(/** @type {[string, string]} */ (builds));
process.exit(0);

/** @param {string} build @param {string} path */
function samplesOf(build, path) {
  // Every build and page measured has its entry; the static page's samples are the first build's.
  return /** @type {Sample[]} */ (results.get(path === STATIC_PATH ? builds[0] : build)?.get(path));
}

/** @param {string} build */
function report(build) {
  const baselineLcp = Math.round(median(samplesOf(build, STATIC_PATH).map((sample) => sample.lcp)));
  /** @type {string[][]} */
  const rows = [['goal', '', '', `≤ ${GOALS.lcpRatio}×`, '', `≤ ${GOALS.answer} ms`, `≤ ${GOALS.tbt} ms`, '', `≤ ${GOALS.inp} ms`]];
  /** @type {string[]} */
  const goals = [];
  /** @type {string[]} */
  const notes = [];
  /** @type {string[][]} */
  const phaseRows = [];
  for (const path of pages) {
    const samples = samplesOf(build, path);
    // Figures as printed (whole ms), so a goal is judged on what the table shows.
    const of = (/** @type {(sample: Sample) => number} */ pick) => Math.round(median(samples.map(pick)));
    const fcp = of((sample) => sample.fcp);
    const lcp = of((sample) => sample.lcp);
    const tbt = of((sample) => sample.tbt);
    const windowEnd = of((sample) => sample.windowEnd);
    const capped = samples.filter((sample) => sample.capped).length;
    const window = `to ${ms(windowEnd)}${capped ? ` (${capped} capped)` : ''}`;
    if (path === STATIC_PATH) {
      rows.push([`static page (${path})`, ms(fcp), ms(lcp), '1.00×', '-', '-', ms(tbt), window, '-']);
      continue;
    }
    const ratio = Math.round((lcp / baselineLcp) * 100) / 100;
    const answer = of((sample) => sample.answer);
    const hydrated = of((sample) => sample.hydrated);
    const made = samples.filter((sample) => !sample.failed);
    const failures = [...new Set(samples.flatMap((sample) => (sample.failed ? [sample.failed] : [])))];
    const inp = made.length ? Math.round(median(made.map((sample) => sample.inp))) : Number.NaN;
    /** @type {[ok: boolean | undefined, text: string][]} */
    const checks = [
      [answer <= GOALS.answer, `answer ${ms(answer)} (≤ ${GOALS.answer} ms)`],
      [ratio <= GOALS.lcpRatio, `LCP ${ratio.toFixed(2)}× (≤ ${GOALS.lcpRatio}×)`],
      [tbt <= GOALS.tbt, `TBT ${ms(tbt)} (≤ ${GOALS.tbt} ms)`],
      made.length ? [inp <= GOALS.inp, `INP ${inpText(inp)} (≤ ${GOALS.inp} ms)`] : [undefined, 'INP not measured'],
    ];
    const verdict = (/** @type {boolean} */ ok) => (ok ? 'ok' : 'MISS');
    const after = (/** @type {keyof Phases} */ phase) => of((sample) => sample.phases[phase] - sample.fcp);
    phaseRows.push([path, ...PHASES.map(([phase]) => ms(after(phase))), ms(answer)]);
    rows.push([
      path,
      ms(fcp),
      ms(lcp),
      `${ratio.toFixed(2)}× ${verdict(ratio <= GOALS.lcpRatio)}`,
      ms(hydrated),
      `${ms(answer)} ${verdict(answer <= GOALS.answer)}`,
      `${ms(tbt)} ${verdict(tbt <= GOALS.tbt)}`,
      window,
      made.length ? `${inpText(inp)} ${verdict(inp <= GOALS.inp)}` : 'not possible',
    ]);
    const met = checks.every(([ok]) => ok !== false);
    goals.push(`${met ? 'ok  ' : 'MISS'} ${path}: ${checks.map(([ok, text]) => (ok === false ? `${text} MISSED` : text)).join(', ')}`);
    const inRuns = made.length === samples.length ? '' : ` (made in ${made.length} of ${samples.length} runs)`;
    notes.push(`${path}: ${interactionOf(path).what}${inRuns}${failures.length ? `; not possible: ${failures.join('; ')}` : ''}`);
  }
  const profile = `375 px, CPU 4× through CDP${network ? `, network ${options.network} (${network.label})` : ''}`;
  console.log(`\nPhone profile (${profile}), median of ${runs} load(s) per page; ${build}, site ${site}, API ${api.base}`);
  printTable(['page', 'FCP', 'LCP', 'LCP/static', 'hydrated', 'answer', 'TBT', 'TBT window', 'INP'], rows);
  console.log(
    `Times in ms from the navigation's start. answer: from FCP to React's mark on #main. TBT window: from FCP until the page\n` +
      `has hydrated and ${WINDOW.quietMs / 1000} s have passed with no long task, ${WINDOW.capMs / 1000} s after FCP at most (its median end shown).\n` +
      `INP: the longest Event Timing entry with an interactionId of one interaction made once the window has closed\n` +
      `(entries under ${EVENT_THRESHOLD_MS} ms are not reported). LCP/static: against the static page's LCP in this run.`,
  );
  console.log('\nWhere the answer goes, in ms after FCP (median of each step; "-" where the build does not mark it):');
  printTable(['page', ...PHASES.map(([, title]) => title), 'hydrated'], phaseRows);
  if (options.profile) reportProfile(build);
  console.log(`\nInteractions:\n  ${notes.join('\n  ')}`);
  console.log(`\nGoals:\n  ${goals.join('\n  ')}`);
}

/** The two builds side by side, round by round (paired.mjs).
 * @param {[string, string]} pair */
function compare([first, second]) {
  /** @type {Record<string, (sample: Sample) => number>} */
  const figures = {
    answer: (sample) => sample.answer,
    LCP: (sample) => sample.lcp,
    TBT: (sample) => sample.tbt,
    // A round where the interaction was not made is left out of this figure.
    INP: (sample) => (sample.failed ? Number.NaN : sample.inp),
  };
  printPaired({
    first,
    second,
    rounds: runs,
    pages: PAGES,
    figures: Object.keys(figures),
    pairsOf: (path, figure) => {
      const pick = /** @type {(sample: Sample) => number} */ (figures[figure]);
      const seconds = samplesOf(second, path);
      return samplesOf(first, path).flatMap((sample, round) => {
        const other = seconds[round];
        return other ? [/** @type {[number, number]} */ ([pick(sample), pick(other)])] : [];
      });
    },
    format: (figure, value) => (figure === 'INP' ? inpText(value) : ms(value)),
  });
  console.log('INP: over the rounds where both builds made the interaction.');
}

/** Main-thread self time by source, from the loader's start until #main hydrated. @param {string} build */
function reportProfile(build) {
  const profiled = PAGES.map((path) => samplesOf(build, path).flatMap((sample) => (sample.bySource ? [sample.bySource] : [])));
  const sum = (/** @type {Iterable<number>} */ values) => [...values].reduce((total, value) => total + value, 0);
  /** The mean over `loads` of one source's time, or of all. @type {(loads: Map<string, number>[], source?: string) => number} */
  const mean = (loads, source) =>
    loads.length ? sum(loads.map((load) => (source === undefined ? sum(load.values()) : (load.get(source) ?? 0)))) / loads.length : Number.NaN;
  /** @type {Map<string, number>} */
  const overall = new Map();
  for (const loads of profiled) for (const load of loads) for (const [source, time] of load) overall.set(source, (overall.get(source) ?? 0) + time);
  const shown = [...overall].sort((a, b) => b[1] - a[1]).slice(0, PROFILE_ROWS).map(([source]) => source);
  const rows = shown.map((source) => [source, ...profiled.map((loads) => ms(mean(loads, source)))]);
  rows.push(['others', ...profiled.map((loads) => ms(mean(loads) - sum(shown.map((source) => mean(loads, source)))))]);
  rows.push(['all', ...profiled.map((loads) => ms(mean(loads)))]);
  console.log("\nThe main thread from the loader's start until #main has hydrated, by source (self time, ms, mean per load):");
  printTable(['source', ...PAGES], rows);
}



/** @param {number} value An INP, 0 when no entry reached the threshold. */
function inpText(value) {
  return value < EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS} ms` : ms(value);
}

/** @typedef {{ start: number; duration: number }} Span */
/** @typedef {{ loader: number; code: number; entry: number; hydrate: number }} Phases */
/** @typedef {{ fcp: number; lcp: number; hydrated: number; tbt: number; windowEnd: number; capped: boolean; phases: Phases }} Loaded */
/** @typedef {{ hydrated: number; lcp: number; longTasks: Span[]; events: (Span & { name: string })[]; loaded?: Loaded }} Marks */
/** @typedef {Window & { __answer?: Marks }} AnswerWindow */

/** @param {string} path @param {string} build  the build served @returns {Promise<Sample>} */
async function loadOnce(path, build) {
  const isStatic = path === STATIC_PATH;
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  // An interaction that has not taken effect by then is reported as not made.
  context.setDefaultTimeout(10_000);
  try {
    const page = await context.newPage();
    await page.addInitScript(
      ({ threshold, quietMs, capMs, isStatic, closedSignal, eventSignal, bootMarks, profileSignals }) => {
        /** @type {Marks} */
        const marks = { hydrated: 0, lcp: 0, longTasks: [], events: [] };
        Object.assign(window, { __answer: marks });
        const poll = () => {
          const main = document.getElementById('main');
          if (main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'))) {
            marks.hydrated = performance.now();
            if (profileSignals) console.debug(profileSignals.hydrated);
          } else requestAnimationFrame(poll);
        };
        if (profileSignals) {
          new PerformanceObserver((list, observer) => {
            if (!list.getEntriesByName(bootMarks.loader).length) return;
            observer.disconnect();
            console.debug(profileSignals.loader);
          }).observe({ type: 'mark', buffered: true });
        }
        requestAnimationFrame(poll);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) marks.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        /** @type {PerformanceObserverInit & { durationThreshold: number }} */
        const events = { type: 'event', durationThreshold: threshold, buffered: true };
        new PerformanceObserver((list) => {
          for (const entry of /** @type {(PerformanceEventTiming & { interactionId?: number })[]} */ (list.getEntries())) {
            if (!entry.interactionId) continue;
            marks.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
            console.debug(eventSignal);
          }
        }).observe(events);
        // Watched on a timer, not with page.waitForFunction, whose script would parse in the window.
        /** Where the window ends as things stand; undefined before FCP, or before a site page has hydrated. */
        const windowEnd = () => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          if (fcp === undefined || (!isStatic && !marks.hydrated)) return undefined;
          const from = isStatic ? fcp : marks.hydrated;
          const quietFrom = Math.max(from, ...marks.longTasks.map((task) => task.start + task.duration));
          return { fcp, end: Math.min(quietFrom + quietMs, fcp + capMs) };
        };
        // Closed at two looks apart: a long task still being reported at the first shows by the second.
        let closedBefore = false;
        const watch = () => {
          const bounds = windowEnd();
          const closed = bounds !== undefined && performance.now() >= bounds.end;
          if (closed && closedBefore) {
            let tbt = 0;
            for (const task of marks.longTasks) {
              const blocking = Math.min(task.start + task.duration, bounds.end) - Math.max(task.start, bounds.fcp) - 50;
              if (blocking > 0) tbt += blocking;
            }
            // BOOT_MARKS (src/app/interactive.ts); NaN on a build without them.
            const mark = (/** @type {string} */ name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? Number.NaN;
            const loader = mark(bootMarks.loader);
            const hydrate = mark(bootMarks.hydrate);
            const scripts = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter((entry) => /\.js$/.test(new URL(entry.name).pathname) && entry.startTime >= loader && entry.startTime <= hydrate);
            const phases = {
              loader,
              code: scripts.length ? Math.max(...scripts.map((entry) => entry.responseEnd)) : Number.NaN,
              entry: mark(bootMarks.entry),
              hydrate,
            };
            marks.loaded = { fcp: bounds.fcp, lcp: marks.lcp, hydrated: isStatic ? Number.NaN : marks.hydrated, tbt, windowEnd: bounds.end, capped: bounds.end === bounds.fcp + capMs, phases };
            console.debug(closedSignal);
          } else {
            closedBefore = closed;
            setTimeout(watch, closed ? 200 : 100);
          }
        };
        setTimeout(watch, 100);
      },
      {
        threshold: EVENT_THRESHOLD_MS,
        ...WINDOW,
        isStatic,
        closedSignal: CLOSED_SIGNAL,
        eventSignal: EVENT_SIGNAL,
        bootMarks: BOOT_MARKS,
        profileSignals: options.profile && !isStatic ? PROFILE_SIGNALS : null,
      },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const profiled = options.profile && !isStatic ? profileStart(page, cdp) : null;
    // Awaited once the page has hydrated; a load that fails before then leaves it to fail unheard.
    profiled?.catch(() => {});
    if (network) {
      // Chromium applies the emulation to a target whose Network domain is on.
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network.conditions);
    }
    const windowClosed = page.waitForEvent('console', {
      predicate: (message) => message.text() === CLOSED_SIGNAL,
      // A page that never hydrates is not measured.
      timeout: 30_000 + WINDOW.capMs,
    });
    await page.goto(`${site}${path}`);
    await windowClosed.catch(() => {
      throw new Error(`${path}: the page did not hydrate, or its TBT window did not close, within ${(30_000 + WINDOW.capMs) / 1000} s`);
    });
    const loaded = await page.evaluate(() => /** @type {Loaded} */ (/** @type {Marks} */ (/** @type {AnswerWindow} */ (window).__answer).loaded));
    /** @type {Sample} */
    const sample = { ...loaded, answer: loaded.hydrated - loaded.fcp, inp: Number.NaN };
    if (profiled) sample.bySource = selfTimeBySource(await profiled, sourcesOf(build));
    if (isStatic) return sample;
    try {
      return { ...sample, inp: await interact(page, interactionOf(path)) };
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return { ...sample, failed: message ?? 'failed' };
    }
  } finally {
    await context.close();
  }
}

/** With --profile: V8's sampling profiler from the loader's start until #main hydrated.
 * @param {Page} page
 * @param {import('@playwright/test').CDPSession} cdp
 * @returns {Promise<import('./profile-summary.mjs').CpuProfile>} */
async function profileStart(page, cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const signal = (/** @type {string} */ text) => page.waitForEvent('console', { predicate: (message) => message.text() === text, timeout: 0 });
  const hydrated = signal(PROFILE_SIGNALS.hydrated);
  await signal(PROFILE_SIGNALS.loader);
  await cdp.send('Profiler.start');
  await hydrated;
  return (await cdp.send('Profiler.stop')).profile;
}

/** @param {string} build */
function sourcesOf(build) {
  if (!sourceReaders.has(build)) sourceReaders.set(build, sourcesOfBuild(build));
  return /** @type {import('./profile-summary.mjs').SourceOf} */ (sourceReaders.get(build));
}

/** The longest Event Timing entry the interaction gave, 0 if none reached the threshold.
 * @param {Page} page
 * @param {Interaction} interaction */
async function interact(page, interaction) {
  const before = await page.evaluate(() => (/** @type {Marks} */ (/** @type {AnswerWindow} */ (window).__answer)).events.length);
  // Awaited on the console, not with page.waitForFunction, whose script would land between tap and paint.
  const entry = page.waitForEvent('console', { predicate: (message) => message.text() === EVENT_SIGNAL, timeout: 0 }).catch(() => {});
  await interaction.run(page);
  await Promise.race([entry, page.waitForTimeout(1000)]);
  await page.waitForTimeout(300);
  return page.evaluate((count) => {
    const events = /** @type {Marks} */ (/** @type {AnswerWindow} */ (window).__answer).events.slice(count);
    return Math.max(0, ...events.map((entry) => entry.duration));
  }, before);
}
