// Renders pages on several threads, each loading the server entry once; the main thread keeps
// render.mjs's rules. A lost worker is replaced and its pages are tried once more, alone.
// See docs/decisions/081-prerender-worker-pool.md.
import { Worker } from 'node:worker_threads';
import { firstLine, seconds } from './render.mjs';

const WORKER_SCRIPT = new URL('./worker.mjs', import.meta.url);

// A render stuck in a loop never lets go of an abandoned page: its worker is replaced.
const ABANDON_GRACE_MS = 5_000;

// Bounds each worker's old generation, which V8 otherwise lets grow far past the live heap.
const WORKER_HEAP_MB = 256;

// V8's default young generation is 16 MB: with 64, most of a page's garbage dies young (record 081).
const WORKER_YOUNG_MB = 64;

const START_MS = 60_000;

const ATTEMPTS = 2;

/** @typedef {import('./render.mjs').RenderedPage} RenderedPage */
/** @typedef {import('./worker.mjs').WorkerSetup} WorkerSetup */

/** @typedef {object} Task
 * @property {number} id
 * @property {string} path
 * @property {number} attempts  how many workers it was given to
 * @property {boolean} alone     given to a worker that renders nothing else (it was lost with one)
 * @property {(page: RenderedPage) => void} resolve
 * @property {(error: Error) => void} reject
 * @property {() => void} settled  drops the task's abort listener
 */

/**
 * @typedef {object} Slot  one worker and what it was given
 * @property {Worker} worker
 * @property {Map<number, Task>} tasks      renders it owes an answer for
 * @property {Set<number>} abandoned         renders given up on that it has not let go of yet
 * @property {NodeJS.Timeout | undefined} grace
 * @property {boolean} ready                 it loaded the server entry and said so
 * @property {boolean} isolating             it replaced a lost worker and retries its pages one at a time
 */

/**
 * @typedef {object} RenderPool
 * @property {number} size
 * @property {(path: string, signal: AbortSignal) => Promise<RenderedPage>} render
 *   one page on the least busy worker; an aborted render resolves as abandoned at once
 * @property {() => Promise<void>} close  ends every worker; renders still owed are rejected
 */

/** Resolves once every worker has loaded the server entry; rejects, ending them all, on the first
 * failure to start or past `startMs`.
 * @param {object} options
 * @param {number} options.size
 * @param {Omit<WorkerSetup, 'entry'> & { entry: string | URL }} options.setup
 * @param {URL} [options.script]  the worker's module (the tests give their own)
 * @param {number} [options.graceMs] @param {number} [options.startMs]
 * @param {import('node:worker_threads').ResourceLimits} [options.resourceLimits]
 * @returns {Promise<RenderPool>} */
export async function startPool({
  size,
  setup,
  script = WORKER_SCRIPT,
  graceMs = ABANDON_GRACE_MS,
  startMs = START_MS,
  resourceLimits = { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
}) {
  const workerData = { ...setup, entry: String(setup.entry) };
  /** @type {Slot[]} */
  const slots = [];
  let closed = false;
  let nextId = 0;
  let lastLoss = '';
  /** @type {Task[]} pages lost with their worker, waiting to be tried again alone */
  const suspects = [];

  /** @returns {{ slot: Slot, ready: Promise<void> }} */
  const spawn = () => {
    const worker = new Worker(script, { workerData, resourceLimits });
    /** @type {Slot} */
    const slot = { worker, tasks: new Map(), abandoned: new Set(), grace: undefined, ready: false, isolating: false };
    /** @type {Promise<void>} */
    const ready = new Promise((resolve, reject) => {
      worker.on('message', (/** @type {{ type?: 'ready', id: number, page?: RenderedPage, error?: string }} */ message) => {
        if (message.type === 'ready') {
          slot.ready = true;
          return resolve();
        }
        answer(slot, message);
      });
      worker.on('error', (error) => {
        const why = `it failed: ${firstLine(error)}`;
        reject(new Error(why));
        lose(slot, why);
      });
      worker.on('exit', (code) => {
        reject(new Error(`it exited with code ${code} before it was ready`));
        lose(slot, `it exited with code ${code}`);
      });
    });
    // A replacement's failure to start is its loss (lose); only startPool awaits this.
    ready.catch(() => undefined);
    slots.push(slot);
    return { slot, ready };
  };

  /** @param {Slot} slot @param {{ id: number, page?: RenderedPage, error?: string }} message */
  const answer = (slot, { id, page, error }) => {
    if (slot.abandoned.delete(id)) {
      if (slot.abandoned.size === 0) clearTimeout(slot.grace);
    } else {
      const task = slot.tasks.get(id);
      if (!task) return;
      slot.tasks.delete(id);
      task.settled();
      if (page) task.resolve(page);
      else task.reject(new Error(error ?? 'the render failed'));
    }
    retrySuspects();
  };

  /** Which page ended the worker cannot be told: each is retried alone. @param {Slot} slot @param {string} why */
  const lose = (slot, why) => {
    const at = slots.indexOf(slot);
    if (at < 0) return;
    slots.splice(at, 1);
    clearTimeout(slot.grace);
    void slot.worker.terminate();
    if (closed) return;
    lastLoss = why;
    for (const task of slot.tasks.values()) {
      if (task.alone || task.attempts >= ATTEMPTS) {
        task.settled();
        task.reject(new Error(`its render thread stopped: ${why}`));
      } else suspects.push(task);
    }
    // Its replacement would fail the same way: its pages go to the others.
    if (slot.ready) spawn().slot.isolating = true;
    else for (const task of suspects.splice(0)) dispatch(task);
    retrySuspects();
  };

  const retrySuspects = () => {
    for (const slot of slots) {
      if (!slot.isolating || slot.tasks.size > 0 || slot.abandoned.size > 0) continue;
      const task = suspects.shift();
      if (!task) slot.isolating = false;
      else {
        task.alone = true;
        send(slot, task);
      }
    }
  };

  /** @param {Task} task */
  const dispatch = (task) => {
    // Prefer a worker that is ready, holds no abandoned page and is not retrying alone.
    const load = (/** @type {Slot} */ slot) =>
      (!slot.ready || slot.abandoned.size > 0 || slot.isolating ? 1_000_000 : 0) + slot.tasks.size;
    const slot = slots.reduce((/** @type {Slot | undefined} */ best, candidate) => (!best || load(candidate) < load(best) ? candidate : best), undefined);
    if (!slot) {
      task.settled();
      task.reject(new Error(`no render thread is left${lastLoss ? ` (the last one stopped: ${lastLoss})` : ''}`));
      return;
    }
    send(slot, task);
  };

  /** @param {Slot} slot @param {Task} task */
  const send = (slot, task) => {
    task.attempts += 1;
    slot.tasks.set(task.id, task);
    slot.worker.postMessage({ type: 'render', id: task.id, path: task.path });
  };

  /** @type {NodeJS.Timeout | undefined} */
  let startLimit;
  try {
    await Promise.race([
      Promise.all(Array.from({ length: size }, () => spawn().ready)),
      new Promise((_, reject) => {
        startLimit = setTimeout(() => reject(new Error(`it was not ready within ${seconds(startMs)}`)), startMs);
      }),
    ]);
  } catch (error) {
    closed = true;
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
    clearTimeout(startLimit);
    throw new Error(`a render thread could not start: ${/** @type {Error} */ (error).message.replace(/^it failed: /, '')}`, { cause: error });
  }
  clearTimeout(startLimit);

  return {
    size,
    render(path, signal) {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new Error('the render threads were closed'));
        /** @type {Task} */
        const task = { id: nextId++, path, attempts: 0, alone: false, resolve, reject, settled: () => signal.removeEventListener('abort', onAbort) };
        const onAbort = () => {
          const waiting = suspects.indexOf(task);
          if (waiting >= 0) suspects.splice(waiting, 1);
          const slot = slots.find((candidate) => candidate.tasks.has(task.id));
          if (slot) {
            slot.tasks.delete(task.id);
            slot.abandoned.add(task.id);
            slot.worker.postMessage({ type: 'abort', id: task.id });
            if (slot.abandoned.size === 1) {
              slot.grace = setTimeout(() => lose(slot, `it was still busy ${seconds(graceMs)} after a page was abandoned`), graceMs);
            }
          }
          task.settled();
          resolve({ path, ok: false, reason: 'abandoned' });
        };
        if (signal.aborted) return resolve({ path, ok: false, reason: 'abandoned' });
        signal.addEventListener('abort', onAbort, { once: true });
        dispatch(task);
      });
    },
    async close() {
      closed = true;
      const ending = slots.splice(0);
      for (const task of suspects.splice(0)) {
        task.settled();
        task.reject(new Error('the render threads were closed'));
      }
      for (const slot of ending) {
        clearTimeout(slot.grace);
        for (const task of slot.tasks.values()) {
          task.settled();
          task.reject(new Error('the render threads were closed'));
        }
      }
      await Promise.all(ending.map((slot) => slot.worker.terminate()));
    },
  };
}
