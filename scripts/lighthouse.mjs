#!/usr/bin/env node
// Lighthouse on a phone profile (simulated throttling): a production build that talks to the
// HTTP demo API, beside a static baseline page with the same hero, text, navigation and footer
// and no script, in the same run. Reports the median of several runs per page: TBT swings
// several-fold between runs on 2 cores. A benchmark, never a test.
//
//   npm run bench:lighthouse [-- [--runs 3] [--no-build] [/path ...]]
//
// Builds into dist-bench with VITE_API_BASE_URL on the demo API (npm run api:demo's server,
// started here) and serves it with scripts/serve-dist.mjs and the production CSP.
// Ports: BENCH_PORT (site, 4194), DEMO_API_PORT (API, 8787).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { lighthouseBin, measure, medians } from './bench/lighthouse-runner.mjs';
import { STATIC_PATH, writeStaticPage } from './bench/static-page.mjs';
import { buildCsp } from './csp.mjs';
import { startDemoApi } from './demo-api.mjs';
import { serveDist } from './serve-dist.mjs';

const { values: options, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string', default: 'dist-bench' },
  },
  allowPositionals: true,
});
const runs = Math.max(1, Number(options.runs) || 3);
const outDir = options.out;
const site = `http://127.0.0.1:${Number(process.env.BENCH_PORT || 4194)}`;

const api = await startDemoApi({ port: Number(process.env.DEMO_API_PORT || 8787), origins: [site] });
let server;
try {
  const env = { VITE_API_BASE_URL: api.base, VITE_SITE_URL: site };
  if (!options['no-build']) await build(env);
  await writeStaticPage(outDir, api.base);
  const paths = positionals.length ? positionals : ['/', '/article', await firstDevicePath(api.base)];
  server = await serveDist({ dir: outDir, port: Number(new URL(site).port), csp: buildCsp({ apiBaseUrl: api.base, siteUrl: site }) });

  const bin = await lighthouseBin();
  const pages = [STATIC_PATH, ...paths];
  const results = new Map(pages.map((path) => [path, []]));
  // Round by round, so a slow spell of the machine hits every page alike.
  for (let round = 1; round <= runs; round += 1) {
    for (const path of pages) {
      process.stdout.write(`run ${round}/${runs} ${path} ... `);
      const result = await measure(bin, `${site}${path}`);
      results.get(path).push(result);
      console.log(`perf ${result.performance}, LCP ${ms(result.lcp)}, TBT ${ms(result.tbt)}, CLS ${result.cls.toFixed(3)}`);
    }
  }
  await report(pages, results);
} finally {
  await server?.close();
  await api.close();
}

// The steps of `npm run build` (client, server build, prerender), into this benchmark's folders.
async function build(env) {
  console.log(`Building ${outDir} against ${env.VITE_API_BASE_URL} ...`);
  const started = performance.now();
  const work = `${outDir}-build`;
  const vite = './node_modules/.bin/vite';
  const steps = existsSync('scripts/prerender.mjs')
    ? [
        ['node', ['scripts/prerender.mjs', '--check']],
        [vite, ['build', '--outDir', `${work}/client`, '--emptyOutDir', '--logLevel', 'warn']],
        [vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${work}/ssr`, '--emptyOutDir', '--logLevel', 'warn']],
        ['node', ['scripts/prerender.mjs', '--client', `${work}/client`, '--ssr', `${work}/ssr`, '--out', outDir]],
      ]
    : [[vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']]];
  for (const [command, args] of steps) await exec(command, args, { ...process.env, ...env });
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function exec(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`))));
  });
}

async function firstDevicePath(apiBase) {
  const response = await fetch(`${apiBase}/medical-device?page=1`);
  const slug = (await response.json())?.data?.medical_devices?.[0]?.slug;
  if (!slug) throw new Error('The demo API lists no device');
  return `/medical-device/${encodeURIComponent(slug)}`;
}

async function report(pages, results) {
  const baseline = medians(results.get(STATIC_PATH));
  const rows = [];
  for (const path of pages) {
    const figures = medians(results.get(path));
    const html = Buffer.from(await (await fetch(`${site}${path}`)).arrayBuffer());
    rows.push([
      path === STATIC_PATH ? `static page (${path})` : path,
      String(figures.performance),
      ms(figures.lcp),
      `${(figures.lcp / baseline.lcp).toFixed(2)}×`,
      ms(figures.fcp),
      ms(figures.tbt),
      figures.cls.toFixed(3),
      `${kb(html.length)} / ${kb(gzipSync(html).length)}`,
    ]);
  }
  const head = ['page', 'perf', 'LCP', 'LCP/static', 'FCP', 'TBT', 'CLS', 'HTML (raw / gzip)'];
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\nLighthouse (phone, simulated throttling): median of ${runs} run(s) per page; site ${site}, API ${api.base}`);
  console.log(line(head));
  for (const row of rows) console.log(line(row));
  console.log('\nLCP elements (last run):');
  for (const path of pages) console.log(`  ${path}: ${results.get(path).at(-1).lcpElement.slice(0, 140)}`);
  const goals = rows.slice(1).map(([path, perf, , ratio, , tbt]) => `${path}: perf ${perf} (≥ 90), LCP ${ratio} (≤ 1.3×), TBT ${tbt} (≤ 200 ms)`);
  console.log(`\nGoals (issue 10, point 9):\n  ${goals.join('\n  ')}`);
}

function ms(value) {
  return Number.isFinite(value) ? (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`) : '-';
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
