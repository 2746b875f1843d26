#!/usr/bin/env node
// The last step of `npm run build`; a failed build leaves the published site as it was (docs/deploying.md).
//   node scripts/prerender.mjs [--client dist-build/client] [--ssr dist-build/ssr] [--out dist]
//   node scripts/prerender.mjs --check     (configuration only)   --report FILE   counts as JSON
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { cspFromEnv } from './csp.mjs';
import { checkConfiguration, loadBuildEnv, prerenderLimits, prerenderWorkers } from './prerender/config.mjs';
import { emptySections } from './prerender/render.mjs';
import { prerender } from './prerender/run.mjs';

// React's development build is not what visitors get.
process.env.NODE_ENV = 'production';

const { values: args } = parseArgs({
  options: {
    client: { type: 'string', default: 'dist-build/client' },
    ssr: { type: 'string', default: 'dist-build/ssr' },
    out: { type: 'string', default: 'dist' },
    check: { type: 'boolean', default: false },
    report: { type: 'string' },
  },
});

const env = loadBuildEnv();
let csp;
let limits;
let workers;
try {
  checkConfiguration(env);
  csp = cspFromEnv(env.raw);
  limits = prerenderLimits();
  workers = prerenderWorkers();
} catch (error) {
  // The configuration's checks throw Errors with a message for the person building.
  fail(/** @type {Error} */ (error).message);
}
if (args.check) process.exit(0);

const entryFile = resolve(args.ssr, 'entry-server.js');
/** @type {import('./prerender/run.mjs').ServerEntry} */
const server = await import(entryFile);
const baked = server.buildConfig;
if ((baked.apiBaseUrl ?? null) !== env.apiBaseUrl || (baked.siteUrl?.replace(/\/+$/, '') ?? null) !== env.configuredSite) {
  fail(`${args.ssr} was built with another VITE_API_BASE_URL or VITE_SITE_URL than this environment: run the whole build again.`);
}
const stopDemoApi = await server.startDemoApi();
let result;
try {
  result = await prerender({
    server,
    clientDir: args.client,
    outDir: args.out,
    siteUrl: env.siteUrl,
    csp,
    limits,
    // Each render thread loads the same built entry (and answers the demo API in itself).
    workers: { ...workers, entry: pathToFileURL(entryFile).href },
  });
} catch (error) {
  // Not the API's failure (those end as a line in the result) but the build's own: its stack helps.
  console.error(error);
  result = { ok: false, reason: `the prerender stopped: ${/** @type {{ message?: string } | null | undefined} */ (error)?.message ?? error}` };
} finally {
  stopDemoApi?.();
}
if (args.report && 'outcomes' in result && result.outcomes) {
  const outcomes = result.outcomes;
  const report = {
    ok: result.ok,
    written: outcomes.filter((outcome) => outcome.ok).length,
    skipped: outcomes.filter((outcome) => !outcome.ok).length,
    passedOver: result.notes?.length ?? 0,
    sections: emptySections(outcomes),
  };
  writeFileSync(args.report, `${JSON.stringify(report)}\n`);
}
if (!result.ok) fail(result.reason);
console.log('');
// Whatever a request or an abandoned render left pending, the build is over.
process.exit(0);

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`\nBuild failed: ${message}\nThe published site (${args.out}/) was not touched.\n`);
  process.exit(1);
}
