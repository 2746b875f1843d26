// One thread of the render pool (pool.mjs), answering the demo API in itself.
// In: { type: 'render', id, path }, { type: 'abort', id }. Out: { type: 'ready' }, then { id, page } or { id, error }.
import { parentPort, workerData } from 'node:worker_threads';

/** @typedef {object} WorkerSetup
 * @property {string} entry  the server entry's file URL
 * @property {string} siteUrl
 * @property {number} renderedAt  the build's one render clock
 * @property {{ timeoutMs: number, retries: number, backoffMs: number }} requests */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const setup = /** @type {WorkerSetup} */ (workerData);

/** @type {import('./run.mjs').ServerEntry} */
const server = await import(setup.entry);
server.boundRequests(setup.requests);
// Each thread answers its own requests from the demo data (mocks/node.ts, answerInThread).
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
