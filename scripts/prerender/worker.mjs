// One thread of the render pool (pool.mjs): loads the server entry once, prepares it as the
// main thread prepares its own (the same request bounds, the same site root and clock, the demo
// API answered in this thread too), then renders the paths it is sent, a few at a time.
//
// Messages in:  { type: 'render', id, path } and { type: 'abort', id }.
// Messages out: { type: 'ready' } once, then { id, page } or { id, error } for each render.
import { parentPort, workerData } from 'node:worker_threads';

/**
 * What the pool hands each worker.
 * @typedef {object} WorkerSetup
 * @property {string} entry  the server entry's file URL (dist-build/ssr/entry-server.js)
 * @property {string} siteUrl
 * @property {number} renderedAt  the build's one render clock
 * @property {{ timeoutMs: number, retries: number, backoffMs: number }} requests
 */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const setup = /** @type {WorkerSetup} */ (workerData);

/** @type {import('./run.mjs').ServerEntry} */
const server = await import(setup.entry);
server.boundRequests(setup.requests);
// msw/node intercepts this thread's requests only: each worker answers its own from the demo data.
await server.startDemoApi();
await server.renderSetup(setup.siteUrl, setup.renderedAt);

/** @type {Map<number, AbortController>} */
const renders = new Map();

port.on('message', (/** @type {{ type: 'render', id: number, path: string } | { type: 'abort', id: number }} */ message) => {
  if (message.type === 'abort') {
    renders.get(message.id)?.abort();
    return;
  }
  const { id, path } = message;
  const controller = new AbortController();
  renders.set(id, controller);
  server
    .renderPage(path, controller.signal)
    .then(
      (page) => port.postMessage({ id, page }),
      // An Error's message; anything else thrown, as a string (render.mjs keeps its first line).
      (error) => port.postMessage({ id, error: /** @type {{ message?: string } | null | undefined} */ (error)?.message ?? String(error) }),
    )
    .finally(() => renders.delete(id));
});

port.postMessage({ type: 'ready' });
