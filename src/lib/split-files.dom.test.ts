import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { lazyModule } from './lazy-module';
import { ModuleFileFetchError, resetSplitFiles, SPLIT_FILES_ID } from './split-files';

const SWIPER = 'src/ui/carousel-swiper.tsx';
const FILES = ['/assets/dist-d1.js', '/assets/carousel-swiper-c1.js'];

/** The page as the build writes it: each split-off module's files, as JSON. */
function pageNames(files: Record<string, string[]>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SPLIT_FILES_ID;
  script.textContent = JSON.stringify(files);
  document.body.append(script);
}

/** Serves the files, a file in `lost` failing as a dropped connection does; records each request. */
function serveFiles(lost: Set<string> = new Set()) {
  const asked: string[] = [];
  server.use(
    http.get('/assets/:file', ({ request }) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      return lost.has(path) ? HttpResponse.error() : new HttpResponse('export default 1;', { headers: { 'Content-Type': 'text/javascript' } });
    }),
  );
  return asked;
}

beforeEach(resetSplitFiles);
afterEach(() => {
  document.getElementById(SPLIT_FILES_ID)?.remove();
  resetSplitFiles();
});

describe("a split-off module's files", () => {
  it('are fetched, each once, before the module is imported', async () => {
    pageNames({ [SWIPER]: FILES, 'src/api/calls.ts': ['/assets/dist-d1.js', '/assets/calls-k1.js'] });
    const asked = serveFiles();
    const importModule = vi.fn(async () => {
      expect([...asked].sort()).toEqual([...FILES].sort());
      return { default: 'swiper' };
    });
    await expect(lazyModule(SWIPER, importModule).load()).resolves.toEqual({ default: 'swiper' });
    expect(importModule).toHaveBeenCalledTimes(1);

    // Another module sharing a file fetches only its own.
    await lazyModule('src/api/calls.ts', async () => ({})).load();
    expect(asked.slice(FILES.length)).toEqual(['/assets/calls-k1.js']);
  });

  it('lost to the connection, fail the load without importing, and are fetched again by the next load', async () => {
    pageNames({ [SWIPER]: FILES });
    const lost = new Set([FILES[1]!]);
    const asked = serveFiles(lost);
    const importModule = vi.fn(async () => ({ default: 'swiper' }));
    const code = lazyModule(SWIPER, importModule);

    const failure = await code.load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModuleFileFetchError);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as ModuleFileFetchError).url).toBe(FILES[1]);
    expect((failure as Error).message).toContain(FILES[1]);
    expect(importModule).not.toHaveBeenCalled();

    lost.clear();
    await expect(code.load()).resolves.toEqual({ default: 'swiper' });
    // The file that had come in is not asked for again.
    expect(asked.slice(FILES.length)).toEqual([FILES[1]]);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it("are not fetched again when the page's boot loader preloads them already", async () => {
    pageNames({ [SWIPER]: FILES });
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = FILES[0]!;
    document.head.append(preload);
    const asked = serveFiles();
    await lazyModule(SWIPER, async () => ({ default: 'swiper' })).load();
    preload.remove();
    expect(asked).toEqual([FILES[1]]);
  });

  it('answered with an error by the server, leave it to the import to fail', async () => {
    pageNames({ [SWIPER]: FILES });
    server.use(http.get('/assets/:file', () => new HttpResponse('Not Found', { status: 404 })));
    const gone = new TypeError('Failed to fetch dynamically imported module: /assets/carousel-swiper-c1.js');
    await expect(lazyModule(SWIPER, () => Promise.reject(gone)).load()).rejects.toBe(gone);
  });

  it('are not fetched where the page names none (the dev server), or not this module', async () => {
    const asked = serveFiles();
    await expect(lazyModule(SWIPER, async () => ({ default: 'swiper' })).load()).resolves.toEqual({ default: 'swiper' });
    pageNames({ 'src/api/calls.ts': ['/assets/calls-k1.js'] });
    await expect(lazyModule(SWIPER, async () => ({ default: 'swiper' })).load()).resolves.toEqual({ default: 'swiper' });
    expect(asked).toEqual([]);
  });
});
