#!/usr/bin/env node
// What the build costs as the site grows: the whole build (configuration check, client, server
// build, prerender) on the in-process demo API with DEMO_RECORDS=N records per list (articles,
// promotions, devices, careers; mocks/scale.ts), for several N. Reports the build's time, the
// prerender's time, pages per second and the prerender process's peak memory (its maximum
// resident set size), then whether the site's goal holds. A benchmark, never a test.
//
//   npm run bench:prerender [-- [--records N ...] [--runs 1] [--out dist-scale] [--keep]]
//
// Without --records: N = 100, 1000 and 5000. Each run builds into <out>/<N>/ (client, ssr, site)
// and removes it afterwards unless --keep: 5,000 records per list is about 20,000 pages.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './lighthouse-runner.mjs';

const { values: options } = parseArgs({
  options: {
    records: { type: 'string', multiple: true },
    runs: { type: 'string', default: '1' },
    out: { type: 'string', default: 'dist-scale' },
    keep: { type: 'boolean', default: false },
  },
});

// The goal: 5,000 articles prerendered in 3 minutes or less with at most 1 GB of memory, and a
// cost that grows in proportion to the pages (pages per second about the same at every size).
const GOAL = { articles: 5000, seconds: 180, rssBytes: 1024 ** 3, slowestRateShare: 0.8 };

const counts = (options.records?.length ? options.records : ['100', '1000', '5000']).flatMap((value) =>
  value.split(',').map((part) => Number(part.replace(/[_\s]/g, ''))),
);
if (counts.some((count) => !Number.isInteger(count) || count < 1)) {
  console.error('--records takes whole numbers above 0, e.g. --records 100 --records 1000');
  process.exit(1);
}
const runs = Math.max(1, Number(options.runs) || 1);
const vite = './node_modules/.bin/vite';
const TIME = '/usr/bin/time';

const rows = [];
const failures = [];
for (const count of counts) {
  const measured = [];
  for (let run = 1; run <= runs; run += 1) {
    console.log(`\nDEMO_RECORDS=${count}, run ${run}/${runs}`);
    try {
      measured.push(await buildOnce(count));
    } catch (error) {
      // One size failing (out of memory, the prerender's deadline) still leaves the others' figures.
      failures.push(`N = ${count}, run ${run}: ${error.message}`);
    }
  }
  if (measured.length) rows.push(summarize(count, measured));
}
if (rows.length) report(rows.sort((a, b) => a.count - b.count));
if (failures.length) {
  console.log(`\nFailed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}

/** One whole build with `count` records per list, into its own folders. */
async function buildOnce(count) {
  const dir = join(options.out, String(count));
  const client = join(dir, 'client');
  const ssr = join(dir, 'ssr');
  const site = join(dir, 'site');
  await rm(dir, { recursive: true, force: true });
  // A demo build whatever .env.local says: the data is the demo API's, scaled.
  const env = { ...process.env, VITE_API_BASE_URL: '', DEMO_RECORDS: String(count) };
  const started = performance.now();
  await exec('node', ['scripts/prerender.mjs', '--check'], env);
  await exec(vite, ['build', '--outDir', client, '--emptyOutDir', '--logLevel', 'warn'], env);
  await exec(vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssr, '--emptyOutDir', '--logLevel', 'warn'], env);
  const viteSeconds = (performance.now() - started) / 1000;
  const prerender = await measuredExec('node', ['scripts/prerender.mjs', '--client', client, '--ssr', ssr, '--out', site], env);
  const totalSeconds = (performance.now() - started) / 1000;
  const pages = await countPages(site);
  if (!options.keep) await rm(dir, { recursive: true, force: true });
  const result = { viteSeconds, totalSeconds, prerenderSeconds: prerender.seconds, peakRss: prerender.peakRss, ...pages };
  console.log(
    `  ${pages.pages} pages (${pages.articles} articles) in ${prerender.seconds.toFixed(1)} s of prerender, ` +
      `${totalSeconds.toFixed(1)} s in all; peak RSS ${mb(prerender.peakRss)}`,
  );
  return result;
}

/** The prerendered pages in a finished site: every index.html, and those of article details. */
async function countPages(site) {
  const files = await readdir(site, { recursive: true });
  const pages = files.filter((file) => file === 'index.html' || file.endsWith('/index.html'));
  const articles = pages.filter((file) => /^article\/[^/]+\/index\.html$/.test(file));
  return { pages: pages.length, articles: articles.length };
}

function exec(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`))));
  });
}

/**
 * Runs a command and measures its wall time and peak memory: GNU time's maximum resident set
 * size when /usr/bin/time exists, else the highest VmHWM read from /proc while it runs (which
 * can miss a peak in its last moments).
 */
async function measuredExec(command, args, env) {
  const started = performance.now();
  if (existsSync(TIME)) {
    const scratch = await mkdtemp(join(tmpdir(), 'bench-prerender-'));
    const report = join(scratch, 'time.txt');
    try {
      await exec(TIME, ['-f', '%M', '-o', report, command, ...args], env);
      const seconds = (performance.now() - started) / 1000;
      const kilobytes = Number((await readFile(report, 'utf8')).trim().split('\n').pop());
      return { seconds, peakRss: kilobytes * 1024 };
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
  let peakRss = 0;
  const child = spawn(command, args, { env, stdio: 'inherit' });
  const poll = setInterval(async () => {
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
    const kilobytes = Number(status.match(/^VmHWM:\s+(\d+)/m)?.[1] ?? 0);
    peakRss = Math.max(peakRss, kilobytes * 1024);
  }, 100);
  try {
    await new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`))));
    });
  } finally {
    clearInterval(poll);
  }
  return { seconds: (performance.now() - started) / 1000, peakRss };
}

function summarize(count, measured) {
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
    rate: pages / prerenderSeconds,
    peakRss: of('peakRss'),
  };
}

function report(rows) {
  const head = ['N', 'pages', 'articles', 'vite builds', 'prerender', 'whole build', 'pages/s', 'peak RSS'];
  const cells = rows.map((row) => [
    row.count.toLocaleString('en-US'),
    String(row.pages),
    String(row.articles),
    seconds(row.viteSeconds),
    seconds(row.prerenderSeconds),
    seconds(row.totalSeconds),
    row.rate.toFixed(1),
    mb(row.peakRss),
  ]);
  const widths = head.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => cell.padStart(widths[column])).join('  ');
  console.log(`\nPrerender cost by size (DEMO_RECORDS=N per list; median of ${runs} run(s) each; times are wall clock)`);
  console.log(line(head));
  for (const row of cells) console.log(line(row));
  console.log('pages/s is pages over the prerender step alone (node scripts/prerender.mjs: loading, rendering, writing).');

  console.log('\nGoals:');
  const largest = rows.find((row) => row.count === GOAL.articles);
  if (largest) {
    const all = largest.articles >= GOAL.articles;
    console.log(`  ${mark(all)} ${GOAL.articles.toLocaleString('en-US')} articles prerendered: ${largest.articles.toLocaleString('en-US')} article pages written`);
    const fast = largest.prerenderSeconds <= GOAL.seconds;
    console.log(`  ${mark(fast && all)} in 3 minutes or less: ${seconds(largest.prerenderSeconds)} of prerender (${seconds(largest.totalSeconds)} for the whole build)`);
  } else {
    console.log(`  -  ${GOAL.articles.toLocaleString('en-US')} articles in 3 minutes or less: not measured (add --records ${GOAL.articles})`);
  }
  const heaviest = rows.reduce((max, row) => (row.peakRss > max.peakRss ? row : max), rows[0]);
  console.log(`  ${mark(heaviest.peakRss <= GOAL.rssBytes)} peak memory at most 1 GB: ${mb(heaviest.peakRss)} at N = ${heaviest.count.toLocaleString('en-US')}`);
  if (rows.length > 1) {
    const biggest = rows.reduce((max, row) => (row.count > max.count ? row : max), rows[0]);
    const fastest = Math.max(...rows.filter((row) => row !== biggest).map((row) => row.rate));
    const share = biggest.rate / fastest;
    console.log(
      `  ${mark(share >= GOAL.slowestRateShare)} linear cost: ${biggest.rate.toFixed(1)} pages/s at N = ${biggest.count.toLocaleString('en-US')}, ` +
        `${Math.round(share * 100)}% of the best smaller N's ${fastest.toFixed(1)} (at least ${GOAL.slowestRateShare * 100}% counts as linear)`,
    );
  }
}

function mark(ok) {
  return ok ? 'ok  ' : 'MISS';
}

function seconds(value) {
  return `${value.toFixed(1)} s`;
}

function mb(bytes) {
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}
