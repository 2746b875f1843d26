#!/usr/bin/env node
// The last step of `npm run build`: writes every public content page's first view as HTML
// (dist/<path>/index.html), the shell for every other path (dist/200.html), dist/sitemap.xml
// and robots.txt, then swaps the finished site into place. Nothing touches the output folder
// until everything succeeded, so a failed or interrupted build leaves the published site as it was.
//
//   node scripts/prerender.mjs [--client dist-build/client] [--ssr dist-build/ssr] [--out dist]
//   node scripts/prerender.mjs --check     (configuration only, before anything is built)
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cspFromEnv } from './csp.mjs';
import { checkConfiguration, loadBuildEnv } from './prerender/config.mjs';
import { renderAll, printSummary } from './prerender/render.mjs';
import { writeSite } from './prerender/output.mjs';

// React's development build renders about twice as slowly and is not what visitors get.
process.env.NODE_ENV = 'production';

const { values: args } = parseArgs({
  options: {
    client: { type: 'string', default: 'dist-build/client' },
    ssr: { type: 'string', default: 'dist-build/ssr' },
    out: { type: 'string', default: 'dist' },
    check: { type: 'boolean', default: false },
  },
});

const env = loadBuildEnv();
let csp;
try {
  checkConfiguration(env);
  csp = cspFromEnv(env.raw);
} catch (error) {
  fail(error.message);
}
if (args.check) process.exit(0);

const started = performance.now();
const server = await import(resolve(args.ssr, 'entry-server.js'));
const baked = server.buildConfig;
if ((baked.apiBaseUrl ?? null) !== env.apiBaseUrl || (baked.siteUrl?.replace(/\/+$/, '') ?? null) !== env.configuredSite) {
  fail(`${args.ssr} was built with another VITE_API_BASE_URL or VITE_SITE_URL than this environment: run the whole build again.`);
}
const stopDemoApi = await server.startDemoApi();
try {
  const siteUrl = env.siteUrl;
  await server.renderSetup(siteUrl, Date.now());
  let pages;
  try {
    pages = await server.prerenderPages();
  } catch (error) {
    fail(`the API at ${server.buildConfig.resolvedApiBaseUrl()} could not be read: ${describe(error)}`);
  }
  const results = await renderAll(server, pages);
  await writeSite({
    clientDir: args.client,
    outDir: args.out,
    siteUrl,
    results,
    pages,
    robotsSource: await readFile(join(args.client, 'robots.txt'), 'utf8').catch(() => 'User-agent: *\nAllow: /\n'),
    csp,
    withShellRobots: server.withShellRobots,
  });
  printSummary(results, { siteUrl, outDir: args.out, seconds: (performance.now() - started) / 1000, csp });
} finally {
  stopDemoApi?.();
}

function describe(error) {
  const cause = error?.cause ? ` (${error.cause.code ?? error.cause.message ?? error.cause})` : '';
  return `${error?.message ?? error}${cause}`;
}

function fail(message) {
  console.error(`\nBuild failed: ${message}\nThe published site (${args.out}/) was not touched.\n`);
  process.exit(1);
}
