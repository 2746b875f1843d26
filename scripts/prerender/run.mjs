// The prerender as one function, which the build and its tests both run. Every failure ends as
// one line, and the published site is touched only when the new one is complete.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BuildOutputError } from './build-layout.mjs';
import { finishSite, prepareSite } from './output.mjs';
import { startPool } from './pool.mjs';
import { CONCURRENCY, publishVerdict, renderAll, summaryLines } from './render.mjs';

// Starting a thread costs a core for a while: a small site renders sooner in the build's thread.
const PAGES_PER_THREAD = 500;

// Typed from src/entry-server.tsx: a change there the prerender does not follow fails the typecheck.
/** @typedef {typeof import('../../src/entry-server')} ServerEntry */

/** @param {object} options
 * @param {ServerEntry} options.server  the server entry, as built or as source
 * @param {string} options.clientDir  the client build, which becomes the site
 * @param {string} options.outDir     where the site is published
 * @param {string} options.siteUrl @param {string} options.csp
 * @param {import('./config.mjs').PrerenderLimits} options.limits
 * @param {(line: string) => void} [options.log]
 * @param {{ count: number, auto?: boolean, entry: string }} [options.workers]  render threads (pool.mjs)
 * @returns {Promise<{ ok: true, outcomes: import('./render.mjs').PageOutcome[], notes: string[] } | { ok: false, reason: string, outcomes?: import('./render.mjs').PageOutcome[], notes?: string[] }>} */
export async function prerender({ server, clientDir, outDir, siteUrl, csp, limits, workers, log = console.log }) {
  const started = performance.now();
  const requests = { timeoutMs: limits.timeoutMs, retries: limits.retries, backoffMs: limits.backoffMs };
  // One clock for every page, whichever thread renders it.
  const renderedAt = Date.now();
  server.boundRequests(requests);
  await server.renderSetup(siteUrl, renderedAt);

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

  const count = !workers ? 1 : workers.auto ? Math.min(workers.count, Math.floor(list.pages.length / PAGES_PER_THREAD)) : workers.count;
  const threads = workers && count > 1 ? await startPool({ size: count, setup: { entry: workers.entry, siteUrl, renderedAt, requests } }) : null;
  let outcomes;
  try {
    outcomes = await renderAll(list.pages, {
      render: threads ? threads.render : (path, signal) => server.renderPage(path, signal),
      write: (page) => site.writePage(page),
      pageTimeoutMs: limits.pageTimeoutMs,
      deadlineMs: limits.deadlineMs(list.pages.length),
      // As many pages at once on each thread as one thread alone renders.
      concurrency: CONCURRENCY * (threads?.size ?? 1),
    });
  } finally {
    // A render abandoned at its limit may still be running: its thread ends here.
    await threads?.close();
  }
  const { pages, notes } = list;

  const summary = (/** @type {boolean} */ published) =>
    summaryLines(outcomes, { notes, siteUrl, outDir, seconds: (performance.now() - started) / 1000, csp, published });
  const verdict = publishVerdict(pages, outcomes, { maxFailedDetails: limits.maxFailedDetails });
  if (verdict) {
    for (const line of summary(false)) log(line);
    return { ok: false, reason: verdict, outcomes, notes };
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
  return { ok: true, outcomes, notes };
}
