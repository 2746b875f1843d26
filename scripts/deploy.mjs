#!/usr/bin/env node
// Builds the site into a release of its own and points DIR/current at it (docs/deploying.md):
//   npm run deploy -- --to DIR              build, switch, keep the last 5 releases
//   npm run deploy -- --to DIR --rollback   point current back at the release before it
// A failed build leaves current where it was; one deploy runs at a time (DIR/deploy.lock).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LOCKED_EXIT, LockHeld, takeLock } from './deploy-lock.mjs';
import {
  assetFiles,
  currentRelease,
  diskUse,
  headerText,
  keepAssets,
  KEEP,
  listReleases,
  newReleaseId,
  pointCurrentAt,
  prune,
  readNote,
  releasesDir,
  shareUnchanged,
  writeNote,
} from './deploy-releases.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// Resolves with the exit code. `out` must not exist yet; `report` gets the prerender's counts.
/** @typedef {(target: { out: string; report: string }) => Promise<number>} Build */

/** `npm run build` as it is, with the prerender's output (its last step) in the release folder.
 * @param {{ out: string; report: string }} target
 * @param {NodeJS.ProcessEnv} [env] */
export const npmBuild = ({ out, report }, env = process.env) =>
  run('npm', ['run', 'build', '--', '--out', out, '--report', report], { cwd: ROOT, env });

/** @param {string} command @param {string[]} args
 * @param {{ cwd?: string; shell?: boolean; env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>} */
function run(command, args, { cwd, shell = false, env = process.env } = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', shell, env });
    child.once('error', (error) => {
      console.error(error.message);
      done(127);
    });
    child.once('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

/** @param {string} dir @param {string | null} from @param {string} to
 * @param {{ reload?: string | (() => Promise<number>); log: (line: string) => void }} options
 * @returns {Promise<string>} what was done, for the summary */
async function reloadIfNeeded(dir, from, to, { reload, log }) {
  if (!from) return 'first release';
  if (headerText(dir, from) === headerText(dir, to)) return 'headers unchanged';
  if (!reload) {
    log('The headers changed and DEPLOY_RELOAD is not set: reload the server so that it sends the new policy.');
    return 'headers changed, server not reloaded';
  }
  const code = typeof reload === 'function' ? await reload() : await run(reload, [], { shell: true });
  if (code !== 0) {
    log(`DEPLOY_RELOAD (${reload}) exited ${code}: the server may still send the previous release's headers.`);
    return `reload failed (${code})`;
  }
  return 'server reloaded';
}

/** Runs `work` holding DIR/deploy.lock; while another deploy holds it, says so and exits LOCKED_EXIT.
 * @param {string} dir @param {string} what @param {(line: string) => void} log
 * @param {() => Promise<number>} work
 * @returns {Promise<number>} */
async function underLock(dir, what, log, work) {
  let release;
  try {
    release = await takeLock(dir, { log });
  } catch (error) {
    if (!(error instanceof LockHeld)) throw error;
    log(`${what} skipped: ${error.message}`);
    return LOCKED_EXIT;
  }
  try {
    return await work();
  } finally {
    await release();
  }
}

const took = (/** @type {number} */ started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** @param {object} options @param {string} options.dir
 * @param {Build} [options.build]
 * @param {number} [options.keep]
 * @param {string | (() => Promise<number>)} [options.reload]  DEPLOY_RELOAD, or a function resolving with its exit code
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<number>} */
export async function deploy({ dir, build = npmBuild, keep = KEEP, reload, log = console.log }) {
  const started = performance.now();
  await mkdir(releasesDir(dir), { recursive: true });
  return underLock(dir, 'deploy', log, async () => {
    const before = currentRelease(dir);
    const id = newReleaseId(dir);
    const out = join(releasesDir(dir), id);
    const report = join(releasesDir(dir), `.${id}.report.json`);
    const code = await build({ out, report });
    const counts = await readFile(report, 'utf8').then(JSON.parse, () => null);
    await rm(report, { force: true });
    if (code !== 0 || !existsSync(join(out, '200.html'))) {
      await rm(out, { recursive: true, force: true });
      const why = code !== 0 ? `the build exited ${code}` : 'the build wrote no site';
      log(`deploy failed: release ${id}, ${why} after ${took(started)}; current still serves ${before ?? 'nothing'}`);
      return code || 1;
    }

    // Its own hashed files, before it takes over those of the releases it keeps.
    const ownAssets = await assetFiles(out);
    await writeNote(dir, id, { ownAssets, report: counts ?? undefined });
    const shared = before ? await shareUnchanged(dir, before, id) : 0;
    // The releases this one keeps beside it, and the one it replaces (older after a rollback).
    const keptBefore = [...new Set([...listReleases(dir).filter((other) => other !== id).slice(-(keep - 1)), ...(before ? [before] : [])])];
    let linked = 0;
    for (const other of keptBefore) linked += await keepAssets(dir, other, id, { own: true });

    await pointCurrentAt(dir, id);
    const reloaded = await reloadIfNeeded(dir, before, id, { reload, log });
    const removed = await prune(dir, keep);
    const { unique } = await diskUse(releasesDir(dir));
    if (removed.length) log(`Removed ${removed.length} old release(s): ${removed.join(', ')}.`);
    const pages = counts
      ? `${counts.written} pages written, ${counts.skipped} skipped, ${counts.passedOver} passed over` +
        (counts.sections?.length ? `, ${counts.sections.length} section(s) left empty` : '')
      : 'page counts unknown';
    log(
      `deploy ok: release ${id}, ${pages}, ${shared} unchanged file(s) shared, ` +
        `${linked} file(s) kept from ${keptBefore.length} release(s), ${reloaded}, ` +
        `${listReleases(dir).length} release(s) in ${mib(unique)}, ${took(started)} (was ${before ?? 'none'})`,
    );
    return 0;
  });
}

/** Back to the release before the one current serves, which takes over the replaced one's hashed files.
 * @param {{ dir: string; reload?: string | (() => Promise<number>); log?: (line: string) => void }} options
 * @returns {Promise<number>} */
export async function rollback({ dir, reload, log = console.log }) {
  const started = performance.now();
  return underLock(dir, 'rollback', log, async () => {
    const from = currentRelease(dir);
    const all = listReleases(dir);
    const index = from ? all.indexOf(from) : -1;
    const to = index > 0 ? all[index - 1] : undefined;
    if (!from || !to) {
      log(`rollback failed: ${from ? `no release before ${from}` : 'current points at no release'}; current left as it was`);
      return 1;
    }
    const linked = await keepAssets(dir, from, to);
    await pointCurrentAt(dir, to);
    const reloaded = await reloadIfNeeded(dir, from, to, { reload, log });
    const counts = readNote(dir, to)?.report;
    const pages = counts ? `${counts.written} pages` : 'page count unknown';
    log(`rollback ok: current now serves release ${to} (${pages}) instead of ${from}, ${linked} file(s) kept from it, ${reloaded}, ${took(started)}`);
    return 0;
  });
}

const mib = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const { values } = parseArgs({ options: { to: { type: 'string' }, rollback: { type: 'boolean', default: false } } });
  if (!values.to) {
    console.error('Usage: npm run deploy -- --to DIR [--rollback]   (docs/deploying.md)');
    process.exit(2);
  }
  const dir = resolve(values.to);
  const reload = process.env.DEPLOY_RELOAD?.trim() || undefined;
  process.exit(values.rollback ? await rollback({ dir, reload }) : await deploy({ dir, reload }));
}
