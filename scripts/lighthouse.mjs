#!/usr/bin/env node
// Lighthouse scores of the production build (demo API), on a phone profile, for a few screens.
// A benchmark, never a test: scores move about ±0.02 run to run on 2 cores.
// Lighthouse runs through npx (pinned below), so it is not part of every install.
// Usage: npm run build && npm run bench:lighthouse [-- /path ...]
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const PORT = 4480;
const run = promisify(execFile);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/article', '/medical-device', '/reservation'];
if (!existsSync('dist/index.html')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const server = spawn('./node_modules/.bin/vite', ['preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
  stdio: 'ignore',
});
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

try {
  await waitForServer(`http://127.0.0.1:${PORT}/`);
  console.log('path'.padEnd(20), 'perf', 'a11y', 'best', 'seo ', 'LCP ms', 'TBT ms', 'CLS');
  for (const path of paths) {
    const { stdout } = await run(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `http://127.0.0.1:${PORT}${path}`,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 },
    );
    const lhr = JSON.parse(stdout);
    const score = (id) => lhr.categories[id].score.toFixed(2);
    const metric = (id) => String(Math.round(lhr.audits[id].numericValue ?? 0)).padStart(6);
    console.log(
      path.padEnd(20),
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      metric('largest-contentful-paint'),
      metric('total-blocking-time'),
      lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    );
  }
} finally {
  server.kill();
}

async function waitForServer(url) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
