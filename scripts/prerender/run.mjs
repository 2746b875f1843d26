// The prerender as one function, so the build (scripts/prerender.mjs) and its tests run the same
// steps: list the pages, render and write each, decide whether the site may be published, then
// swap it into place. Every failure ends as one line, and the published site is touched only
// when the new one is complete.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BuildOutputError } from './build-layout.mjs';
import { finishSite, prepareSite } from './output.mjs';
import { publishVerdict, renderAll, summaryLines } from './render.mjs';

/**
 * The server entry's API: src/entry-server.tsx, which the build imports as built
 * (dist-build/ssr/entry-server.js) and the tests as source. A change to it that the prerender
 * does not follow fails the typecheck.
 * @typedef {typeof import('../../src/entry-server')} ServerEntry
 */

/**
 * @param {object} options
 * @param {ServerEntry} options.server  the server entry, as built or as source
 * @param {string} options.clientDir  the client build, which becomes the site
 * @param {string} options.outDir     where the site is published
 * @param {string} options.siteUrl
 * @param {string} options.csp
 * @param {import('./config.mjs').PrerenderLimits} options.limits
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ ok: true, outcomes: import('./render.mjs').PageOutcome[] } | { ok: false, reason: string }>}
 */
export async function prerender({ server, clientDir, outDir, siteUrl, csp, limits, log = console.log }) {
  const started = performance.now();
  server.boundRequests({ timeoutMs: limits.timeoutMs, retries: limits.retries, backoffMs: limits.backoffMs });
  await server.renderSetup(siteUrl, Date.now());

  // The client build first: a layout the boot cannot start is known before the API is asked.
  let site;
  try {
    site = await prepareSite({ clientDir, csp, withShellRobots: server.withShellRobots });
  } catch (error) {
    if (error instanceof BuildOutputError) return { ok: false, reason: error.message };
    throw error;
  }

  let list;
  try {
    list = await server.prerenderPages();
  } catch (error) {
    return { ok: false, reason: `the API at ${server.buildConfig.resolvedApiBaseUrl()} could not be read: ${server.describeFailure(error)}` };
  }
  const { pages, notes } = list;

  const outcomes = await renderAll(pages, {
    render: (path, signal) => server.renderPage(path, signal),
    write: (page) => site.writePage(page),
    pageTimeoutMs: limits.pageTimeoutMs,
    deadlineMs: limits.deadlineMs(pages.length),
  });

  const summary = (/** @type {boolean} */ published) =>
    summaryLines(outcomes, { notes, siteUrl, outDir, seconds: (performance.now() - started) / 1000, csp, published });
  const verdict = publishVerdict(pages, outcomes, { maxFailedDetails: limits.maxFailedDetails });
  if (verdict) {
    for (const line of summary(false)) log(line);
    return { ok: false, reason: verdict };
  }
  const written = new Set(outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.path));
  await finishSite({
    clientDir,
    outDir,
    siteUrl,
    listed: pages.filter((page) => written.has(page.path)),
    robotsSource: await readFile(join(clientDir, 'robots.txt'), 'utf8').catch(() => 'User-agent: *\nAllow: /\n'),
  });
  for (const line of summary(true)) log(line);
  return { ok: true, outcomes };
}
