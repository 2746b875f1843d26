#!/usr/bin/env node
// The demo API over real HTTP, with the in-browser demo's handlers and data and its media under
// /demo/ (a build against it ships none of them): for trying a production build and the benchmarks.
// Usage: npm run api:demo   (DEMO_API_PORT, DEMO_API_HOST, DEMO_API_ORIGINS)
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Content-Type, Accept';
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
const DEMO_MEDIA = join(root, 'public', 'demo');
/** @type {Record<string, string | undefined>} */
const MEDIA_TYPES = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

/** The given origins, else any origin on this machine (the demo API listens on loopback only).
 * @param {string[]} [origins]
 * @returns {(origin: string) => boolean} */
export function corsOriginCheck(origins = []) {
  const listed = new Set(origins.map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean));
  return (origin) => (listed.size ? listed.has(origin) : LOOPBACK_ORIGIN.test(origin));
}

/** Null for another path, one that climbs out of the folder, or an unknown type.
 * @param {string} pathname
 * @returns {string | null} */
export function demoMediaFile(pathname) {
  if (!pathname.startsWith('/demo/')) return null;
  let relativePath;
  try {
    relativePath = normalize(decodeURIComponent(pathname.slice('/demo/'.length)));
  } catch {
    return null;
  }
  const file = join(DEMO_MEDIA, relativePath);
  if (!file.startsWith(DEMO_MEDIA + sep) || !MEDIA_TYPES[extname(file).toLowerCase()]) return null;
  return file;
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {string} pathname */
async function serveDemoMedia(req, res, pathname) {
  const file = demoMediaFile(pathname);
  const found = file ? await stat(file).catch(() => null) : null;
  if (!file || !found?.isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const type = MEDIA_TYPES[extname(file).toLowerCase()];
  /** @type {Buffer} */
  let body = await readFile(file);
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const headers = { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' };
  // SVG is text: gzipped, as the site's own files are (scripts/serve-dist.mjs).
  if (type === 'image/svg+xml') {
    headers.Vary = 'Origin, Accept-Encoding';
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
}

/** Resolves once it listens. Its base URL ends in /api.
 * @param {{ port?: number; host?: string; origins?: string[] }} [options]
 * @returns {Promise<{ base: string; close: () => Promise<void> }>} */
export async function startDemoApi({ port = 8787, host = '127.0.0.1', origins = [] } = {}) {
  const apiOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const base = `${apiOrigin}/api`;
  // The handlers register absolute URLs built from VITE_API_BASE_URL (mocks/api-url.ts).
  process.env.VITE_API_BASE_URL = base;
  // Vite's module runner sets NODE_ENV to development for the whole process: not passed on.
  const nodeEnv = process.env.NODE_ENV;
  const [{ module }, { createServer: createMswApp }] = await Promise.all([
    // TypeScript with path aliases: Vite's module runner loads them, with no build step.
    /** @type {Promise<{ module: typeof import('../mocks/handlers/index') }>} */ (
      runnerImport(`${root}mocks/handlers/index.ts`, {
        root,
        configFile: false,
        logLevel: 'warn',
        resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
      })
    ),
    import('@mswjs/http-middleware'),
  ]);
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const app = createMswApp(...module.handlers);
  const allowed = corsOriginCheck(origins);

  const server = createServer((req, res) => {
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    if (origin && allowed(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', apiOrigin);
    if ((req.method === 'GET' || req.method === 'HEAD') && pathname.startsWith('/demo/')) {
      serveDemoMedia(req, res, pathname).catch(() => res.writeHead(500).end());
      return;
    }
    if (pathname !== '/api' && !pathname.startsWith('/api/')) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}');
      return;
    }
    // The handlers match on the full URL, whatever name the caller used for this machine.
    req.headers.host = new URL(apiOrigin).host;
    app(req, res);
  });

  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    })
  );
  return {
    base,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const api = await startDemoApi({
    port: Number(process.env.DEMO_API_PORT || 8787),
    host: process.env.DEMO_API_HOST || '127.0.0.1',
    origins: (process.env.DEMO_API_ORIGINS || '').split(','),
  });
  console.log(`Demo API on ${api.base} (Ctrl+C stops it)`);
  const stop = () => api.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
