import { describe, expect, it, vi } from 'vitest';
import { createChunkReloader, isChunkLoadError, RELOAD_WINDOW_MS, reloadOnStaleChunks, type ReloadEnv } from './chunk-reload';

const TARGET = 'https://rawatin.test/article';

type Store = NonNullable<ReloadEnv['storage']>;
const memoryStore = (entries: [string, string][] = []): Store => {
  const map = new Map(entries);
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
};

/** One tab: its storage outlives each page load; each page gets a fresh reloader (module state). */
function tab(storage: Store | null = memoryStore()) {
  let clock = 1_700_000_000_000;
  const loads: string[] = [];
  return {
    loads,
    advance: (ms: number) => (clock += ms),
    page: () => createChunkReloader({ storage, now: () => clock, load: (url) => loads.push(url) }),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://rawatin.test/assets/article-list.route-BQ3c.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://rawatin.test/assets/article-list.route-BQ3c.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ["Vite's CSS preload", new Error('Unable to preload CSS for /assets/article-list.route-Dk2a.css')],
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

describe("Vite's preloadError event", () => {
  const preloadError = (payload: unknown) => Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });

  it('reloads to the navigation target for a chunk that failed, and leaves the event uncancelled', () => {
    const reloader = { claim: vi.fn(), load: vi.fn(), reloadOnce: vi.fn(() => true) };
    const stop = reloadOnStaleChunks(() => TARGET, reloader);
    const event = preloadError(new TypeError('Failed to fetch dynamically imported module: https://rawatin.test/assets/a.js'));
    window.dispatchEvent(event);
    window.dispatchEvent(preloadError(new SyntaxError('Unexpected token')));
    stop();
    window.dispatchEvent(preloadError(new TypeError('Importing a module script failed.')));
    expect(reloader.reloadOnce.mock.calls).toEqual([[TARGET]]);
    expect(event.defaultPrevented).toBe(false);
  });
});
