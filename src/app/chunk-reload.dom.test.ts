import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModuleFileFetchError } from '@/lib/split-files';
import {
  createChunkReloader,
  failedChunkUrl,
  holdsUnsentInput,
  isChunkLoadError,
  probeFile,
  RELOAD_WINDOW_MS,
  reloadOnStaleChunks,
  watchFormInput,
  type ChunkReloader,
  type ReloadEnv,
} from './chunk-reload';

const TARGET = 'https://rawatin.test/article';

type Store = NonNullable<ReloadEnv['storage']>;
const memoryStore = (entries: [string, string][] = []): Store => {
  const map = new Map(entries);
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
};

/** The browser's side of a page: online, the server answering 404 for a removed chunk. */
const ONLINE: Omit<ReloadEnv, 'storage' | 'now' | 'load'> = {
  online: () => true,
  probe: () => Promise.resolve('missing'),
  unsentInput: () => false,
  here: () => TARGET,
};

/** One tab: its storage outlives each page load; each page gets a fresh reloader (module state). */
function tab(storage: Store | null = memoryStore(), page: Partial<ReloadEnv> = {}) {
  let clock = 1_700_000_000_000;
  const loads: string[] = [];
  return {
    loads,
    advance: (ms: number) => (clock += ms),
    page: () => createChunkReloader({ ...ONLINE, storage, now: () => clock, load: (url) => loads.push(url), ...page }),
  };
}

const CHUNK = 'https://rawatin.test/assets/reservation.route-BQ3c.js';
const chunkFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://rawatin.test/assets/article-list.route-BQ3c.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://rawatin.test/assets/article-list.route-BQ3c.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ["Vite's CSS preload", new Error('Unable to preload CSS for /assets/article-list.route-Dk2a.css')],
    ["a module's file fetched before its import", new ModuleFileFetchError('/assets/article-list.route-BQ3c.js')],
  ])('recognises a failed chunk load in %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isChunkLoadError(new Response('', { status: 404 }))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('the reload guard', () => {
  it('reloads once to the target, and not again when the reloaded page fails the same way', () => {
    const { loads, advance, page } = tab();
    expect(page().reloadOnce(TARGET)).toBe(true);
    expect(loads).toEqual([TARGET]);

    advance(2_000);
    const reloaded = page();
    expect(reloaded.claim(TARGET)).toBe(false);
    expect(reloaded.reloadOnce(TARGET)).toBe(false);
    expect(loads).toEqual([TARGET]);
  });

  it('reloads again after the window, or for another target', () => {
    const { loads, advance, page } = tab();
    page().reloadOnce(TARGET);
    advance(1_000);
    expect(page().reloadOnce('https://rawatin.test/faq')).toBe(true);
    advance(RELOAD_WINDOW_MS);
    expect(page().reloadOnce(TARGET)).toBe(true);
    expect(loads).toEqual([TARGET, 'https://rawatin.test/faq', TARGET]);
  });

  it('answers yes again within the page that is reloading, so its error element shows no error', () => {
    const { loads, page } = tab();
    const current = page();
    expect(current.reloadOnce(TARGET)).toBe(true);
    expect(current.claim(TARGET)).toBe(true);
    expect(current.reloadOnce(TARGET)).toBe(true);
    expect(loads).toEqual([TARGET, TARGET]);
  });

  it('does not reload when the marker cannot be kept', () => {
    const blocked = tab(null);
    expect(blocked.page().claim(TARGET)).toBe(false);
    expect(blocked.page().reloadOnce(TARGET)).toBe(false);
    const full = tab({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    });
    expect(full.page().reloadOnce(TARGET)).toBe(false);
    expect([...blocked.loads, ...full.loads]).toEqual([]);
  });

  it('treats an unreadable marker as none', () => {
    const { loads, page } = tab(memoryStore([['rawatin:chunk-reload', '{not json']]));
    expect(page().reloadOnce(TARGET)).toBe(true);
    expect(loads).toEqual([TARGET]);
  });
});

describe('a failed chunk: a deploy, or the connection', () => {
  it('is a deploy when the server answers that the chunk is gone: probed once', async () => {
    const probe = vi.fn(() => Promise.resolve('missing' as const));
    const reloader = tab(memoryStore(), { probe }).page();
    const error = chunkFailure();
    await expect(reloader.decide(error)).resolves.toBe('reload');
    await expect(reloader.decide(error)).resolves.toBe('reload');
    expect(probe.mock.calls).toEqual([[CHUNK]]);
  });

  it('keeps the page while the browser is offline, asking nothing', async () => {
    const probe = vi.fn(() => Promise.resolve('missing' as const));
    const reloader = tab(memoryStore(), { online: () => false, probe }).page();
    await expect(reloader.decide(chunkFailure())).resolves.toBe('stay');
    expect(probe).not.toHaveBeenCalled();
  });

  it('keeps the page when the chunk request never reached the server', async () => {
    const reloader = tab(memoryStore(), { probe: () => Promise.reject(new TypeError('Failed to fetch')) }).page();
    await expect(reloader.decide(chunkFailure())).resolves.toBe('stay');
  });

  it('keeps the page when the server still serves the chunk: the connection dropped while it loaded', async () => {
    const reloader = tab(memoryStore(), { probe: () => Promise.resolve('served') }).page();
    await expect(reloader.decide(chunkFailure())).resolves.toBe('stay');
  });

  it('keeps a page holding unsent input, even for a deploy', async () => {
    let unsent = true;
    const reloader = tab(memoryStore(), { unsentInput: () => unsent }).page();
    const error = chunkFailure();
    const verdict = reloader.decide(error);
    // Decided from the page as it was: the form leaving afterwards changes nothing.
    unsent = false;
    await expect(verdict).resolves.toBe('stay');
    await expect(reloader.decide(error)).resolves.toBe('stay');
  });

  it("probes the page's own URL when the error names no chunk", async () => {
    const probe = vi.fn(() => Promise.resolve('served' as const));
    const reloader = tab(memoryStore(), { probe }).page();
    await expect(reloader.decide(new TypeError('Importing a module script failed.'))).resolves.toBe('reload');
    expect(probe.mock.calls).toEqual([[TARGET]]);
  });

  it("asks the server with a HEAD request past the cache: a file served, or missing (a 404, or the site's HTML in its place)", async () => {
    const answers = [
      new Response(null, { status: 200, headers: { 'Content-Type': 'text/javascript' } }),
      new Response(null, { status: 404, headers: { 'Content-Type': 'text/plain' } }),
      new Response(null, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    ];
    const fetch = vi.fn(() => Promise.resolve(answers.shift()!));
    vi.stubGlobal('fetch', fetch);
    await expect(probeFile(CHUNK)).resolves.toBe('served');
    await expect(probeFile(CHUNK)).resolves.toBe('missing');
    await expect(probeFile(CHUNK)).resolves.toBe('missing');
    expect(fetch).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
  });

  it("finds the chunk's URL in the browser's and Vite's messages", () => {
    expect(failedChunkUrl(chunkFailure(), TARGET)).toBe(CHUNK);
    expect(failedChunkUrl(new Error('Unable to preload CSS for /assets/article-list.route-Dk2a.css'), TARGET)).toBe(
      'https://rawatin.test/assets/article-list.route-Dk2a.css',
    );
    expect(failedChunkUrl(new ModuleFileFetchError('/assets/article-list.route-BQ3c.js'), TARGET)).toBe(
      'https://rawatin.test/assets/article-list.route-BQ3c.js',
    );
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'), TARGET)).toBeNull();
  });
});

describe('unsent input', () => {
  afterEach(() => document.body.replaceChildren());

  function form(html: string) {
    document.body.innerHTML = `<form>${html}</form>`;
    return document.querySelector('form')!;
  }
  const type = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };

  it('is none in an untouched form, or in one whose fields show their own values', () => {
    form('<input name="a"><input name="b" value="tetap"><textarea name="c"></textarea><select name="d"><option value="">Pilih</option><option value="L">L</option></select><input type="checkbox" name="e"><input type="hidden" name="f" value="x">');
    expect(holdsUnsentInput()).toBe(false);
  });

  it('is a typed value, a chosen option, a ticked box or a chosen file', () => {
    const element = form('<input name="a"><select name="d"><option value="">Pilih</option><option value="L">L</option></select><input type="checkbox" name="e"><input type="file" name="f">');
    const [input, select, box, file] = Array.from(element.elements) as [HTMLInputElement, HTMLSelectElement, HTMLInputElement, HTMLInputElement];
    input.value = 'Budi';
    expect(holdsUnsentInput()).toBe(true);
    input.value = '';
    select.value = 'L';
    expect(holdsUnsentInput()).toBe(true);
    select.value = '';
    box.checked = true;
    expect(holdsUnsentInput()).toBe(true);
    box.checked = false;
    // What a file chooser leaves in the input (jsdom cannot choose one).
    Object.defineProperty(file, 'files', { value: { length: 1, 0: new File(['cv'], 'cv.pdf') } });
    expect(holdsUnsentInput()).toBe(true);
  });

  it("counts a filled field of a form the visitor typed in, though React keeps its default equal to its value, and a dropped file", () => {
    const stop = watchFormInput(document);
    try {
      const element = form('<input name="a"><div data-filled="false"></div>');
      const input = element.querySelector('input')!;
      // A controlled field: React writes the value as the default too.
      input.defaultValue = 'Budi';
      type(input, 'Budi');
      expect(holdsUnsentInput()).toBe(true);
      type(input, '');
      input.defaultValue = '';
      expect(holdsUnsentInput()).toBe(false);
      element.querySelector('div')!.dataset.filled = 'true';
      expect(holdsUnsentInput()).toBe(true);
      // A reset form (sent, cleared) holds nothing.
      element.dispatchEvent(new Event('reset'));
      expect(holdsUnsentInput()).toBe(false);
    } finally {
      stop();
    }
  });
});

describe("Vite's preloadError event", () => {
  const preloadError = (payload: unknown) => Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  function fakeReloader(verdict: 'reload' | 'stay') {
    return { claim: vi.fn(), load: vi.fn(), reloadOnce: vi.fn(() => true), decide: vi.fn(() => Promise.resolve(verdict)) } satisfies ChunkReloader;
  }

  it('reloads to the navigation target for a chunk that failed, and leaves the event uncancelled', async () => {
    const reloader = fakeReloader('reload');
    let target = TARGET;
    const stop = reloadOnStaleChunks(() => target, reloader);
    const event = preloadError(new TypeError('Failed to fetch dynamically imported module: https://rawatin.test/assets/a.js'));
    window.dispatchEvent(event);
    // The target is the one of the moment the chunk failed.
    target = 'https://rawatin.test/faq';
    window.dispatchEvent(preloadError(new SyntaxError('Unexpected token')));
    stop();
    window.dispatchEvent(preloadError(new TypeError('Importing a module script failed.')));
    await settle();
    expect(reloader.reloadOnce.mock.calls).toEqual([[TARGET]]);
    expect(reloader.decide).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(false);
  });

  it('reloads nothing when the failure is the connection or the page holds unsent input', async () => {
    const reloader = fakeReloader('stay');
    const stop = reloadOnStaleChunks(() => TARGET, reloader);
    window.dispatchEvent(preloadError(chunkFailure()));
    stop();
    await settle();
    expect(reloader.decide).toHaveBeenCalledTimes(1);
    expect(reloader.reloadOnce).not.toHaveBeenCalled();
  });

  it('with the real guard: a deploy reloads once, offline nothing', async () => {
    const online = tab();
    const stopOnline = reloadOnStaleChunks(() => TARGET, online.page());
    window.dispatchEvent(preloadError(chunkFailure()));
    stopOnline();
    const offline = tab(memoryStore(), { online: () => false });
    const stopOffline = reloadOnStaleChunks(() => TARGET, offline.page());
    window.dispatchEvent(preloadError(chunkFailure()));
    stopOffline();
    await settle();
    expect(online.loads).toEqual([TARGET]);
    expect(offline.loads).toEqual([]);
  });
});
