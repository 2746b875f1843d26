#!/usr/bin/env node
// A small static server shaped like deploy/nginx.conf and the static hosts, with the build's own
// `_headers`: browser tests and the Lighthouse benchmark see what a host would send (docs/serving.md).
// Usage: node scripts/serve-dist.mjs [dir=dist]   (SERVE_PORT=4194, SERVE_HOST=127.0.0.1)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { NETLIFY_HEADERS } from './csp.mjs';

/** @type {Record<string, string | undefined>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** @param {string} file */
export const contentType = (file) => TYPES[extname(file)] ?? 'application/octet-stream';

/** Hashed assets never change; anything else is checked again. @param {string} pathname */
export const cacheControl = (pathname) => (pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');

/** Answered 404 as deploy/nginx.conf does: dotfiles and dot-folders (but /.well-known/), source maps, header files.
 * @param {string} pathname */
export const isPrivate = (pathname) => /\/\.(?!well-known\/)/.test(pathname) || pathname.endsWith('.map') || /^\/_headers(\.nginx)?$/.test(pathname);

/** Netlify's and Cloudflare Pages' format: a path, `*` for any part, then indented `Name: value` lines.
 * @param {string} text
 * @returns {{ pattern: RegExp; headers: [string, string][] }[]} */
export function parseHeadersFile(text) {
  /** @type {{ pattern: RegExp; headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
      rules.push({ pattern: new RegExp(`^${escaped}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (!rule || colon < 0) throw new Error(`${NETLIFY_HEADERS}: cannot read "${line.trim()}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Every matching rule, in order. @param {ReturnType<typeof parseHeadersFile>} rules @param {string} pathname
 * @returns {Record<string, string>} */
export const headersFor = (rules, pathname) =>
  Object.fromEntries(rules.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers));

/** As nginx's `try_files $uri $uri/index.html /200.html`.
 * @param {string} root
 * @param {string} pathname
 * @returns {{ file: string; fallback: boolean } | null} */
export function resolveFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '/';
  }
  const file = normalize(join(root, decoded));
  const inside = file === root || file.startsWith(root + sep);
  const isFile = (/** @type {string} */ candidate) => existsSync(candidate) && statSync(candidate).isFile();
  if (inside && isFile(file)) return { file, fallback: false };
  const page = join(file, 'index.html');
  if (inside && isFile(page)) return { file: page, fallback: false };
  const shell = [join(root, '200.html'), join(root, 'index.html')].find(isFile);
  return shell ? { file: shell, fallback: true } : null;
}

/** Port 0 picks a free one. `csp` is only for a build without `_headers` (a bare Vite build).
 * @param {{ dir?: string; port?: number; host?: string; csp?: string }} [options]
 * @returns {Promise<{ origin: string; close: () => Promise<void> }>} */
export async function serveDist({ dir = 'dist', port = 4194, host = '127.0.0.1', csp = '' } = {}) {
  const root = resolve(dir);
  if (!existsSync(root)) throw new Error(`No build in ${root}: build it first.`);
  /** @type {Map<string, Buffer>} */
  const gzipped = new Map();
  const headersFile = join(root, NETLIFY_HEADERS);
  const rules = existsSync(headersFile)
    ? parseHeadersFile(readFileSync(headersFile, 'utf8'))
    : [{ pattern: /^/, headers: /** @type {[string, string][]} */ ([['X-Content-Type-Options', 'nosniff'], ...(csp ? [['Content-Security-Policy', csp]] : [])]) }];

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const found = isPrivate(pathname) ? null : resolveFile(root, pathname);
    const own = headersFor(rules, pathname);
    if (!found || (found.fallback && extname(pathname) && !pathname.endsWith('.html'))) {
      // A missing asset is a 404, never the shell: a stale chunk must fail as it would on a host.
      const { 'Cache-Control': _cached, ...uncached } = own;
      res.writeHead(404, { ...uncached, 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = contentType(found.file);
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = {
      'Cache-Control': cacheControl(pathname),
      ...own,
      'Content-Type': type,
    };
    /** @type {Buffer} */
    let body = readFileSync(found.file);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      let gzip = gzipped.get(found.file);
      if (!gzip) gzipped.set(found.file, (gzip = gzipSync(body)));
      body = gzip;
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  await /** @type {Promise<void>} */ (
    new Promise((done, fail) => {
      server.once('error', fail);
      server.listen(port, host, done);
    })
  );
  // Listening on a TCP port, the server has an address with a port (not a pipe's name).
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://${host}:${address.port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] || 'dist';
  const server = await serveDist({ dir, port: Number(process.env.SERVE_PORT || 4194), host: process.env.SERVE_HOST || '127.0.0.1' });
  console.log(`${dir} on ${server.origin}, with the headers of ${join(dir, NETLIFY_HEADERS)}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
