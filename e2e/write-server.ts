import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'msw';
import { runnerImport } from 'vite';
import { demoMediaFile } from '../scripts/demo-api.mjs';
import { contentType, resolveFile } from '../scripts/serve-dist.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The demo API's handlers (mocks/handlers) as an HTTP handler for this origin's /api, loaded
 * the way scripts/demo-api.mjs loads them; their URLs, media included, name this origin.
 */
async function demoApi(base: string) {
  const before = { base: process.env.VITE_API_BASE_URL, env: process.env.NODE_ENV };
  process.env.VITE_API_BASE_URL = base;
  const [{ module }, { createServer: createMswApp }] = await Promise.all([
    runnerImport<{ handlers: RequestHandler[] }>(`${root}mocks/handlers/index.ts`, {
      root,
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
    }),
    import('@mswjs/http-middleware'),
  ]);
  for (const [key, value] of [['VITE_API_BASE_URL', before.base], ['NODE_ENV', before.env]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return createMswApp(...module.handlers);
}

/** How the server treats a write (a POST under /api) the test names. */
export type WriteMode =
  /** Reads the body (no faster than `bytesPerSecond`, when given), then answers 201. */
  | { kind: 'answer'; bytesPerSecond?: number }
  /** Reads the body and never answers (until the server closes). */
  | { kind: 'hold' }
  /** Reads the body and answers with this status and JSON. */
  | { kind: 'refuse'; status: number; json: unknown };

/** One write as the server read it: when each chunk arrived and how many bytes in all. */
export interface ReadLog {
  path: string;
  /** Bytes read so far. */
  read: number;
  /** The body's declared length, when the client sent one. */
  length: number | null;
  ended: boolean;
}

/**
 * A production build built against this server's origin (VITE_API_BASE_URL=<origin>/api), served
 * with a real HTTP API: the writes a test names are read slowly, held or refused, and every byte
 * read is counted; every other call is the demo API's (mocks/handlers).
 */
export async function startWriteServer({ dir, port }: { dir: string; port: number }) {
  const site = resolve(dir);
  const origin = `http://127.0.0.1:${port}`;
  const api = await demoApi(`${origin}/api`);
  const modes = new Map<string, WriteMode>();
  const reads: ReadLog[] = [];
  const held = new Set<ServerResponse>();

  function readBody(req: IncomingMessage, log: ReadLog, bytesPerSecond: number | null, done: () => void) {
    req.on('data', (chunk: Buffer) => {
      log.read += chunk.length;
      if (bytesPerSecond === null) return;
      // Reading no faster than the given rate: what a slow uplink lets through.
      req.pause();
      setTimeout(() => req.resume(), (chunk.length / bytesPerSecond) * 1000);
    });
    req.on('end', () => {
      log.ended = true;
      done();
    });
  }

  function write(req: IncomingMessage, res: ServerResponse, path: string, mode: WriteMode) {
    const declared = Number(req.headers['content-length']);
    const log: ReadLog = { path, read: 0, length: Number.isFinite(declared) ? declared : null, ended: false };
    reads.push(log);
    readBody(req, log, mode.kind === 'answer' ? (mode.bytesPerSecond ?? null) : null, () => {
      if (mode.kind === 'hold') held.add(res);
      else if (mode.kind === 'refuse') res.writeHead(mode.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(mode.json));
      else res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"message":"ok"}');
    });
  }

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const mode = req.method === 'POST' ? modes.get(pathname.replace(/^\/api/, '')) : undefined;
    if (mode) return write(req, res, pathname, mode);
    if (pathname.startsWith('/api/')) return void api(req, res);
    const media = demoMediaFile(pathname);
    if (media && existsSync(media)) return void res.writeHead(200, { 'Content-Type': contentType(media) }).end(readFileSync(media));
    const found = resolveFile(site, pathname);
    if (!found) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': contentType(found.file), 'Cache-Control': 'no-cache' }).end(readFileSync(found.file));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });

  return {
    origin,
    /** How the next writes to this API path ('/applicant/store') are treated. */
    treat: (path: string, mode: WriteMode) => modes.set(path, mode),
    reads,
    writesTo: (path: string) => reads.filter((log) => log.path === `/api${path}`),
    reset() {
      modes.clear();
      reads.length = 0;
      for (const res of held) res.destroy();
      held.clear();
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
