// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { ONLINE_RETRY_DELAYS_MS } from '@/lib/connection';
import { EARLY_EVENTS, minifiedScript } from './inline-script.mjs';

// A page's own start asks again for a file lost on its way on the app's schedule (`tryAgainLater`,
// src/lib/connection.ts): while the browser says it is online, after each of its delays in turn;
// past those, or offline, once the connection returns, which starts the count again. Both plain
// scripts run here as the pages hold them, in a page of their own, with its timers recorded.

interface Page {
  window: JSDOM['window'];
  /** The delays the page's scripts have asked for, in order, since the last `takeDelays()`. */
  takeDelays(): number[];
  /** The same, left for `takeDelays()`. */
  peekDelays(): number[];
  /** Runs every timer the page has asked for so far. */
  runTimers(): void;
  setOnline(online: boolean): void;
}

function openPage(html: string): Page {
  let timers: { delay: number; run: () => void }[] = [];
  let delays: number[] = [];
  let online = true;
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      Object.assign(window, {
        setTimeout: (run: () => void, delay = 0) => {
          timers.push({ delay, run });
          delays.push(delay);
          return timers.length;
        },
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      });
      Object.defineProperty(window.navigator, 'onLine', { get: () => online });
      // An engine above the build's floor: the loader's feature check looks for this, which jsdom lacks.
      if (!('adoptedStyleSheets' in window.Document.prototype)) {
        Object.defineProperty(window.Document.prototype, 'adoptedStyleSheets', { value: [], configurable: true });
      }
    },
  });
  return {
    window: dom.window,
    peekDelays: () => [...delays],
    takeDelays: () => {
      const taken = delays;
      delays = [];
      return taken;
    },
    runTimers: () => {
      const due = timers;
      timers = [];
      for (const { run } of due) run();
    },
    setOnline: (value) => {
      online = value;
      if (value) dom.window.dispatchEvent(new dom.window.Event('online'));
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
// Once the page has loaded and painted, the loader plans its start for the next task; from then on
// every delay it asks for is a retry's.
const loadedAndPainted = (page: Page) => vi.waitFor(() => expect(page.peekDelays()).toContain(0), { timeout: 10_000 });
const lose = (page: Page, script: Element) => script.dispatchEvent(new page.window.Event('error'));

describe("the boot loader, for an app's script lost on its way", () => {
  const boot = minifiedScript('boot.js');
  const loaderPage = () =>
    openPage(
      `<!doctype html><html><head></head><body><div id="root" data-prerendered><main>Isi</main></div>` +
        `<script data-entry="/assets/entry.js" data-preload="/assets/a.js">${boot}</script></body></html>`,
    );
  const moduleScripts = (page: Page) => [...page.window.document.querySelectorAll('script[type="module"]')];

  it("asks again on the app's schedule while online, then once the connection returns", async () => {
    const page = loaderPage();
    // The visitor's first touch starts the app at once.
    page.window.dispatchEvent(new page.window.Event('pointerdown'));
    await loadedAndPainted(page);
    page.takeDelays();
    const asked: number[] = [];
    for (const _ of ONLINE_RETRY_DELAYS_MS) {
      const [script] = moduleScripts(page);
      expect(script?.getAttribute('src')).toBe('/assets/a.js');
      lose(page, script!);
      asked.push(...page.takeDelays());
      page.runTimers();
      await settle();
    }
    expect(asked).toEqual([...ONLINE_RETRY_DELAYS_MS]);

    // Past the schedule, nothing is asked until the connection returns.
    const last = moduleScripts(page)[0]!;
    lose(page, last);
    expect(page.takeDelays()).toEqual([]);
    await settle();
    expect(moduleScripts(page)).toEqual([last]);
    page.setOnline(true);
    await settle();
    expect(moduleScripts(page)).toHaveLength(1);
    expect(moduleScripts(page)[0]).not.toBe(last);
    expect(moduleScripts(page)[0]!.getAttribute('src')).toBe('/assets/a.js');

    // The count starts again.
    lose(page, moduleScripts(page)[0]!);
    expect(page.takeDelays()).toEqual([ONLINE_RETRY_DELAYS_MS[0]]);
  });

  it('offline, waits for the connection rather than a timer', async () => {
    const page = loaderPage();
    page.window.dispatchEvent(new page.window.Event('pointerdown'));
    await loadedAndPainted(page);
    page.takeDelays();
    page.setOnline(false);
    const lost = moduleScripts(page)[0]!;
    lose(page, lost);
    expect(page.takeDelays()).toEqual([]);
    page.setOnline(true);
    await settle();
    expect(moduleScripts(page)).toHaveLength(1);
    expect(moduleScripts(page)[0]).not.toBe(lost);
  });
});

describe("the page's inline script, for the boot loader's own file lost on its way", () => {
  const inlinePage = () =>
    openPage(
      `<!doctype html><html><head><script>${EARLY_EVENTS}</script></head><body><div id="root" data-prerendered></div>` +
        `<script data-entry="/assets/entry.js" src="/assets/boot.js"></script></body></html>`,
    );
  const loader = (page: Page) => [...page.window.document.querySelectorAll('script[data-entry]')];

  it("asks again on the app's schedule while online, then once the connection returns", () => {
    const page = inlinePage();
    page.takeDelays();
    const asked: number[] = [];
    for (const _ of ONLINE_RETRY_DELAYS_MS) {
      const [script] = loader(page);
      lose(page, script!);
      asked.push(...page.takeDelays());
      page.runTimers();
      // A copy of the loader's <script> takes the lost one's place, with its attributes.
      expect(loader(page)).toHaveLength(1);
      expect(loader(page)[0]).not.toBe(script);
      expect(loader(page)[0]!.getAttribute('src')).toBe('/assets/boot.js');
    }
    expect(asked).toEqual([...ONLINE_RETRY_DELAYS_MS]);

    const last = loader(page)[0]!;
    lose(page, last);
    expect(page.takeDelays()).toEqual([]);
    expect(loader(page)[0]).toBe(last);
    page.setOnline(true);
    expect(loader(page)[0]).not.toBe(last);
    lose(page, loader(page)[0]!);
    expect(page.takeDelays()).toEqual([ONLINE_RETRY_DELAYS_MS[0]]);
  });
});
