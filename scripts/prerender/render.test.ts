// renderAll's limits on one thread: a page's own time limit, and the prerender's deadline, after
// which nothing starts.
import { describe, expect, it } from 'vitest';
import { renderAll } from './render.mjs';

const rendered = (path: string) => ({ path, ok: true as const, head: '', body: '', state: '', seo: 'record' as const, modules: [] });
const never = () => new Promise<never>(() => undefined);

/** Keeps the thread for `ms`, as a page's synchronous work (rendering, writing) does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the work itself
  }
}

describe('renderAll', () => {
  it('abandons a page at its own time limit and goes on with the next', async () => {
    const outcomes = await renderAll([{ path: '/a' }, { path: '/b' }], {
      render: async (path) => (path === '/a' ? never() : rendered(path)),
      write: async () => undefined,
      pageTimeoutMs: 30,
      deadlineMs: 10_000,
      concurrency: 1,
    });
    expect(outcomes).toEqual([
      { path: '/a', ok: false, reason: "abandoned: still rendering at the page's time limit (30 ms)" },
      { path: '/b', ok: true, seo: 'record' },
    ]);
  });

  it('leaves a page that was rendered in time alone when the deadline ends the others', async () => {
    const signals = new Map<string, AbortSignal>();
    const outcomes = await renderAll([{ path: '/a' }, { path: '/b' }], {
      render: async (path, signal) => {
        signals.set(path, signal);
        return path === '/a' ? rendered(path) : never();
      },
      write: async () => undefined,
      pageTimeoutMs: 10_000,
      deadlineMs: 50,
      concurrency: 2,
    });
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false]);
    expect(signals.get('/a')?.aborted).toBe(false);
    expect(signals.get('/b')?.aborted).toBe(true);
  });

  it('abandons what renders at the deadline and starts nothing after it, even when the work before kept the thread', async () => {
    // Writing /a keeps the thread past half the deadline. A timer set just after it is timed from
    // the event loop's time before that work: a limit worked out from the clock would end /b
    // early, and /c would start with the rest of the deadline.
    const started: string[] = [];
    const outcomes = await renderAll([{ path: '/a' }, { path: '/b' }, { path: '/c' }], {
      render: async (path) => {
        started.push(path);
        return path === '/a' ? rendered(path) : never();
      },
      write: async () => busy(60),
      pageTimeoutMs: 10_000,
      deadlineMs: 100,
      concurrency: 1,
    });
    expect(started).toEqual(['/a', '/b']);
    expect(outcomes).toEqual([
      { path: '/a', ok: true, seo: 'record' },
      { path: '/b', ok: false, reason: "abandoned: still rendering at the prerender's deadline (100 ms)" },
      { path: '/c', ok: false, reason: "not rendered: the prerender's deadline (100 ms) had passed" },
    ]);
  });
});
