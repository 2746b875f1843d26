import { getResponse, http, HttpResponse, RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { api } from './api-url';
import { handlers } from './handlers';

/** The demo API for tests (vitest.setup.ts starts it). */
export const server = setupServer(...handlers);

/**
 * DEMO_FAILING="/comment/:slug /article/popular": those GETs answer 500, as a failing API does, so
 * a demo build shows what the build does with failed calls (docs/testing.md).
 */
export function failRequested(list = process.env.DEMO_FAILING ?? ''): void {
  for (const path of list.split(/\s+/).filter(Boolean)) {
    server.use(http.get(api(path), () => HttpResponse.json({ message: 'Demo failure' }, { status: 500 })));
  }
}

/**
 * The demo API for a build: this thread's `fetch` asks the handlers (DEMO_FAILING's included)
 * directly, without intercepting requests, which cost a build of thousands of pages about a tenth
 * of its CPU (record 078). Returns a function that puts the thread's own `fetch` back.
 */
export function answerInThread(): () => void {
  failRequested();
  const own = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const { signal } = request;
    signal.throwIfAborted();
    const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    const response = await Promise.race([getResponse(server.listHandlers().filter((handler) => handler instanceof RequestHandler), request), aborted]);
    if (!response) throw new TypeError(`The demo API has no handler for ${request.method} ${request.url}`);
    return response;
  };
  return () => {
    globalThis.fetch = own;
  };
}
