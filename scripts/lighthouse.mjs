#!/usr/bin/env node
// Lighthouse scores of the production build (demo API), on a phone profile, for a few screens.
// A benchmark, never a test: scores move about ±0.02 run to run on 2 cores.
// Usage: npm run build && npm run bench:lighthouse [-- /path ...]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 4480;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/article', '/medical-device', '/reservation'];
if (!existsSync('dist/index.html')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const server = spawn('./node_modules/.bin/vite', ['preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
  stdio: 'ignore',
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

try {
  await waitForServer(`http://127.0.0.1:${PORT}/`);
  console.log('path'.padEnd(20), 'perf', 'a11y', 'best', 'seo ', 'LCP ms', 'TBT ms', 'CLS');
  for (const path of paths) {
    const { lhr } = await lighthouse(`http://127.0.0.1:${PORT}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const score = (id) => lhr.categories[id].score.toFixed(2);
    const metric = (id) => Math.round(lhr.audits[id].numericValue ?? 0);
    console.log(
      path.padEnd(20),
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      String(metric('largest-contentful-paint')).padStart(6),
      String(metric('total-blocking-time')).padStart(6),
      lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    );
  }
} finally {
  await chrome.kill();
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
