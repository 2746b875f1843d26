import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupWorker } from 'msw/browser';
import { api } from './api-url';
import { handlers } from './handlers';
import { publishedAfterBuildHandlers } from './published-after-build';

/**
 * While the browser says it is offline, the demo API answers no call, as a real one could not be
 * reached: the call fails as a fetch does without a connection (`TypeError: Failed to fetch`).
 * Without it, an API that lives inside the page would take a reservation sent offline and say
 * 'Berhasil!'.
 */
const unreachableOffline = http.all(api('/*'), () => (navigator.onLine ? undefined : HttpResponse.error()));

/**
 * The in-browser demo API, started by main.tsx when VITE_API_BASE_URL is unset. The article
 * published after the build goes first: the demo handlers answer any slug they lack with a 404.
 */
export const worker = setupWorker(unreachableOffline, ...publishedAfterBuildHandlers, ...handlers);

/**
 * Controls for browser tests of failure paths, in the demo build only:
 * `window.__demoApi.failNext('POST', '/reservation/store')` makes the next matching call fail;
 * `respondAlways('GET', '/article/x', body)` answers with a given body (HTML the sanitizer must clean).
 */
export const demoApiControls = {
  failNext(method: string, path: string, status = 500) {
    worker.use(failure(method, path, status, true));
  },
  failAlways(method: string, path: string, status = 500) {
    worker.use(failure(method, path, status, false));
  },
  /** Answers every matching call with this JSON from now on: what a real API might send. */
  respondAlways(method: string, path: string, json: JsonBodyType, status = 200) {
    worker.use(handlerFor(method)(api(path), () => HttpResponse.json(json, { status })));
  },
  reset() {
    worker.resetHandlers();
  },
};

const byMethod = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

// One handler per method: a `once` handler is spent by any request it matches.
const handlerFor = (method: string) => byMethod[method.toUpperCase() as keyof typeof byMethod] ?? http.all;

function failure(method: string, path: string, status: number, once: boolean) {
  return handlerFor(method)(api(path), () => HttpResponse.json({ message: 'Demo failure' }, { status }), { once });
}

declare global {
  interface Window {
    __demoApi?: typeof demoApiControls;
  }
}
