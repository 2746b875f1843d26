#!/usr/bin/env node
// Serves a build with deploy/nginx.conf itself, changing only what a local run cannot keep; the
// headers come from the build's own snippet, never from this environment. See docs/serving.md.
// Usage: node scripts/nginx-serve.mjs [dist]   serves until Ctrl+C (HTTPS on NGINX_PORT, 4195 by
//                                               default; the redirect from plain HTTP on NGINX_PORT + 1)
//        node scripts/nginx-serve.mjs --check  nginx -t on deploy/nginx.conf as written
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCsp, builtCsp, builtHeaders, NGINX_HEADERS, nginxSnippet, securityHeaders } from './csp.mjs';

export const DOCUMENTED = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));
const INSTALL = 'nginx is not installed: apt-get install -y nginx (docs/serving.md)';

/** @typedef {{ dir?: string, port?: number, httpPort?: number, conf?: string }} NginxServeOptions */

/** A value nginx reads as one double-quoted string, unchanged (no quote, escape or variable).
 * @param {string} value
 * @param {string} what what the value is, for the error */
function quoted(value, what) {
  if (/["\\$\n]/.test(value)) throw new Error(`${what} cannot go into nginx.conf as is: ${value}`);
  return `"${value}"`;
}

/** The documented servers as a local run serves them; every other line stays as written, and a
 * file that lacks a line to change fails rather than serving something else than documented.
 * @param {string} text  deploy/nginx.conf
 * @param {{ httpsPort: number; httpPort: number; root: string; cert: string; key: string }} options
 * @returns {string} */
export function localServer(text, { httpsPort, httpPort, root, cert, key }) {
  const documentedRoot = /^\s*root\s+(\S+);/m.exec(text)?.[1];
  const found = { 'HTTPS listen': 0, 'plain HTTP listen': 0, ssl_certificate: 0, ssl_certificate_key: 0, root: 0, include: 0, redirect: 0 };
  let listens = 0;
  const lines = [];
  for (const line of text.split('\n')) {
    // `^\s*` matches every string, and split gives at least one part.
    const indent = /** @type {RegExpExecArray} */ (/^\s*/.exec(line))[0];
    const directive = /** @type {string} */ (line.trim().split(/\s+/)[0]);
    if (/^server\s*\{/.test(line.trim())) {
      listens = 0;
      lines.push(line);
    } else if (directive === 'listen') {
      if (listens++) continue;
      const flags = line.trim().replace(/;$/, '').split(/\s+/).slice(2);
      const ssl = flags.includes('ssl');
      found[ssl ? 'HTTPS listen' : 'plain HTTP listen'] += 1;
      lines.push(`${indent}listen ${['127.0.0.1:' + (ssl ? httpsPort : httpPort), ...flags].join(' ')};`);
    } else if (directive === 'ssl_certificate' || directive === 'ssl_certificate_key') {
      found[directive] += 1;
      lines.push(`${indent}${directive} ${quoted(directive === 'ssl_certificate' ? cert : key, 'The certificate path')};`);
    } else if (directive === 'server_name') {
      lines.push(`${indent}server_name 127.0.0.1;`);
    } else if (directive === 'root') {
      found.root += 1;
      lines.push(`${indent}root ${quoted(root, 'The build folder')};`);
    } else if (directive === 'include' && documentedRoot && line.includes(`${documentedRoot}/`)) {
      found.include += 1;
      lines.push(line.replace(`${documentedRoot}/`, `${root}/`));
    } else if (directive === 'return' && /\shttps:\/\/\$host\$request_uri;$/.test(line)) {
      found.redirect += 1;
      lines.push(line.replace('https://$host$request_uri', `https://$host:${httpsPort}$request_uri`));
    } else {
      lines.push(line);
    }
  }
  const missing = Object.entries(found)
    .filter(([, count]) => count === 0)
    .map(([name]) => name);
  if (missing.length) throw new Error(`deploy/nginx.conf has no ${missing.join(', ')} line to serve a build with`);
  return lines.join('\n');
}

/** @param {string} dir @returns {{ cert: string; key: string }} */
function testCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const openssl = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1', '-keyout', key, '-out', cert],
    { encoding: 'utf8' },
  );
  if (openssl.error || openssl.status !== 0) throw new Error(`openssl could not make a test certificate: ${openssl.error?.message ?? openssl.stderr}`);
  return { cert, key };
}

/** NGINX if set, else `nginx` on the PATH, else Debian's /usr/sbin/nginx.
 * @returns {{ bin: string; version: string; mimeTypes: string }} */
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

/** nginx.conf around the servers: everything nginx writes stays in `prefix`.
 * @param {{ prefix: string; server: string; mimeTypes: string }} options
 * @returns {string} */
export function nginxConf({ prefix, server, mimeTypes }) {
  // Started by root, the workers would run as nobody, who may not read a build under /root.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  return `# Written by scripts/nginx-serve.mjs around deploy/nginx.conf.
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

/** `nginx -t` on deploy/nginx.conf as written, but for the certificate paths and the root folder.
 * @param {{ conf?: string }} [options]
 * @returns {{ ok: boolean; version: string; output: string }} */
export function checkDocumentedServer({ conf: documented = DOCUMENTED } = {}) {
  const nginx = findNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-check-'));
  try {
    const { cert, key } = testCertificate(prefix);
    writeFileSync(join(prefix, NGINX_HEADERS), nginxSnippet(securityHeaders(buildCsp({}))));
    const text = readFileSync(documented, 'utf8');
    const root = /^\s*root\s+(\S+);/m.exec(text)?.[1];
    if (!root) throw new Error('deploy/nginx.conf has no root line');
    const server = text
      .replace(/^(\s*ssl_certificate)\s+\S+;$/m, `$1 ${cert};`)
      .replace(/^(\s*ssl_certificate_key)\s+\S+;$/m, `$1 ${key};`)
      .replaceAll(`${root}`, prefix);
    const conf = join(prefix, 'nginx.conf');
    writeFileSync(conf, nginxConf({ prefix, server, mimeTypes: nginx.mimeTypes }));
    const run = spawnSync(nginx.bin, ['-t', '-q', '-e', join(prefix, 'error.log'), '-p', prefix, '-c', conf], { encoding: 'utf8' });
    return { ok: run.status === 0, version: nginx.version, output: readLog(join(prefix, 'error.log')) || run.stderr.trim() };
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

/** A port free at this moment (nginx binds it a moment later; a lost race is retried).
 * @returns {Promise<number>} */
async function freePort() {
  const probe = createServer();
  await /** @type {Promise<void>} */ (new Promise((done, fail) => probe.once('error', fail).listen(0, '127.0.0.1', done)));
  // Listening on a TCP port, the server has an address with a port (not a pipe's name).
  const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
  await new Promise((done) => probe.close(done));
  return port;
}

const pause = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));

/** @typedef {{ origin: string, httpOrigin: string, ca: string, conf: string, headers: [string, string][],
 *   close: () => Promise<void> }} NginxServer */

/** @param {{ nginx: ReturnType<typeof findNginx>; root: string; httpsPort: number; httpPort: number; documented: string; headers: [string, string][] }} options
 * @returns {Promise<NginxServer>} */
async function startOnce({ nginx, root, httpsPort, httpPort, documented, headers }) {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-serve-'));
  const conf = join(prefix, 'nginx.conf');
  const errorLog = join(prefix, 'error.log');
  const { cert, key } = testCertificate(prefix);
  const server = localServer(readFileSync(documented, 'utf8'), { httpsPort, httpPort, root, cert, key });
  writeFileSync(conf, nginxConf({ prefix, server, mimeTypes: nginx.mimeTypes }));
  const ca = readFileSync(cert, 'utf8');
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
  if (running && existsSync(pidFile)) {
    return { origin: `https://127.0.0.1:${httpsPort}`, httpOrigin: `http://127.0.0.1:${httpPort}`, ca, conf: readFileSync(conf, 'utf8'), headers, close };
  }

  // What nginx says on stderr it writes to its log too, with the time; either is the reason.
  const log = readLog(errorLog) || stderr.trim();
  await close();
  throw Object.assign(new Error(`nginx ${nginx.version} did not start with deploy/nginx.conf on ports ${httpsPort} and ${httpPort}:\n${log || 'no output'}`), {
    addressInUse: /Address already in use/.test(log),
  });
}

/** The build's headers from its own snippet; throws without them, or where its policy is not the
 * pages' <meta> with frame-ancestors (files from two builds).
 * @param {string} root
 * @returns {[string, string][]} */
export function headersOfBuild(root) {
  const headers = builtHeaders(root);
  if (!headers) throw new Error(`No ${NGINX_HEADERS} in ${root}: build it with npm run build.`);
  const page = builtCsp(root);
  const sent = headers.find(([name]) => name === 'Content-Security-Policy')?.[1];
  if (page === null || sent !== `${page}; frame-ancestors 'none'`) {
    throw new Error(`${root}: ${NGINX_HEADERS} and the pages' policy disagree (files of two builds?): build it again.`);
  }
  return headers;
}

/** HTTPS, and plain HTTP that redirects to it; port 0 takes a free one.
 * @param {NginxServeOptions} [options]
 * @returns {Promise<NginxServer>} */
export async function serveWithNginx({ dir = 'dist', port = 0, httpPort = 0, conf = DOCUMENTED } = {}) {
  const nginx = findNginx();
  const root = resolve(dir);
  if (!existsSync(join(root, '200.html'))) throw new Error(`No build in ${root}: build it first.`);
  const headers = headersOfBuild(root);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce({ nginx, root, httpsPort: port || (await freePort()), httpPort: httpPort || (await freePort()), documented: conf, headers });
    } catch (error) {
      // startOnce fails with an Error that says whether the port was taken.
      if ((port && httpPort) || !(/** @type {{ addressInUse?: boolean }} */ (error).addressInUse) || attempt === 3) throw error;
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    if (process.argv[2] === '--check') {
      const result = checkDocumentedServer();
      console.log(result.ok ? `nginx ${result.version} accepts deploy/nginx.conf` : result.output);
      process.exit(result.ok ? 0 : 1);
    }
    const port = Number(process.env.NGINX_PORT || 4195);
    const server = await serveWithNginx({ dir: process.argv[2] || 'dist', port, httpPort: port + 1 });
    console.log(`${process.argv[2] || 'dist'} on ${server.origin}, redirected from ${server.httpOrigin} (nginx, deploy/nginx.conf; a throwaway certificate)`);
    for (const [name, value] of server.headers) console.log(`${name}: ${value}`);
    const stop = () => server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    // What fails here fails with an Error (nginx missing, no build, nginx not starting).
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
