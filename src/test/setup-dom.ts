import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetDraftsInMemory } from '@/ui/form/use-form-values';
import { fakeMediaQueryList } from './media-query';

// Lazy screens load their module on first render; on a busy 2-core machine that can take
// longer than Testing Library's 1 s default, most of all for the first screen of a file.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  // Form drafts live in module memory for the page's life: each test starts as a fresh page.
  forgetDraftsInMemory();
  if (typeof window !== 'undefined') window.sessionStorage.clear();
  // A test ends with no module still loading. A screen's code that a test started to import
  // without waiting for it (a link's prefetch) would otherwise be cut off when the file's
  // environment is torn down, and the files after it in the same worker (isolate: false) would
  // get that failure for the same module: the screen would never render there.
  await vi.dynamicImportSettled();
});

// jsdom reports what it cannot do ('Not implemented: navigation to another Document') to the
// console it was created with, which no test sees: send it to the guarded one, so the test that
// caused it fails. `_virtualConsole` is jsdom's own, not a public API.
const virtualConsole = (globalThis as { window?: { _virtualConsole?: JsdomVirtualConsole } }).window?._virtualConsole;
if (virtualConsole) {
  virtualConsole.removeAllListeners('jsdomError');
  virtualConsole.on('jsdomError', (error) => console.error(error.type === 'unhandled-exception' ? error.cause?.stack : error.message));
}

interface JsdomVirtualConsole {
  removeAllListeners(event: string): void;
  on(event: 'jsdomError', listener: (error: { type?: string; message: string; cause?: Error }) => void): void;
}

// What jsdom does not implement and the site uses. A file that asks for the node environment
// (`// @vitest-environment node`) has no window.
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.matchMedia ??= (query: string) => fakeMediaQueryList(query, false);

  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
  window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  URL.createObjectURL ??= () => 'blob:mock';
  URL.revokeObjectURL ??= () => undefined;
  // jsdom plays no media and reports each call as not implemented (the about video plays itself).
  window.HTMLMediaElement.prototype.play = () => Promise.resolve();
  window.HTMLMediaElement.prototype.load = () => undefined;
}
