import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { api } from './api-url';
import { handlers } from './handlers';
import { publishedAfterBuildHandlers } from './published-after-build';

/** The in-browser demo API, started by main.tsx when VITE_API_BASE_URL is unset. */
export const worker = setupWorker(...handlers, ...publishedAfterBuildHandlers);

/**
 * Controls for browser tests of failure paths, in the demo build only:
 * `window.__demoApi.failNext('POST', '/reservation/store')` makes the next matching call fail.
 */
export const demoApiControls = {
  failNext(method: string, path: string, status = 500) {
    worker.use(failure(method, path, status, true));
  },
  failAlways(method: string, path: string, status = 500) {
    worker.use(failure(method, path, status, false));
  },
  reset() {
    worker.resetHandlers();
  },
};

const byMethod = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

function failure(method: string, path: string, status: number, once: boolean) {
  // One handler per method: a `once` handler is spent by any request it matches.
  const handler = byMethod[method.toUpperCase() as keyof typeof byMethod] ?? http.all;
  return handler(api(path), () => HttpResponse.json({ message: 'Demo failure' }, { status }), { once });
}

declare global {
  interface Window {
    __demoApi?: typeof demoApiControls;
  }
}
