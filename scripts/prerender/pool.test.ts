// The render pool on real threads, each loading a small server entry whose paths say how they
// behave (pool-entry.test-helper.mjs), through the same renderAll() as the build.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startPool, type RenderPool } from './pool.mjs';
import { renderAll } from './render.mjs';

const ENTRY = new URL('./pool-entry.test-helper.mjs', import.meta.url).href;
const setup = { entry: ENTRY, siteUrl: 'http://localhost', renderedAt: 1_700_000_000_000, requests: { timeoutMs: 150, retries: 2, backoffMs: 1 } };

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

async function run(paths: string[], { pageTimeoutMs = 5_000, deadlineMs = 10_000, graceMs = 5_000 } = {}) {
  pool = await startPool({ size: 2, setup, graceMs });
  const written: { path: string; body: string; state: string }[] = [];
  const outcomes = await renderAll(
    paths.map((path) => ({ path })),
    {
      render: pool.render,
      write: async (page) => void written.push(page),
      pageTimeoutMs,
      deadlineMs,
      concurrency: 4 * pool.size,
    },
  );
  return { outcomes, written };
}

describe('the render pool', { timeout: 10_000 }, () => {
  it('renders on every thread and gives the outcomes in the order of the list, each thread set up as the build', async () => {
    // The first pages take longest: they come back last.
    const paths = Array.from({ length: 12 }, (_, index) => `/slow/${(12 - index) * 8}/${index}`);
    const { outcomes, written } = await run(paths);
    expect(outcomes.map((outcome) => outcome.path)).toEqual(paths);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(written.map((page) => page.path)).not.toEqual(paths);
    expect(written.map((page) => page.path).sort()).toEqual([...paths].sort());
    const threads = new Set(written.map((page) => page.body.split(' on ')[1]));
    expect(threads.size).toBe(2);
    // The build's one clock, site root and request bounds, in each thread.
    expect(new Set(written.map((page) => page.state))).toEqual(new Set([`http://localhost 1700000000000 ${JSON.stringify(setup.requests)}`]));
  });

  it('reports a render that throws as that page\'s failure, with the first line of its message', async () => {
    const { outcomes } = await run(['/a', '/throws', '/b']);
    expect(outcomes).toEqual([
      { path: '/a', ok: true, seo: 'record' },
      { path: '/throws', ok: false, reason: 'the API answered nonsense' },
      { path: '/b', ok: true, seo: 'record' },
    ]);
  });

  it('reports the page whose thread failed, replaces the thread and renders the rest', async () => {
    const paths = ['/crashes', ...Array.from({ length: 16 }, (_, index) => `/slow/20/${index}`)];
    const { outcomes, written } = await run(paths);
    // Tried again alone on the replacement, which it ended the same way; the pages that were on
    // its thread with it were tried again too, and written.
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
      { path: '/crashes', ok: false, reason: 'its render thread stopped: it failed: out of luck' },
    ]);
    expect(written).toHaveLength(16);
  });

  it('abandons a page that hangs at its time limit, naming it, and goes on with the same threads', async () => {
    const { outcomes } = await run(['/hangs', '/a', '/slow/2000/b', '/c'], { pageTimeoutMs: 500 });
    expect(outcomes).toEqual([
      { path: '/hangs', ok: false, reason: 'abandoned: still rendering at the page\'s time limit (500 ms)' },
      { path: '/a', ok: true, seo: 'record' },
      { path: '/slow/2000/b', ok: false, reason: 'abandoned: still rendering at the page\'s time limit (500 ms)' },
      { path: '/c', ok: true, seo: 'record' },
    ]);
  });

  it('replaces a thread that stays stuck after its page was abandoned', async () => {
    pool = await startPool({ size: 2, setup, graceMs: 100 });
    const current = pool;
    // Two pages at once go to the two threads: which threads answer now.
    const threads = async () => {
      const signal = new AbortController().signal;
      const pages = await Promise.all([current.render('/a', signal), current.render('/b', signal)]);
      return pages.map((page) => (page.ok ? page.body.split(' on ')[1] : page.reason));
    };
    const before = await threads();
    expect(new Set(before).size).toBe(2);

    const paths = ['/spins', ...Array.from({ length: 16 }, (_, index) => `/slow/20/${index}`)];
    const outcomes = await renderAll(
      paths.map((path) => ({ path })),
      { render: pool.render, write: async () => undefined, pageTimeoutMs: 500, deadlineMs: 10_000, concurrency: 8 },
    );
    // The stuck thread had every other page of the first eight: they are abandoned with it.
    const abandoned = 'abandoned: still rendering at the page\'s time limit (500 ms)';
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(
      [0, 2, 4, 6].map((index) => ({ path: paths[index], ok: false, reason: abandoned })),
    );

    // Its replacement answers once it has started; the stuck thread never again.
    let after = await threads();
    for (let tries = 0; tries < 150 && after.every((thread) => before.includes(thread)); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await threads();
    }
    expect(after.filter((thread) => !before.includes(thread))).toHaveLength(1);
    expect(after.filter((thread) => before.includes(thread))).toHaveLength(1);
  });

  it('starts no page after the deadline and abandons those still rendering at it', async () => {
    const paths = [
      ...Array.from({ length: 8 }, (_, index) => `/slow/10/${index}`),
      ...Array.from({ length: 16 }, (_, index) => `/slow/5000/${index}`),
    ];
    const started = performance.now();
    const { outcomes } = await run(paths, { deadlineMs: 1_000 });
    expect(performance.now() - started).toBeLessThan(3_000);
    // 8 at once: the first 8 are written, the next 8 are abandoned at the deadline, the rest never start.
    expect(outcomes.slice(0, 8).every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes.slice(8, 16).map((outcome) => !outcome.ok && outcome.reason)).toEqual(
      Array(8).fill('abandoned: still rendering at the prerender\'s deadline (1 s)'),
    );
    expect(outcomes.slice(16).map((outcome) => !outcome.ok && outcome.reason)).toEqual(
      Array(8).fill('not rendered: the prerender\'s deadline (1 s) had passed'),
    );
  });

  it('fails to start, with the first line of the reason, when a thread cannot set up', async () => {
    await expect(startPool({ size: 2, setup: { ...setup, siteUrl: 'http://cannot.start' } })).rejects.toThrow(
      /^a render thread could not start: no window for the sanitizer$/,
    );
  });

  it('fails to start when a thread is not ready in time', async () => {
    await expect(startPool({ size: 2, setup: { ...setup, siteUrl: 'http://never.ready' }, startMs: 300 })).rejects.toThrow(
      /^a render thread could not start: it was not ready within 300 ms$/,
    );
  });

  it('ends its threads when closed, stuck ones included, so the process exits on its own', async () => {
    const script = `
      import { startPool } from ${JSON.stringify(new URL('./pool.mjs', import.meta.url).href)};
      import { renderAll } from ${JSON.stringify(new URL('./render.mjs', import.meta.url).href)};
      const pool = await startPool({ size: 2, setup: ${JSON.stringify(setup)} });
      const outcomes = await renderAll([{ path: '/a' }, { path: '/spins' }, { path: '/hangs' }], {
        render: pool.render, write: async () => {}, pageTimeoutMs: 300, deadlineMs: 5000, concurrency: 8,
      });
      await pool.close();
      console.log(outcomes.map((outcome) => outcome.ok).join(' '));
    `;
    const dir = mkdtempSync(join(tmpdir(), 'pool-'));
    writeFileSync(join(dir, 'run.mjs'), script);
    const child = spawn(process.execPath, [join(dir, 'run.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.on('exit', (exitCode, signal) => {
        clearTimeout(kill);
        resolve(exitCode ?? signal);
      });
    });
    rmSync(dir, { recursive: true, force: true });
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: 'true false false' });
  });
});
