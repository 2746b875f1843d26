#!/usr/bin/env node
// What the build costs as the site grows, on the demo API with DEMO_RECORDS=N records per list.
// A benchmark, never a test (docs/benchmarks.md).
//   npm run bench:prerender [-- [--records N ...] [--runs 1] [--limit SECONDS] [--build-once] [--out dist-scale] [--keep]]
import { spawn } from 'node:child_process';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './lighthouse-runner.mjs';

const { values: options } = parseArgs({
  options: {
    records: { type: 'string', multiple: true },
    runs: { type: 'string', default: '1' },
    out: { type: 'string', default: 'dist-scale' },
    keep: { type: 'boolean', default: false },
    limit: { type: 'string' },
    'build-once': { type: 'boolean', default: false },
  },
});

// The goal is in docs/benchmarks.md: a cost that grows in proportion to the pages.
const GOAL = { articles: 5000, seconds: 180, rssBytes: 1024 ** 3, slowestRateShare: 0.8 };

const counts = (options.records?.length ? options.records : ['100', '1000', '5000']).flatMap((value) =>
  value.split(',').map((part) => Number(part.replace(/[_\s]/g, ''))),
);
if (counts.some((count) => !Number.isInteger(count) || count < 1)) {
  console.error('--records takes whole numbers above 0, e.g. --records 100 --records 1000');
  process.exit(1);
}
const runs = Math.max(1, Number(options.runs) || 1);
const limitSeconds = Number(options.limit) > 0 ? Number(options.limit) : Infinity;
const vite = './node_modules/.bin/vite';
// How often the prerender's memory and written article pages are read while it runs.
const SAMPLE_MS = 250;
const PROGRESS_MS = 30_000;

/** @typedef {Awaited<ReturnType<typeof buildOnce>>} Measured One build's figures. */
/** @typedef {ReturnType<typeof summarize>} Row The median figures of one N. */

/** @type {Row[]} */
const rows = [];
/** @type {string[]} */
const failures = [];
/** @type {ReturnType<typeof viteBuilds> | undefined} */
let sharedBuild;
for (const count of counts) {
  /** @type {Measured[]} */
  const measured = [];
  for (let run = 1; run <= runs; run += 1) {
    console.log(`\nDEMO_RECORDS=${count}, run ${run}/${runs}`);
    try {
      measured.push(await buildOnce(count));
    } catch (error) {
      // One size failing (out of memory, the prerender's deadline) still leaves the others' figures.
      failures.push(`N = ${count}, run ${run}: ${/** @type {Error} */ (error).message}`);
    }
  }
  if (measured.length) rows.push(summarize(count, measured));
}
if (options['build-once'] && !options.keep) await rm(join(options.out, 'vite'), { recursive: true, force: true });
if (rows.length) report(rows.sort((a, b) => a.count - b.count));
if (failures.length) {
  console.log(`\nFailed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}

/** @param {number} count */
async function buildOnce(count) {
  const dir = join(options.out, String(count));
  const client = join(dir, 'client');
  const ssr = join(dir, 'ssr');
  const site = join(dir, 'site');
  await rm(dir, { recursive: true, force: true });
  // A demo build whatever .env.local says: the data is the demo API's, scaled.
  const env = { ...process.env, VITE_API_BASE_URL: '', DEMO_RECORDS: String(count) };
  let viteSeconds;
  let ssrDir = ssr;
  if (options['build-once']) {
    sharedBuild ??= viteBuilds(join(options.out, 'vite'), env);
    const shared = await sharedBuild;
    await cp(shared.client, client, { recursive: true });
    ({ viteSeconds, ssr: ssrDir } = shared);
  } else {
    ({ viteSeconds } = await viteBuilds(dir, env));
  }
  const prerender = await measuredPrerender(['scripts/prerender.mjs', '--client', client, '--ssr', ssrDir, '--out', site], env, client);
  const totalSeconds = viteSeconds + prerender.seconds;
  // A prerender stopped at --limit never swapped its pages into place: they are still in client/.
  const pages = prerender.finished ? await countPages(site) : await countPages(client, { template: true });
  if (!options.keep) await rm(dir, { recursive: true, force: true });
  const result = {
    viteSeconds,
    totalSeconds,
    prerenderSeconds: prerender.seconds,
    cpuSeconds: prerender.cpuSeconds,
    peakRss: prerender.peakRss,
    finished: prerender.finished,
    articlesSeconds: prerender.articlesAt(pages.articles),
    ...pages,
  };
  console.log(
    `  ${pages.pages} pages (${pages.articles} articles) in ${prerender.seconds.toFixed(1)} s of prerender (${prerender.cpuSeconds.toFixed(1)} s of CPU)` +
      `${prerender.finished ? '' : ` (stopped at --limit ${limitSeconds} s)`}, ${totalSeconds.toFixed(1)} s in all; peak RSS ${mb(prerender.peakRss)}`,
  );
  return result;
}

/** @param {string} dir @param {NodeJS.ProcessEnv} env */
async function viteBuilds(dir, env) {
  const client = join(dir, 'client');
  const ssr = join(dir, 'ssr');
  const started = performance.now();
  await exec('node', ['scripts/prerender.mjs', '--check'], env);
  await exec(vite, ['build', '--outDir', client, '--emptyOutDir', '--logLevel', 'warn'], env);
  await exec(vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssr, '--emptyOutDir', '--logLevel', 'warn'], env);
  return { client, ssr, viteSeconds: (performance.now() - started) / 1000 };
}

/** Every index.html in a site's folder, and those of article details.
 * @param {string} site
 * @param {{ template?: boolean }} [options] */
async function countPages(site, { template = false } = {}) {
  const files = await readdir(site, { recursive: true });
  const pages = files.filter((file) => (file === 'index.html' && !template) || file.endsWith('/index.html'));
  const articles = pages.filter((file) => /^article\/[^/]+\/index\.html$/.test(file));
  return { pages: pages.length, articles: articles.length };
}

/** @param {string} dir */
async function articlesWritten(dir) {
  const entries = await readdir(join(dir, 'article'), { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).length;
}

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env @returns {Promise<void>} */
function exec(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`))));
  });
}

/** Runs the prerender: its wall time, its peak VmHWM read from /proc, when each count of article
 * pages was written; stops it at --limit.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} clientDir */
async function measuredPrerender(args, env, clientDir) {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const child = spawn('node', args, { env, stdio: 'inherit' });
  let peakRss = 0;
  let cpuSeconds = 0;
  let finished = true;
  /** @type {[seconds: number, written: number][]} */
  const articleTimes = [];
  const sample = async () => {
    const read = (/** @type {string} */ file) => readFile(`/proc/${child.pid}/${file}`, 'utf8').catch(() => '');
    const [status, stat] = await Promise.all([read('status'), read('stat')]);
    peakRss = Math.max(peakRss, Number(status.match(/^VmHWM:\s+(\d+)/m)?.[1] ?? 0) * 1024);
    // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    if (Number.isFinite(ticks)) cpuSeconds = Math.max(cpuSeconds, ticks / 100);
  };
  const memory = setInterval(sample, SAMPLE_MS);
  const articles = setInterval(async () => {
    articleTimes.push([elapsed(), await articlesWritten(clientDir)]);
  }, 5000);
  const progress = setInterval(() => {
    const [, written = 0] = articleTimes.at(-1) ?? [];
    console.log(`  ... ${Math.round(elapsed())} s: peak RSS ${mb(peakRss)}, ${written} article pages written`);
  }, PROGRESS_MS);
  const stop = Number.isFinite(limitSeconds)
    ? setTimeout(() => {
        finished = false;
        child.kill('SIGTERM');
      }, limitSeconds * 1000)
    : null;
  try {
    await /** @type {Promise<void>} */ (
      new Promise((resolve, reject) => {
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 || !finished ? resolve() : reject(new Error(`node ${args.join(' ')} failed (exit ${code})`))));
      })
    );
  } finally {
    clearInterval(memory);
    clearInterval(articles);
    clearInterval(progress);
    if (stop) clearTimeout(stop);
  }
  const seconds = elapsed();
  return {
    seconds,
    peakRss,
    cpuSeconds,
    finished,
    // When the last of `count` article pages was seen written: the end when no sample saw them all.
    articlesAt: (/** @type {number} */ count) => articleTimes.find(([, written]) => written >= count && count > 0)?.[0] ?? seconds,
  };
}

/** @param {number} count @param {Measured[]} measured */
function summarize(count, measured) {
  /** @param {'pages' | 'articles' | 'viteSeconds' | 'prerenderSeconds' | 'totalSeconds' | 'articlesSeconds' | 'cpuSeconds' | 'peakRss'} key */
  const of = (key) => median(measured.map((result) => result[key]));
  const prerenderSeconds = of('prerenderSeconds');
  const pages = of('pages');
  return {
    count,
    pages,
    articles: of('articles'),
    viteSeconds: of('viteSeconds'),
    prerenderSeconds,
    totalSeconds: of('totalSeconds'),
    articlesSeconds: of('articlesSeconds'),
    rate: pages / prerenderSeconds,
    cpuSeconds: of('cpuSeconds'),
    cpuRate: pages / of('cpuSeconds'),
    peakRss: of('peakRss'),
    finished: measured.every((result) => result.finished),
  };
}

/** @param {Row[]} rows at least one */
function report(rows) {
  const head = ['N', 'pages', 'articles', 'vite builds', 'prerender', 'articles written by', 'whole build', 'pages/s', 'CPU', 'pages/CPU s', 'peak RSS'];
  const cells = rows.map((row) => [
    row.count.toLocaleString('en-US'),
    `${row.pages}${row.finished ? '' : ' (stopped)'}`,
    String(row.articles),
    seconds(row.viteSeconds),
    seconds(row.prerenderSeconds),
    seconds(row.articlesSeconds),
    seconds(row.totalSeconds),
    row.rate.toFixed(1),
    seconds(row.cpuSeconds),
    row.cpuRate.toFixed(1),
    mb(row.peakRss),
  ]);
  const widths = head.map((title, column) => Math.max(title.length, ...cells.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ row) => row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
  console.log(`\nPrerender cost by size (DEMO_RECORDS=N per list; median of ${runs} run(s) each; times are wall clock)`);
  console.log(line(head));
  for (const row of cells) console.log(line(row));
  console.log('pages/s is pages over the prerender step alone (node scripts/prerender.mjs: loading, rendering, writing).');
  if (options['build-once']) console.log('--build-once: the Vite builds ran once, their time counted in every N\'s whole build.');
  console.log('CPU is the prerender process\'s own (user + system, from /proc): on a shared machine pages/CPU s is the steadier rate.');
  console.log('"articles written by": when the last article page was first seen on disk (read every 5 s) during the prerender.');
  if (rows.some((row) => !row.finished)) {
    console.log(`(stopped): the prerender ran past --limit ${limitSeconds} s and was stopped; its figures are for the pages written by then.`);
  }

  console.log('\nGoals:');
  const largest = rows.find((row) => row.count === GOAL.articles);
  if (largest && !largest.finished) {
    const projected = (largest.prerenderSeconds / largest.pages) * (4 * GOAL.articles);
    console.log(
      `  MISS ${GOAL.articles.toLocaleString('en-US')} articles in 3 minutes or less: stopped at ${seconds(largest.prerenderSeconds)} with ` +
        `${largest.pages} pages (${largest.articles} articles) written; about ${Math.round(projected / 60)} min for ${4 * GOAL.articles} pages at that rate`,
    );
  } else if (largest) {
    const all = largest.articles >= GOAL.articles;
    console.log(`  ${mark(all)} ${GOAL.articles.toLocaleString('en-US')} articles prerendered: ${largest.articles.toLocaleString('en-US')} article pages written`);
    const fast = largest.prerenderSeconds <= GOAL.seconds;
    console.log(`  ${mark(fast && all)} in 3 minutes or less: ${seconds(largest.prerenderSeconds)} of prerender (${seconds(largest.totalSeconds)} for the whole build)`);
  } else {
    console.log(`  -  ${GOAL.articles.toLocaleString('en-US')} articles in 3 minutes or less: not measured (add --records ${GOAL.articles})`);
  }
  const heaviest = rows.reduce((max, row) => (row.peakRss > max.peakRss ? row : max));
  console.log(`  ${mark(heaviest.peakRss <= GOAL.rssBytes)} peak memory at most 1 GB: ${mb(heaviest.peakRss)} at N = ${heaviest.count.toLocaleString('en-US')}`);
  if (rows.length > 1 && rows.every((row) => row.pages > 0)) {
    const biggest = rows.reduce((max, row) => (row.count > max.count ? row : max));
    // Judged on CPU time: wall time on a shared machine says more about the neighbours.
    const fastest = Math.max(...rows.filter((row) => row !== biggest).map((row) => row.cpuRate));
    const share = biggest.cpuRate / fastest;
    const wall = Math.max(...rows.filter((row) => row !== biggest).map((row) => row.rate));
    console.log(
      `  ${mark(share >= GOAL.slowestRateShare)} linear cost: ${biggest.cpuRate.toFixed(1)} pages per CPU second at N = ${biggest.count.toLocaleString('en-US')}, ` +
        `${Math.round(share * 100)}% of the best smaller N's ${fastest.toFixed(1)} (at least ${GOAL.slowestRateShare * 100}% counts as linear); ` +
        `wall clock: ${biggest.rate.toFixed(1)} pages/s, ${Math.round((biggest.rate / wall) * 100)}% of ${wall.toFixed(1)}`,
    );
  }
}

/** @param {boolean} ok */
function mark(ok) {
  return ok ? 'ok  ' : 'MISS';
}

/** @param {number} value */
function seconds(value) {
  return `${value.toFixed(1)} s`;
}

/** @param {number} bytes */
function mb(bytes) {
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}
