#!/usr/bin/env node
// Lighthouse on a phone profile for a production build on the HTTP demo API, beside a static
// page in the same run. A benchmark, never a test (docs/benchmarks.md, docs/decisions/080-benchmarks-hand-written.md).
//   npm run bench:lighthouse [-- [--runs 3] [--no-build] [--out dist-bench] [--project DIR] [/path ...]]
// Ports: BENCH_PORT (site, 4194), DEMO_API_PORT (API, 8787). LIGHTHOUSE_REPORTS=DIR keeps each report.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { builtCsp } from './csp.mjs';
import { CHROME_PATH, lighthouseBin, measure, medians } from './bench/lighthouse-runner.mjs';
import { STATIC_PATH, writeStaticPage } from './bench/static-page.mjs';
import { requireNoReparseIn } from './bench/v8-flags.mjs';

/** @typedef {import('./bench/lighthouse-runner.mjs').Measure} Measure */

const { values: options, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string', default: 'dist-bench' },
    project: { type: 'string', default: '.' },
  },
  allowPositionals: true,
});
const runs = Math.max(1, Number(options.runs) || 3);
const outDir = resolve(options.out);
const project = resolve(options.project);
const site = `http://127.0.0.1:${Number(process.env.BENCH_PORT || 4194)}`;

// The goals, per page against the static page of the same run.
const GOALS = { lcpRatio: 1.15, performance: 95, tbt: 100, seo: 100 };

// The measured checkout's own demo API, CSP and server: a comparison of two commits changes only the site.
const fromProject = (/** @type {string} */ file) => import(pathToFileURL(join(project, 'scripts', file)).href);
// Typed as this checkout's modules: the measured one is called the same way.
/** @type {[typeof import('./demo-api.mjs'), typeof import('./csp.mjs'), typeof import('./serve-dist.mjs')]} */
const [{ startDemoApi }, { buildCsp }, { serveDist }] = await Promise.all([
  fromProject('demo-api.mjs'),
  fromProject('csp.mjs'),
  fromProject('serve-dist.mjs'),
]);

const api = await startDemoApi({ port: Number(process.env.DEMO_API_PORT || 8787), origins: [site] });
let server;
try {
  const env = { VITE_API_BASE_URL: api.base, VITE_SITE_URL: site };
  if (!options['no-build']) await build(env);
  await writeStaticPage(outDir, api.base);
  const paths = positionals.length ? positionals : ['/', '/article', await firstDevicePath(api.base), '/reservation', '/faq'];
  // The build's pages' own policy (another commit's inline scripts have other hashes), else this one's.
  server = await serveDist({ dir: outDir, port: Number(new URL(site).port), csp: builtCsp(outDir) ?? buildCsp({ apiBaseUrl: api.base, siteUrl: site }) });

  const bin = await lighthouseBin();
  await requireNoReparseIn(CHROME_PATH);
  const pages = [STATIC_PATH, ...paths];
  /** @type {Map<string, Measure[]>} */
  const results = new Map(pages.map((path) => [path, []]));
  // Round by round, so a slow spell of the machine hits every page alike.
  for (let round = 1; round <= runs; round += 1) {
    for (const path of pages) {
      process.stdout.write(`run ${round}/${runs} ${path} ... `);
      const result = await measure(bin, `${site}${path}`);
      runsOf(results, path).push(result);
      console.log(
        `perf ${result.performance}, LCP ${ms(result.lcp)}, TBT ${ms(result.tbt)}, CLS ${result.cls.toFixed(3)}, SEO ${result.seo}, best practices ${result.bestPractices}`,
      );
    }
  }
  await report(pages, results);
} finally {
  await server?.close();
  await api.close();
}

// `npm run build`'s steps in the measured checkout, into this benchmark's folders.
/** @param {Record<string, string>} env */
async function build(env) {
  console.log(`Building ${project} into ${outDir} against ${env.VITE_API_BASE_URL} ...`);
  const started = performance.now();
  const work = `${outDir}-build`;
  const vite = join(project, 'node_modules/.bin/vite');
  /** @type {[command: string, args: string[]][]} */
  const steps = existsSync(join(project, 'scripts/prerender.mjs'))
    ? [
        ['node', ['scripts/prerender.mjs', '--check']],
        // Source maps beside the chunks, named by none (bench:answer -- --profile reads them).
        [vite, ['build', '--sourcemap', 'hidden', '--outDir', `${work}/client`, '--emptyOutDir', '--logLevel', 'warn']],
        [vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${work}/ssr`, '--emptyOutDir', '--logLevel', 'warn']],
        ['node', ['scripts/prerender.mjs', '--client', `${work}/client`, '--ssr', `${work}/ssr`, '--out', outDir]],
      ]
    : [[vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']]];
  for (const [command, args] of steps) await exec(command, args, { ...process.env, ...env });
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env @returns {Promise<void>} */
function exec(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: project, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`))));
  });
}

/** @param {string} apiBase */
async function firstDevicePath(apiBase) {
  const response = await fetch(`${apiBase}/medical-device?page=1`);
  const slug = (await response.json())?.data?.medical_devices?.[0]?.slug;
  if (!slug) throw new Error('The demo API lists no device');
  return `/medical-device/${encodeURIComponent(slug)}`;
}

/** @param {Map<string, Measure[]>} results @param {string} path */
function runsOf(results, path) {
  return /** @type {Measure[]} */ (results.get(path));
}

/** @param {string[]} pages @param {Map<string, Measure[]>} results */
async function report(pages, results) {
  const baseline = medians(runsOf(results, STATIC_PATH));
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  const goals = [];
  for (const path of pages) {
    const figures = medians(runsOf(results, path));
    const html = Buffer.from(await (await fetch(`${site}${path}`)).arrayBuffer());
    const ratio = figures.lcp / baseline.lcp;
    rows.push([
      path === STATIC_PATH ? `static page (${path})` : path,
      String(figures.performance),
      ms(figures.lcp),
      `${ratio.toFixed(2)}×`,
      ms(figures.fcp),
      ms(figures.tbt),
      figures.cls.toFixed(3),
      String(figures.seo),
      String(figures.bestPractices),
      `${kb(html.length)} / ${kb(gzipSync(html).length)}`,
    ]);
    if (path === STATIC_PATH) continue;
    /** @type {[ok: boolean, text: string][]} */
    const checks = [
      [figures.performance >= GOALS.performance, `perf ${figures.performance} (≥ ${GOALS.performance})`],
      [ratio <= GOALS.lcpRatio, `LCP ${ratio.toFixed(2)}× (≤ ${GOALS.lcpRatio}×)`],
      [figures.tbt <= GOALS.tbt, `TBT ${ms(figures.tbt)} (≤ ${GOALS.tbt} ms)`],
      [figures.seo >= GOALS.seo, `SEO ${figures.seo} (${GOALS.seo})`],
    ];
    const met = checks.every(([ok]) => ok);
    goals.push(`${met ? 'ok  ' : 'MISS'} ${path}: ${checks.map(([ok, text]) => (ok ? text : `${text} MISSED`)).join(', ')}`);
  }
  const head = ['page', 'perf', 'LCP', 'LCP/static', 'FCP', 'TBT', 'CLS', 'SEO', 'BP', 'HTML (raw / gzip)'];
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(`\nLighthouse (phone, simulated throttling): median of ${runs} run(s) per page; ${project}, site ${site}, API ${api.base}`);
  console.log(line(head));
  for (const row of rows) console.log(line(row));
  console.log('(BP: best practices)');
  console.log('\nLCP elements and failed SEO audits (last run):');
  for (const path of pages) {
    // Every page has at least one run.
    const last = /** @type {Measure} */ (runsOf(results, path).at(-1));
    const seo = last.seoFailures.length ? `; SEO: ${last.seoFailures.join(', ')}` : '';
    console.log(`  ${path}: ${last.lcpElement.slice(0, 140)}${seo}`);
  }
  console.log(`\nGoals (each page against the static page):\n  ${goals.join('\n  ')}`);
}

/** @param {number} value */
function ms(value) {
  return Number.isFinite(value) ? (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`) : '-';
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
