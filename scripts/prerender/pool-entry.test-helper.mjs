// A server entry for the render pool's tests (pool.test.ts), loaded by each render thread as
// the built src/entry-server.tsx is: the path says how its render behaves.
//   /slow/<ms>/...  answers after <ms>
//   /throws         rejects, as a render that fails
//   /hangs          never answers until it is abandoned (then answers as skipped, like renderPage)
//   /spins          never lets its thread run again
//   /crashes        throws outside the render: its thread ends
// Any other path answers at once. Each page names the thread that rendered it and its setup.
import { threadId } from 'node:worker_threads';

let setup = '';
/** @type {unknown} */
let requests = null;

/** @param {unknown} bounds */
export function boundRequests(bounds) {
  requests = bounds;
}

export async function startDemoApi() {
  return null;
}

/**
 * @param {string} siteUrl
 * @param {number} renderedAt
 */
export async function renderSetup(siteUrl, renderedAt) {
  if (siteUrl === 'http://cannot.start') throw new Error('no window for the sanitizer\n    at renderSetup');
  if (siteUrl === 'http://never.ready') await new Promise(() => setInterval(() => undefined, 1000));
  setup = `${siteUrl} ${renderedAt} ${JSON.stringify(requests)}`;
}

/**
 * @param {string} path
 * @param {AbortSignal} signal
 */
export async function renderPage(path, signal) {
  const page = { path, ok: /** @type {const} */ (true), head: '', body: `${path} on ${threadId}`, state: setup, seo: /** @type {const} */ ('record') };
  const slow = /^\/slow\/(\d+)/.exec(path);
  if (slow) {
    await new Promise((resolve) => setTimeout(resolve, Number(slow[1])));
    return page;
  }
  if (path === '/throws') throw new Error('the API answered nonsense\n    at render');
  if (path === '/hangs') {
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    return { path, ok: /** @type {const} */ (false), reason: 'abandoned' };
  }
  if (path === '/spins') for (;;);
  if (path === '/crashes') {
    setTimeout(() => {
      throw new Error('out of luck');
    });
    await new Promise(() => undefined);
  }
  return page;
}
