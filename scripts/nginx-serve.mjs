#!/usr/bin/env node
// Serves a build with nginx and the server block of README.md itself, so what the browser tests
// see is what a host copying the README sends. Only what a local run cannot keep is changed:
// the listen lines (plain HTTP on 127.0.0.1), the certificate lines, server_name, root, and the
// policy (this build's, from scripts/csp.mjs). Around the block goes a small nginx.conf in a
// folder of its own (pid, logs, temp paths), so no service manager or root is needed.
// Usage: node scripts/nginx-serve.mjs [dist]   serves until Ctrl+C (NGINX_PORT, 4195 by default)
//        node scripts/nginx-serve.mjs --check  nginx -t on the README's block as written
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const README = fileURLToPath(new URL('../README.md', import.meta.url));
const INSTALL = 'nginx is not installed: apt-get install -y nginx (README, "Serving dist/")';

/**
 * The options of serveWithNginx: the build's folder, the port (0: a free one), the build's
 * policy (required) and the README whose server block is served.
 * @typedef {object} NginxServeOptions
 * @property {string} [dir]
 * @property {number} [port]
 * @property {string} csp
 * @property {string} [readme]
 */

/**
 * The README's nginx server block: the one ```nginx fence that holds `server {`.
 * @param {string} markdown
 * @returns {string}
 */
export function documentedServer(markdown) {
  // The pattern's one group takes part in every match.
  const fences = [...markdown.matchAll(/^```nginx\n([\s\S]*?)^```$/gm)].map((match) => /** @type {string} */ (match[1]));
  const servers = fences.filter((text) => /^server\s*\{/m.test(text));
  if (servers.length !== 1) throw new Error(`README.md: expected one nginx block with a server { ... }, found ${servers.length}`);
  // Exactly one, checked above.
  return /** @type {string} */ (servers[0]);
}

/**
 * A value nginx reads as one double-quoted string, unchanged (no quote, escape or variable).
 * @param {string} value
 * @param {string} what what the value is, for the error
 */
function quoted(value, what) {
  if (/["\\$\n]/.test(value)) throw new Error(`${what} cannot go into nginx.conf as is: ${value}`);
  return `"${value}"`;
}

/**
 * The documented block as a local test serves it: plain HTTP on 127.0.0.1:port, no certificate,
 * the build's folder as root, this build's policy. Every other line stays as written; a block
 * that lacks a line to change fails, rather than serving something else than documented.
 * @param {string} block
 * @param {{ port: number; root: string; csp: string }} options
 * @returns {string}
 */
export function localServer(block, { port, root, csp }) {
  const found = { listen: 0, root: 0, csp: 0 };
  const lines = [];
  for (const line of block.split('\n')) {
    // `^\s*` matches every string, and split gives at least one part.
    const indent = /** @type {RegExpExecArray} */ (/^\s*/.exec(line))[0];
    const directive = /** @type {string} */ (line.trim().split(/\s+/)[0]);
    if (directive === 'listen') {
      if (!found.listen++) lines.push(`${indent}listen 127.0.0.1:${port};`);
    } else if (directive.startsWith('ssl_')) {
      continue;
    } else if (directive === 'server_name') {
      lines.push(`${indent}server_name 127.0.0.1;`);
    } else if (directive === 'root') {
      found.root += 1;
      lines.push(`${indent}root ${quoted(root, 'The build folder')};`);
    } else if (/^set\s+\$csp\s/.test(line.trim())) {
      found.csp += 1;
      lines.push(`${indent}set $csp ${quoted(csp, 'The policy')};`);
    } else {
      lines.push(line);
    }
  }
  const missing = Object.entries(found)
    .filter(([, count]) => count === 0)
    .map(([name]) => name);
  if (missing.length) throw new Error(`README.md's server block has no ${missing.join(', ')} line to serve a build with`);
  return lines.join('\n');
}

/**
 * The nginx binary: NGINX if set, else `nginx` on the PATH, else Debian's /usr/sbin/nginx.
 * @returns {{ bin: string; version: string; mimeTypes: string }}
 */
export function findNginx() {
  const candidates = process.env.NGINX ? [process.env.NGINX] : ['nginx', '/usr/sbin/nginx'];
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['-V'], { encoding: 'utf8' });
    if (!probe.error && probe.status === 0) {
      const confPath = /--conf-path=(\S+)/.exec(probe.stderr)?.[1] ?? '/etc/nginx/nginx.conf';
      return { bin: candidate, version: /nginx\/(\S+)/.exec(probe.stderr)?.[1] ?? '?', mimeTypes: join(dirname(confPath), 'mime.types') };
    }
  }
  throw new Error(process.env.NGINX ? `NGINX=${process.env.NGINX} is not an nginx that runs` : INSTALL);
}

/**
 * nginx.conf around a server block: everything nginx writes stays in `prefix`.
 * @param {{ prefix: string; server: string; mimeTypes: string }} options
 * @returns {string}
 */
export function nginxConf({ prefix, server, mimeTypes }) {
  // Started by root, the workers would run as nobody, who may not read a build under /root.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  return `# Written by scripts/nginx-serve.mjs around README.md's server block.
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
${user}events {
    worker_connections 256;
}
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    sendfile on;
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;

${server.replace(/\n$/, '')}
}
`;
}

const readLog = (/** @type {string} */ file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');

/**
 * `nginx -t` on the README's block exactly as written, but for the certificate paths (the site's
 * own files): a throwaway self-signed pair stands in. Resolves with nginx's verdict.
 * @param {{ readme?: string }} [options]
 * @returns {{ ok: boolean; version: string; output: string }}
 */
export function checkDocumentedServer({ readme = README } = {}) {
  const nginx = findNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-check-'));
  try {
    const cert = join(prefix, 'cert.pem');
    const key = join(prefix, 'key.pem');
    const openssl = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', key, '-out', cert],
      { encoding: 'utf8' },
    );
    if (openssl.error || openssl.status !== 0) throw new Error(`openssl could not make a test certificate: ${openssl.error?.message ?? openssl.stderr}`);
    const server = documentedServer(readFileSync(readme, 'utf8'))
      .replace(/^(\s*ssl_certificate)\s+\S+;$/m, `$1 ${cert};`)
      .replace(/^(\s*ssl_certificate_key)\s+\S+;$/m, `$1 ${key};`);
    const conf = join(prefix, 'nginx.conf');
    writeFileSync(conf, nginxConf({ prefix, server, mimeTypes: nginx.mimeTypes }));
    const run = spawnSync(nginx.bin, ['-t', '-q', '-e', join(prefix, 'error.log'), '-p', prefix, '-c', conf], { encoding: 'utf8' });
    return { ok: run.status === 0, version: nginx.version, output: readLog(join(prefix, 'error.log')) || run.stderr.trim() };
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

/**
 * A port free at this moment (nginx binds it a moment later; a lost race is retried).
 * @returns {Promise<number>}
 */
async function freePort() {
  const probe = createServer();
  await /** @type {Promise<void>} */ (new Promise((done, fail) => probe.once('error', fail).listen(0, '127.0.0.1', done)));
  // Listening on a TCP port, the server has an address with a port (not a pipe's name).
  const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
  await new Promise((done) => probe.close(done));
  return port;
}

const pause = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));

/**
 * @param {{ nginx: ReturnType<typeof findNginx>; root: string; port: number; csp: string; readme: string }} options
 * @returns {Promise<{ origin: string; conf: string; close: () => Promise<void> }>}
 */
async function startOnce({ nginx, root, port, csp, readme }) {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-serve-'));
  const conf = join(prefix, 'nginx.conf');
  const errorLog = join(prefix, 'error.log');
  const server = localServer(documentedServer(readFileSync(readme, 'utf8')), { port, root, csp });
  writeFileSync(conf, nginxConf({ prefix, server, mimeTypes: nginx.mimeTypes }));
  const args = ['-e', errorLog, '-p', prefix, '-c', conf];

  const child = spawn(nginx.bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  /** @type {Promise<number>} */
  const exited = new Promise((done) => child.once('close', (code) => done(code ?? 1)));
  child.once('error', (error) => (stderr += error.message));
  let running = true;
  exited.then(() => (running = false));

  const close = async () => {
    if (running) {
      spawnSync(nginx.bin, [...args, '-s', 'stop']);
      const stopped = await Promise.race([exited.then(() => true), pause(5000).then(() => false)]);
      if (!stopped) child.kill('SIGKILL');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  // nginx writes its pid file once its sockets are bound (it tries a taken port for a few seconds).
  const pidFile = join(prefix, 'nginx.pid');
  const deadline = Date.now() + 10_000;
  while (running && !existsSync(pidFile) && Date.now() < deadline) await pause(25);
  if (running && existsSync(pidFile)) return { origin: `http://127.0.0.1:${port}`, conf: readFileSync(conf, 'utf8'), close };

  // What nginx says on stderr it writes to its log too, with the time; either is the reason.
  const log = readLog(errorLog) || stderr.trim();
  await close();
  throw Object.assign(new Error(`nginx ${nginx.version} did not start with README.md's server block on port ${port}:\n${log || 'no output'}`), {
    addressInUse: /Address already in use/.test(log),
  });
}

/**
 * Serves `dir` with nginx and the README's server block; port 0 takes a free one. Resolves with
 * the origin, the nginx.conf used and a close() that stops nginx and removes its folder.
 * @param {NginxServeOptions} options
 * @returns {Promise<{ origin: string; conf: string; close: () => Promise<void> }>}
 */
// Called with no options at all, it fails below on the missing policy, as with any other.
export async function serveWithNginx({ dir = 'dist', port = 0, csp, readme = README } = /** @type {NginxServeOptions} */ ({})) {
  if (typeof csp !== 'string' || !csp) throw new Error('serveWithNginx needs the build\'s policy (csp)');
  const nginx = findNginx();
  const root = resolve(dir);
  if (!existsSync(join(root, '200.html'))) throw new Error(`No build in ${root}: build it first.`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce({ nginx, root, port: port || (await freePort()), csp, readme });
    } catch (error) {
      // startOnce fails with an Error that says whether the port was taken.
      if (port || !(/** @type {{ addressInUse?: boolean }} */ (error).addressInUse) || attempt === 3) throw error;
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    if (process.argv[2] === '--check') {
      const result = checkDocumentedServer();
      console.log(result.ok ? `nginx ${result.version} accepts README.md's server block` : result.output);
      process.exit(result.ok ? 0 : 1);
    }
    const [{ loadEnv }, { cspFromEnv }] = await Promise.all([import('vite'), import('./csp.mjs')]);
    const csp = cspFromEnv(loadEnv('production', process.cwd(), 'VITE_'));
    const server = await serveWithNginx({ dir: process.argv[2] || 'dist', port: Number(process.env.NGINX_PORT || 4195), csp });
    console.log(`${process.argv[2] || 'dist'} on ${server.origin} (nginx, README.md's server block)`);
    const stop = () => server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    // What fails here fails with an Error (nginx missing, no build, nginx not starting).
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
