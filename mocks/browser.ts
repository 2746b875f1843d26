import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupWorker } from 'msw/browser';
import { api } from './api-url';
import { handlers } from './handlers';
import { publishedAfterBuildHandlers } from './published-after-build';

/** As a real API could not be reached offline: without it, a reservation sent offline would say 'Berhasil!'. */
const unreachableOffline = http.all(api('/*'), () => (navigator.onLine ? undefined : HttpResponse.error()));

/** The article published after the build goes first: the demo handlers answer any slug they lack with a 404. */
export const worker = setupWorker(unreachableOffline, ...publishedAfterBuildHandlers, ...handlers);

/** Browser tests of failure paths, demo build only: `window.__demoApi.failNext('POST', '/reservation/store')`. */
export const demoApiControls = {
  failNext(method: string, path: string, status = 500) {
    worker.use(failure(method, path, status, true));
  },
  failAlways(method: string, path: string, status = 500) {
    worker.use(failure(method, path, status, false));
  },
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
