#!/usr/bin/env node
// Switching releases under load (docs/deploying.md, "Checks"): fails unless every request
// succeeded, each page is whole and one release's, its policy allows its inline script, and
// every file a served page names is there.
//   node scripts/deploy-load.mjs [--dir DIR]   DIR: a deploy folder with two releases to reuse
//   NGINX_PORT (a free port by default), LOAD_SECONDS (20), LOAD_RATE (300 requests a second)
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cp, writeFile } from 'node:fs/promises';
import { Agent, get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { deploy, npmBuild, rollback } from './deploy.mjs';
import { currentRelease, listReleases, readNote, releasesDir } from './deploy-releases.mjs';
import { serveWithNginx } from './nginx-serve.mjs';

const { values: args } = parseArgs({ options: { dir: { type: 'string' } } });
const SECONDS = Number(process.env.LOAD_SECONDS || 20);
const RATE = Number(process.env.LOAD_RATE || 300);
const PORT = Number(process.env.NGINX_PORT || 0) || 5690;

const pause = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));
const log = (/** @type {string} */ line) => console.log(line);

// 1. Two releases whose hashed files and policies differ.
const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'deploy-load-'));
const env = Object.fromEntries(Object.entries({ ...process.env, VITE_API_BASE_URL: '', VITE_SITE_URL: '' }).filter(([name]) => name !== 'NODE_ENV'));
if (listReleases(dir).length < 2) {
  for (const extra of [{}, { VITE_WHATSAPP_NUMBER: '6281200000000', VITE_MEDIA_ORIGINS: 'https://media.example.id' }]) {
    if ((await deploy({ dir, log, build: (target) => npmBuild(target, { ...env, ...extra }) })) !== 0) process.exit(1);
  }
}
const [releaseA, releaseB] = listReleases(dir).slice(-2);
if (!releaseA || !releaseB) throw new Error('two releases expected');
const root = (/** @type {string} */ id) => join(releasesDir(dir), id);
// The switches deploy copies of the two builds; the copies come from outside DIR/releases, which
// the deploys prune to their last few.
const builds = mkdtempSync(join(tmpdir(), 'deploy-load-builds-'));
for (const id of [releaseA, releaseB]) cpSync(root(id), join(builds, id), { recursive: true });

// 2. What each release serves: its pages (a sample of each kind), its shell, its policy.
const samplePaths = ['/', '/article', '/promotion', '/service', '/about'];
for (const list of ['article', 'promotion', 'medical-device', 'service']) {
  const folder = join(root(releaseA), list);
  if (existsSync(folder)) samplePaths.push(...readdirSync(folder).slice(0, 3).map((slug) => `/${list}/${slug}`));
}
const paths = samplePaths.filter((path) => existsSync(pageFile(root(releaseA), path)) && existsSync(pageFile(root(releaseB), path)));
/** @param {string} base @param {string} path */
function pageFile(base, path) {
  return join(base, ...path.split('/').filter(Boolean), 'index.html');
}
/** @type {Map<string, Set<string>>} */
const versions = new Map();
for (const path of [...paths, '/200.html']) {
  const file = (/** @type {string} */ id) => (path === '/200.html' ? join(root(id), '200.html') : pageFile(root(id), path));
  versions.set(path, new Set([readFileSync(file(releaseA), 'utf8'), readFileSync(file(releaseB), 'utf8')]));
}
const lazyChunks = (/** @type {string} */ id) => (readNote(dir, id)?.ownAssets ?? []).filter((file) => /\.js$/.test(file)).map((file) => `/${file}`);
const assets = [...new Set([...lazyChunks(releaseA), ...lazyChunks(releaseB)])];

// 3. nginx with deploy/nginx.conf, its root DIR/current; a reload makes it read the new snippet.
const server = await serveWithNginx({ dir: join(dir, 'current'), port: PORT, httpPort: PORT + 1 });
const masterPid = Number(readFileSync(/** @type {string} */ (/^pid (\S+);$/m.exec(server.conf)?.[1]), 'utf8'));
let reloads = 0;
const reload = async () => {
  reloads += 1;
  process.kill(masterPid, 'SIGHUP');
  // nginx answers with the new configuration once its new workers run.
  await pause(200);
  return 0;
};
const agent = new Agent({ ca: server.ca, keepAlive: true, maxSockets: 64 });
// For a request sent again: a connection of its own, never one from the pool.
const fresh = new Agent({ ca: server.ca, keepAlive: false });
let retried = 0;
/** @param {string} url @param {boolean} [retry] @returns {Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: string }>} */
const get = (url, retry = true) =>
  new Promise((done, failed) => {
    const request = httpsGet(server.origin + url, { agent: retry ? agent : fresh }, (response) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', failed);
    });
    request.on('error', (error) => {
      // A kept-alive connection an old worker closed before any answer is sent again once, as
      // browsers do (RFC 9112, 9.3.1). Any other failure counts.
      if (retry && request.reusedSocket && /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNRESET') {
        retried += 1;
        get(url, false).then(done, failed);
      } else {
        failed(error);
      }
    });
  });

// 4. The loop: requests at RATE for SECONDS, at most 64 at a time, while releases switch.
const failures = /** @type {string[]} */ ([]);
let failed = 0;
const fail = (/** @type {string} */ line) => {
  failed += 1;
  if (failures.length < 20) failures.push(line);
};
const inFlight = new Set();
let requests = 0;
let pages = 0;
const inlineHash = (/** @type {string} */ html) => {
  const script = /<script>([^<]*)<\/script>/.exec(html)?.[1];
  return script === undefined ? null : `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
};
/** @typedef {{ status: number; headers: import('node:http').IncomingHttpHeaders; body: string }} Answer */
/** @param {string} url @param {(response: Answer, body: string) => void} [check] */
function ask(url, check) {
  const request = askOnce(url, check).finally(() => inFlight.delete(request));
  inFlight.add(request);
  return request;
}
/** @param {string} url @param {(response: Answer, body: string) => void} [check] */
async function askOnce(url, check) {
  requests += 1;
  try {
    const response = await get(url);
    if (response.status !== 200) return fail(`${url}: ${response.status}`);
    check?.(response, response.body);
  } catch (error) {
    fail(`${url}: ${/** @type {Error} */ (error).message}`);
  }
}
/** @param {string} path @param {Answer} response @param {string} html */
function checkPage(path, response, html) {
  pages += 1;
  if (!versions.get(path)?.has(html)) return fail(`${path}: not whole, or no release's page`);
  const hash = inlineHash(html);
  if (hash && !String(response.headers['content-security-policy'] ?? '').includes(hash)) fail(`${path}: the policy sent does not allow the page's inline script`);
  // Every file the page names, asked for after it was served (a switch may come between).
  const named = [...html.matchAll(/["' ](\/assets\/[^"' )]+)/g)].map((match) => /** @type {string} */ (match[1]));
  const file = named[pages % Math.max(1, named.length)];
  if (file) void ask(file);
}
const targets = [
  ...paths.map((path) => () => ask(path, (response, body) => checkPage(path, response, body))),
  () => ask('/tidak-ada-halaman-ini', (response, body) => checkPage('/200.html', response, body)),
  ...assets.map((file) => () => ask(file)),
];

let switching = true;
let switches = 0;
const switcher = (async () => {
  // Deploys that copy one of the two builds (a rebuild of it), with rollbacks between them.
  const copyOf = (/** @type {string} */ id) => async (/** @type {{ out: string; report: string }} */ { out, report }) => {
    await cp(join(builds, id), out, { recursive: true });
    await writeFile(report, JSON.stringify({ written: paths.length, skipped: 0, passedOver: 0, sections: [] }));
    return 0;
  };
  const steps = [() => deploy({ dir, reload, log, build: copyOf(releaseB) }), () => rollback({ dir, reload, log }), () => deploy({ dir, reload, log, build: copyOf(releaseA) })];
  for (let step = 0; switching; step += 1) {
    await pause(500);
    if (!switching) break;
    const before = currentRelease(dir);
    const code = await /** @type {() => Promise<number>} */ (steps[step % steps.length])();
    if (code !== 0) fail(`switch ${step}: exit ${code}`);
    if (currentRelease(dir) !== before) switches += 1;
  }
})();

const started = performance.now();
for (let n = 0; performance.now() - started < SECONDS * 1000; ) {
  const due = Math.floor(((performance.now() - started) * RATE) / 1000);
  while (n < due && inFlight.size < 64) {
    void (/** @type {() => Promise<void>} */ (targets[n % targets.length])());
    n += 1;
  }
  await pause(10);
}
while (inFlight.size > 0) await Promise.all(inFlight);
switching = false;
await switcher;
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
fresh.destroy();
await server.close();
rmSync(builds, { recursive: true, force: true });
if (!args.dir) rmSync(dir, { recursive: true, force: true });

console.log(
  `deploy-load: ${requests} requests in ${elapsed.toFixed(1)} s (${Math.round(requests / elapsed)}/s), ${pages} pages checked, ` +
    `${switches} switches, ${reloads} nginx reloads, ${retried} sent again on a new connection after a reload closed theirs, ${failed} failed${failures.length ? `:\n  ${failures.join('\n  ')}` : ''}`,
);
console.log(`served ${dir}/current with deploy/nginx.conf`);
process.exit(failed > 0 || switches < 2 ? 1 : 0);
